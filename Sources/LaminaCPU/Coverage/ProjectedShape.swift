@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A rounded rectangle of some layer's plane as it lands in the target, and the per-row
// coverage scan every painter and clip uses. Input: a row and a column range; output: a
// `CoverageSpan` (which columns have coverage, which of them are fully covered) and the
// coverage of the partly covered ones in a scratch row. Read by band threads.
//
// The scan walks in from both ends of the columns that can have coverage and stops at
// the first fully covered pixel on each side; everything between is taken as covered.
// Under an affine map those columns come in closed form (the row's plane line against
// the shape grown by the anti-aliasing ramps), and so does a run known to be covered
// (against the shape shrunk by the ramps, corner squares left out), which the scan does
// not evaluate; under perspective the columns come from the projected outline
// (`ScreenPolygon`). The shape is convex, so under an affine map this is exact, and under
// perspective the coverage is still monotone along a row. Work is proportional to the
// anti-aliased fringe, not to the area: the interior goes to the blend kernels' constant
// paths.

/// The columns of one row that a shape (or several, intersected) covers.
struct CoverageSpan {
    /// Columns with coverage: [lo, hi).
    var lo: Int, hi: Int
    /// Columns fully covered: [innerLo, innerHi), within [lo, hi); the coverage row is
    /// not written there (its value is 1).
    var innerLo: Int, innerHi: Int

    static let empty = CoverageSpan(lo: 0, hi: 0, innerLo: 0, innerHi: 0)

    var isEmpty: Bool { lo >= hi }
    var inner: Range<Int> { innerLo < innerHi ? innerLo..<innerHi : innerLo..<innerLo }

    /// The coverage at column `x`, reading `row` outside the interior.
    @inline(__always)
    func value(_ x: Int, _ row: UnsafePointer<Float>) -> Float {
        x >= innerLo && x < innerHi ? 1 : (x >= lo && x < hi ? row[x] : 0)
    }

    /// Multiplies `other` (with its row) into this span and `row`: the result covers the
    /// common columns, fully where both are full.
    mutating func multiply(by other: CoverageSpan, _ otherRow: UnsafePointer<Float>, into row: UnsafeMutablePointer<Float>) {
        let newLo = max(lo, other.lo), newHi = min(hi, other.hi)
        guard newLo < newHi else { self = .empty; return }
        var nLo = max(innerLo, other.innerLo), nHi = min(innerHi, other.innerHi)
        nLo = max(nLo, newLo); nHi = min(nHi, newHi)
        if nLo >= nHi { nLo = newHi; nHi = newHi }
        var x = newLo
        while x < nLo {
            row[x] = value(x, row) * other.value(x, otherRow)
            x += 1
        }
        x = nHi
        while x < newHi {
            row[x] = value(x, row) * other.value(x, otherRow)
            x += 1
        }
        self = CoverageSpan(lo: newLo, hi: newHi, innerLo: nLo, innerHi: nHi)
    }

    /// Replaces the interior by explicit values of 1 (so the whole span can be read).
    func materialize(_ row: UnsafeMutablePointer<Float>) {
        if innerLo < innerHi { (row + innerLo).update(repeating: 1, count: innerHi - innerLo) }
    }
}

/// A rounded rectangle of a plane, seen through that plane's mapping.
struct ProjectedShape {
    // Fields read on every row come first; the outline (used for bounds and under
    // perspective) last, so an affine scan touches fewer cache lines.
    var mapping: PlaneMapping
    var geometry: RoundedRectGeometry
    /// The coverage per plane point under the affine map (unused under perspective).
    fileprivate var affine: AffineCoverage
    /// Affine only: the plane rectangle outside which coverage is 0 (the shape grown by
    /// each edge's half ramp width), and two rectangles inside which it is exactly 1 (the
    /// shape shrunk by the ramps, without the corner squares), for exact row spans.
    fileprivate var support: PlaneBox
    fileprivate var fullH: PlaneBox, fullV: PlaneBox
    /// 1/(∂x/∂X) and 1/(∂y/∂X) (0 when the plane coordinate does not change along a row).
    fileprivate var inverseUX: Double, inverseVX: Double
    var polygon: ScreenPolygon

    /// A shape covering nothing (stands in where an item has no such shape, so prepared
    /// items hold shapes inline rather than as optionals copied on every access).
    static let none = ProjectedShape(nothing: ())

