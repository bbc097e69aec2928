import Foundation
import Lamina
import LaminaKit

/// Scene 9: the image fold of seeds 000 and 002, ported from seed 002's view controller
/// (the pan clamped to ±300 pt, angle −y/320·π, shade y/300, a spring of 0.5 s with
/// damping 0.3 and velocity 11). One picture, 480×320 pt (320 pt high, the height the
/// seed's angle divides by), in two image views meeting at the middle; dragging down
/// folds the top half over the bottom one with perspective and darkens the bottom half.
final class ImageFoldScene: KitScene<ImageFoldViewController>, DemoScene {
    static let number = 9
    static let title = "Image fold"
    static let hint = "drag down on the picture: the top half folds (m34 = −1/500); release: it springs back"
    /// The first drag pulls 240 pt down, rests from 0.9 s and is let go at 1.5 s; the
    /// second pulls 120 pt and is let go at once (2.4 s).
    static let script: [ScriptedInput] = {
        var fold = ScriptedInput.drag(ScriptedInput.line(from: CGPoint(x: 400, y: 180), to: CGPoint(x: 400, y: 420),
                                                         count: 24), at: 0.1)
        fold[fold.count - 1].time = 1.5
        return fold + ScriptedInput.drag(ScriptedInput.line(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 300, y: 370),
                                                            count: 12), at: 2.0)
    }()
}

/// Seed 002's view controller, its storyboard made in code: the container that takes
/// the pan fills the picture's frame, the two image views lie over it.
final class ImageFoldViewController: UIViewController, SceneController {
    /// The whole picture's frame.
    static let pictureFrame = CGRect(x: 160, y: 140, width: 480, height: 320)

    private(set) var topView: UIImageView!
    private(set) var bottomView: UIImageView!
    private(set) var containView: UIView!
    private(set) weak var gradientLayer: CAGradientLayer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        loadStoryboardViews()
        setupOtherView()
        setupShadow()
    }

    /// What the seed's storyboard holds: both halves start in the middle of the
    /// picture's frame, so that the anchor points move them apart into place; the top
    /// half comes last, so that it folds over the bottom one (siblings draw in order).
    private func loadStoryboardViews() {
        let frame = Self.pictureFrame
        let containView = UIView(frame: frame)
        view.addSubview(containView)
        self.containView = containView
        let image = UIImage(named: "Photo2")
        let half = CGRect(x: frame.minX, y: frame.midY - frame.height / 4, width: frame.width, height: frame.height / 2)
        bottomView = UIImageView(frame: half)
        bottomView.image = image
        view.addSubview(bottomView)
        topView = UIImageView(frame: half)
        topView.image = image
        view.addSubview(topView)
    }

    private func setupOtherView() {
        topView.layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        topView.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        bottomView.layer.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        bottomView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)

        let gesture = UIPanGestureRecognizer { [unowned self] recognizer in self.pan(recognizer) }
        containView.addGestureRecognizer(gesture)
    }

    private func setupShadow() {
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = bottomView.bounds
        gradientLayer.opacity = 0
        gradientLayer.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        self.gradientLayer = gradientLayer
        bottomView.layer.addSublayer(gradientLayer)
    }

    private func pan(_ recognizer: UIPanGestureRecognizer) {
        var y = recognizer.translation(in: containView).y
        if y >= 300 { y = 300 }
        if y <= -300 { y = -300 }
        let angle = -y / 320.0 * .pi
        topView.layer.transform = CATransform3DIdentity
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500.0
        topView.layer.transform = CATransform3DRotate(transform, angle, 1, 0, 0)
        gradientLayer?.opacity = Float(y / 300.0)
        if recognizer.state == .ended {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 11,
                           options: .curveEaseInOut, animations: {
                self.topView.layer.transform = CATransform3DIdentity
                self.gradientLayer?.opacity = 0
            })
        }
    }
}
