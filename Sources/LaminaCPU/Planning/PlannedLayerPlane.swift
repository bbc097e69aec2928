@_spi(LaminaBackend) import LaminaRenderList

// Flattening lists a layer's border as an item of its own, after the layer's sublayers
// (the border is drawn above them, as on Apple's platforms). A layer without sublayers
// thus lists its background and then its border on the same plane, and the planner hands
// both to one layer op, so a band scans that shape once. Written and read by the planner
// on the calling thread.

/// The plan's latest layer op, to recognise a border on the same plane.
struct PlannedLayerPlane {
    /// The layer in `FramePlan.layers` and its op (−1: none).
    var index = -1, op = -1
    /// Its plane's transform.
    var transform = CATransform3DIdentity

    /// Whether `plane` is the plane of `layer` (this op's, still without a border): the same
    /// surface, pixels, clip, transform and shape, so the same mapping, outline and
    /// coverage everywhere.
    func carriesBorder(of plane: PreparedPlane, after layer: PlannedLayer) -> Bool {
        let g = plane.shape.geometry, h = layer.shape.geometry
        return layer.borderColor == 0 && plane.surface == layer.target && plane.bounds == layer.bounds
            && plane.clip == layer.clip && plane.transform == transform
            && g.minX == h.minX && g.minY == h.minY && g.maxX == h.maxX && g.maxY == h.maxY
            && g.rTL == h.rTL && g.rTR == h.rTR && g.rBL == h.rBL && g.rBR == h.rBR
    }
}
