import CEpoxy
import Foundation

// Phase 1 of a GL frame. Input: a RenderList; output: `FrameOps` (target switches and
// batched draws, their instance records), the frame's clip records, and the textures the
// draws need (uploaded now, only when new). Runs on the thread that draws, the context
// current; issues no draw call (phase 2, `FrameReplay`, does).
//
// It walks the commands as the CPU's frame planner does: items that cannot show are
// dropped with the same tests, groups get offscreen targets sized like the CPU's group
// buffers, shadows and masks follow the same recipe. Every item becomes one instance
// record in the batch its key and its screen box allow (`FrameOps.batch(for:box:)`).
// Malformed streams (an `endGroup` without a group, a mask outside a group, unclosed
// groups) are reported once and repaired, as the CPU renderer does.

/// What the encoder counted in a frame.
struct EncoderStatistics {
    var itemsDrawn = 0
    var itemsCulled = 0
    var groups = 0
    var shadows = 0
}

/// Turns RenderLists into frame ops; keeps the caches that outlive a frame.
final class FrameEncoder {
    let ops = FrameOps()
    let targets = RenderTargetPool()
    let textures = TextureCache()
    let ramps = GradientRamps()
    let shapeCache = ShapeCache()
    let scratch = ScratchTextures()
    /// The frame's clip regions, 5 texels each (see common.glsl).
    var clipWords: [UInt32] = []
    var clipCount = 0
    var statistics = EncoderStatistics()
    private(set) var frame = 0

    /// Where the walk is: the group being built and the target its commands draw into.
    struct Level {
        var group: Int
        var target: Int
        var relevant: PixelRect
        var inMask: Bool
        var maskDone: Bool
    }
    var stack: [Level] = []
    var groups: [GroupPlan] = []
    /// Reused storage for blur kernels, rasterized shadow paths and clip chains.
    var kernelScratch: [Float] = []
    var maskScratch: [UInt8] = []
    var parents: [Int32] = []
    var broken: [Bool] = []

    /// Encodes `list` for a target of `width` × `height` (framebuffer `framebuffer`).
    func encode(_ list: RenderList, framebuffer: GLuint, width: Int, height: Int) {
        frame += 1
        statistics = EncoderStatistics()
        ops.reset()
        targets.beginFrame(framebuffer: framebuffer, width: width, height: height)
        textures.beginFrame()
        ramps.beginFrame()
        scratch.beginFrame()
        groups.removeAll(keepingCapacity: true)
        encodeClips(list.clips)
        let main = PixelRect(x: 0, y: 0, width: width, height: height)
        ops.bind(target: 0, clear: true)
        stack.removeAll(keepingCapacity: true)
        stack.append(Level(group: -1, target: 0, relevant: main, inMask: false, maskDone: false))
        var skipping = 0
        for command in list.commands {
            if skipping > 0 {
                if case .beginGroup = command { skipping += 1 }
                if case .endGroup = command { skipping -= 1 }
                continue
            }
            let level = stack[stack.count - 1]
            switch command {
            case .layer(let item):
                encodeLayer(item, level: level)
            case .shape(let item):
                encodeShape(item, level: level)
            case .gradient(let item):
                encodeGradient(item, level: level)
            case .beginGroup(let group):
                if let next = beginGroup(group, parent: level) {
                    stack.append(next)
                } else {
                    skipping = 1
                }
            case .beginMask:
                guard level.group >= 0, groups[level.group].mask >= 0, !level.inMask, !level.maskDone else {
                    LaminaDiagnostics.report(.invalidArgument, "GLBackend: beginMask outside a masked group, or twice; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = true
                stack[stack.count - 1].target = groups[level.group].mask
                ops.bind(target: groups[level.group].mask, clear: true)
            case .endMask:
                guard level.inMask else {
                    LaminaDiagnostics.report(.invalidArgument, "GLBackend: endMask without beginMask; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = false
                stack[stack.count - 1].maskDone = true
                stack[stack.count - 1].target = groups[level.group].content
                ops.bind(target: groups[level.group].content, clear: false)
            case .endGroup:
                guard stack.count > 1 else {
                    LaminaDiagnostics.report(.invalidArgument, "GLBackend: endGroup without beginGroup; ignored")
                    continue
                }
                stack.removeLast()
                endGroup(level.group, parent: stack[stack.count - 1])
            case .beginInstances, .endInstances:
                // Copies are listed one after another; batching draws a run of identical
                // copies as one instanced draw by itself.
                break
            }
        }
        if stack.count > 1 {
            LaminaDiagnostics.report(.invalidArgument, "GLBackend: \(stack.count - 1) group(s) not closed; closed at the end of the frame")
            while stack.count > 1 {
                let level = stack.removeLast()
                endGroup(level.group, parent: stack[stack.count - 1])
            }
        }
    }

    /// Releases the frame's targets and lets the caches drop what went unused (after the
    /// frame's draws were issued).
    func endFrame() {
        targets.endFrame()
        textures.endFrame()
        ramps.endFrame()
        shapeCache.evict(before: frame)
    }
}
