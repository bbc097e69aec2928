import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scenes 2 and 13: a path drawn by the pointer, then animated along. The scripts draw
/// polylines of equal steps, so a point's share of the animation's time is its share of
/// the path's length (each segment of a keyframe path gets an equal share of the time).
@Suite("Scenes 2 and 13: drawn paths")
struct DrawnPathTests {
    let white = (r: 1.0, g: 1.0, b: 1.0), red = (r: 1.0, g: 0.0, b: 0.0)

    /// The point a fraction `f` (0…1) along the polyline `points` of equal steps.
    func along(_ points: [CGPoint], _ f: Double) -> CGPoint {
        let position = f * Double(points.count - 1)
        let i = min(Int(position.rounded(.down)), points.count - 2), u = CGFloat(position - Double(i))
        return CGPoint(x: points[i].x + (points[i + 1].x - points[i].x) * u,
                       y: points[i].y + (points[i + 1].y - points[i].y) * u)
    }

    @Test("2: released, the picture follows the drawn zigzag in 1 s, again and again")
    func keyframeAlongPath() throws {
        let run = try cpuRun(DrawnPathScene.self)
        defer { run.finish() }
        let drawView = (run.scene as! DrawnPathScene).controller.drawView!
        let picture = try #require(drawView.subviews.first)
        let cat = try #require(UIImage(named: "Avatar1")?.cgImage)
        let points = DrawnPathScene.drawing
        let release = 0.2 + Double(points.count) / 60
        try play(run, from: 0, to: release)
        // The path is stroked as drawn: black on the first stroke, the line x + y = 540.
        let drawn = try run.frame(at: release)
        #expect(color(drawn, 219, 320).r < 0.6)
        #expect(close(color(drawn, 230, 330), white))
        for (offset, f) in [(0.25, 0.25), (0.6, 0.6), (1.25, 0.25), (2.9, 0.9)] {
            let t = release + offset
            let image = try run.frame(at: t)
            let expected = along(points, f)
            let shown = try #require(run.at(t) { picture.layer.presentation()?.position })
            #expect(hypot(shown.x - expected.x, shown.y - expected.y) < 1e-6, "at \(t): \(shown) vs \(expected)")
            #expect(difference(image, at: expected, size: 50, radius: 20, picture: cat) < 0.03, "at \(t)")
        }
    }

    @Test("13: one dot per drag point, each 0.1 s behind the one before, along the drawn circle in 4 s")
    func particles() throws {
        let run = try cpuRun(PathParticlesScene.self)
        defer { run.finish() }
        let drawView = (run.scene as! PathParticlesScene).controller.drawView!
        let points = PathParticlesScene.drawing
        // Released at 0.2 + 41/40 s; "start" pressed at 1.5 s and released at 1.6 s.
        try play(run, from: 0, to: 2.6)
        let replicator = try #require(drawView.replicatorLayer)
        #expect(replicator.instanceCount == points.count - 1)
        #expect(replicator.instanceDelay == 0.1)
        let image = try run.frame(at: 2.6)
        // Dot k shows the animation 0.1·k s late: at 1 s in, dots 0…10 are on the circle,
        // 2.5 %·k behind a quarter turn; the later ones have not set off.
        for k in [0, 1, 5, 9, 10] {
            let p = along(points, (1.0 - 0.1 * Double(k)) / 4)
            #expect(close(color(image, p.x, p.y), red), "dot \(k) at \(p)")
        }
        for k in [0, 4] {
            // Between two dots, a little inside the circle (off the stroked line): white.
            let a = along(points, (1.0 - 0.1 * Double(k)) / 4), b = along(points, (1.0 - 0.1 * Double(k + 1)) / 4)
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let inward = CGPoint(x: mid.x + (400 - mid.x) * 0.03, y: mid.y + (260 - mid.y) * 0.03)
            #expect(close(color(image, inward.x, inward.y), white), "between dots \(k) and \(k + 1)")
        }
        for f in [0.5, 0.75, 0.9] {
            let p = along(points, f)
            #expect(!close(color(image, p.x, p.y), red), "no dot yet at \(f) of the circle")
        }
    }

    @Test("13: \"redraw\" stops the dots and clears the path; the next drag starts a new one")
    func redraw() throws {
        let redraw = ParticlesViewController.redrawFrame, start = ParticlesViewController.startFrame
        let first = ScriptedInput.line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), count: 10)
        let second = ScriptedInput.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), count: 4)
        let script = ScriptedInput.drag(first, at: 0.1) + ScriptedInput.tap(CGPoint(x: start.midX, y: start.midY), at: 0.6)
            + ScriptedInput.tap(CGPoint(x: redraw.midX, y: redraw.midY), at: 1.0)
            + ScriptedInput.drag(second, at: 1.3)
        let run = try cpuRun(PathParticlesScene.self, script: script)
        defer { run.finish() }
        let drawView = (run.scene as! PathParticlesScene).controller.drawView!
        let dot = try #require(drawView.norLayer)
        // The dot waits off the view at (5, −195) until it is sent along the path.
        try play(run, from: 0, to: 0.9)
        #expect(drawView.count == 10)
        #expect(try #require(run.at(0.85) { dot.presentation()?.position.y }) == 100)
        try play(run, from: 0.9, to: 1.25)
        #expect(try #require(run.at(1.2) { dot.presentation()?.position }) == CGPoint(x: 5, y: -195))
        #expect(drawView.bezierPath.isEmpty)
        let cleared = try run.frame(at: 1.25)
        #expect(close(color(cleared, 200, 100), white))               // the old stroke is gone
        try play(run, from: 1.25, to: 1.6)
        // The seed's redraw sets the count to 1, so the next drag's four moves make five.
        #expect(drawView.count == 5)
        #expect(drawView.bezierPath.currentPoint == CGPoint(x: 100, y: 400))
    }
}
