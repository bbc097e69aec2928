import Foundation

/// What a stress workload did and cost: its size, its wall time (reported by
/// lamina-bench, never asserted), and what tests check it left behind.
package struct StressOutcome: Sendable {
    /// The lamina-bench row (`stress_add_remove_100k_ms`, …).
    package var name: String
    /// Layers, animations or transactions the workload went through.
    package var operations: Int
    package var milliseconds: Double
    /// Nodes the renderer's render tree still held at the end, with the tree released
    /// from the renderer after its last frame or not (see each workload).
    package var liveRenderNodes: Int
    /// What the workload's own check counted (hit-test depth, completion blocks run, …).
    package var count: Int
}

/// Milliseconds `body` took, and what it returned.
func timed<R>(_ body: () throws -> R) rethrows -> (R, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = try body()
    return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
