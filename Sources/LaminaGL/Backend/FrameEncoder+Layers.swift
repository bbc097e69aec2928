import Foundation

// Layers and gradient layers as plane items: the record's homographies and shape, the
// fringe margin and interior (`planeExtent`), and the program's own texels — packed
// premultiplied colours and border width for layers (plus contents), the parameter's
// geometry and ramp row for gradients. Items that cannot show are dropped with the CPU
// renderer's tests; the screen box lets batches be joined out of order where nothing
// overlaps.

extension FrameEncoder {
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
            let key = BatchKey(program: contents.sampling == 2 ? .mipmappedContents : .contents, clipped: p.clip >= 0,
                               texture0: contents.texture)
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
        let g = GradientGeometry(item)
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
        batch.words.append(float: Float(g.startAngle))
        batch.words.appendTexel(Float(g.start.x), Float(g.start.y), Float(g.k.x), Float(g.k.y))
        batch.words.appendTexel(Float(g.radii.x), Float(g.radii.y), 0, 0)
        batch.instances += 1
    }
}
