@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A band thread's painter: draws one row of one prepared item. Input: the frame's prepared
// items, targets and clips, a row; output: that row of the item's target, blended. Each
// band owns a `BandScratch`, so painters never allocate and never share writable memory.
//
// A row of a layer goes: coverage of the layer's rounded shape (fringe pixels evaluated,
// interior implicit) → × the clip chain → background → contents → border, each a
// source-over pass over the row with the constant-coverage interior on the fast path. A
// layer with a border and neither clip nor contents blends background and border in one
// pass over each row (`SpanBlending.blend(background:border:…)`).

/// Draws rows of prepared items into their targets.
struct BandPainter {
    let targets: UnsafeBufferPointer<RenderTarget>
    let clips: UnsafeBufferPointer<PlannedClip>
    let contents: UnsafeBufferPointer<PlannedContents>
    let borderInners: UnsafeBufferPointer<ProjectedShape>
    let scratch: BandScratch

    // MARK: Clips

    /// The coverage of clip chain `index` over columns [a, b) of row `y`, in
    /// `scratch.clipCoverage` (absolute columns from `origin`).
    func clipChain(_ index: Int32, row y: Int, from a: Int, to b: Int, origin: Int) -> CoverageSpan {
        let row = scratch.clipCoverage - origin
        var span = CoverageSpan.empty
        var first = true
        var c = index
        let base = clips.baseAddress!
        while c >= 0 {
            let clip = base + Int(c)
            let shape = clip.pointer(to: \.shape)!
            if shape.isEmpty { return .empty }
            if first {
                span = shape.scan(row: y, from: a, to: b, into: row)
                first = false
            } else {
                let temporary = scratch.clipTemporary - origin
                let next = shape.scan(row: y, from: span.lo, to: span.hi, into: temporary)
                span.multiply(by: next, temporary, into: row)
            }
            if span.isEmpty { return .empty }
            c = clip.pointee.parent
        }
        return span
    }

    // MARK: Layers

    /// Draws rows `rows` of a layer: background, contents, border.
    func drawLayer(_ layer: UnsafePointer<PlannedLayer>, rows: Range<Int>) {
        if layer.pointee.clip < 0, layer.pointee.borderColor != 0, layer.pointee.contents < 0 {
            drawBordered(layer, rows: rows)
        } else {
            for y in rows { drawLayer(layer, row: y) }
        }
    }

    /// Rows of a layer with a border and neither clip nor contents (nothing is drawn
    /// between its background and its border): both in one pass over each row, with
    /// what every row reads loaded once.
    private func drawBordered(_ layer: UnsafePointer<PlannedLayer>, rows: Range<Int>) {
        let target = targets[layer.pointee.target]
        let m = target.rect.minX
        let coverage = scratch.coverage - m, innerRow = scratch.auxCoverage - m
        let lo = layer.pointee.bounds.minX, hi = layer.pointee.bounds.maxX
        let background = layer.pointee.background, border = layer.pointee.borderColor
        let shape = layer.pointer(to: \.shape)!
        let index = layer.pointee.borderInner
        var inner: UnsafePointer<ProjectedShape>?
        if index >= 0, !UnsafePointer(borderInners.baseAddress! + index).isEmpty {
            inner = UnsafePointer(borderInners.baseAddress! + index)
        }
        for y in rows {
            let span = shape.scan(row: y, from: lo, to: hi, into: coverage)
            guard !span.isEmpty else { continue }
            let innerSpan = inner?.scan(row: y, from: span.lo, to: span.hi, into: innerRow) ?? .empty
            SpanBlending.blend(background: background, border: border, row: target.row(y) - m,
                               shape: span, coverage, inner: innerSpan, innerRow)
        }
    }

    /// Draws row `y` of a layer: background, contents, border.
    private func drawLayer(_ layer: UnsafePointer<PlannedLayer>, row y: Int) {
        let target = targets[layer.pointee.target]
        let m = target.rect.minX
        let coverage = scratch.coverage - m
        let bounds = layer.pointee.bounds
        var span = layer.pointer(to: \.shape)!.scan(row: y, from: bounds.minX, to: bounds.maxX, into: coverage)
        guard !span.isEmpty else { return }
        let clip = layer.pointee.clip
        let borderColor = layer.pointee.borderColor
        var clipSpan = CoverageSpan.empty
        let clipRow = scratch.clipCoverage - m
        if clip >= 0 {
            clipSpan = clipChain(clip, row: y, from: span.lo, to: span.hi, origin: m)
            guard !clipSpan.isEmpty else { return }
        }
        let dst = target.row(y) - m

        // The border's coverage comes from the unclipped shape, so it is worked out first.
        var borderParts = (CoverageSpan.empty, CoverageSpan.empty)
        let borderRow = scratch.auxCoverage2 - m
        if borderColor != 0 {
            borderParts = borderCoverage(shape: span, coverage, layer: layer, row: y, into: borderRow, origin: m)
            if clip >= 0 {
                borderParts.0.multiply(by: clipSpan, clipRow, into: borderRow)
                borderParts.1.multiply(by: clipSpan, clipRow, into: borderRow)
            }
        }
        if clip >= 0 {
            span.multiply(by: clipSpan, clipRow, into: coverage)
        }
        if !span.isEmpty {
            let background = layer.pointee.background
            if background != 0 {
                SpanBlending.blend(color: background, row: dst, coverage: coverage, span: span)
            }
            let contentsIndex = layer.pointee.contents
            if contentsIndex >= 0 {
                drawContents(contents.baseAddress! + contentsIndex, mapping: layer.pointer(to: \.shape.mapping)!, span: span,
                             coverage: coverage, row: y, dst: dst, origin: m)
            }
        }
        if borderColor != 0 {
            SpanBlending.blend(color: borderColor, row: dst, coverage: borderRow, span: borderParts.0)
            SpanBlending.blend(color: borderColor, row: dst, coverage: borderRow, span: borderParts.1)
        }
    }

