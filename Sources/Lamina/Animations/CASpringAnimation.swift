import Foundation

/// An animation that pulls a property from its start value to its end value as if by a
/// damped spring: the value may overshoot the end and oscillate before it settles.
///
/// The motion is the exact solution of the damped harmonic oscillator (`SpringSolver`)
/// evaluated at the animation's local time in seconds: the spring's physics, not the
/// `duration`, decide its shape; `duration` only decides when the animation stops
/// (set it to `settlingDuration` to let the spring come to rest). The values run between
/// `fromValue`, `toValue` and `byValue` as in `CABasicAnimation`.
///
/// Besides the physical parameters (Apple's defaults: mass 1, stiffness 100, damping 10,
/// initial velocity 0), iOS 17 describes springs by a perceptual duration and a bounce,
/// as SwiftUI's `Spring(duration:bounce:)` does. With mass 1:
/// - `stiffness = (2π / perceptualDuration)²`;
/// - `damping = 4π·(1 − bounce) / perceptualDuration` for bounce ≥ 0 (damping ratio
///   ζ = 1 − bounce: 0 is critically damped, 1 undamped);
/// - `damping = 4π / (perceptualDuration·(1 + bounce))` for bounce < 0 (ζ =
///   1 / (1 + bounce): over-damped).
/// Conversely `perceptualDuration = 2π·√(mass / stiffness)` and `bounce = 1 − ζ` (or
/// `1/ζ − 1` when over-damped), with ζ = damping / (2√(stiffness·mass)).
open class CASpringAnimation: CABasicAnimation {
    /// A spring with the given perceptual duration (the pace of the spring: about its
    /// settling time, or the period of oscillation for very bouncy springs) and bounce
    /// (0 no bounce, up to 1 undamped; negative values are over-damped, down to −1),
    /// as iOS 17's initializer: mass 1 and stiffness and damping as described on the
    /// class. A negative bounce turns on `allowsOverdamping`, and `duration` is set to
    /// the resulting `settlingDuration` so the spring comes to rest. A duration that is
    /// not positive and finite, or a bounce outside −1…1, is reported and clamped
    /// (duration 0.5 s, SwiftUI's default; bounce into −0.99…1).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        var pace = perceptualDuration
        if !(pace.isFinite && pace > 0) {
            LaminaDiagnostics.report(.invalidArgument,
                "CASpringAnimation(perceptualDuration:bounce:): the duration must be positive; "
                    + "using 0.5 instead of \(perceptualDuration)")
            pace = 0.5
        }
        var b = Double(bounce)
        if !(b.isFinite && b > -1 && b <= 1) {
            LaminaDiagnostics.report(.invalidArgument,
                "CASpringAnimation(perceptualDuration:bounce:): bounce must lie in −1…1; clamped \(bounce)")
            b = b.isNaN ? 0 : min(max(b, -0.99), 1)
        }
        let omega = 2 * Double.pi / pace
        mass = 1
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(b >= 0 ? 4 * .pi * (1 - b) / pace : 4 * .pi / (pace * (1 + b)))
        allowsOverdamping = b < 0
        duration = settlingDuration.isFinite ? settlingDuration : pace
    }

    /// The mass of the object on the spring; must be positive. Default 1.
    open var mass: CGFloat = 1 {
        didSet { if !(mass.isFinite && mass > 0) { refuse("mass", mass, oldValue) { mass = $0 } } }
    }

    /// The spring's stiffness; must be positive. Default 100.
    open var stiffness: CGFloat = 100 {
        didSet { if !(stiffness.isFinite && stiffness > 0) { refuse("stiffness", stiffness, oldValue) { stiffness = $0 } } }
    }

    /// The damping coefficient (friction); must not be negative. 0 oscillates forever.
    /// Default 10.
    open var damping: CGFloat = 10 {
        didSet { if !(damping.isFinite && damping >= 0) { refuse("damping", damping, oldValue) { damping = $0 } } }
    }

    /// The object's velocity at the start, in units of the whole change per second:
    /// positive moves toward the end value, negative away from it. Default 0.
    open var initialVelocity: CGFloat = 0 {
        didSet { if !initialVelocity.isFinite { refuse("initialVelocity", initialVelocity, oldValue) { initialVelocity = $0 } } }
    }

    /// Whether a spring damped beyond critical damping creeps to its end as an
    /// over-damped oscillator would; when false (the default, as before iOS 17) it
    /// moves as a critically damped one.
    open var allowsOverdamping = false

    /// The estimated time the spring needs to come to rest, in seconds, for the current
    /// parameters (not `duration`): when |value − end| / |end − start| stays below
    /// 0.001. About 2.85 s for damping 5, just over 1 s for damping 15 (mass 1,
    /// stiffness 100), as Apple documents; `.infinity` for damping 0.
    open var settlingDuration: CFTimeInterval {
        solver.settlingTime()
    }

    /// The perceptual duration: `2π·√(mass / stiffness)`, the period of the undamped
    /// spring.
    open var perceptualDuration: CFTimeInterval {
        2 * .pi * Double(mass / stiffness).squareRoot()
    }

    /// How bouncy the spring is: `1 − ζ` (0 critically damped, 1 undamped), or
    /// `1/ζ − 1` (negative) when over-damping is allowed and ζ > 1.
    open var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The spring's motion for the current parameters (plain data).
    package var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    private func refuse(_ name: String, _ value: CGFloat, _ old: CGFloat, _ restore: (CGFloat) -> Void) {
        LaminaDiagnostics.report(.invalidArgument,
            "CASpringAnimation.\(name): refused \(value); the old value \(old) is kept")
        restore(old)
    }

    /// A copy with the same physics.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { springAnimationKeys }

    /// Apple's physical defaults (mass 1, stiffness 100, damping 10, initial velocity 0,
    /// no over-damping); the computed `settlingDuration`, `perceptualDuration` and
    /// `bounce` can be read, not set.
    private static let springAnimationKeys = AnimationKeyTable(inheriting: CABasicAnimation.basicAnimationKeys, [
        .value("mass", \CASpringAnimation.mass, default: 1, convert: KeyValueConversion.cgFloat),
        .value("stiffness", \CASpringAnimation.stiffness, default: 100, convert: KeyValueConversion.cgFloat),
        .value("damping", \CASpringAnimation.damping, default: 10, convert: KeyValueConversion.cgFloat),
        .value("initialVelocity", \CASpringAnimation.initialVelocity, default: 0, convert: KeyValueConversion.cgFloat),
        .value("allowsOverdamping", \CASpringAnimation.allowsOverdamping, default: false,
               convert: KeyValueConversion.bool),
        .readOnly("settlingDuration", \CASpringAnimation.settlingDuration),
        .readOnly("perceptualDuration", \CASpringAnimation.perceptualDuration),
        .readOnly("bounce", \CASpringAnimation.bounce),
    ])
}
