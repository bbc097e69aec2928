import Foundation

/// The size of what a window shows: in points (the root layer's bounds) and in pixels
/// (its framebuffer); their ratio is the scale (2 on a HiDPI output), which becomes the
/// root layer's `contentsScale` and the renderer's pixels per point. Where the window
/// system scales windows itself (Wayland), points are GLFW's screen coordinates and the
/// framebuffer is larger; where it leaves that to apps (X11: `Xft.dpi` / 96), screen
/// coordinates are pixels and points are those divided by the content scale.
package struct DrawableSize: Equatable, Sendable {
    /// The size in points (GLFW's window size, "screen coordinates").
    package var points: CGSize
    /// The framebuffer's size in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// GLFW's screen coordinates (window sizes, cursor positions) per point: the content
    /// scale where the window system leaves scaling to the app (X11's `Xft.dpi`), else 1.
    package var screenUnitsPerPoint: CGFloat

    package init(points: CGSize, pixelWidth: Int, pixelHeight: Int, screenUnitsPerPoint: CGFloat = 1) {
        self.points = points
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.screenUnitsPerPoint = screenUnitsPerPoint
    }

    /// Pixels per point: framebuffer width over window width (1 for a window with no
    /// width, such as a minimized one).
    package var scale: CGFloat {
        points.width > 0 && pixelWidth > 0 ? CGFloat(pixelWidth) / points.width : 1
    }

    /// The area drawn, in the root layer's superlayer coordinates.
    package var bounds: CGRect {
        CGRect(origin: .zero, size: points)
    }
}
