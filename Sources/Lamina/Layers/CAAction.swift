import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation,
/// usually). Return one from `action(forKey:)`, the delegate or `actions`.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the "no action" marker, as on Apple: an `actions` entry of `NSNull()`
/// stops the search for an action for that key.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
