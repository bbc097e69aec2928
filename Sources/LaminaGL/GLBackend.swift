import CEpoxy
import Foundation

// # The OpenGL 3.3 backend
//
// Input: a `RenderList` (the same plain data the CPU renderer draws) and a `GLContext`;
// output: the list drawn into the context's framebuffer, cleared to transparent first.
// Runs on the thread that calls `draw` (a window's render thread), which it makes the
// context current on.
//
// How a frame goes:
// 1. Encode (`FrameEncoder`): every command becomes an instance record in a batch —
//    layers (background, contents, border), gradients, shape masks, group composites,
//    blur passes — with target switches for offscreen groups; images, shape rasters and
//    gradient ramps are uploaded only when new (`TextureCache`, `GradientRamps`).
// 2. Replay (`FrameReplay`): the records go up in one upload, clip regions in another,
//    and each batch is one instanced draw.
//
// Pixels match the CPU renderer because the fragment shaders evaluate its formulas: each
// fragment finds its point of the layer's plane through the item's inverse homography
// (perspective-correct by construction, exactly as the CPU's per-pixel inverse), and the
// coverage of the rounded rectangle and of every clip region is the CPU's box-filtered
// edge area through the local Jacobian; contents are sampled with the CPU's 8-bit
// bilinear weights, `.trilinear` minification through the same mip levels (LaminaRaster's
// `MipChain`, uploaded level by level) and level of detail, gradients from the same
// lookup tables, shapes from the same rasters, shadows with the same kernels.
//
// Text layers arrive as contents (they draw their own backing stores, as on Apple
// platforms).

