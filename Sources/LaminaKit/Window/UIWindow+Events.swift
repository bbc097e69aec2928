import Foundation
import Lamina
import LaminaHost

/// Input: the host's pointer (primary button) becomes a touch — down `.began`, moves
/// while held `.moved`, up `.ended` — delivered by `sendEvent(_:)` with UIKit's rules:
/// the touch belongs to the view `hitTest(_:with:)` finds where it went down; the
/// gesture recognizers of that view and its ancestors see it first; the view's
/// `touches…` methods, whose defaults pass it up the responder chain, see it unless a
/// recognizer took it. A tap recognizer on an ancestor of a control does not take the
/// control's taps (UIKit's rule since iOS 6).
///
/// Tests and scripted scenes inject the same input without a display through
/// `sendTouch(_:at:timestamp:)`, and move the clock for gesture timers with
/// `advanceTime(to:)`.
extension UIWindow {
    /// UIKit's tap-count rules: a press within this many seconds of the last lift, and
    /// this many points of it, counts as the next tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 10

    /// Delivers the event's touches, as `sendEvent(_:)` does.
    func deliverTouches(of event: UIEvent) {
        for touch in event.touches { deliver(touch, in: event) }
    }

    /// Injects a pointer touch: `phase` (`.began`, `.moved`, `.ended` or `.cancelled`)
    /// at `point` in the window's coordinates at media time `timestamp` (the current
    /// time when nil). Gesture timers run up to `timestamp` first. A `.moved` or
    /// `.ended` without a touch down is ignored.
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, timestamp: TimeInterval? = nil) {
        guard point.x.isFinite, point.y.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "UIWindow.sendTouch: refused the point \(point)")
        }
        let time = timestamp ?? CACurrentMediaTime()
        let touch: UITouch
        if phase == .began {
            if let current = currentSequence {
                // A new press while one is held: end the old one first.
                sendTouch(.cancelled, at: current.touch.windowLocation, timestamp: time)
            }
            touch = UITouch()
            touch.window = self
            touch.windowLocation = point
            touch.previousWindowLocation = point
            if let last = lastTap, time - last.time <= UIWindow.multipleTapInterval,
               hypot(point.x - last.point.x, point.y - last.point.y) <= UIWindow.multipleTapDistance {
                touch.tapCount = last.count + 1
            }
        } else {
            guard let current = currentSequence?.touch else { return }
            touch = current
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
        }
        touch.phase = phase
        touch.timestamp = time
        let event = UIEvent()
        event.timestamp = time
        event.touches = [touch]
        sendEvent(event)
    }

    /// Moves the gesture clock to `timestamp`: a long press held long enough begins,
    /// taps waiting too long for the next tap fail.
    public func advanceTime(to timestamp: TimeInterval) {
        currentSequence?.timeAdvanced(to: timestamp)
        for recognizer in waitingRecognizers {
            recognizer.timeAdvanced(to: timestamp)
        }
        let done = waitingRecognizers.filter { !$0.isWaitingForMoreTouches }
        waitingRecognizers.removeAll { !$0.isWaitingForMoreTouches }
        for recognizer in done { recognizer.resetForNextSequence() }
    }

    /// The host's pointer events as touches (primary button only).
    func handlePointer(_ event: PointerEvent) {
        let point = event.location(in: layer)
        switch event.phase {
        case .down where event.button == .primary:
            sendTouch(.began, at: point, timestamp: event.timestamp)
        case .moved where event.pressedButtons.contains(.primary):
            sendTouch(.moved, at: point, timestamp: event.timestamp)
        case .up where event.button == .primary:
            sendTouch(.ended, at: point, timestamp: event.timestamp)
        default:
            advanceTime(to: event.timestamp)
        }
    }

    /// A view left the window: a touch sequence in it is cancelled.
    func viewLeftWindow(_ view: UIView) {
        guard let sequence = currentSequence, let touched = sequence.view, touched.isDescendant(of: view) else { return }
        sendTouch(.cancelled, at: sequence.touch.windowLocation, timestamp: sequence.touch.timestamp)
    }

    private func deliver(_ touch: UITouch, in event: UIEvent) {
        advanceTime(to: event.timestamp)
        if touch.phase == .began {
            let view = hitTest(touch.windowLocation, with: event)
            touch.view = view
            let recognizers = recognizers(for: view, touch: touch)
            touch.gestureRecognizers = recognizers
            for waiting in waitingRecognizers where !recognizers.contains(where: { $0 === waiting }) {
                waiting.state = .failed
                waiting.resetForNextSequence()
            }
            waitingRecognizers.removeAll()
            currentSequence = GestureArbiter(touch: touch, view: view, recognizers: recognizers)
        }
        guard let sequence = currentSequence, sequence.touch === touch else { return }
        sequence.deliver(event)
        if touch.phase == .began {
            for case let long as UILongPressGestureRecognizer in sequence.recognizers {
                scheduleTimerCheck(after: long.minimumPressDuration)
            }
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            currentSequence = nil
            waitingRecognizers = sequence.finish()
            if touch.phase == .ended { lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount) }
            if !waitingRecognizers.isEmpty { scheduleTimerCheck(after: UITapGestureRecognizer.maximumTapInterval) }
        }
    }

    /// In a desktop window, runs the gesture clock again once `seconds` have passed
    /// (the main queue, which the window's loop drains); offscreen, each frame does.
    private func scheduleTimerCheck(after seconds: TimeInterval) {
        guard hostWindow != nil, seconds.isFinite, seconds >= 0 else { return }
        let target = UncheckedWindowReference(window: self)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds + 0.001) {
            target.window?.advanceTime(to: CACurrentMediaTime())
        }
    }

    /// The enabled recognizers of `view` and its ancestors, nearest first — without
    /// single-tap recognizers above a control, which keeps its own taps.
    private func recognizers(for view: UIView?, touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var node = view
        var belowControl = false
        while let current = node {
            for recognizer in current.storedGestureRecognizers where recognizer.isEnabled {
                if belowControl, let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1 { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                found.append(recognizer)
            }
            if current is UIControl { belowControl = true }
            node = current.storedSuperview
        }
        return found
    }
}

/// A window handed to the main queue, which runs on the thread that uses the window.
private struct UncheckedWindowReference: @unchecked Sendable {
    weak var window: UIWindow?
}
