import Foundation

// Layers and gradient layers as plane items: the record's homographies and shape, the
// fringe margin and interior (`planeExtent`), and the program's own texels — packed
// premultiplied colours and border width for layers (plus contents), the parameter's
// geometry and ramp row for gradients. The screen box (the item's prepared pixel
// bounds) lets batches be joined out of order where nothing overlaps.

extension FrameEncoder {
    func layer(_ item: PreparedLayer, on plane: PreparedPlane) {
        let origin = PlaneOrigin(plane)
        let shape = origin.shape(plane.shape.geometry)
        var contents: ContentsRecord?
        if let c = item.contents {
            contents = contentsRecord(c, origin: origin)
            if contents == nil, item.background == 0, item.borderColor == 0 { return drop() }
        }
        let box = ScreenBox(plane.bounds)
        let width = Float(item.borderWidth)
        let inset = item.borderColor != 0 ? width : 0
        if let contents {
            let d = contents.destination
            let extent = planeExtent(shape, reach: plane.reach, inset: inset,
                                     within: PlaneRect(minX: d.0, minY: d.1, maxX: d.2, maxY: d.3))
            let key = BatchKey(program: contents.sampling == ContentsSampling.trilinear.rawValue ? .mipmappedContents : .contents,
                               clipped: plane.clip >= 0, texture0: contents.texture, adds: item.isAdditive)
            let batch = ops.batch(for: key, box: box, segmented: extent.isSegmented)
            appendLayerHead(item, plane, origin: origin, shape: shape, extent: extent, inset: inset, to: &batch.words)
            contents.append(to: &batch.words)
            batch.instances += 1
        } else {
            let extent = planeExtent(shape, reach: plane.reach, inset: inset)
            let batch = ops.batch(for: BatchKey(program: .layer, clipped: plane.clip >= 0, adds: item.isAdditive), box: box,
                                  segmented: extent.isSegmented)
            appendLayerHead(item, plane, origin: origin, shape: shape, extent: extent, inset: inset, to: &batch.words)
            batch.instances += 1
        }
    }

    /// The plane header and the layer program's colours and border width.
    private func appendLayerHead(_ item: PreparedLayer, _ plane: PreparedPlane, origin: PlaneOrigin, shape: PlaneShape,
                                 extent: PlaneExtent, inset: Float, to words: inout [UInt32]) {
        words.appendPlaneHeader(transform: origin.transform(plane.transform), mapping: origin.mapping(plane), shape: shape,
                                extent: extent, kind: 0, clip: plane.clip)
        words.append(item.background)
        words.append(item.borderColor)
        words.append(float: inset)
        words.append(0)
    }

    func gradient(_ item: PreparedGradient, on plane: PreparedPlane) {
        guard let row = ramps.row(item.table) else { return drop() }
        let origin = PlaneOrigin(plane)
        let shape = origin.shape(plane.shape.geometry)
        let extent = planeExtent(shape, reach: plane.reach)
        let key = BatchKey(program: .gradient, clipped: plane.clip >= 0, texture0: ramps.texture)
        let batch = ops.batch(for: key, box: ScreenBox(plane.bounds), segmented: extent.isSegmented)
        batch.words.appendPlaneHeader(transform: origin.transform(plane.transform), mapping: origin.mapping(plane), shape: shape,
                                      extent: extent, kind: 0, clip: plane.clip)
        batch.words.appendGradient(item, rampRow: row, origin: origin)
        batch.instances += 1
    }
}

extension Array where Element == UInt32 {
    /// gradient.frag's three texels: kind, modulation, ramp row; start (measured from
    /// `origin`) and k (a conic gradient's start direction); radii.
    mutating func appendGradient(_ item: PreparedGradient, rampRow: Int, origin: PlaneOrigin = .zero) {
        let g = item.geometry
        append(item.kind == .axial ? 0 : item.kind == .radial ? 1 : 2)
        append(item.modulation)
        append(UInt32(rampRow))
        append(0)
        let k = item.kind == .conic ? g.direction : g.k
        appendTexel(Float(g.start.x - origin.x), Float(g.start.y - origin.y), Float(k.x), Float(k.y))
        appendTexel(Float(g.radii.x), Float(g.radii.y), 0, 0)
    }
}
