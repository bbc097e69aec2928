import Foundation

/// Implicit animations: changing an animatable property of a layer whose tree has been
/// committed to a renderer runs the action `action(forKey:)` finds, unless the
/// transaction disables actions. A fresh, never-committed layer does not animate, as
/// Apple's.
extension CALayer {
    /// Finds and runs the action for `property`, if any.
    package func runImplicitAction(for property: LayerProperty) {
        guard !TransactionStack.current.top.disableActions else { return }
        let key = property.key
        guard let action = action(forKey: key), !(action is NSNull) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// `action(forKey:)`'s default search.
    package func searchAction(forKey event: String) -> (any CAAction)? {
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
}

/// The action `defaultAction(forKey:)` gives an animatable property: when run, it adds a
/// basic animation with neither `fromValue` nor `toValue`, which Core Animation defines
/// as running from the value on screen to the new model value. Its duration and timing
/// function are the running transaction's; `contents` cross-fades with a transition.
package struct DefaultAction: CAAction {
    package let key: String

    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let animation: CAAnimation
        if event == "contents" {
            let fade = CATransition()
            fade.type = .fade
            animation = fade
        } else {
            animation = CABasicAnimation(keyPath: event)
        }
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: event)
    }
}
