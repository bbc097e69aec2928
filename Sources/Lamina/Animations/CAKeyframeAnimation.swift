import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A mode from its raw string (`"paced"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between keyframes, timed by `keyTimes` (the default).
    /// `kCAAnimationLinear`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value holds until the next key time.
    /// `kCAAnimationDiscrete`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at constant speed; `keyTimes` and `timingFunctions` are
    /// ignored. `kCAAnimationPaced`.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom (Kochanek–Bartels with `tensionValues`, `continuityValues`,
    /// `biasValues`) spline through the keyframes, timed by `keyTimes`.
    /// `kCAAnimationCubic`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant speed; `keyTimes` and `timingFunctions` are ignored.
    /// `kCAAnimationCubicPaced`.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A mode from its raw string (`"auto"`, `"autoReverse"`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A mode from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer is rotated to the path's tangent. `kCAAnimationRotateAuto`.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer is rotated to the path's tangent plus 180°.
    /// `kCAAnimationRotateAutoReverse`.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation of one property through a sequence of values (keyframes) or along a
/// path.
///
/// Apple's rules, applied when the animation is added to a layer: `path` (for point
/// properties) overrides `values`, and every end point of its segments is a keyframe;
/// `keyTimes` (fractions of the duration, from 0 to 1, one per keyframe) time the
/// keyframes, or they are spaced evenly; `timingFunctions` pace each segment (one fewer
/// than the keyframes); the paced modes ignore both. Mismatched arrays make the
/// animation ignored, with a diagnostic.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Default nil.
    open var values: [Any]?

    /// A path that points move along; overrides `values`. Set to a copy of the path
    /// given, so changing a `CGMutablePath` afterwards does not change the animation.
    /// Default nil.
    open var path: CGPath? {
        get { storedPath }
        set { storedPath = newValue?.copy() }
    }

    private var storedPath: CGPath?

    /// The time of each keyframe as a fraction of the duration, 0…1, non-decreasing.
    /// Default nil (evenly spaced).
    open var keyTimes: [NSNumber]?

    /// The pacing of each segment between keyframes. Default nil (linear).
    open var timingFunctions: [CAMediaTimingFunction]?

    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    /// Whether an object following `path` turns with it. Default nil (it does not).
    open var rotationMode: CAAnimationRotationMode?

    /// The tightness of the cubic curve at each keyframe (Kochanek–Bartels tension,
    /// −1…1; positive is tighter). Default nil (0).
    open var tensionValues: [NSNumber]?

    /// The sharpness of the cubic curve's corners at each keyframe (continuity, −1…1).
    /// Default nil (0).
    open var continuityValues: [NSNumber]?

    /// Where the cubic curve overshoots at each keyframe (bias, −1…1). Default nil (0).
    open var biasValues: [NSNumber]?

    /// A copy with the same keyframes, path, timing and modes (the arrays are copied;
    /// their elements and the immutable path are shared).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.storedPath = storedPath
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { keyframeAnimationKeys }

    /// Arrays of numbers accept any numbers and modes their raw strings.
    private static let keyframeAnimationKeys = AnimationKeyTable(inheriting: CAPropertyAnimation.propertyAnimationKeys, [
        .optional("values", \CAKeyframeAnimation.values),
        .optional("path", \CAKeyframeAnimation.path),
        .optional("keyTimes", \CAKeyframeAnimation.keyTimes, convert: KeyValueConversion.numberArray),
        .optional("timingFunctions", \CAKeyframeAnimation.timingFunctions),
        .value("calculationMode", \CAKeyframeAnimation.calculationMode, default: .linear,
               convert: { KeyValueConversion.stringEnum($0, as: CAAnimationCalculationMode.self) }),
        .optional("rotationMode", \CAKeyframeAnimation.rotationMode,
                  convert: { KeyValueConversion.stringEnum($0, as: CAAnimationRotationMode.self) }),
        .optional("tensionValues", \CAKeyframeAnimation.tensionValues, convert: KeyValueConversion.numberArray),
        .optional("continuityValues", \CAKeyframeAnimation.continuityValues, convert: KeyValueConversion.numberArray),
        .optional("biasValues", \CAKeyframeAnimation.biasValues, convert: KeyValueConversion.numberArray),
    ])
}
