import CEpoxy
import Foundation

// Offscreen groups (group opacity, masks, shadows): the group's records draw into a
// target of its own, placed and sized as frame preparation sized its surface (the CPU
// renderer's group buffer); a mask draws into a second target; at `endGroup` the
// shadow's source (the group's alpha, or its `shadowPath` mask) is blurred in two passes
// with preparation's kernels into a float plane, and one composite draw puts group,
// shadow, mask, opacity and clip into the parent. A group with a mesh is drawn into its
// parent through the mesh instead: one instanced draw of its cells (mesh.vert).

extension FrameEncoder {
    func endGroup(_ g: PreparedGroup) {
        let frameTargets = targets.targets
        let content = surfaces[g.content]
        var shadowTexture: GLuint = 0
        var plane = PixelRect.zero
        if let s = g.shadow {
            let source: (texture: GLuint, rect: PixelRect, support: PixelRect, kind: UInt32)
            if s.hasPath {
                source = (shadowPathTexture(s), s.rect, s.pathMask.map { $0.bounds.intersection(s.rect) } ?? .zero, 2)
            } else {
                source = (frameTargets[content].texture, g.rect, g.rect, 0)
            }
            // The composite reads the blurred plane only where it lands in the parent; the
            // vertical pass fills just those pixels, and the horizontal pass their columns
            // within the vertical kernel's reach (a blur 767 px wide over a 40 px target
            // is 40 × 1,575 pixels of the first pass, not 1,580 × 1,577 of each).
            let read = g.composite.offsetBy(-s.geometry.offsetX, -s.geometry.offsetY).intersection(s.rect)
            let spread = PixelRect(minX: read.minX, minY: read.minY - s.kernels.reachY,
                                   maxX: read.maxX, maxY: read.maxY + s.kernels.reachY).intersection(s.rect)
            let horizontal = targets.acquire(s.rect, format: .r32f)
            let vertical = targets.acquire(s.rect, format: .r32f)
            if !read.isEmpty {
                ops.bind(target: horizontal, clear: false)
                appendBlur(into: spread, source: source.texture, sourceRect: source.rect, support: source.support,
                           kind: source.kind, kernel: kernelTexture(s.kernels.x, reach: s.kernels.reachX), step: (1, 0))
                ops.bind(target: vertical, clear: false)
                // The first pass blurs along rows: only the source's rows can hold anything.
                let rows = PixelRect(minX: spread.minX, minY: max(spread.minY, source.support.minY),
                                     maxX: spread.maxX, maxY: min(spread.maxY, source.support.maxY))
                appendBlur(into: read, source: targets.targets[horizontal].texture, sourceRect: s.rect, support: rows,
                           kind: 1, kernel: kernelTexture(s.kernels.y, reach: s.kernels.reachY), step: (0, 1))
            }
            shadowTexture = targets.targets[vertical].texture
            plane = s.rect.offsetBy(s.geometry.offsetX, s.geometry.offsetY)
        }
        ops.bind(target: surfaces[g.parent], clear: false)
        guard !g.composite.isEmpty else { return }
        if let mesh = g.mesh { return appendMesh(mesh, group: g, picture: frameTargets[content].texture) }
        let maskTexture = g.mask >= 0 ? targets.targets[surfaces[g.mask]].texture : 0
        let key = BatchKey(program: .composite, clipped: g.clip >= 0, texture0: targets.targets[content].texture,
                           texture1: maskTexture, texture2: shadowTexture, blends: true, adds: g.isAdditive, isUnique: true)
        let c = g.composite
        let batch = ops.batch(for: key, box: ScreenBox(c))
        batch.words.appendPixelRect(c)
        batch.words.appendTexel(Float(g.rect.minX), Float(g.rect.minY), Float(g.rect.width), Float(g.rect.height))
        batch.words.append(float: g.opacity)
        batch.words.append(UInt32(bitPattern: g.clip + 1))
        batch.words.append((g.mask >= 0 ? 1 : 0) | (g.shadow != nil ? 2 : 0))
        batch.words.append(g.shadow?.color ?? 0)
        batch.words.appendTexel(Float(plane.minX), Float(plane.minY), Float(plane.width), Float(plane.height))
        batch.instances += 1
    }

