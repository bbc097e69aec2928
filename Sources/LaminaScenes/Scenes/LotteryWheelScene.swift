import Foundation
import Lamina
import LaminaKit

/// Scene 8 (and 7, its `CADisplayLink`): the lottery wheel of seeds 000 and 002, ported
/// from seed 002's `ZYWheelView` with seed 000's numbers — buttons 68×143, the idle turn
/// 45°/s. Twelve zodiac buttons cut from one sprite sheet turn with the wheel; a tap on
/// a button's outer half selects it; "pick" spins the wheel five turns in 2 s and then
/// sets it so that the selected sign points up; the idle turn resumes 1 s later.
final class LotteryWheelScene: KitScene<LotteryWheelViewController>, DemoScene {
    static let number = 8
    static let title = "Lottery wheel"
    static let hint = "click a sign to select it, the centre to pick: the wheel spins and stops with it on top"
    /// The wheel's centre on the stage.
    static let centre = CGPoint(x: 400, y: 300)

    /// A point `radius` from the centre along button `index`'s direction at `time`, while
    /// the wheel turns at its idle 45°/s from 0 (seconds since the scene started).
    static func point(onButton index: Int, radius: CGFloat, at time: CFTimeInterval) -> CGPoint {
        let angle = CGFloat(index) * .pi / 6 + LotteryWheelView.idleSpeed * CGFloat(time)
        return CGPoint(x: centre.x + radius * sin(angle), y: centre.y - radius * cos(angle))
    }

    /// Selects Cancer (button 3) at 0.3 s and presses "pick" at 0.7 s (it acts on the
    /// release, at 0.8 s): the spin ends at 2.8 s with Cancer on top, and the wheel turns
    /// again from 3.8 s.
    static let script = ScriptedInput.tap(point(onButton: 3, radius: 110, at: 0.3), at: 0.3)
        + ScriptedInput.tap(centre, at: 0.7)

    func stagePaused(_ paused: Bool) {
        controller.wheel.setTimerPaused(paused)
    }
}

/// The controller showing the seed's wheel view in the middle of the screen.
final class LotteryWheelViewController: UIViewController, SceneController {
    private(set) var wheel: LotteryWheelView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.16, green: 0.1, blue: 0.22, alpha: 1)
        wheel = LotteryWheelView.wheelView()
        wheel.center = LotteryWheelScene.centre
        view.addSubview(wheel)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        wheel.stopRotating()
    }
}

/// Seed 002's `ZYButton`: a zodiac sign whose inner half takes no touches, with its
/// picture 40×46 pt, 18 pt from the top.
final class WheelButton: UIButton {
    static let imageW: CGFloat = 40
    static let imageH: CGFloat = 46

    /// Touches on the lower half (towards the wheel's centre) fall through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let btnW = bounds.size.width
        let btnH = bounds.size.height
        let x: CGFloat = 0
        let y = btnH / 2
        let w = btnW
        let h = y
        let rect = CGRect(x: x, y: y, width: w, height: h)
        if rect.contains(point) {
            return nil
        } else {
            return super.hitTest(point, with: event)
        }
    }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let imageX = (contentRect.size.width - Self.imageW) * 0.5
        let imageY: CGFloat = 18
        return CGRect(x: imageX, y: imageY, width: Self.imageW, height: Self.imageH)
    }

    override var isHighlighted: Bool {
        get { false }
        set {}
    }
}

/// Seed 002's `ZYWheelView` (its xib made in code): the base, the turning wheel with
/// the twelve buttons, and the centre "pick" button.
final class LotteryWheelView: UIView, CAAnimationDelegate {
    /// Seed 000's idle turn: 45° a second.
    static let idleSpeed: CGFloat = 45 * .pi / 180

    private(set) var wheelView: UIImageView!
    private(set) var centerButton: UIButton!
    private(set) weak var lastSelectedBtn: UIButton?
    private(set) var buttons: [WheelButton] = []
    private(set) var timer: CADisplayLink?
    /// When the display link last turned the wheel.
    private var lastTurn: CFTimeInterval = 0

