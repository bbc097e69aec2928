import Foundation
import Lamina
import LaminaKit

/// Scene 4: transitions (seed 000). A click on the picture shows the next photo with a
/// `CATransition` of 2 s on the image view's layer, of the type and subtype picked in
/// the rows below it: the twelve types the seed lists (Apple's four public ones and the
/// eight string-named ones: cube, oglFlip, suck, ripple, the page curls and the camera
/// iris) and the four subtypes. The
/// delegate's `animationDidStart` / `animationDidStop(_:finished:)` light the lamp in
/// the corner: orange while a transition runs, green when it is over.
final class TransitionsScene: KitScene<TransitionsViewController>, DemoScene {
    static let number = 4
    static let title = "Transitions"
    static let hint = "pick a type (top rows) and a subtype (bottom row), then click the picture"

    /// The centre of the picker button for type `index` of `TransitionsViewController.types`.
    static func typeButton(_ index: Int) -> CGPoint {
        let frame = TransitionsViewController.typeFrame(index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The centre of the picker button for subtype `index`.
    static func subtypeButton(_ index: Int) -> CGPoint {
        let frame = TransitionsViewController.subtypeFrame(index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    static let picture = CGPoint(x: TransitionsViewController.imageFrame.midX, y: TransitionsViewController.imageFrame.midY)

    /// Picks push (type 1) from the right (subtype 1) and clicks the picture at 0.35 s
    /// (released at 0.45 s: the transition runs 0.45…2.45 s); then reveal (type 3) from
    /// the top (subtype 2) and a click at 2.8 s (2.9…4.9 s); then cube (type 4) from the
    /// right and a click at 5.2 s (5.3…7.3 s); then the seed's pageCurl (type 8) from the
    /// bottom (subtype 3) and a click at 7.7 s (7.8…9.8 s).
    static let script = ScriptedInput.tap(typeButton(1), at: 0.05) + ScriptedInput.tap(subtypeButton(1), at: 0.2)
        + ScriptedInput.tap(picture, at: 0.35)
        + ScriptedInput.tap(typeButton(3), at: 2.5) + ScriptedInput.tap(subtypeButton(2), at: 2.65)
        + ScriptedInput.tap(picture, at: 2.8)
        + ScriptedInput.tap(typeButton(4), at: 5.0) + ScriptedInput.tap(subtypeButton(1), at: 5.1)
        + ScriptedInput.tap(picture, at: 5.2)
        + ScriptedInput.tap(typeButton(8), at: 7.5) + ScriptedInput.tap(subtypeButton(3), at: 7.6)
        + ScriptedInput.tap(picture, at: 7.7)
}

/// The seed's controller: a picture and the picker.
final class TransitionsViewController: UIViewController, SceneController, CAAnimationDelegate {
    static let types: [CATransitionType] = [
        .fade, .push, .moveIn, .reveal, CATransitionType("cube"), CATransitionType("oglFlip"),
        CATransitionType("suckEffect"), CATransitionType("rippleEffect"), CATransitionType("pageCurl"),
        CATransitionType("pageUnCurl"), CATransitionType("cameraIrisHollowOpen"), CATransitionType("cameraIrisHollowClose"),
    ]
    static let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    static let imageFrame = CGRect(x: 220, y: 40, width: 360, height: 240)

    /// Six type buttons a row, two rows, under the picture.
    static func typeFrame(_ index: Int) -> CGRect {
        CGRect(x: 55 + CGFloat(index % 6) * 115, y: 320 + CGFloat(index / 6) * 46, width: 110, height: 40)
    }

    /// The four subtype buttons, a row below the types.
    static func subtypeFrame(_ index: Int) -> CGRect {
        CGRect(x: 105 + CGFloat(index) * 150, y: 440, width: 140, height: 40)
    }

    private(set) var imageView: UIImageView!
    private(set) var i = 2
    /// The type and subtype picked (the seed's own choice, pageCurl, to start with).
    private(set) var type = CATransitionType("pageCurl")
    private(set) var subtype: CATransitionSubtype? = nil
    private(set) var startedCount = 0
    private(set) var stoppedCount = 0
    private(set) var lamp: CALayer!
    private var typeButtons: [UIButton] = []
    private var subtypeButtons: [UIButton] = []

    static let running = UIColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
    static let idle = UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
    static let picked = UIColor(red: 0.2, green: 0.3, blue: 0.55, alpha: 1)
    static let unpicked = UIColor(red: 0.72, green: 0.76, blue: 0.85, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        // A transition draws outside the layer's bounds, as on iOS: a clipping container
        // keeps it inside the picture's frame.
        let container = UIView(frame: Self.imageFrame)
        container.clipsToBounds = true
        view.addSubview(container)
        imageView = UIImageView(frame: container.bounds)
        imageView.image = UIImage(named: "Photo1")
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.nextPicture() })
        container.addSubview(imageView)

        for (index, type) in Self.types.enumerated() {
            typeButtons.append(pickerButton(Self.typeFrame(index), title: type.rawValue) { [unowned self] in
                self.type = type
                self.showPicks()
            })
        }
        for (index, subtype) in Self.subtypes.enumerated() {
            subtypeButtons.append(pickerButton(Self.subtypeFrame(index), title: subtype.rawValue) { [unowned self] in
                self.subtype = subtype
                self.showPicks()
            })
        }
        showPicks()

        lamp = CALayer()
        lamp.frame = CGRect(x: 752, y: 24, width: 24, height: 24)
        lamp.cornerRadius = 12
        lamp.backgroundColor = Self.idle.cgColor
        view.layer.addSublayer(lamp)
    }

    private func pickerButton(_ frame: CGRect, title: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.layer.cornerRadius = 6
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
        return button
    }

    private func showPicks() {
        for (button, type) in zip(typeButtons, Self.types) {
            button.backgroundColor = type == self.type ? Self.picked : Self.unpicked
        }
        for (button, subtype) in zip(subtypeButtons, Self.subtypes) {
            button.backgroundColor = subtype == self.subtype ? Self.picked : Self.unpicked
        }
    }

    /// The seed's click: the next photo, then a transition on the image view's layer.
    func nextPicture() {
        let imageN = "Photo\(i)"
        imageView.image = UIImage(named: imageN)
        i = i % 7 + 1
        let anim = CATransition()
        anim.delegate = self
        anim.type = type
        anim.subtype = subtype
        anim.duration = 2
        imageView.layer.add(anim, forKey: nil)
    }

    func animationDidStart(_ anim: CAAnimation) {
        startedCount += 1
        setLamp(Self.running)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stoppedCount += 1
        setLamp(Self.idle)
    }

    private func setLamp(_ color: UIColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        lamp.backgroundColor = color.cgColor
        CATransaction.commit()
    }
}