    private init(nothing: Void) {
        mapping = .identity
        geometry = RoundedRectGeometry(rect: .zero)
        polygon = ScreenPolygon(rect: .zero, mapping: .identity)
        affine = AffineCoverage(geometry, j: Jacobian(xX: 1, xY: 0, yX: 0, yY: 1), rampX: .axisAligned,
                                rampY: .axisAligned, arcReach: .infinity)
        support = .empty; fullH = .empty; fullV = .empty
        inverseUX = 0; inverseVX = 0
    }

    /// Whether it covers nothing.
    var isEmpty: Bool { polygon.count < 3 }

    /// The prepared outline `outline` of a plane seen through `mapping`.
    init(mapping: PlaneMapping, outline prepared: PreparedOutline) {
        self.mapping = mapping
        geometry = prepared.geometry
        polygon = prepared.outline
        let jacobian = Jacobian(xX: mapping.ux, xY: mapping.uy, yX: mapping.vx, yY: mapping.vy)
        // The screen gradient of an x = const edge's distance is ∇ₛx = (∂x/∂X, ∂x/∂Y).
        let rampX = EdgeRamp(gX: jacobian.xX, gY: jacobian.xY)
        let rampY = EdgeRamp(gX: jacobian.yX, gY: jacobian.yY)
        inverseUX = mapping.ux != 0 ? 1 / mapping.ux : 0
        inverseVX = mapping.vx != 0 ? 1 / mapping.vx : 0
        // The most a corner arc's anti-aliasing ramp reaches, in plane units.
        let column1 = (jacobian.xX * jacobian.xX + jacobian.yX * jacobian.yX).squareRoot()
        let column2 = (jacobian.xY * jacobian.xY + jacobian.yY * jacobian.yY).squareRoot()
        let arcReach = mapping.isAffine ? 0.5 * (column1 + column2) : .infinity
        affine = AffineCoverage(prepared.geometry, j: jacobian, rampX: rampX, rampY: rampY, arcReach: arcReach)
        let g = geometry, hx = rampX.h, hy = rampY.h
        support = PlaneBox(x0: g.minX - hx, x1: g.maxX + hx, y0: g.minY - hy, y1: g.maxY + hy)
        let r = max(g.rTL, g.rTR, g.rBL, g.rBR)
        fullH = PlaneBox(x0: g.minX + hx, x1: g.maxX - hx, y0: g.minY + max(r, hy), y1: g.maxY - max(r, hy))
        fullV = PlaneBox(x0: g.minX + max(r, hx), x1: g.maxX - max(r, hx), y0: g.minY + hy, y1: g.maxY - hy)
    }

    /// Every pixel that can get coverage lies in here.
    var bounds: PixelRect { polygon.bounds }
}

// Band threads read a shape where it lies, through a pointer into the frame's prepared
// items: a method called on `pointer.pointee` would first copy the whole shape (several hundred
// bytes) for every row, since the coverage rows it writes might alias it.
extension UnsafePointer<ProjectedShape> {
    /// The coverage of pixel (x, y).
    func coverage(_ x: Int, _ y: Int) -> Float {
        let mapping = pointee.mapping
        let h = mapping.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
        if mapping.isAffine { return affineCoverage(h.u, h.v) }
        guard h.q > 0 else { return 0 }
        let r = 1 / h.q
        let px = h.u * r, py = h.v * r
        let j = mapping.jacobian(x: px, y: py, q: h.q)
        let geometry = pointee.geometry
        return geometry.coverage(x: px, y: py, j: j, ramps: EdgeRamps(geometry, mapping: mapping, inverseQ: r),
                                 arcReach: .infinity)
    }

    /// The coverage of the pixel whose centre maps to the plane point (x, y), affine only.
    @inline(__always)
    func affineCoverage(_ x: Double, _ y: Double) -> Float {
        pointer(to: \.affine)!.coverage(x: x, y: y)
    }

