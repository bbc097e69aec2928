import Foundation
import Lamina

/// Scene 5: a clock hand turning and a ball crossing the stage; a click or the space key
/// pauses and resumes both with the seed's recipe applied to the layer that holds them.
/// (Space pauses any other scene the same way.)
final class PauseResumeScene: DemoScene {
    static let number = 5
    static let title = "Pause and resume"
    static let hint = "click or space: pause / resume (speed = 0, timeOffset, beginTime)"
    static let script = [ScriptedInput(time: 1.0, input: .key(" ")), ScriptedInput(time: 2.0, input: .key(" "))]

    /// Holds the animated layers; paused and resumed.
    let clockFace = CALayer()
    let hand = CALayer()
    let ball = CALayer()
    /// Shows red while paused.
    let lamp = CALayer()

    init(stage: CALayer) {
        clockFace.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        stage.addSublayer(clockFace)

        let dial = CALayer()
        dial.bounds = CGRect(x: 0, y: 0, width: 260, height: 260)
        dial.position = CGPoint(x: 400, y: 250)
        dial.cornerRadius = 130
        dial.backgroundColor = CGColor(gray: 1, alpha: 1)
        dial.borderWidth = 6
        dial.borderColor = CGColor(gray: 0.2, alpha: 1)
        clockFace.addSublayer(dial)

        hand.bounds = CGRect(x: 0, y: 0, width: 12, height: 110)
        hand.anchorPoint = CGPoint(x: 0.5, y: 1)
        hand.position = dial.position
        hand.cornerRadius = 6
        hand.backgroundColor = CGColor(red: 0.85, green: 0.25, blue: 0.2, alpha: 1)
        clockFace.addSublayer(hand)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * CGFloat.pi
        turn.duration = 4
        turn.repeatCount = .greatestFiniteMagnitude
        hand.add(turn, forKey: "turn")

        ball.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        ball.position = CGPoint(x: 150, y: 480)
        ball.cornerRadius = 25
        ball.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.95, alpha: 1)
        clockFace.addSublayer(ball)
        let cross = CABasicAnimation(keyPath: "position.x")
        cross.toValue = 650
        cross.duration = 1.5
        cross.autoreverses = true
        cross.repeatCount = .greatestFiniteMagnitude
        cross.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ball.add(cross, forKey: "cross")

        lamp.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
        lamp.position = CGPoint(x: 760, y: 40)
        lamp.cornerRadius = 12
        lamp.backgroundColor = Self.running
        stage.addSublayer(lamp)
    }

    static let running = CGColor(red: 0.2, green: 0.75, blue: 0.3, alpha: 1)
    static let paused = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)

    func handle(_ input: SceneInput) -> Bool {
        switch input {
        case .pointerDown, .key(" "):
            if clockFace.isPaused {
                clockFace.resumeAnimations()
            } else {
                clockFace.pauseAnimations()
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            lamp.backgroundColor = clockFace.isPaused ? Self.paused : Self.running
            CATransaction.commit()
            return true
        default:
            return false
        }
    }
}
