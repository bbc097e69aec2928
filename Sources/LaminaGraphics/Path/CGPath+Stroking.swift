import Foundation

// Stroking: input a path and a line style; output an outline path whose non-zero fill
// is exactly the stroke. Runs on the caller's thread. `CGPath.copy(strokingWithWidth:…)`
// is the public entry point; `PathStroker` builds the outline.
//
// The outline is a union of convex pieces, every one wound the same way (positive
// signed area), so the non-zero rule fills their union without any clipping: one
// rectangle per straight piece, a wedge per join on the outer side of the turn (bevel
// triangle, miter quadrilateral or round pie), a half disc or half square per cap, a
// disc or square for a zero-length subpath. Overlaps only add to the winding number.
//
// Curves are flattened first. The outline of a curve stays within tol = w/100 (never
// more than 0.1 unit: the tolerance is proportional to the line width) of the exact
// stroke: the centre line is flattened within tol/2, into pieces that each turn by at
// most 2·acos(1 − (tol/2)/(w/2)), so the bevels between consecutive pieces fall short
// of the true round offset by at most tol/2. A vertex where the flattened curve turns
// more than that (a cusp) gets a round join, which is what the exact stroke has there.

extension CGPath {
    /// The outline of the path stroked with the given line style, as
    /// `CGPathCreateCopyByStrokingPath`: filling the result with the non-zero winding rule
    /// paints exactly what stroking the path would.
    ///
    /// - Joins are added on the outside of each turn. A miter whose length divided by
    ///   `lineWidth` (1 / sin(φ/2) for the angle φ between the segments) exceeds
    ///   `miterLimit` becomes a bevel, as CoreGraphics does.
    /// - Caps go on the ends of open subpaths; closed subpaths are joined at their start.
    ///   An open subpath that ends exactly where it starts, with no corner there (a whole
    ///   circle from `addArc`), is a seamless ring: no gap or wedge where its ends meet.
    /// - A subpath of zero length draws a disc with round caps and a square (axis
    ///   aligned) with square caps, as CoreGraphics does; a lone move draws nothing.
    /// - The outline is a union of same-direction convex pieces (so do not fill it with
    ///   even-odd). Curves are flattened: the outline of a curve is within
    ///   `lineWidth / 100` (at most 0.1 unit) of the exact stroke; round joins and caps
    ///   stay circular arcs.
    /// - The result is mapped by `transform`.
    ///
    /// A `lineWidth` that is not positive and finite reports `invalidArgument` and gives
    /// an empty path; a non-finite `miterLimit` is reported and replaced by 10 (the
    /// CoreGraphics default).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
             transform: transform, showingIn: nil, minimumTolerance: 0)
    }

    /// The stroke's outline as `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`
    /// makes it, for a caller that shows only `visible` (in the path's own space; nil:
    /// everywhere) and needs curves no closer than `minimumTolerance`: pieces of the
    /// outline wholly outside `visible` are left out, and a curve whose stroke lies wholly
    /// outside it is not flattened. What the outline paints inside `visible` is unchanged.
    package func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                      miterLimit: CGFloat, transform: CGAffineTransform, showingIn visible: CGRect?,
                      minimumTolerance: CGFloat) -> CGPath {
        let op = "CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)"
        guard lineWidth > 0, lineWidth.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): line width \(lineWidth) must be positive and finite; the result is empty")
            return CGPath(storage: PathStorage())
        }
        guard PathStorage.validate(transform, op) else { return CGPath(storage: PathStorage()) }
        var limit = miterLimit
        if !limit.isFinite {
            LaminaDiagnostics.report(.invalidArgument, "\(op): miter limit \(miterLimit) is not finite; using 10")
            limit = 10
        }
        var stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: limit,
                                  showingIn: visible, minimumTolerance: minimumTolerance)
        stroker.stroke(storage)
        let outline = stroker.output.applying(transform)
        guard outline.allPointsFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(op): the transformed outline is not finite; the result is empty")
            return CGPath(storage: PathStorage())
        }
        return CGPath(storage: outline)
    }
}

