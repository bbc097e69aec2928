@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A layer's background and its border over one row, in one pass. Input: the row's
// destination words, the background and border colours, the coverage span of the layer's
// shape and that of the border's inner edge (each with its coverage row); output: the
// destination with the background blended under the shape's coverage and then the border
// under the shape's coverage less the inner edge's. Called by the band thread that owns
// the row, for a layer without clip or contents (nothing is drawn between the two).
//
// Pixel for pixel this is `blend(color:row:coverage:span:)` of the background and then of
// the border: each pixel's result depends only on its own coverages, so blending both
// while the pixel is loaded gives the same words. Where the shape is full and the inner
// edge is clear the two blends are constant (a fill when the background is opaque:
// the border over it), and inside the inner edge only the background remains.

extension SpanBlending {
    /// Blends `background` under `shape` and then `border` under `shape` less `inner`
    /// (`inner` lies within `shape`'s columns; indices are absolute columns, `dst` and
    /// the coverage rows point at column 0).
    static func blend(background: UInt32, border: UInt32, row dst: UnsafeMutablePointer<UInt32>,
                      shape: CoverageSpan, _ shapeRow: UnsafePointer<Float>,
                      inner: CoverageSpan, _ innerRow: UnsafePointer<Float>) {
        guard !shape.isEmpty else { return }
        // Runs of constant coverage, in column order: full shape left of the inner edge,
        // the inner edge's interior, full shape right of it.
        var left = shape.inner, middle = 0..<0, right = 0..<0
        if !inner.isEmpty {
            left = shape.innerLo..<max(shape.innerLo, min(shape.innerHi, inner.lo))
            let mLo = max(inner.innerLo, shape.innerLo), mHi = min(inner.innerHi, shape.innerHi)
            if mLo < mHi { middle = mLo..<mHi }
            let rLo = max(shape.innerLo, inner.hi)
            if rLo < shape.innerHi { right = rLo..<shape.innerHi }
        }
        let over = background >> 24 == 255 ? border &+ PackedColor.scale(background, 255 &- (border >> 24)) : 0
        var x = shape.lo
        @inline(__always) func fringe(to end: Int) {
            while x < end {
                let o = shape.value(x, shapeRow), i = inner.value(x, innerRow)
                var d = dst[x]
                if background != 0 {
                    let s = PackedColor.scale(background, PackedColor.factor(o))
                    d = s &+ PackedColor.scale(d, 255 &- (s >> 24))
                }
                let s = PackedColor.scale(border, PackedColor.factor(max(0, o - i)))
                dst[x] = s &+ PackedColor.scale(d, 255 &- (s >> 24))
                x += 1
            }
        }
        @inline(__always) func bordered(_ run: Range<Int>) {
            guard !run.isEmpty else { return }
            fringe(to: run.lowerBound)
            if over != 0 {
                (dst + run.lowerBound).update(repeating: over, count: run.count)
            } else {
                blend(color: background, into: dst + run.lowerBound, count: run.count)
                blend(color: border, into: dst + run.lowerBound, count: run.count)
            }
            x = run.upperBound
        }
        bordered(left)
        if !middle.isEmpty {
            fringe(to: middle.lowerBound)
            blend(color: background, into: dst + middle.lowerBound, count: middle.count)
            x = middle.upperBound
        }
        bordered(right)
        fringe(to: shape.hi)
    }
}
