import Foundation

// A shape layer on a row: its fill mask, then its stroke mask (LaminaGraphics'
// `CoverageMask`s in target pixels, made by the planner through `ShapeCache`), each times
// the clip chain, blended in the layer's fill and stroke colours.

extension BandPainter {
    /// Draws row `y` of a shape layer.
    func drawShape(_ shape: PreparedShape, row y: Int) {
        let target = targets[shape.surface]
        let m = target.rect.minX
        let dst = target.row(y) - m
        var clipSpan: CoverageSpan?
        func draw(_ mask: CoverageMask?, _ color: UInt32) {
            guard let mask, color != 0 else { return }
            let columns = mask.span(ofRow: y)
            let lo = max(columns.lowerBound, shape.bounds.minX), hi = min(columns.upperBound, shape.bounds.maxX)
            guard lo < hi else { return }
            if shape.clip >= 0, clipSpan == nil {
                // One clip evaluation serves fill and stroke (over the raster's columns).
                let all = shape.raster.rect
                clipSpan = clipChain(shape.clip, row: y, from: max(all.minX, shape.bounds.minX),
                                     to: min(all.maxX, shape.bounds.maxX), origin: m)
            }
            if let clip = clipSpan, clip.isEmpty { return }
            blendMask(mask.row(y) - mask.bounds.x, color: color, from: lo, to: hi, clip: clipSpan, origin: m, dst: dst)
        }
        draw(shape.raster.fill, shape.fillColor)
        draw(shape.raster.stroke, shape.strokeColor)
    }

    /// Blends `color` under an 8-bit mask row (indexed by absolute column) over [lo, hi),
    /// times the clip coverage when there is a clip.
    private func blendMask(_ mask: UnsafePointer<UInt8>, color: UInt32, from lo: Int, to hi: Int,
                           clip: CoverageSpan?, origin: Int, dst: UnsafeMutablePointer<UInt32>) {
        let coverage = scratch.coverage - origin
        let scale: Float = 1 / 255
        for x in lo..<hi { coverage[x] = Float(mask[x]) * scale }
        var span = CoverageSpan(lo: lo, hi: hi, innerLo: hi, innerHi: hi)
        if let clip {
            span.multiply(by: clip, scratch.clipCoverage - origin, into: coverage)
            guard !span.isEmpty else { return }
        }
        SpanBlending.blend(color: color, coverage: coverage + span.lo, into: dst + span.lo, count: span.hi - span.lo)
    }
}
