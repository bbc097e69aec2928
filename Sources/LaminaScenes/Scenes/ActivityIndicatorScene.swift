import Foundation
import Lamina

/// Scene 11: an activity indicator: 20 dots on a circle, copies of one dot shrinking
/// from 1 to 0 over 1 s, each copy 1/20 s after the one before (seed 000).
final class ActivityIndicatorScene: DemoScene {
    static let number = 11
    static let title = "Activity indicator"
    static let hint = "CAReplicatorLayer: 20 copies rotated 2π/20, instanceDelay = duration / count"

    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    init(stage: CALayer) {
        let count = 20
        let duration: CFTimeInterval = 1
        replicator.frame = CGRect(x: 250, y: 150, width: 300, height: 300)
        replicator.backgroundColor = CGColor(gray: 0.15, alpha: 1)
        replicator.cornerRadius = 24
        stage.addSublayer(replicator)

        dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.position = CGPoint(x: 150, y: 40)
        dot.cornerRadius = 8
        dot.backgroundColor = CGColor(red: 0.35, green: 0.7, blue: 1, alpha: 1)
        dot.transform = CATransform3DMakeScale(0, 0, 0)
        replicator.addSublayer(dot)

        let anim = CABasicAnimation()
        anim.keyPath = "transform.scale"
        anim.fromValue = 1
        anim.toValue = 0
        anim.duration = duration
        anim.repeatCount = .greatestFiniteMagnitude
        dot.add(anim, forKey: nil)

        replicator.instanceCount = count
        replicator.instanceDelay = duration / CFTimeInterval(count)
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
    }
}
