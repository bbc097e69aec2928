import Foundation
import Lamina
import LaminaKit

/// Scene 16: the arc menu of seed 004 (a QQ account page). Four round avatars sit on an
/// arc centred at the screen's top-left corner, radius 2·width/√3, at 7.5° + 15°·i; a
/// tap on one moves a copy of the user's head along the arc to it (a keyframe animation
/// on an arc path, ease-out, 0.7 s for a step or 0.4 s a step for more) and a
/// transaction's completion block puts the real head in its place. The seed's screen
/// is a phone's: the scene shows it in a 320×568 pt window in the middle of the stage.
final class ArcMenuScene: KitScene<ArcMenuViewController>, DemoScene {
    static let number = 16
    static let title = "Arc menu"
    static let hint = "click an avatar on the arc: your head travels along the arc to it"
    /// The phone-sized window on the stage.
    static let screen = CGRect(x: 240, y: 16, width: 320, height: 568)

    /// The centre of avatar `index` on the stage.
    static func slot(_ index: Int) -> CGPoint {
        let frame = ArcMenuView.buttonFrame(index, width: screen.width)
        return CGPoint(x: screen.minX + frame.midX, y: screen.minY + frame.midY)
    }

    /// Taps avatar 2 at 0.3 s (two steps up, 0.8 s from the release at 0.4 s), avatar 0
    /// at 1.6 s (two steps down, 1.7…2.5 s) and avatar 1 at 2.6 s (one step, 2.7…3.4 s).
    static let script = ScriptedInput.tap(slot(2), at: 0.3) + ScriptedInput.tap(slot(0), at: 1.6)
        + ScriptedInput.tap(slot(1), at: 2.6)

    override class var windowFrame: CGRect? { screen }
}

/// Shows the seed's view full screen.
final class ArcMenuViewController: UIViewController, SceneController {
    private(set) var menu: ArcMenuView!

    override func loadView() {
        menu = ArcMenuView(frame: ArcMenuScene.screen)
        view = menu
    }
}

/// Seed 004's view: the arc, its four buttons and the head.
final class ArcMenuView: UIView {
    private(set) var head: UIImageView!
    private(set) var buttons: [UIButton] = []
    /// The copy of the head on its way, while one is.
    private(set) weak var transitionLayer: CALayer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        for i in 0..<4 {
            let button = UIButton(type: .custom)
            button.frame = getButtonFrame(i)
            button.tag = i + 1
            button.addAction(UIAction { [unowned self, unowned button] _ in self.buttonClick(button) }, for: .touchUpInside)
            button.setImage(UIImage(named: "Avatar\(i + 1)"), for: .normal)
            button.layer.cornerRadius = 25
            button.layer.borderColor = UIColor.green.cgColor
            button.layer.masksToBounds = true
            button.layer.borderWidth = 2.0
            addSubview(button)
            buttons.append(button)
        }
        head = UIImageView(frame: getButtonFrame(0))
        head.image = UIImage(named: "myHead")
        head.layer.borderColor = UIColor.green.cgColor
        head.layer.masksToBounds = true
        head.layer.cornerRadius = 25
        head.layer.borderWidth = 2.0
        addSubview(head)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The arc the avatars sit on, stroked in red as the seed draws it.
    override func draw(_ rect: CGRect) {
        let width = bounds.size.width
        let r = 2 * width / sqrt(3)
        let color = UIColor.red
        color.set()
        let path = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: r, startAngle: .pi / 2, endAngle: .pi / 6,
                                clockwise: false)
        path.lineWidth = 1.0
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// The 50×50 frame of avatar `index`: centred on the arc at 7.5° + 15°·index from the
    /// y axis.
    static func buttonFrame(_ index: Int, width: CGFloat) -> CGRect {
        let radians = CGFloat.pi * (7.5 + 15 * CGFloat(index)) / 180
        let r = 2 * width / sqrt(3)
        var frame = CGRect(x: sin(radians) * r, y: cos(radians) * r, width: 50, height: 50)
        frame.origin.x = frame.origin.x - 25
        frame.origin.y = frame.origin.y - 25
        return frame
    }

    func getButtonFrame(_ index: Int) -> CGRect {
        Self.buttonFrame(index, width: bounds.size.width)
    }

    /// The slot the head is in: the button whose frame it has.
    func getPreviousIndexByFrame(_ frame: CGRect) -> Int {
        (0..<4).min { a, b in
            hypot(getButtonFrame(a).midX - frame.midX, getButtonFrame(a).midY - frame.midY)
                < hypot(getButtonFrame(b).midX - frame.midX, getButtonFrame(b).midY - frame.midY)
        } ?? 0
    }

    /// The seed sets the completion block after adding the animation, so it ran at once
    /// and slept `time` on the main thread. Here the block is set first, inside the
    /// transaction that adds the animation, and runs when the animation has ended: what
    /// the sleep stood for, without blocking the main thread.
    func buttonClick(_ button: UIButton) {
        let preIndex = getPreviousIndexByFrame(head.frame)
        let buttonIndex = button.tag - 1
        if preIndex == buttonIndex {
            return
        }
        let width = bounds.size.width
        let r = 2 * width / sqrt(3)
        let transitionLayer = CALayer()
        transitionLayer.contents = head.layer.contents
        transitionLayer.borderColor = UIColor.green.cgColor
        transitionLayer.masksToBounds = true
        transitionLayer.cornerRadius = 25
        transitionLayer.borderWidth = 2.0
        transitionLayer.frame = head.frame
        transitionLayer.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(transitionLayer)
        self.transitionLayer = transitionLayer

        head.isHidden = true

        let movePath: UIBezierPath
        if buttonIndex > preIndex {
            movePath = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: r,
                                    startAngle: getAnticlockwiseByIndex(preIndex),
                                    endAngle: getAnticlockwiseByIndex(buttonIndex), clockwise: false)
            movePath.move(to: transitionLayer.position)
        } else {
            movePath = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: r,
                                    startAngle: getClockwiseAngleByIndex(preIndex),
                                    endAngle: getClockwiseAngleByIndex(buttonIndex), clockwise: true)
            movePath.move(to: transitionLayer.position)
        }
        let positionAnimation = CAKeyframeAnimation(keyPath: "position")
        positionAnimation.path = movePath.cgPath
        positionAnimation.isRemovedOnCompletion = false
        positionAnimation.beginTime = CACurrentMediaTime()
        var time: CFTimeInterval = 0.7
        if abs(buttonIndex - preIndex) > 1 {
            time = 0.4 * CFTimeInterval(abs(buttonIndex - preIndex))
        }
        positionAnimation.duration = time
        positionAnimation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        positionAnimation.fillMode = .forwards
        positionAnimation.autoreverses = false

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            self.head.isHidden = false
            self.head.frame = button.frame
            transitionLayer.removeFromSuperlayer()
        }
        transitionLayer.add(positionAnimation, forKey: "opacity")
        CATransaction.commit()
    }

    /// The angle of avatar `index` for an anticlockwise arc (UIKit's angles: from +x
    /// towards +y).
    func getAnticlockwiseByIndex(_ index: Int) -> CGFloat {
        .pi * (0.5 - (7.5 + 15 * CGFloat(index)) / 180)
    }

    /// The same angle, written from the other end of the arc for a clockwise one.
    func getClockwiseAngleByIndex(_ index: Int) -> CGFloat {
        let index = 3 - index
        return .pi * (30 + 7.5 + 15 * CGFloat(index)) / 180
    }
}
