import Foundation
import Lamina

/// Turns the touches on a view into a gesture: a state machine that subclasses drive
/// from the touches they receive (before the view does), and handlers run on each state
/// change that matters.
///
/// States, as UIKit's: a recognizer starts `.possible`; a discrete gesture (a tap) goes
/// to `.recognized` (= `.ended`) or `.failed`; a continuous one (a pan, a long press)
/// goes `.began`, `.changed`…, then `.ended` or `.cancelled`, or `.failed` before it
/// began. Handlers run for `.began`, `.changed`, `.ended`/`.recognized` and
/// `.cancelled`. After a gesture ends or fails, the recognizer is reset to `.possible`
/// when the touches are lifted. One recognizer wins a touch sequence: when one
/// recognizes, the others of the sequence fail (unless a delegate lets them recognize
/// simultaneously) and, with `cancelsTouchesInView` (the default), the view gets
/// `touchesCancelled` and no more touches.
///
/// Target–action needs selectors, which Linux lacks: handlers are closures —
/// `UIPanGestureRecognizer { pan in … }` or `addTarget { pan in … }`.
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state.
    public enum State: Int, Sendable {
        /// Not recognized yet (the state a recognizer starts each touch sequence in).
        case possible
        /// A continuous gesture was recognized; handlers run.
        case began
        /// A continuous gesture changed (the touches moved); handlers run.
        case changed
        /// The gesture finished (for a discrete one: was recognized); handlers run, then
        /// the recognizer goes back to `.possible`.
        case ended
        /// The gesture was cancelled; handlers run, then back to `.possible`.
        case cancelled
        /// The touches cannot be this gesture; no handlers run, back to `.possible` once
        /// the touches lift.
        case failed

        /// A discrete gesture was recognized (the same value as `.ended`).
        public static var recognized: State { .ended }
    }

    private var storedState: State = .possible
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The touches received and not yet lifted.
    var activeTouches: [UITouch] = []
    /// The last location, in window coordinates, kept after the touches lift.
    var lastWindowLocation: CGPoint = .zero
    weak var storedView: UIView?
    /// The window's record of the touch sequence the recognizer takes part in.
    weak var arbiter: GestureArbiter?

    /// A recognizer with no handler.
    public required override init() {
        super.init()
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { storedView }

    /// Whether the recognizer receives touches. Turning it off while a gesture runs
    /// cancels the gesture.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }

    /// Whether a recognized gesture cancels the touches in the view. Default true.
    open var cancelsTouchesInView = true

    /// The object asked whether the recognizer may begin or run with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The recognizer's state. Subclasses set it from their touch handling; setting a
    /// state that runs handlers runs them (UIKit's subclass rule).
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The touches held now.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the touches (the last one after they lift), in `view`'s
    /// coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let point: CGPoint
        if activeTouches.isEmpty {
            point = lastWindowLocation
        } else {
            let sum = activeTouches.reduce(CGPoint.zero) {
                CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
            }
            point = CGPoint(x: sum.x / CGFloat(activeTouches.count), y: sum.y / CGFloat(activeTouches.count))
        }
        return convertFromWindow(point, to: view)
    }

    /// The location of touch `touchIndex`, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard activeTouches.indices.contains(touchIndex) else {
            LaminaDiagnostics.report(.invalidArgument,
                "UIGestureRecognizer.location(ofTouch: \(touchIndex), in:): no such touch; the gesture's location instead")
            return location(in: view)
        }
        return activeTouches[touchIndex].location(in: view)
    }

    /// Resets the recognizer's own tracking; subclasses override and call `super`.
    open func reset() {}

    /// Touches went down (subclasses track them and set `state`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled; the default cancels a running gesture or fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Time passed (`timestamp`, media time) with no touch event: recognizers that wait
    /// (a long press, taps expecting another tap) act here. The default does nothing.
    func timeAdvanced(to timestamp: TimeInterval) {}

    /// Whether the recognizer waits, after its touches lifted, for more (taps) or for a
    /// recognizer it requires to fail.
    var isWaitingForMoreTouches: Bool { pendingState != nil }

    // MARK: Failure requirements

    /// The state reached while a required recognizer could still recognize.
    private var pendingState: State?
    private var requirements: [WeakRecognizer] = []
    private var dependents: [WeakRecognizer] = []

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it
    /// recognizes, and fail if the other recognizes (a single tap waiting for a double
    /// tap to fail, as UIKit's).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            return LaminaDiagnostics.report(.invalidArgument, "UIGestureRecognizer.require(toFail:): a recognizer cannot require itself to fail")
        }
        requirements.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    /// Whether a required recognizer can still recognize.
    private var isBlockedByRequirement: Bool {
        requirements.contains { weak in
            guard let other = weak.recognizer, other.isEnabled, other.state == .possible else { return false }
            return other.arbiter != nil || other.isWaitingForMoreTouches
        }
    }

    /// Tells the recognizers waiting on this one what it did.
    private func notifyDependents(recognized: Bool) {
        for weak in dependents {
            guard let dependent = weak.recognizer, let pending = dependent.pendingState else { continue }
            if recognized {
                dependent.pendingState = nil
                dependent.storedState = .failed
            } else if !dependent.isBlockedByRequirement {
                dependent.pendingState = nil
                dependent.state = pending
            }
        }
    }

    // MARK: Handlers

    func appendHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler.
    open func removeAllTargets() {
        handlers.removeAll()
    }

    // MARK: State machine

    private func transition(to newState: State) {
        let old = storedState
        guard newState != old || newState == .changed else { return }
        if old == .possible, newState == .began || newState == .ended {
            if isBlockedByRequirement {
                pendingState = newState
                return
            }
            if !mayBegin() {
                storedState = .failed
                notifyDependents(recognized: false)
                return
            }
        }
        storedState = newState
        if newState == .failed { pendingState = nil }
        if old == .possible, newState == .began || newState == .ended {
            arbiter?.recognizerDidRecognize(self)
        }
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for handler in handlers { handler(self) }
        case .possible, .failed:
            break
        }
        if old == .possible, newState == .began || newState == .ended {
            notifyDependents(recognized: true)
        } else if newState == .failed {
            notifyDependents(recognized: false)
        }
    }

    private func mayBegin() -> Bool {
        if let view = storedView, !view.gestureRecognizerShouldBegin(self) { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        return arbiter?.mayBegin(self) ?? true
    }

    /// Back to `.possible` with no tracking, after a touch sequence.
    func resetForNextSequence() {
        storedState = .possible
        pendingState = nil
        activeTouches.removeAll()
        arbiter = nil
        reset()
    }

    // MARK: Continuous gestures (pan, long press)

    /// A move of the touches: a gesture that has begun reports it as a change.
    func continueIfBegun() {
        if state == .began || state == .changed { state = .changed }
    }

    /// The touches lifted: a gesture that has begun ends; one still possible fails.
    func endContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = storedView?.window ?? view.window else { return point }
        return view.convert(point, from: window)
    }

    func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = storedView?.window ?? view.window else { return point }
        return view.convert(point, to: window)
    }
}

