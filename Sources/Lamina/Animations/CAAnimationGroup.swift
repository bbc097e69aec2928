import Foundation

/// Several animations run together, in the group's time space.
///
/// The children's times are relative to the group: a child's `beginTime` is an offset
/// from the group's start, and children are cut off at the group's `duration` rather
/// than scaled to it (Apple: "a 10 second animation grouped within an animation group
/// with a duration of 5 seconds displays only the first 5 seconds"). When the group
/// repeats, autoreverses or holds its end with `fillMode`, its children do with it. A
/// child whose duration is 0 takes the group's duration. The children's `delegate` and
/// `isRemovedOnCompletion` are ignored: the group's own apply.
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group's time space. Setting it keeps the array (the
    /// animation objects themselves); copying the group copies them too, so a group
    /// added to a layer is independent of the caller's animations. Default nil.
    open var animations: [CAAnimation]?

    // MARK: Key-value coding

    /// The keys of the settable properties, for `defaultValue(forKey:)`.
    package override class var propertyKeys: [String] {
        super.propertyKeys + ["animations"]
    }

    /// Adds `animations` to the keys of `CAAnimation.value(forKey:)`.
    open override func value(forKey key: String) -> Any? {
        key == "animations" ? animations : super.value(forKey: key)
    }

    /// Adds `animations` (an array of animations, or nil) to the keys of
    /// `CAAnimation.setValue(_:forKey:)`.
    open override func setValue(_ value: Any?, forKey key: String) {
        guard key == "animations" else { return super.setValue(value, forKey: key) }
        guard let value else { animations = nil; return }
        if let list = value as? [CAAnimation] { animations = list; return }
        if let items = value as? [Any] {
            let list = items.compactMap { $0 as? CAAnimation }
            if list.count == items.count { animations = list; return }
        }
        reportInvalidValue(value, forKey: key, expected: [CAAnimation].self)
    }

    // MARK: Copying

    /// A copy whose children are copies of this group's children (deeply, so nested
    /// groups are copied too).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy(with: zone) as! CAAnimation }
        return copy
    }
}
