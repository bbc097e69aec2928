import Foundation
import Lamina

/// Scene 1: three image layers, one moving 200 pt to the right, one scaling to half, one
/// turning half a turn; each 2 s, repeating forever, held at the end (seed 000).
final class BasicAnimationsScene: DemoScene {
    static let number = 1
    static let title = "Basic animations"
    static let hint = "position, transform.scale and transform.rotation, 2 s each, repeating"

    let moving = CALayer(), scaling = CALayer(), turning = CALayer()

    init(stage: CALayer) {
        let colors = [CGColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 1),
                      CGColor(red: 0.2, green: 0.6, blue: 0.35, alpha: 1),
                      CGColor(red: 0.25, green: 0.4, blue: 0.9, alpha: 1)]
        for (row, layer) in [moving, scaling, turning].enumerated() {
            layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            layer.position = CGPoint(x: 250, y: 120 + CGFloat(row) * 180)
            layer.contents = SceneArt.badge(size: 120, color: colors[row])
            stage.addSublayer(layer)
        }

        let seed = Self.seedAnimations(movingFrom: moving.position)
        for (animation, layer) in [(seed.position, moving), (seed.scale, scaling), (seed.rotation, turning)] {
            animation.repeatCount = .greatestFiniteMagnitude
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.duration = 2
            layer.add(animation, forKey: nil)
        }
    }

    /// Seed 000's three animations, key paths and target values only (this scene times
    /// each on its own layer; scene 3 groups them): 200 pt to the right of `position`,
    /// to half the size, and half a turn.
    static func seedAnimations(movingFrom position: CGPoint)
        -> (position: CABasicAnimation, scale: CABasicAnimation, rotation: CABasicAnimation) {
        let move = CABasicAnimation()
        move.keyPath = "position"
        move.toValue = CGPoint(x: position.x + 200, y: position.y)
        let scale = CABasicAnimation()
        scale.keyPath = "transform.scale"
        scale.toValue = 0.5
        let rotation = CABasicAnimation()
        rotation.keyPath = "transform.rotation"
        rotation.toValue = CGFloat.pi
        return (move, scale, rotation)
    }
}
