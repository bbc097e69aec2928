import Foundation
import Testing
@testable import Lamina

/// The spring's motion against the damped harmonic oscillator: its closed forms
/// recomputed here, and an independent numerical integration of m·x″ + c·x′ +
/// k·(x − 1) = 0; its settling time against Apple's documented values.
@Suite struct SpringSolverTests {
    /// x(t) by classical Runge–Kutta on the equation of motion, from x = 0, x′ = v0.
    func integrated(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
                    until end: Double, step h: Double = 1e-4) -> Double {
        var x = 0.0, v = v0, t = 0.0
        func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        while t < end - 1e-12 {
            let dt = min(h, end - t)
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
        }
        return x
    }

    @Test func underdampedMatchesTheClosedFormAndTheEquation() {
        let (m, k, c, v0) = (1.0, 100.0, 10.0, 3.0)
        let solver = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        #expect(solver.regime == .underdamped)
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in stride(from: 0.05, through: 2, by: 0.05) {
            let closed = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
            #expect(abs(solver.value(at: t) - closed) < 1e-12)
            #expect(abs(solver.value(at: t) - integrated(mass: m, stiffness: k, damping: c, velocity: v0, until: t)) < 1e-7)
        }
        #expect(solver.value(at: 0) == 0)
        // It overshoots the target (x = 1) before settling.
        #expect((1...200).contains { solver.value(at: Double($0) / 100) > 1.1 })
    }

    @Test func criticallyDampedMatchesTheClosedFormAndTheEquation() {
        let (m, k, c, v0) = (2.0, 50.0, 20.0, -1.5)    // ζ = 20 / (2·√100) = 1
        let solver = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        #expect(solver.regime == .criticallyDamped)
        let w0 = (k / m).squareRoot()
        for t in stride(from: 0.05, through: 2, by: 0.05) {
            let closed = 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
            #expect(abs(solver.value(at: t) - closed) < 1e-12)
            #expect(abs(solver.value(at: t) - integrated(mass: m, stiffness: k, damping: c, velocity: v0, until: t)) < 1e-7)
        }
    }

