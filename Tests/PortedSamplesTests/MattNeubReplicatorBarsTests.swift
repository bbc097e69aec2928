import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the custom activity indicator of Matt Neuburg's *Programming iOS* examples,
/// `bk2ch12p565customActivityIndicator`
/// (https://github.com/mattneub/Programming-iOS-Book-Examples/tree/master/bk2ch12p565customActivityIndicator):
/// a 100 × 20 replicator of five red 10 × 20 bars 20 points apart, the source bar's
/// opacity running from 1 to 0.2 every second, each copy a fifth of the duration later.
@Suite("Matt Neuburg: replicator bars activity indicator")
struct MattNeubReplicatorBarsTests {
    /// The sample's `viewDidAppear` layer code in a 200 × 100 view.
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            let sourceBar = CALayer()
            sourceBar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            sourceBar.backgroundColor = UIColor.red.cgColor
            replicator.addSublayer(sourceBar)
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1.0
            pulse.toValue = 0.2
            pulse.duration = 1
            pulse.repeatCount = .greatestFiniteMagnitude
            sourceBar.add(pulse, forKey: nil)
            replicator.instanceDelay = pulse.duration / Double(replicator.instanceCount)
            stage.root.addSublayer(replicator)
            replicator.position = CGPoint(x: stage.root.bounds.midX, y: stage.root.bounds.midY)
        }
    }

    /// Bar k's opacity at `t`: the model's 1 until its delay of k/5 s has passed, then
    /// 1 → 0.2 over each second.
    static func opacity(of k: Int, at t: Double) -> Double {
        let local = t - 0.2 * Double(k)
        return local < 0 ? 1 : 1 - 0.8 * fraction(local)
    }

    @Test("each bar shows the opacity its delay implies, with white gaps between bars")
    func barsFadeInTurn() throws {
        let times: [CFTimeInterval] = [0.1, 0.5, 1.3, 2.05]
        let frames = try renderSample("mattneub-bars", width: 200, height: 100, times: times, build: Self.build)
        for (frame, t) in zip(frames, times) {
            for k in 0..<5 {
                let x0 = 50 + 20 * k
                let expected = over([1, 0, 0], alpha: Self.opacity(of: k, at: t), on: [1, 1, 1])
                for (x, y) in [(x0 + 1, 41), (x0 + 5, 50), (x0 + 8, 58)] {
                    #expect(near(pixel(frame, x, y), expected, 3), "t = \(t), bar \(k) at (\(x), \(y))")
                }
                if k < 4 {
                    #expect(pixel(frame, x0 + 15, 50) == [255, 255, 255, 255], "gap after bar \(k) at t = \(t)")
                }
            }
            #expect(pixel(frame, 75, 38) == [255, 255, 255, 255])
            #expect(pixel(frame, 75, 61) == [255, 255, 255, 255])
        }
    }
}
