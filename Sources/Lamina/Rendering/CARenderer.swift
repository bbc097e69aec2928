import Foundation

/// Drives frames of a layer tree (Apple's macOS name for "render this layer tree"):
/// each frame commits the app's pending changes, fires display links, applies the
/// commits to the renderer's own render tree, evaluates every animation at the frame's
/// time, and reports animation starts and stops, removals on completion and transaction
/// completions back to the app's thread.
///
/// `CARenderer()` has no drawing backend and does all of that; the CPU and OpenGL
/// backends attach to the same frame steps. Use it from one thread: the thread that
/// made it receives the callbacks, at the end of `beginFrame(atTime:)`.
open class CARenderer: NSObject {
    /// The root of the layer tree drawn. Setting it sends the whole tree at the next
    /// commit; from then on, changes to the tree animate implicitly.
    open var layer: CALayer? {
        didSet {
            guard oldValue !== layer else { return }
            if let old = oldValue, old.attachedRenderer === self { old.attachedRenderer = nil }
            tree = RenderTree()
            if let layer {
                layer.attachedRenderer = self
                layer.committedRenderer = nil
                TransactionStack.current.layerChanged(layer)
            }
        }
    }

    /// The area drawn, in the root layer's superlayer coordinates.
    open var bounds: CGRect = .zero

    /// The interval between frames the display links are told about (1/60 s).
    package var frameInterval: CFTimeInterval = 1.0 / 60

    /// The renderer's copy of the tree.
    package private(set) var tree = RenderTree()
    /// What draws the frames; nil: the frame steps run without drawing.
    package let backend: (any RenderBackend)?
    /// The last frame, flattened (made by `render()`).
    package private(set) var renderList = RenderList()
    private var builder = RenderListBuilder()
    /// Where callbacks go: the queue of the thread that made the renderer.
    package let callbacks: CallbackQueue
    /// What the last frame cost.
    public private(set) var statistics = CARendererStatistics()

    private let inboxLock = NSLock()
    private var inbox: [LayerSnapshot] = []
    private var frameTime: CFTimeInterval = 0
    private var inFrame = false
    private var nextChange: CFTimeInterval = .infinity
    private var updateRect = CGRect.null
    private var events: [RenderTree.LifecycleEvent] = []

    /// A renderer without a drawing backend.
    public override init() {
        callbacks = .current
        backend = nil
        super.init()
    }

    /// A renderer drawing with `backend`.
    package init(backend: any RenderBackend) {
        callbacks = .current
        self.backend = backend
        super.init()
    }

