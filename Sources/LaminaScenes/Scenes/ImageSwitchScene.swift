import Foundation
import Lamina
import LaminaKit

/// Scene 15: the image switch of seed 002. Two stacked pictures swap on "previous" and
/// "next": each gets one 1.2 s group of a `zPosition` animation (−1 → 1 or 1 → −1), a
/// keyframe `transform.rotation` (0 → ±0.15 → 0) and an additive keyframe `position`
/// (0 → (∓90, ±20) → 0), ease-in-ease-out per segment; `animationDidStop` puts the new
/// picture in front.
final class ImageSwitchScene: KitScene<ImageSwitchViewController>, DemoScene {
    static let number = 15
    static let title = "Image switch"
    static let hint = "click the right button (next) or the left one (previous): the pictures swap"

    /// "Next" pressed at 0.3 s (the swap runs 0.4…1.6 s), "previous" at 1.9 s (2.0…3.2 s).
    static let script = ScriptedInput.tap(CGPoint(x: ImageSwitchViewController.nextFrame.midX,
                                                  y: ImageSwitchViewController.nextFrame.midY), at: 0.3)
        + ScriptedInput.tap(CGPoint(x: ImageSwitchViewController.previousFrame.midX,
                                    y: ImageSwitchViewController.previousFrame.midY), at: 1.9)
}

/// Seed 002's view controller, its storyboard made in code.
final class ImageSwitchViewController: UIViewController, SceneController, CAAnimationDelegate {
    static let pictureFrame = CGRect(x: 250, y: 150, width: 300, height: 200)
    static let previousFrame = CGRect(x: 250, y: 440, width: 130, height: 44)
    static let nextFrame = CGRect(x: 420, y: 440, width: 130, height: 44)

    private var storedImages: [UIImage]?
    private(set) var currentIndex = 0
    private(set) var currentImageView: UIImageView!
    private(set) var behindImageView: UIImageView!

    var images: [UIImage] {
        if let images = storedImages { return images }
        var images: [UIImage] = []
        for i in 1...7 {
            if let image = UIImage(named: "Photo\(i)") { images.append(image) }
        }
        storedImages = images
        return images
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        loadStoryboardViews()
        currentIndex = 0
        currentImageView.image = images.isEmpty ? nil : images[currentIndex]
    }

    private func loadStoryboardViews() {
        behindImageView = UIImageView(frame: Self.pictureFrame)
        view.addSubview(behindImageView)
        currentImageView = UIImageView(frame: Self.pictureFrame)
        view.addSubview(currentImageView)
        for (frame, color, action) in [(Self.previousFrame, UIColor(red: 0.3, green: 0.45, blue: 0.8, alpha: 1), previous),
                                       (Self.nextFrame, UIColor(red: 0.85, green: 0.45, blue: 0.2, alpha: 1), next)] {
            let button = UIButton(type: .custom)
            button.frame = frame
            button.backgroundColor = color
            button.setTitle(frame == Self.nextFrame ? "next" : "previous", for: .normal)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    func addAnimate(with point: CGPoint, angle: CGFloat, fromZ: CGFloat, toZ: CGFloat, view: UIView) {
        let zPosition = CABasicAnimation()
        zPosition.keyPath = "zPosition"
        zPosition.fromValue = fromZ
        zPosition.toValue = toZ
        zPosition.duration = 1.2

        let rotation = CAKeyframeAnimation()
        rotation.keyPath = "transform.rotation"
        rotation.values = [0, angle, 0]
        rotation.duration = 2
        rotation.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut),
                                    CAMediaTimingFunction(name: .easeInEaseOut)]

        let position = CAKeyframeAnimation()
        position.keyPath = "position"
        position.values = [CGPoint.zero, point, CGPoint.zero]
        position.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut),
                                    CAMediaTimingFunction(name: .easeInEaseOut)]
        position.isAdditive = true
        position.duration = 1.2

        let animateGroup = CAAnimationGroup()
        animateGroup.animations = [zPosition, rotation, position]
        animateGroup.delegate = self
        animateGroup.duration = 1.2
        animateGroup.setValue(view, forKey: "view")
        view.layer.add(animateGroup, forKey: nil)
        view.layer.zPosition = toZ
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let group = anim.value(forKey: "view")
        if group != nil, images.indices.contains(currentIndex) {
            currentImageView.image = images[currentIndex]
            currentImageView.layer.zPosition = 1
            behindImageView.image = nil
            behindImageView.layer.zPosition = -1
        }
    }

    func previous() {
        guard !images.isEmpty else { return }
        currentIndex = (currentIndex + 1) % images.count
        behindImageView.image = images[currentIndex]
        addAnimate(with: CGPoint(x: -90, y: 20), angle: 0.15, fromZ: -1, toZ: 1, view: behindImageView)
        addAnimate(with: CGPoint(x: 90, y: -20), angle: -0.15, fromZ: 1, toZ: -1, view: currentImageView)
    }

    func next() {
        guard !images.isEmpty else { return }
        currentIndex = (currentIndex + 6) % images.count
        behindImageView.image = images[currentIndex]
        addAnimate(with: CGPoint(x: -90, y: 20), angle: -0.15, fromZ: -1, toZ: 1, view: behindImageView)
        addAnimate(with: CGPoint(x: 90, y: -20), angle: 0.15, fromZ: 1, toZ: -1, view: currentImageView)
    }
}
