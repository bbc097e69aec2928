import Foundation

// Edge building for `PathRasterizer`: input a path, an affine transform to pixels and
// the working box; output the path's flattened lines, clipped to the box (see the
// rasterizer's design note), in box-relative float coordinates. Runs on the caller's
// thread, inside `PathRasterizer.fill`.

/// One line of a flattened path, clipped to the working box and relative to its
/// origin: (x0, y0) is the upper end (y0 < y1), `dxdy` the inverse slope, `direction`
/// +1 when the path runs downward along it and −1 upward.
struct RasterEdge {
    var x0: Float, y0: Float, x1: Float, y1: Float, dxdy: Float, direction: Float
}

/// A growable buffer of edges that keeps its memory between paths.
struct RasterEdgeBuffer {
    private(set) var base: UnsafeMutablePointer<RasterEdge>
    private(set) var capacity: Int

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    func deallocate() { base.deallocate() }

    /// Doubles the capacity, keeping the first `count` edges.
    mutating func grow(keeping count: Int) {
        let bigger = UnsafeMutablePointer<RasterEdge>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}

/// Flattens a path into `RasterEdge`s clipped to a `width` × `height` box. A local
/// value while it runs (no class state is touched per edge).
struct RasterEdgeBuilder {
    var buffer: RasterEdgeBuffer
    private(set) var count = 0
    let width: Double, height: Double
    let tolerance: Double

    init(buffer: RasterEdgeBuffer, width: Int, height: Int, tolerance: Double) {
        self.buffer = buffer
        self.width = Double(width)
        self.height = Double(height)
        self.tolerance = tolerance
    }

    /// Adds the edges of every subpath of `path` mapped by `t` and then shifted by
    /// (−`originX`, −`originY`); every subpath is closed, as filling closes it. With
    /// `spans` (the path's own), a run of elements wholly outside the box is replaced by
    /// its chord, or by nothing when it is made of whole subpaths (`PathSpans`).
    mutating func add(_ path: PathStorage, transform t: CGAffineTransform, originX: Int, originY: Int,
                      spans: PathSpans? = nil) {
        let a = t.a, b = t.b, c = t.c, d = t.d, tx = t.tx - Double(originX), ty = t.ty - Double(originY)
        let fine = spans?.fine ?? [], coarse = spans?.coarse ?? []
        let w = width, h = height
        let toBox = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in
                @inline(__always) func map(_ i: Int) -> (Double, Double) {
                    let p = points[i]
                    return (a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
                }
                /// Whether the span's bounds, mapped, lie wholly on the far side of one
                /// of the box's edges.
                @inline(__always) func isOutside(_ s: PathSpans.Span) -> Bool {
                    let r = s.bounds.applying(toBox)
                    return r.maxX <= 0 || r.minX >= w || r.maxY <= 0 || r.minY >= h
                }
                var index = 0
                var start = (0.0, 0.0), current = (0.0, 0.0)
                var open = false
                var nextFine = 0, nextCoarse = 0
                var e = 0
                let n = verbs.count
                while e < n {
                    if !coarse.isEmpty {
                        while nextCoarse < coarse.count, coarse[nextCoarse].firstElement < e { nextCoarse += 1 }
                        while nextFine < fine.count, fine[nextFine].firstElement < e { nextFine += 1 }
                        var skipped: PathSpans.Span?
                        if nextCoarse < coarse.count, coarse[nextCoarse].firstElement == e, isOutside(coarse[nextCoarse]) {
                            skipped = coarse[nextCoarse]
                        } else if nextFine < fine.count, fine[nextFine].firstElement == e, isOutside(fine[nextFine]) {
                            skipped = fine[nextFine]
                        }
                        if let s = skipped {
                            if s.isWholeSubpaths {
                                if open { addLine(current.0, current.1, start.0, start.1) }
                                open = false
                            } else {
                                let end = map(s.firstPoint + s.pointCount - 1)
                                addLine(current.0, current.1, end.0, end.1)
                                current = end
                            }
                            index += s.pointCount
                            e += s.elementCount
                            continue
                        }
                    }
                    switch verbs[e] {
                    case .moveToPoint:
                        if open { addLine(current.0, current.1, start.0, start.1) }
                        start = map(index)
                        current = start
                        open = true
                        index += 1
                    case .addLineToPoint:
                        let p = map(index)
                        addLine(current.0, current.1, p.0, p.1)
                        current = p
                        index += 1
                    case .addQuadCurveToPoint:
                        let p1 = map(index), p2 = map(index + 1)
                        addQuad(current, p1, p2)
                        current = p2
                        index += 2
                    case .addCurveToPoint:
                        let p1 = map(index), p2 = map(index + 1), p3 = map(index + 2)
                        addCubic(current, p1, p2, p3)
                        current = p3
                        index += 3
                    case .closeSubpath:
                        addLine(current.0, current.1, start.0, start.1)
                        current = start
                        open = false
                    }
                    e += 1
                }
                if open { addLine(current.0, current.1, start.0, start.1) }
            }
        }
    }

