import Foundation
import Lamina
import LaminaKit

/// Scene 7: `CADisplayLink` (seed 000): a timer that fires once per displayed frame. Its
/// handler, `timeChange`, turns a hand 6° a call — a turn a second at 60 frames a second
/// — and counts the calls; a click pauses or resumes the link (`isPaused`). Scene 8's
/// wheel turns by a display link too.
final class DisplayLinkScene: KitScene<DisplayLinkViewController>, DemoScene {
    static let number = 7
    static let title = "CADisplayLink"
    static let hint = "a hand turned 6° per displayed frame by a display link; click: isPaused on / off"
    /// Pauses at 0.5 s and resumes at 1.0 s.
    static let script = ScriptedInput.tap(CGPoint(x: 400, y: 300), at: 0.5) + ScriptedInput.tap(CGPoint(x: 400, y: 300), at: 1.0)

    func stagePaused(_ paused: Bool) {
        controller.link?.isPaused = paused
    }
}

/// The seed's controller: a dial with a hand, turned by the link.
final class DisplayLinkViewController: UIViewController, SceneController {
    /// The hand's angle each call.
    static let step = 6 * CGFloat.pi / 180
    static let dialCentre = CGPoint(x: 400, y: 280)

    private(set) var hand: UIView!
    private(set) var link: CADisplayLink?
    private(set) var calls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let dial = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        dial.center = Self.dialCentre
        dial.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.97, alpha: 1)
        dial.layer.cornerRadius = 150
        dial.layer.borderWidth = 6
        dial.layer.borderColor = UIColor(red: 0.25, green: 0.3, blue: 0.45, alpha: 1).cgColor
        view.addSubview(dial)

        hand = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 130))
        hand.backgroundColor = UIColor(red: 0.85, green: 0.25, blue: 0.2, alpha: 1)
        hand.layer.cornerRadius = 5
        hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        hand.layer.position = Self.dialCentre
        view.addSubview(hand)

        let link = CADisplayLink { [unowned self] _ in self.timeChange() }
        link.add(to: .main, forMode: .default)
        self.link = link
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        link = nil
    }

    private func timeChange() {
        calls += 1
        hand.transform = hand.transform.rotated(by: Self.step)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        link?.isPaused.toggle()
    }
}
