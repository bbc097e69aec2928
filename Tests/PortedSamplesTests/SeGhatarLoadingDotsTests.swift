import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the `Loading` view of SeGhatar by MohsenSolid
/// (https://github.com/mohsensolid/SeGhatar, `SeGhatar/ui/widget/loading.swift`): three
/// purple 20-point dots 22 points apart in a replicator, each pulsing on
/// `transform.scale.xy` from 1 to 0.3 (duration 0.8 at speed 0.8, so once a second,
/// `fillMode` backwards), each copy 0.28 s after the previous.
@Suite("SeGhatar: pulsing dots, transform.scale.xy at speed 0.8 with instanceDelay")
struct SeGhatarLoadingDotsTests {
    /// The sample's view, written again.
    final class Loading: UIView {
        let circleSize: CGFloat = 20
        let circleGap: CGFloat = 2
        let replicator: CAReplicatorLayer = {
            let rep = CAReplicatorLayer()
            rep.instanceCount = 3
            return rep
        }()
        lazy var circle: CALayer = {
            let circle = CALayer()
            circle.frame.size = CGSize(width: circleSize, height: circleSize)
            circle.cornerRadius = circleSize / 2
            circle.backgroundColor = UIColor.purple.cgColor
            return circle
        }()

        override init(frame: CGRect) {
            super.init(frame: frame)
            setupView()
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func setupView() {
            layer.addSublayer(replicator)
            replicator.addSublayer(circle)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(circleSize + circleGap, 0, 0)
            replicator.instanceDelay = 0.28
            let scaleKeyPath = "transform.scale.xy"
            let scaleAnimation = CABasicAnimation(keyPath: scaleKeyPath)
            _ = replicator.presentation()?.value(forKeyPath: "transform.scale") ?? 0.0
            scaleAnimation.speed = 0.8
            scaleAnimation.fromValue = 1.0
            scaleAnimation.toValue = 0.3
            scaleAnimation.duration = 0.8
            scaleAnimation.fillMode = .backwards
            scaleAnimation.isRemovedOnCompletion = true
            scaleAnimation.repeatCount = Float.infinity
            circle.add(scaleAnimation, forKey: scaleKeyPath)
        }
    }

    static func build(_ stage: SampleStage) {
        stage.setUp {
            stage.root.addSublayer(Loading(frame: CGRect(x: 40, y: 40, width: 100, height: 40)).layer)
        }
    }

    /// The dots stay where the instance transform puts them and within their full size,
    /// whatever their pulse: the centre of each is purple (its scale never falls below
    /// 0.3, a radius of 3), the 2-point gaps and everything beyond the three is white.
    @Test("three dots 22 points apart in a row, none larger than 20 points")
    func dotsAreLaidOutInARow() throws {
        let times: [CFTimeInterval] = [0.3, 0.9, 1.7, 2.45]
        let frames = try renderSample("seghatar-dots", width: 180, height: 120, times: times, build: Self.build)
        let purple = [128, 0, 128, 255], white = [255, 255, 255, 255]
        for (frame, t) in zip(frames, times) {
            for k in 0..<3 {
                let centre = CGPoint(x: 40 + 10 + 22 * Double(k), y: 40 + 10)
                for (dx, dy) in [(0.0, 0.0), (2, 0), (0, -2), (-2, 0), (0, 2)] {
                    #expect(near(pixel(frame, at: CGPoint(x: centre.x + dx, y: centre.y + dy)), purple, 2),
                            "t = \(t), dot \(k) centre")
                }
                for (dx, dy) in [(11.0, 0.0), (-11, 0), (0, 11), (0, -11), (8, 8), (-9, -9)] {
                    #expect(pixel(frame, at: CGPoint(x: centre.x + dx, y: centre.y + dy)) == white,
                            "t = \(t), beyond dot \(k)'s full size")
                }
            }
            #expect(pixel(frame, 40 + 66 + 5, 50) == white)
        }
    }

    /// The pulse: copy k runs 0.28·k s late, and at speed 0.8 a 0.8 s cycle takes one
    /// second, so its scale is 1 − 0.7·frac(t − 0.28k) (linear), held at 1 before its delay
    /// by the backwards fill. Dot k's radius is 10 times that: purple just inside it,
    /// white just outside, along the row and across it.
    @Test("each dot pulses on transform.scale.xy, 0.28 s after the one before")
    func dotsPulseOneAfterAnother() throws {
        let times: [CFTimeInterval] = [0.3, 0.9, 1.7, 2.45]
        let frames = try renderSample("seghatar-pulse", width: 180, height: 120, times: times, build: Self.build)
        let purple = [128, 0, 128, 255], white = [255, 255, 255, 255]
        for (frame, t) in zip(frames, times) {
            for k in 0..<3 {
                let local = t - 0.28 * Double(k)
                let radius = 10 * (1 - 0.7 * (local < 0 ? 0 : fraction(local)))
                let centre = CGPoint(x: 40 + 10 + 22 * Double(k), y: 40 + 10)
                for (ux, uy) in [(1.0, 0.0), (-1, 0), (0, 1), (0, -1)] {
                    let inside = CGPoint(x: centre.x + ux * (radius - 1.5), y: centre.y + uy * (radius - 1.5))
                    let outside = CGPoint(x: centre.x + ux * (radius + 1.5), y: centre.y + uy * (radius + 1.5))
                    #expect(near(pixel(frame, at: inside), purple, 2), "t = \(t), dot \(k), radius \(radius)")
                    #expect(pixel(frame, at: outside) == white, "t = \(t), dot \(k), radius \(radius)")
                }
            }
        }
    }
}