/// Draws RenderLists with OpenGL into a `GLContext`. Reuse one backend for every frame:
/// its programs, textures, targets and buffers carry over. One `draw` at a time.
package final class GLBackend: RenderBackend {
    /// What the last frame did.
    @dynamicMemberLookup
    package struct Statistics: BackendStatistics, Equatable, Sendable {
        /// Items drawn and culled, groups and shadows (`statistics.itemsDrawn`, …).
        package var prepared = PreparationStatistics()
        /// Batches drawn (a batch of large items is two draw calls: interiors, then fringes).
        package var batches = 0
        package var drawCalls = 0
        package var instances = 0
        /// Uploads into the texture cache so far (cumulative).
        package var textureUploads = 0
        /// Bytes uploaded into the texture cache this frame.
        package var uploadedBytes = 0
        /// Seconds spent encoding the list (CPU) and issuing the draws (CPU, the GPU
        /// running behind).
        package var encodeSeconds: Double = 0
        package var replaySeconds: Double = 0
    }

    package let context: any GLContext
    package private(set) var statistics = Statistics()
    private var resources: Resources?
    /// The texture cache's cumulative upload bytes at the end of the last frame.
    private var uploadedBefore = 0

    /// Draws a frame on the CPU into a bitmap of the framebuffer's size (premultiplied
    /// RGBA8, rows top-down, cleared): the CPU renderer, set by `CARenderer(glContext:)`.
    /// Where a shader does not compile or link, the backend says so once (the file and
    /// line) and from then on draws with it, showing its frames by a framebuffer blit.
    package var softwareRenderer: ((RenderList, PixelBuffer) -> Void)?
    /// Whether frames are drawn by `softwareRenderer` (a shader failed).
    package private(set) var isUsingSoftwareFallback = false
    private var softwareFrame: SoftwareFrameBlit?

    private struct Resources {
        let programs: ProgramLibrary
        let encoder: FrameEncoder
        let replay: FrameReplay
    }

    package init(context: any GLContext) {
        self.context = context
    }

    /// Frees the offscreen context's GL objects (a window's go with its context: making it
    /// current here, on whatever thread drops the backend, could take it from its render
    /// thread; call `releaseResources()` there to free them earlier).
    deinit {
        guard let offscreen = context as? GLOffscreenContext else { return }
        offscreen.whileCurrent { releaseResources() }
    }

    /// Deletes the backend's programs, textures, targets and buffers (the context current);
    /// the next frame makes them again.
    package func releaseResources() {
        softwareFrame?.delete()
        softwareFrame = nil
        guard let resources else { return }
        resources.programs.deleteAll()
        resources.replay.deleteAll()
        resources.encoder.targets.deleteAll()
        resources.encoder.textures.deleteAll()
        resources.encoder.ramps.deleteAll()
        resources.encoder.trackTables.deleteAll()
        resources.encoder.scratch.deleteAll()
        self.resources = nil
        uploadedBefore = 0
    }

    package var pixelWidth: Int { context.pixelWidth }
    package var pixelHeight: Int { context.pixelHeight }
    package var scale: CGFloat { context.scale }

    package var counters: BackendCounters {
        var c = BackendCounters()
        c.drawCalls = statistics.drawCalls
        c.instances = statistics.instances
        c.textureBytes = textureBytes
        c.offscreenPasses = statistics.prepared.groups
        c.uploadedBytes = statistics.uploadedBytes
        return c
    }

    /// Bytes of GPU memory the backend holds in textures and buffers.
    package var textureBytes: Int {
        guard let r = resources else { return 0 }
        return r.encoder.textures.bytes + r.encoder.targets.bytes + r.encoder.ramps.bytes + r.encoder.trackTables.bytes + r.replay.bytes
    }

    /// The texture cache (tests look at what it holds).
    var textureCache: TextureCache? { resources?.encoder.textures }

    /// Bytes the texture cache holds (images and shape textures; atlas pages count
    /// whole), which `textureBudgetBytes` bounds beyond the current frame's; 0 before
    /// the first frame. Soak runs watch it for growth.
    package var textureCacheBytes: Int { resources?.encoder.textures.bytes ?? 0 }

    /// Bytes of images and shape textures the cache keeps (LRU beyond it, at the end of a
    /// frame; what the current frame draws is never evicted). 256 MB unless set.
    package var textureBudgetBytes = 256 << 20 {
        didSet { resources?.encoder.textures.budgetBytes = textureBudgetBytes }
    }

    /// Draws `list` into the context's framebuffer (cleared to transparent first).
    package func draw(_ list: RenderList) {
        do {
            try context.makeCurrent()
        } catch {
            return LaminaDiagnostics.report(.invalidArgument, "GLBackend: \(error)")
        }
        let width = context.pixelWidth, height = context.pixelHeight
        guard width > 0, height > 0 else { return }
        if isUsingSoftwareFallback { return drawInSoftware(list, width: width, height: height) }
        guard let r = prepare() else { return }
        r.encoder.ops.maxInstancesPerBatch = max(1, r.replay.maxTexels / RecordStride.contents)
        let start = DispatchTime.now().uptimeNanoseconds
        r.encoder.encode(list, framebuffer: GLuint(context.framebuffer), width: width, height: height)
        let encoded = DispatchTime.now().uptimeNanoseconds
        r.replay.replay(r.encoder.ops, clipWords: r.encoder.clipWords, targets: r.encoder.targets.targets, programs: r.programs,
                        showsBatches: list.showsBatches)
        r.encoder.endFrame()
        if softwareRenderer != nil, let failure = r.programs.firstFailure {
            isUsingSoftwareFallback = true
            LaminaDiagnostics.report(.renderingFallback, "GLBackend: \(failure)\nOpenGL cannot draw this frame; "
                + "drawing with the CPU renderer from now on")
            return drawInSoftware(list, width: width, height: height)
        }
        let replayed = DispatchTime.now().uptimeNanoseconds
        let uploaded = r.encoder.textures.uploadedBytes
        defer { uploadedBefore = uploaded }
        statistics = Statistics(prepared: r.encoder.statistics, batches: r.encoder.ops.batchCount,
                                drawCalls: r.replay.drawCalls,
                                instances: r.replay.instances, textureUploads: r.encoder.textures.uploads,
                                uploadedBytes: uploaded - uploadedBefore,
                                encodeSeconds: Double(encoded - start) / 1e9, replaySeconds: Double(replayed - encoded) / 1e9)
    }

    /// The frame drawn by `softwareRenderer`, blitted into the context's framebuffer.
    private func drawInSoftware(_ list: RenderList, width: Int, height: Int) {
        guard let softwareRenderer else { return }
        let blit = softwareFrame ?? SoftwareFrameBlit()
        softwareFrame = blit
        let frame = blit.frame(width: width, height: height)
        softwareRenderer(list, frame)
        blit.show(in: GLuint(context.framebuffer))
        statistics = Statistics(drawCalls: 1)
    }

    /// Programs and buffers, made on the first frame (programs compile as frames need them).
    private func prepare() -> Resources? {
        if let resources { return resources }
        let made = Resources(programs: ProgramLibrary(), encoder: FrameEncoder(), replay: FrameReplay())
        made.programs.reportsFailures = softwareRenderer == nil
        made.encoder.textures.budgetBytes = textureBudgetBytes
        resources = made
        return made
    }
}
