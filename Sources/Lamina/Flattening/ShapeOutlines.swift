import Foundation

/// A shape layer's stroke as an outline to fill: the path trimmed to
/// `strokeStart`…`strokeEnd` (fractions of its whole length), dashed from its own start
/// (so dashes stay put while the trim moves), then stroked. Outlines are cached per
/// layer and remade only when an input changes, so an idle shape costs a hash per frame.
package struct ShapeOutlines {
    private var cache: [LayerID: (key: Int, outline: PathStorage?, extent: CGRect)] = [:]

    package init() {}

    /// The inputs' hash: changes whenever the fill or stroke pixels could.
    package static func contentKey(of v: UnsafePointer<RenderValues>) -> Int {
        var h = Hasher()
        if let path = v.pointee.path {
            h.combine(path.verbs.count)
            for verb in path.verbs { h.combine(verb.rawValue) }
            for p in path.points { h.combine(p.x); h.combine(p.y) }
        }
        h.combine(v.pointee.fillColor)
        h.combine(v.pointee.fillRule.rawValue)
        h.combine(v.pointee.strokeColor)
        h.combine(v.pointee.lineWidth)
        h.combine(v.pointee.lineCap.rawValue)
        h.combine(v.pointee.lineJoin.rawValue)
        h.combine(v.pointee.miterLimit)
        h.combine(v.pointee.lineDashPattern)
        h.combine(v.pointee.lineDashPhase)
        h.combine(v.pointee.strokeStart)
        h.combine(v.pointee.strokeEnd)
        return h.finalize()
    }

    /// The stroke outline of `v` for layer `id` (nil: nothing to stroke), and the extent
    /// of the path and the outline together (the layer's drawing). Both are kept until an
    /// input changes: a replicator's copies of the layer ask once each (fuzzing: 20,000
    /// copies measured an outline of many points 20,000 times a frame).
    package mutating func strokeOutline(of v: UnsafePointer<RenderValues>, id: LayerID, key: Int)
        -> (outline: PathStorage?, extent: CGRect) {
        if let cached = cache[id], cached.key == key { return (cached.outline, cached.extent) }
        let outline = Self.makeStrokeOutline(v)
        var extent = v.pointee.path.map { CGPath(storage: $0).boundingBoxOfPath } ?? .null
        if let outline { extent = extent.union(CGPath(storage: outline).boundingBoxOfPath) }
        cache[id] = (key, outline, extent)
        return (outline, extent)
    }

    /// Forgets layers that are gone (those not in `live`).
    package mutating func retain(only live: Set<LayerID>) {
        if cache.count > live.count { cache = cache.filter { live.contains($0.key) } }
    }

    private static func makeStrokeOutline(_ v: UnsafePointer<RenderValues>) -> PathStorage? {
        guard let storage = v.pointee.path, !storage.isEmpty, let color = v.pointee.strokeColor, color.alpha > 0,
              v.pointee.lineWidth > 0 else { return nil }
        let start = min(max(v.pointee.strokeStart, 0), 1), end = min(max(v.pointee.strokeEnd, 0), 1)
        guard end > start else { return nil }
        var path = CGPath(storage: storage)
        var phase = v.pointee.lineDashPhase
        if start > 0 || end < 1 {
            let measure = PathMeasure(path)
            path = measure.path(from: start * measure.length, to: end * measure.length)
            // Dashes are laid from the path's own start, not the trimmed piece's.
            phase += start * measure.length
        }
        if let pattern = v.pointee.lineDashPattern, !pattern.isEmpty {
            path = path.copy(dashingWithPhase: phase, lengths: pattern)
        }
        let outline = path.copy(strokingWithWidth: v.pointee.lineWidth, lineCap: v.pointee.lineCap, lineJoin: v.pointee.lineJoin,
                                miterLimit: v.pointee.miterLimit)
        return outline.storage
    }
}
