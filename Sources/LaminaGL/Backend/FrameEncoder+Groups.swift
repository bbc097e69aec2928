import CEpoxy
import Foundation

// Offscreen groups (group opacity, masks, shadows): the group's commands draw into a
// target of its own, sized and placed like the CPU renderer's group buffer (its pixel
// bounds, cut to what can still reach the visible parent, widened by its shadow's
// reach); a mask draws into a second target; at `endGroup` the shadow's source (the
// group's alpha, or its `shadowPath` rasterized on the CPU) is blurred in two passes
// into a float plane with the CPU's kernel, and one composite draw puts group, shadow,
// mask, opacity and clip into the parent.

/// A shadow as planned at `beginGroup`.
struct ShadowPlan {
    /// Where it falls and how it is blurred (as the CPU renderer works it out).
    var geometry: ShadowGeometry
    /// The blurred plane's pixels (before the offset).
    var rect: PixelRect
}

/// A group as planned at `beginGroup`.
struct GroupPlan {
    var content: Int
    var mask: Int
    var rect: PixelRect
    var opacity: Float
    var clip: Int32
    var shadow: ShadowPlan?
    /// The pixels the composite can touch in the parent.
    var composite: PixelRect
    /// Added to the parent instead of drawn over it.
    var isAdditive: Bool
}

extension FrameEncoder {
    func beginGroup(_ group: GroupItem, parent: Level) -> Level? {
        guard group.opacity > 0, group.opacity.isFinite, clipIsUsable(group.clip) else {
            statistics.itemsCulled += 1
            return nil
        }
        let relevant = targets.targets[parent.target].rect.intersection(parent.relevant)
        let shadowGeometry = ShadowGeometry(group.shadow)
        let contentRelevant = shadowGeometry?.contentRelevant(relevant) ?? relevant
        let rect = PixelRect(covering: group.pixelBounds).intersection(contentRelevant)
        guard !rect.isEmpty else { statistics.itemsCulled += 1; return nil }
        let content = targets.acquire(rect, format: .rgba8)
        let mask = group.hasMask ? targets.acquire(rect, format: .rgba8) : -1
        var composite = rect
        var shadow: ShadowPlan?
        if let geometry = shadowGeometry {
            let shadowRect = geometry.blurRect(content: rect, relevant: relevant)
            if !shadowRect.isEmpty {
                shadow = ShadowPlan(geometry: geometry, rect: shadowRect)
                if !group.hasMask { composite = composite.union(shadowRect.offsetBy(geometry.offsetX, geometry.offsetY)) }
                statistics.shadows += 1
            }
        }
        composite = composite.intersection(relevant)
        groups.append(GroupPlan(content: content, mask: mask, rect: rect, opacity: group.opacity, clip: group.clip,
                                shadow: shadow, composite: composite, isAdditive: group.isAdditive))
        statistics.groups += 1
        ops.bind(target: content, clear: true)
        return Level(group: groups.count - 1, target: content, relevant: rect, inMask: false, maskDone: false)
    }