extension CGPoint {
    /// The straight-line distance to `other` (how far a touch has moved).
    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// A recognizer held weakly (failure requirements).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// The closure forms of UIKit's target–action for gesture recognizers, typed by the
/// recognizer's own class: `UIPanGestureRecognizer { pan in pan.translation(in: v) }`.
public protocol UIGestureRecognizerHandling: UIGestureRecognizer {
    /// A recognizer with no handler.
    init()
}

extension UIGestureRecognizer: UIGestureRecognizerHandling {}

extension UIGestureRecognizerHandling {
    /// A recognizer that runs `handler` on each state change that matters.
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds `handler`, run on each state change that matters (UIKit's
    /// `addTarget(_:action:)` with a closure for the target and selector).
    public func addTarget(_ handler: @escaping (Self) -> Void) {
        appendHandler { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }
}

/// Decides whether a recognizer may begin and whether it may run with others.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible`. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` receives `touch` at all. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Lets every recognizer begin (UIKit's default for an unimplemented method).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Recognizes no two gestures at the same time (UIKit's default).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// Gives the recognizer every touch (UIKit's default).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { recognizer.storedView = nil }
            storedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from another view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.storedView { old.removeGestureRecognizer(gestureRecognizer) }
        gestureRecognizer.storedView = self
        storedGestureRecognizers.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
    }
}
