import Foundation

// Preparing items: for each layer, gradient and shape command, everything a band needs —
// the inverse homography, the projected outline, the pixel bounds (cut to the target, the
// group and the clip chain), colours premultiplied with opacity and tint, texel mappings,
// gradient ramps, rasterized shapes. Items that cannot show are dropped here.

extension FramePlanner {
    // MARK: Layers

    func prepareLayer(_ item: LayerItem, target: Int, relevant: PixelRect) {
        let p = item.placement
        guard p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0,
              let mapping = PlaneMapping(transform: p.transform) else { plan.culledItems += 1; return }
        let geometry = RoundedRectGeometry(item.shape)
        guard let shape = ProjectedShape(geometry: geometry, mapping: mapping) else { plan.culledItems += 1; return }
        var bounds = shape.bounds.intersection(relevant)
        if let clip = clipBounds(p.clip) { bounds = bounds.intersection(clip) }
        guard !bounds.isEmpty else { plan.culledItems += 1; return }
        let background = item.backgroundColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        var borderColor: UInt32 = 0
        var inner = ProjectedShape.none
        let width = Double(item.borderWidth)
        if width > 0, width.isFinite, let color = item.borderColor {
            borderColor = PackedColor.premultiplied(color, tint: p.tint, opacity: p.opacity)
            if borderColor != 0 {
                let innerGeometry = geometry.inset(by: width)
                if !innerGeometry.isEmpty, let projected = ProjectedShape(geometry: innerGeometry, mapping: mapping) {
                    inner = projected
                }
            }
        }
        let contents = item.contents.flatMap { prepareContents($0, shape: geometry, mapping: mapping, placement: p) }
        guard background != 0 || borderColor != 0 || contents != nil else { plan.culledItems += 1; return }
        var contentsIndex = -1
        if let contents {
            plan.contents.append(contents)
            contentsIndex = plan.contents.count - 1
        }
        plan.layers.append(PreparedLayer(target: target, bounds: bounds, clip: validClip(p.clip), background: background,
                                         borderColor: borderColor, contents: contentsIndex, shape: shape, borderInner: inner))
        plan.append(.layer(plan.layers.count - 1), rows: bounds)
    }