    // MARK: Curves

    /// How a curve whose control points span x in `minX...maxX`, y in `minY...maxY`
    /// meets the box: nil when it cannot touch any cell (above, below or right), true
    /// when it lies wholly left (its chord carries the same winding), false otherwise.
    @inline(__always)
    private func curveIsLeftOfBox(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool? {
        if maxY <= 0 || minY >= height || minX >= width { return nil }
        return maxX <= 0
    }

    private mutating func addQuad(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double)) {
        guard let left = curveIsLeftOfBox(minX: Swift.min(p0.0, p1.0, p2.0), maxX: Swift.max(p0.0, p1.0, p2.0),
                                          minY: Swift.min(p0.1, p1.1, p2.1), maxY: Swift.max(p0.1, p1.1, p2.1)) else { return }
        let ax = p0.0 - 2 * p1.0 + p2.0, ay = p0.1 - 2 * p1.1 + p2.1
        let n = left ? 1 : RasterEdgeBuilder.pieces((ax * ax + ay * ay).squareRoot() / (4 * tolerance))
        guard n > 1 else { addLine(p0.0, p0.1, p2.0, p2.1); return }
        // B(t) = p0 + 2t(p1 − p0) + t²·A; forward differences with step h.
        let h = 1 / Double(n), h2 = h * h
        addChords(n, from: p0, to: p2, d: (2 * h * (p1.0 - p0.0) + h2 * ax, 2 * h * (p1.1 - p0.1) + h2 * ay),
                  dd: (2 * h2 * ax, 2 * h2 * ay), ddd: (0, 0))
    }

