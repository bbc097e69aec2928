import Foundation
import Lamina
import LaminaHost
import LaminaRaster

/// The root of a view hierarchy on screen: a view whose layer a LaminaHost `Window`
/// shows (a desktop window drawn with OpenGL), or that draws offscreen with the CPU
/// renderer (`renderOffscreen(at:)`: tests, `lamina-demo --offscreen`), and that turns
/// pointer input into touches for its views (`UIWindow+Events.swift`).
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
/// window.rootViewController = MyViewController()
/// window.makeKeyAndVisible()   // opens a desktop window (or reports why it cannot)
/// window.run()                 // until the desktop window closes
/// ```
open class UIWindow: UIView {
    /// The desktop window showing this one, when there is one.
    public private(set) var hostWindow: Window?
    /// The touch sequence in progress.
    var currentSequence: GestureArbiter?
    /// Recognizers waiting, between sequences, for more touches (multiple taps).
    var waitingRecognizers: [UIGestureRecognizer] = []
    /// The last lift, for tap counts.
    var lastTap: (point: CGPoint, time: TimeInterval, count: Int)?
    private var offscreen: (renderer: CARenderer, context: CGContext)?

    /// A window of `frame` (in screen points), drawing nothing until it is shown in a
    /// desktop window or rendered offscreen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.anchorPoint = .zero
        layer.position = frame.origin
        CATransaction.commit()
    }

    /// A window showing itself in `hostWindow`: its layer goes under the host's root
    /// layer, its size follows the host's, and the host's pointer input becomes touches.
    public convenience init(hostWindow: Window) {
        self.init(frame: CGRect(origin: .zero, size: hostWindow.size))
        attach(to: hostWindow)
    }

    /// Lamina does not archive windows; decoding gives nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controller whose view fills the window.
    /// Setting it loads the controller's view and calls its appearance methods (and the
    /// disappearance methods of the one it replaces).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, let oldView = old.viewIfLoaded {
                old.viewWillDisappear(false)
                oldView.removeFromSuperview()
                old.viewDidDisappear(false)
            }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            controller.viewWillAppear(false)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            view.frame = bounds
            addSubview(view)
            CATransaction.commit()
            controller.viewDidAppear(false)
        }
    }

    /// Pixels per point of what the window shows: its `contentScaleFactor` when set,
    /// else the desktop window's (2 on a HiDPI output), 1 offscreen.
    var pixelsPerPoint: CGFloat { scaleOverride ?? hostWindow?.scale ?? 1 }

    /// A scale set with `contentScaleFactor` (a window drawn inside another layer, or
    /// offscreen at a chosen scale).
    private var scaleOverride: CGFloat?

    /// The pixels per point the window's views draw at. Set it for a window whose layer
    /// sits in another layer tree (or draws offscreen): every view in it takes the scale
    /// and those that draw are drawn again.
    open override var contentScaleFactor: CGFloat {
        get { pixelsPerPoint }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return LaminaDiagnostics.report(.invalidArgument,
                    "UIWindow.contentScaleFactor must be finite and positive, not \(newValue); unchanged")
            }
            guard newValue != pixelsPerPoint else { return }
            scaleOverride = newValue
            UIView.prepare(self, for: self)
        }
    }

    /// Whether this is the window receiving input.
    open private(set) var isKeyWindow = false

    /// Makes the window the key window and shows it: when it is not in a desktop window
    /// yet, opens one of its size. Without a display the window stays offscreen, with a
    /// diagnostic naming `renderOffscreen(at:)`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        guard hostWindow == nil else {
            UIScreen.main.adopt(bounds: bounds, scale: pixelsPerPoint)
            return
        }
        UIScreen.main.adopt(bounds: bounds, scale: 1)
        do {
            attach(to: try Window(title: "Lamina", size: bounds.size))
            UIScreen.main.adopt(bounds: bounds, scale: pixelsPerPoint)
        } catch {
            LaminaDiagnostics.report(.invalidArgument,
                "UIWindow.makeKeyAndVisible(): no desktop window (\(error)); the window draws offscreen with renderOffscreen(at:)")
        }
    }

    /// Runs the desktop window until it is closed: input, commits, gesture timers.
    /// Returns at once without a desktop window. Call on the main thread.
    open func run() {
        guard let hostWindow else {
            return LaminaDiagnostics.report(.invalidArgument,
                "UIWindow.run(): the window is not in a desktop window (makeKeyAndVisible() opens one)")
        }
        hostWindow.run(until: { [weak self] in
            self?.advanceTime(to: CACurrentMediaTime())
            return false
        })
    }

    /// Draws the window's tree as it is at media time `time` with the CPU renderer and
    /// returns the picture (one pixel per point): commits pending changes, fires display
    /// links and gesture timers, evaluates animations and draws, all at `time`. Times
    /// must not go backwards. Nil, with a diagnostic, for a window in a desktop window
    /// or of an empty size.
    public func renderOffscreen(at time: CFTimeInterval) -> CGImage? {
        guard hostWindow == nil else {
            LaminaDiagnostics.report(.invalidArgument, "UIWindow.renderOffscreen(at:): the window is shown in a desktop window")
            return nil
        }
        guard time.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "UIWindow.renderOffscreen(at: \(time)): the time must be finite")
            return nil
        }
        guard let target = offscreenTarget() else { return nil }
        return CAMediaClock.withFixedTime(time) {
            advanceTime(to: time)
            target.context.clear(CGRect(x: 0, y: 0, width: target.context.width, height: target.context.height))
            target.renderer.bounds = CGRect(origin: frame.origin, size: bounds.size)
            target.renderer.beginFrame(atTime: time)
            target.renderer.render()
            target.renderer.endFrame()
            return target.context.makeImage()
        }
    }

    /// The CPU renderer and bitmap of offscreen drawing, made (or remade for a new size)
    /// on first use.
    private func offscreenTarget() -> (renderer: CARenderer, context: CGContext)? {
        let width = Int(bounds.width.rounded(.up)), height = Int(bounds.height.rounded(.up))
        if let offscreen, offscreen.context.width == width, offscreen.context.height == height { return offscreen }
        guard width > 0, height > 0, width <= 16_384, height <= 16_384,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            LaminaDiagnostics.report(.invalidArgument,
                "UIWindow.renderOffscreen(at:): a window of \(bounds.size) points cannot be drawn")
            return nil
        }
        offscreen?.renderer.layer = nil
        let renderer = CARenderer(context: context)
        renderer.layer = layer
        offscreen = (renderer, context)
        return (renderer, context)
    }

    private func attach(to host: Window) {
        hostWindow = host
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = .zero
        bounds = CGRect(origin: .zero, size: host.size)
        host.rootLayer.addSublayer(layer)
        CATransaction.commit()
        UIView.prepare(self, for: self)
        host.onPointer = { [weak self] event in self?.handlePointer(event) }
        host.onResize = { [weak self] size in
            guard let self else { return }
            self.bounds = CGRect(origin: .zero, size: size)
            self.rootViewController?.viewIfLoaded?.frame = self.bounds
            UIScreen.main.adopt(bounds: self.bounds, scale: host.scale)
            UIView.prepare(self, for: self)
        }
    }

    /// Delivers an event's touches to the views and gesture recognizers they belong to
    /// (`UIWindow+Events.swift` has the rules).
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// A window has no next responder (UIKit's application comes next).
    open override var next: UIResponder? { nil }
}
