import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the spinner page of Martin Novák's mDevTalk iOS animations playground,
/// `08-Spinner` (https://github.com/mDevTalk/martin-novak-ios-animations, page
/// "Spinner"): a 50 × 50 `CATextLayer` showing "🏈" at 35 points, fading 1 → 0 and
/// shrinking 1 → 0.3 every second, replicated ten times around a 300 × 300
/// replicator, each copy turned π/5 further and 0.1 s later.
@Suite("mDevTalk: emoji replicator spinner")
struct MartinNovakEmojiSpinnerTests {
    static let size = 600

    /// The playground's code, with `view` the stage's root (600 × 600, white).
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let view = stage.root

            let imageLayer = CATextLayer()
            imageLayer.string = "🏈"
            imageLayer.fontSize = 35
            imageLayer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            imageLayer.position = CGPoint(x: 75, y: 75)
            imageLayer.cornerRadius = 25

            // Fade of single layer
            let fadeAnimation = CABasicAnimation(keyPath: "opacity")
            fadeAnimation.fromValue = 1.0
            fadeAnimation.toValue = 0.0
            fadeAnimation.repeatCount = HUGE
            fadeAnimation.duration = 1.0
            imageLayer.add(fadeAnimation, forKey: "opacity")

            let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
            scaleAnimation.fromValue = 1.0
            scaleAnimation.toValue = 0.3
            scaleAnimation.repeatCount = HUGE
            scaleAnimation.duration = 1.0
            imageLayer.add(scaleAnimation, forKey: "transform.scale")

            // The magic - ReplicatorLayer
            let replication = CAReplicatorLayer()
            replication.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            replication.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            replication.instanceCount = 10
            replication.instanceDelay = 0.1
            replication.instanceTransform = CATransform3DMakeRotation(CGFloat(Double.pi / 5), 0, 0, 1)
            replication.addSublayer(imageLayer)

            view.addSublayer(replication)
        }
    }

    /// Copy k's centre in the view: the text layer's position (75, 75) turned k · π/5
    /// about the replicator's centre (its anchor, (150, 150) in its own space), the
    /// replicator's origin at (150, 150).
    static func centre(of k: Int) -> CGPoint {
        let a = CGFloat.pi / 5 * CGFloat(k)
        let dx: CGFloat = 75 - 150, dy: CGFloat = 75 - 150
        return CGPoint(x: 300 + dx * cos(a) - dy * sin(a), y: 300 + dx * sin(a) + dy * cos(a))
    }

    /// The pixels within `radius` of `centre` that are coloured (brown, not grey or
    /// white): the ball's leather over white.
    static func colouredPixels(_ frame: CGImage, around centre: CGPoint, radius: CGFloat) -> (count: Int, brown: Int) {
        var count = 0, brown = 0
        for y in Int(centre.y - radius)...Int(centre.y + radius) {
            for x in Int(centre.x - radius)...Int(centre.x + radius) {
                guard hypot(CGFloat(x) + 0.5 - centre.x, CGFloat(y) + 0.5 - centre.y) <= radius else { continue }
                let p = pixel(frame, x, y)
                guard p[0] - p[2] > 40 else { continue }
                count += 1
                if p[0] > p[1] && p[1] > p[2] { brown += 1 }
            }
        }
        return (count, brown)
    }

    @Test("every copy shows the football in colour while it is visible, fading with its delay")
    func theRingOfEmojiDraws() throws {
        let times: [CFTimeInterval] = [1.05, 1.55]
        let frames = try renderSample("mdevtalk-emoji-spinner", width: Self.size, height: Self.size, times: times,
                                      build: Self.build)
        for (frame, t) in zip(frames, times) {
            for k in 0..<10 {
                let local = t - 0.1 * Double(k)
                let opacity = 1 - fraction(local)
                let scale = 1 - 0.7 * fraction(local)
                let seen = Self.colouredPixels(frame, around: Self.centre(of: k), radius: 30)
                if opacity >= 0.5 {
                    // At full size the ball covers hundreds of pixels; its area goes with
                    // the scale squared.
                    #expect(seen.count > Int(150 * scale * scale), "t = \(t), copy \(k): \(seen.count) coloured pixels")
                    #expect(seen.brown > seen.count / 2, "the football is brown: \(seen)")
                } else if opacity < 0.15 {
                    #expect(seen.count < 40, "t = \(t), copy \(k) has nearly faded: \(seen.count)")
                }
            }
            // The centre of the ring and the gaps between copies stay white.
            #expect(pixel(frame, 300, 300) == [255, 255, 255, 255])
        }
    }
}
