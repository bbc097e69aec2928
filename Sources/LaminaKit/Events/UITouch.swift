import Foundation
import Lamina

/// One finger (here: the pointer with its primary button held) on the screen: where it
/// is, where it was, and what it is doing. The window keeps one `UITouch` object for a
/// touch's whole life, from `.began` to `.ended` or `.cancelled`, as UIKit does.
open class UITouch: NSObject {
    /// What a touch is doing.
    public enum Phase: Int, Sendable {
        /// The touch went down.
        case began
        /// The touch moved.
        case moved
        /// The touch is down and did not move since the last event.
        case stationary
        /// The touch lifted.
        case ended
        /// The system cancelled the touch (for example a gesture recognizer took it).
        case cancelled
    }

    /// The phase of the latest event.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed (`CACurrentMediaTime()` seconds).
    open internal(set) var timestamp: TimeInterval = 0
    /// Taps in quick succession at about the same place (1 for a single tap).
    open internal(set) var tapCount: Int = 1
    /// The view the touch went down in (the hit-tested view); it keeps the touch while
    /// it moves outside.
    open internal(set) weak var view: UIView?
    /// The window the touch belongs to.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The location in window coordinates now and at the previous event.
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    /// A touch at the window's origin, in phase `.began`; the window fills it in.
    public override init() {
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's location at the previous event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }
}
