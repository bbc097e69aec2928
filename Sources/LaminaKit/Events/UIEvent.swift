import Foundation
import Lamina

/// An input event: the touches that are down, and when it happened.
open class UIEvent: NSObject {
    /// What kind of input the event carries.
    public enum EventType: Int, Sendable {
        /// Touches on the screen (here: the pointer with its primary button held).
        case touches
        /// Device motion, such as a shake; Lamina sends none.
        case motion
        /// Remote-control (media key) commands; Lamina sends none.
        case remoteControl
        /// Presses of physical buttons; Lamina sends none.
        case presses
        /// Scrolling with a trackpad or wheel; Lamina sends none to responders.
        case scroll
        /// A pointer hovering without a touch; Lamina sends none.
        case hover
        /// A pinch or rotation from a trackpad; Lamina sends none.
        case transform
    }

    /// The event's kind (always `.touches` for pointer input).
    open internal(set) var type: EventType = .touches
    /// When the event happened (`CACurrentMediaTime()` seconds).
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    /// An event with no touches, of type `.touches`, at time 0 (the window fills it in).
    public override init() {
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
