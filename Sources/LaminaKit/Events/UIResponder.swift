import Foundation
import Lamina

/// An object that responds to touches: the base of views, view controllers and windows.
///
/// UIKit's rule, kept here: the default implementations of the `touches…` methods pass
/// the touches up the responder chain (`next`): a view's `next` is its view controller
/// when it is one's root view, otherwise its superview; a view controller's is its view's
/// superview. Override a method to handle touches yourself (and do not call `super`).
open class UIResponder: NSObject {
    /// A responder with no next responder of its own.
    public override init() {
        super.init()
    }

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    /// Whether the responder can become the first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// One or more touches went down on the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more touches were lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer took them over, the view
    /// left the window).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
