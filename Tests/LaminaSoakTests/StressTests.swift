import Foundation
import Testing
@testable import LaminaSoak

// The stress workloads (lamina-bench stress reports their times): each must finish
// without overflowing a main thread's stack, leave nothing behind in the layer tree or
// the render tree, and — run again after a warm-up — leave the resident set flat.

@Suite("Stress: huge, deep and busy trees", .serialized)
struct StressTests {
    /// Runs `workload` three times (the first warms up) and returns the last outcome and
    /// the resident growth from after the first run to after the third.
    private func repeated(stackSize: Int = 8 << 20, _ workload: @escaping @Sendable () -> StressOutcome) -> (StressOutcome, Int) {
        onThread(stackSize: stackSize) {
            _ = workload()
            let warm = residentKB()
            _ = workload()
            let last = workload()
            return (last, residentKB() - warm)
        }
    }

    @Test("a layer added and removed 100,000 times")
    func addRemove() {
        let (outcome, growth) = repeated { AddRemoveStress.run(count: 100_000) }
        #expect(outcome.count == 0)
        #expect(outcome.liveRenderNodes == 1, "render tree kept \(outcome.liveRenderNodes - 1) removed layers")
        #expect(growth <= 2_048, "resident set grew \(growth) KB over two more runs")
    }

    @Test("animations added and removed 100,000 times")
    func animations() {
        let (outcome, growth) = repeated { AnimationStress.run(count: 100_000) }
        #expect(outcome.count == 0)
        #expect(outcome.liveRenderNodes == 2)
        #expect(growth <= 2_048, "resident set grew \(growth) KB over two more runs")
    }

    @Test("transactions nested 10,000 deep: every completion block runs")
    func nesting() {
        let (outcome, growth) = repeated { NestingStress.run(depth: 10_000) }
        #expect(outcome.count == 10_000)
        #expect(growth <= 2_048, "resident set grew \(growth) KB over two more runs")
    }

    /// On a 1 MiB stack (a secondary thread's): nothing may recurse once per level.
    @Test("a tree 10,000 layers deep: commit, frames, hit testing and deinit")
    func deepTree() {
        let (outcome, growth) = repeated(stackSize: 1 << 20) { DeepTreeStress.run(depth: 10_000) }
        #expect(outcome.liveRenderNodes == 10_001)
        #expect(outcome.count == 10_000, "hit testing found layer \(outcome.count)")
        #expect(growth <= 2_048, "resident set grew \(growth) KB over two more runs")
    }

    @Test("a tree 100,000 layers wide, drawn")
    func wideTree() {
        let (outcome, growth) = repeated { WideTreeStress.run(count: 100_000) }
        #expect(outcome.liveRenderNodes == 100_001)
        #expect(outcome.count == 0)
        #expect(growth <= 4_096, "resident set grew \(growth) KB over two more runs")
    }
}