    /// A mesh group's cells, one instance each (cells with a vertex behind the eye are
    /// left out, as on the CPU).
    private func appendMesh(_ mesh: TexturedMesh, group g: PreparedGroup, picture: GLuint) {
        guard mesh.isValid else { return }
        let key = BatchKey(program: .mesh, clipped: g.clip >= 0, texture0: picture, blends: true, adds: g.isAdditive,
                           isUnique: true)
        let batch = ops.batch(for: key, box: ScreenBox(g.composite))
        let r = g.rect
        func corner(_ c: MeshVertex) {
            batch.words.appendTexel(c.x, c.y, c.w, c.u)
            batch.words.appendTexel(c.v, c.shade, c.wash, 0)
        }
        mesh.vertices.withUnsafeBufferPointer { v in
            let columns = mesh.columns
            for row in 0..<(mesh.rows - 1) {
                for column in 0..<(columns - 1) {
                    let k = row * columns + column
                    let corners = (v[k], v[k + 1], v[k + columns], v[k + columns + 1])
                    guard corners.0.isDrawable, corners.1.isDrawable, corners.2.isDrawable, corners.3.isDrawable else {
                        continue
                    }
                    batch.words.appendTexel(Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
                    batch.words.append(float: g.opacity)
                    batch.words.append(UInt32(bitPattern: g.clip + 1))
                    batch.words.append(0)
                    batch.words.append(0)
                    corner(corners.0); corner(corners.1); corner(corners.2); corner(corners.3)
                    batch.instances += 1
                }
            }
        }
    }

    /// One blur pass over `rect` (blending off: it writes every pixel of its target) from
    /// `source`, a texture of `sourceRect` that is 0 outside `support`.
    private func appendBlur(into rect: PixelRect, source: GLuint, sourceRect: PixelRect, support: PixelRect, kind: UInt32,
                            kernel: (texture: GLuint, reach: Int), step: (Float, Float)) {
        let key = BatchKey(program: .blur, texture0: source, texture1: kernel.texture, blends: false, isUnique: true)
        let batch = ops.batch(for: key, box: ScreenBox(rect))
        batch.words.appendPixelRect(rect)
        batch.words.appendTexel(Float(sourceRect.minX), Float(sourceRect.minY), Float(sourceRect.width), Float(sourceRect.height))
        batch.words.append(float: step.0)
        batch.words.append(float: step.1)
        batch.words.append(UInt32(kernel.reach))
        batch.words.append(kind)
        batch.words.appendTexel(Float(support.minX), Float(support.minY), Float(support.width), Float(support.height))
        batch.instances += 1
    }

    /// A blur kernel as a one-row float texture.
    private func kernelTexture(_ weights: [Float], reach: Int) -> (texture: GLuint, reach: Int) {
        let texture = weights.withUnsafeBufferPointer { scratch.floats($0, width: 2 * reach + 1, height: 1) }
        return (texture, reach)
    }

    /// The shadow path's mask over the shadow's rectangle as an 8-bit texture (rows
    /// top-down): the source the CPU's ShadowRenderer blurs.
    private func shadowPathTexture(_ shadow: PreparedShadow) -> GLuint {
        let rect = shadow.rect
        let count = rect.width * rect.height
        if maskScratch.count < count { maskScratch = [UInt8](repeating: 0, count: count) }
        maskScratch.withUnsafeMutableBufferPointer { out in
            out.baseAddress!.update(repeating: 0, count: count)
            guard let mask = shadow.pathMask else { return }
            // The mask may lie wholly outside the shadow's rectangle (an empty range).
            let top = max(mask.bounds.minY, rect.minY), bottom = min(mask.bounds.maxY, rect.maxY)
            guard top < bottom else { return }
            for y in top..<bottom {
                let coverage = mask.row(y) - mask.bounds.x
                let row = out.baseAddress! + (y - rect.minY) * rect.width - rect.minX
                for x in mask.span(ofRow: y) where x >= rect.minX && x < rect.maxX { row[x] = coverage[x] }
            }
        }
        return maskScratch.withUnsafeBufferPointer { scratch.bytes($0, width: rect.width, height: rect.height) }
    }
}