    /// Affine only: the open interval of X whose plane points (on the row through
    /// (cx, cy) at X = 0) lie in `box`.
    @inline(__always)
    private func interval(_ box: UnsafePointer<PlaneBox>, _ cx: Double, _ cy: Double) -> (a: Double, b: Double) {
        let box = box.pointee
        var a = -1e9, b = 1e9
        if pointee.inverseUX != 0 {
            let t0 = (box.x0 - cx) * pointee.inverseUX, t1 = (box.x1 - cx) * pointee.inverseUX
            a = max(a, min(t0, t1)); b = min(b, max(t0, t1))
        } else if cx <= box.x0 || cx >= box.x1 {
            return (0, 0)
        }
        if pointee.inverseVX != 0 {
            let t0 = (box.y0 - cy) * pointee.inverseVX, t1 = (box.y1 - cy) * pointee.inverseVX
            a = max(a, min(t0, t1)); b = min(b, max(t0, t1))
        } else if cy <= box.y0 || cy >= box.y1 {
            return (0, 0)
        }
        return a < b ? (a, b) : (0, 0)
    }

    /// Affine only: the columns of row `y` that can have coverage (centres inside
    /// `support`), and a run known to be fully covered (centres inside the longer of the
    /// two full rectangles' runs, or their union when they meet; conservative).
    @inline(__always)
    func affineColumns(row y: Int) -> (lo: Int, hi: Int, fullLo: Int, fullHi: Int) {
        let Y = Double(y) + 0.5
        let m = pointer(to: \.mapping)!
        let cx = m.pointee.uy * Y + m.pointee.u0, cy = m.pointee.vy * Y + m.pointee.v0
        let s = interval(pointer(to: \.support)!, cx, cy)
        guard s.a < s.b else { return (0, 0, 0, 0) }
        let lo = floorInt(s.a - 0.5) + 1, hi = ceilInt(s.b - 0.5)
        @inline(__always) func columns(_ box: UnsafePointer<PlaneBox>) -> (lo: Int, hi: Int) {
            guard box.pointee.x0 < box.pointee.x1, box.pointee.y0 < box.pointee.y1 else { return (0, 0) }
            let i = interval(box, cx, cy)
            guard i.a < i.b else { return (0, 0) }
            // Centres within [a, b], kept a hair inside against rounding.
            let l = ceilInt(i.a - 0.5 + 1e-9), h = floorInt(i.b - 0.5 - 1e-9) + 1
            return l < h ? (l, h) : (0, 0)
        }
        var full = columns(pointer(to: \.fullH)!)
        if pointee.geometry.hasCorners {
            let v = columns(pointer(to: \.fullV)!)
            if full.lo >= full.hi {
                full = v
            } else if v.lo < v.hi {
                if full.lo <= v.hi && v.lo <= full.hi {
                    full = (min(full.lo, v.lo), max(full.hi, v.hi))
                } else if v.hi - v.lo > full.hi - full.lo {
                    full = v
                }
            }
        }
        return (lo, hi, full.lo, full.hi)
    }

    /// Scans row `y` within columns [a, b), writing the coverage of partly covered
    /// pixels into `row` (indexed by column).
    @inline(__always)
    func scan(row y: Int, from a: Int, to b: Int, into row: UnsafeMutablePointer<Float>) -> CoverageSpan {
        guard pointee.mapping.isAffine else {
            // Perspective: the columns from the projected outline, each pixel through its
            // own Jacobian.
            let columns = pointee.polygon.columns(row: y)
            return Self.walk(Swift.max(columns.lo, a), Swift.min(columns.hi, b), into: row) {
                coverage($0, y)
            }
        }
        let columns = affineColumns(row: y)
        let lo = Swift.max(columns.lo, a), hi = Swift.min(columns.hi, b)
        guard lo < hi else { return .empty }
        // Columns known to be full need no evaluation.
        let knownLo = Swift.max(columns.fullLo, lo), knownHi = Swift.min(columns.fullHi, hi)
        return affineWalk(row: y, lo, hi, known: knownLo < knownHi ? knownLo..<knownHi : 0..<0, into: row)
    }

