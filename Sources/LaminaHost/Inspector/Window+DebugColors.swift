import Foundation
import Lamina
import LaminaRenderList

extension Window {
    /// Core Animation's "Color Blended Layers" (Instruments, the Simulator's Debug menu):
    /// each layer drawn with blending is tinted red, each opaque one green (opacity 1,
    /// square corners, and an opaque background or an image without alpha covering it),
    /// half opaque, so overdraw shows as deeper red. Drawn by the window's renderer on
    /// either backend. Off by default; the demo's B key.
    public var colorBlendedLayers: Bool {
        get { renderer.debugColors.contains(.blendedLayers) }
        set { setDebugColor(.blendedLayers, newValue) }
    }

    /// Core Animation's "Color Offscreen-Rendered": what is drawn through an offscreen
    /// target — a layer with group opacity, a mask, a shadow, a transition — is tinted
    /// yellow, half opaque, through its group's opacity and mask. Off by default; the
    /// demo's O key.
    public var colorOffscreenRendered: Bool {
        get { renderer.debugColors.contains(.offscreenRendered) }
        set { setDebugColor(.offscreenRendered, newValue) }
    }

    private func setDebugColor(_ option: DebugColorOptions, _ on: Bool) {
        var colors = renderer.debugColors
        if on { colors.insert(option) } else { colors.remove(option) }
        guard colors != renderer.debugColors else { return }
        renderer.debugColors = colors
        frameLoop.requestRedraw()
    }
}
