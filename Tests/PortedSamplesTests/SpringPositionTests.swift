import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows the CASpringAnimation demo in pzhtpf's `practise` repository
/// (https://github.com/pzhtpf/practise, `CASpringAnimation/CASpringAnimation/ViewController.m`):
/// on a button tap a label's `position.y` springs 50 points up with damping 15,
/// stiffness 300, mass 1 and no initial velocity, for its `settlingDuration`, kept at
/// the end (`fillMode` forwards, not removed).
@Suite("pzhtpf/practise: CASpringAnimation on position.y")
struct SpringPositionTests {
    static let tap: CFTimeInterval = 0.5
    static let labelFrame = CGRect(x: 50, y: 150, width: 100, height: 40)

    static func build(_ stage: SampleStage) {
        let label = UILabel()
        stage.setUp {
            label.frame = labelFrame
            label.backgroundColor = .red
            stage.root.addSublayer(label.layer)
        }
        stage.schedule(at: tap) { _ in
            let jump = CASpringAnimation(keyPath: "position.y")
            jump.damping = 15
            jump.stiffness = 300
            jump.mass = 1
            jump.initialVelocity = 0
            jump.fromValue = label.layer.position.y
            jump.toValue = label.layer.position.y - 50
            jump.duration = jump.settlingDuration
            jump.autoreverses = false
            jump.isRemovedOnCompletion = false
            jump.fillMode = .forwards
            label.layer.add(jump, forKey: "jump")
        }
    }

    /// The label's centre y `s` seconds after the tap: the damped harmonic oscillator
    /// m·x″ + c·x′ + k·x = 0 from x(0) = 50 (below the target 120), x′(0) = 0,
    /// under-damped here (ζ = c / 2√(km) ≈ 0.43).
    static func centreY(after s: Double) -> Double {
        let m = 1.0, k = 300.0, c = 15.0
        let omega0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let x0 = 50.0
        let x = exp(-zeta * omega0 * s) * (x0 * cos(omegaD * s) + zeta * omega0 * x0 / omegaD * sin(omegaD * s))
        return 120 + x
    }

    /// The label's top edge in column `x`: above it each row is white, and the row the
    /// edge crosses is red in proportion to the part of it below the edge.
    static func topEdge(_ image: CGImage, column x: Int, above row: Int) -> Double {
        (0..<row).reduce(0) { $0 + Double(pixel(image, x, $1)[1]) / 255 }
    }

    @Test("the label's edge follows the damped spring, overshoots and settles 50 points up")
    func labelSprings() throws {
        let offsets: [Double] = [0.05, 0.1, 0.15, 0.2, 0.3, 0.45]
        let settle: CFTimeInterval = 4
        let times = [0.4] + offsets.map { Self.tap + $0 } + [settle]
        let frames = try renderSample("spring", width: 200, height: 220, times: times, build: Self.build)

        #expect(abs(Self.topEdge(frames[0], column: 100, above: 170) - 150) < 0.06)
        for (i, s) in offsets.enumerated() {
            let expected = Self.centreY(after: s) - 20
            let measured = Self.topEdge(frames[i + 1], column: 100, above: Int(expected) + 20)
            #expect(abs(measured - expected) < 0.06, "\(s) s after the tap: edge at \(measured), expected \(expected)")
        }
        // Past the target: the spring overshoots above 100 between ≈ 0.2 s and 0.4 s.
        #expect(Self.centreY(after: 0.3) < 120)
        #expect(abs(Self.topEdge(frames.last!, column: 100, above: 120) - 100) < 0.06)
        #expect(pixel(frames.last!, 100, 98) == [255, 255, 255, 255])
        #expect(pixel(frames.last!, 100, 141) == [255, 255, 255, 255])
        #expect(pixel(frames.last!, 100, 120) == [255, 0, 0, 255])
    }

    @Test("settlingDuration outlasts the motion the test measures and leaves it settled")
    func settlingDurationCoversTheMotion() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 15
        spring.stiffness = 300
        spring.mass = 1
        // The envelope e^(−ζω₀t) = e^(−7.5 t) falls below 0.1 % of the 50-point throw
        // only after ≈ 0.92 s… and under 0.1 point after ≈ 0.83 s.
        #expect(spring.settlingDuration > 0.8)
        #expect(spring.settlingDuration < 3.5)
    }
}
