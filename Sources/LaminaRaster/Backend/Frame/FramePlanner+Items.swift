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

    /// `contents` mapped onto the layer's plane. `contentsCenter` needs the image's size in
    /// points, which needs `contentsScale`; ContentsItem does not carry it, so the list's
    /// scale stands in (they agree whenever contents are made at the screen's scale).
    func prepareContents(_ c: ContentsItem, shape: RoundedRectGeometry, mapping: PlaneMapping,
                         placement p: ItemPlacement) -> PreparedContents? {
        let image = c.image.pixels
        let d = c.destinationRect.standardized
        let s = c.sourceRect
        guard image.width > 0, image.height > 0, d.width > 0, d.height > 0,
              d.minX.isFinite, d.minY.isFinite, d.width.isFinite, d.height.isFinite,
              s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite, s.width != 0, s.height != 0 else { return nil }
        let W = Double(image.width), H = Double(image.height)
        let dMinX = Double(d.minX), dMinY = Double(d.minY), dW = Double(d.width), dH = Double(d.height)
        // The destination's own edges, except where they reach the layer's shape (which
        // already anti-aliases them).
        var destinationGeometry = RoundedRectGeometry(rect: d)
        let far = 1e12, eps = 1e-9
        var reached = 0
        if destinationGeometry.minX <= shape.minX + eps { destinationGeometry.minX = -far; reached += 1 }
        if destinationGeometry.minY <= shape.minY + eps { destinationGeometry.minY = -far; reached += 1 }
        if destinationGeometry.maxX >= shape.maxX - eps { destinationGeometry.maxX = far; reached += 1 }
        if destinationGeometry.maxY >= shape.maxY - eps { destinationGeometry.maxY = far; reached += 1 }
        var destination = ProjectedShape.none
        if reached < 4 {
            guard let projected = ProjectedShape(geometry: destinationGeometry, mapping: mapping) else { return nil }
            destination = projected
        }
        let sx = Double(s.minX), sy = Double(s.minY), sw = Double(s.width), sh = Double(s.height)
        let au = sw * W / dW, bu = sx * W - au * dMinX
        let av: Double, bv: Double
        if c.isFlipped {
            av = -(sh * H / dH); bv = (sy + sh) * H - av * dMinY
        } else {
            av = sh * H / dH; bv = sy * H - av * dMinY
        }
        var ninePart: (x: NinePartAxis, y: NinePartAxis)?
        let center = c.center
        if center.minX.isFinite, center.minY.isFinite, center.width.isFinite, center.height.isFinite,
           abs(center.minX) > 1e-9 || abs(center.minY) > 1e-9 || abs(center.width - 1) > 1e-9 || abs(center.height - 1) > 1e-9 {
            let c0x = min(max(Double(center.minX), 0), 1), c1x = min(max(Double(center.maxX), c0x), 1)
            let c0y = min(max(Double(center.minY), 0), 1), c1y = min(max(Double(center.maxY), c0y), 1)
            let imageScale = c.contentsScale.isFinite && c.contentsScale > 0 ? Double(c.contentsScale) : 1
            let naturalW = abs(sw) * W / imageScale, naturalH = abs(sh) * H / imageScale
            func axis(_ length: Double, _ natural: Double, _ c0: Double, _ c1: Double) -> NinePartAxis {
                var lead = c0 * natural, trail = (1 - c1) * natural
                if lead + trail > length, lead + trail > 0 {
                    let k = length / (lead + trail)
                    lead *= k; trail *= k
                }
                return NinePartAxis(length: length, lead: lead, trail: trail, c0: c0, c1: c1)
            }
            ninePart = (axis(dW, naturalW, c0x, c1x), axis(dH, naturalH, c0y, c1y))
        }
        // Minification or magnification: texels per pixel at the shape's centre.
        let cx = (shape.minX + shape.maxX) / 2, cy = (shape.minY + shape.maxY) / 2
        var minifying = false
        let h = mapping.project(cx, cy)
        if h.w > 0 {
            let j = mapping.jacobian(x: cx, y: cy, q: mapping.homogeneous(h.x / h.w, h.y / h.w).q)
            let duX = au * j.xX, duY = au * j.xY, dvX = av * j.yX, dvY = av * j.yY
            let rho = max((duX * duX + dvX * dvX).squareRoot(), (duY * duY + dvY * dvY).squareRoot())
            minifying = rho > 1 + 1e-6
        }
        let filter = minifying ? c.minificationFilter : c.magnificationFilter
        let tinted = !p.tint.isOpaqueWhite
        let sampler = ContentsSampler(texels: UnsafeRawPointer(image.data).assumingMemoryBound(to: UInt32.self),
                                      width: image.width, height: image.height, stride: image.bytesPerRow / 4,
                                      au: au, bu: bu, av: av, bv: bv, ninePart: ninePart,
                                      destinationOrigin: (dMinX, dMinY), destinationHeight: dH, isFlipped: c.isFlipped,
                                      sourceTexels: (sx * W, sy * H, sw * W, sh * H), nearest: filter == .nearest)
        return PreparedContents(image: image, sampler: sampler, destination: destination, hasDestination: reached < 4,
                                opacity: p.opacity, modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity),
                                isTinted: tinted)
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
        let b = p.bounds
        func point(_ u: CGPoint) -> (x: Double, y: Double) {
            (Double(b.minX + u.x * b.width), Double(b.minY + u.y * b.height))
        }
        let start = point(item.startPoint), end = point(item.endPoint)
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        let k = length2 > 0 && length2.isFinite ? (dx / length2, dy / length2) : (0.0, 0.0)
        // Radial: an ellipse with radii |Δx|, |Δy|; a zero radius takes the other one.
        var rx = abs(dx), ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        if rx == 0 { rx = .infinity; ry = .infinity }
        plan.gradients.append(PreparedGradient(target: target, bounds: bounds, shape: shape, clip: validClip(p.clip),
                                               table: table, kind: item.kind,
                                               start: start, end: end, k: k, radii: (rx, ry), startAngle: atan2(dy, dx),
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
        var planeBounds = CGRect.null
        if let fill { planeBounds = planeBounds.union(PathLines.controlBounds(fill, transform: .identity)) }
        if let stroke { planeBounds = planeBounds.union(PathLines.controlBounds(stroke, transform: .identity)) }
        guard !planeBounds.isNull, planeBounds.width >= 0, planeBounds.height >= 0 else { plan.culledItems += 1; return }
        var magnification = 0.0
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? planeBounds.minX : planeBounds.maxX, y = corner < 2 ? planeBounds.minY : planeBounds.maxY
            magnification = max(magnification, mapping.magnification(atPlanePoint: Double(x), Double(y)))
        }
        guard magnification > 0 else { plan.culledItems += 1; return }
        // Quantized up to quarter powers of two, so small changes of depth reuse the texture.
        let scale = pow(2, (log2(min(max(magnification, 1.0 / 64), 16)) * 4).rounded(.up) / 4)
        guard let texture = shapeCache.texture(for: item, fill: fill, stroke: stroke, planeBounds: planeBounds,
                                               scale: scale, frame: frame) else { plan.culledItems += 1; return }
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
