import Foundation
import Lamina
import LaminaKit

/// Scene 2: a keyframe animation along a drawn path (seed 000's `DrawView`). Pressing
/// starts a path, dragging extends it (stroked as it grows), releasing sends the
/// picture along it: `CAKeyframeAnimation(keyPath: "position")` with the path, 1 s,
/// repeating.
final class DrawnPathScene: KitScene<DrawnPathViewController>, DemoScene {
    static let number = 2
    static let title = "Keyframe along a drawn path"
    static let hint = "drag to draw a path; on release the picture follows it (1 s, repeating)"

    /// The script's path: a zigzag of four straight strokes of 24 steps each, every step
    /// 5√2 pt long, drawn from 0.2 s at 60 steps a second and released at 1.8 s.
    static let drawing: [CGPoint] = {
        let corners = [CGPoint(x: 160, y: 380), CGPoint(x: 280, y: 260), CGPoint(x: 400, y: 380),
                       CGPoint(x: 520, y: 260), CGPoint(x: 640, y: 380)]
        var points = [corners[0]]
        for (a, b) in zip(corners, corners.dropFirst()) {
            points += ScriptedInput.line(from: a, to: b, count: 24).dropFirst()
        }
        return points
    }()
    static let script = ScriptedInput.drag(drawing, at: 0.2, step: 1.0 / 60)
}

/// Shows the seed's draw view full screen, with its picture in the top-left corner.
final class DrawnPathViewController: UIViewController, SceneController {
    private(set) var drawView: DrawView!

    override func loadView() {
        drawView = DrawView(frame: UIScreen.main.bounds)
        drawView.backgroundColor = .white
        let imageView = UIImageView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        imageView.image = UIImage(named: "Avatar1")
        drawView.addSubview(imageView)
        view = drawView
    }
}

/// Seed 000's `DrawView`: the pointer draws a path, the first subview then follows it.
final class DrawView: UIView {
    private(set) var path: UIBezierPath?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let fingerP = touch.location(in: self)
        let path = UIBezierPath()
        self.path = path
        path.move(to: fingerP)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let fingerP = touch.location(in: self)
        path?.addLine(to: fingerP)
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path else { return }
        let anim = CAKeyframeAnimation()
        anim.keyPath = "position"
        anim.path = path.cgPath
        anim.duration = 1
        anim.repeatCount = .greatestFiniteMagnitude
        subviews.first?.layer.add(anim, forKey: nil)
    }

    override func draw(_ rect: CGRect) {
        path?.stroke()
    }
}
