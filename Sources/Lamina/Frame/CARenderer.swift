import Foundation

/// Drives frames of a layer tree (Apple's macOS name for "render this layer tree"):
/// each frame commits the app's pending changes, fires display links, applies the
/// commits to the renderer's own render tree, evaluates every animation at the frame's
/// time, and reports animation starts and stops, removals on completion and transaction
/// completions back to the app's thread.
///
/// `CARenderer()` has no drawing backend and does all of that; the CPU and OpenGL
/// backends attach to the same frame steps. Used from one thread, as Apple's, the thread
/// that made it receives the callbacks, at the end of `beginFrame(atTime:)`.
///
/// A frame is two halves that may run on two threads (a window's frame loop does):
/// - the app thread's half, `commitFrame(atTime:)`: commits the thread's transactions
///   and fires its display links. Commits reach the renderer only through its locked
///   inbox.
/// - the render thread's half, `evaluateFrame(atTime:)`, `render()`, `endFrame()`,
///   `nextEvaluationTime()`: takes the inbox, updates the render tree, evaluates and
///   draws. The render tree, the render list, `bounds` and `statistics` belong to this
///   thread; callbacks are queued to the app thread's `CallbackQueue`, which that thread
///   drains.
/// `beginFrame(atTime:)` runs both halves on the calling thread.
open class CARenderer: NSObject {
    /// The root of the layer tree drawn. Setting it sends the whole tree at the next
    /// commit; from then on, changes to the tree animate implicitly. Set on the app
    /// thread; the render tree starts again at the next frame.
    open var layer: CALayer? {
        didSet {
            guard oldValue !== layer else { return }
            if let old = oldValue, old.attachedRenderer === self { old.attachedRenderer = nil }
            inbox.replaceRoot(with: layer?.layerID)
            if let layer {
                layer.attachedRenderer = self
                layer.committedRenderer = nil
                TransactionStack.current.layerChanged(layer)
            }
        }
    }

    /// The area drawn, in the root layer's superlayer coordinates. Read by `render()`: set
    /// it on the thread that renders.
    open var bounds: CGRect = .zero

    /// The interval between frames the display links are told about (1/60 s).
    package var frameInterval: CFTimeInterval = 1.0 / 60

    /// The renderer's copy of the tree (render thread).
    package private(set) var tree = RenderTree()
    /// What draws the frames; nil: the frame steps run without drawing.
    package let backend: (any RenderBackend)?
    /// The last frame, flattened (made by `render()`).
    package private(set) var renderList = RenderList()
    private var builder = RenderListBuilder()
    /// Core Animation's debug colours drawn over each frame (`Window.colorBlendedLayers`,
    /// `flashUpdatedRegions`, `showsBatches`, …); set from any thread, read once a frame.
    package var debugColors: DebugColorOptions {
        get { debugColorsLock.lock(); defer { debugColorsLock.unlock() }; return requestedDebugColors }
        set { debugColorsLock.lock(); requestedDebugColors = newValue; debugColorsLock.unlock() }
    }
    private let debugColorsLock = NSLock()
    private var requestedDebugColors: DebugColorOptions = []
    private var debugMemory = DebugColorMemory()
    /// Where callbacks go: the queue of the thread that made the renderer.
    package let callbacks: CallbackQueue
    /// What the last frame cost (render thread).
    public private(set) var statistics = CARendererStatistics()

