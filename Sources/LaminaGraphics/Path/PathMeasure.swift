import Foundation

// Arc length along a path. Input: a path (and a transform); output: lengths per segment,
// per subpath and in all, the point and direction at a distance, and (in
// PathMeasure+Extraction.swift) the piece between two distances as a path. Dashing,
// `strokeStart` / `strokeEnd` and paced keyframe animation are built on it.
//
// Lines are measured exactly. A curve's length is ∫|B'(t)|dt by 8-point Gauss–Legendre
// quadrature, applied adaptively (an interval is halved until the halves agree with the
// whole to ~1e-13 of the curve's size) over eight equal parameter pieces whose running
// totals are kept as a lookup table. The parameter at a given length starts from that
// table and is refined by Newton's method on the arc-length function, safeguarded by
// bisection.

/// Measures lengths along a path and finds points at given distances.
package struct PathMeasure: Sendable {
    /// One measured segment.
    package struct Segment: Sendable {
        /// The geometry (already mapped by the measure's transform).
        package var segment: PathSegment
        /// Distance from the start of the whole path to this segment's start.
        package var startDistance: CGFloat
        /// This segment's length.
        package var length: CGFloat
        /// Whether this is the line a `closeSubpath` adds back to the subpath's start.
        package var isClosing: Bool
        /// For curves, where this segment's cumulative-length table starts in `tables`.
        var tableOffset: Int
    }

    /// One subpath that has at least one segment (a lone move has no length and is
    /// left out).
    package struct Subpath: Sendable {
        /// Indices into `segments`.
        package var segments: Range<Int>
        /// Distance from the start of the whole path to this subpath's start.
        package var startDistance: CGFloat
        /// The subpath's length, closing line included.
        package var length: CGFloat
        /// Whether the subpath ends with `closeSubpath`.
        package var isClosed: Bool
        /// Where the subpath starts.
        package var startPoint: CGPoint
    }

    /// Every segment, in path order.
    package private(set) var segments: [Segment] = []
    /// Every subpath with at least one segment, in path order.
    package private(set) var subpaths: [Subpath] = []
    /// The total length of the path.
    package private(set) var length: CGFloat = 0
    /// Cumulative lengths at t = i / tablePieces, for each curve (tablePieces + 1 each).
    private var tables: [CGFloat] = []

    /// Parameter pieces per curve in the lookup table.
    static let tablePieces = 8

    /// Measures `path` after mapping it by `transform`.
    package init(_ path: CGPath, transform: CGAffineTransform = .identity) {
        var subpathStart = 0
        var startPoint = CGPoint.zero
        var distance: CGFloat = 0
        var subpathDistance: CGFloat = 0
        path.storage.walk(transform: transform) { event in
            switch event {
            case .begin(let p):
                subpathStart = segments.count
                startPoint = p
                subpathDistance = distance
            case .segment(let segment, let isClosing):
                var tableOffset = -1
                let len: CGFloat
                if segment.kind == .line {
                    len = hypot(segment.p1.x - segment.p0.x, segment.p1.y - segment.p0.y)
                } else {
                    tableOffset = tables.count
                    len = PathMeasure.appendTable(for: segment, to: &tables)
                }
                segments.append(Segment(segment: segment, startDistance: distance, length: len,
                                        isClosing: isClosing, tableOffset: tableOffset))
                distance += len
            case .end(let closed):
                guard segments.count > subpathStart else { return }
                subpaths.append(Subpath(segments: subpathStart..<segments.count, startDistance: subpathDistance,
                                        length: distance - subpathDistance, isClosed: closed, startPoint: startPoint))
            }
        }
        length = distance
    }

    // MARK: Lengths of curves

    /// The 8-point Gauss–Legendre nodes and weights on [−1, 1], computed once by Newton's
    /// method on the Legendre polynomial P₈ (so they are exact to double precision).
    static let gaussLegendre: (nodes: [Double], weights: [Double]) = {
        let n = 8
        var nodes: [Double] = [], weights: [Double] = []
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var p0 = 1.0, p1 = x
                for k in 2...n {
                    let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
                    p0 = p1; p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let dx = p1 / derivative
                x -= dx
                if abs(dx) < 1e-16 { break }
            }
            nodes.append(x)
            weights.append(2 / ((1 - x * x) * derivative * derivative))
        }
        return (nodes, weights)
    }()

    /// ∫|B'(t)|dt over [a, b] by one 8-point Gauss–Legendre rule.
    static func gaussLength(_ s: PathSegment, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        let rule = gaussLegendre
        var sum: CGFloat = 0
        for i in 0..<rule.nodes.count {
            let d = s.derivative(at: mid + half * rule.nodes[i])
            sum += rule.weights[i] * (d.x * d.x + d.y * d.y).squareRoot()
        }
        return sum * half
    }

    /// ∫|B'(t)|dt over [a, b], halving the interval until the halves agree with the
    /// whole within `epsilon` (or 12 levels deep, for cusps). A length past Double's range
    /// (control points near 1e300) is infinite at once: halving would never agree.
    static func arcLength(_ s: PathSegment, _ a: CGFloat, _ b: CGFloat, epsilon: CGFloat) -> CGFloat {
        func refine(_ a: CGFloat, _ b: CGFloat, _ whole: CGFloat, _ depth: Int) -> CGFloat {
            let m = (a + b) / 2
            let left = gaussLength(s, a, m), right = gaussLength(s, m, b)
            if depth >= 12 || !(left + right).isFinite || abs(left + right - whole) <= epsilon { return left + right }
            return refine(a, m, left, depth + 1) + refine(m, b, right, depth + 1)
        }
        guard b > a else { return 0 }
        return refine(a, b, gaussLength(s, a, b), 0)
    }

    /// The absolute error target for `s`: a tiny fraction of its control polygon's size.
    static func epsilon(for s: PathSegment) -> CGFloat {
        let hull = hypot(s.p1.x - s.p0.x, s.p1.y - s.p0.y) + hypot(s.p2.x - s.p1.x, s.p2.y - s.p1.y)
            + hypot(s.p3.x - s.p2.x, s.p3.y - s.p2.y)
        return Swift.max(hull * 1e-13, CGFloat.leastNormalMagnitude)
    }

    /// Appends the cumulative-length table of curve `s` to `tables`; returns its length.
    static func appendTable(for s: PathSegment, to tables: inout [CGFloat]) -> CGFloat {
        let eps = epsilon(for: s) / CGFloat(tablePieces)
        var total: CGFloat = 0
        tables.append(0)
        for i in 0..<tablePieces {
            let a = CGFloat(i) / CGFloat(tablePieces), b = CGFloat(i + 1) / CGFloat(tablePieces)
            total += arcLength(s, a, b, epsilon: eps)
            tables.append(total)
        }
        return total
    }

    // MARK: Lookup

    /// The parameter at which segment `index` has covered `distance` of its own length.
    package func parameter(inSegment index: Int, atLocalDistance distance: CGFloat) -> CGFloat {
        let entry = segments[index]
        guard entry.length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= entry.length { return 1 }
        if entry.segment.kind == .line { return distance / entry.length }
        let base = entry.tableOffset, pieces = PathMeasure.tablePieces
        var j = 0
        while j < pieces - 1 && tables[base + j + 1] < distance { j += 1 }
        let lo0 = CGFloat(j) / CGFloat(pieces), hi0 = CGFloat(j + 1) / CGFloat(pieces)
        let startLength = tables[base + j], pieceLength = tables[base + j + 1] - startLength
        var lo = lo0, hi = hi0
        var t = pieceLength > 0 ? lo0 + (hi0 - lo0) * (distance - startLength) / pieceLength : lo0
        let s = entry.segment
        let eps = PathMeasure.epsilon(for: s)
        let target = distance - startLength
        for _ in 0..<50 {
            let f = PathMeasure.arcLength(s, lo0, t, epsilon: eps) - target
            if abs(f) <= eps * 10 { return t }
            if f < 0 { lo = t } else { hi = t }
            let d = s.derivative(at: t)
            let speed = (d.x * d.x + d.y * d.y).squareRoot()
            var next = speed > 0 ? t - f / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }

    /// The segment containing `distance` along the whole path (clamped to [0, length])
    /// and the parameter there. A distance on a boundary between segments resolves to
    /// the end of the earlier one, except that zero-length segments are passed over.
    /// Nil for a path with no segments or a NaN distance.
    package func locate(_ distance: CGFloat) -> (segment: Int, t: CGFloat)? {
        guard !segments.isEmpty, !distance.isNaN else { return nil }
        let d = Swift.min(Swift.max(distance, 0), length)
        // First segment whose end reaches d.
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].startDistance + segments[mid].length >= d { hi = mid } else { lo = mid + 1 }
        }
        var index = lo
        while segments[index].length == 0, index + 1 < segments.count, segments[index + 1].startDistance <= d {
            index += 1
        }
        let entry = segments[index]
        return (index, parameter(inSegment: index, atLocalDistance: d - entry.startDistance))
    }

    /// The point at `distance` along the path (clamped to the path); nil if the path has
    /// no segments or the distance is NaN.
    package func position(atDistance distance: CGFloat) -> CGPoint? {
        guard let (index, t) = locate(distance) else { return nil }
        let entry = segments[index]
        if entry.segment.kind == .line {
            let d = Swift.min(Swift.max(distance, 0), length)
            return PathMeasure.linePoint(entry, d - entry.startDistance)
        }
        return entry.segment.point(at: t)
    }

    /// The point `s` along a line segment, as `a + (b − a)·s / length` so that round
    /// distances on axis-aligned lines give exact coordinates.
    static func linePoint(_ entry: Segment, _ s: CGFloat) -> CGPoint {
        let a = entry.segment.p0, b = entry.segment.p1
        if s <= 0 || entry.length == 0 { return a }
        if s >= entry.length { return b }
        return CGPoint(x: a.x + (b.x - a.x) * s / entry.length, y: a.y + (b.y - a.y) * s / entry.length)
    }

    /// The part of segment `index` between its own distances `from` and `to`.
    package func piece(ofSegment index: Int, from: CGFloat, to: CGFloat) -> PathSegment {
        let entry = segments[index]
        if entry.segment.kind == .line {
            return PathSegment(line: PathMeasure.linePoint(entry, from), PathMeasure.linePoint(entry, to))
        }
        let t0 = parameter(inSegment: index, atLocalDistance: from)
        let t1 = parameter(inSegment: index, atLocalDistance: to)
        return entry.segment.subsegment(from: t0, to: t1)
    }

    /// The unit direction of travel at `distance`; nil if the path has no segments or
    /// they are all single points.
    package func tangent(atDistance distance: CGFloat) -> CGPoint? {
        guard let (index, t) = locate(distance) else { return nil }
        if let direction = segments[index].segment.unitTangent(at: t) { return direction }
        // A degenerate segment: borrow the nearest direction around it.
        for i in stride(from: index + 1, to: segments.count, by: 1) {
            if let direction = segments[i].segment.unitTangent(at: 0) { return direction }
        }
        for i in stride(from: index - 1, through: 0, by: -1) {
            if let direction = segments[i].segment.unitTangent(at: 1) { return direction }
        }
        return nil
    }
}
