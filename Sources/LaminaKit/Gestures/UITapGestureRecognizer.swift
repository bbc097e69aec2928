import Foundation
import Lamina

/// Taps: `numberOfTapsRequired` presses (default 1), each lifted within
/// `UITapGestureRecognizer.allowableMovement` (10) points of where the first went
/// down, the next one starting within `maximumTapInterval` (0.35 s) of the last
/// lift. Recognized (`.ended`) when the last tap lifts; failed when a touch wanders,
/// or when no further tap comes in time.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a tap's touch may move, points.
    static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multiple tap, seconds.
    static let maximumTapInterval: TimeInterval = 0.35

    /// The taps the gesture needs. Default 1.
    open var numberOfTapsRequired = 1
    /// The touches each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var firstDown: CGPoint?
    private var lastLift: TimeInterval?

    /// A recognizer with the default settings and no handler.
    public required init() {
        super.init()
    }

    override var isWaitingForMoreTouches: Bool {
        super.isWaitingForMoreTouches || isWaitingForAnotherTap
    }

    /// Some taps done, more needed.
    private var isWaitingForAnotherTap: Bool {
        state == .possible && tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if let lastLift, touch.timestamp - lastLift > UITapGestureRecognizer.maximumTapInterval {
            state = .failed
            return
        }
        if firstDown == nil { firstDown = touch.windowLocation }
        if !isNear(touch.windowLocation) { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if !isNear(touch.windowLocation) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        guard isNear(touch.windowLocation) else {
            state = .failed
            return
        }
        tapsSoFar += 1
        lastLift = touch.timestamp
        if tapsSoFar >= max(1, numberOfTapsRequired) { state = .recognized }
    }

    override func timeAdvanced(to timestamp: TimeInterval) {
        if isWaitingForAnotherTap, let lastLift, timestamp - lastLift > UITapGestureRecognizer.maximumTapInterval {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        firstDown = nil
        lastLift = nil
    }

    private func isNear(_ point: CGPoint) -> Bool {
        guard let firstDown else { return true }
        return point.distance(to: firstDown) <= UITapGestureRecognizer.allowableMovement
    }
}
