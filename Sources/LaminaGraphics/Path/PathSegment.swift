import Foundation

// One drawn piece of a path (line, quadratic or cubic Bézier) with its start point,
// and the Bézier arithmetic every reader of paths shares: evaluation, derivatives,
// de Casteljau splitting, axis extrema, tangents.

/// A line, quadratic or cubic Bézier segment, start point included.
///
/// Points are stored so that `p3` is always the end point: a line is `p0 → p1` with
/// `p2 == p3 == p1`; a quadratic is `p0, p1 (control), p2` with `p3 == p2`.
package struct PathSegment: Equatable, Sendable {
    /// The degree of the segment.
    package enum Kind: UInt8, Sendable {
        case line, quad, cubic
    }

    /// Line, quadratic or cubic.
    package var kind: Kind
    /// The start point.
    package var p0: CGPoint
    /// The end of a line; the (first) control point of a curve.
    package var p1: CGPoint
    /// The end of a quadratic; the second control point of a cubic.
    package var p2: CGPoint
    /// The end point, for every kind.
    package var p3: CGPoint

    /// A straight line from `a` to `b`.
    package init(line a: CGPoint, _ b: CGPoint) {
        kind = .line; p0 = a; p1 = b; p2 = b; p3 = b
    }

    /// A quadratic Bézier from `a` to `b` with control point `c`.
    package init(quad a: CGPoint, _ c: CGPoint, _ b: CGPoint) {
        kind = .quad; p0 = a; p1 = c; p2 = b; p3 = b
    }

    /// A cubic Bézier from `a` to `b` with control points `c1`, `c2`.
    package init(cubic a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) {
        kind = .cubic; p0 = a; p1 = c1; p2 = c2; p3 = b
    }

    /// The start point.
    @inlinable package var start: CGPoint { p0 }
    /// The end point.
    @inlinable package var end: CGPoint { p3 }

    /// Whether the segment's control polygon (which holds the whole segment) reaches
    /// into `rect`; false means the segment lies wholly outside it.
    @inline(__always)
    package func hullMeets(_ rect: CGRect) -> Bool {
        Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x)) >= rect.minX
            && Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x)) <= rect.maxX
            && Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y)) >= rect.minY
            && Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y)) <= rect.maxY
    }

    /// The point at parameter `t` in [0, 1] (exactly `start` at 0 and `end` at 1).
    package func point(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: mt * p0.x + t * p1.x, y: mt * p0.y + t * p1.y)
        case .quad:
            let a = mt * mt, b = 2 * mt * t, c = t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic:
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The first derivative with respect to `t`.
    package func derivative(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
        case .quad:
            return CGPoint(x: 2 * (mt * (p1.x - p0.x) + t * (p2.x - p1.x)),
                           y: 2 * (mt * (p1.y - p0.y) + t * (p2.y - p1.y)))
        case .cubic:
            let a = mt * mt, b = 2 * mt * t, c = t * t
            return CGPoint(x: 3 * (a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x)),
                           y: 3 * (a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y)))
        }
    }

    /// The second derivative with respect to `t`.
    package func secondDerivative(at t: CGFloat) -> CGPoint {
        switch kind {
        case .line:
            return .zero
        case .quad:
            return CGPoint(x: 2 * (p0.x - 2 * p1.x + p2.x), y: 2 * (p0.y - 2 * p1.y + p2.y))
        case .cubic:
            let mt = 1 - t
            return CGPoint(x: 6 * (mt * (p0.x - 2 * p1.x + p2.x) + t * (p1.x - 2 * p2.x + p3.x)),
                           y: 6 * (mt * (p0.y - 2 * p1.y + p2.y) + t * (p1.y - 2 * p2.y + p3.y)))
        }
    }

    /// The unit direction of travel at `t`. Where the derivative vanishes (a control
    /// point on an end point, a cusp) the direction is taken from the next non-zero
    /// derivative, then from the chord; nil only for a segment that is a single point.
    package func unitTangent(at t: CGFloat) -> CGPoint? {
        if let d = PathSegment.normalized(derivative(at: t)) { return d }
        // Near t the curve moves along B'' (or its negation when approaching from the left).
        if let d = PathSegment.normalized(secondDerivative(at: t)) {
            return t >= 1 ? CGPoint(x: -d.x, y: -d.y) : d
        }
        if kind == .cubic {
            let third = CGPoint(x: p3.x - 3 * p2.x + 3 * p1.x - p0.x, y: p3.y - 3 * p2.y + 3 * p1.y - p0.y)
            if let d = PathSegment.normalized(third) { return d }
        }
        return PathSegment.normalized(CGPoint(x: p3.x - p0.x, y: p3.y - p0.y))
    }

    /// Splits at `t` by de Casteljau's construction; the halves share the exact point.
    package func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        @inline(__always) func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: (1 - t) * a.x + t * b.x, y: (1 - t) * a.y + t * b.y)
        }
        switch kind {
        case .line:
            let m = lerp(p0, p1)
            return (PathSegment(line: p0, m), PathSegment(line: m, p1))
        case .quad:
            let a = lerp(p0, p1), b = lerp(p1, p2), m = lerp(a, b)
            return (PathSegment(quad: p0, a, m), PathSegment(quad: m, b, p2))
        case .cubic:
            let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
            let ab = lerp(a, b), bc = lerp(b, c), m = lerp(ab, bc)
            return (PathSegment(cubic: p0, a, ab, m), PathSegment(cubic: m, bc, c, p3))
        }
    }

    /// The piece between parameters `t0 ≤ t1`, reparametrised over [0, 1].
    package func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        var piece = self
        if t1 < 1 { piece = split(at: t1).0 }
        if t0 > 0 {
            let local = t1 > 0 ? t0 / t1 : 0
            piece = piece.split(at: Swift.min(local, 1)).1
        }
        return piece
    }

    /// The segment with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> PathSegment {
        var s = self
        s.p0 = p0.applying(t); s.p1 = p1.applying(t); s.p2 = p2.applying(t); s.p3 = p3.applying(t)
        return s
    }

    /// The parameters in (0, 1) where the x (`axis == 0`) or y coordinate has a local
    /// extremum, solved in closed form from the derivative. At most two.
    package func extremaParameters(axis: Int) -> (count: Int, t0: CGFloat, t1: CGFloat) {
        @inline(__always) func c(_ p: CGPoint) -> CGFloat { axis == 0 ? p.x : p.y }
        switch kind {
        case .line:
            return (0, 0, 0)
        case .quad:
            // B'(t)/2 = (p1 − p0) + t·(p0 − 2p1 + p2)
            let denom = c(p0) - 2 * c(p1) + c(p2)
            guard denom != 0 else { return (0, 0, 0) }
            let t = (c(p0) - c(p1)) / denom
            return t > 0 && t < 1 ? (1, t, 0) : (0, 0, 0)
        case .cubic:
            // B'(t)/3 = a·t² + b·t + c
            let a = -c(p0) + 3 * c(p1) - 3 * c(p2) + c(p3)
            let b = 2 * (c(p0) - 2 * c(p1) + c(p2))
            let cc = c(p1) - c(p0)
            let roots = PathPolynomial.quadraticRoots(a, b, cc)
            var count = 0, r0: CGFloat = 0, r1: CGFloat = 0
            for i in 0..<roots.count {
                let t = roots[i]
                guard t > 0 && t < 1 else { continue }
                if count == 0 { r0 = t } else { r1 = t }
                count += 1
            }
            if count == 2 && r1 < r0 { swap(&r0, &r1) }
            if count == 2 && r1 == r0 { count = 1 }
            return (count, r0, r1)
        }
    }

    /// `v / |v|`, or nil for the zero vector.
    @inline(__always)
    package static func normalized(_ v: CGPoint) -> CGPoint? {
        let len = (v.x * v.x + v.y * v.y).squareRoot()
        guard len > 0, len.isFinite else { return nil }
        return CGPoint(x: v.x / len, y: v.y / len)
    }

    /// Appends this segment (without its start point) to `storage`.
    package func append(to storage: inout PathStorage) {
        switch kind {
        case .line: storage.line(to: p1)
        case .quad: storage.quad(control: p1, to: p2)
        case .cubic: storage.cubic(control1: p1, control2: p2, to: p3)
        }
    }
}

