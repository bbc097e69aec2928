import Foundation

// Point-in-path by winding number. Input: a point and a fill rule; output: whether a
// fill of the path would cover it. Curves are not flattened: each is cut into pieces
// monotonic in y, and the crossing of the horizontal ray with each piece is solved in
// closed form (quadratic formula / Cardano) and polished inside its bracket.

extension CGPath {
    /// Whether a fill of the path with `rule` covers `point`, as `CGPathContainsPoint`.
    ///
    /// `transform` maps the point before the test (Apple: "An affine transform to apply
    /// to the point before checking for containment in the path"). Open subpaths count
    /// as closed, as filling treats them. Crossings with curves are solved exactly
    /// (analytically, then refined to machine precision), not from a flattened copy.
    /// Points exactly on the boundary may go either way.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform)
        guard p.isFinite else { return false }
        let winding = windingNumber(at: p)
        switch rule {
        case .winding: return winding.winding != 0
        case .evenOdd: return winding.crossings % 2 != 0
        }
    }

    /// The winding number of the (implicitly closed) path around `p`, and the number of
    /// crossings of the ray from `p` toward +x.
    package func windingNumber(at p: CGPoint) -> (winding: Int, crossings: Int) {
        var counter = WindingCounter(point: p)
        var start = CGPoint.zero, current = CGPoint.zero
        storage.walk { event in
            switch event {
            case .begin(let s):
                start = s; current = s
            case .segment(let segment, _):
                counter.add(segment)
                current = segment.end
            case .end:
                if current != start { counter.add(PathSegment(line: current, start)) }
                current = start
            }
        }
        return (counter.winding, counter.crossings)
    }
}

/// Accumulates signed crossings of the ray `{(x, y) : x > point.x, y = point.y}`.
///
/// Each monotonic piece covers the half-open y interval [min, max), so a ray through a
/// shared end point or a tangency is counted exactly once or not at all.
struct WindingCounter {
    let point: CGPoint
    var winding = 0
    var crossings = 0

    init(point: CGPoint) { self.point = point }

    mutating func add(_ segment: PathSegment) {
        let py = point.y
        // Quick rejections on the control hull.
        let ys = (segment.p0.y, segment.p1.y, segment.p2.y, segment.p3.y)
        if py < Swift.min(ys.0, ys.1, ys.2, ys.3) || py > Swift.max(ys.0, ys.1, ys.2, ys.3) { return }
        if Swift.max(segment.p0.x, segment.p1.x, segment.p2.x, segment.p3.x) <= point.x { return }
        switch segment.kind {
        case .line:
            addMonotonic(segment, 0, 1)
        case .quad, .cubic:
            let extrema = segment.extremaParameters(axis: 1)
            var t0: CGFloat = 0
            if extrema.count > 0 { addMonotonic(segment, t0, extrema.t0); t0 = extrema.t0 }
            if extrema.count > 1 { addMonotonic(segment, t0, extrema.t1); t0 = extrema.t1 }
            addMonotonic(segment, t0, 1)
        }
    }

    /// The piece of `segment` over [ta, tb], on which y is monotonic.
    private mutating func addMonotonic(_ segment: PathSegment, _ ta: CGFloat, _ tb: CGFloat) {
        let ya = ta == 0 ? segment.p0.y : segment.point(at: ta).y
        let yb = tb == 1 ? segment.p3.y : segment.point(at: tb).y
        guard ya != yb else { return }
        let py = point.y
        let goingUp = yb > ya
        guard goingUp ? (ya <= py && py < yb) : (yb <= py && py < ya) else { return }
        let x: CGFloat
        if segment.kind == .line {
            let a = segment.p0, b = segment.p1
            x = a.x + (py - a.y) * (b.x - a.x) / (b.y - a.y)
        } else {
            let t = crossingParameter(segment, ta, tb, ya, yb)
            x = segment.point(at: t).x
        }
        guard x > point.x else { return }
        winding += goingUp ? 1 : -1
        crossings += 1
    }

    /// The parameter in [ta, tb] where the curve's y equals the ray's: the closed-form
    /// root inside the bracket, polished by Newton steps kept inside the bracket
    /// (bisection when a step would leave it).
    private func crossingParameter(_ s: PathSegment, _ ta: CGFloat, _ tb: CGFloat,
                                   _ ya: CGFloat, _ yb: CGFloat) -> CGFloat {
        let py = point.y
        // Power-basis coefficients of y(t) − py.
        let y0 = s.p0.y, y1 = s.p1.y, y2 = s.p2.y, y3 = s.p3.y
        var guess = (ta + tb) / 2
        var best = CGFloat.infinity
        let candidates = s.kind == .quad
            ? PathPolynomial.quadraticRoots(y0 - 2 * y1 + y2, 2 * (y1 - y0), y0 - py)
            : PathPolynomial.cubicRoots(-y0 + 3 * y1 - 3 * y2 + y3, 3 * (y0 - 2 * y1 + y2), 3 * (y1 - y0), y0 - py)
        let slack = 1e-9 * Swift.max(1, tb - ta)
        for i in 0..<candidates.count {
            let r = candidates[i]
            guard r.isFinite, r >= ta - slack, r <= tb + slack else { continue }
            let d = abs(r - (ta + tb) / 2)
            if d < best { best = d; guess = Swift.min(Swift.max(r, ta), tb) }
        }
        // Bracket: f(lo) and f(hi) have opposite signs (or zero) since y is monotonic.
        var lo = ta, hi = tb
        let increasing = yb > ya
        var t = guess
        for _ in 0..<64 {
            let f = s.point(at: t).y - py
            if f == 0 { return t }
            if (f < 0) == increasing { lo = t } else { hi = t }
            let df = s.derivative(at: t).y
            var next = df != 0 ? t - f / df : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) <= 1e-15 * Swift.max(1, abs(t)) || hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }
}
