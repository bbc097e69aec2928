import CGLFW
import Foundation
import Lamina
import LaminaGL

/// A desktop window showing a layer tree: a GLFW window (X11 or Wayland) drawn by a
/// render thread, with OpenGL 3.3 or with the CPU renderer (`renderingBackend`).
///
/// Add layers to `rootLayer`; its bounds follow the window's size in points and its
/// `contentsScale` the window's pixels per point. Then call `run()` on the main thread:
/// it handles input and commits your changes until the window is closed. Animations are
/// evaluated and drawn on the render thread, so they keep running while the main thread
/// is busy; display links, animation delegates, completion blocks and input handlers
/// all run on the main thread.
///
/// ```swift
/// let window = try Window(title: "Hello", size: CGSize(width: 640, height: 480))
/// let box = CALayer()
/// box.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
/// box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// window.rootLayer.addSublayer(box)
/// window.onPointer = { event in if event.phase == .down { box.position = event.location } }
/// window.run()
/// ```
public final class Window {
    /// The layer the window shows; add yours as its sublayers.
    public let rootLayer: CALayer
    /// Whether buffer swaps wait for the display's vertical blank.
    public let isVSyncEnabled: Bool
    /// The window system GLFW drives here (X11 or Wayland).
    package let platform: WindowPlatform
    /// The renderer drawing the frames, the context and why (`activeRenderingBackend`).
    package let backendChoice: RenderingBackendChoice

    package let handle: OpaquePointer
    package let context: WindowGLContext
    package let renderer: CARenderer
    package let frameLoop: FrameLoop
    package let input: InputRouter
    private var drawableSize: DrawableSize
    private var titleStorage: String
    private var isClosed = false
    /// Set while GLFW delivers events (input handlers run then); a close asked for then
    /// waits for the end of the wait.
    private var isHandlingEvents = false
    /// The fps overlay while it is shown.
    package var fpsOverlayDriver: FPSOverlayDriver?
    /// The layer inspector's panel and its updates, while shown.
    package var inspectorDriver: LayerInspectorDriver?
    /// Whether `showsBatches` turned the fps overlay on (and turns it off with itself).
    package var overlayShownForBatches = false

    /// How long the main thread sleeps at most while nothing happens, so work queued on
    /// `DispatchQueue.main` from other threads runs within this delay.
    private static let idleWait = 0.1

    /// Opens a window of `size` points titled `title`, drawn by `renderingBackend`
    /// (`.automatic`: OpenGL on a GPU, the CPU renderer where OpenGL is a software
    /// rasterizer or 3.3 core is missing; `activeRenderingBackend` says which). `vsync`
    /// false makes swaps not wait for the display (the loop then paces itself at the
    /// refresh rate). Call on the main thread.
    ///
    /// Throws `WindowError.noDisplay` without a display server (its message points to the
    /// offscreen mode), `.notMainThread` off the main thread, `.creationFailed` when
    /// `.openGL` was asked for and no OpenGL 3.3 core context can be made (a driver that
    /// offers less than 3.3 counts as none), `.noOpenGL` when no OpenGL context at all can
    /// be. Where `.automatic` finds no 3.3 core context, the CPU renderer draws and one
    /// line on standard error says why (`LaminaDiagnostic.Code.renderingFallback`).
    public init(title: String = "Lamina", size: CGSize = CGSize(width: 800, height: 600),
                vsync: Bool = true, resizable: Bool = true, renderingBackend: RenderingBackend = .automatic) throws {
        try GLFWRuntime.start()
        platform = GLFWRuntime.platform
        let requested = RenderingBackendChoice.requested(renderingBackend)
        let width = Int32(max(1, size.width.rounded())), height = Int32(max(1, size.height.rounded()))
        let (handle, contextKind, failures) = try Window.openGLFWWindow(
            title: title, width: width, height: height, resizable: resizable,
            contexts: RenderingBackendChoice.contextsToTry(for: requested.backend))
        backendChoice = RenderingBackendChoice(requested: requested.backend, fromEnvironment: requested.fromEnvironment,
                                               context: contextKind, glRenderer: Window.readGLRenderer(of: handle))
        if requested.backend == .automatic, contextKind != .core33, !failures.isEmpty {
            // The one line saying OpenGL failed and the CPU renderer draws instead.
            LaminaDiagnostics.report(.renderingFallback, "no OpenGL 3.3 core context for the window (\(failures.joined(separator: "; "))); "
                + "drawing with the CPU renderer, shown through \(contextKind.rawValue)")
        }
        self.handle = handle
        titleStorage = title
        isVSyncEnabled = vsync
        glfwSetInputMode(handle, GLFW_LOCK_KEY_MODS, GLFW_TRUE)

        drawableSize = Window.currentDrawableSize(of: handle)
        rootLayer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.anchorPoint = .zero
        rootLayer.bounds = drawableSize.bounds
        rootLayer.position = .zero
        rootLayer.contentsScale = drawableSize.scale
        CATransaction.commit()
        input = InputRouter(root: rootLayer)
        input.screenUnitsPerPoint = drawableSize.screenUnitsPerPoint

        context = WindowGLContext(window: handle, kind: contextKind, size: drawableSize, swapInterval: vsync ? 1 : 0)
        switch backendChoice.backend {
        case .cpu:
            renderer = CARenderer(backend: CPUWindowBackend(context: context, dialect: .init(contextKind)))
        default:
            renderer = CARenderer(glContext: context)
        }
        renderer.layer = rootLayer
        frameLoop = FrameLoop(renderer: renderer, surface: context, size: drawableSize, vsync: vsync,
                              frameInterval: Window.refreshInterval(), wakeApp: { glfwPostEmptyEvent() })
        renderer.commitFrame(atTime: CACurrentMediaTime())
        // On failure, `deinit` (run for a fully made instance) closes the window.
        try frameLoop.start()
        installCallbacks()
    }