    func endGroup(_ index: Int, parent: Level) {
        let g = groups[index]
        let frameTargets = targets.targets
        var shadowTexture: GLuint = 0
        var plane = PixelRect.zero
        if let s = g.shadow {
            let source: (texture: GLuint, rect: PixelRect, kind: UInt32)
            let geometry = s.geometry
            if let path = geometry.item.path, !path.isEmpty {
                source = (rasterizeShadowPath(geometry, rect: s.rect), s.rect, 2)
            } else {
                source = (frameTargets[g.content].texture, g.rect, 0)
            }
            let kx = blurKernel(sigma: geometry.sigma, shift: geometry.fractionX)
            let ky = blurKernel(sigma: geometry.sigma, shift: geometry.fractionY)
            let horizontal = targets.acquire(s.rect, format: .r32f)
            let vertical = targets.acquire(s.rect, format: .r32f)
            ops.bind(target: horizontal, clear: false)
            appendBlur(into: s.rect, source: source.texture, sourceRect: source.rect, kind: source.kind,
                       kernel: kx, step: (1, 0))
            ops.bind(target: vertical, clear: false)
            appendBlur(into: s.rect, source: targets.targets[horizontal].texture, sourceRect: s.rect, kind: 1,
                       kernel: ky, step: (0, 1))
            shadowTexture = targets.targets[vertical].texture
            plane = s.rect.offsetBy(geometry.offsetX, geometry.offsetY)
        }
        ops.bind(target: parent.target, clear: false)
        guard !g.composite.isEmpty else { return }
        let maskTexture = g.mask >= 0 ? targets.targets[g.mask].texture : 0
        let key = BatchKey(program: .composite, clipped: g.clip >= 0, texture0: targets.targets[g.content].texture, texture1: maskTexture,
                           texture2: shadowTexture, blends: true, adds: g.isAdditive, isUnique: true)
        let c = g.composite
        let batch = ops.batch(for: key, box: ScreenBox(minX: Float(c.minX), minY: Float(c.minY), maxX: Float(c.maxX), maxY: Float(c.maxY)))
        batch.words.appendPixelRect(c)
        batch.words.appendTexel(Float(g.rect.minX), Float(g.rect.minY), Float(g.rect.width), Float(g.rect.height))
        batch.words.append(float: g.opacity)
        batch.words.append(UInt32(bitPattern: g.clip + 1))
        batch.words.append((g.mask >= 0 ? 1 : 0) | (g.shadow != nil ? 2 : 0))
        batch.words.append(g.shadow?.geometry.color ?? 0)
        batch.words.appendTexel(Float(plane.minX), Float(plane.minY), Float(plane.width), Float(plane.height))
        batch.instances += 1
    }

    /// One blur pass over `rect` (blending off: it writes every pixel of its target).
    private func appendBlur(into rect: PixelRect, source: GLuint, sourceRect: PixelRect, kind: UInt32,
                            kernel: (texture: GLuint, reach: Int), step: (Float, Float)) {
        let key = BatchKey(program: .blur, texture0: source, texture1: kernel.texture, blends: false, isUnique: true)
        let box = ScreenBox(minX: Float(rect.minX), minY: Float(rect.minY), maxX: Float(rect.maxX), maxY: Float(rect.maxY))
        let batch = ops.batch(for: key, box: box)
        batch.words.appendPixelRect(rect)
        batch.words.appendTexel(Float(sourceRect.minX), Float(sourceRect.minY), Float(sourceRect.width), Float(sourceRect.height))
        batch.words.append(float: step.0)
        batch.words.append(float: step.1)
        batch.words.append(UInt32(kernel.reach))
        batch.words.append(kind)
        batch.instances += 1
    }

    /// The CPU's blur kernel for σ and a sub-pixel shift, as a one-row float texture.
    private func blurKernel(sigma: Double, shift: Double) -> (texture: GLuint, reach: Int) {
        let reach = BlurKernel.weights(sigma: sigma, shift: shift, into: &kernelScratch)
        let texture = kernelScratch.withUnsafeBufferPointer { scratch.floats($0, width: 2 * reach + 1, height: 1) }
        return (texture, reach)
    }

    /// `shadowPath` filled (non-zero) in target pixels over `rect`, as an 8-bit texture
    /// (rows top-down): the mask the CPU's ShadowRenderer blurs.
    private func rasterizeShadowPath(_ geometry: ShadowGeometry, rect: PixelRect) -> GLuint {
        let mask = geometry.pathMask(within: rect, rasterizer: shapeCache.rasterizer)
        let count = rect.width * rect.height
        if maskScratch.count < count { maskScratch = [UInt8](repeating: 0, count: count) }
        maskScratch.withUnsafeMutableBufferPointer { out in
            out.baseAddress!.update(repeating: 0, count: count)
            guard let mask else { return }
            for y in max(mask.bounds.minY, rect.minY)..<min(mask.bounds.maxY, rect.maxY) {
                let coverage = mask.row(y) - mask.bounds.x
                let row = out.baseAddress! + (y - rect.minY) * rect.width - rect.minX
                for x in mask.span(ofRow: y) where x >= rect.minX && x < rect.maxX { row[x] = coverage[x] }
            }
        }
        return maskScratch.withUnsafeBufferPointer { scratch.bytes($0, width: rect.width, height: rect.height) }
    }
}
