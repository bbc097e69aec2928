import Foundation
import Testing
import Lamina
import LaminaKit

/// The sample's extension, written again: a view pulses to `intensity` and back with a
/// repeating, autoreversing animation block; without `loop` the block repeats once
/// (`UIView.setAnimationRepeatCount(1)`), and its completion puts the transform back.
extension UIView {
    func pulse(intensity: CGFloat, duration: Double, loop: Bool) {
        UIView.animate(withDuration: duration, delay: 0, options: [.repeat, .autoreverse], animations: {
            if !loop { UIView.setAnimationRepeatCount(1) }
            self.transform = CGAffineTransform(scaleX: intensity, y: intensity)
        }) { _ in
            self.transform = .identity
        }
    }
}

/// Follows `UIView+Pulse.swift` of Date Dots by Aaron Williamson
/// (https://github.com/akwilliamson/Date-Dots, `DateAid/UIView+Pulse.swift`): a
/// UIView animation block with `[.repeat, .autoreverse]` scales a view up and back
/// (ease in, ease out); one pulse when not looping.
@Suite("Date Dots: UIView.animate with .repeat, .autoreverse and setAnimationRepeatCount")
struct DateDotsPulseTests {
    static let start: CFTimeInterval = 0.5

    static func build(_ stage: SampleStage) {
        let dot = UIView(frame: CGRect(x: 80, y: 40, width: 40, height: 40))
        dot.backgroundColor = .red
        dot.layer.cornerRadius = 20
        stage.setUp { stage.root.addSublayer(dot.layer) }
        stage.schedule(at: start) { _ in dot.pulse(intensity: 1.5, duration: 0.5, loop: false) }
    }

    /// The scale `s` seconds into the pulse: up with the ease-in-ease-out curve over
    /// 0.5 s, back down over the next 0.5 s (the curve played backwards).
    static func scale(after s: Double) -> Double {
        let p = s / 0.5
        return 1 + 0.5 * easeInEaseOut(p <= 1 ? p : 2 - p)
    }

    /// The dot's left edge in row 60, from the columns left of 100 (white left of it,
    /// red in proportion to the part of each pixel it covers).
    static func leftEdge(_ image: CGImage) -> Double {
        (0..<100).reduce(0) { $0 + Double(pixel(image, $1, 60)[1]) / 255 }
    }

    @Test("the dot's radius follows one pulse up and back, then the completion leaves it at rest")
    func onePulse() throws {
        let offsets: [Double] = [0.1, 0.25, 0.4, 0.6, 0.75, 0.9]
        let times = [0.45] + offsets.map { Self.start + $0 } + [1.55, 1.8, 2.6]
        let frames = try renderSample("date-dots", width: 200, height: 120, times: times, build: Self.build)
        #expect(abs(Self.leftEdge(frames[0]) - 80) < 0.06)
        for (i, s) in offsets.enumerated() {
            let expected = 100 - 20 * Self.scale(after: s)
            let measured = Self.leftEdge(frames[i + 1])
            #expect(abs(measured - expected) < 0.06, "\(s) s into the pulse: edge at \(measured), expected \(expected)")
        }
        // One cycle only: after the completion block the dot is back at its own size.
        #expect(abs(Self.leftEdge(frames[frames.count - 2]) - 80) < 0.06)
        #expect(abs(Self.leftEdge(frames.last!) - 80) < 0.06)
    }
}
