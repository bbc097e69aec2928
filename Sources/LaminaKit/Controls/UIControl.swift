import Foundation
import Lamina

/// A view that turns touches into events — `.touchDown`, `.touchUpInside`… — and sends
/// them to the actions added for them, and that has a state (highlighted while
/// pressed, selected, disabled) its subclasses show.
///
/// Tracking follows UIKit: a touch that goes down highlights the control; while it
/// moves, the control is highlighted when the touch is within 70 points of its bounds
/// (UIKit's allowance for fingers), and `.touchDragInside`/`Outside`/`Enter`/`Exit` are
/// sent; lifting sends `.touchUpInside` within that area and `.touchUpOutside` beyond
/// it. A disabled control takes no touches.
open class UIControl: UIView {
    /// A control's state, as UIKit's bits.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits, UIKit's layout.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected: no bits set. Values set for `.normal`
        /// stand in for states that have none of their own.
        public static let normal = State([])
        /// A touch is down inside the control (or within its tracking area).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false: the control takes no touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (never set by Lamina, which has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends, as UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, UIKit's layout.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again soon after the last one (a tap count above 1); sent with
        /// `.touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside the tracking area into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside the tracking area out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted within the tracking area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (for example a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches; sent by subclasses).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: for a button, sent with `.touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event (bits 0–11).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var actions: [(action: UIAction, events: Event)] = []
    private var storedEnabled = true
    private var storedSelected = false
    private var storedHighlighted = false
    private var trackingInside = false
    /// UIKit's allowance around the bounds for a touch still counting as inside.
    static let touchSlop: CGFloat = 70

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Lamina does not archive views; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the control takes touches. Default true.
    open var isEnabled: Bool {
        get { storedEnabled }
        set { storedEnabled = newValue; stateDidChange() }
    }

    /// Whether the control is selected (a toggled button). Default false.
    open var isSelected: Bool {
        get { storedSelected }
        set { storedSelected = newValue; stateDidChange() }
    }

    /// Whether the control is highlighted; set while a touch presses it.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { storedHighlighted = newValue; stateDidChange() }
    }

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the control (within the allowance).
    open var isTouchInside: Bool { trackingInside }

    /// Called when the state changed; subclasses update their appearance.
    open func stateDidChange() {}

    // MARK: Actions

    /// Runs `action` whenever the control sends one of `controlEvents`. An action with
    /// the identifier of one already added replaces it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// Runs `action` as sent by this control.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A touch went down; return false to stop tracking it. The default tracks.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch was lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled else { return }
        isTracking = beginTracking(touch, with: event)
        trackingInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled else { return }
        let inside = isNear(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let wasInside = trackingInside
        trackingInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let inside = isNear(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        trackingInside = false
        isHighlighted = false
        guard isEnabled else { return }
        if inside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        trackingInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    private func isNear(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(point)
    }
}
