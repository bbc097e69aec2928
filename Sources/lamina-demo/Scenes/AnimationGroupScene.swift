import Foundation
import Lamina

/// Scene 3: scale to half, half a turn and 200 pt to the right, together in one
/// `CAAnimationGroup` of 2 s, repeating (seed 000). The children have no duration of
/// their own, so they take the group's.
final class AnimationGroupScene: DemoScene {
    static let number = 3
    static let title = "Animation group"
    static let hint = "one CAAnimationGroup: transform.scale, transform.rotation and position, 2 s, repeating"

    let imageLayer = CALayer()

    init(stage: CALayer) {
        imageLayer.bounds = CGRect(x: 0, y: 0, width: 240, height: 180)
        imageLayer.position = CGPoint(x: 260, y: 300)
        imageLayer.contents = SceneArt.landscape(width: 240, height: 180)
        imageLayer.cornerRadius = 12
        imageLayer.masksToBounds = true
        stage.addSublayer(imageLayer)

        let group = CAAnimationGroup()
        let scale = CABasicAnimation()
        scale.keyPath = "transform.scale"
        scale.toValue = 0.5
        let rotation = CABasicAnimation()
        rotation.keyPath = "transform.rotation"
        rotation.toValue = CGFloat.pi
        let position = CABasicAnimation()
        position.keyPath = "position"
        position.toValue = CGPoint(x: imageLayer.position.x + 200, y: imageLayer.position.y)
        group.duration = 2
        group.repeatCount = .greatestFiniteMagnitude
        group.animations = [scale, rotation, position]
        imageLayer.add(group, forKey: nil)
    }
}
