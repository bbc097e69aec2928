import Foundation

/// The size of what a window shows: in points (the root layer's bounds) and in pixels
/// (its framebuffer); their ratio is the scale (2 on a HiDPI output), which becomes the
/// root layer's `contentsScale` and the renderer's pixels per point.
package struct DrawableSize: Equatable, Sendable {
    /// The size in points (GLFW's window size, "screen coordinates").
    package var points: CGSize
    /// The framebuffer's size in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int

    package init(points: CGSize, pixelWidth: Int, pixelHeight: Int) {
        self.points = points
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
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
