import Foundation
import LaminaSoak

/// The stress workloads the tests run (LaminaSoak's `Stress/`), timed once each after a
/// warm-up run: a layer added and removed 100,000 times, animations added and removed
/// 100,000 times, transactions nested 10,000 deep, a tree 10,000 layers deep and one
/// 100,000 layers wide drawn. Rows: the time of each whole workload; figures:
/// `stress_add_remove_100k_ms`, `stress_animations_100k_ms`, `stress_nesting_10k_ms`,
/// `stress_deep_tree_10k_ms`, `stress_wide_tree_100k_ms`, and the same workloads at half
/// size (`…_half_ms`): time that doubles with the size is linear. Then each full-size
/// workload runs twice more: `…_rss_growth_kb` is the resident set after those less
/// before (the heap trimmed first; flat when nothing leaks), what the soak tests assert.
enum StressSuite {
    static func run() -> SuiteReport {
        let workloads: [(String, (Int) -> StressOutcome, Int)] = [
            ("a layer added and removed", { AddRemoveStress.run(count: $0) }, 100_000),
            ("animations added and removed", { AnimationStress.run(count: $0) }, 100_000),
            ("transactions nested", { NestingStress.run(depth: $0) }, 10_000),
            ("a deep tree: commit, 3 frames, hit test, teardown", { DeepTreeStress.run(depth: $0) }, 10_000),
            ("a wide tree: commit, 3 frames at 320×240, hit test, teardown", { WideTreeStress.run(count: $0) }, 100_000),
        ]
        var rows: [BenchmarkResult] = []
        var figures: [String: Double] = [:]
        for (title, workload, size) in workloads {
            _ = workload(size / 10)
            let half = workload(size / 2)
            let full = workload(size)
            rows.append(BenchmarkResult(name: "\(title), \(size.formatted()) times", nanosecondsPerOperation: full.milliseconds * 1e6,
                                        operationsPerBatch: 1, batches: 1))
            figures[full.name] = full.milliseconds
            figures[full.name.replacingOccurrences(of: "_ms", with: "_half_ms")] = half.milliseconds
            let before = ResidentMemory.kilobytesInUse()
            _ = workload(size)
            _ = workload(size)
            figures[full.name.replacingOccurrences(of: "_ms", with: "_rss_growth_kb")] =
                Double(ResidentMemory.kilobytesInUse() - before)
        }
        return SuiteReport(name: "stress", rows: rows, figures: figures)
    }
}
