import Foundation

/// Key-value coding for animations. Linux's `NSObject` has none, so `CAAnimation`
/// declares `value(forKey:)` and `setValue(_:forKey:)` in its class body and each
/// subclass overrides them for its own properties; the shared pieces live here.
///
/// As in Core Animation ("Key-Value Coding Extensions" in the Core Animation
/// Programming Guide), an animation is a key-value container:
/// - every property is a key, spelled as in Objective-C (`"removedOnCompletion"`,
///   `"additive"`, `"cumulative"`; the Swift spellings `"isRemovedOnCompletion"`,
///   `"isAdditive"`, `"isCumulative"` work too); values come back typed as the
///   property is (`CFTimeInterval`, `Float`, `Bool`, `CAMediaTimingFillMode`, …);
/// - setting a property accepts any Swift number or `NSNumber` for numbers and a
///   `String` for names; a value of the wrong type is ignored with an
///   `.invalidValueType` diagnostic (Apple raises an exception);
/// - any other key stores the value as is, and reading it back returns it, or else
///   the class's `defaultValue(forKey:)`. Unset custom keys read as nil without a
///   diagnostic, because apps test for them (`anim.value(forKey: "view") != nil`).
extension CAAnimation {
    /// The properties `CAAnimation` itself defines, by key.
    package enum KnownKey: Sendable {
        case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration
        case autoreverses, fillMode, timingFunction, delegate, removedOnCompletion

        /// The property `key` names, or nil.
        package init?(_ key: String) {
            switch key {
            case "beginTime": self = .beginTime
            case "duration": self = .duration
            case "speed": self = .speed
            case "timeOffset": self = .timeOffset
            case "repeatCount": self = .repeatCount
            case "repeatDuration": self = .repeatDuration
            case "autoreverses": self = .autoreverses
            case "fillMode": self = .fillMode
            case "timingFunction": self = .timingFunction
            case "delegate": self = .delegate
            case "removedOnCompletion", "isRemovedOnCompletion": self = .removedOnCompletion
            default: return nil
            }
        }
    }

    /// The keys of the properties `CAAnimation` defines that can be set.
    package static let baseKeys = ["beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                   "repeatDuration", "autoreverses", "fillMode", "timingFunction",
                                   "delegate", "removedOnCompletion"]

    /// Apple's default for a `CAAnimation` property key (nil for keys without one).
    package static func builtInDefault(forKey key: String) -> Any? {
        switch KnownKey(key) {
        case .beginTime?, .duration?, .timeOffset?, .repeatDuration?: return CFTimeInterval(0)
        case .speed?: return Float(1)
        case .repeatCount?: return Float(0)
        case .autoreverses?: return false
        case .fillMode?: return CAMediaTimingFillMode.removed
        case .removedOnCompletion?: return true
        case .timingFunction?, .delegate?, nil: return nil
        }
    }

    /// Lamina's own animation classes, whose defaults are built in.
    private static let builtInClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CAAnimation.self), ObjectIdentifier(CAPropertyAnimation.self),
        ObjectIdentifier(CABasicAnimation.self), ObjectIdentifier(CAKeyframeAnimation.self),
        ObjectIdentifier(CASpringAnimation.self), ObjectIdentifier(CAAnimationGroup.self),
        ObjectIdentifier(CATransition.self),
    ]

    /// Whether `type` is one of Lamina's classes (not an app's subclass).
    package static func isBuiltIn(_ type: CAAnimation.Type) -> Bool {
        builtInClasses.contains(ObjectIdentifier(type))
    }

    /// Sets every property for which the class's `defaultValue(forKey:)` gives a value
    /// (an app's subclass may override it to change its instances' defaults).
    package func applyClassDefaults() {
        let type = type(of: self)
        for key in type.propertyKeys {
            if let value = type.defaultValue(forKey: key) { setValue(value, forKey: key) }
        }
    }

    // MARK: CAAnimation's own keys

    package func value(for key: KnownKey) -> Any? {
        switch key {
        case .beginTime: return beginTime
        case .duration: return duration
        case .speed: return speed
        case .timeOffset: return timeOffset
        case .repeatCount: return repeatCount
        case .repeatDuration: return repeatDuration
        case .autoreverses: return autoreverses
        case .fillMode: return fillMode
        case .timingFunction: return timingFunction
        case .delegate: return delegate
        case .removedOnCompletion: return isRemovedOnCompletion
        }
    }

    package func setValue(_ value: Any?, for key: KnownKey) {
        let name = "\(key)"
        switch key {
        case .beginTime: assign(value, name, KeyValueConversion.double) { beginTime = $0 }
        case .duration: assign(value, name, KeyValueConversion.double) { duration = $0 }
        case .speed: assign(value, name, KeyValueConversion.float) { speed = $0 }
        case .timeOffset: assign(value, name, KeyValueConversion.double) { timeOffset = $0 }
        case .repeatCount: assign(value, name, KeyValueConversion.float) { repeatCount = $0 }
        case .repeatDuration: assign(value, name, KeyValueConversion.double) { repeatDuration = $0 }
        case .autoreverses: assign(value, name, KeyValueConversion.bool) { autoreverses = $0 }
        case .fillMode: assign(value, name, { KeyValueConversion.stringEnum($0, as: CAMediaTimingFillMode.self) }) {
            fillMode = $0
        }
        case .timingFunction: assignOptional(value, name) { (f: CAMediaTimingFunction?) in timingFunction = f }
        case .delegate: assignOptional(value, name) { (d: (any CAAnimationDelegate)?) in delegate = d }
        case .removedOnCompletion: assign(value, name, KeyValueConversion.bool) { isRemovedOnCompletion = $0 }
        }
    }

    // MARK: Conversion helpers for subclasses

    /// Sets a non-optional property from a key-value coding value: `convert` turns it
    /// into the property's type; nil or an unconvertible value is reported and ignored.
    package func assign<T>(_ value: Any?, _ key: String, _ convert: (Any) -> T?, _ apply: (T) -> Void) {
        guard let value, let converted = convert(value) else {
            return reportInvalidValue(value, forKey: key, expected: T.self)
        }
        apply(converted)
    }

    /// Sets an optional property: nil clears it, a `T` sets it, anything else is
    /// reported and ignored.
    package func assignOptional<T>(_ value: Any?, _ key: String, _ apply: (T?) -> Void) {
        guard let value else { return apply(nil) }
        guard let typed = value as? T else {
            return reportInvalidValue(value, forKey: key, expected: T.self)
        }
        apply(typed)
    }

    /// Reports a value of the wrong type given for `key`.
    package func reportInvalidValue(_ value: Any?, forKey key: String, expected: Any.Type) {
        LaminaDiagnostics.report(.invalidValueType,
            "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected \(expected), got "
                + "\(KeyValueConversion.typeName(value)); ignored")
    }
}
