import Foundation
import Lamina

/// A drag: begins once the touch has moved `UIPanGestureRecognizer.hysteresis` (10)
/// points from where it went down, changes with every move, ends when the touch lifts.
///
/// `translation(in:)` is the touch's movement since it went down (or since the last
/// `setTranslation(_:in:)`), in the given view's coordinates; `velocity(in:)` is the
/// movement between the last two touch events divided by the time between them, in
/// points per second of that view's coordinates.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far a touch moves before a pan begins (points, window coordinates).
    static let hysteresis: CGFloat = 10

    /// The fewest touches that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that can pan. Default unlimited.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    private var origin: CGPoint = .zero
    private var downLocation: CGPoint = .zero
    /// The last two samples (window location, time).
    private var samples: [(point: CGPoint, time: TimeInterval)] = []

    /// A recognizer with the default settings and no handler.
    public required init() {
        super.init()
    }

    /// The movement since the gesture's start (or the last `setTranslation`), in `view`'s
    /// coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let now = convertFromWindow(lastWindowLocation, to: view)
        let start = convertFromWindow(origin, to: view)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Makes the translation in `view`'s coordinates read `translation` now (`.zero`
    /// measures the next moves from here).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "UIPanGestureRecognizer.setTranslation: refused \(translation)")
        }
        let now = convertFromWindow(lastWindowLocation, to: view)
        origin = convertToWindow(CGPoint(x: now.x - translation.x, y: now.y - translation.y), from: view)
    }

    /// The touch's speed, points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard samples.count == 2, samples[1].time > samples[0].time else { return .zero }
        let a = convertFromWindow(samples[0].point, to: view), b = convertFromWindow(samples[1].point, to: view)
        let dt = CGFloat(samples[1].time - samples[0].time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        downLocation = touch.windowLocation
        origin = touch.windowLocation
        samples = [(touch.windowLocation, touch.timestamp)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        record(touch)
        guard state == .possible else { return continueIfBegun() }
        if touch.windowLocation.distance(to: downLocation) >= UIPanGestureRecognizer.hysteresis,
           numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if touch.windowLocation != samples.last?.point { record(touch) }
        endContinuousGesture()
    }

    open override func reset() {
        super.reset()
        samples = []
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.windowLocation, touch.timestamp))
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }
}
