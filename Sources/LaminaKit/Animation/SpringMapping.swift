import Foundation
import Lamina

/// How `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// becomes a `CASpringAnimation`.
///
/// UIKit documents the inputs only: the damping ratio ζ ("1 to smoothly decelerate the
/// animation without oscillation", values near 0 oscillate more) and the initial
/// velocity v₀ ("1.0 corresponds to the total animation distance traversed in one
/// second") — the same units as `CASpringAnimation.initialVelocity`. What it observably
/// does (Christian Schnorr, "Demystifying UIKit Spring Animations", 2018; Framer's
/// `SpringCurveValueConverter.computeDerivedCurveOptions`, written to match iOS's
/// duration-based springs) is to keep mass m = 1 and ζ as given, and choose the
/// stiffness so that the spring has settled when the given duration T ends:
///
///   ω₀ = √(k/m) is solved from  E(ω₀, T) = ε,  ε = 0.001,
///   then  k = ω₀²,  c = 2ζ√(k·m) = 2ζω₀.
///
/// E is the envelope of the displacement |1 − x(t)|: with β = ζω₀ and
/// ω_d = ω₀√(1 − ζ²),
///   under-damped (ζ < 1):    E = (1 + |β − v₀| / ω_d)·e^(−βT)
///   critically damped (ζ = 1): E = (1 + |ω₀ − v₀|·T)·e^(−ω₀T)
/// Framer's converter uses the sine term's amplitude alone, |β − v₀|/ω_d, for the
/// under-damped envelope; with a large initial velocity (the seeds use 10 and 11 with
/// a 0.25 s duration) that term vanishes near β = v₀ and the equation loses its root,
/// so Lamina adds the cosine term's amplitude 1. The envelope is then the one
/// `CASpringAnimation.settlingDuration` uses, and the animation's `settlingDuration`
/// equals its `duration`: the spring ends at rest, with no jump. ζ outside 0…1 is clamped
/// (UIKit's API has no over-damping): ζ ≤ 0 becomes 0.01, which still settles.
enum SpringMapping {
    /// The envelope threshold.
    static let epsilon = 0.001

    /// Stiffness and damping (mass 1) of a spring with damping ratio `dampingRatio` and
    /// initial velocity `velocity` that settles in `duration` seconds.
    static func parameters(duration: TimeInterval, dampingRatio: CGFloat, velocity: CGFloat)
        -> (stiffness: CGFloat, damping: CGFloat) {
        let zeta = min(max(Double(dampingRatio.isFinite ? dampingRatio : 1), 0.01), 1)
        let v0 = Double(velocity.isFinite ? velocity : 0)
        let T = duration
        // E falls as ω₀ grows (past the smallest root): bisect in log space between a
        // spring far too slow and one far too fast for T.
        var low = log(1e-3), high = log(1e6)
        if envelope(omega: exp(high), zeta: zeta, velocity: v0, time: T) > epsilon {
            return stiffnessAndDamping(omega: exp(high), zeta: zeta)
        }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if envelope(omega: exp(mid), zeta: zeta, velocity: v0, time: T) > epsilon {
                low = mid
            } else {
                high = mid
            }
        }
        return stiffnessAndDamping(omega: exp(high), zeta: zeta)
    }

    /// The envelope E(ω₀, T) above.
    static func envelope(omega: Double, zeta: Double, velocity v0: Double, time t: Double) -> Double {
        if zeta < 1 {
            let beta = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return (1 + abs(beta - v0) / omegaD) * exp(-beta * t)
        }
        return (1 + abs(omega - v0) * t) * exp(-omega * t)
    }

    private static func stiffnessAndDamping(omega: Double, zeta: Double) -> (stiffness: CGFloat, damping: CGFloat) {
        (CGFloat(omega * omega), CGFloat(2 * zeta * omega))
    }
}