    deinit {
        close()
    }

    // MARK: Properties

    /// The title bar's text.
    public var title: String {
        get { titleStorage }
        set {
            titleStorage = newValue
            if !isClosed { glfwSetWindowTitle(handle, newValue) }
        }
    }

    /// The window's size in points (the root layer's bounds size). Setting it asks the
    /// window system for that size; `rootLayer` follows when it is granted.
    public var size: CGSize {
        get { drawableSize.points }
        set {
            guard !isClosed else { return }
            let k = drawableSize.screenUnitsPerPoint
            glfwSetWindowSize(handle, Int32(max(1, (newValue.width * k).rounded())), Int32(max(1, (newValue.height * k).rounded())))
        }
    }

    /// Pixels per point: 2 on a HiDPI output (a Wayland output scaled by 2, or X11 with
    /// `Xft.dpi: 192`), 1 otherwise. The root layer's `contentsScale`; give your own
    /// layers the same to draw their contents sharply.
    public var scale: CGFloat { drawableSize.scale }

    /// The framebuffer's size in pixels.
    public var pixelSize: (width: Int, height: Int) { (drawableSize.pixelWidth, drawableSize.pixelHeight) }

    /// What the render thread has shown so far.
    public var statistics: FrameStatistics { frameLoop.currentStatistics }

    /// The GLFW library's version string, which names its platform ("3.3.8 X11 GLX …",
    /// "3.3.8 Wayland EGL …").
    public static var glfwVersion: String { GLFWRuntime.versionString }

    // MARK: Input handlers (main thread)

    /// Called for pointer buttons and moves, in the root layer's coordinates.
    public var onPointer: ((PointerEvent) -> Void)? {
        get { input.onPointer }
        set { input.onPointer = newValue }
    }

    /// Called for scroll-wheel and touchpad scrolling.
    public var onScroll: ((ScrollEvent) -> Void)? {
        get { input.onScroll }
        set { input.onScroll = newValue }
    }

    /// Called for keys going down, repeating and going up.
    public var onKey: ((KeyEvent) -> Void)? {
        get { input.onKey }
        set { input.onKey = newValue }
    }

    /// Called with each character typed.
    public var onText: ((Character) -> Void)? {
        get { input.onText }
        set { input.onText = newValue }
    }

    /// Called when the window's size in points or its scale changed, after the root
    /// layer's bounds and `contentsScale` followed and inside the same transaction
    /// (implicit animations disabled), so a layout made here lands in the same frame.
    public var onResize: ((CGSize) -> Void)?

    /// The layer under `location` (in the root layer's coordinates) and the location in
    /// that layer's coordinates, found with `rootLayer.hitTest`.
    public func hitTest(_ location: CGPoint) -> LayerHit? {
        guard let windowPoint = rootLayer.localToParentTransform(includingParent: false).mapPoint(location) else {
            return nil
        }
        return LayerHit.find(in: rootLayer, at: windowPoint)
    }

    // MARK: Running

    /// Whether the window was asked to close (its close button, `requestClose()`).
    public var isCloseRequested: Bool {
        isClosed || glfwWindowShouldClose(handle) == GLFW_TRUE
    }

    /// Asks the window to close: `run()` returns after the current turn.
    public func requestClose() {
        guard !isClosed else { return }
        glfwSetWindowShouldClose(handle, GLFW_TRUE)
        glfwPostEmptyEvent()
    }

