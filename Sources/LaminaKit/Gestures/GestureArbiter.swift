import Foundation
import Lamina

/// One touch sequence (down … up) in a window: the touch, the view it went down in, the
/// recognizers that receive it, and UIKit's rules between them — recognizers see each
/// touch before the view; the first to recognize fails the others (unless a delegate
/// allows both) and, when it cancels touches in the view, the view gets
/// `touchesCancelled` and nothing more.
final class GestureArbiter {
    let touch: UITouch
    private(set) var recognizers: [UIGestureRecognizer]
    weak var view: UIView?
    /// Whether the view still receives the sequence's touches.
    private(set) var deliversToView = true
    private var viewReceivedBegan = false
    private var event: UIEvent?

    init(touch: UITouch, view: UIView?, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.view = view
        self.recognizers = recognizers
        for recognizer in recognizers { recognizer.arbiter = self }
    }

    /// Delivers the touch's latest phase: recognizers first, then the view.
    func deliver(_ event: UIEvent) {
        self.event = event
        let touches: Set<UITouch> = [touch]
        for recognizer in recognizers where recognizer.isEnabled && recognizer.arbiter === self {
            guard isLive(recognizer) else { continue }
            recognizer.lastWindowLocation = touch.windowLocation
            switch touch.phase {
            case .began:
                if !recognizer.activeTouches.contains(where: { $0 === touch }) { recognizer.activeTouches.append(touch) }
                recognizer.timeAdvanced(to: touch.timestamp)
                if isLive(recognizer) { recognizer.touchesBegan(touches, with: event) }
            case .moved, .stationary:
                recognizer.timeAdvanced(to: touch.timestamp)
                if isLive(recognizer) { recognizer.touchesMoved(touches, with: event) }
            case .ended:
                recognizer.touchesEnded(touches, with: event)
                recognizer.activeTouches.removeAll { $0 === touch }
            case .cancelled:
                recognizer.touchesCancelled(touches, with: event)
                recognizer.activeTouches.removeAll { $0 === touch }
            }
        }
        guard deliversToView, let view else { return }
        switch touch.phase {
        case .began:
            viewReceivedBegan = true
            view.touchesBegan(touches, with: event)
        case .moved, .stationary:
            view.touchesMoved(touches, with: event)
        case .ended:
            view.touchesEnded(touches, with: event)
        case .cancelled:
            view.touchesCancelled(touches, with: event)
        }
    }

    /// Gives the recognizers that wait for time (a long press) the clock.
    func timeAdvanced(to timestamp: TimeInterval) {
        for recognizer in recognizers where recognizer.isEnabled && recognizer.arbiter === self && isLive(recognizer) {
            recognizer.timeAdvanced(to: timestamp)
        }
    }

    /// The recognizers still waiting for further touches after the sequence ended;
    /// the others are reset.
    func finish() -> [UIGestureRecognizer] {
        var waiting: [UIGestureRecognizer] = []
        for recognizer in recognizers where recognizer.arbiter === self {
            if recognizer.isWaitingForMoreTouches {
                waiting.append(recognizer)
            } else {
                recognizer.resetForNextSequence()
            }
        }
        return waiting
    }

    /// Whether `recognizer` may leave `.possible`: not while another of the sequence has
    /// recognized, unless a delegate lets them run together.
    func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        for other in recognizers where other !== recognizer && other.arbiter === self {
            let running = other.state == .began || other.state == .changed || other.state == .ended
            if running && !simultaneous(recognizer, other) { return false }
        }
        return true
    }

    /// `recognizer` recognized: the others fail, and the view may lose the touches.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.arbiter === self && other.state == .possible {
            if !simultaneous(recognizer, other) { other.state = .failed }
        }
        guard recognizer.cancelsTouchesInView, deliversToView else { return }
        deliversToView = false
        // Also when recognized on the lift itself: the view gets cancelled, not ended.
        if viewReceivedBegan, let view { view.touchesCancelled([touch], with: event) }
    }

    private func isLive(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.state {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}
