import Foundation
import LaminaGL

/// What a frame loop's render thread draws into and shows: a window's GL context, or a
/// stand-in in tests. Every requirement is called on the render thread only.
package protocol RenderSurface: AnyObject {
    /// Makes the surface current on the render thread, before its first frame.
    func attach() throws
    /// Releases the surface from the render thread, after its last frame (a window is
    /// destroyed on the main thread afterwards).
    func detach()
    /// Takes the drawable's new size, before the first frame drawn at that size.
    func resize(to size: DrawableSize)
    /// Shows the frame just drawn.
    func present()
    /// The frame just drawn (before `present()`), rows top-down; nil when it cannot be read.
    func readPixels() -> PixelBuffer?
}
