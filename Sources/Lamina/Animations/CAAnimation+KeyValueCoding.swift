import Foundation

/// Key-value coding for animations. Linux's `NSObject` has none, so `CAAnimation`
/// declares `value(forKey:)` and `setValue(_:forKey:)` in its class body; each Lamina
/// class lists its properties once, in its `keyTable`, and those methods, the defaults
/// and `copy(with:)` read the list.
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
    /// The properties `CAAnimation` itself defines.
    package static let baseKeyTable = AnimationKeyTable([
        .value("beginTime", \CAAnimation.beginTime, default: 0, convert: KeyValueConversion.double),
        .value("duration", \CAAnimation.duration, default: 0, convert: KeyValueConversion.double),
        .value("speed", \CAAnimation.speed, default: 1, convert: KeyValueConversion.float),
        .value("timeOffset", \CAAnimation.timeOffset, default: 0, convert: KeyValueConversion.double),
        .value("repeatCount", \CAAnimation.repeatCount, default: 0, convert: KeyValueConversion.float),
        .value("repeatDuration", \CAAnimation.repeatDuration, default: 0, convert: KeyValueConversion.double),
        .value("autoreverses", \CAAnimation.autoreverses, default: false, convert: KeyValueConversion.bool),
        .value("fillMode", \CAAnimation.fillMode, default: .removed,
               convert: { KeyValueConversion.stringEnum($0, as: CAMediaTimingFillMode.self) }),
        .optional("timingFunction", \CAAnimation.timingFunction),
        .optional("delegate", \CAAnimation.delegate),
        .value("removedOnCompletion", \CAAnimation.isRemovedOnCompletion, swiftName: "isRemovedOnCompletion", default: true,
               convert: KeyValueConversion.bool),
        .value("preferredFrameRateRange", \CAAnimation.preferredFrameRateRange, default: .default,
               convert: { $0 as? CAFrameRateRange }),
    ])

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
        for key in type.keyTable.settableNames {
            if let value = type.defaultValue(forKey: key) { setValue(value, forKey: key) }
        }
    }

    /// Reports a value of the wrong type given for `key`.
    package func reportInvalidValue(_ value: Any?, forKey key: String, expected: Any.Type) {
        LaminaDiagnostics.report(.invalidValueType,
            "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected \(expected), got "
                + "\(KeyValueConversion.typeName(value)); ignored")
    }
}
