import CEpoxy
import Foundation

// Phase 1 of a GL frame. Input: a RenderList; output: `FrameOps` (target switches and
// batched draws, their instance records), the frame's clip records, and the textures the
// draws need (uploaded now, only when new). Runs on the thread that draws, the context
// current; issues no draw call (phase 2, `FrameReplay`, does).
//
// Frame preparation (LaminaRenderList, shared with the CPU renderer) walks the list and
// decides everything: what is culled, where each item lands, how groups and shadows are
// sized, its colours, contents mapping, gradient table and shape raster. The encoder
// receives its records and writes each as one instance record in the batch its key and
// its screen box allow (`FrameOps.batch(for:box:)`), with a target switch wherever the
// surface changes.

/// Turns RenderLists into frame ops; keeps the caches that outlive a frame.
final class FrameEncoder: PreparedFrameSink {
    let ops = FrameOps()
    let targets = RenderTargetPool()
    let textures = TextureCache()
    let ramps = GradientRamps()
    let trackTables = TrackTables()
    /// Whether the context's shaders time late copies and tint copies in double precision
    /// (read once, while the first frame is encoded).
    lazy var hasExactShaderDoubles: Bool = glHasExactShaderDoubles()
    let scratch = ScratchTextures()
    let preparation = FramePreparation()
    /// The frame's clip regions, 5 texels each (see common.glsl).
    var clipWords: [UInt32] = []
    /// What frame preparation counted, the items the encoder had to drop counted as culled.
    var statistics = PreparationStatistics()
    /// The pool target of each of the frame's surfaces (surface 0: the framebuffer).
    var surfaces: [Int] = []
    /// Items frame preparation handed over that could not be drawn (a texture refused).
    private var dropped = 0
    private var framebuffer: GLuint = 0
    /// Reused storage for rasterized shadow paths.
    var maskScratch: [UInt8] = []

    /// Encodes `list` for a target of `width` × `height` (framebuffer `framebuffer`).
    func encode(_ list: RenderList, framebuffer: GLuint, width: Int, height: Int) {
        self.framebuffer = framebuffer
        dropped = 0
        ops.reset()
        textures.beginFrame()
        ramps.beginFrame()
        trackTables.beginFrame()
        scratch.beginFrame()
        preparation.prepare(list, width: width, height: height, into: self)
        statistics = preparation.statistics.dropping(dropped)
    }

    /// Releases the frame's targets and lets the caches drop what went unused (after the
    /// frame's draws were issued).
    func endFrame() {
        targets.endFrame()
        textures.endFrame()
        ramps.endFrame()
        trackTables.endFrame()
        preparation.endFrame()
    }

    /// A prepared item that cannot be drawn after all.
    func drop() { dropped += 1 }

    // MARK: PreparedFrameSink

    func beginFrame(width: Int, height: Int, clips: [PreparedClip]) {
        targets.beginFrame(framebuffer: framebuffer, width: width, height: height)
        encodeClips(clips)
        surfaces.removeAll(keepingCapacity: true)
        surfaces.append(0)
        ops.bind(target: 0, clear: true)
    }

    func beginGroup(_ group: PreparedGroup) {
        let content = targets.acquire(group.rect, format: .rgba8)
        surfaces.append(content)
        if group.mask >= 0 { surfaces.append(targets.acquire(group.rect, format: .rgba8)) }
        assert(surfaces.count - 1 == max(group.content, group.mask), "surfaces are numbered as groups begin")
        ops.bind(target: content, clear: true)
    }

    func beginMask(_ group: PreparedGroup) {
        ops.bind(target: surfaces[group.mask], clear: true)
    }

    func endMask(_ group: PreparedGroup) {
        ops.bind(target: surfaces[group.content], clear: false)
    }
}

extension ScreenBox {
    /// The box of a rectangle of target pixels.
    init(_ r: PixelRect) {
        self.init(minX: Float(r.minX), minY: Float(r.minY), maxX: Float(r.maxX), maxY: Float(r.maxY))
    }
}
