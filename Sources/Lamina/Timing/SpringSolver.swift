import Foundation

/// The motion of `CASpringAnimation`: a mass on a damped spring, released at 0 and
/// pulled to 1, in closed form — no integration, no state, no allocation.
///
/// The equation is m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = v₀, where m is
/// `mass`, k `stiffness`, c `damping` and v₀ `initialVelocity` measured in units of the
/// whole change per second. Apple's sign convention: a positive velocity moves toward
/// the target (x increases), a negative one away from it. With ω₀ = √(k/m) and the
/// damping ratio ζ = c / (2√(km)), the displacement y = 1 − x is, for β = ζω₀:
///
/// - under-damped (ζ < 1), ω_d = ω₀√(1 − ζ²):
///   y(t) = e^(−βt)·(cos ω_d t + B·sin ω_d t), B = (β − v₀) / ω_d;
/// - critically damped (ζ = 1):
///   y(t) = (1 + (ω₀ − v₀)·t)·e^(−ω₀t);
/// - over-damped (ζ > 1), roots r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)):
///   y(t) = C₁e^(r₁t) + C₂e^(r₂t), C₂ = (−v₀ − r₁) / (r₂ − r₁), C₁ = 1 − C₂.
///
/// These are WebKit's `SpringSolver` (which implements Apple's CSS `spring()` the same
/// way) completed with the over-damped case. Like `CASpringAnimation` before iOS 17 and
/// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`, an over-damped spring
/// is treated as critically damped (same ω₀) unless over-damping is allowed.
///
/// Settling time: Apple defines `settlingDuration` as "the estimated duration required
/// for the spring system to be considered at rest" and documents two values for mass 1
/// and stiffness 100: about 2.85 s with damping 5 and just over 1 s with damping 15.
/// Both come from bounding |y| by the sum of the magnitudes of its modes and finding
/// when that bound falls to ε = 0.001 (SwiftUI's documented `settlingDuration` epsilon):
/// under-damped (|1| + |B|)·e^(−βt) = ε gives 2.855 s and 1.022 s there. The same bound
/// is used for the other regimes — (1 + |ω₀ − v₀|·t)·e^(−ω₀t) critically damped,
/// |C₁|e^(r₁t) + |C₂|e^(r₂t) over-damped — so after the settling time |x − 1| < ε
/// always holds.
package struct SpringSolver: Equatable, Sendable {
    /// How the spring moves.
    package enum Regime: Equatable, Sendable {
        /// Oscillates about the target with decaying amplitude (ζ < 1).
        case underdamped
        /// Reaches the target as fast as possible without oscillating (ζ = 1).
        case criticallyDamped
        /// Creeps to the target without oscillating (ζ > 1, when allowed).
        case overdamped
    }

    /// The threshold of `settlingTime()`: |x − 1| stays below it afterwards.
    package static let settlingEpsilon = 0.001

    package let regime: Regime
    /// The undamped angular frequency ω₀ = √(k/m).
    package let naturalFrequency: Double
    /// The damping ratio ζ = c / (2√(km)) as used (1 when over-damping is clamped).
    package let dampingRatio: Double
    /// The initial velocity v₀ (units of the whole change per second).
    package let initialVelocity: Double

    // Precomputed per regime: under-damped (decay β, ω_d, B); critical (ω₀, ω₀ − v₀);
    // over-damped (r₁, r₂, C₁, C₂).
    private let decay: Double
    private let dampedFrequency: Double
    private let coefficientB: Double
    private let rootSlow: Double, rootFast: Double
    private let weightSlow: Double, weightFast: Double

    /// The largest ω₀, ζ and |v₀| the solver works with (and the smallest ω₀): finite
    /// parameters past them (a damping of 10³⁰⁸, a mass of 10⁻³⁰⁰) would overflow the
    /// products below into infinities and NaN. A spring that far out settles (or creeps)
    /// beyond anything a frame can show, so the motion drawn is the same.
    static let parameterLimit = 1e60

    /// A spring with Apple's parameters. Callers validate them first; here a mass or
    /// stiffness that is not positive and finite reads as 1 or 100 (Apple's defaults), a
    /// negative or non-finite damping as 0, and a non-finite velocity as 0. Positions and
    /// velocities are finite for every finite time.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                 initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        let limit = Self.parameterLimit
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping > 0 ? damping : 0
        let v0 = initialVelocity.isFinite ? min(max(initialVelocity, -limit), limit) : 0
        // √(k/m) and √(km), or where those overflow or underflow √k/√m and √k·√m.
        let ratio = k / m, product = k * m
        let w0 = min(max(ratio.isFinite && ratio > 0 ? ratio.squareRoot() : k.squareRoot() / m.squareRoot(),
                         1 / limit), limit)
        let criticalDamping = 2 * (product.isFinite && product > 0 ? product.squareRoot()
                                                                   : k.squareRoot() * m.squareRoot())
        var zeta = c == 0 ? 0 : criticalDamping > 0 ? min(c / criticalDamping, limit) : limit
        if zeta > 1 && !allowsOverdamping { zeta = 1 }
        naturalFrequency = w0
        dampingRatio = zeta
        self.initialVelocity = v0
        if zeta < 1 {
            regime = .underdamped
            decay = zeta * w0
            dampedFrequency = w0 * (1 - zeta * zeta).squareRoot()
            coefficientB = (decay - v0) / dampedFrequency
            (rootSlow, rootFast, weightSlow, weightFast) = (0, 0, 0, 0)
        } else if zeta == 1 {
            regime = .criticallyDamped
            decay = w0
            dampedFrequency = 0
            coefficientB = w0 - v0
            (rootSlow, rootFast, weightSlow, weightFast) = (0, 0, 0, 0)
        } else {
            regime = .overdamped
            let s = (zeta * zeta - 1).squareRoot()
            // r₁ = −ω₀(ζ − s) = −ω₀ / (ζ + s): the second form keeps its digits for a
            // large ζ, where ζ − s cancels to 0.
            let r1 = -w0 / (zeta + s)
            let r2 = -w0 * (zeta + s)
            let c2 = (-v0 - r1) / (r2 - r1)
            decay = -r1
            dampedFrequency = 0
            coefficientB = 0
            (rootSlow, rootFast, weightSlow, weightFast) = (r1, r2, 1 - c2, c2)
        }
    }

    /// The position at local time `t` seconds: 0 at the start, 1 at rest (it may
    /// overshoot). Times before 0 give 0.
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// The velocity at local time `t` (v₀ at 0 and before).
    package func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        switch regime {
        case .underdamped:
            let e = exp(-decay * t), wt = dampedFrequency * t
            guard e > 0, wt.isFinite else { return 0 }
            let y = e * (cos(wt) + coefficientB * sin(wt))
            let yPrime = -decay * y + e * dampedFrequency * (coefficientB * cos(wt) - sin(wt))
            return -yPrime
        case .criticallyDamped:
            let e = exp(-decay * t)
            guard e > 0 else { return 0 }
            return -(coefficientB - decay * (1 + coefficientB * t)) * e
        case .overdamped:
            return -(Self.mode(weightSlow * rootSlow, rootSlow, t) + Self.mode(weightFast * rootFast, rootFast, t))
        }
    }

    /// w·e^(rt) for r ≤ 0, 0 once the exponential has underflowed (where w·t may not be
    /// finite).
    @inline(__always)
    private static func mode(_ w: Double, _ r: Double, _ t: Double) -> Double {
        let e = exp(r * t)
        return e > 0 ? w * e : 0
    }

    /// y(t) = 1 − x(t), the distance left to the target.
    @inline(__always)
    private func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let e = exp(-decay * t)
            let wt = dampedFrequency * t
            // An undamped spring past a phase Double can hold (ω·t overflowing) is drawn
            // at rest.
            guard e > 0, wt.isFinite else { return 0 }
            return e * (cos(wt) + coefficientB * sin(wt))
        case .criticallyDamped:
            let e = exp(-decay * t)
            return e > 0 ? (1 + coefficientB * t) * e : 0
        case .overdamped:
            return Self.mode(weightSlow, rootSlow, t) + Self.mode(weightFast, rootFast, t)
        }
    }

    /// An upper bound of |x(t) − 1|: the sum of the magnitudes of the modes.
    package func displacementBound(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            return (1 + abs(coefficientB)) * exp(-decay * t)
        case .criticallyDamped:
            let e = exp(-decay * t)
            return e > 0 ? (1 + abs(coefficientB) * t) * e : 0
        case .overdamped:
            return Self.mode(abs(weightSlow), rootSlow, t) + Self.mode(abs(weightFast), rootFast, t)
        }
    }

    /// The settling duration: the time at which `displacementBound(at:)` falls to
    /// `epsilon` (0.001, Apple's), after which |x − 1| < epsilon for good. `.infinity`
    /// for an undamped spring (damping 0), which never settles.
    package func settlingTime(epsilon: Double = SpringSolver.settlingEpsilon) -> Double {
        guard epsilon > 0, decay > 0 else { return .infinity }
        switch regime {
        case .underdamped:
            return max(0, log((1 + abs(coefficientB)) / epsilon) / decay)
        case .criticallyDamped, .overdamped:
            // The bound decreases after its single maximum (at t ≤ 1/ω₀ for the
            // critical bound, t = 0 for the over-damped one): bisect after it.
            var low = regime == .criticallyDamped ? max(0, 1 / decay - 1 / max(abs(coefficientB), 1e-300)) : 0
            if displacementBound(at: low) <= epsilon { return low }
            var high = max(low, 1 / decay)
            while displacementBound(at: high) > epsilon {
                low = high
                high *= 2
                if high > 1e9 { return .infinity }
            }
            for _ in 0..<100 where high - low > 1e-12 {
                let mid = (low + high) / 2
                if displacementBound(at: mid) > epsilon { low = mid } else { high = mid }
            }
            return high
        }
    }
}
