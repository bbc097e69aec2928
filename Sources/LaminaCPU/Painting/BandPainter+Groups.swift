@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// Offscreen groups on a row. `beginGroup` clears the band's rows of the group's buffers;
// the group's commands then draw into them like into any target; `endGroup` composites:
//
//   result = (group ⊕ shadow beneath it) × mask alpha × group opacity × clip coverage,
//   blended source-over into the parent.
//
// The shadow is part of what the group opacity and the mask apply to: on Apple's
// platforms a layer's opacity fades its shadow too, and a `mask` cuts the shadow off
// (the familiar "my mask clipped my shadow"). Ancestors' `masksToBounds` clip it as well
// (the group's clip), the layer's own does not (the lead's flattening puts that clip
// inside the group).

extension BandPainter {
    /// Clears row `y` of a group's buffers.
    func beginGroup(_ group: PlannedGroup, row y: Int) {
        let content = targets[group.content]
        if y >= content.rect.minY, y < content.rect.maxY {
            content.clear(row: y, from: content.rect.minX, to: content.rect.maxX)
        }
        if group.mask >= 0 {
            let mask = targets[group.mask]
            if y >= mask.rect.minY, y < mask.rect.maxY {
                mask.clear(row: y, from: mask.rect.minX, to: mask.rect.maxX)
            }
        }
    }

    /// Composites row `y` of a group (and its shadow) into its parent.
    func endGroup(_ group: PlannedGroup, row y: Int) {
        let bounds = group.compositeBounds
        guard y >= bounds.minY, y < bounds.maxY, group.opacity > 0 else { return }
        let parent = targets[group.parent]
        let m = parent.rect.minX
        let dst = parent.row(y) - m
        let coverage = scratch.clipCoverage - m
        var span: CoverageSpan
        if group.clip >= 0 {
            span = clipChain(group.clip, row: y, from: bounds.minX, to: bounds.maxX, origin: m)
            guard !span.isEmpty else { return }
        } else {
            span = CoverageSpan(lo: bounds.minX, hi: bounds.maxX, innerLo: bounds.minX, innerHi: bounds.maxX)
        }
        let content = targets[group.content]
        let inContent = y >= content.rect.minY && y < content.rect.maxY
        if group.shadow == nil, group.mask < 0 {
            guard inContent else { return }
            let lo = max(span.lo, content.rect.minX), hi = min(span.hi, content.rect.maxX)
            guard lo < hi else { return }
            var inner = (max(span.innerLo, lo), min(span.innerHi, hi))
            if inner.0 >= inner.1 { inner = (hi, hi) }
            let part = CoverageSpan(lo: lo, hi: hi, innerLo: inner.0, innerHi: inner.1)
            composite(content.row(y) - content.rect.minX, span: part, coverage: coverage, opacity: group.opacity,
                      additive: group.isAdditive, dst: dst)
            return
        }
        let pixels = scratch.pixels - m
        let contentRow = content.row(y) - content.rect.minX
        let mask = group.mask >= 0 ? targets[group.mask] : nil
        let maskRow: UnsafeMutablePointer<UInt32>? = mask.flatMap { y >= $0.rect.minY && y < $0.rect.maxY ? $0.row(y) - $0.rect.minX : nil }
        // The shadow's row under this one (nil where it has none).
        var shadowRow: (alpha: UnsafeMutablePointer<Float>, lo: Int, hi: Int, color: UInt32)?
        if let shadow = group.shadow {
            let sy = y - shadow.offsetY - shadow.rect.minY
            if sy >= 0, sy < shadow.rect.height {
                let x0 = shadow.rect.minX + shadow.offsetX
                shadowRow = (shadow.alpha + sy * shadow.rect.width - x0, x0, x0 + shadow.rect.width, shadow.color)
            }
        }
        for x in span.lo..<span.hi {
            var p: UInt32 = 0
            if inContent, x >= content.rect.minX, x < content.rect.maxX { p = contentRow[x] }
            if let s = shadowRow, x >= s.lo, x < s.hi {
                let a = s.alpha[x]
                if a > 0 { p = PackedColor.over(p, PackedColor.scale(s.color, PackedColor.factor(min(a, 1)))) }
            }
            if let mask {
                var alpha: UInt32 = 0
                if let maskRow, x >= mask.rect.minX, x < mask.rect.maxX { alpha = maskRow[x] >> 24 }
                p = PackedColor.scale(p, alpha)
            }
            pixels[x] = p
        }
        composite(pixels, span: span, coverage: coverage, opacity: group.opacity, additive: group.isAdditive, dst: dst)
    }

    /// A row of premultiplied pixels into `dst` under coverage and opacity: drawn over it,
    /// or added to it.
    func composite(_ source: UnsafePointer<UInt32>, span: CoverageSpan, coverage: UnsafePointer<Float>,
                           opacity: Float, additive: Bool, dst: UnsafeMutablePointer<UInt32>) {
        guard additive else { return blendPixels(source, span: span, coverage: coverage, opacity: opacity, dst: dst) }
        span.materialize(UnsafeMutablePointer(mutating: coverage))
        SpanBlending.add(pixels: source + span.lo, coverage: coverage + span.lo, opacity: opacity, into: dst + span.lo,
                         count: span.hi - span.lo)
    }
}