    /// The xib's content: a 320 pt base, the 286 pt wheel on it, the 81 pt pick button.
    static func wheelView() -> LotteryWheelView {
        let view = LotteryWheelView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        let base = UIImageView(image: UIImage(named: "LuckyBaseBackground"))
        base.frame = view.bounds
        view.addSubview(base)
        let wheel = UIImageView(image: UIImage(named: "LuckyRotateWheel"))
        wheel.frame = CGRect(x: 17, y: 17, width: 286, height: 286)
        view.addSubview(wheel)
        view.wheelView = wheel
        let center = UIButton(type: .custom)
        center.setImage(UIImage(named: "LuckyCenterButton"), for: .normal)
        center.setImage(UIImage(named: "LuckyCenterButtonPressed"), for: .highlighted)
        center.frame = CGRect(x: 160 - 40.5, y: 160 - 40.5, width: 81, height: 81)
        center.addAction(UIAction { [unowned view] _ in view.clickCenterBtn() }, for: .touchUpInside)
        view.addSubview(center)
        view.centerButton = center
        view.awakeFromNib()
        return view
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        wheelView.isUserInteractionEnabled = true
        let angle = 2 * CGFloat.pi / 12.0
        let normalImage = UIImage(named: "LuckyAstrology")
        let selectedImage = UIImage(named: "LuckyAstrologyPressed")
        for bi in 0..<12 {
            let btn = WheelButton(type: .custom)
            btn.setBackgroundImage(UIImage(named: "LuckyRototeSelected"), for: .selected)
            // CGImage rectangles are in pixels: the seed multiplies by the screen's scale,
            // which is the sheet's (@2x) where the seed runs.
            let scale = normalImage?.scale ?? 2
            let imageH = WheelButton.imageH * scale
            let imageW = WheelButton.imageW * scale
            let imageY: CGFloat = 0
            let imageX = CGFloat(bi) * imageW
            let rect = CGRect(x: imageX, y: imageY, width: imageW, height: imageH)
            if let normalRef = normalImage?.cgImage?.cropping(to: rect),
               let selectedRef = selectedImage?.cgImage?.cropping(to: rect) {
                btn.setImage(UIImage(cgImage: normalRef, scale: scale, orientation: .up), for: .normal)
                btn.setImage(UIImage(cgImage: selectedRef, scale: scale, orientation: .up), for: .selected)
            }
            btn.bounds = CGRect(x: 0, y: 0, width: 68, height: 143)
            btn.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
            btn.layer.position = CGPoint(x: wheelView.frame.size.width * 0.5, y: wheelView.frame.size.height * 0.5)
            btn.transform = CGAffineTransform(rotationAngle: angle * CGFloat(bi))
            btn.addAction(UIAction { [unowned self, unowned btn] _ in self.clickBtn(btn) }, for: .touchUpInside)
            wheelView.addSubview(btn)
            buttons.append(btn)
            if bi == 0 {
                clickBtn(btn)
            }
        }
        startRotating()
    }

    func startRotating() {
        if timer != nil { return }
        lastTurn = CACurrentMediaTime()
        let timer = CADisplayLink { [unowned self] link in self.updateTimer(link) }
        timer.add(to: .main, forMode: .common)
        self.timer = timer
    }

    func stopRotating() {
        timer?.invalidate()
        timer = nil
    }

    /// Pauses or resumes the idle turn (the demo's space key); resumed, it goes on from
    /// where it stopped.
    func setTimerPaused(_ paused: Bool) {
        guard let timer else { return }
        if !paused, timer.isPaused { lastTurn = CACurrentMediaTime() }
        timer.isPaused = paused
    }

    func clickBtn(_ btn: UIButton) {
        lastSelectedBtn?.isSelected = false
        btn.isSelected = true
        lastSelectedBtn = btn
    }

    func clickCenterBtn() {
        isUserInteractionEnabled = false
        stopRotating()
        let basicAnimation = CABasicAnimation(keyPath: "transform.rotation")
        basicAnimation.toValue = CGFloat.pi * 2 * 5
        basicAnimation.duration = 2
        basicAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        basicAnimation.delegate = self
        wheelView.layer.add(basicAnimation, forKey: nil)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        isUserInteractionEnabled = true
        guard let lastSelectedBtn else { return }
        let angle = atan2(lastSelectedBtn.transform.b, lastSelectedBtn.transform.a)
        wheelView.transform = CGAffineTransform(rotationAngle: -angle)
        dispatchAfter(1) {
            // Not once the wheel has left the screen (the seed's block would restart a
            // link that then turns it forever).
            if self.window != nil { self.startRotating() }
        }
    }

    /// Seed 002 turns π/200 a call and seed 000 (45/60)° a call, at 60 calls a second;
    /// here the turn is 45°/s times the time since the last call, whatever the frame rate.
    private func updateTimer(_ link: CADisplayLink) {
        let elapsed = max(link.timestamp - lastTurn, 0)
        lastTurn = link.timestamp
        wheelView.transform = wheelView.transform.rotated(by: Self.idleSpeed * CGFloat(elapsed))
    }
}
