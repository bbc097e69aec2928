import Foundation

// Preparing items: for each layer, gradient and shape command, everything a backend
// needs — the plane mapping and the projected outline, the pixel bounds (cut to the
// surface's relevant area and the clip chain), colours premultiplied with opacity and
// tint, the contents' mapping onto the plane, gradient tables, shape rasters. Items that
// cannot show are dropped here, counted as culled.

extension FramePreparation {
    // MARK: Layers

    /// `isAdditive`: the layer is added to what is beneath it (a particle of an
    /// `.additive` emitter) rather than drawn over it.
    func prepareLayer(_ item: LayerItem, on target: DrawTarget, isAdditive: Bool = false, into sink: any PreparedFrameSink) {
        let p = item.placement
        let geometry = RoundedRectGeometry(item.shape)
        guard p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0,
              let plane = place(geometry, p, on: target) else { return countCulled() }
        let mapping = plane.mapping
        let background = item.backgroundColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        var borderColor: UInt32 = 0
        var inner: PreparedOutline?
        let width = Double(item.borderWidth)
        if width > 0, width.isFinite, let color = item.borderColor {
            borderColor = PackedColor.premultiplied(color, tint: p.tint, opacity: p.opacity)
            if borderColor != 0 { inner = PreparedOutline(geometry.inset(by: width), mapping: mapping) }
        }
        let contents = item.contents.flatMap {
            prepareContents($0, source: $0.image, pixels: $0.image.pixels, transient: false, shape: geometry,
                            mapping: mapping, placement: p)
        }
        guard background != 0 || borderColor != 0 || contents != nil else { return countCulled() }
        countDrawn()
        sink.layer(PreparedLayer(background: background, borderColor: borderColor,
                                 borderWidth: borderColor != 0 ? width : 0, borderInner: inner, contents: contents,
                                 isAdditive: isAdditive),
                   on: plane)
    }

