import Foundation
import Lamina
import LaminaHost
import LaminaRaster

/// What the fps overlay costs a frame (budget: 0.2 ms): its update (the graph's path each
/// frame, its text four times a second) and the commit and CPU drawing it adds to a
/// 1280×720 frame; `overlay_us` is their sum, in microseconds.
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
        let without = frame("frame without the overlay", overlay: nil, timeline: timeline)
        let with = frame("frame with the overlay, updated each frame", overlay: FPSOverlay(), timeline: timeline)
        let total = (update.nanosecondsPerOperation + with.nanosecondsPerOperation - without.nanosecondsPerOperation) / 1e3
        return SuiteReport(name: "overlay", rows: [update, without, with], figures: ["overlay_us": total])
    }

    /// Median time of a CPU frame of a plain 1280×720 root, with `overlay` in it if given.
    static func frame(_ name: String, overlay: FPSOverlay?, timeline: FrameTimeline) -> BenchmarkResult {
        let width = 1280, height = 720
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            fatalError("lamina-bench: could not make a \(width)×\(height) context")
        }
        let renderer = CARenderer(context: context)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        if let overlay { root.addSublayer(overlay.layer) }
        renderer.bounds = root.frame
        renderer.layer = root
        var time = 0.0
        let statistics = CARendererStatistics()
        return measure(name) {
            time += 1.0 / 60
            overlay?.update(timeline: timeline, statistics: statistics, time: time)
            renderer.beginFrame(atTime: time)
            renderer.render()
            renderer.endFrame()
        }
    }
}
