import Foundation
import Testing
@testable import LaminaRaster

/// Draws the `cpu` benchmark scenes. The drawing is checked (something is drawn, bands
/// agree with one thread); timings are printed only when `LAMINA_RASTER_BENCH` is set and
/// never asserted — speed is `lamina-bench`'s business (DESIGN.md "Tests"). Run the timed
/// version in release: `LAMINA_RASTER_BENCH=1 swift test -c release --filter CPUBenchmark`.
@Suite struct CPUBenchmarkTests {
    @Test(arguments: CPUBenchmarkScenes.names)
    func sceneDrawsTheSameOnOneAndManyCores(_ name: String) throws {
        let list = try #require(CPUBenchmarkScenes.scene(name, time: 0.7))
        let one = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        let many = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        CPUBackend(threadCount: 1).draw(list, into: one)
        CPUBackend(threadCount: 3).draw(list, into: many)
        #expect(ImageComparison.compare(one, many)?.isIdentical == true)
        #expect(coveredArea(one) > 10_000)
        saveForReview(one, "bench-\(name)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAMINA_RASTER_BENCH"] != nil))
    func timeTheScenes() {
        // Wall time on every core, and the CPU time of one core drawing alone (steadier
        // when other work shares the machine).
        var report: [String] = []
        let only = ProcessInfo.processInfo.environment["LAMINA_RASTER_BENCH_SCENE"]
        for name in CPUBenchmarkScenes.names where only == nil || only == name {
            let wall = measure(name, backend: CPUBackend(), clock: CLOCK_MONOTONIC)
            let single = measure(name, backend: CPUBackend(threadCount: 1), clock: CLOCK_THREAD_CPUTIME_ID)
            report.append(String(format: "%@: %.2f ms wall on %d cores (min %.2f), %.2f ms CPU on one core",
                                 name, wall.median, ProcessInfo.processInfo.activeProcessorCount, wall.min, single.median))
        }
        print(report.joined(separator: "\n"))
    }

    /// Median and minimum milliseconds per frame over 35 frames (after 5 warm-up frames).
    func measure(_ name: String, backend: CPUBackend, clock: clockid_t) -> (median: Double, min: Double) {
        let target = PixelBuffer(width: CPUBenchmarkScenes.width, height: CPUBenchmarkScenes.height)
        var times: [Double] = []
        let frames = Int(ProcessInfo.processInfo.environment["LAMINA_RASTER_BENCH_FRAMES"] ?? "") ?? 40
        for frame in 0..<max(frames, 6) {
            guard let list = CPUBenchmarkScenes.scene(name, time: Double(frame) / 60) else { continue }
            memset(target.data, 0, target.bytesPerRow * target.height)
            var start = timespec(), end = timespec()
            clock_gettime(clock, &start)
            backend.draw(list, into: target)
            clock_gettime(clock, &end)
            if frame >= 5 {
                times.append(Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
            }
        }
        times.sort()
        return (times[times.count / 2], times[0])
    }
}
