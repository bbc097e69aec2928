import Foundation
import Testing
@testable import LaminaHost
@testable import LaminaRaster

/// The fps overlay without a window: the frame timeline's arithmetic, the graph's points,
/// the text, hit tests passing through, and the panel's pixels.
@Suite struct FPSOverlayTests {
    @Test func theTimelineKeepsTheTimeBetweenPresentations() {
        var timeline = FrameTimeline()
        timeline.record(framesPresented: 1, lastPresentationTime: 1.0)
        #expect(timeline.count == 0)
        timeline.record(framesPresented: 2, lastPresentationTime: 1.016)
        timeline.record(framesPresented: 3, lastPresentationTime: 1.05)
        timeline.record(framesPresented: 3, lastPresentationTime: 1.05)
        // Two frames presented since the last look share the time.
        timeline.record(framesPresented: 5, lastPresentationTime: 1.06)
        let expected = [0.016, 0.034, 0.005, 0.005]
        #expect(timeline.count == expected.count)
        for (i, d) in expected.enumerated() { #expect(abs(timeline[i] - d) < 1e-12, "frame \(i)") }
        #expect(abs(timeline.last - 0.005) < 1e-12)
        #expect(abs(timeline.framesPerSecond - 4 / 0.06) < 1e-9)
    }

    @Test func theTimelineKeepsTheLast120Frames() {
        var timeline = FrameTimeline()
        var t = 0.0
        for frame in 1...131 {
            t += Double(frame) / 1000
            timeline.record(framesPresented: frame, lastPresentationTime: t)
        }
        // Durations are 2, 3, …, 131 ms; the last 120 are 12 … 131 ms.
        #expect(timeline.count == 120)
        #expect(abs(timeline[0] - 0.012) < 1e-12)
        #expect(abs(timeline[119] - 0.131) < 1e-12)
    }

    @Test func theGraphPutsEachFrameAtItsDurationNewestAtTheRight() {
        var timeline = FrameTimeline()
        let durations = [1.0 / 60, 1.0 / 30, 0.1, 0.004]
        var t = 10.0
        timeline.record(framesPresented: 0, lastPresentationTime: t)
        for (i, d) in durations.enumerated() {
            t += d
            timeline.record(framesPresented: i + 1, lastPresentationTime: t)
        }
        var points: [CGPoint] = []
        FPSOverlay.graphPath(timeline).applyWithBlock { element in
            points.append(element.pointee.points[0])
        }
        let frame = FPSOverlay.graphFrame, step = frame.width / 120, full = 2.0 / 60
        #expect(points.count == durations.count)
        for (i, d) in durations.enumerated() {
            let x = frame.width - CGFloat(durations.count - i) * step + step / 2
            let y = frame.height * (1 - CGFloat(min(d / full, 1)))
            #expect(abs(points[i].x - x) < 1e-9 && abs(points[i].y - y) < 1e-9, "frame \(i): \(points[i])")
        }
        // 16.7 ms is half way up, 33.3 ms and above at the top.
        #expect(abs(points[0].y - frame.height / 2) < 1e-9)
        #expect(abs(points[1].y) < 1e-9 && points[2].y == 0)
    }

    @Test func theTextShowsTheFiguresOfTheLastFrame() {
        var statistics = CARendererStatistics()
        statistics.commitSeconds = 0.00012
        statistics.evaluateSeconds = 0.0005
        statistics.flattenSeconds = 0.00125
        statistics.drawSeconds = 0.0042
        statistics.layers = 57
        statistics.drawCalls = 6
        statistics.instances = 31
        statistics.textureBytes = 3 * 1_048_576 / 2
        #expect(FPSOverlay.engineText(statistics) == "commit 0.12 eval 0.50 flat 1.25 draw 4.20 ms")
        #expect(FPSOverlay.countsText(statistics) == "57 layers  6 calls  31 inst  1.5 MB")
        let overlay = FPSOverlay()
        var timeline = FrameTimeline()
        timeline.record(framesPresented: 1, lastPresentationTime: 0)
        timeline.record(framesPresented: 2, lastPresentationTime: 0.02)
        overlay.update(timeline: timeline, statistics: statistics, time: 1)
        #expect(overlay.title.string as? String == " 50.0 fps   20.0 ms")
        #expect(overlay.counts.string as? String == FPSOverlay.countsText(statistics))
        // The text changes at most four times a second; the graph every time.
        statistics.layers = 58
        overlay.update(timeline: timeline, statistics: statistics, time: 1.1)
        #expect(overlay.counts.string as? String == "57 layers  6 calls  31 inst  1.5 MB")
        overlay.update(timeline: timeline, statistics: statistics, time: 1.3)
        #expect(overlay.counts.string as? String == "58 layers  6 calls  31 inst  1.5 MB")
    }

    @Test func clicksPassThroughThePanel() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.position = CGPoint(x: 200, y: 150)
        let under = CALayer()
        under.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(under)
        root.addSublayer(FPSOverlay().layer)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === under)
    }

    @Test func thePanelIsDrawnOverTheAppsLayers() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let overlay = FPSOverlay()
        root.addSublayer(overlay.layer)
        let late = CALayer()  // added after the overlay, still beneath it
        late.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        late.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(late)
        let context = try #require(CGContext(data: nil, width: 300, height: 160, bitsPerComponent: 8, bytesPerRow: 1200,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        root.render(in: context)
        let image = try #require(context.makeImage())
        // Beside the graph, inside the panel: the panel's colour (alpha 0.8) over blue.
        let p = image.pixels.pixel(x: 8 + 262, y: 8 + 50)
        let expected = [0.04 * 0.8 * 255, 0.05 * 0.8 * 255, 0.08 * 0.8 * 255 + 0.2 * 255]
        #expect(abs(Double(p.r) - expected[0]) <= 1.5 && abs(Double(p.g) - expected[1]) <= 1.5
                && abs(Double(p.b) - expected[2]) <= 1.5 && p.a == 255, "\(p)")
        // Outside the panel (below it, or above it where render(in:) draws y-up): blue.
        let q = image.pixels.pixel(x: 150, y: 156)
        #expect(q.r == 0 && q.g == 0 && q.b == 255, "\(q)")
    }
}
