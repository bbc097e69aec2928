import Foundation
import Lamina

/// Scene 6: a standalone 80×80 layer at (200, 150); each click gives it a random
/// rotation, position, corner radius, colours and border width, and every change
/// animates implicitly (0.25 s). The stage is a view's own layer: its background changes
/// on each click too, at once, with no animation (seed 000).
final class ImplicitAnimationsScene: DemoScene {
    static let number = 6
    static let title = "Implicit animations"
    static let hint = "click: random transform, position, cornerRadius, colours, borderWidth (implicit, 0.25 s)"
    static let script = [0.5, 1.25, 2.0, 2.75].map { ScriptedInput(time: $0, input: .pointerDown(CGPoint(x: 400, y: 300))) }

    let layer = CALayer()
    private let stage: CALayer
    private var random = SeededRandom(seed: 6)

    init(stage: CALayer) {
        self.stage = stage
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        layer.backgroundColor = randomColor()
        layer.position = CGPoint(x: 200, y: 150)
        stage.addSublayer(layer)
    }

    func handle(_ input: SceneInput) -> Bool {
        guard case .pointerDown = input else { return false }
        layer.transform = CATransform3DMakeRotation(angle2radian(CGFloat(random.uniform(360))), 0, 0, 1)
        layer.position = CGPoint(x: CGFloat(random.uniform(560)) + 120, y: CGFloat(random.uniform(400)) + 100)
        layer.cornerRadius = CGFloat(random.uniform(50))
        layer.backgroundColor = randomColor()
        layer.borderColor = randomColor()
        layer.borderWidth = CGFloat(random.uniform(10))
        stage.backgroundColor = CGColor(gray: 0.9 + CGFloat(random.uniform(8)) / 100, alpha: 1)
        return true
    }

    private func angle2radian(_ angle: CGFloat) -> CGFloat { angle / 180 * .pi }

    private func randomColor() -> CGColor {
        CGColor(red: CGFloat(random.uniform(256)) / 255, green: CGFloat(random.uniform(256)) / 255,
                blue: CGFloat(random.uniform(256)) / 255, alpha: 1)
    }
}
