import Foundation

/// An animation of one property between two values.
///
/// Which values it runs between follows Apple's rules for `fromValue`, `toValue` and
/// `byValue` (at most two of them should be set):
/// - from and to: from `fromValue` to `toValue`;
/// - from and by: from `fromValue` to `fromValue + byValue`;
/// - by and to: from `toValue − byValue` to `toValue`;
/// - from only: from `fromValue` to the layer's current value;
/// - to only: from the layer's current value to `toValue`;
/// - by only: from the current value to the current value + `byValue`;
/// - none: from the value on screen before the change to the current value (what
///   implicit animations do).
///
/// Values are given as Apple's are (`Any`): numbers, `CGPoint`, `CGSize`, `CGRect`,
/// `CATransform3D`, `CGColor`, `CGPath`, arrays of numbers or colours; they are
/// converted to typed values once, when the animation is added to a layer.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from. Default nil.
    open var fromValue: Any?

    /// The value the animation ends at. Default nil.
    open var toValue: Any?

    /// The change the animation makes, relative to its start or end. Default nil.
    open var byValue: Any?

    /// A copy with the same values (the value objects themselves are shared, as
    /// Apple's copy shares them).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { basicAnimationKeys }

    /// `fromValue`, `toValue` and `byValue` hold any value.
    package static let basicAnimationKeys = AnimationKeyTable(inheriting: CAPropertyAnimation.propertyAnimationKeys, [
        .any("fromValue", \CABasicAnimation.fromValue),
        .any("toValue", \CABasicAnimation.toValue),
        .any("byValue", \CABasicAnimation.byValue),
    ])
}
