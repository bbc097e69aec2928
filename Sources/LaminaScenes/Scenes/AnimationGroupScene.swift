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
        let seed = BasicAnimationsScene.seedAnimations(movingFrom: imageLayer.position)
        group.duration = 2
        group.repeatCount = .greatestFiniteMagnitude
        group.animations = [seed.scale, seed.rotation, seed.position]
        imageLayer.add(group, forKey: nil)
    }
}