    /// `walk` for an affine shape on row `y`, evaluating its pixels in runs of up to
    /// `Self.run` that skip what a run cannot reach (`RunReach`).
    @inline(__always)
    private func affineWalk(row y: Int, _ lo: Int, _ hi: Int, known: Range<Int>,
                            into row: UnsafeMutablePointer<Float>) -> CoverageSpan {
        let m = pointer(to: \.mapping)!, shape = pointer(to: \.affine)!
        let Y = Double(y) + 0.5
        let ux = m.pointee.ux, vx = m.pointee.vx
        let rowU = m.pointee.uy * Y + m.pointee.u0, rowV = m.pointee.vy * Y + m.pointee.v0
        // The plane point under column x's centre (linear in the column).
        @inline(__always) func point(_ x: Int) -> (Double, Double) {
            let X = Double(x) + 0.5
            return (ux * X + rowU, vx * X + rowV)
        }
        @inline(__always) func reach(_ a: Int, _ b: Int) -> RunReach {
            let p = point(a), q = point(b)
            return shape.reach(p.0, p.1, q.0, q.1)
        }
        var lo = lo, hi = hi
        let hasKnown = !known.isEmpty
        // From the left: trim empty pixels, stop at the first full one.
        var innerLo = hi
        var x = lo
        let leftEnd = hasKnown ? known.lowerBound : hi
        left: while x < leftEnd {
            let end = Swift.min(x + Self.run, leftEnd)
            let r = reach(x, end - 1)
            while x < end {
                let p = point(x)
                let c = shape.coverage(x: p.0, y: p.1, r)
                if c <= 0, x == lo {
                    lo += 1
                } else {
                    row[x] = c
                    if c >= 1 { innerLo = x; break left }
                }
                x += 1
            }
        }
        if hasKnown, x == leftEnd, x < hi { innerLo = x }
        guard lo < hi else { return .empty }
        if innerLo == hi {
            while hi > lo, row[hi - 1] <= 0 { hi -= 1 }
            return CoverageSpan(lo: lo, hi: hi, innerLo: hi, innerHi: hi)
        }
        // From the right: trim, stop at the first full pixel (or the left one).
        var innerHi = innerLo + 1
        x = hi - 1
        let rightEnd = hasKnown ? Swift.max(innerLo, known.upperBound - 1) : innerLo
        right: while x > rightEnd {
            let end = Swift.max(x - Self.run, rightEnd)
            let r = reach(x, end + 1)
            while x > end {
                let p = point(x)
                let c = shape.coverage(x: p.0, y: p.1, r)
                if c <= 0, x == hi - 1 {
                    hi -= 1
                } else {
                    row[x] = c
                    if c >= 1 { innerHi = x + 1; break right }
                }
                x -= 1
            }
        }
        if hasKnown, x == rightEnd, x > innerLo { innerHi = x + 1 }
        return CoverageSpan(lo: lo, hi: hi, innerLo: innerLo, innerHi: innerHi)
    }

    /// The most pixels a walk evaluates under one `RunReach`: a fringe is one to three
    /// pixels wide, and a run reaching less is cheaper.
    private static var run: Int { 4 }

    /// Walks in from both ends of columns [lo, hi) pixel by pixel (perspective): trims
    /// empty pixels, writes the coverage of partly covered ones into `row`, and stops at
    /// the first full pixel on each side; everything between is covered.
    @inline(__always)
    private static func walk(_ lo: Int, _ hi: Int, into row: UnsafeMutablePointer<Float>,
                             _ coverage: (Int) -> Float) -> CoverageSpan {
        var lo = lo, hi = hi
        guard lo < hi else { return .empty }
        // From the left: trim empty pixels, stop at the first full one.
        var innerLo = hi
        var x = lo
        while x < hi {
            let c = coverage(x)
            if c <= 0, x == lo {
                lo += 1
            } else {
                row[x] = c
                if c >= 1 { innerLo = x; break }
            }
            x += 1
        }
        guard lo < hi else { return .empty }
        if innerLo == hi {
            while hi > lo, row[hi - 1] <= 0 { hi -= 1 }
            return CoverageSpan(lo: lo, hi: hi, innerLo: hi, innerHi: hi)
        }
        // From the right: trim, stop at the first full pixel (or the left one).
        var innerHi = innerLo + 1
        x = hi - 1
        while x > innerLo {
            let c = coverage(x)
            if c <= 0, x == hi - 1 {
                hi -= 1
            } else {
                row[x] = c
                if c >= 1 { innerHi = x + 1; break }
            }
            x -= 1
        }
        return CoverageSpan(lo: lo, hi: hi, innerLo: innerLo, innerHi: innerHi)
    }

    /// Whether the shape covers nothing.
    var isEmpty: Bool { pointee.polygon.count < 3 }
}

/// An axis-aligned box of a plane.
struct PlaneBox {
    var x0: Double, x1: Double, y0: Double, y1: Double
    static let empty = PlaneBox(x0: 0, x1: 0, y0: 0, y1: 0)
}
