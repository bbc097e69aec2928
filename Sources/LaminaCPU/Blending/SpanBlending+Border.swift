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
// the border over it), and inside the inner edge only the background remains. Where the
// inner edge's columns lie inside the shape's full interior (almost every row) each
// stretch between the spans' limits has one kind of coverage, and each gets a loop of
// its own: the shape's fringe needs one factor for both blends, the inner edge's fringe
// over an opaque background does not read the destination.

extension SpanBlending {
    /// Blends `background` under `shape` and then `border` under `shape` less `inner`
    /// (`inner` lies within `shape`'s columns; indices are absolute columns, `dst` and
    /// the coverage rows point at column 0).
    static func blend(background: UInt32, border: UInt32, row dst: UnsafeMutablePointer<UInt32>,
                      shape: CoverageSpan, _ shapeRow: UnsafePointer<Float>,
                      inner: CoverageSpan, _ innerRow: UnsafePointer<Float>) {
        guard !shape.isEmpty else { return }
        let over = background >> 24 == 255 ? border &+ PackedColor.scale(background, 255 &- (border >> 24)) : 0
        if inner.isEmpty {
            shapeFringe(background: background, border: border, dst, shapeRow, from: shape.lo, to: shape.innerLo)
            bothFull(background: background, border: border, over: over, dst, from: shape.innerLo, to: shape.innerHi)
            shapeFringe(background: background, border: border, dst, shapeRow, from: shape.innerHi, to: shape.hi)
        } else if shape.innerLo <= inner.lo, inner.hi <= shape.innerHi {
            shapeFringe(background: background, border: border, dst, shapeRow, from: shape.lo, to: shape.innerLo)
            bothFull(background: background, border: border, over: over, dst, from: shape.innerLo, to: inner.lo)
            innerFringe(background: background, border: border, dst, innerRow, from: inner.lo, to: inner.innerLo)
            if inner.innerLo < inner.innerHi {
                blend(color: background, into: dst + inner.innerLo, count: inner.innerHi - inner.innerLo)
            }
            innerFringe(background: background, border: border, dst, innerRow, from: inner.innerHi, to: inner.hi)
            bothFull(background: background, border: border, over: over, dst, from: inner.hi, to: shape.innerHi)
            shapeFringe(background: background, border: border, dst, shapeRow, from: shape.innerHi, to: shape.hi)
        } else {
            overlapping(background: background, border: border, over: over, row: dst, shape: shape, shapeRow,
                        inner: inner, innerRow)
        }
    }

    /// Where the fringes of the shape and the inner edge meet: runs of constant coverage
    /// (full shape left of the inner edge, the inner edge's interior, full shape right of
    /// it), every other pixel from both coverages.
    private static func overlapping(background: UInt32, border: UInt32, over: UInt32, row dst: UnsafeMutablePointer<UInt32>,
                                    shape: CoverageSpan, _ shapeRow: UnsafePointer<Float>,
                                    inner: CoverageSpan, _ innerRow: UnsafePointer<Float>) {
        let left = shape.innerLo..<max(shape.innerLo, min(shape.innerHi, inner.lo))
        let mLo = max(inner.innerLo, shape.innerLo), mHi = min(inner.innerHi, shape.innerHi)
        let middle = mLo < mHi ? mLo..<mHi : 0..<0
        let rLo = max(shape.innerLo, inner.hi)
        let right = rLo < shape.innerHi ? rLo..<shape.innerHi : 0..<0
        var x = shape.lo
        @inline(__always) func run(_ run: Range<Int>, full: Bool) {
            guard !run.isEmpty else { return }
            eachPixel(background: background, border: border, dst, shape, shapeRow, inner, innerRow, from: x, to: run.lowerBound)
            if full {
                bothFull(background: background, border: border, over: over, dst, from: run.lowerBound, to: run.upperBound)
            } else {
                blend(color: background, into: dst + run.lowerBound, count: run.count)
            }
            x = run.upperBound
        }
        run(left, full: true)
        run(middle, full: false)
        run(right, full: true)
        eachPixel(background: background, border: border, dst, shape, shapeRow, inner, innerRow, from: x, to: shape.hi)
    }

    /// Columns [lo, hi) where the shape is partly covered and the inner edge clear: one
    /// factor for both blends.
    @inline(__always)
    private static func shapeFringe(background: UInt32, border: UInt32, _ dst: UnsafeMutablePointer<UInt32>,
                                    _ shapeRow: UnsafePointer<Float>, from lo: Int, to hi: Int) {
        var x = lo
        while x < hi {
            let f = PackedColor.factor(shapeRow[x])
            let s = PackedColor.scale(background, f)
            let d = s &+ PackedColor.scale(dst[x], 255 &- (s >> 24))
            let t = PackedColor.scale(border, f)
            dst[x] = t &+ PackedColor.scale(d, 255 &- (t >> 24))
            x &+= 1
        }
    }

    /// Columns [lo, hi) where the shape is full and the inner edge partly covered.
    @inline(__always)
    private static func innerFringe(background: UInt32, border: UInt32, _ dst: UnsafeMutablePointer<UInt32>,
                                    _ innerRow: UnsafePointer<Float>, from lo: Int, to hi: Int) {
        var x = lo
        if background >> 24 == 255 {
            while x < hi {
                let t = PackedColor.scale(border, PackedColor.factor(max(0, 1 - innerRow[x])))
                dst[x] = t &+ PackedColor.scale(background, 255 &- (t >> 24))
                x &+= 1
            }
            return
        }
        let inverse = 255 &- (background >> 24)
        while x < hi {
            let d = background &+ PackedColor.scale(dst[x], inverse)
            let t = PackedColor.scale(border, PackedColor.factor(max(0, 1 - innerRow[x])))
            dst[x] = t &+ PackedColor.scale(d, 255 &- (t >> 24))
            x &+= 1
        }
    }

    /// Columns [lo, hi) where the shape is full and the inner edge clear: `over` (the
    /// border over an opaque background) or both colours blended in turn.
    @inline(__always)
    private static func bothFull(background: UInt32, border: UInt32, over: UInt32, _ dst: UnsafeMutablePointer<UInt32>,
                                 from lo: Int, to hi: Int) {
        guard lo < hi else { return }
        if over != 0 {
            var x = lo
            while x < hi { dst[x] = over; x &+= 1 }
        } else {
            blend(color: background, into: dst + lo, count: hi - lo)
            blend(color: border, into: dst + lo, count: hi - lo)
        }
    }

    /// Columns [lo, hi), each pixel from both coverages.
    @inline(__always)
    private static func eachPixel(background: UInt32, border: UInt32, _ dst: UnsafeMutablePointer<UInt32>,
                                  _ shape: CoverageSpan, _ shapeRow: UnsafePointer<Float>,
                                  _ inner: CoverageSpan, _ innerRow: UnsafePointer<Float>, from lo: Int, to hi: Int) {
        var x = lo
        while x < hi {
            let o = shape.value(x, shapeRow), i = inner.value(x, innerRow)
            let s = PackedColor.scale(background, PackedColor.factor(o))
            let d = s &+ PackedColor.scale(dst[x], 255 &- (s >> 24))
            let t = PackedColor.scale(border, PackedColor.factor(max(0, o - i)))
            dst[x] = t &+ PackedColor.scale(d, 255 &- (t >> 24))
            x &+= 1
        }
    }
}
