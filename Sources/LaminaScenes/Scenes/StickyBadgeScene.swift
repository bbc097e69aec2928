import Foundation
import Lamina
import LaminaKit

/// Scene 14: the "QQ" sticky badge of seeds 000, 001 and 003, ported from seed 003's
/// `ZYBageValueBtn` (max distance 80, spring damping 0.4, an 8-frame explosion of 1 s
/// and removal after 0.5 s). Dragging the badge leaves a shrinking small circle behind,
/// joined to it by a `CAShapeLayer` blob; released within 80 pt the badge springs back,
/// beyond it explodes and is removed.
final class StickyBadgeScene: KitScene<StickyBadgeViewController>, DemoScene {
    static let number = 14
    static let title = "Sticky badge"
    static let hint = "drag the badge: a blob joins it to its place; past 80 pt it tears off, and explodes on release"
    /// Where the badge sits, and the two drags of the script.
    static let home = CGPoint(x: 400, y: 300)
    static let nearDrag = ScriptedInput.line(from: home, to: CGPoint(x: 440, y: 330), count: 15)
    static let farDrag = ScriptedInput.line(from: home, to: CGPoint(x: 520, y: 300), count: 18)
    /// The first drag (to 50 pt away) is held still from 0.7 s and released at 1.2 s; the
    /// second (to 120 pt away) is released at 2.23 s.
    static let script: [ScriptedInput] = {
        var drag = ScriptedInput.drag(nearDrag, at: 0.2)
        drag[drag.count - 1].time = 1.2
        return drag + ScriptedInput.drag(farDrag, at: 1.6)
    }()
}

/// The seed's view controller: one badge on a white view.
final class StickyBadgeViewController: UIViewController, SceneController {
    private(set) var badge: BadgeValueButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let badge = BadgeValueButton(frame: CGRect(x: StickyBadgeScene.home.x - 20, y: StickyBadgeScene.home.y - 20,
                                                   width: 40, height: 40))
        badge.setTitle("10", for: .normal)
        view.addSubview(badge)
        self.badge = badge
    }
}

/// Seed 003's `ZYBageValueBtn`: a round red button that can be dragged off its place.
final class BadgeValueButton: UIButton {
    /// The seed's `maxDistance`.
    static let maxDistance: CGFloat = 80

    /// The small circle left at the badge's place.
    private(set) weak var smallCircle: UIView?
    private weak var storedShapeL: CAShapeLayer?

    /// The blob's layer, made on demand at the bottom of the superview's layer (the seed's
    /// lazy getter: once removed it is released, and the next drag makes a new one).
    var shapeL: CAShapeLayer {
        if let shapeL = storedShapeL { return shapeL }
        let shapeL = CAShapeLayer()
        superview?.layer.insertSublayer(shapeL, at: 0)
        shapeL.fillColor = UIColor.red.cgColor
        storedShapeL = shapeL
        return shapeL
    }

    /// The blob's layer when there is one, without making it.
    var currentShapeL: CAShapeLayer? { storedShapeL }

    /// The seed sets up in `awakeFromNib`, when the storyboard has put the button in its
    /// superview; made in code, the button sets up when it first joins one.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil, smallCircle == nil { setUp() }
    }

    private func setUp() {
        backgroundColor = .red
        layer.cornerRadius = bounds.size.width * 0.5
        setTitleColor(.white, for: .normal)

        addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in self.pan(pan) })

        let smallCircle = UIView()
        smallCircle.frame = frame
        smallCircle.backgroundColor = backgroundColor
        smallCircle.layer.cornerRadius = layer.cornerRadius
        self.smallCircle = smallCircle
        superview?.addSubview(smallCircle)
        superview?.insertSubview(smallCircle, belowSubview: self)
    }

    private func pan(_ pan: UIPanGestureRecognizer) {
        guard let smallCircle else { return }
        let transP = pan.translation(in: self)
        var center = self.center
        center.x += transP.x
        center.y += transP.y
        self.center = center
        pan.setTranslation(.zero, in: self)

        let distance = distance(smallCircle: smallCircle, bigCircle: self)
        var smallRadius = bounds.size.width * 0.5
        smallRadius -= distance / 10.0
        // Seed 001's floor, so a long drag never gives the hidden circle a negative size.
        smallRadius = max(smallRadius, 3)
        smallCircle.bounds = CGRect(x: 0, y: 0, width: smallRadius * 2, height: smallRadius * 2)
        smallCircle.layer.cornerRadius = smallRadius

        let path = path(smallCircle: smallCircle, bigCircle: self)
        if smallCircle.isHidden == false {
            shapeL.path = path?.cgPath
        }

        if distance > Self.maxDistance {
            smallCircle.isHidden = true
            shapeL.removeFromSuperlayer()
        }

        if pan.state == .ended {
            if distance < Self.maxDistance {
                UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                               options: .curveLinear, animations: {
                    self.shapeL.removeFromSuperlayer()
                    self.center = smallCircle.center
                    smallCircle.isHidden = false
                })
            } else {
                let imageV = UIImageView(frame: bounds)
                var imageArray: [UIImage] = []
                for i in 0..<8 {
                    if let image = UIImage(named: "Explosion\(i + 1)") { imageArray.append(image) }
                }
                imageV.animationImages = imageArray
                imageV.animationDuration = 1
                imageV.startAnimating()
                addSubview(imageV)

                dispatchAfter(0.5) {
                    self.removeFromSuperview()
                }
            }
        }
    }

    /// The blob between the circles: straight edges AB (small circle) and CD (badge),
    /// quadratic curves B→C and D→A bent towards the axis by P and O. Nil when the
    /// circles coincide.
    func path(smallCircle: UIView, bigCircle: UIView) -> UIBezierPath? {
        let x1 = smallCircle.center.x
        let y1 = smallCircle.center.y
        let x2 = bigCircle.center.x
        let y2 = bigCircle.center.y

        let d = distance(smallCircle: smallCircle, bigCircle: bigCircle)
        if d <= 0 {
            return nil
        }
        let sinθ = (x2 - x1) / d
        let cosθ = (y2 - y1) / d

        let r1 = smallCircle.bounds.size.width * 0.5
        let r2 = bigCircle.bounds.size.width * 0.5

        let pointA = CGPoint(x: x1 - r1 * cosθ, y: y1 + r1 * sinθ)
        let pointB = CGPoint(x: x1 + r1 * cosθ, y: y1 - r1 * sinθ)
        let pointC = CGPoint(x: x2 + r2 * cosθ, y: y2 - r2 * sinθ)
        let pointD = CGPoint(x: x2 - r2 * cosθ, y: y2 + r2 * sinθ)
        let pointO = CGPoint(x: pointA.x + d * 0.5 * sinθ, y: pointA.y + d * 0.5 * cosθ)
        let pointP = CGPoint(x: pointB.x + d * 0.5 * sinθ, y: pointB.y + d * 0.5 * cosθ)

        let path = UIBezierPath()
        path.move(to: pointA)
        path.addLine(to: pointB)
        path.addQuadCurve(to: pointC, controlPoint: pointP)
        path.addLine(to: pointD)
        path.addQuadCurve(to: pointA, controlPoint: pointO)
        return path
    }

    /// The distance between the circles' centres.
    func distance(smallCircle: UIView, bigCircle: UIView) -> CGFloat {
        let offsetX = bigCircle.center.x - smallCircle.center.x
        let offsetY = bigCircle.center.y - smallCircle.center.y
        return sqrt(offsetX * offsetX + offsetY * offsetY)
    }

    /// The seed turns the highlighted state off.
    override var isHighlighted: Bool {
        get { false }
        set {}
    }
}