    /// `c` (whose texels are `pixels`, identified by `source`) mapped onto a layer of
    /// `shape`; nil when it shows nothing.
    func prepareContents(_ c: ContentsItem, source: AnyObject, pixels: PixelBuffer, transient: Bool,
                         shape: RoundedRectGeometry, mapping: PlaneMapping, placement p: ItemPlacement) -> PreparedContents? {
        guard let m = ContentsMapping(c, width: pixels.width, height: pixels.height, shape: shape.rect, mapping: mapping) else {
            return nil
        }
        var destination: PreparedOutline?
        if !m.coversShape {
            let e = m.edges
            let edges = RoundedRectGeometry(rect: CGRect(x: e.minX, y: e.minY, width: e.maxX - e.minX, height: e.maxY - e.minY))
            guard let projected = PreparedOutline(edges, mapping: mapping) else { return nil }
            destination = projected
        }
        let sampling: ContentsSampling = m.filter == .nearest ? .nearest
            : (m.filter == .trilinear && m.minifying ? .trilinear : .bilinear)
        let chain = sampling == .trilinear ? mipChains.chain(of: source, pixels: pixels, frame: frame) : nil
        return PreparedContents(source: source, pixels: pixels, isTransient: transient, mapping: m,
                                destination: destination, sampling: sampling, mipChain: chain, opacity: p.opacity,
                                modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity),
                                isTinted: !p.tint.isOpaqueWhite)
    }

    /// Where an item of `geometry` drawn with `p` lands on `target`: its plane mapping
    /// (`mapping`, when already known), projected outline and reach, and the pixels it
    /// can touch (cut to the level's relevant area and the clip chain); nil when it
    /// cannot show.
    func place(_ geometry: RoundedRectGeometry, _ p: ItemPlacement, mapping known: PlaneMapping? = nil,
               on target: DrawTarget) -> PreparedPlane? {
        guard let mapping = known ?? PlaneMapping(transform: p.transform),
              let shape = PreparedOutline(geometry, mapping: mapping) else { return nil }
        var bounds = shape.outline.bounds.intersection(target.relevant)
        if let clip = clipBounds(p.clip) { bounds = bounds.intersection(clip) }
        guard !bounds.isEmpty else { return nil }
        return PreparedPlane(surface: target.surface, bounds: bounds, clip: validClip(p.clip), transform: p.transform,
                             mapping: mapping, shape: shape, reach: PlaneReach(geometry, mapping: mapping))
    }

    // MARK: Gradients

    func prepareGradient(_ item: GradientItem, on target: DrawTarget, into sink: any PreparedFrameSink) {
        let p = item.placement
        guard !item.colors.isEmpty, p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0,
              let plane = place(RoundedRectGeometry(item.shape), p, on: target),
              let table = gradientTables.table(colors: item.colors, locations: item.locations, frame: frame) else {
            return countCulled()
        }
        countDrawn()
        sink.gradient(PreparedGradient(table: table, kind: item.kind,
                                       geometry: GradientGeometry(item),
                                       modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity)),
                      on: plane)
    }

    // MARK: Shapes

    /// Whether `path` has something to draw: points, all finite.
    private func drawable(_ path: PathStorage) -> Bool {
        guard !path.isEmpty else { return false }
        return path.points.count > PathFacts.memoizedFrom ? pathFacts.facts(of: path).finite : path.allPointsFinite
    }

    /// A rectangle holding `path` under `t`: its control bounds (a large path's bounds
    /// measured once a frame, then transformed: a little larger when `t` turns it).
    private func controlBounds(_ path: PathStorage, _ t: CGAffineTransform) -> CGRect {
        guard path.points.count > PathFacts.memoizedFrom else { return PathLines.controlBounds(path, transform: t) }
        return pathFacts.facts(of: path).bounds.applying(t)
    }

    func prepareShape(_ item: ShapeItem, on target: DrawTarget, into sink: any PreparedFrameSink) {
        let p = item.placement
        let fillColor = item.fillColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let strokeColor = item.strokeColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let fill = fillColor != 0 ? item.fillPath.flatMap { drawable($0) ? $0 : nil } : nil
        let stroke = strokeColor != 0 ? item.strokeOutline.flatMap { drawable($0) ? $0 : nil } : nil
        guard fill != nil || stroke != nil, p.opacity > 0, p.opacity.isFinite else { return countCulled() }
        var visible = target.relevant
        if let clip = clipBounds(p.clip) { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return countCulled() }
        let t = p.transform
        if t.m14 == 0, t.m24 == 0, t.m44 != 0, t.isFinite {
            // Affine: rasterized straight into target pixels.
            let k = 1 / t.m44
            let affine = CGAffineTransform(a: t.m11 * k, b: t.m12 * k, c: t.m21 * k, d: t.m22 * k, tx: t.m41 * k, ty: t.m42 * k)
            var area = CGRect.null
            if let fill { area = area.union(controlBounds(fill, affine)) }
            if let stroke { area = area.union(controlBounds(stroke, affine)) }
            guard !area.isNull, area.isFiniteRect else { return countCulled() }
            let rect = PixelRect(covering: area).expanded(by: 1).intersection(visible)
            guard !rect.isEmpty else { return countCulled() }
            let raster = shapeCache.raster(for: item, fill: fill, stroke: stroke, transform: affine, rect: rect,
                                           frame: frame) { self.pathFacts.spansForRasterizing($0) }
            guard raster.fill != nil || raster.stroke != nil, !raster.rect.isEmpty else { return countCulled() }
            countDrawn()
            sink.shape(PreparedShape(surface: target.surface, bounds: rect, clip: validClip(p.clip), raster: raster,
                                     fillColor: raster.fill != nil ? fillColor : 0,
                                     strokeColor: raster.stroke != nil ? strokeColor : 0))
            return
        }
        // Perspective: rasterized in the layer's plane at the scale it is seen at, then
        // drawn like contents (its opacity and tint applied then).
        guard let mapping = PlaneMapping(transform: t),
              let texture = shapeCache.texture(for: item, fill: fill, stroke: stroke, seenThrough: mapping, frame: frame) else {
            return countCulled()
        }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let contentsItem = ContentsItem(image: CGImage(pixels: texture.pixels), sourceRect: unit,
                                        destinationRect: texture.planeRect, center: unit,
                                        minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
        let geometry = RoundedRectGeometry(rect: texture.planeRect)
        guard let plane = place(geometry, p, mapping: mapping, on: target),
              let contents = prepareContents(contentsItem, source: texture, pixels: texture.pixels, transient: true,
                                             shape: geometry, mapping: mapping, placement: p) else { return countCulled() }
        countDrawn()
        sink.layer(PreparedLayer(background: 0, borderColor: 0, borderWidth: 0, borderInner: nil, contents: contents),
                   on: plane)
    }
}
