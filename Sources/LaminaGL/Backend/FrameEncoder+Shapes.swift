import Foundation

// Shape layers, as the CPU renderer draws them and with its own rasters: under an affine
// transform the fill and stroke are rasterized in target pixels by the shared
// `ShapeCache` (LaminaGraphics' exact-area PathRasterizer), uploaded once into the mask
// atlas and drawn texel for pixel in the fill and stroke colours; under perspective the
// cache's plane texture (rasterized at the scale it is seen at) is drawn like contents.

extension FrameEncoder {
    func encodeShape(_ item: ShapeItem, level: Level) {
        let p = item.placement
        let fillColor = item.fillColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let strokeColor = item.strokeColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        let fill = fillColor != 0 ? item.fillPath.flatMap { $0.isEmpty || !$0.allPointsFinite ? nil : $0 } : nil
        let stroke = strokeColor != 0 ? item.strokeOutline.flatMap { $0.isEmpty || !$0.allPointsFinite ? nil : $0 } : nil
        guard fill != nil || stroke != nil, p.opacity > 0, p.opacity.isFinite, clipIsUsable(p.clip) else {
            statistics.itemsCulled += 1
            return
        }
        let visible = level.relevant
        let t = p.transform
        if t.m14 == 0, t.m24 == 0, t.m44 != 0, t.isFinite {
            let k = 1 / t.m44
            let affine = CGAffineTransform(a: t.m11 * k, b: t.m12 * k, c: t.m21 * k, d: t.m22 * k, tx: t.m41 * k, ty: t.m42 * k)
            var area = CGRect.null
            if let fill { area = area.union(PathLines.controlBounds(fill, transform: affine)) }
            if let stroke { area = area.union(PathLines.controlBounds(stroke, transform: affine)) }
            guard !area.isNull, area.minX.isFinite, area.maxX.isFinite, area.minY.isFinite, area.maxY.isFinite else {
                statistics.itemsCulled += 1
                return
            }
            let rect = PixelRect(covering: area).expanded(by: 1).intersection(visible)
            guard !rect.isEmpty else { statistics.itemsCulled += 1; return }
            let raster = shapeCache.raster(for: item, fill: fill, stroke: stroke, transform: affine, rect: rect, frame: frame)
            guard raster.fill != nil || raster.stroke != nil, !raster.rect.isEmpty,
                  let place = textures.shapeMasks(raster) else { statistics.itemsCulled += 1; return }
            statistics.itemsDrawn += 1
            let r = raster.rect
            let box = ScreenBox(minX: Float(r.minX), minY: Float(r.minY), maxX: Float(r.maxX), maxY: Float(r.maxY))
            let batch = ops.batch(for: BatchKey(program: .shapeMask, clipped: p.clip >= 0, texture0: place.texture), box: box)
            batch.words.appendPixelRect(r)
            batch.words.append(float: Float(place.x))
            batch.words.append(float: Float(place.y))
            batch.words.append(raster.fill != nil ? fillColor : 0)
            batch.words.append(raster.stroke != nil ? strokeColor : 0)
            batch.words.append(UInt32(bitPattern: p.clip + 1))
            batch.words.append(0); batch.words.append(0); batch.words.append(0)
            batch.instances += 1
            return
        }
        // Perspective: the plane texture, drawn like contents (opacity and tint applied then).
        guard let mapping = PlaneMapping(transform: t) else { statistics.itemsCulled += 1; return }
        guard let texture = shapeCache.texture(for: item, fill: fill, stroke: stroke, seenThrough: mapping, frame: frame) else {
            statistics.itemsCulled += 1
            return
        }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let contentsItem = ContentsItem(image: CGImage(pixels: texture.pixels), sourceRect: unit,
                                        destinationRect: texture.planeRect, center: unit,
                                        minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
        let shape = PlaneShape(rect: texture.planeRect)
        guard !shape.isEmpty, let box = screenBox(texture.planeRect, t, limit: visible),
              let contents = prepareContents(contentsItem, source: texture, pixels: texture.pixels, shape: shape,
                                             mapping: mapping, placement: p, transient: true) else {
            statistics.itemsCulled += 1
            return
        }
        statistics.itemsDrawn += 1
        let extent = planeExtent(shape, mapping: mapping)
        let key = BatchKey(program: .contents, clipped: p.clip >= 0, texture0: contents.texture)
        let batch = ops.batch(for: key, box: box, segmented: extent.isSegmented)
        batch.words.appendPlaneHeader(transform: t, mapping: mapping, shape: shape, extent: extent, kind: 0, clip: p.clip)
        batch.words.append(0); batch.words.append(0); batch.words.append(float: 0); batch.words.append(0)
        contents.append(to: &batch.words)
        batch.instances += 1
    }
}
