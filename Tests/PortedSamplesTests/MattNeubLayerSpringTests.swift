import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows case 2 of Matt Neuburg's springing example, `bk2ch04p134springing`
/// (https://github.com/mattneub/Programming-iOS-Book-Examples/tree/master/bk2ch04p134springing):
/// with actions disabled, a view's layer moves 100 points down and gets a
/// CASpringAnimation on `position` with no from or to value (so it runs from the old
/// presentation value to the new model value), damping 0.7, initial velocity 20,
/// mass 0.04, stiffness 4 and a duration of 1.
@Suite("Matt Neuburg: CASpringAnimation on position with initialVelocity, no from/to values")
struct MattNeubLayerSpringTests {
    static let tap: CFTimeInterval = 0.5

    static func build(_ stage: SampleStage) {
        let v = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 40))
        v.backgroundColor = .red
        stage.setUp { stage.root.addSublayer(v.layer) }
        stage.schedule(at: tap) { _ in
            CATransaction.setDisableActions(true)
            v.layer.position.y += 100
            let anim = CASpringAnimation(keyPath: "position")
            anim.damping = 0.7
            anim.initialVelocity = 20
            anim.mass = 0.04
            anim.stiffness = 4
            anim.duration = 1
            v.layer.add(anim, forKey: nil)
        }
    }

    /// The view's top edge `s` seconds after the tap: the remaining fraction e of the
    /// 100-point move obeys m·e″ + c·e′ + k·e = 0 with e(0) = 1 and e′(0) = −20 (the
    /// initial velocity, in moves per second, toward the end); ζ = c / 2√(km) = 0.875.
    static func top(after s: Double) -> Double {
        let m = 0.04, k = 4.0, c = 0.7, v0 = 20.0
        let omega0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let a = zeta * omega0, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let e = exp(-a * s) * (cos(omegaD * s) + (a - v0) / omegaD * sin(omegaD * s))
        return 140 - 100 * e
    }

    /// The view's top edge in column `x`, from the rows above `row` (white above it,
    /// red in proportion below it).
    static func topEdge(_ image: CGImage, column x: Int, above row: Int) -> Double {
        (0..<row).reduce(0) { $0 + Double(pixel(image, x, $1)[1]) / 255 }
    }

    @Test("the view overshoots the new position with the initial velocity and comes back as the spring says")
    func viewSpringsDown() throws {
        let offsets: [Double] = [0.02, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6]
        let times = [0.4] + offsets.map { Self.tap + $0 } + [2]
        let frames = try renderSample("mattneub-spring", width: 200, height: 260, times: times, build: Self.build)
        #expect(abs(Self.topEdge(frames[0], column: 100, above: 60) - 40) < 0.06)
        for (i, s) in offsets.enumerated() {
            let expected = Self.top(after: s)
            let measured = Self.topEdge(frames[i + 1], column: 100, above: Int(expected) + 20)
            #expect(abs(measured - expected) < 0.06, "\(s) s after the tap: top at \(measured), expected \(expected)")
        }
        // The initial velocity carries it past the new position (top 140).
        #expect(offsets.contains { Self.top(after: $0) > 141 })
        #expect(abs(Self.topEdge(frames.last!, column: 100, above: 160) - 140) < 0.06)
    }
}
