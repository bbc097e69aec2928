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
package struct BackendCounters: Sendable {
    package var drawCalls = 0
    package var instances = 0
    package var textureBytes = 0
    package init() {}
}
