import Foundation

/// Several animations run together, in the group's time space.
///
/// The children's times are relative to the group: a child's `beginTime` is an offset
/// from the group's start, and children are cut off at the group's `duration` rather
/// than scaled to it (Apple: "a 10 second animation grouped within an animation group
/// with a duration of 5 seconds displays only the first 5 seconds"). When the group
/// repeats, autoreverses or holds its end with `fillMode`, its children do with it; the
/// group's `timingFunction` warps the time they see, before their own timing functions
/// apply. A child whose duration is 0 takes the group's duration. The children's `delegate` and
/// `isRemovedOnCompletion` are ignored: the group's own apply.
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group's time space. Default nil.
    ///
    /// A copy of the group holds the same animation objects (the array is copied, not
    /// its elements), as Apple's. Adding the group to a layer still makes it independent
    /// of later changes to them: the layer reads its values once, when it is added.
    open var animations: [CAAnimation]?

    /// A copy holding the same child animations.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { groupKeys }

    /// `animations` accepts an array of animations or nil.
    private static let groupKeys = AnimationKeyTable(inheriting: CAAnimation.baseKeyTable, [
        .optional("animations", \CAAnimationGroup.animations,
                  convert: { (value: Any) -> [CAAnimation]? in
                      if let list = value as? [CAAnimation] { return list }
                      guard let items = value as? [Any] else { return nil }
                      let list = items.compactMap { $0 as? CAAnimation }
                      return list.count == items.count ? list : nil
                  }),
    ])
}
