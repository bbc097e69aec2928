import Foundation

/// Somewhere OpenGL 3.3 core can draw: a window's context or an offscreen one. A
/// `CARenderer(glContext:)` makes it current on the thread that draws and renders each
/// frame into its framebuffer.
public protocol GLContext: AnyObject {
    /// Makes the context current on the calling thread.
    func makeCurrent() throws
    /// The framebuffer to draw into (0 for a window's default framebuffer).
    var framebuffer: UInt32 { get }
    /// The framebuffer's width in pixels.
    var pixelWidth: Int { get }
    /// The framebuffer's height in pixels.
    var pixelHeight: Int { get }
    /// Pixels per point (a window's HiDPI scale; 1 offscreen unless set).
    var scale: CGFloat { get }
    /// Shows what was drawn (swaps a window's buffers; nothing offscreen).
    func present()
}
