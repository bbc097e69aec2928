import Foundation
import Lamina

/// Scene 10: a replicator of one 30×150 bar anchored at its foot, shrinking to a tenth
/// and back, repeating: four copies 45 pt apart, each 0.1 s later, green fading by 0.03
/// per copy (seeds 000, 002).
final class VolumeBarsScene: DemoScene {
    static let number = 10
    static let title = "Volume bars"
    static let hint = "CAReplicatorLayer: instanceCount 4, instanceDelay 0.1, instanceGreenOffset −0.03"

    let replicator = CAReplicatorLayer()
    let bar = CALayer()

    init(stage: CALayer) {
        replicator.frame = CGRect(x: 300, y: 150, width: 200, height: 200)
        replicator.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(45, 0, 0)
        replicator.instanceDelay = 0.1
        replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        replicator.instanceGreenOffset = -0.03
        stage.addSublayer(replicator)

        bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 150)
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.position = CGPoint(x: 32, y: 200)
        bar.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        replicator.addSublayer(bar)

        let anim = CABasicAnimation()
        anim.keyPath = "transform.scale.y"
        anim.toValue = 0.1
        anim.duration = 0.5
        anim.autoreverses = true
        anim.repeatCount = .greatestFiniteMagnitude
        bar.add(anim, forKey: nil)
    }
}
