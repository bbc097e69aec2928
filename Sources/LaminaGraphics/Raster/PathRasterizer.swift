import Foundation

// Path rasterizer: input a path (`PathStorage`), an affine transform to target pixels,
// a fill rule and a clip rectangle; output a `CoverageMask` (one byte of coverage per
// pixel; per row, the span that may be covered and a run known to be fully covered).
// Runs on the caller's thread; one rasterizer per thread. Flattening and clipping into
// lines is `RasterEdgeBuilder` (RasterEdges.swift); accumulation and the sweep are here.
//
// # Rules
//
// Coverage is the exact area of each pixel inside the (flattened) path, computed by
// signed-area accumulation, the method of font-rs, ab_glyph and Blend2D:
//
// - Curves are flattened in pixel space within `flatteningTolerance` (0.1 px), with the
//   subdivision bounds of `PathFlattening`, by forward differencing. Every subpath is
//   closed for filling, as CoreGraphics closes open subpaths when it fills.
// - Each line adds to a grid of float cells, one per pixel (plus two spill columns),
//   the signed area it sweeps to its right within each pixel row: +dy for a downward
//   edge, −dy for an upward one, split between the cells the line crosses in that row
//   by the exact trapezoid areas. A prefix sum along a row then gives, in each pixel,
//   the integral of the winding number over that pixel.
// - Fill rules act on that integral w: non-zero takes min(|w|, 1); even-odd folds |w|
//   into [0, 1] (w mod 2, mirrored above 1), as FreeType and Blend2D do. Inside a
//   shape both are exact (a pixel at winding 2 is fully covered under non-zero and
//   empty under even-odd); on a boundary pixel they are the exact covered area as long
//   as the edges crossing that pixel do not overlap each other. Where two edges of
//   overlapping pieces cross the same pixel (the corners of a stroke's self-overlaps)
//   the sum can exceed the union's area and is clamped: at most a few boundary
//   pixels read a little darker than the exact union, never a hole or a seam.
// - Aliased filling (`antialias: false`) keeps pixels whose covered area is at least
//   half and drops the rest.
// - Pixel (x, y) is the square [x, x+1) × [y, y+1); a rectangle on integer
//   coordinates covers whole pixels exactly (255 inside, 0 outside).
//
// # Why it is fast
//
// - Work is bounded by the path's pixel box intersected with the clip, never the
//   whole target. Lines are clipped in double precision to that box before they are
//   stored as floats: parts above or below are dropped, parts to the right too (they
//   only add to cells right of the box), parts to the left become a vertical line at
//   the left edge, which carries their winding.
// - Only cells that a line touched are visited. Each row keeps a bitset of touched
//   cells; the sweep walks the set bits (trailing-zero count), carries the running
//   sum across the gaps, and fills each gap with one memset of its constant coverage.
//   A circle of radius 50 touches about 4 cells per row, so the interior costs a
//   memset, not a per-pixel prefix sum with its serial dependency.
// - The sweep zeroes exactly the cells and bits it read, so the grid is clean for the
//   next path without clearing it; buffers only grow, so steady state allocates
//   nothing.
// - Large boxes are processed in bands of rows (`bandCellBudget` cells each) so the
//   grid stays in cache and its memory bounded; lines are clipped to each band.

