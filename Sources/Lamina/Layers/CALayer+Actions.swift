import Foundation

/// Actions and implicit animations.
///
/// `action(forKey:)` searches Apple's four places in Apple's order — the delegate,
/// `actions`, the `"actions"` dictionaries of the `style` chain, then the class's
/// `defaultAction(forKey:)` — and the first non-nil answer ends the search; `NSNull`
/// ends it with no action (nil). When the search finds nothing, a committed layer's
/// animatable property still has its implicit animation, as on Apple: `defaultAction`
/// is nil for `CALayer` and every subclass, and the implicit animation comes from the
/// layer itself. A fresh, never-committed layer does not animate, as Apple's.
extension CALayer {
    /// Runs the action `action(forKey:)` answers for `property`, unless the transaction
    /// disables actions.
    package func runImplicitAction(for property: LayerProperty) {
        guard !TransactionStack.current.top.disableActions else { return }
        let key = property.key
        guard let action = action(forKey: key), !(action is NSNull) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// `action(forKey:)`'s default answer.
    package func searchAction(forKey event: String) -> (any CAAction)? {
        switch foundAction(forKey: event) {
        case .some(let action): return action is NSNull ? nil : action
        case .none: return implicitAnimation(forKey: event)
        }
    }

    /// The first answer of the four places, `NSNull` included; nil when none answers.
    private func foundAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action
        }
        if let action = actions?[event] {
            return action
        }
        if let action = styleAction(forKey: event) {
            return action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// An action from the `"actions"` dictionaries of the style chain.
    private func styleAction(forKey event: String) -> (any CAAction)? {
        var dictionary = style
        var depth = 0
        while let current = dictionary, depth < 64 {
            if let actions = current[AnyHashable("actions")] as? [String: any CAAction],
               let action = actions[event] {
                return action
            }
            if let actions = current[AnyHashable("actions")] as? [AnyHashable: Any],
               let action = actions[AnyHashable(event)] as? any CAAction {
                return action
            }
            dictionary = current[AnyHashable("style")] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// Whether changing the property `key` names on a committed layer of this class
    /// animates implicitly when no action is found: every animatable property the class
    /// has, but `path`.
    package class func animatesImplicitly(forKey key: String) -> Bool {
        guard let property = LayerProperty(key: key) else { return false }
        return property.runsImplicitAction && property.owner.isAncestor(of: self)
    }

    /// The implicit animation of a committed layer: a basic animation with neither
    /// `fromValue` nor `toValue` — from the value on screen to the new model value —
    /// with the running transaction's timing function, and its duration (added with a
    /// duration of 0, which `add(_:forKey:)` makes the transaction's). For `contents`
    /// that is a cross-dissolve of the old picture into the new.
    private func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard committedRenderer != nil, type(of: self).animatesImplicitly(forKey: event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
