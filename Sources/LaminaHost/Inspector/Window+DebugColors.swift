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

    /// Core Animation's "Flash Updated Regions": what a frame draws differently from the
    /// frame before — a layer the last commit changed, a running animation's — is tinted
    /// yellow, half opaque, in that frame only, so a still frame shows nothing and an
    /// animation shows where it redraws. Off by default; the demo's U key.
    public var flashUpdatedRegions: Bool {
        get { renderer.debugColors.contains(.updatedRegions) }
        set { setDebugColor(.updatedRegions, newValue) }
    }

    /// Core Animation's "Color Copied Images": a layer's contents whose image the frame
    /// before did not draw — uploaded to the GPU (or read by the CPU renderer for the
    /// first time) this frame — is tinted cyan, half opaque. Off by default; the demo's
    /// C key.
    public var colorCopiedImages: Bool {
        get { renderer.debugColors.contains(.copiedImages) }
        set { setDebugColor(.copiedImages, newValue) }
    }

    /// Core Animation's "Color Misaligned Images": a layer whose contents are drawn scaled
    /// (not one image pixel per screen pixel, or turned) is tinted magenta, one whose
    /// contents' pixels fall between screen pixels yellow, half opaque. Off by default;
    /// the demo's M key.
    public var colorMisalignedImages: Bool {
        get { renderer.debugColors.contains(.misalignedImages) }
        set { setDebugColor(.misalignedImages, newValue) }
    }

    /// "Batches", as Qt Quick's batch visualisation: with OpenGL, what each instanced
    /// draw call drew is covered, half opaque, in a colour of its own (items drawn by one
    /// call share it, so a frame's batching shows); with the CPU renderer, each band of
    /// rows the cores drew in turn. The count of draw calls (GL) or bands (CPU) shows in
    /// the fps overlay, which this turns on while it is on. Off by default; the demo's
    /// D key.
    public var showsBatches: Bool {
        get { renderer.debugColors.contains(.batches) }
        set {
            guard newValue != showsBatches else { return }
            setDebugColor(.batches, newValue)
            if newValue, !showsFPSOverlay {
                showsFPSOverlay = true
                overlayShownForBatches = true
            } else if !newValue, overlayShownForBatches {
                showsFPSOverlay = false
                overlayShownForBatches = false
            }
        }
    }

    private func setDebugColor(_ option: DebugColorOptions, _ on: Bool) {
        var colors = renderer.debugColors
        if on { colors.insert(option) } else { colors.remove(option) }
        guard colors != renderer.debugColors else { return }
        renderer.debugColors = colors
        frameLoop.requestRedraw()
    }
}
