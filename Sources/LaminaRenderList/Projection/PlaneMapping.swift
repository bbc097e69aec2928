import Foundation

// The inverse homography of an item: target pixel → point of the layer's plane. Input: the
// item's 4×4 transform (layer bounds space → target pixels, row vectors); output: for any
// pixel centre, the plane point and the local Jacobian (how far the plane point moves per
// pixel), which scales the anti-aliasing ramps. Built once per item per frame by the
// frame planner; read by every band thread.
//
// A layer lies in its plane z = 0, so of the 4×4 only rows 1, 2 and 4 and columns 1, 2 and
// 4 matter: (x, y, 1) · H = (X·w, Y·w, w) with H = [[m11 m12 m14] [m21 m22 m24]
// [m41 m42 m44]]. Its inverse maps (X, Y, 1) to (U, V, Q) = (x, y, 1) / w, which is linear
// in X along a row: U, V and Q step by constants from pixel to pixel, and the plane point
// is (U/Q, V/Q). Q > 0 exactly for points in front of the eye (w > 0).

/// Target pixels → the layer's plane, perspective-correct.
package struct PlaneMapping {
    /// Coefficients: U = ux·X + uy·Y + u0, and likewise V and Q.
    package var ux: Double, uy: Double, u0: Double
    package var vx: Double, vy: Double, v0: Double
    package var qx: Double, qy: Double, q0: Double
    /// Whether Q is constant (1): the transform has no perspective in the plane.
    package var isAffine: Bool
    /// The forward map's coefficients (plane → homogeneous target), for projecting corners.
    private var forward: (m11: Double, m12: Double, m14: Double, m21: Double, m22: Double, m24: Double,
                          m41: Double, m42: Double, m44: Double)

    /// The identity (a placeholder for shapes that show nothing).
    package static let identity = PlaneMapping(transform: CATransform3DIdentity)!

    /// The mapping for `transform`; nil when the plane is seen edge-on (singular) or the
    /// transform is not finite.
    package init?(transform t: CATransform3D) {
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m14)
        let d = Double(t.m21), e = Double(t.m22), f = Double(t.m24)
        let g = Double(t.m41), h = Double(t.m42), i = Double(t.m44)
        forward = (a, b, c, d, e, f, g, h, i)
        // Adjugate / determinant of the 3×3 [[a b c] [d e f] [g h i]].
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        // Hadamard's bound |det| ≤ ‖r1‖‖r2‖‖r3‖ makes the singularity test scale-free: an
        // edge-on plane leaves rows dependent up to rounding only.
        let bound = (a * a + b * b + c * c).squareRoot() * (d * d + e * e + f * f).squareRoot()
            * (g * g + h * h + i * i).squareRoot()
        guard det.isFinite, bound.isFinite, abs(det) > 1e-10 * bound else { return nil }
        let k = 1 / det
        // Inverse (row-vector convention): rows are the coefficients of X, Y, 1.
        ux = A * k; vx = (c * h - b * i) * k; qx = (b * f - c * e) * k
        uy = B * k; vy = (a * i - c * g) * k; qy = (c * d - a * f) * k
        u0 = C * k; v0 = (b * g - a * h) * k; q0 = (a * e - b * d) * k
        isAffine = c == 0 && f == 0
        if isAffine {
            // Q = 1/m44 everywhere: fold it in so Q is exactly 1.
            guard q0 != 0 else { return nil }
            let s = 1 / q0
            ux *= s; uy *= s; u0 *= s; vx *= s; vy *= s; v0 *= s
            qx = 0; qy = 0; q0 = 1
        }
        guard ux.isFinite, uy.isFinite, u0.isFinite, vx.isFinite, vy.isFinite, v0.isFinite,
              qx.isFinite, qy.isFinite, q0.isFinite else { return nil }
    }

    /// The homogeneous plane point (U, V, Q) of the target point (X, Y).
    @inlinable @inline(__always)
    package func homogeneous(_ X: Double, _ Y: Double) -> (u: Double, v: Double, q: Double) {
        (ux * X + uy * Y + u0, vx * X + vy * Y + v0, qx * X + qy * Y + q0)
    }

    /// The plane point under the target point (X, Y); nil beyond the horizon.
    @inlinable @inline(__always)
    package func planePoint(_ X: Double, _ Y: Double) -> (x: Double, y: Double)? {
        let h = homogeneous(X, Y)
        guard h.q > 0 else { return nil }
        let r = 1 / h.q
        return (h.u * r, h.v * r)
    }

    /// The Jacobian ∂(x, y)/∂(X, Y) at the plane point (x, y) whose Q is `q`.
    @inlinable @inline(__always)
    package func jacobian(x: Double, y: Double, q: Double) -> Jacobian {
        if isAffine { return Jacobian(xX: ux, xY: uy, yX: vx, yY: vy) }
        let r = 1 / q
        return Jacobian(xX: (ux - x * qx) * r, xY: (uy - x * qy) * r, yX: (vx - y * qx) * r, yY: (vy - y * qy) * r)
    }

    /// The w every plane point has when the mapping is affine (no perspective in the
    /// plane); nil otherwise.
    @inlinable
    package var constantW: Double? { isAffine ? w(0, 0) : nil }

    /// The homogeneous target point (X·w, Y·w, w) of the plane point (x, y).
    @inlinable @inline(__always)
    package func project(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * forward.m11 + y * forward.m21 + forward.m41,
         x * forward.m12 + y * forward.m22 + forward.m42,
         x * forward.m14 + y * forward.m24 + forward.m44)
    }

    /// The w of the plane point (x, y) (positive in front of the eye).
    @inlinable @inline(__always)
    package func w(_ x: Double, _ y: Double) -> Double {
        x * forward.m14 + y * forward.m24 + forward.m44
    }

    /// How many target pixels one plane unit covers at the plane point (x, y), largest
    /// over directions (1/smallest singular value of the Jacobian); used to pick a
    /// rasterization scale.
    package func magnification(atPlanePoint x: Double, _ y: Double) -> Double {
        let h = project(x, y)
        guard h.w > 0 else { return 0 }
        let X = h.x / h.w, Y = h.y / h.w
        let j = jacobian(x: x, y: y, q: homogeneous(X, Y).q)
        // Singular values of the 2×2 J; the plane → target scale is 1/σmin(J).
        let a = j.xX, b = j.xY, c = j.yX, d = j.yY
        let s1 = a * a + b * b + c * c + d * d
        let det = abs(a * d - b * c)
        let disc = max(0, s1 * s1 - 4 * det * det).squareRoot()
        let sMin = ((s1 - disc) / 2).squareRoot()
        return sMin > 0 ? 1 / sMin : 0
    }
}

/// ∂(x, y)/∂(X, Y): plane units per target pixel. Its transpose maps a plane normal to
/// the screen gradient of the distance along it.
package struct Jacobian {
    package init(xX: Double, xY: Double, yX: Double, yY: Double) {
        self.xX = xX; self.xY = xY; self.yX = yX; self.yY = yY
    }

    package var xX: Double, xY: Double, yX: Double, yY: Double
}