    /// Handles input and commits changes until the window is asked to close, then closes
    /// it. Call on the main thread.
    ///
    /// Should the display server go away meanwhile (the X server or the Wayland
    /// compositor killed), Lamina says so in one line on standard error and ends the
    /// process with exit status 3: a window cannot outlive its display.
    public func run() {
        run(until: { false })
    }

    /// Handles input and commits changes until `condition` (checked after each turn)
    /// holds — returns true — or the window is asked to close — closes it and returns
    /// false. Call on the main thread.
    @discardableResult
    public func run(until condition: () -> Bool) -> Bool {
        while !isCloseRequested {
            turn(waitingAtMost: frameLoop.appWaitTimeout(idle: Window.idleWait))
            if condition() { return true }
        }
        // GLFW closes a Wayland window when its compositor goes; that is no user's close.
        DisplayConnectionWatch.check()
        close()
        return false
    }

    /// Stops the render thread and destroys the window (also done by `deinit`, and by
    /// `run()` when the window is asked to close). Call on the main thread; from an input
    /// handler it acts as `requestClose()`.
    public func close() {
        guard !isClosed else { return }
        if isHandlingEvents { return requestClose() }
        isClosed = true
        showsFPSOverlay = false
        showsInspector = false
        let stopped = frameLoop.stop()
        glfwSetWindowUserPointer(handle, nil)
        if stopped {
            context.invalidate()
            glfwDestroyWindow(handle)
        } else {
            // Destroying a context current on a thread that still runs is undefined; leak it.
            LaminaDiagnostics.report(.invalidArgument, "Window.close(): the render thread did not stop in time; the window is left open")
        }
    }

    /// One turn of the main thread: waits for events (input handlers run inside), then
    /// commits, fires display links, runs queued callbacks and `DispatchQueue.main`'s work.
    package func turn(waitingAtMost timeout: Double) {
        isHandlingEvents = true
        if timeout > 0 {
            glfwWaitEventsTimeout(timeout)
        } else {
            glfwPollEvents()
        }
        isHandlingEvents = false
        DisplayConnectionWatch.check()
        frameLoop.appTurn()
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    /// Has the render thread draw a frame with everything committed so far and read it
    /// back before presenting it (rows top-down, premultiplied RGBA); nil once the window
    /// is closed or if the frame does not come within `timeout` seconds.
    public func captureFrame(timeout: Double = 5) -> CGImage? {
        capturePixels(timeout: timeout).map { CGImage(pixels: $0) }
    }

    /// `captureFrame(timeout:)`'s pixels.
    package func capturePixels(timeout: Double = 5) -> PixelBuffer? {
        guard !isClosed else { return nil }
        frameLoop.appTurn()
        return frameLoop.captureFrame(timeout: timeout)
    }

    // MARK: Size

    /// Follows the window's size and scale: the root layer's bounds and contentsScale
    /// (without implicit animations), then the render thread's drawable.
    func windowDidResize() {
        let size = Window.currentDrawableSize(of: handle)
        guard size != drawableSize else { return }
        drawableSize = size
        input.screenUnitsPerPoint = size.screenUnitsPerPoint
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.bounds = CGRect(origin: rootLayer.bounds.origin, size: size.points)
        rootLayer.position = CGPoint(x: rootLayer.anchorPoint.x * size.points.width,
                                     y: rootLayer.anchorPoint.y * size.points.height)
        if rootLayer.contentsScale != size.scale { rootLayer.contentsScale = size.scale }
        fpsOverlayDriver?.overlay.contentsScale = size.scale
        onResize?(size.points)
        CATransaction.commit()
        frameLoop.resize(to: size)
    }

    private static func currentDrawableSize(of handle: OpaquePointer) -> DrawableSize {
        var width: Int32 = 0, height: Int32 = 0, pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        glfwGetWindowSize(handle, &width, &height)
        glfwGetFramebufferSize(handle, &pixelWidth, &pixelHeight)
        var xScale: Float = 1, yScale: Float = 1
        glfwGetWindowContentScale(handle, &xScale, &yScale)
        // A framebuffer as large as the window, with a content scale above 1: the window
        // system leaves scaling to the app (X11), so a point is `content scale` pixels.
        let units: CGFloat = pixelWidth == width && xScale > 1 && xScale.isFinite ? CGFloat(xScale) : 1
        return DrawableSize(points: CGSize(width: CGFloat(width) / units, height: CGFloat(height) / units),
                            pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight), screenUnitsPerPoint: units)
    }

    /// The primary monitor's refresh interval (1/60 s when unknown, as under Xvfb).
    private static func refreshInterval() -> Double {
        guard let monitor = glfwGetPrimaryMonitor(), let mode = glfwGetVideoMode(monitor),
              mode.pointee.refreshRate > 0 else { return 1.0 / 60 }
        return 1 / Double(mode.pointee.refreshRate)
    }
}