    /// Commits waiting for the render thread (the one lock between the halves).
    package let inbox = RendererInbox()
    /// What the last frame took from the inbox (its storage is reused).
    private var delivery = RendererInbox.Delivery()
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
    /// tree up to date, evaluates and reports lifecycle events (both halves of a frame on
    /// the calling thread, then its callbacks when it made the renderer).
    open func beginFrame(atTime t: CFTimeInterval) {
        guard t.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "CARenderer.beginFrame(atTime: \(t)): the time must be finite")
        }
        commitFrame(atTime: t)
        evaluateFrame(atTime: t)
        if CallbackQueue.current === callbacks { callbacks.drain() }
    }

    /// The app thread's half of a frame at media time `t`: commits the calling thread's
    /// implicit transaction, fires its display links, commits what they changed, and
    /// redraws from their presentation values the layers whose animations change what
    /// they draw (`PresentationRedisplay`). Nothing here touches the render tree.
    package func commitFrame(atTime t: CFTimeInterval) {
        guard t.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "CARenderer.commitFrame(atTime: \(t)): the time must be finite")
        }
        var clock = FrameClock()
        let stack = TransactionStack.current
        stack.commitImplicit(at: t)
        DisplayLinks.current.fire(at: t, frameDuration: frameInterval)
        stack.commitImplicit(at: t)
        PresentationRedisplay.current.redraw(for: self, at: t)
        inbox.recordCommit(seconds: clock.lap())
    }

    /// The render thread's half of starting a frame at media time `t`: takes the commits
    /// from the inbox, brings the render tree up to date, evaluates every animation and
    /// queues lifecycle callbacks to the app thread. `render()` and `endFrame()` follow.
    package func evaluateFrame(atTime t: CFTimeInterval) {
        guard t.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "CARenderer.evaluateFrame(atTime: \(t)): the time must be finite")
        }
        inFrame = true
        frameTime = t
        var clock = FrameClock()
        inbox.take(into: &delivery)
        statistics.commitSeconds = delivery.commitSeconds
        if delivery.resetTree { tree = RenderTree() }
        if !delivery.snapshots.isEmpty {
            let dropped = tree.apply(delivery.snapshots, rootID: delivery.rootID)
            for running in dropped { reportRemoved(running) }
            updateRect = updateRect.union(bounds)
            // The snapshots hold a copy of every changed layer's values: let them go now.
            // A buffer the size of an everyday commit is kept for the next one; one sized
            // by the first commit of a large tree is freed.
            delivery.snapshots.removeAll(keepingCapacity: delivery.snapshots.count <= 1024)
        }
        if !delivery.presentationContents.isEmpty {
            for (id, image) in delivery.presentationContents where tree.setPresentationContents(image, of: id) {
                if let index = tree.index(of: id) { updateRect = updateRect.union(tree.presented[index].bounds) }
            }
            delivery.presentationContents.removeAll(keepingCapacity: true)
        }
        evaluate(at: t)
        statistics.evaluateSeconds = clock.lap()
        statistics.layers = tree.layerCount
        statistics.animatedLayers = tree.animatedNodes.count
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
        // Without a backend the size only sizes the list: clamped so that any bounds has one.
        let width = backend?.pixelWidth ?? Int(Swift.min((viewport.width * scale).rounded(.up), 1_048_576))
        let height = backend?.pixelHeight ?? Int(Swift.min((viewport.height * scale).rounded(.up), 1_048_576))
        if renderList.commands.capacity < tree.layerCount {
            // Room for a command per layer, the usual count: a first list of a big tree
            // gets that, rather than the up to twice as much growing by appending leaves;
            // a tree that grows bit by bit still grows its list geometrically.
            renderList.removeAll()
            renderList.commands.reserveCapacity(max(tree.layerCount, 2 * renderList.commands.capacity))
        }
        builder.build(tree, viewport: viewport, scale: scale,
                      pixelWidth: width, pixelHeight: height, into: &renderList)
        renderList.addDebugColors(debugColors, memory: &debugMemory)
        statistics.flattenSeconds = clock.lap()
        statistics.commands = renderList.commands.count
        if let backend {
            backend.draw(renderList)
            let counters = backend.counters
            statistics.drawCalls = counters.drawCalls
            statistics.instances = counters.instances
            statistics.textureBytes = counters.textureBytes
            statistics.offscreenPasses = counters.offscreenPasses
            statistics.uploadedBytes = counters.uploadedBytes
            statistics.bands = counters.bands
        }
        statistics.drawSeconds = clock.lap()
    }

    /// Ends the frame.
    open func endFrame() {
        inFrame = false
        updateRect = .null
    }

    /// The media time at which the next frame should be drawn: the current frame's time
    /// while something animates (or a display link runs, or a layer is redrawn from its
    /// presentation values), the start of the next
    /// animation waiting to begin, or `.infinity` when the tree is idle. Asks the calling
    /// thread's display links and transactions: call it from the thread driving frames.
    open func nextFrameTime() -> CFTimeInterval {
        if Self.appThreadNeedsEveryFrame || !TransactionStack.current.changedLayers.isEmpty {
            return frameTime
        }
        return nextEvaluationTime()
    }

    /// Whether the calling thread has work in every frame's app half: a running display
    /// link, or a layer redrawn from its presentation values. A frame loop runs
    /// `commitFrame(atTime:)` each frame while it does.
    package static var appThreadNeedsEveryFrame: Bool {
        DisplayLinks.current.hasActiveLinks || PresentationRedisplay.current.isActive
    }

    /// The render thread's part of `nextFrameTime()`: the current frame's time when
    /// commits wait in the inbox or something animates, the start of the next animation
    /// waiting to begin, or `.infinity` when nothing will change until the next commit.
    package func nextEvaluationTime() -> CFTimeInterval {
        inbox.hasPendingChanges ? frameTime : nextChange
    }

    /// The ways the renderer's state breaks its rules (its layer tree, its render tree,
    /// its last render list, and — when this thread has nothing left to commit — the
    /// render tree being the model tree); empty when all hold. Tests call it after every
    /// frame.
    package func checkInvariants() -> [String] {
        let stack = TransactionStack.current
        let committedAll = stack.changedLayers.isEmpty && !stack.scopes.contains(where: \.isExplicit)
            && !inbox.hasPendingChanges
        let model = committedAll ? tree.differences(fromModel: layer).map { "model: " + $0 } : []
        return (layer?.checkInvariants() ?? []) + tree.checkInvariants().map { "render tree: " + $0 }
            + renderList.checkInvariants().map { "render list: " + $0 } + model
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
        inbox.post(snapshots)
    }

    // MARK: Evaluation and lifecycle

    /// Evaluates every animated node at `t` and reports starts and stops. The render
    /// thread reads only the entries' compiled programs; the animation objects, their
    /// delegates and the layers are touched by the callbacks, on the app thread.
    private func evaluate(at t: CFTimeInterval) {
        events.removeAll(keepingCapacity: true)
        nextChange = tree.evaluate(at: t, events: &events)
        for event in events {
            let entry = event.entry
            switch event.kind {
            case .started:
                callbacks.enqueue { entry.animation.delegate?.animationDidStart(entry.animation) }
            case .finished:
                let removes = entry.program.isRemovedOnCompletion
                callbacks.enqueue {
                    if removes { entry.layer?.removeFinishedAnimation(entry) }
                    entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
                }
                entry.releaseCompletion()
            }
        }
    }

    /// An animation the app removed (or whose layer left the tree) before it finished.
    private func reportRemoved(_ running: RenderTree.RunningAnimation) {
        let entry = running.entry
        if running.didStart && !running.didStop {
            callbacks.enqueue { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
        }
        entry.releaseCompletion()
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
    /// Offscreen targets the frame drew through: group opacity, masks, shadows,
    /// transitions (Instruments' "offscreen passes").
    public var offscreenPasses = 0
    /// Bytes uploaded into textures this frame (new images and shapes on GL; the frame
    /// itself for a CPU frame shown in a window).
    public var uploadedBytes = 0
    /// Bands of rows the CPU renderer split the frame into (0 on GL).
    public var bands = 0
    /// Layers in the render tree.
    public var layers = 0
    /// Layers with animations.
    public var animatedLayers = 0

    /// Zero figures.
    public init() {}
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
