import Foundation
import Lamina
import LaminaKit

/// A scene written as the seeds write it: a `UIViewController` subclass (`viewDidLoad`,
/// `touchesBegan…`, gesture recognizers) shown on the demo's stage. A `UIWindow` the
/// stage's size sits in the stage layer with the controller as its root; the stage's
/// pointer input becomes the window's touches and each frame moves the window's gesture
/// clock, in the desktop window and in offscreen runs alike.
final class KitStage {
    let window: UIWindow
    let controller: UIViewController

    /// Shows `controller` in a window of `frame` (stage points; the whole stage when nil).
    init(stage: CALayer, controller: UIViewController, frame: CGRect? = nil) {
        self.controller = controller
        window = UIWindow(frame: frame ?? stage.bounds)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.addSublayer(window.layer)
        CATransaction.commit()
        window.rootViewController = controller
        window.layoutIfNeeded()
    }

    /// Delivers pointer input (stage points) as a touch at the current media time; keys
    /// are left.
    func handle(_ input: SceneInput) -> Bool {
        let origin = window.frame.origin
        func inWindow(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        switch input {
        case .pointerDown(let point): window.sendTouch(.began, at: inWindow(point), timestamp: CACurrentMediaTime())
        case .pointerMoved(let point): window.sendTouch(.moved, at: inWindow(point), timestamp: CACurrentMediaTime())
        case .pointerUp(let point): window.sendTouch(.ended, at: inWindow(point), timestamp: CACurrentMediaTime())
        case .key: return false
        }
        return true
    }

    /// Moves the window's gesture clock to the frame's time, and keeps the views drawing
    /// at the pixels per point the stage is shown at (the host's scale times the stage's
    /// fit, in quarter steps, never below 1, as UIKit's scales).
    func advance(to time: CFTimeInterval) {
        window.advanceTime(to: time)
        if let stage = window.layer.superlayer {
            let t = stage.transform
            let shown = (stage.superlayer?.contentsScale ?? 1) * (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
            let scale = max(1, (shown * 4).rounded(.up) / 4)
            if scale.isFinite, scale != window.contentScaleFactor { window.contentScaleFactor = scale }
        }
    }

    /// Takes the controller off the window (its `viewWillDisappear`/`viewDidDisappear`
    /// stop what it started).
    func stop() {
        window.rootViewController = nil
    }
}

/// A view controller a `KitScene` makes for itself.
protocol SceneController: UIViewController {
    init()
}

/// A scene whose content is a view controller of type `Controller`, made when the scene
/// is and shown on a `KitStage`: a scene subclasses `KitScene<ItsController>` and
/// conforms to `DemoScene` (its number, title, hint and script).
class KitScene<Controller: SceneController> {
    /// Where the controller's window sits on the stage; nil fills the stage.
    class var windowFrame: CGRect? { nil }

    let kit: KitStage
    let controller = Controller()

    required init(stage: CALayer) {
        kit = KitStage(stage: stage, controller: controller, frame: Self.windowFrame)
    }

    func handle(_ input: SceneInput) -> Bool { kit.handle(input) }
    func advance(to time: CFTimeInterval) { kit.advance(to: time) }
    func stop() { kit.stop() }
}

/// `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, …), dispatch_get_main_queue(), …)` on
/// the frames' clock: runs `work` on the first frame at least `seconds` of media time
/// from now, so offscreen runs at fixed times see it at the same frame every run. (A
/// `DispatchQueue.main.asyncAfter` waits for wall-clock time, which an offscreen run
/// does not spend.)
func dispatchAfter(_ seconds: CFTimeInterval, _ work: @escaping () -> Void) {
    let deadline = CACurrentMediaTime() + (seconds.isFinite ? max(seconds, 0) : 0)
    let link = CADisplayLink { link in
        guard link.timestamp >= deadline else { return }
        link.invalidate()
        work()
    }
    link.add(to: .main, forMode: .common)
}

/// The demo's pictures are drawn at two pixels per point (Assets/README.md), as an iOS
/// bundle's `@2x` files; `UIImage(named:)` reads a file without the suffix at scale 1.

