import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows VKIndicator by Vinay Nation (https://github.com/vkumarranjan/VKIndicator,
/// `VKIndicator/ViewController.m`): a 200 × 200 grey rounded replicator of fifteen
/// light dots (7 × 22, white border, corner radius 2) turned 2π/15 apart, the source
/// dot shrinking from scale 1 to 0.1 every 1.5 s, each copy 0.1 s later, its model
/// transform a scale of 0.01.
@Suite("VKIndicator: replicator of shrinking dots")
struct VKIndicatorShrinkingDotsTests {
    static let count = 15
    static let duration = 1.5

    /// The sample's `animation` method in a 240 × 240 view.
    static func build(_ stage: SampleStage) {
        stage.setUp {
            let replicator = CAReplicatorLayer()
            replicator.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            replicator.cornerRadius = 10.0
            replicator.backgroundColor = UIColor.gray.cgColor
            replicator.position = CGPoint(x: 120, y: 120)
            stage.root.addSublayer(replicator)

            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 8, width: 14 - 7, height: 14 + 8)
            dot.position = CGPoint(x: 100, y: 40)
            dot.backgroundColor = UIColor(white: 0.8, alpha: 1).cgColor
            dot.borderColor = UIColor(white: 1.0, alpha: 1.0).cgColor
            dot.borderWidth = 1.0
            dot.cornerRadius = 2.0
            replicator.addSublayer(dot)

            replicator.instanceCount = count
            let angle = 2 * CGFloat.pi / CGFloat(count)
            replicator.instanceTransform = CATransform3DMakeRotation(angle, 0.0, 0.0, 1.0)

            let shrink = CABasicAnimation(keyPath: "transform.scale")
            shrink.fromValue = 1.0
            shrink.toValue = 0.1
            shrink.duration = duration
            shrink.repeatCount = .infinity
            dot.add(shrink, forKey: "basic")

            replicator.instanceDelay = duration / Double(count)
            dot.transform = CATransform3DMakeScale(0.01, 0.01, 0.01)
        }
    }

    /// Dot k's scale at `t`: the model's 0.01 until its delay has passed, then 1 → 0.1
    /// over each 1.5 s.
    static func scale(of k: Int, at t: Double) -> Double {
        let local = t - duration / Double(count) * Double(k)
        return local < 0 ? 0.01 : 1 - 0.9 * fraction(local / duration)
    }

    @Test("each dot is as long as the scale its delay implies, along its own radius")
    func dotsShrinkInTurn() throws {
        let times: [CFTimeInterval] = [0.75, 2.2]
        let frames = try renderSample("vkindicator", width: 240, height: 240, times: times, build: Self.build)
        let grey = [128, 128, 128, 255]
        for (frame, t) in zip(frames, times) {
            for k in 0..<Self.count {
                let a = 2 * Double.pi / Double(Self.count) * Double(k)
                let radial = (x: sin(a), y: -cos(a))
                let centre = (x: 120 + 60 * radial.x, y: 120 + 60 * radial.y)
                let s = Self.scale(of: k, at: t)
                func sample(_ d: Double) -> [Int] {
                    pixel(frame, at: CGPoint(x: centre.x + d * radial.x, y: centre.y + d * radial.y))
                }
                let halfLength = 11 * s
                if halfLength > 2.5 {
                    let inside = sample(halfLength - 1.5)
                    #expect(abs(inside[0] - 128) > 40, "t = \(t), dot \(k) (scale \(s)) inside: \(inside)")
                    #expect(abs(sample(0)[0] - 128) > 40, "t = \(t), dot \(k) centre")
                }
                #expect(near(sample(halfLength + 1.5), grey, 2), "t = \(t), dot \(k) (scale \(s)) beyond its end")
                #expect(near(sample(-halfLength - 1.5), grey, 2), "t = \(t), dot \(k) beyond its inner end")
            }
            #expect(near(pixel(frame, 120, 120), grey, 1))
            #expect(pixel(frame, 10, 10) == [255, 255, 255, 255])
        }
    }
}