    private mutating func addCubic(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double),
                                   _ p3: (Double, Double)) {
        guard let left = curveIsLeftOfBox(minX: Swift.min(p0.0, p1.0, p2.0, p3.0), maxX: Swift.max(p0.0, p1.0, p2.0, p3.0),
                                          minY: Swift.min(p0.1, p1.1, p2.1, p3.1),
                                          maxY: Swift.max(p0.1, p1.1, p2.1, p3.1)) else { return }
        let ax = p0.0 - 2 * p1.0 + p2.0, ay = p0.1 - 2 * p1.1 + p2.1
        let bx = p1.0 - 2 * p2.0 + p3.0, by = p1.1 - 2 * p2.1 + p3.1
        let m = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = left ? 1 : RasterEdgeBuilder.pieces(3 * m / (4 * tolerance))
        guard n > 1 else { addLine(p0.0, p0.1, p3.0, p3.1); return }
        // B(t) = p0 + 3t(p1 − p0) + 3t²·A + t³·(p3 − 3p2 + 3p1 − p0); forward differences.
        let h = 1 / Double(n), h2 = h * h, h3 = h2 * h
        let cx = 3 * (p1.0 - p0.0), cy = 3 * (p1.1 - p0.1)
        let qx = 3 * ax, qy = 3 * ay
        let kx = p3.0 - 3 * p2.0 + 3 * p1.0 - p0.0, ky = p3.1 - 3 * p2.1 + 3 * p1.1 - p0.1
        addChords(n, from: p0, to: p3, d: (cx * h + qx * h2 + kx * h3, cy * h + qy * h2 + ky * h3),
                  dd: (2 * qx * h2 + 6 * kx * h3, 2 * qy * h2 + 6 * ky * h3), ddd: (6 * kx * h3, 6 * ky * h3))
    }

    /// `n` chords of a curve from `start` by forward differences: each step adds `d` to
    /// the point, `dd` to `d` and `ddd` to `dd` (zero for a quadratic); the last chord ends
    /// exactly at `end`.
    @inline(__always)
    private mutating func addChords(_ n: Int, from start: (Double, Double), to end: (Double, Double),
                                    d: (Double, Double), dd: (Double, Double), ddd: (Double, Double)) {
        var x = start.0, y = start.1
        var (dx, dy) = d, (ddx, ddy) = dd
        for _ in 1..<n {
            let nx = x + dx, ny = y + dy
            addLine(x, y, nx, ny)
            x = nx; y = ny
            dx += ddx; dy += ddy
            ddx += ddd.0; ddy += ddd.1
        }
        addLine(x, y, end.0, end.1)
    }

    /// ⌈√dd⌉ chords, at least 1, at most `PathFlattening.maximumPiecesPerCurve`.
    @inline(__always)
    private static func pieces(_ dd: Double) -> Int {
        let n = dd.squareRoot().rounded(.up)
        // Clamped while still a Double: a curve 1e200 pixels across has no Int count.
        guard n < Double(PathFlattening.maximumPiecesPerCurve) else { return PathFlattening.maximumPiecesPerCurve }
        return Swift.max(Int(n), 1)
    }

    // MARK: Lines

    /// Clips the line (box-relative) to the box and stores what can touch a cell:
    /// parts above, below or right of the box are dropped, parts left of it become a
    /// vertical line on x = 0.
    @inline(__always)
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        var ax: Double, ay: Double, bx: Double, by: Double, direction: Float
        if y0 < y1 { ax = x0; ay = y0; bx = x1; by = y1; direction = 1 } else { ax = x1; ay = y1; bx = x0; by = y0; direction = -1 }
        let w = width, h = height
        if by <= 0 || ay >= h || (ax >= w && bx >= w) { return }
        if ay < 0 || by > h {
            let slope = (bx - ax) / (by - ay)
            if by > h { bx = ax + (h - ay) * slope; by = h }
            if ay < 0 { ax += (0 - ay) * slope; ay = 0 }
            if ay >= by { return }
        }
        if ax >= 0 && ax <= w && bx >= 0 && bx <= w {
            push(ax, ay, bx, by, direction)
        } else if ax <= 0 && bx <= 0 {
            push(0, ay, 0, by, direction)
        } else if !(ax >= w && bx >= w) {
            splitAtSides(ax, ay, bx, by, direction)
        }
    }

    /// Stores the parts of a line that crosses x = 0 or x = width: left parts as a
    /// vertical line on x = 0, right parts dropped.
    private mutating func splitAtSides(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ direction: Float) {
        let w = width
        let slope = (bx - ax) / (by - ay)
        @inline(__always) func x(at y: Double) -> Double { ax + (y - ay) * slope }
        // The y values where the line crosses x = 0 and x = w, in order, inside (ay, by).
        var cut1 = by, cut2 = by
        if (ax < 0) != (bx < 0) {
            let y = ay + (0 - ax) * (by - ay) / (bx - ax)
            if y > ay && y < by { cut1 = y }
        }
        if (ax > w) != (bx > w) {
            let y = ay + (w - ax) * (by - ay) / (bx - ax)
            if y > ay && y < by { if y < cut1 { cut2 = cut1; cut1 = y } else { cut2 = y } }
        }
        var ya = ay
        for k in 0..<3 {
            let yb = k == 0 ? cut1 : (k == 1 ? cut2 : by)
            guard yb > ya else { continue }
            let mid = x(at: (ya + yb) / 2)
            if mid < 0 {
                push(0, ya, 0, yb, direction)
            } else if mid <= w {
                let xa = Swift.min(Swift.max(ya == ay ? ax : x(at: ya), 0), w)
                let xb = Swift.min(Swift.max(yb == by ? bx : x(at: yb), 0), w)
                push(xa, ya, xb, yb, direction)
            }
            ya = yb
        }
    }

    @inline(__always)
    private mutating func push(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ direction: Float) {
        let e = RasterEdge(x0: Float(x0), y0: Float(y0), x1: Float(x1), y1: Float(y1),
                           dxdy: Float((x1 - x0) / (y1 - y0)), direction: direction)
        guard e.y0 < e.y1 else { return }
        if count == buffer.capacity { buffer.grow(keeping: count) }
        (buffer.base + count).initialize(to: e)
        count += 1
    }
}