    /// `contents` mapped onto the layer's plane.
    func prepareContents(_ c: ContentsItem, shape: RoundedRectGeometry, mapping: PlaneMapping,
                         placement p: ItemPlacement) -> PreparedContents? {
        let image = c.image.pixels
        guard let m = ContentsMapping(c, width: image.width, height: image.height, shape: shape.rect, mapping: mapping) else {
            return nil
        }
        var destination = ProjectedShape.none
        if !m.coversShape {
            let edges = RoundedRectGeometry(rect: CGRect(x: m.edges.minX, y: m.edges.minY, width: m.edges.maxX - m.edges.minX,
                                                         height: m.edges.maxY - m.edges.minY))
            guard let projected = ProjectedShape(geometry: edges, mapping: mapping) else { return nil }
            destination = projected
        }
        let chain = m.filter == .trilinear && m.minifying ? mipChain(of: c.image) : nil
        let sampler = ContentsSampler(texels: UnsafeRawPointer(image.data).assumingMemoryBound(to: UInt32.self),
                                      width: image.width, height: image.height, stride: image.bytesPerRow / 4,
                                      au: m.au, bu: m.bu, av: m.av, bv: m.bv, ninePart: m.ninePart,
                                      destinationOrigin: (Double(m.destination.minX), Double(m.destination.minY)),
                                      destinationHeight: Double(m.destination.height), isFlipped: m.isFlipped,
                                      sourceTexels: m.sourceTexels, nearest: m.filter == .nearest,
                                      mips: chain.map { UnsafePointer($0.table.baseAddress!) }, mipCount: chain?.levels.count ?? 1)
        return PreparedContents(image: image, mipChain: chain, sampler: sampler, destination: destination, hasDestination: !m.coversShape,
                                opacity: p.opacity, modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity),
                                isTinted: !p.tint.isOpaqueWhite)
    }

    // MARK: Gradients

    func prepareGradient(_ item: GradientItem, target: Int, relevant: PixelRect) {
        let p = item.placement
        guard !item.colors.isEmpty, p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0,
              let table = lookupTable(colors: item.colors, locations: item.locations),
              let mapping = PlaneMapping(transform: p.transform),
              let shape = ProjectedShape(geometry: RoundedRectGeometry(item.shape), mapping: mapping) else {
            plan.culledItems += 1
            return
        }
        var bounds = shape.bounds.intersection(relevant)
        if let clip = clipBounds(p.clip) { bounds = bounds.intersection(clip) }
        guard !bounds.isEmpty else { plan.culledItems += 1; return }
        let g = GradientGeometry(item)
        plan.gradients.append(PreparedGradient(target: target, bounds: bounds, shape: shape, clip: validClip(p.clip),
                                               table: table, kind: item.kind, geometry: g,
                                               modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity)))
        plan.append(.gradient(plan.gradients.count - 1), rows: bounds)
    }

    // MARK: Shapes

    func prepareShape(_ item: ShapeItem, target: Int, relevant: PixelRect) {
        let p = item.placement
        let fillColor = item.fillColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let strokeColor = item.strokeColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let fill = fillColor != 0 ? item.fillPath.flatMap { $0.isEmpty || !$0.allPointsFinite ? nil : $0 } : nil
        let stroke = strokeColor != 0 ? item.strokeOutline.flatMap { $0.isEmpty || !$0.allPointsFinite ? nil : $0 } : nil
        guard fill != nil || stroke != nil, p.opacity > 0, p.opacity.isFinite else { plan.culledItems += 1; return }
        var visible = relevant
        if let clip = clipBounds(p.clip) { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { plan.culledItems += 1; return }
        let t = p.transform
        if t.m14 == 0, t.m24 == 0, t.m44 != 0, t.isFinite {
            // Affine: rasterize straight into target pixels.
            let k = 1 / t.m44
            let affine = CGAffineTransform(a: t.m11 * k, b: t.m12 * k, c: t.m21 * k, d: t.m22 * k, tx: t.m41 * k, ty: t.m42 * k)
            var area = CGRect.null
            if let fill { area = area.union(PathLines.controlBounds(fill, transform: affine)) }
            if let stroke { area = area.union(PathLines.controlBounds(stroke, transform: affine)) }
            let rect = PixelRect(covering: area).expanded(by: 1).intersection(visible)
            guard !rect.isEmpty else { plan.culledItems += 1; return }
            let raster = shapeCache.raster(for: item, fill: fill, stroke: stroke, transform: affine, rect: rect, frame: frame)
            guard raster.fill != nil || raster.stroke != nil else { plan.culledItems += 1; return }
            plan.shapes.append(PreparedShape(target: target, bounds: rect, clip: validClip(p.clip), raster: raster,
                                             fillColor: fillColor, strokeColor: strokeColor))
            plan.append(.shape(plan.shapes.count - 1), rows: rect)
            return
        }
        // Perspective: rasterize in the layer's plane at the scale it is seen at, then draw
        // that texture like contents (its opacity and tint applied when drawn).
        guard let mapping = PlaneMapping(transform: t) else { plan.culledItems += 1; return }
        guard let texture = shapeCache.texture(for: item, fill: fill, stroke: stroke, seenThrough: mapping, frame: frame) else {
            plan.culledItems += 1
            return
        }
        let contentsItem = ContentsItem(image: CGImage(pixels: texture.pixels), sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                        destinationRect: texture.planeRect, center: CGRect(x: 0, y: 0, width: 1, height: 1),
                                        minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
        let geometry = RoundedRectGeometry(rect: texture.planeRect)
        guard let shape = ProjectedShape(geometry: geometry, mapping: mapping),
              let contents = prepareContents(contentsItem, shape: geometry, mapping: mapping, placement: p) else {
            plan.culledItems += 1
            return
        }
        let bounds = shape.bounds.intersection(visible)
        guard !bounds.isEmpty else { plan.culledItems += 1; return }
        plan.contents.append(contents)
        plan.layers.append(PreparedLayer(target: target, bounds: bounds, clip: validClip(p.clip), background: 0,
                                         borderColor: 0, contents: plan.contents.count - 1, shape: shape, borderInner: .none))
        plan.append(.layer(plan.layers.count - 1), rows: bounds)
    }
}
