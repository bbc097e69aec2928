import CEpoxy
import Foundation
import LaminaRaster

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
    var textItemsSkipped = 0
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
    private(set) var clipWords: [UInt32] = []
    private(set) var clipCount = 0
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
    /// Reused storage for blur kernels and rasterized shadow paths.
    var kernelScratch: [Float] = []
    var maskScratch: [UInt8] = []

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
            case .text:
                statistics.textItemsSkipped += 1
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

    // MARK: Clips

    /// Clip regions as records: the inverse homography, the shape, the parent + 1. A
    /// region that shows nothing (singular, empty) has `valid` 0; cycles and bad parents
    /// are cut as the CPU renderer cuts them.
    private func encodeClips(_ regions: [ClipRegion]) {
        clipWords.removeAll(keepingCapacity: true)
        clipCount = regions.count
        var parents = regions.map { $0.parent }
        for i in parents.indices where parents[i] < -1 || parents[i] >= Int32(regions.count) {
            LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip parent \(parents[i]) out of range; treated as none")
            parents[i] = -1
        }
        var broken = [Bool](repeating: false, count: regions.count)
        for i in parents.indices {
            var p = parents[i], steps = 0
            while p >= 0 {
                steps += 1
                if steps > regions.count {
                    LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip regions form a cycle; clipped away")
                    broken[i] = true
                    parents[i] = -1
                    break
                }
                p = parents[Int(p)]
            }
        }
        for (i, region) in regions.enumerated() {
            let shape = PlaneShape(region.shape)
            let mapping = PlaneMapping(transform: region.transform)
            let valid: UInt32 = (mapping != nil && !shape.isEmpty && !broken[i]) ? 1 : 0
            let m = mapping ?? PlaneMapping(transform: CATransform3DIdentity)!
            clipWords.appendTexel(Float(m.ux), Float(m.uy), Float(m.u0), 0)
            clipWords[clipWords.count - 1] = valid
            clipWords.appendTexel(Float(m.vx), Float(m.vy), Float(m.v0), 0)
            clipWords[clipWords.count - 1] = UInt32(bitPattern: parents[i] + 1)
            clipWords.appendTexel(Float(m.qx), Float(m.qy), Float(m.q0), 0)
            clipWords.appendTexel(shape.minX, shape.minY, shape.maxX, shape.maxY)
            clipWords.appendTexel(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        }
    }

    /// Whether `clip` names a region (−1 or in range); out of range is reported and the
    /// item dropped, as the CPU renderer does.
    func clipIsUsable(_ clip: Int32) -> Bool {
        if clip < -1 || clip >= Int32(clipCount) {
            LaminaDiagnostics.report(.invalidArgument, "GLBackend: clip index \(clip) out of range; item dropped")
            return false
        }
        return true
    }

    // MARK: Screen boxes

    /// The target pixels `rect` of a plane can touch through `transform`, grown for the
    /// anti-aliasing fringe, cut to `limit`; nil when nothing of it is in front of the eye.
    func screenBox(_ rect: CGRect, _ t: CATransform3D, limit: PixelRect) -> ScreenBox? {
        let r = rect.standardized
        var box = ScreenBox.empty
        var behind = 0
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? r.minX : r.maxX, y = corner & 2 == 0 ? r.minY : r.maxY
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > 0 else { behind += 1; continue }
            let X = (x * t.m11 + y * t.m21 + t.m41) / w, Y = (x * t.m12 + y * t.m22 + t.m42) / w
            guard X.isFinite, Y.isFinite else { behind += 1; continue }
            box.formUnion(ScreenBox(minX: Float(X), minY: Float(Y), maxX: Float(X), maxY: Float(Y)))
        }
        if behind == 4 { return nil }
        let l = ScreenBox(minX: Float(limit.minX), minY: Float(limit.minY), maxX: Float(limit.maxX), maxY: Float(limit.maxY))
        if behind > 0 { return l }
        box = ScreenBox(minX: max(box.minX - 2, l.minX), minY: max(box.minY - 2, l.minY),
                        maxX: min(box.maxX + 2, l.maxX), maxY: min(box.maxY + 2, l.maxY))
        return box.isEmpty ? nil : box
    }

    // MARK: Layers

    func encodeLayer(_ item: LayerItem, level: Level) {
        let p = item.placement
        guard p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0, clipIsUsable(p.clip),
              let mapping = PlaneMapping(transform: p.transform) else { statistics.itemsCulled += 1; return }
        let shape = PlaneShape(item.shape)
        guard !shape.isEmpty, let box = screenBox(item.shape.rect, p.transform, limit: level.relevant) else {
            statistics.itemsCulled += 1
            return
        }
        let background = item.backgroundColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        var borderColor: UInt32 = 0
        let width = Float(item.borderWidth)
        if width > 0, width.isFinite, let color = item.borderColor {
            borderColor = PackedColor.premultiplied(color, tint: p.tint, opacity: p.opacity)
        }
        var contents: PreparedContents?
        if let c = item.contents {
            contents = prepareContents(c, source: c.image, pixels: c.image.pixels, shape: shape,
                                       mapping: mapping, placement: p, transient: false)
        }
        guard background != 0 || borderColor != 0 || contents != nil else { statistics.itemsCulled += 1; return }
        statistics.itemsDrawn += 1
        let inset = borderColor != 0 ? width : 0
        if let contents {
            let d = contents.destination
            let extent = planeExtent(shape, mapping: mapping, inset: inset,
                                     within: PlaneRect(minX: d.0, minY: d.1, maxX: d.2, maxY: d.3))
            let key = BatchKey(program: .contents, clipped: p.clip >= 0, texture0: contents.texture)
            let batch = ops.batch(for: key, box: box, segmented: extent.isSegmented)
            batch.words.appendPlaneHeader(transform: p.transform, mapping: mapping, shape: shape, extent: extent,
                                          kind: 0, clip: p.clip)
            batch.words.append(background)
            batch.words.append(borderColor)
            batch.words.append(float: borderColor != 0 ? width : 0)
            batch.words.append(0)
            contents.append(to: &batch.words)
            batch.instances += 1
        } else {
            let extent = planeExtent(shape, mapping: mapping, inset: inset)
            let batch = ops.batch(for: BatchKey(program: .layer, clipped: p.clip >= 0), box: box, segmented: extent.isSegmented)
            batch.words.appendPlaneHeader(transform: p.transform, mapping: mapping, shape: shape, extent: extent,
                                          kind: 0, clip: p.clip)
            batch.words.append(background)
            batch.words.append(borderColor)
            batch.words.append(float: borderColor != 0 ? width : 0)
            batch.words.append(0)
            batch.instances += 1
        }
    }

    // MARK: Gradients

    func encodeGradient(_ item: GradientItem, level: Level) {
        let p = item.placement
        guard !item.colors.isEmpty, p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0, clipIsUsable(p.clip),
              let row = ramps.row(colors: item.colors, locations: item.locations),
              let mapping = PlaneMapping(transform: p.transform) else {
            statistics.itemsCulled += 1
            return
        }
        let shape = PlaneShape(item.shape)
        guard !shape.isEmpty, let box = screenBox(item.shape.rect, p.transform, limit: level.relevant) else {
            statistics.itemsCulled += 1
            return
        }
        let b = p.bounds
        let sx = Double(b.minX + item.startPoint.x * b.width), sy = Double(b.minY + item.startPoint.y * b.height)
        let ex = Double(b.minX + item.endPoint.x * b.width), ey = Double(b.minY + item.endPoint.y * b.height)
        let dx = ex - sx, dy = ey - sy
        let length2 = dx * dx + dy * dy
        let k = length2 > 0 && length2.isFinite ? (dx / length2, dy / length2) : (0.0, 0.0)
        var rx = abs(dx), ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        if rx == 0 { rx = .infinity; ry = .infinity }
        let kind: UInt32 = item.kind == .axial ? 0 : item.kind == .radial ? 1 : 2
        statistics.itemsDrawn += 1
        let extent = planeExtent(shape, mapping: mapping)
        let key = BatchKey(program: .gradient, clipped: p.clip >= 0, texture0: ramps.texture)
        let batch = ops.batch(for: key, box: box, segmented: extent.isSegmented)
        batch.words.appendPlaneHeader(transform: p.transform, mapping: mapping, shape: shape, extent: extent,
                                      kind: 0, clip: p.clip)
        batch.words.append(kind)
        batch.words.append(PackedColor.modulation(tint: p.tint, opacity: p.opacity))
        batch.words.append(UInt32(row))
        batch.words.append(float: Float(atan2(dy, dx)))
        batch.words.appendTexel(Float(sx), Float(sy), Float(k.0), Float(k.1))
        batch.words.appendTexel(Float(rx), Float(ry), 0, 0)
        batch.instances += 1
    }
}
