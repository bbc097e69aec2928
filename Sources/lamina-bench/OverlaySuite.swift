import Foundation
import Lamina
import LaminaHost
import LaminaRaster

/// What the fps overlay costs a frame (budget: 0.2 ms): its update (the graph's path each
/// frame, its text four times a second) and the commit and CPU drawing it adds to a
/// 1280×720 frame of the `cpu` suite's; `overlay_us` is the difference the overlay makes
/// to a whole frame (update included), in microseconds.
enum OverlaySuite {
    static func run() -> SuiteReport {
        var timeline = FrameTimeline()
        for frame in 0...FrameTimeline.capacity {
            timeline.record(framesPresented: frame, lastPresentationTime: Double(frame) / 60 + Double(frame % 7) / 1000)
        }
        var statistics = CARendererStatistics()
        statistics.layers = 120
        statistics.drawCalls = 5
        let overlay = FPSOverlay()
        var time = 0.0
        let update = measure("fps overlay: update") {
            time += 1.0 / 60
            overlay.update(timeline: timeline, statistics: statistics, time: time)
        }
        let without = CPUSuite.frameTime("frame without the overlay", { _ in })
        let second = FPSOverlay()
        let with = CPUSuite.frameTime("frame with the overlay, updated each frame", { $0.addSublayer(second.layer) },
                                      eachFrame: { second.update(timeline: timeline, statistics: statistics, time: $0) })
        // The frame with the overlay includes its update.
        let total = (with.nanosecondsPerOperation - without.nanosecondsPerOperation) / 1e3
        return SuiteReport(name: "overlay", rows: [update, without, with], figures: ["overlay_us": total])
    }
}
