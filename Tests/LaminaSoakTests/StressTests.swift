import Foundation
import Testing
@testable import LaminaSoak
@testable import Lamina

// The stress workloads (lamina-bench stress reports their times): each must finish
// without overflowing a main thread's stack (a deep tree: a 1 MiB one) and leave
// nothing behind in the layer tree or the render tree; run again after a warm-up, in a
// process of their own (`lamina-bench stress`), they must leave the resident set flat.

@Suite("Stress: huge, deep and busy trees")
struct StressTests {
    /// Runs `workload` once on a thread of `stackSize` bytes of stack.
    private func once(stackSize: Int = 8 << 20, _ workload: @escaping @Sendable () -> StressOutcome) -> StressOutcome {
        onThread(stackSize: stackSize) { workload() }
    }

    @Test("run twice more after a warm-up, each workload leaves the resident set flat")
    func residentSetStaysFlat() throws {
        let output = try runBench(["stress"])
        let growth = output.figures.filter { $0.key.hasSuffix("_rss_growth_kb") }
        #expect(growth.count == 5)
        for (name, kilobytes) in growth where !runsUnderSanitizer {
            // The wide tree's 100,000 layers come and go twice: the heap keeps a little more.
            let bound = name.contains("wide") ? 4_096.0 : 2_048.0
            #expect(kilobytes <= bound, "\(name): the resident set grew \(Int(kilobytes)) KB over two more runs")
        }
    }

    @Test("a layer added and removed 100,000 times")
    func addRemove() {
        let outcome = once { AddRemoveStress.run(count: 100_000) }
        #expect(outcome.count == 0)
        #expect(outcome.liveRenderNodes == 1, "render tree kept \(outcome.liveRenderNodes - 1) removed layers")
    }

    @Test("animations added and removed 100,000 times")
    func animations() {
        let outcome = once { AnimationStress.run(count: 100_000) }
        #expect(outcome.count == 0)
        #expect(outcome.liveRenderNodes == 2)
    }

    @Test("transactions nested 10,000 deep: every completion block runs")
    func nesting() {
        let outcome = once { NestingStress.run(depth: 10_000) }
        #expect(outcome.count == 10_000)
    }

    /// On a 1 MiB stack (a secondary thread's): nothing may recurse once per level.
    @Test("a tree 10,000 layers deep: commit, frames, hit testing and deinit")
    func deepTree() {
        let outcome = once(stackSize: 1 << 20) { DeepTreeStress.run(depth: 10_000) }
        #expect(outcome.liveRenderNodes == 10_001)
        #expect(outcome.count == 10_000, "hit testing found layer \(outcome.count)")
    }

    @Test("a tree 100,000 layers wide, drawn")
    func wideTree() {
        let outcome = once { WideTreeStress.run(count: 100_000) }
        #expect(outcome.liveRenderNodes == 100_001)
        #expect(outcome.count == 0)
    }

    /// Found by AddressSanitizer (bigger frames): a layer's local time was composed by
    /// recursion up the superlayer chain, which a deep tree overflowed.
    @Test("time converts through a chain 10,000 layers deep on a 1 MiB stack")
    func timeThroughADeepChain() {
        let (local, absolute) = onThread(stackSize: 1 << 20) { () -> (Double, Double) in
            let root = CALayer()
            root.speed = 2
            root.timeOffset = 3
            var deepest = root
            for _ in 0..<10_000 {
                let child = CALayer()
                deepest.addSublayer(child)
                deepest = child
            }
            // Apple's rule: local = (parent − beginTime) × speed + timeOffset, at the root
            // only here (the others are identity timings): (5 − 0) × 2 + 3 = 13.
            let result = (deepest.convertTime(5, from: nil), deepest.convertTime(13, to: nil))
            return result
        }
        #expect(local == 13)
        #expect(absolute == 5)
    }
}
