import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `TextFieldShake.swift` of Flatiron School's ios-team-orange
/// (https://github.com/learn-co-students/ios-team-orange, `TeamOrange/TeamOrange/TextFieldShake.swift`):
/// a rejected field shakes with a CAKeyframeAnimation of `transform.translation.x`
/// through −20, 20, −20, 20, −10, 10, −5, 5, 0 over 0.6 s with a linear timing
/// function. (The sample extends UITextField; a plain view stands in for the field.)
@Suite("ios-team-orange: shake, a keyframe animation of transform.translation.x")
struct ShakeKeyframeTests {
    static let values: [Double] = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
    static let shakeAt: CFTimeInterval = 0.5

    static func shake(_ view: UIView) {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 0.6
        animation.values = values
        view.layer.add(animation, forKey: "shake")
    }

    static func build(_ stage: SampleStage) {
        let field = UIView(frame: CGRect(x: 50, y: 30, width: 100, height: 30))
        field.backgroundColor = .blue
        stage.setUp { stage.root.addSublayer(field.layer) }
        stage.schedule(at: shakeAt) { _ in shake(field) }
    }

    /// The translation `s` seconds into the shake: the nine values evenly spaced in time
    /// (no key times), blended linearly between neighbours.
    static func offset(after s: Double) -> Double {
        let u = min(max(s / 0.6, 0), 1) * Double(values.count - 1)
        let i = min(Int(u), values.count - 2)
        return values[i] + (values[i + 1] - values[i]) * (u - Double(i))
    }

    /// The field's left edge in row `y`, from the columns left of `column` (white left of
    /// it, blue in proportion right of it).
    static func leftEdge(_ image: CGImage, row y: Int, before column: Int) -> Double {
        (0..<column).reduce(0) { $0 + Double(pixel(image, $1, y)[0]) / 255 }
    }

    @Test("the field's left edge is 50 plus the keyframe value the time falls between")
    func fieldShakes() throws {
        let offsets: [Double] = [0.03, 0.075, 0.12, 0.2, 0.33, 0.41, 0.52, 0.58]
        let times = [0.45] + offsets.map { Self.shakeAt + $0 } + [1.3]
        let frames = try renderSample("shake", width: 200, height: 90, times: times, build: Self.build)
        #expect(abs(Self.leftEdge(frames[0], row: 45, before: 90) - 50) < 0.06)
        for (i, s) in offsets.enumerated() {
            let expected = 50 + Self.offset(after: s)
            let measured = Self.leftEdge(frames[i + 1], row: 45, before: Int(expected) + 40)
            #expect(abs(measured - expected) < 0.06, "\(s) s into the shake: edge at \(measured), expected \(expected)")
        }
        // Removed when it ends: back where the model puts it.
        #expect(abs(Self.leftEdge(frames.last!, row: 45, before: 90) - 50) < 0.06)
    }
}
