import Foundation
import Lamina
import LaminaKit

/// Scene 13: particles along a drawn path (seed 002's `ZYDrawView`). The pointer draws a
/// path; "start" sends a 10×10 red dot along it (keyframe `position` on the path, 4 s,
/// repeating) inside a replicator with one copy per drag point, each 0.1 s behind the
/// one before: a stream of dots. "Redraw" clears the path.
final class PathParticlesScene: KitScene<ParticlesViewController>, DemoScene {
    static let number = 13
    static let title = "Particles along a path"
    static let hint = "drag to draw a path, then click the green button (start); the grey one clears"

    /// The script's path: a circle of radius 150 around (400, 260) as 40 equal chords,
    /// drawn from 0.2 s at 40 points a second, released at 1.225 s.
    static let drawing: [CGPoint] = (0...40).map { i in
        let angle = 2 * CGFloat.pi * CGFloat(i) / 40
        return CGPoint(x: 400 + 150 * sin(angle), y: 260 - 150 * cos(angle))
    }
    /// Draws the circle, then presses "start" at 1.5 s (released at 1.6 s, when the
    /// dots set off).
    static let script = ScriptedInput.drag(drawing, at: 0.2, step: 1.0 / 40)
        + ScriptedInput.tap(CGPoint(x: ParticlesViewController.startFrame.midX, y: ParticlesViewController.startFrame.midY),
                            at: 1.5)
    /// Each loop presses "redraw" first (at 0.05 s), so the path is drawn anew, not
    /// longer each time.
    static let loopScript = ScriptedInput.tap(CGPoint(x: ParticlesViewController.redrawFrame.midX,
                                                      y: ParticlesViewController.redrawFrame.midY), at: 0.05, duration: 0.05)
        + script
}

/// The seed's storyboard in code: the draw view, "start" and "redraw" below it.
final class ParticlesViewController: UIViewController, SceneController {
    static let startFrame = CGRect(x: 300, y: 540, width: 90, height: 40)
    static let redrawFrame = CGRect(x: 410, y: 540, width: 90, height: 40)
    private(set) var drawView: ParticlesDrawView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        drawView = ParticlesDrawView(frame: CGRect(x: 0, y: 0, width: 800, height: 520))
        view.addSubview(drawView)
        drawView.awakeFromNib()

        let start = UIButton(type: .custom)
        start.frame = Self.startFrame
        start.setTitle("start", for: .normal)
        start.backgroundColor = UIColor(red: 0.2, green: 0.65, blue: 0.35, alpha: 1)
        start.addAction(UIAction { [unowned self] _ in self.drawView.startAnimation() }, for: .touchUpInside)
        view.addSubview(start)
        let redraw = UIButton(type: .custom)
        redraw.frame = Self.redrawFrame
        redraw.setTitle("redraw", for: .normal)
        redraw.backgroundColor = .gray
        redraw.addAction(UIAction { [unowned self] _ in self.drawView.redraw() }, for: .touchUpInside)
        view.addSubview(redraw)
    }
}

/// Seed 002's `ZYDrawView`. The seed counts the drag's moves in a file-level static;
/// here each view counts its own.
final class ParticlesDrawView: UIView {
    private var storedBezierPath: UIBezierPath?
    private(set) weak var replicatorLayer: CAReplicatorLayer?
    private(set) weak var norLayer: CALayer?
    private(set) var count = 0

    var bezierPath: UIBezierPath {
        if let path = storedBezierPath { return path }
        let path = UIBezierPath()
        storedBezierPath = path
        return path
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        let replicatorLayer = CAReplicatorLayer()
        replicatorLayer.frame = bounds
        layer.addSublayer(replicatorLayer)

        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: -200, width: 10, height: 10)
        layer.cornerRadius = layer.frame.size.width * 0.5
        layer.backgroundColor = UIColor.red.cgColor
        replicatorLayer.addSublayer(layer)
        self.replicatorLayer = replicatorLayer
        self.norLayer = layer
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let curPoint = touches.first?.location(in: self) else { return }
        bezierPath.move(to: curPoint)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        count += 1
        guard let curPoint = touches.first?.location(in: self) else { return }
        bezierPath.addLine(to: curPoint)
        setNeedsDisplay()
    }

    func startAnimation() {
        let keyframeAn = CAKeyframeAnimation(keyPath: "position")
        keyframeAn.path = bezierPath.cgPath
        keyframeAn.duration = 4
        keyframeAn.repeatCount = .greatestFiniteMagnitude
        norLayer?.add(keyframeAn, forKey: nil)
        replicatorLayer?.instanceCount = count
        replicatorLayer?.instanceDelay = 0.1
    }

    func redraw() {
        storedBezierPath = nil
        count = 1
        norLayer?.removeAllAnimations()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        bezierPath.stroke()
    }
}
