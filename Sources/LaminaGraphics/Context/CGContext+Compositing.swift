import Foundation

// Compositing for `CGContext`: input a coverage mask (or the whole clip) and a source (a
// colour, or rows from an image sampler or a gradient shader); output the context's
// pixels, blended with the state's blend mode and alpha through the clip. Runs on the
// caller's thread.

/// What a painting call paints.
enum PaintSource {
    /// One premultiplied colour (alpha already applied).
    case color(PremultipliedColor)
    /// Rows of premultiplied pixels: `(y, x, count, pixels, coverage)` writes `count`
    /// pixels of row `y` from column `x` and may lower `coverage` where it paints nothing.
    case rows((Int, Int, Int, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Void)
}

extension CGContext {
    /// Paints `source` through `shape` (a coverage mask in target pixels; nil paints the
    /// whole clip), the clip, the state's alpha and blend mode.
    func paint(_ shape: CoverageMask?, _ source: PaintSource) {
        let clip = state.clip
        let area = shape.map { $0.bounds.intersection(clip.bounds) } ?? clip.bounds
        guard !area.isEmpty else { return }
        let alphaByte = UInt8((state.alpha * 255).rounded())
        if alphaByte == 0 && state.blendMode == .normal { return }
        for y in area.minY..<area.maxY {
            var span = shape?.span(ofRow: y) ?? (area.minX..<area.maxX)
            span = span.clamped(to: area.minX..<area.maxX)
            var solid = shape?.solidRun(ofRow: y) ?? span
            if let mask = clip.mask {
                span = span.clamped(to: mask.span(ofRow: y))
                solid = solid.clamped(to: mask.solidRun(ofRow: y))
            }
            guard !span.isEmpty else { continue }
            solid = solid.clamped(to: span)
            // Interiors known to be fully covered skip the coverage arithmetic.
            if solid.count >= 16 {
                paintSegment(y, span.lowerBound..<solid.lowerBound, shape, source, alphaByte)
                paintSegment(y, solid, nil, source, alphaByte, full: true)
                paintSegment(y, solid.upperBound..<span.upperBound, shape, source, alphaByte)
            } else {
                paintSegment(y, span, shape, source, alphaByte)
            }
        }
    }

    /// Paints columns `columns` of row `y`: coverage from `shape` times the clip mask,
    /// or none at all when `full`.
    private func paintSegment(_ y: Int, _ columns: Range<Int>, _ shape: CoverageMask?, _ source: PaintSource,
                              _ alphaByte: UInt8, full: Bool = false) {
        guard !columns.isEmpty else { return }
        let x0 = columns.lowerBound, count = columns.count
        let coverageRow = scratchCoverage
        var coverage: UnsafeMutablePointer<UInt8>?
        if !full, let shape, state.clip.mask == nil, case .color(let color) = source {
            // The shape's own row is the coverage: nothing to combine or to modify.
            blendColor(color, mode: state.blendMode, into: pixels.row(y) + 4 * x0, count: count,
                       coverage: shape.row(y) + (x0 - shape.bounds.x))
            return
        }
        if !full {
            if let shape {
                coverageRow.update(from: shape.row(y) + (x0 - shape.bounds.x), count: count)
                coverage = coverageRow
            }
            if let mask = state.clip.mask {
                let clipRow = mask.row(y) + (x0 - mask.bounds.x)
                if coverage == nil {
                    coverageRow.update(from: clipRow, count: count)
                    coverage = coverageRow
                } else {
                    PixelBlend.multiplyCoverage(coverageRow, by: clipRow, count: count)
                }
            }
        }
        let mode = state.blendMode
        let dst = pixels.row(y) + 4 * x0
        switch source {
        case .color(let color):
            blendColor(color, mode: mode, into: dst, count: count, coverage: coverage)
        case .rows(let shade):
            if coverage == nil { coverageRow.update(repeating: 255, count: count) }
            shade(y, x0, count, scratchPixels, coverageRow)
            if alphaByte != 255 {
                // Alpha scales the source; for source-over, scaling coverage is the same.
                if mode == .normal {
                    PixelBlend.scaleCoverage(coverageRow, by: alphaByte, count: count)
                } else {
                    PixelBlend.scalePixels(scratchPixels, by: alphaByte, count: count)
                }
            }
            blendRow(scratchPixels, mode: mode, into: dst, count: count, coverage: coverageRow)
        }
    }

    private func blendColor(_ color: PremultipliedColor, mode: CGBlendMode, into dst: UnsafeMutablePointer<UInt8>,
                            count: Int, coverage: UnsafePointer<UInt8>?) {
        switch mode {
        case .normal: PixelBlend.sourceOver(color, into: dst, count: count, coverage: coverage)
        case .copy: PixelBlend.copy(color, into: dst, count: count, coverage: coverage)
        case .clear: PixelBlend.clear(dst, count: count, coverage: coverage)
        default:
            // A homogeneous tuple is laid out contiguously: r, g, b, a.
            let bytes = (color.red, color.green, color.blue, color.alpha)
            withUnsafeBytes(of: bytes) { raw in
                PixelBlend.blend(mode, source: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), sourceStride: 0,
                                 into: dst, count: count, coverage: coverage)
            }
        }
    }

    private func blendRow(_ src: UnsafePointer<UInt8>, mode: CGBlendMode, into dst: UnsafeMutablePointer<UInt8>,
                          count: Int, coverage: UnsafePointer<UInt8>?) {
        switch mode {
        case .normal: PixelBlend.sourceOver(row: src, into: dst, count: count, coverage: coverage)
        case .copy: PixelBlend.copy(row: src, into: dst, count: count, coverage: coverage)
        case .clear: PixelBlend.clear(dst, count: count, coverage: coverage)
        default: PixelBlend.blend(mode, source: src, sourceStride: 4, into: dst, count: count, coverage: coverage)
        }
    }

    /// The coverage of `path` (target pixels) under `rule`, clipped to the clip's
    /// bounds, anti-aliased as the state says. The mask is the rasterizer's own.
    func rasterize(_ path: PathStorage, transform: CGAffineTransform = .identity, rule: CGPathFillRule) -> CoverageMask {
        rasterizer.fill(path, transform: transform, rule: rule, clip: state.clip.bounds, antialias: antialiasing)
    }

    /// The fill colour with the state's alpha, premultiplied.
    var premultipliedFill: PremultipliedColor { PremultipliedColor(state.fillColor, alpha: state.alpha) }

    /// The stroke colour with the state's alpha, premultiplied.
    var premultipliedStroke: PremultipliedColor { PremultipliedColor(state.strokeColor, alpha: state.alpha) }
}
