import Foundation

/// Matrix operations the layer tree and renderers share.
extension CATransform3D {
    /// The determinant.
    package var determinant: CGFloat {
        let s0 = m11 * m22 - m12 * m21, s1 = m11 * m23 - m13 * m21, s2 = m11 * m24 - m14 * m21
        let s3 = m12 * m23 - m13 * m22, s4 = m12 * m24 - m14 * m22, s5 = m13 * m24 - m14 * m23
        let c5 = m33 * m44 - m34 * m43, c4 = m32 * m44 - m34 * m42, c3 = m32 * m43 - m33 * m42
        let c2 = m31 * m44 - m34 * m41, c1 = m31 * m43 - m33 * m41, c0 = m31 * m42 - m32 * m41
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or nil when the matrix is singular or not finite.
    package var inverse: CATransform3D? {
        let s0 = m11 * m22 - m12 * m21, s1 = m11 * m23 - m13 * m21, s2 = m11 * m24 - m14 * m21
        let s3 = m12 * m23 - m13 * m22, s4 = m12 * m24 - m14 * m22, s5 = m13 * m24 - m14 * m23
        let c5 = m33 * m44 - m34 * m43, c4 = m32 * m44 - m34 * m42, c3 = m32 * m43 - m33 * m42
        let c2 = m31 * m44 - m34 * m41, c1 = m31 * m43 - m33 * m41, c0 = m31 * m42 - m32 * m41
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let r = CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
        return r.isFinite ? r : nil
    }

    /// The homogeneous image of (x, y, z, 1): `(x, y, z, 1) · M`.
    @inlinable @inline(__always)
    package func project(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// The point (x, y, 0) mapped with the perspective divide, whatever the sign of w;
    /// nil only when w is 0.
    @inlinable
    package func mapPointAllowingBehind(_ p: CGPoint) -> CGPoint? {
        let h = project(x: p.x, y: p.y, z: 0)
        guard h.w != 0 else { return nil }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The point (x, y, 0) mapped and divided by w; nil when w ≤ 0 (behind the eye).
    @inlinable
    package func mapPoint(_ p: CGPoint) -> CGPoint? {
        let h = project(x: p.x, y: p.y, z: 0)
        guard h.w > 0 else { return nil }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The point of the plane z = 0 that this transform maps onto the screen point `q`
    /// (the inverse homography restricted to the layer's plane); nil when that plane is
    /// seen edge-on or `q` lies beyond its horizon.
    package func unprojectToPlane(_ q: CGPoint) -> CGPoint? {
        // Screen (X, Y) = ((x·m11 + y·m21 + m41)/w, (x·m12 + y·m22 + m42)/w) with
        // w = x·m14 + y·m24 + m44: two linear equations in x, y.
        let a11 = m11 - q.x * m14, a12 = m21 - q.x * m24, b1 = q.x * m44 - m41
        let a21 = m12 - q.y * m14, a22 = m22 - q.y * m24, b2 = q.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        // Edge-on planes give a determinant that is zero up to rounding (cos(π/2) ≠ 0).
        let norm = max(abs(a11), abs(a12), abs(a21), abs(a22))
        guard det.isFinite, abs(det) > norm * norm * 1e-12 else { return nil }
        let x = (b1 * a22 - a12 * b2) / det
        let y = (a11 * b2 - b1 * a21) / det
        let w = x * m14 + y * m24 + m44
        guard w > 0, x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}