/// Builds the outline of a stroked path.
package struct PathStroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// Flattening tolerance for the centre line of curves.
    let tolerance: CGFloat
    /// The most a flattened piece of a curve may turn.
    let maximumPieceTurn: CGFloat
    /// Where a piece of the outline can paint anything the caller shows, widened by how
    /// far a piece reaches from the centre line (`reach`); nil: everywhere.
    let culling: CGRect?

    /// The outline built so far.
    package private(set) var output = PathStorage()

    // The current subpath as a polyline; `corner[i]` is false for vertices inside a
    // flattened curve (smooth there) and true where two segments of the path meet.
    private var points: [CGPoint] = []
    private var corner: [Bool] = []
    private var hasSegment = false
    /// The most pieces one curve of the path being stroked is cut into (`stroke(_:)` sets
    /// it from the path's curve count).
    private var piecesPerCurve = PathFlattening.maximumPiecesPerCurve

    /// The most pieces all the curves of one stroked path are cut into together: a path of
    /// many curves, each cut into thousands of pieces for a thin line, with a round join
    /// between pieces, built an outline of gigabytes (fuzzing, trees). Past it each curve
    /// gets an equal share, never fewer than 16 pieces.
    package static let maximumPiecesPerPath = 1 << 18

    /// The most points one stroke outline holds (16 MB of them; a shape layer keeps its
    /// outline between frames, and a tree may hold dozens). A path of hundreds of
    /// thousands of pieces — a dashed curve, a polygon of that many sides — with a round
    /// join or cap at each made outlines of tens of millions of points (fuzzing, trees);
    /// past this the rest of the stroke is left out, with a diagnostic.
    package static let maximumOutlinePoints = 1 << 20
    /// Whether the outline reached `maximumOutlinePoints` (said once per stroke).
    private var isFull = false

    /// Whether the outline has room for more; says once that the rest is left out.
    private mutating func hasRoom() -> Bool {
        if isFull { return false }
        guard output.points.count >= PathStroker.maximumOutlinePoints else { return true }
        isFull = true
        LaminaDiagnostics.report(.invalidArgument, "stroke outline: over \(PathStroker.maximumOutlinePoints) points; "
            + "the rest of the stroke is not drawn")
        return false
    }

    /// A stroker for lines `width` wide (must be positive and finite). With `visible`, only
    /// what the outline paints inside it must be exact: pieces wholly outside are left out
    /// and curves wholly outside are cut into one chord (whose stroke lies outside too).
    /// `minimumTolerance` bounds the flattening tolerance from below.
    package init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
                 showingIn visible: CGRect? = nil, minimumTolerance: CGFloat = 0) {
        halfWidth = width / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        // Half the budget for flattening the centre line, half for the bevels between
        // flattened pieces: a bevel across a turn θ falls short of the round offset by
        // (w/2)·(1 − cos(θ/2)).
        tolerance = Swift.max(PathStroker.tolerance(forWidth: width) / 2, minimumTolerance)
        let ratio = Swift.min(tolerance / halfWidth, 1)
        maximumPieceTurn = Swift.min(2 * acos(1 - ratio), CGFloat.pi / 2)
        let reach = PathStroker.reach(width: width, cap: cap, join: join, miterLimit: miterLimit)
        culling = visible.map { $0.insetBy(dx: -reach, dy: -reach) }
    }

    /// How far from the centre line any piece of a `width`-wide stroke reaches: half the
    /// width along the line and round joins and caps, √2 times that at a square cap's
    /// corners, `miterLimit` times that at a miter's tip.
    package static func reach(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> CGFloat {
        var factor: CGFloat = 1
        if cap == .square { factor = 2.0.squareRoot() }
        if join == .miter, miterLimit.isFinite { factor = Swift.max(factor, miterLimit) }
        return width / 2 * factor
    }

    /// Whether a piece spanning `a` and `b` (widened by the reach) can paint anything shown.
    @inline(__always)
    private func shows(_ a: CGPoint, _ b: CGPoint) -> Bool {
        guard let c = culling else { return true }
        return Swift.max(a.x, b.x) >= c.minX && Swift.min(a.x, b.x) <= c.maxX
            && Swift.max(a.y, b.y) >= c.minY && Swift.min(a.y, b.y) <= c.maxY
    }

    /// How far the outline of a `width`-wide stroke may stray from the exact stroke of
    /// a curve: w/100, never more than 0.1 unit.
    package static func tolerance(forWidth width: CGFloat) -> CGFloat { Swift.min(width / 100, 0.1) }

    /// Adds the outline of every subpath of `storage`.
    package mutating func stroke(_ storage: PathStorage) {
        var curves = 0
        storage.walk { event in
            if case .segment(let segment, _) = event, segment.kind != .line { curves += 1 }
        }
        piecesPerCurve = Swift.min(PathFlattening.maximumPiecesPerCurve,
                                   Swift.max(16, PathStroker.maximumPiecesPerPath / Swift.max(curves, 1)))
        storage.walk { event in
            switch event {
            case .begin(let p):
                points.removeAll(keepingCapacity: true)
                corner.removeAll(keepingCapacity: true)
                points.append(p)
                corner.append(true)
                hasSegment = false
            case .segment(let segment, _):
                hasSegment = true
                addFlattened(segment)
            case .end(let closed):
                finishSubpath(closed: closed)
            }
        }
    }

    // MARK: Building the polyline

    private mutating func addFlattened(_ segment: PathSegment) {
        if segment.kind != .line, let culling, !segment.hullMeets(culling) {
            // Wholly outside what is shown: its chord's stroke is outside too, and so are
            // the joins at its ends.
            if segment.end != points[points.count - 1] {
                points.append(segment.end)
                corner.append(true)
            } else {
                corner[corner.count - 1] = true
            }
            return
        }
        var pieces = PathFlattening.pieceCount(for: segment, tolerance: tolerance)
        if segment.kind != .line {
            let turns = (PathStroker.controlPolygonTurn(segment) / maximumPieceTurn).rounded(.up)
            if turns.isFinite { pieces = Swift.max(pieces, Swift.min(Int(turns), PathFlattening.maximumPiecesPerCurve)) }
            pieces = Swift.min(pieces, piecesPerCurve)
        }
        var emitted = 0
        PathFlattening.forEachPoint(of: segment, pieces: pieces) { p in
            emitted += 1
            let isEnd = emitted == pieces
            if p == points[points.count - 1] {
                if isEnd { corner[corner.count - 1] = true }
                return
            }
            points.append(p)
            corner.append(isEnd)
        }
    }

    /// The total turning of a curve's control polygon: a bound on the curve's own smooth
    /// turning (a cusp's sudden half turn is handled by a round join instead).
    static func controlPolygonTurn(_ s: PathSegment) -> CGFloat {
        let legCount = s.kind == .quad ? 2 : 3
        var previous: CGPoint?
        var turn: CGFloat = 0
        for leg in 0..<legCount {
            let a = leg == 0 ? s.p0 : (leg == 1 ? s.p1 : s.p2)
            let b = leg == 0 ? s.p1 : (leg == 1 ? s.p2 : s.p3)
            guard let d = PathSegment.normalized(CGPoint(x: b.x - a.x, y: b.y - a.y)) else { continue }
            if let q = previous { turn += abs(atan2(q.x * d.y - q.y * d.x, q.x * d.x + q.y * d.y)) }
            previous = d
        }
        return turn
    }

    // MARK: Outlining one subpath

    private mutating func finishSubpath(closed: Bool) {
        guard hasRoom() else { return }
        if closed && points.count > 1 && points[points.count - 1] == points[0] {
            points.removeLast()
            corner.removeLast()
        }
        let n = points.count
        if n == 1 {
            if hasSegment || closed, shows(points[0], points[0]) { addDot(at: points[0]) }
            return
        }
        let h = halfWidth
        let edgeCount = closed ? n : n - 1
        // Unit direction and left offset (×h) of each edge, computed once so that the
        // pieces sharing a vertex share it bit for bit.
        var directions: [CGPoint] = [], offsets: [CGPoint] = []
        directions.reserveCapacity(edgeCount); offsets.reserveCapacity(edgeCount)
        for i in 0..<edgeCount {
            let a = points[i], b = points[(i + 1) % n]
            let d = PathSegment.normalized(CGPoint(x: b.x - a.x, y: b.y - a.y)) ?? CGPoint(x: 1, y: 0)
            directions.append(d)
            offsets.append(CGPoint(x: -d.y * h, y: d.x * h))
        }
        for i in 0..<edgeCount {
            let a = points[i], b = points[(i + 1) % n], o = offsets[i]
            guard shows(a, b) else { continue }
            guard i & 1023 != 0 || hasRoom() else { return }
            addQuad(CGPoint(x: a.x - o.x, y: a.y - o.y), CGPoint(x: b.x - o.x, y: b.y - o.y),
                    CGPoint(x: b.x + o.x, y: b.y + o.y), CGPoint(x: a.x + o.x, y: a.y + o.y))
        }
        let joinRange = closed ? 0..<n : 1..<(n - 1)
        for i in joinRange where shows(points[i], points[i]) {
            guard i & 1023 != 0 || hasRoom() else { return }
            let incoming = (i - 1 + edgeCount) % edgeCount
            addJoin(at: points[i], directions[incoming], directions[i], offsets[incoming], offsets[i], isCorner: corner[i])
        }
        if !closed {
            let first = directions[0], last = directions[edgeCount - 1]
            if shows(points[0], points[0]) { addCap(at: points[0], outward: CGPoint(x: -first.x, y: -first.y)) }
            if shows(points[n - 1], points[n - 1]) { addCap(at: points[n - 1], outward: last) }
            if edgeCount > 1, points[n - 1] == points[0] {
                // An open subpath that ends where it starts, turning there no more than
                // between two flattened pieces (a whole circle drawn as an arc): the exact
                // stroke's two ends meet edge to edge, so the wedge flattening leaves on
                // the outer side is filled as at any smooth vertex. A real corner keeps
                // its caps only, as Core Graphics draws an unclosed polygon.
                let dot = last.x * first.x + last.y * first.y, cross = last.x * first.y - last.y * first.x
                if atan2(abs(cross), dot) <= maximumPieceTurn, shows(points[0], points[0]) {
                    addJoin(at: points[0], last, first, offsets[edgeCount - 1], offsets[0], isCorner: false)
                }
            }
        }
    }

    private mutating func addJoin(at p: CGPoint, _ dIn: CGPoint, _ dOut: CGPoint, _ oIn: CGPoint, _ oOut: CGPoint,
                                  isCorner: Bool) {
        let cross = dIn.x * dOut.y - dIn.y * dOut.x
        let dot = dIn.x * dOut.x + dIn.y * dOut.y
        let turn = atan2(abs(cross), dot)
        if turn <= 1e-12 { return }
        var style = join
        if !isCorner { style = turn <= maximumPieceTurn ? .bevel : .round }
        if cross == 0 {
            // A full reversal: only a round join adds anything (a half disc; a disc is simpler).
            if style == .round { addCircle(at: p) }
            return
        }
        // The outer side of a left turn is the right side (−offset), and vice versa.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: p.x + sign * oIn.x, y: p.y + sign * oIn.y)
        let b = CGPoint(x: p.x + sign * oOut.x, y: p.y + sign * oOut.y)
        switch style {
        case .bevel:
            addTriangle(p, a, b)
        case .miter:
            // Miter length / line width = 1 / sin(φ/2) for the interior angle φ = π − turn.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            guard cosHalf > 0, 1 / cosHalf <= miterLimit,
                  let bisector = PathSegment.normalized(CGPoint(x: a.x + b.x - 2 * p.x, y: a.y + b.y - 2 * p.y)) else {
                addTriangle(p, a, b)
                return
            }
            let reach = halfWidth / cosHalf
            addQuad(p, a, CGPoint(x: p.x + bisector.x * reach, y: p.y + bisector.y * reach), b)
        case .round:
            let start = atan2(a.y - p.y, a.x - p.x)
            addPie(at: p, startAngle: start, sweep: cross > 0 ? turn : -turn)
        }
    }

    private mutating func addCap(at p: CGPoint, outward e: CGPoint) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            let n = CGPoint(x: -e.y * h, y: e.x * h), f = CGPoint(x: e.x * h, y: e.y * h)
            addQuad(CGPoint(x: p.x - n.x, y: p.y - n.y), CGPoint(x: p.x - n.x + f.x, y: p.y - n.y + f.y),
                    CGPoint(x: p.x + n.x + f.x, y: p.y + n.y + f.y), CGPoint(x: p.x + n.x, y: p.y + n.y))
        case .round:
            addPie(at: p, startAngle: atan2(e.y, e.x) - CGFloat.pi / 2, sweep: CGFloat.pi)
        }
    }

    /// A zero-length subpath: a disc with round caps, an axis-aligned square with square
    /// caps, nothing with butt caps (there is no direction to orient anything else).
    private mutating func addDot(at p: CGPoint) {
        let h = halfWidth
        switch cap {
        case .butt: return
        case .round: addCircle(at: p)
        case .square:
            addQuad(CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                    CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h))
        }
    }

    // MARK: Positively wound pieces

    /// The cross product of `u − o` and `v − w`. Twice a triangle's signed area is
    /// (b − a) × (c − a); a quadrilateral's is the cross product of its diagonals,
    /// (c − a) × (d − b). Positive means wound toward increasing angle. Differences are
    /// taken first so far-from-origin pieces keep their precision.
    @inline(__always)
    private static func cross(_ u: CGPoint, _ o: CGPoint, _ v: CGPoint, _ w: CGPoint) -> CGFloat {
        (u.x - o.x) * (v.y - w.y) - (u.y - o.y) * (v.x - w.x)
    }

    private mutating func addTriangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
        let s = PathStroker.cross(b, a, c, a)
        guard s != 0 else { return }
        output.move(to: a)
        if s > 0 { output.line(to: b); output.line(to: c) } else { output.line(to: c); output.line(to: b) }
        output.close()
    }

    private mutating func addQuad(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) {
        let s = PathStroker.cross(c, a, d, b)
        guard s != 0 else { return }
        output.move(to: a)
        if s > 0 {
            output.line(to: b); output.line(to: c); output.line(to: d)
        } else {
            output.line(to: d); output.line(to: c); output.line(to: b)
        }
        output.close()
    }

    /// A circular sector of radius w/2 at `p`, emitted counterclockwise (positive).
    private mutating func addPie(at p: CGPoint, startAngle: CGFloat, sweep: CGFloat) {
        let start = sweep >= 0 ? startAngle : startAngle + sweep
        let h = halfWidth
        output.move(to: p)
        output.line(to: CGPoint(x: p.x + h * cos(start), y: p.y + h * sin(start)))
        output.appendArcCurves(center: p, radius: h, start: start, sweep: abs(sweep), transform: .identity)
        output.close()
    }

    private mutating func addCircle(at p: CGPoint) {
        output.move(to: CGPoint(x: p.x + halfWidth, y: p.y))
        output.appendArcCurves(center: p, radius: halfWidth, start: 0, sweep: 2 * CGFloat.pi, transform: .identity)
        output.close()
    }
}
