import Foundation
import Testing
import Lamina
import LaminaKit

/// Apple's recipe for pausing and resuming a layer's animations, Technical Q&A QA1673
/// "How to pause the animation of a layer tree"
/// (https://developer.apple.com/library/archive/qa/qa1673/_index.html): pausing sets the
/// layer's speed to 0 and its timeOffset to the layer time of the pause; resuming puts
/// speed 1 back, clears timeOffset and beginTime, then sets beginTime to the time spent
/// paused. Applied here to a bar turning once every 4 s.
@Suite("Apple QA1673: pause and resume a layer's animations")
struct PauseResumeQATests {
    static func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    static func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    static let pauseAt: CFTimeInterval = 1, resumeAt: CFTimeInterval = 2.5

    static func build(_ stage: SampleStage) {
        let bar = CALayer()
        stage.setUp {
            bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
            bar.position = CGPoint(x: 100, y: 100)
            bar.backgroundColor = UIColor.red.cgColor
            stage.root.addSublayer(bar)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 4
            spin.repeatCount = .infinity
            bar.add(spin, forKey: "spin")
        }
        stage.schedule(at: pauseAt) { _ in pauseLayer(bar) }
        stage.schedule(at: resumeAt) { _ in resumeLayer(bar) }
    }

    /// The bar's angle at `t`: it turns while the clock runs, except between the pause
    /// and the resume.
    static func angle(at t: Double) -> Double {
        let running = t <= pauseAt ? t : t <= resumeAt ? pauseAt : t - (resumeAt - pauseAt)
        return 2 * Double.pi * running / 4
    }

    @Test("the bar stops turning while paused and goes on from the same angle")
    func barHoldsWhilePaused() throws {
        let times: [CFTimeInterval] = [0.5, 1.5, 2.4, 3.0, 4.2]
        let frames = try renderSample("qa1673", width: 200, height: 200, times: times, build: Self.build)
        let red = [255, 0, 0, 255], white = [255, 255, 255, 255]
        let centre = CGPoint(x: 100, y: 100)
        for (frame, t) in zip(frames, times) {
            let a = CGFloat(Self.angle(at: t))
            for r in [-44.0, -25, 25, 44] {
                #expect(pixel(frame, at: point(on: centre, radius: CGFloat(r), angle: a)) == red, "t = \(t): along the bar at \(r)")
            }
            for r in [-40.0, -20, 20, 40] {
                #expect(pixel(frame, at: point(on: centre, radius: CGFloat(r), angle: a + .pi / 2)) == white,
                        "t = \(t): across the bar at \(r)")
            }
        }
    }
}
