import Foundation

/// What draws a frame's `RenderList`: the whole seam between the engine and a backend
/// (the CPU renderer, OpenGL). Backends see the list only, never layers.
package protocol RenderBackend: AnyObject {
    /// The target's size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Pixels per point.
    var scale: CGFloat { get }
    /// Draws `list` into the target.
    func draw(_ list: RenderList)
    /// What the last `draw` did.
    var counters: BackendCounters { get }
}

extension RenderBackend {
    package var counters: BackendCounters { BackendCounters() }
}

/// What a backend reports of a frame.
package struct BackendCounters: Sendable, Equatable {
    /// Draw calls made (GL; a CPU frame shown in a window is one, its texture's).
    package var drawCalls = 0
    /// Instances those calls drew.
    package var instances = 0
    /// Bytes of textures the backend holds.
    package var textureBytes = 0
    /// Offscreen targets the frame drew through (group opacity, masks, shadows,
    /// transitions), on either backend.
    package var offscreenPasses = 0
    /// Bytes uploaded into textures this frame (GL: new images and shapes; a CPU frame
    /// shown in a window: the frame itself).
    package var uploadedBytes = 0
    /// Bands of rows the CPU renderer split the frame into (0 on GL).
    package var bands = 0
    package init() {}
}
