import Foundation

// Coverage masks: the rasterizer's output and the clip stack's storage. One byte per
// pixel (0 = outside, 255 = fully covered) over a pixel rectangle, plus, per row, the
// span of columns that may be non-zero and a run inside it known to be exactly 255.
// Only bytes inside a row's span are defined: the rasterizer writes nothing else, so
// an empty row or the margins of a thin shape cost nothing to produce or to skip, and
// the solid run lets a compositor fill a shape's interior without reading coverage.

/// A one-byte-per-pixel coverage buffer over `bounds`, with a span and a solid run
/// per row.
///
/// Memory is kept between uses (`reset(bounds:)` only grows it), so a mask reused for
/// every path of a frame allocates nothing once it is large enough. Not thread-safe:
/// one mask per thread.
package final class CoverageMask: @unchecked Sendable {
    /// The pixels the mask describes, in target pixel space. Outside it coverage is 0.
    @exclusivity(unchecked) package private(set) var bounds: PixelRect = .zero
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var byteCapacity: Int
    /// Per row r, offsets from `bounds.x`: the span `rows[4r] ..< rows[4r + 1]` and the
    /// solid run `rows[4r + 2] ..< rows[4r + 3]`.
    @exclusivity(unchecked) private var rows: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var rowCapacity: Int

    /// An empty mask.
    package init() {
        byteCapacity = 1
        bytes = .allocate(capacity: 1)
        rowCapacity = 1
        rows = .allocate(capacity: 4)
        rows.initialize(repeating: 0, count: 4)
    }

    /// A mask over `bounds` where every pixel has `coverage`.
    package convenience init(bounds: PixelRect, coverage: UInt8) {
        self.init()
        reset(bounds: bounds)
        guard coverage > 0 else { return }
        for y in bounds.minY..<bounds.maxY {
            row(y).update(repeating: coverage, count: bounds.width)
            setSpan(ofRow: y, bounds.minX..<bounds.maxX)
            if coverage == 255 { setSolidRun(ofRow: y, bounds.minX..<bounds.maxX) }
        }
    }

    deinit {
        bytes.deallocate()
        rows.deallocate()
    }

    /// Makes the mask cover `bounds` with every row empty (coverage 0 everywhere),
    /// growing the storage if needed.
    package func reset(bounds newBounds: PixelRect) {
        bounds = newBounds.isEmpty ? .zero : newBounds
        let byteCount = bounds.area
        if byteCount > byteCapacity {
            bytes.deallocate()
            byteCapacity = Swift.max(byteCount, byteCapacity * 2)
            bytes = .allocate(capacity: byteCapacity)
        }
        if bounds.height > rowCapacity {
            rows.deallocate()
            rowCapacity = Swift.max(bounds.height, rowCapacity * 2)
            rows = .allocate(capacity: 4 * rowCapacity)
        }
        rows.update(repeating: 0, count: 4 * Swift.max(bounds.height, 1))
    }

    /// The coverage of row `y` (inside `bounds`): element `i` is column `bounds.x + i`.
    /// Only the elements inside `span(ofRow:)` are defined.
    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        bytes + (y - bounds.y) * bounds.width
    }

    /// The columns of row `y` whose coverage may be non-zero (empty outside `bounds`).
    @inline(__always)
    package func span(ofRow y: Int) -> Range<Int> {
        range(ofRow: y, 0)
    }

    /// Columns of row `y` whose coverage is exactly 255 (inside the span; possibly
    /// empty even where some pixels are 255 — it is a hint for filling interiors).
    @inline(__always)
    package func solidRun(ofRow y: Int) -> Range<Int> {
        range(ofRow: y, 2)
    }

    @inline(__always)
    private func range(ofRow y: Int, _ k: Int) -> Range<Int> {
        guard y >= bounds.minY, y < bounds.maxY else { return 0..<0 }
        let r = 4 * (y - bounds.y) + k
        let start = Int(rows[r]), end = Int(rows[r + 1])
        return start < end ? (bounds.x + start)..<(bounds.x + end) : bounds.x..<bounds.x
    }

    /// Sets the span of row `y` (inside `bounds`); the caller has written its bytes.
    /// The solid run is emptied.
    @inline(__always)
    package func setSpan(ofRow y: Int, _ columns: Range<Int>) {
        let r = 4 * (y - bounds.y)
        let start = Swift.max(columns.lowerBound, bounds.minX), end = Swift.min(columns.upperBound, bounds.maxX)
        rows[r] = Int32(start - bounds.x)
        rows[r + 1] = Int32(Swift.max(end, start) - bounds.x)
        rows[r + 2] = 0
        rows[r + 3] = 0
    }

    /// Declares that the coverage of row `y` is 255 over `columns` (clamped to the span).
    @inline(__always)
    package func setSolidRun(ofRow y: Int, _ columns: Range<Int>) {
        let r = 4 * (y - bounds.y)
        let start = Swift.max(columns.lowerBound - bounds.x, Int(rows[r]))
        let end = Swift.min(columns.upperBound - bounds.x, Int(rows[r + 1]))
        rows[r + 2] = Int32(start)
        rows[r + 3] = Int32(Swift.max(end, start))
    }

    /// The coverage of pixel (`x`, `y`); 0 outside the bounds or the row's span.
    package func coverage(x: Int, y: Int) -> UInt8 {
        guard span(ofRow: y).contains(x) else { return 0 }
        return row(y)[x - bounds.x]
    }

    /// Whether every row is empty.
    package var isEmpty: Bool {
        for y in bounds.minY..<bounds.maxY where !span(ofRow: y).isEmpty { return false }
        return true
    }

    /// The smallest rectangle holding every row span.
    package var occupiedBounds: PixelRect {
        var result = PixelRect.zero
        for y in bounds.minY..<bounds.maxY {
            let s = span(ofRow: y)
            if !s.isEmpty { result = result.union(PixelRect(minX: s.lowerBound, minY: y, maxX: s.upperBound, maxY: y + 1)) }
        }
        return result
    }

    /// The covered area in pixels: the sum of the coverage over 255.
    package var totalCoverage: Double {
        var sum = 0
        for y in bounds.minY..<bounds.maxY {
            let s = span(ofRow: y)
            let p = row(y) + (s.lowerBound - bounds.x)
            for i in 0..<s.count { sum += Int(p[i]) }
        }
        return Double(sum) / 255
    }

    /// An independent copy (only the defined bytes are copied; its storage fits it).
    package func copy() -> CoverageMask {
        let copy = CoverageMask()
        copy.copyContents(of: self)
        return copy
    }

    /// Makes this mask an exact copy of `other`, reusing this mask's storage.
    package func copyContents(of other: CoverageMask) {
        reset(bounds: other.bounds)
        for y in bounds.minY..<bounds.maxY {
            let s = other.span(ofRow: y)
            guard !s.isEmpty else { continue }
            (row(y) + (s.lowerBound - bounds.x)).update(from: other.row(y) + (s.lowerBound - bounds.x), count: s.count)
            setSpan(ofRow: y, s)
            setSolidRun(ofRow: y, other.solidRun(ofRow: y))
        }
    }

    /// Multiplies this mask's coverage by `other`'s (pixel by pixel, rounded), as
    /// intersecting two clips does. Pixels outside `other` become 0.
    package func intersect(with other: CoverageMask) {
        for y in bounds.minY..<bounds.maxY {
            let mine = span(ofRow: y), theirs = other.span(ofRow: y)
            let start = Swift.max(mine.lowerBound, theirs.lowerBound)
            let end = Swift.min(mine.upperBound, theirs.upperBound)
            guard start < end else {
                setSpan(ofRow: y, bounds.minX..<bounds.minX)
                continue
            }
            let solid = solidRun(ofRow: y).clamped(to: other.solidRun(ofRow: y))
            let a = row(y) + (start - bounds.x), b = other.row(y) + (start - other.bounds.x)
            PixelBlend.multiplyCoverage(a, by: b, count: end - start)
            setSpan(ofRow: y, start..<end)
            setSolidRun(ofRow: y, solid)
        }
    }
}
