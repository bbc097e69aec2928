import Foundation
import Lamina

/// A press held still: begins once the touch has been down `minimumPressDuration`
/// seconds (default 0.5) without moving more than `allowableMovement` points (default
/// 10), changes as it moves, ends when it lifts. Lifting or wandering earlier fails it.
/// The time is checked at each touch event and whenever the window's clock advances.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touch must be held. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the gesture begins, points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// Touches needed. Default 1.
    open var numberOfTouchesRequired = 1

    private var down: (point: CGPoint, time: TimeInterval)?

    /// A recognizer with the default settings and no handler.
    public required init() {
        super.init()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        down = (touch.windowLocation, touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let down else { return }
        guard state == .possible else { return continueIfBegun() }
        if touch.windowLocation.distance(to: down.point) > allowableMovement {
            state = .failed
        } else {
            timeAdvanced(to: touch.timestamp)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if state == .possible { timeAdvanced(to: touch.timestamp) }
        endContinuousGesture()
    }

    override func timeAdvanced(to timestamp: TimeInterval) {
        guard state == .possible, let down, !activeTouches.isEmpty,
              timestamp - down.time >= minimumPressDuration else { return }
        state = .began
    }

    open override func reset() {
        super.reset()
        down = nil
    }
}
