import Foundation

/// A timing function's curve as plain data: the cubic Bézier from (0, 0) to (1, 1) with
/// control points (c1x, c1y) and (c2x, c2y), with its polynomial coefficients computed
/// once so that `solve(_:)` allocates nothing and does no setup per call.
///
/// The curve is B(s) = 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³ for s in 0…1, written per
/// coordinate as a·s³ + b·s² + c·s with c = 3·c1, b = 3·(c2 − c1) − c, a = 1 − c − b.
/// The x control points lie in 0…1 (CSS and Core Animation require it), so x(s) is
/// non-decreasing and every x in 0…1 has one solution s; y may overshoot 0…1.
package struct TimingFunctionCurve: Equatable, Hashable, Sendable {
    /// The control points, as given (x already clamped to 0…1).
    package let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The linear curve, (0, 0, 1, 1) — what an animation without a timing function uses.
    package static let linear = TimingFunctionCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)

    /// A curve from its control points. Callers validate them first; here x is clamped
    /// to 0…1 and a non-finite coordinate gives the linear curve.
    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        let finite = c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite
        self.c1x = finite ? min(max(c1x, 0), 1) : 0
        self.c1y = finite ? c1y : 0
        self.c2x = finite ? min(max(c2x, 0), 1) : 1
        self.c2y = finite ? c2y : 1
        cx = 3 * self.c1x
        bx = 3 * (self.c2x - self.c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * self.c1y
        by = 3 * (self.c2y - self.c1y) - cy
        ay = 1 - cy - by
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    package var isLinear: Bool { c1x == c1y && c2x == c2y }

    /// x(s).
    @inline(__always)
    package func x(at s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    /// y(s).
    @inline(__always)
    package func y(at s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    /// dx/ds.
    @inline(__always)
    private func dx(at s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve's y where its x is `x`: the eased progress for a linear progress `x`.
    /// `x` outside 0…1 clamps (0 below, 1 above; NaN gives 0).
    ///
    /// The parameter s with x(s) = x is found by Newton's method from s = x (it
    /// converges in a few steps on the usual curves) and, when Newton leaves 0…1, meets
    /// a flat spot or has not converged, by bisection on 0…1 until the bracket is
    /// narrower than 1e−15; x(s) is non-decreasing, so bisection always converges and y
    /// is exact to far better than 1e−6.
    package func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isLinear { return x }
        return y(at: parameter(forX: x))
    }

    /// The parameter s in 0…1 with x(s) = x, for x strictly inside 0…1.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = self.x(at: s) - x
            if abs(error) < 1e-14 { return s }
            let slope = dx(at: s)
            if abs(slope) < 1e-6 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        var low = 0.0, high = 1.0
        s = 0.5
        while high - low > 1e-15 {
            s = (low + high) / 2
            let value = self.x(at: s)
            if value == x { return s }
            if value < x { low = s } else { high = s }
        }
        return (low + high) / 2
    }
}
