import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), pacing
/// (`timingFunction`), a delegate told when the animation starts and stops, and whether
/// it is removed from its layer when it finishes.
///
/// As Apple's, animations are reference types with value semantics where it matters:
/// `layer.add(_:forKey:)` adds a copy (`copy(with:)`), so changing an animation after
/// adding it changes nothing on screen. The `delegate` is held strongly, as Apple's is.
/// An animation is also a key-value container: `setValue(_:forKey:)` with a key that
/// names no property keeps the value, and `value(forKey:)` returns it (the seeds tag
/// animations this way and read the tag back in `animationDidStop`).
///
/// An app's subclass that adds stored properties overrides `copy(with:)` (calling
/// `super` and copying its fields) and, for key-value coding, `value(forKey:)` and
/// `setValue(_:forKey:)`, as on Apple.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// The timing values, as plain data (what a commit copies into the render tree).
    package var timing = MediaTiming()

    /// Values stored under keys that name no property.
    package var customValues: [String: Any] = [:]

    /// A new animation with Apple's defaults: duration 0 (the transaction's), speed 1,
    /// no repeat, fill `.removed`, no timing function (linear), removed on completion.
    /// A subclass outside Lamina that overrides `defaultValue(forKey:)` starts with the
    /// values it returns.
    public required override init() {
        super.init()
        if !Self.isBuiltIn(type(of: self)) { applyClassDefaults() }
    }

    // MARK: Animation attributes

    /// The pacing of each cycle; nil (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Told when the animation starts and stops. Held strongly, as Apple's is: an
    /// animation keeps its delegate alive until the animation itself goes away.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation is removed from its layer once it finishes. Default true;
    /// set false (with `fillMode = .forwards`) to keep showing the final frame.
    open var isRemovedOnCompletion = true

    /// The range of frame rates the animation would like to be shown at (iOS 15). It is
    /// kept and copied with the animation; Lamina's frame loop draws every frame and does
    /// not pace itself by it. Default `.default` (no preference; Apple's header names no
    /// default).
    open var preferredFrameRateRange = CAFrameRateRange.default

    // MARK: CAMediaTiming

    /// When the animation begins: in its layer's time (0: at the commit that adds it),
    /// or as an offset from the start of its group. Default 0.
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { if accept(newValue, "beginTime") { timing.beginTime = newValue } }
    }

    /// The length of one cycle in seconds; 0 (the default) means the transaction's
    /// duration when added to a layer (0.25 s unless set), the group's inside a group.
    /// Negative values are refused with a diagnostic.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set {
            guard accept(newValue, "duration") else { return }
            guard newValue >= 0 else {
                return LaminaDiagnostics.report(.invalidArgument,
                    "\(type(of: self)).duration must not be negative; ignored \(newValue)")
            }
            timing.duration = newValue
        }
    }

    /// The rate of the animation's time relative to its layer's: 2 is twice as fast,
    /// 0 freezes it (see `timeOffset`), negative runs backwards. Default 1.
    open var speed: Float {
        get { timing.speed }
        set { if accept(Double(newValue), "speed") { timing.speed = newValue } }
    }

    /// An offset in the animation's active local time: it starts that far in, runs to
    /// the end, loops back and stops where it started. Default 0.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { if accept(newValue, "timeOffset") { timing.timeOffset = newValue } }
    }

    /// The number of cycles; fractions allowed, `.greatestFiniteMagnitude` or
    /// `.infinity` repeat forever, 0 (the default) plays once.
    open var repeatCount: Float {
        get { timing.repeatCount }
        set { if accept(Double(newValue), "repeatCount", allowInfinity: true) { timing.repeatCount = newValue } }
    }

    /// How long to repeat, in seconds, instead of a count. Default 0.
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { if accept(newValue, "repeatDuration", allowInfinity: true) { timing.repeatDuration = newValue } }
    }

    /// Whether each cycle plays forwards then backwards. Default false.
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    /// What the animation shows outside its active interval. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// Refuses NaN (and, unless allowed, infinite) timing values with a diagnostic.
    private func accept(_ value: Double, _ name: String, allowInfinity: Bool = false) -> Bool {
        if value.isNaN || (!allowInfinity && value.isInfinite) {
            LaminaDiagnostics.report(.nonFiniteValue,
                "\(type(of: self)).\(name): refused non-finite value \(value); the old value is kept")
            return false
        }
        return true
    }

    // MARK: Defaults and archiving

    /// The value a new animation of this class has for `key` (nil for keys without a
    /// default or that name no property). Subclasses override it to change defaults:
    /// new instances of a subclass start with the values it returns.
    open class func defaultValue(forKey key: String) -> Any? {
        keyTable[key]?.defaultValue
    }

    /// The properties of this class (its superclasses' included), from which key-value
    /// coding, the defaults and copying derive. Each Lamina subclass adds its own.
    package class var keyTable: AnimationKeyTable { CAAnimation.baseKeyTable }

    /// Whether the value of `key` is archived; Lamina does not archive animations, and
    /// answers true for every key, as Apple's default does.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Key-value coding

    /// The value of the property `key` names (`"duration"`, `"removedOnCompletion"`,
    /// `"fromValue"`, …, typed as the property is), or the value stored under a key
    /// that names none, or else the class's `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        if let property = type(of: self).keyTable[key] { return property.value(in: self) }
        if let stored = customValues[key] { return stored }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key` names, from a value of its type (any number or
    /// `NSNumber` for numbers, a string for names); a value of the wrong type is ignored
    /// with an `.invalidValueType` diagnostic. A key that names no property stores the
    /// value (nil removes it).
    open func setValue(_ value: Any?, forKey key: String) {
        if let property = type(of: self).keyTable[key] {
            return property.setValue(value, named: key, in: self)
        }
        if let value { customValues[key] = value } else { customValues.removeValue(forKey: key) }
    }

    // MARK: Copying

    /// An independent animation of the same class with the same values: timing,
    /// timing function, delegate (the same object), `isRemovedOnCompletion` and every
    /// value stored under a custom key. Subclasses copy their own fields.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.timing = timing
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.customValues = customValues
        return copy
    }

    /// The class, the address and the duration.
    open override var description: String {
        "<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque()) duration=\(timing.duration)>"
    }
}

/// Receives an animation's lifecycle: the frame it starts and the frame it stops.
///
/// Both methods are optional, as on Apple (default implementations do nothing). They
/// are called on the main thread, once each per animation added to a layer: the
/// animation passed is the layer's copy (the object `animation(forKey:)` returns), not
/// the one given to `add(_:forKey:)` — which is why apps identify animations by the
/// values they store under custom keys. An animation holds its delegate strongly.
public protocol CAAnimationDelegate: AnyObject {
    /// Called at the frame where the animation's active interval begins.
    func animationDidStart(_ anim: CAAnimation)

    /// Called at the frame where the animation finishes (`flag` true), or when it is
    /// removed from its layer or replaced by another added under the same key before
    /// it finished (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing: delegates implement only the callbacks they need.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing: delegates implement only the callbacks they need.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
