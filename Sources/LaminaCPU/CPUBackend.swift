import Foundation

// # The CPU compositor
//
// Input: a `RenderList` (plain data, painter's order, DESIGN.md "Rendering") and a target
// `PixelBuffer` (premultiplied RGBA8, rows top-down). Output: the list drawn source-over
// into the target. `draw` runs on the caller's thread and fans the rows out to the cores.
//
// How a frame goes:
// 1. Plan (`FramePlanner`, caller's thread). Frame preparation (LaminaRenderList, shared
//    with OpenGL) hands over every visible item with its plane mapping, its outline
//    projected into the target, its pixel bounds, clip chain and surface, its colours
//    premultiplied, its contents mapped, its shape rasterized and its gradient's table;
//    the planner makes each a row scanner and gives every group surface a buffer from a
//    pool that survives the frame.
// 2. Draw in bands (`FrameExecutor`). The rows are split into bands of 16 (a band of a
//    720p target stays in a core's L2 cache); one worker per core takes bands in turn;
//    each band runs every op on its own rows, so bands never write the same memory and
//    need no locks. A group is drawn into its buffer row by row like any target, and
//    composited when its `endGroup` comes.
// 3. Barriers. A shadow blurs across rows, so at a shadowed group's `endGroup` every band
//    stops, the group's alpha (or its `shadowPath`) is blurred (its rows again spread over
//    the cores), and the bands resume.
//
// Per row, an item costs its anti-aliased fringe plus a blend. Coverage is analytic: the
// layer's rounded rectangle is tested in its own plane through the inverse homography,
// each edge's distance and direction taken to the screen through the local Jacobian and
// turned into the exact area of the pixel it cuts (`EdgeRamp`), so edges stay one pixel
// soft under any rotation or perspective, and clips are exact the same way. For each row
// the columns that can be touched and those certainly covered are computed in closed
// form (affine) or from the projected outline (perspective); only the pixels between are
// evaluated, and the covered run goes to constant-colour or row-copy kernels
// (`SpanBlending`) working on packed 32-bit pixels with 8-bit arithmetic, branch-free, so
// they vectorize. Nothing is allocated per pixel or per row; scratch rows, offscreen
// buffers, rasterized shapes and gradient tables are reused from frame to frame.
//
// Text layers arrive as contents (they draw their own backing stores, as on Apple
// platforms). `CALayerCornerCurve.continuous` corners are drawn circular.

/// Draws RenderLists into pixel buffers on the CPU. Reuse one backend for every frame of
/// a scene: its buffers, rasterized shapes and gradient tables carry over. Not thread-safe:
/// one `draw` at a time (each draw uses every core by itself).
package final class CPUBackend {
    /// What the last frame did.
    @dynamicMemberLookup
    package struct Statistics: BackendStatistics, Equatable, Sendable {
        /// Items drawn and culled, groups and shadows (`statistics.itemsDrawn`, …).
        package var prepared = PreparationStatistics()
        /// Shape rasterizations reused from the cache / made this frame (cumulative).
        package var shapeCacheHits = 0
        package var shapeCacheMisses = 0
        /// Horizontal bands the rows were split into.
        package var bands = 0
        /// Wall-clock time of the whole `draw`, and of its planning phase, in seconds.
        package var frameTime: Double = 0
        package var planTime: Double = 0
    }

    /// The last frame's statistics.
    package private(set) var statistics = Statistics()

    /// The last frame's counters: its offscreen passes and bands (it makes no draw calls
    /// and uploads nothing).
    package var counters: BackendCounters {
        var c = BackendCounters()
        c.offscreenPasses = statistics.prepared.groups
        c.bands = statistics.bands
        return c
    }
    /// Cores the rows are spread over.
    package let threadCount: Int

    private let planner = FramePlanner()
    private var scratches: [BandScratch] = []

    /// A backend drawing on `threadCount` cores (all of them by default).
    package init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.threadCount = max(1, threadCount)
        planner.threadCount = self.threadCount
    }

    /// Draws `list` source-over into `target` (the target is not cleared first). The
    /// list's transforms map to `target`'s pixels; anything outside it is cut off.
    package func draw(_ list: RenderList, into target: PixelBuffer) {
        let start = DispatchTime.now().uptimeNanoseconds
        planner.plan(list, target: target)
        let planned = DispatchTime.now().uptimeNanoseconds
        let plan = planner.plan
        let rows = plan.rowMax - plan.rowMin
        let bandCount = rows <= 0 ? 0 : max(1, (rows + Self.bandHeight - 1) / Self.bandHeight)
        prepareScratch(workers: min(threadCount, bandCount), width: plan.maxTargetWidth)
        if bandCount > 0, !plan.ops.isEmpty {
            execute(plan, bands: bandCount)
            if list.showsBatches { BandTints.apply(to: target, rows: plan.rowMin..<plan.rowMax, bands: bandCount) }
        }
        planner.endFrame()
        let end = DispatchTime.now().uptimeNanoseconds
        statistics = Statistics(prepared: planner.preparation.statistics, shapeCacheHits: planner.shapeCache.hits,
                                shapeCacheMisses: planner.shapeCache.misses, bands: bandCount,
                                frameTime: Double(end - start) / 1e9, planTime: Double(planned - start) / 1e9)
    }

    /// Rows per band: 16 rows of a 1280-pixel target are 80 KB, which stay in the core's
    /// L2 cache while every item crossing the band is drawn into them.
    static let bandHeight = 16

    /// Makes sure there is one scratch per worker, each `width` pixels wide.
    private func prepareScratch(workers: Int, width: Int) {
        if let first = scratches.first, first.capacity < width { scratches.removeAll() }
        while scratches.count < workers { scratches.append(BandScratch(capacity: max(width, 256))) }
    }

    /// Runs the ops band by band, stopping at each shadow barrier.
    private func execute(_ plan: FramePlan, bands: Int) {
        plan.withBuffers { buffers in
            FrameExecutor(plan: plan, buffers: buffers, scratches: scratches, threads: threadCount, bands: bands).run()
        }
    }
}