/// Rasterizes paths into coverage masks with exact analytic anti-aliasing.
///
/// ```swift
/// let mask = rasterizer.fill(path.storage, transform: toPixels, rule: .winding,
///                            clip: PixelRect(width: 512, height: 512))
/// for y in mask.bounds.minY..<mask.bounds.maxY {
///     let span = mask.span(ofRow: y)   // columns with coverage
///     let coverage = mask.row(y)       // coverage[x - mask.bounds.x]
/// }
/// ```
///
/// The returned mask is the rasterizer's own and is overwritten by the next call; copy
/// it (`CoverageMask.copy()`) to keep it. Not thread-safe: one rasterizer per thread.
package final class PathRasterizer {
    /// The largest distance, in target pixels, between a curve and its flattening.
    package static let flatteningTolerance: Double = 0.1
    /// The most cells one band may use; a taller box is processed in several bands.
    package static let bandCellBudget = 1 << 18

    @exclusivity(unchecked) private var edgeBuffer = RasterEdgeBuffer()
    @exclusivity(unchecked) private var cells: UnsafeMutablePointer<Float>
    @exclusivity(unchecked) private var cellCapacity: Int
    @exclusivity(unchecked) private var bits: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var bitCapacity: Int

    // The working box of the current call, in target pixels.
    @exclusivity(unchecked) private var originX = 0
    @exclusivity(unchecked) private var originY = 0
    @exclusivity(unchecked) private var width = 0
    @exclusivity(unchecked) private var height = 0

    /// The mask the last call filled.
    package let mask = CoverageMask()

    /// A rasterizer with small starting buffers (they grow to the largest path seen).
    package init() {
        cellCapacity = 4096
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: 0, count: cellCapacity)
        bitCapacity = 256
        bits = .allocate(capacity: bitCapacity)
        bits.initialize(repeating: 0, count: bitCapacity)
    }

    deinit {
        edgeBuffer.deallocate()
        cells.deallocate()
        bits.deallocate()
    }

    /// Fills `mask` with the coverage of `path` mapped by `transform` (to target pixels,
    /// y down), under `rule`, inside `clip`. The mask's bounds are the path's pixel box
    /// (from its transformed control points) intersected with `clip`; empty when they
    /// do not meet or the path has a non-finite point. `spans`, the path's own (for a
    /// large path drawn many times), let runs of it outside the box be skipped.
    @discardableResult
    package func fill(_ path: PathStorage, transform: CGAffineTransform, rule: CGPathFillRule,
                      clip: PixelRect, antialias: Bool = true, spans: PathSpans? = nil) -> CoverageMask {
        let box = (spans.flatMap { pixelBox(of: $0, transform: transform) } ?? pixelBox(of: path, transform: transform))?
            .intersection(clip)
        guard let box, !box.isEmpty else {
            mask.reset(bounds: .zero)
            return mask
        }
        originX = box.x; originY = box.y; width = box.width; height = box.height
        mask.reset(bounds: box)
        var builder = RasterEdgeBuilder(buffer: edgeBuffer, width: width, height: height,
                                        tolerance: PathRasterizer.flatteningTolerance)
        builder.add(path, transform: transform, originX: originX, originY: originY, spans: spans)
        edgeBuffer = builder.buffer
        let edges = builder.buffer.base, edgeCount = builder.count
        let stride = width + 2
        let wordsPerRow = (stride + 63) >> 6
        let bandRows = Swift.max(1, Swift.min(height, PathRasterizer.bandCellBudget / stride))
        reserveGrid(cells: stride * bandRows, words: wordsPerRow * bandRows)
        var top = 0
        while top < height {
            let bottom = Swift.min(top + bandRows, height)
            accumulate(edges, count: edgeCount, top: top, bottom: bottom, stride: stride, wordsPerRow: wordsPerRow)
            switch (rule, antialias) {
            case (.winding, true): sweep(NonZeroCoverage.self, top: top, bottom: bottom, stride: stride, wordsPerRow: wordsPerRow)
            case (.evenOdd, true): sweep(EvenOddCoverage.self, top: top, bottom: bottom, stride: stride, wordsPerRow: wordsPerRow)
            case (.winding, false): sweep(AliasedNonZeroCoverage.self, top: top, bottom: bottom, stride: stride, wordsPerRow: wordsPerRow)
            case (.evenOdd, false): sweep(AliasedEvenOddCoverage.self, top: top, bottom: bottom, stride: stride, wordsPerRow: wordsPerRow)
            }
            top = bottom
        }
        return mask
    }

    /// `fill` for a `CGPath`.
    @discardableResult
    package func fill(_ path: CGPath, transform: CGAffineTransform, rule: CGPathFillRule,
                      clip: PixelRect, antialias: Bool = true) -> CoverageMask {
        fill(path.storage, transform: transform, rule: rule, clip: clip, antialias: antialias)
    }

    // MARK: Box

    /// The pixel box of the transformed control points (which contains the curves);
    /// nil for an empty path or a non-finite point.
    private func pixelBox(of path: PathStorage, transform t: CGAffineTransform) -> PixelRect? {
        guard !path.points.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        path.points.withUnsafeBufferPointer { points in
            for p in points {
                let x = t.a * p.x + t.c * p.y + t.tx, y = t.b * p.x + t.d * p.y + t.ty
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "PathRasterizer.fill: the transformed path has a non-finite point; nothing is drawn")
            return nil
        }
        return PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// A pixel box holding the transformed bounds of the coarse spans (all the points
    /// that make edges); nil when it is not finite (the exact box decides then).
    private func pixelBox(of spans: PathSpans, transform t: CGAffineTransform) -> PixelRect? {
        var box = CGRect.null
        for s in spans.coarse { box = box.union(s.bounds.applying(t)) }
        guard !box.isNull, box.isFiniteRect else { return nil }
        return PixelRect(covering: box)
    }

    // MARK: Accumulation

    private func reserveGrid(cells cellCount: Int, words: Int) {
        if cellCount > cellCapacity {
            cells.deallocate()
            cellCapacity = Swift.max(cellCount, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if words > bitCapacity {
            bits.deallocate()
            bitCapacity = Swift.max(words, bitCapacity * 2)
            bits = .allocate(capacity: bitCapacity)
            bits.initialize(repeating: 0, count: bitCapacity)
        }
    }

    /// Sets the bits of cells `first...last` (inclusive) in a row's bitset.
    @inline(__always)
    private static func mark(_ rowBits: UnsafeMutablePointer<UInt64>, _ first: Int, _ last: Int) {
        let w0 = first >> 6, w1 = last >> 6
        let head = UInt64.max << UInt64(first & 63), tail = UInt64.max >> UInt64(63 - (last & 63))
        if w0 == w1 {
            rowBits[w0] |= head & tail
        } else {
            rowBits[w0] |= head
            var k = w0 + 1
            while k < w1 { rowBits[k] = .max; k += 1 }
            rowBits[w1] |= tail
        }
    }

    /// Adds the area of each of the `count` edges to the cells of rows `top..<bottom`
    /// (box-relative).
    private func accumulate(_ edges: UnsafeMutablePointer<RasterEdge>, count: Int, top: Int, bottom: Int,
                            stride: Int, wordsPerRow: Int) {
        let topF = Float(top), bottomF = Float(bottom), maxX = Float(width)
        let cells = self.cells, bits = self.bits
        for i in 0..<count {
            let e = edges[i]
            let ya = Swift.max(e.y0, topF), yb = Swift.min(e.y1, bottomF)
            guard ya < yb else { continue }
            // Rows firstRow..<endRow; ya ≥ 0, so Int() is floor. endRow may be one past
            // ⌈yb⌉ when yb is whole: that row then gets a zero height and adds nothing.
            let firstRow = Int(ya), endRow = Swift.min(Int(yb) + 1, bottom)
            let d = e.direction
            var rowTop = ya
            if e.dxdy == 0 {
                // Vertical: every row splits its height between two cells.
                let xi = Int(e.x0), frac = e.x0 - Float(xi)
                var c = cells + (firstRow - top) * stride + xi
                var rowBits = bits + (firstRow - top) * wordsPerRow
                for r in firstRow..<endRow {
                    let rowBottom = Swift.min(Float(r + 1), yb)
                    let dd = (rowBottom - rowTop) * d
                    c[0] += dd - dd * frac
                    c[1] += dd * frac
                    PathRasterizer.mark(rowBits, xi, xi + 1)
                    rowTop = rowBottom
                    c += stride
                    rowBits += wordsPerRow
                }
                continue
            }
            let dxdy = e.dxdy
            var x = Swift.min(Swift.max(e.x0 + (ya - e.y0) * dxdy, 0), maxX)
            var row = cells + (firstRow - top) * stride
            var rowBits = bits + (firstRow - top) * wordsPerRow
            for r in firstRow..<endRow {
                let rowBottom = Swift.min(Float(r + 1), yb)
                let xNext = Swift.min(Swift.max(e.x0 + (rowBottom - e.y0) * dxdy, 0), maxX)
                let dd = (rowBottom - rowTop) * d
                let x0 = Swift.min(x, xNext), x1 = Swift.max(x, xNext)
                // x0i = ⌊x0⌋; x1i is ⌈x1⌉, or one more when x1 is whole (the extra cell
                // then gets zero area), which avoids a data-dependent branch.
                let x0i = Int(x0), x0Floor = Float(x0i)
                let x1i = Int(x1) + 1
                if x1i <= x0i + 1 {
                    // Within one cell: the trapezoid's area right of its mean x.
                    let xm = 0.5 * (x + xNext) - x0Floor
                    row[x0i] += dd - dd * xm
                    row[x0i + 1] += dd * xm
                    PathRasterizer.mark(rowBits, x0i, x0i + 1)
                } else {
                    // Across several cells: a triangle in the first, a strip of constant
                    // slope through the middle, the rest in the last.
                    let s = 1 / (x1 - x0)
                    let x0f = x0 - x0Floor
                    let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                    let x1f = x1 - Float(x1i) + 1
                    let am = 0.5 * s * x1f * x1f
                    row[x0i] += dd * a0
                    if x1i == x0i + 2 {
                        row[x0i + 1] += dd * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - x0f)
                        row[x0i + 1] += dd * (a1 - a0)
                        let step = dd * s
                        var xi = x0i + 2
                        while xi < x1i - 1 { row[xi] += step; xi += 1 }
                        let a2 = a1 + Float(x1i - x0i - 3) * s
                        row[x1i - 1] += dd * (1 - a2 - am)
                    }
                    row[x1i] += dd * am
                    PathRasterizer.mark(rowBits, x0i, x1i)
                }
                x = xNext
                rowTop = rowBottom
                row += stride
                rowBits += wordsPerRow
            }
        }
    }

    // MARK: Sweep

    /// Turns the accumulated rows `top..<bottom` into mask rows, walking only the
    /// touched cells, and leaves those cells and bits zero.
    private func sweep<Rule: CoverageRule>(_: Rule.Type, top: Int, bottom: Int, stride: Int, wordsPerRow: Int) {
        let width = self.width
        for r in top..<bottom {
            let row = cells + (r - top) * stride
            let rowBits = bits + (r - top) * wordsPerRow
            let y = originY + r
            let out = mask.row(y)
            var sum: Float = 0
            var first = -1
            var next = 0  // the first column not yet written
            // The longest stretch of 255s so far, and where the current one started.
            var solid = SolidRunTracker()
            for w in 0..<wordsPerRow {
                var word = rowBits[w]
                guard word != 0 else { continue }
                rowBits[w] = 0
                repeat {
                    let cx = (w << 6) | word.trailingZeroBitCount
                    word &= word &- 1
                    if first < 0 {
                        first = cx
                        next = cx
                    } else if cx > next && next < width {
                        let c = Rule.coverage(sum), end = Swift.min(cx, width)
                        (out + next).update(repeating: c, count: end - next)
                        solid.add(c, next)
                    }
                    sum += row[cx]
                    row[cx] = 0
                    if cx < width {
                        let c = Rule.coverage(sum)
                        out[cx] = c
                        solid.add(c, cx)
                    }
                    next = cx + 1
                } while word != 0
            }
            guard first >= 0, first < width else { continue }
            var end = Swift.min(next, width)
            if end < width {
                // Lines right of the box were dropped: the winding they would have
                // closed carries on to the right edge.
                let c = Rule.coverage(sum)
                if c != 0 {
                    (out + end).update(repeating: c, count: width - end)
                    solid.add(c, end)
                    end = width
                }
            }
            solid.add(0, end)
            mask.setSpan(ofRow: y, (originX + first)..<(originX + end))
            if solid.bestEnd > solid.bestStart {
                mask.setSolidRun(ofRow: y, (originX + solid.bestStart)..<(originX + solid.bestEnd))
            }
        }
    }
}

/// Follows the coverage written along a row (a value at a column, holding until the
/// next call) and keeps the longest stretch of 255.
private struct SolidRunTracker {
    var start = -1
    var bestStart = 0, bestEnd = 0

    /// Coverage `c` starts at column `x`.
    @inline(__always)
    mutating func add(_ c: UInt8, _ x: Int) {
        if c == 255 {
            if start < 0 { start = x }
        } else if start >= 0 {
            if x - start > bestEnd - bestStart { bestStart = start; bestEnd = x }
            start = -1
        }
    }
}

/// Maps the integral of the winding number over a pixel to its coverage byte.
private protocol CoverageRule {
    static func coverage(_ w: Float) -> UInt8
}

/// v (0…255) rounded to the nearest byte without a checked conversion: adding 2²³
/// leaves the rounded value in the low mantissa bits.
@inline(__always)
private func roundedByte(_ v: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (v + 8_388_608).bitPattern)
}

private enum NonZeroCoverage: CoverageRule {
    @inline(__always) static func coverage(_ w: Float) -> UInt8 {
        roundedByte(Swift.min(abs(w), 1) * 255)
    }
}

private enum EvenOddCoverage: CoverageRule {
    @inline(__always) static func coverage(_ w: Float) -> UInt8 {
        var v = abs(w)
        v -= 2 * Float(Int(v * 0.5))
        if v > 1 { v = 2 - v }
        return roundedByte(Swift.min(Swift.max(v, 0), 1) * 255)
    }
}

private enum AliasedNonZeroCoverage: CoverageRule {
    @inline(__always) static func coverage(_ w: Float) -> UInt8 {
        abs(w) >= 0.5 ? 255 : 0
    }
}

private enum AliasedEvenOddCoverage: CoverageRule {
    @inline(__always) static func coverage(_ w: Float) -> UInt8 {
        EvenOddCoverage.coverage(w) >= 128 ? 255 : 0
    }
}