    @Test func overdampedMatchesTheClosedFormAndTheEquationWhenAllowed() {
        let (m, k, c, v0) = (1.0, 100.0, 50.0, 4.0)    // ζ = 2.5
        let solver = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: true)
        #expect(solver.regime == .overdamped)
        let w0 = 10.0, zeta = 2.5, root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
        for t in stride(from: 0.05, through: 3, by: 0.05) {
            let closed = 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
            #expect(abs(solver.value(at: t) - closed) < 1e-12)
            #expect(abs(solver.value(at: t) - integrated(mass: m, stiffness: k, damping: c, velocity: v0, until: t)) < 1e-7)
        }
    }

    @Test func overdampingIsCriticalDampingUnlessAllowed() {
        let clamped = SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0)
        #expect(clamped.regime == .criticallyDamped)
        for t in [0.1, 0.3, 0.7] {
            #expect(abs(clamped.value(at: t) - (1 - (1 + 10 * t) * exp(-10 * t))) < 1e-12)
        }
    }

    @Test func positiveInitialVelocityMovesTowardTheTarget() {
        let toward = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        let away = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: -5)
        #expect(abs(toward.velocity(at: 0) - 5) < 1e-12)
        #expect(abs(toward.velocity(at: 1e-9) - 5) < 1e-6)
        #expect(toward.value(at: 0.001) > 0.004)
        #expect(away.value(at: 0.001) < -0.004)
        // The velocity is the derivative of the value.
        for solver in [toward, SpringSolver(damping: 5, initialVelocity: 2),
                       SpringSolver(damping: 40, initialVelocity: 1, allowsOverdamping: true)] {
            for t in [0.05, 0.2, 0.6] {
                let numeric = (solver.value(at: t + 1e-6) - solver.value(at: t - 1e-6)) / 2e-6
                #expect(abs(solver.velocity(at: t) - numeric) < 1e-5)
            }
        }
    }

    @Test func settlingDurationMatchesApplesDocumentedValues() {
        // Apple, CASpringAnimation.settlingDuration: mass 1, stiffness 100: "with a damping
        // coefficient of 5, the settling duration is approximately 2.85 seconds"; "changing
        // the damping property to 15 reduces the settling duration to just over 1 second".
        let five = SpringSolver(mass: 1, stiffness: 100, damping: 5).settlingTime()
        let fifteen = SpringSolver(mass: 1, stiffness: 100, damping: 15).settlingTime()
        #expect(abs(five - 2.85) < 0.01)
        #expect(fifteen > 1 && fifteen < 1.05)
        // The envelope bound (1 + |B|)·e^(−βt) = 0.001, recomputed.
        let beta = 2.5, wd = (100 - beta * beta).squareRoot()
        #expect(abs(five - log((1 + beta / wd) / 0.001) / beta) < 1e-9)
    }

    @Test func afterTheSettlingTimeTheValueStaysWithinTheThreshold() {
        let springs = [
            SpringSolver(mass: 1, stiffness: 100, damping: 5),
            SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: -8),
            SpringSolver(mass: 3, stiffness: 300, damping: 60, initialVelocity: 2),           // critical
            SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 25),          // critical, overshoots
            SpringSolver(mass: 1, stiffness: 100, damping: 45, initialVelocity: 0, allowsOverdamping: true),
            SpringSolver(mass: 1, stiffness: 100, damping: 45, initialVelocity: 60, allowsOverdamping: true),
        ]
        for spring in springs {
            let settle = spring.settlingTime()
            #expect(settle.isFinite && settle > 0)
            #expect(abs(spring.value(at: settle) - 1) <= SpringSolver.settlingEpsilon + 1e-12)
            for i in 1...2000 {
                let t = settle + Double(i) * 0.005
                #expect(abs(spring.value(at: t) - 1) < SpringSolver.settlingEpsilon)
            }
            // Not long after it: before it the bound was still above the threshold.
            #expect(spring.displacementBound(at: settle * 0.99) > SpringSolver.settlingEpsilon)
        }
        // A critically damped spring at rest: the bound is |x − 1| itself.
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20)
        #expect(abs(abs(critical.value(at: critical.settlingTime()) - 1) - 0.001) < 1e-9)
    }

    @Test func anUndampedSpringNeverSettles() {
        let undamped = SpringSolver(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.settlingTime() == .infinity)
        #expect(abs(undamped.value(at: .pi / 10) - 2) < 1e-12)   // x = 1 − cos(10t)
    }

    @Test func badParametersFallBackWithoutNaN() {
        let odd = SpringSolver(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .infinity)
        #expect(!odd.value(at: 0.5).isNaN)
        #expect(odd.value(at: -1) == 0)
    }

    @Test("finite parameters at Double's extremes move as the physics says, never to NaN")
    func extremeFiniteParametersStayFinite() {
        let huge = Double.greatestFiniteMagnitude, tiny = Double.leastNonzeroMagnitude
        // Damping of 10³⁰⁸ with over-damping allowed: the slow root is about −k/c, so the
        // mass creeps nowhere a frame can show (fuzzing: this made NaN positions).
        let stuck = SpringSolver(mass: 1, stiffness: 100, damping: huge, initialVelocity: 20, allowsOverdamping: true)
        for t in [0.1, 1, 100] {
            #expect(abs(stuck.value(at: t)) < 1e-9)
            #expect(stuck.velocity(at: t).isFinite)
        }
        // Not allowed, the same spring is critically damped at ω₀ = 10.
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: huge, initialVelocity: 20)
        #expect(abs(critical.value(at: 0.5) - (1 - (1 + (10 - 20) * 0.5) * exp(-5))) < 1e-12)
        // A mass of 10⁻³⁰⁰ on a spring of 10³⁰⁰ is at rest on the target at once.
        let stiff = SpringSolver(mass: 1e-300, stiffness: 1e300, damping: 10)
        #expect(stiff.value(at: 1e-3) == 1)
        // A spring of 5 × 10⁻³²⁴ under a mass of 10³⁰⁸ pulls on nothing: the mass keeps its
        // initial velocity, x = v₀·t.
        let slack = SpringSolver(mass: huge, stiffness: tiny, damping: 0, initialVelocity: 1)
        #expect(abs(slack.value(at: 2) - 2) < 1e-9)
        for m in [tiny, 1, huge] {
            for k in [tiny, 1, huge] {
                for c in [0, tiny, 1, huge] {
                    for v0 in [-huge, 0, huge] {
                        for overdamping in [false, true] {
                            let solver = SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v0,
                                                      allowsOverdamping: overdamping)
                            for t in [1e-9, 0.5, 3, 1e300] {
                                #expect(solver.value(at: t).isFinite, "m \(m) k \(k) c \(c) v0 \(v0) at \(t)")
                                #expect(solver.velocity(at: t).isFinite, "m \(m) k \(k) c \(c) v0 \(v0) at \(t)")
                            }
                            #expect(!solver.settlingTime().isNaN)
                        }
                    }
                }
            }
        }
    }

    // MARK: CASpringAnimation

    @Test func springAnimationDefaultsAreApples() {
        let spring = CASpringAnimation()
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        #expect(spring.allowsOverdamping == false)
        #expect(spring.duration == 0)
        #expect(spring.settlingDuration == SpringSolver(mass: 1, stiffness: 100, damping: 10).settlingTime())
    }

    @Test func perceptualDurationAndBounceFollowSwiftUIsMapping() {
        // SwiftUI's Spring documentation: Spring(duration: 0.5, bounce: 0.3) has
        // (mass, stiffness, damping) = (1.0, 157.9, 17.6).
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - (2 * .pi / 0.5) * (2 * .pi / 0.5)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        #expect(spring.duration == spring.settlingDuration)

        // … and Spring(mass: 1, stiffness: 100, damping: 10) has (duration, bounce) = (0.63, 0.5).
        let plain = CASpringAnimation()
        #expect(abs(plain.perceptualDuration - 2 * .pi / 10) < 1e-12)
        #expect(abs(plain.bounce - 0.5) < 1e-12)

        // Negative bounce: over-damped, ζ = 1 / (1 + bounce).
        let sluggish = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(sluggish.allowsOverdamping)
        #expect(abs(sluggish.damping - 4 * .pi / (1 * 0.5)) < 1e-9)
        #expect(abs(sluggish.bounce - -0.5) < 1e-12)
        #expect(sluggish.solver.regime == .overdamped)

        // Zero bounce is critically damped.
        #expect(CASpringAnimation(perceptualDuration: 0.4, bounce: 0).solver.regime == .criticallyDamped)
    }

    @Test func invalidSpringParametersAreRefused() {
        let spring = CASpringAnimation()
        let diagnostics = LaminaDiagnostics.capture {
            spring.mass = 0
            spring.stiffness = -5
            spring.damping = .nan
            spring.initialVelocity = .infinity
        }
        #expect(diagnostics.count == 4)
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        let clamped = LaminaDiagnostics.capture { _ = CASpringAnimation(perceptualDuration: -1, bounce: 3) }
        #expect(clamped.count == 2)
    }
}
