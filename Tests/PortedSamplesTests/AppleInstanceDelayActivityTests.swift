import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the activity monitor in Apple's documentation of
/// `CAReplicatorLayer.instanceDelay`
/// (https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay):
/// thirty blue 10-point circles on a ring of radius 50, the source circle fading out
/// over one second for ever, each copy turned by −2π/30 and delayed by 1/30 s.
@Suite("Apple docs: CAReplicatorLayer.instanceDelay activity monitor")
struct AppleInstanceDelayActivityTests {
    static let count = 30
    static let center = CGPoint(x: 100, y: 100)

    /// The sample's layer code, with the replicator placed at the middle of the view.
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let ring = CAReplicatorLayer()

            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.backgroundColor = UIColor.blue.cgColor
            dot.cornerRadius = 5
            dot.position = CGPoint(x: 0, y: 50)
            ring.addSublayer(dot)

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.repeatCount = .greatestFiniteMagnitude
            dot.add(fade, forKey: nil)

            ring.instanceCount = count
            ring.instanceDelay = fade.duration / CFTimeInterval(count)
            ring.instanceTransform = CATransform3DMakeRotation(-2 * CGFloat.pi / CGFloat(count), 0, 0, 1)

            ring.position = center
            stage.root.addSublayer(ring)
        }
    }

    /// Copy k's centre: (0, 50) turned k times by −2π/30 about the replicator's origin.
    static func centre(of k: Int) -> CGPoint {
        let a = -2 * CGFloat.pi / CGFloat(count) * CGFloat(k)
        let p = CGPoint(x: 0, y: 50)
        return CGPoint(x: center.x + p.x * cos(a) - p.y * sin(a), y: center.y + p.x * sin(a) + p.y * cos(a))
    }

    @Test("each copy's opacity is the fade's value one thirtieth of a second later per copy")
    func copiesFadeInSequence() throws {
        let times: [CFTimeInterval] = [1.25, 1.6]
        let frames = try renderSample("apple-instance-delay", width: 200, height: 200, times: times, build: Self.build)
        for (frame, t) in zip(frames, times) {
            for k in 0..<Self.count {
                let local = t - Double(k) / Double(Self.count)
                let opacity = 1 - (local - local.rounded(.down))
                let expected = over([0, 0, 1], alpha: opacity, on: [1, 1, 1])
                let actual = pixel(frame, at: Self.centre(of: k))
                #expect(near(actual, expected, 3), "t = \(t), copy \(k): \(actual) ≠ \(expected)")
            }
            // Between the ring and the centre, nothing is drawn.
            #expect(pixel(frame, 100, 100) == [255, 255, 255, 255])
            #expect(pixel(frame, 100, 70) == [255, 255, 255, 255])
        }
    }

    @Test("before a copy's delay has passed it shows the model opacity")
    func copiesWaitForTheirDelay() throws {
        let frames = try renderSample("apple-instance-delay-start", width: 200, height: 200, times: [0.5], build: Self.build)
        for k in [20, 25, 29] {
            #expect(pixel(frames[0], at: Self.centre(of: k)) == [0, 0, 255, 255], "copy \(k)")
        }
        let expected = over([0, 0, 1], alpha: 1 - (0.5 - 3.0 / 30), on: [1, 1, 1])
        #expect(near(pixel(frames[0], at: Self.centre(of: 3)), expected, 3))
    }
}