    /// The border's coverage (shape minus inner shape) on a row, as up to two spans (left
    /// and right of the inner shape's full interior), values in `row`.
    private func borderCoverage(shape span: CoverageSpan, _ shapeRow: UnsafeMutablePointer<Float>, layer: UnsafePointer<PlannedLayer>,
                                row y: Int, into row: UnsafeMutablePointer<Float>, origin: Int) -> (CoverageSpan, CoverageSpan) {
        let index = layer.pointee.borderInner
        guard index >= 0, !UnsafePointer(borderInners.baseAddress! + index).isEmpty else {
            copyFringe(span, from: shapeRow, to: row)
            return (span, .empty)
        }
        let inner = UnsafePointer(borderInners.baseAddress! + index)
        let innerRow = scratch.auxCoverage - origin
        let innerSpan = inner.scan(row: y, from: span.lo, to: span.hi, into: innerRow)
        guard !innerSpan.isEmpty else {
            copyFringe(span, from: shapeRow, to: row)
            return (span, .empty)
        }
        // Fully covered by the border where the shape is full and the inner shape is empty.
        func part(_ lo: Int, _ hi: Int, constant: Range<Int>) -> CoverageSpan {
            guard lo < hi else { return .empty }
            var cLo = max(constant.lowerBound, lo), cHi = min(constant.upperBound, hi)
            if cLo >= cHi { cLo = hi; cHi = hi }
            var x = lo
            while x < hi {
                if x == cLo { x = cHi; continue }
                row[x] = max(0, span.value(x, shapeRow) - innerSpan.value(x, innerRow))
                x += 1
            }
            return CoverageSpan(lo: lo, hi: hi, innerLo: cLo, innerHi: cHi)
        }
        let full = span.inner
        if innerSpan.inner.isEmpty {
            // No fully covered inner pixel on this row: one part; take the larger of the
            // two full stretches as its constant run (values are written everywhere else).
            let left = full.lowerBound..<max(full.lowerBound, min(full.upperBound, innerSpan.lo))
            let right = min(full.upperBound, max(full.lowerBound, innerSpan.hi))..<full.upperBound
            return (part(span.lo, span.hi, constant: left.count >= right.count ? left : right), .empty)
        }
        let leftConstant = full.lowerBound..<max(full.lowerBound, min(full.upperBound, innerSpan.lo))
        let rightConstant = min(full.upperBound, max(full.lowerBound, innerSpan.hi))..<full.upperBound
        return (part(span.lo, innerSpan.innerLo, constant: leftConstant),
                part(innerSpan.innerHi, span.hi, constant: rightConstant))
    }

    /// Copies a span's explicit (non-interior) values between rows.
    private func copyFringe(_ span: CoverageSpan, from source: UnsafeMutablePointer<Float>, to target: UnsafeMutablePointer<Float>) {
        let inner = span.inner
        if inner.isEmpty {
            (target + span.lo).update(from: source + span.lo, count: span.hi - span.lo)
        } else {
            (target + span.lo).update(from: source + span.lo, count: inner.lowerBound - span.lo)
            (target + inner.upperBound).update(from: source + inner.upperBound, count: span.hi - inner.upperBound)
        }
    }

    // MARK: Shared blending

    /// Blends a row of source pixels (`source[x]` for absolute x) under a coverage span,
    /// with an opacity.
    func blendPixels(_ source: UnsafePointer<UInt32>, span: CoverageSpan, coverage: UnsafePointer<Float>,
                     opacity: Float, dst: UnsafeMutablePointer<UInt32>) {
        guard !span.isEmpty else { return }
        let inner = span.inner
        if inner.isEmpty {
            SpanBlending.blend(pixels: source + span.lo, coverage: coverage + span.lo, opacity: opacity,
                               into: dst + span.lo, count: span.hi - span.lo)
            return
        }
        SpanBlending.blend(pixels: source + span.lo, coverage: coverage + span.lo, opacity: opacity,
                           into: dst + span.lo, count: inner.lowerBound - span.lo)
        SpanBlending.blend(pixels: source + inner.lowerBound, factor: PackedColor.factor(opacity),
                           into: dst + inner.lowerBound, count: inner.count)
        SpanBlending.blend(pixels: source + inner.upperBound, coverage: coverage + inner.upperBound, opacity: opacity,
                           into: dst + inner.upperBound, count: span.hi - inner.upperBound)
    }
}