    /// Starts a frame at media time `t`: commits, fires display links, brings the render
    /// tree up to date, evaluates and reports lifecycle events.
    open func beginFrame(atTime t: CFTimeInterval) {
        guard t.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "CARenderer.beginFrame(atTime: \(t)): the time must be finite")
        }
        inFrame = true
        frameTime = t
        var clock = FrameClock()
        let stack = TransactionStack.current
        stack.commitImplicit(at: t)
        DisplayLinks.current.fire(at: t, frameDuration: frameInterval)
        stack.commitImplicit(at: t)
        statistics.commitSeconds = clock.lap()

        let snapshots = takeInbox()
        if !snapshots.isEmpty {
            let dropped = tree.apply(snapshots, rootID: layer?.layerID)
            for running in dropped { reportRemoved(running) }
            updateRect = updateRect.union(bounds)
        }
        evaluate(at: t)
        statistics.evaluateSeconds = clock.lap()
        statistics.layers = tree.layerCount
        statistics.animatedLayers = tree.animatedNodes.count

        if CallbackQueue.current === callbacks { callbacks.drain() }
    }

    /// Flattens the frame into a render list and draws it with the backend. The area
    /// drawn is `bounds` (the root layer's frame when `bounds` is empty).
    open func render() {
        guard inFrame else {
            return LaminaDiagnostics.report(.invalidArgument, "CARenderer.render(): call beginFrame(atTime:) first")
        }
        var clock = FrameClock()
        let viewport = bounds.isEmpty ? (layer?.frame ?? .zero) : bounds
        let scale = backend?.scale ?? 1
        let width = backend?.pixelWidth ?? Int((viewport.width * scale).rounded(.up))
        let height = backend?.pixelHeight ?? Int((viewport.height * scale).rounded(.up))
        builder.build(tree, at: frameTime, viewport: viewport, scale: scale,
                      pixelWidth: width, pixelHeight: height, into: &renderList)
        statistics.flattenSeconds = clock.lap()
        statistics.commands = renderList.commands.count
        if let backend {
            backend.draw(renderList)
            let counters = backend.counters
            statistics.drawCalls = counters.drawCalls
            statistics.instances = counters.instances
            statistics.textureBytes = counters.textureBytes
        }
        statistics.drawSeconds = clock.lap()
    }

    /// Ends the frame.
    open func endFrame() {
        inFrame = false
        updateRect = .null
    }

    /// The media time at which the next frame should be drawn: the current frame's time
    /// while something animates (or a display link runs), the start of the next
    /// animation waiting to begin, or `.infinity` when the tree is idle.
    open func nextFrameTime() -> CFTimeInterval {
        if DisplayLinks.current.hasActiveLinks { return frameTime }
        inboxLock.lock()
        let pending = !inbox.isEmpty
        inboxLock.unlock()
        if pending || !TransactionStack.current.changedLayers.isEmpty { return frameTime }
        return nextChange
    }

    /// Marks part of the area as needing a redraw.
    open func addUpdate(_ r: CGRect) {
        updateRect = updateRect.union(r)
    }

    /// The area changed since the last frame.
    open func updateBounds() -> CGRect {
        updateRect
    }

    // MARK: Commits

    /// Takes a commit's snapshots (from any thread).
    package func receive(_ snapshots: [LayerSnapshot]) {
        inboxLock.lock()
        inbox += snapshots
        inboxLock.unlock()
    }

    private func takeInbox() -> [LayerSnapshot] {
        inboxLock.lock(); defer { inboxLock.unlock() }
        var taken: [LayerSnapshot] = []
        if !inbox.isEmpty { swap(&taken, &inbox) }
        return taken
    }

    // MARK: Evaluation and lifecycle

    /// Evaluates every animated node at `t` and reports starts and stops.
    private func evaluate(at t: CFTimeInterval) {
        events.removeAll(keepingCapacity: true)
        nextChange = tree.evaluate(at: t, events: &events)
        for event in events {
            let animation = event.entry.animation
            switch event.kind {
            case .started:
                callbacks.enqueue { animation.delegate?.animationDidStart(animation) }
            case .finished:
                let entry = event.entry
                let layer = entry.layer
                callbacks.enqueue {
                    if animation.isRemovedOnCompletion { layer?.removeFinishedAnimation(entry) }
                    animation.delegate?.animationDidStop(animation, finished: true)
                }
                entry.releaseCompletion()
            }
        }
    }

    /// An animation the app removed (or whose layer left the tree) before it finished.
    private func reportRemoved(_ running: RenderTree.RunningAnimation) {
        if running.didStart && !running.didStop {
            let animation = running.entry.animation
            callbacks.enqueue { animation.delegate?.animationDidStop(animation, finished: false) }
        }
        running.entry.releaseCompletion()
    }
}

/// What a frame cost and contained.
public struct CARendererStatistics: Sendable {
    /// Seconds spent committing and firing display links.
    public var commitSeconds: Double = 0
    /// Seconds spent evaluating animations.
    public var evaluateSeconds: Double = 0
    /// Seconds spent flattening the tree into a render list.
    public var flattenSeconds: Double = 0
    /// Seconds the backend spent drawing.
    public var drawSeconds: Double = 0
    /// Commands in the render list.
    public var commands = 0
    /// Draw calls the backend made (GL).
    public var drawCalls = 0
    /// Instances drawn by those calls (GL).
    public var instances = 0
    /// Bytes of textures the backend holds (GL).
    public var textureBytes = 0
    /// Layers in the render tree.
    public var layers = 0
    /// Layers with animations.
    public var animatedLayers = 0
}

/// Lap timing for statistics.
private struct FrameClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