/// Up to three real roots, stored inline (no allocation).
package struct PolynomialRoots: Sendable {
    /// How many roots are stored (0 to 3).
    package private(set) var count = 0
    private var storage: (CGFloat, CGFloat, CGFloat) = (0, 0, 0)

    /// No roots.
    package init() {}

    /// The given roots.
    package init(_ r0: CGFloat, _ r1: CGFloat? = nil, _ r2: CGFloat? = nil) {
        append(r0)
        if let r1 { append(r1) }
        if let r2 { append(r2) }
    }

    /// Adds a root (ignored beyond the third).
    package mutating func append(_ value: CGFloat) {
        switch count {
        case 0: storage.0 = value
        case 1: storage.1 = value
        default: storage.2 = value
        }
        count = Swift.min(count + 1, 3)
    }

    /// The root at `i` (0 ..< count).
    package subscript(i: Int) -> CGFloat {
        i == 0 ? storage.0 : (i == 1 ? storage.1 : storage.2)
    }
}

/// Closed-form roots of low-degree polynomials, in the numerically stable forms.
package enum PathPolynomial {
    /// Real roots of `a·t² + b·t + c` (a linear equation when `a == 0`).
    package static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> PolynomialRoots {
        var roots = PolynomialRoots()
        if a == 0 {
            if b != 0 { roots.append(-c / b) }
            return roots
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return roots }
        if disc == 0 {
            roots.append(-b / (2 * a))
            return roots
        }
        // q = −(b + sign(b)·√disc)/2 avoids cancellation; the roots are q/a and c/q.
        let q = -0.5 * (b + (b < 0 ? -disc.squareRoot() : disc.squareRoot()))
        let r0 = q / a
        roots.append(r0)
        roots.append(q != 0 ? c / q : -b / a - r0)
        return roots
    }

    /// Real roots of `a·t³ + b·t² + c·t + d` by Cardano's formula (trigonometric form
    /// for three real roots). Roots are not polished; callers refine within a bracket.
    package static func cubicRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> PolynomialRoots {
        if a == 0 { return quadraticRoots(b, c, d) }
        let B = b / a, C = c / a, D = d / a
        // Depressed cubic x³ + p·x + q with t = x − B/3.
        let p = C - B * B / 3
        let q = 2 * B * B * B / 27 - B * C / 3 + D
        let shift = -B / 3
        let disc = q * q / 4 + p * p * p / 27
        if disc > 0 {
            let s = disc.squareRoot()
            return PolynomialRoots(cbrt(-q / 2 + s) + cbrt(-q / 2 - s) + shift)
        }
        if p == 0 { return PolynomialRoots(shift) }
        // Three real roots (two may coincide): x = 2√(−p/3)·cos(φ/3 − 2πk/3).
        let m = 2 * (-p / 3).squareRoot()
        let arg = Swift.max(-1, Swift.min(1, 3 * q / (p * m)))
        let phi = acos(arg) / 3
        return PolynomialRoots(m * cos(phi) + shift,
                               m * cos(phi - 2 * CGFloat.pi / 3) + shift,
                               m * cos(phi - 4 * CGFloat.pi / 3) + shift)
    }
}
