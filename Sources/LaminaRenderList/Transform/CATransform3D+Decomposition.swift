import Foundation

/// A `CATransform3D` split into perspective, translation, rotation, skew and scale: the
/// parts that transform animations interpolate and that the `transform.rotation`,
/// `transform.scale` and `transform.translation` key paths read and write.
///
/// The algorithm is the "unmatrix" decomposition of CSS Transforms 2 (§ "Decomposing a
/// 3D matrix", after Graphics Gems II), written for Core Animation's row-vector
/// convention (`p' = p · M`, translation in `m41…m43`). With
///
/// - `S` = diag(`scale`),
/// - `K` = the shear with rows (1, 0, 0), (`skew.x`, 1, 0), (`skew.y`, `skew.z`, 1) —
///   CSS's XY, XZ and YZ skew factors,
/// - `R` = the rotation of the unit quaternion `quaternion`,
/// - `T` = the translation by `translation`,
/// - `P` = the identity with its last column replaced by `perspective`,
///
/// the transform is `S · K · R · T · P`: a point is scaled first, then skewed, rotated,
/// translated and finally projected. `init?(_:)` divides the matrix by `m44` first, so
/// `transform` gives back the input divided by its `m44` (the same projective map).
///
/// Two details differ from the CSS pseudo-code, neither changing what `transform`
/// rebuilds:
/// - A mirroring matrix (the rotation part has determinant −1) negates the one scale
///   factor whose axis leaves the rotation closest to the identity, where CSS negates
///   all three. `CATransform3DMakeScale(-1, 1, 1)` decomposes as scale (−1, 1, 1) and no
///   rotation, not as scale (−1, −1, −1) and a half turn about x.
/// - The quaternion is taken from the rotation matrix with Shepperd's method (largest
///   diagonal term first), exact to rounding for every rotation, and its `w` is made
///   non-negative.
package struct DecomposedTransform: Hashable, Sendable {
    /// Scale factors along x, y and z (applied first). A negative factor mirrors.
    package var scale: SIMD3<Double>
    /// The shear factors XY, XZ and YZ of CSS, in that order (applied after the scale).
    package var skew: SIMD3<Double>
    /// The rotation as a unit quaternion (x, y, z, w), w ≥ 0 after decomposition.
    package var quaternion: SIMD4<Double>
    /// The translation (applied after the rotation).
    package var translation: SIMD3<Double>
    /// The last column of the perspective part, (0, 0, 0, 1) when there is none.
    package var perspective: SIMD4<Double>

    /// The parts of the identity transform.
    package static let identity = DecomposedTransform(
        scale: SIMD3(1, 1, 1), skew: .zero, quaternion: SIMD4(0, 0, 0, 1),
        translation: .zero, perspective: SIMD4(0, 0, 0, 1))

    /// Parts given directly; `transform` composes them.
    package init(scale: SIMD3<Double>, skew: SIMD3<Double>, quaternion: SIMD4<Double>,
                 translation: SIMD3<Double>, perspective: SIMD4<Double>) {
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
        self.translation = translation
        self.perspective = perspective
    }

    /// Decomposes `t`; nil when it cannot be: `m44` is 0, an entry is not finite, or the
    /// upper 3×3 part is singular (a scale of 0 on some axis, or axes that collapse into
    /// a plane or a line) — numerically, when Gram–Schmidt leaves an axis shorter than
    /// 10⁻¹² of the longest row.
    package init?(_ t: CATransform3D) {
        guard let parts = Self.decompose(t, lenient: false) else { return nil }
        self = parts.decomposed
    }

    /// Decomposes `t` as far as it can be: what cannot be recovered starts from the
    /// identity. A singular upper 3×3 part keeps its non-degenerate axes (their scale,
    /// skew and direction), gives the degenerate ones scale 0, completes the rotation
    /// from the identity's axes, and drops the perspective; `m44` = 0 or a non-finite
    /// entry gives the identity. `exact` tells whether `t` decomposed without loss.
    package static func recovering(_ t: CATransform3D) -> (decomposed: DecomposedTransform, exact: Bool) {
        guard let parts = decompose(t, lenient: true) else { return (.identity, false) }
        return parts
    }

    /// The transform these parts compose: `S · K · R · T · P` (see the type's summary).
    /// The quaternion is normalized first (a zero quaternion is no rotation), so parts
    /// interpolated component-wise still give a rotation.
    package var transform: CATransform3D {
        let r = Self.rotationRows(quaternion)
        // Rows of S · K · R.
        let k0 = r.0
        let k1 = r.1 + skew.x * r.0
        let k2 = r.2 + skew.y * r.0 + skew.z * r.1
        let a0 = scale.x * k0, a1 = scale.y * k1, a2 = scale.z * k2
        // (S · K · R · T) · P: rows 0…2 gain a last entry Aᵢ · p, row 3 is (t, t · p + pw).
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: CGFloat(Self.dot(a0, p)),
            m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: CGFloat(Self.dot(a1, p)),
            m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: CGFloat(Self.dot(a2, p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z),
            m44: CGFloat(Self.dot(t, p) + perspective.w))
    }

    // MARK: Rotation as Euler angles

    /// The rotation as angles about x, y and z, in radians: the rotation is
    /// `MakeRotation(x, 1, 0, 0)`, then `MakeRotation(y, 0, 1, 0)`, then
    /// `MakeRotation(z, 0, 0, 1)` (in `CATransform3DConcat` order). x and z lie in
    /// (−π, π], y in [−π/2, π/2]; at y = ±π/2 (gimbal lock) z is reported as 0.
    /// A rotation about z alone reads (0, 0, θ). Setting replaces the quaternion.
    package var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rotationRows(quaternion)
            // Rows of Rx(a)·Ry(b)·Rz(c): r0 = (cb·cc, cb·sc, −sb),
            // r1 = (−ca·sc + sa·sb·cc, ca·cc + sa·sb·sc, sa·cb),
            // r2 = (sa·sc + ca·sb·cc, −sa·cc + ca·sb·sc, ca·cb).
            let cosB = (r.0.x * r.0.x + r.0.y * r.0.y).squareRoot()
            let b = atan2(-r.0.z, cosB)
            if cosB > 1e-12 {
                return SIMD3(atan2(r.1.z, r.2.z), b, atan2(r.0.y, r.0.x))
            }
            // cos b = 0: only a ± c is defined; put it all in a (c = 0).
            return SIMD3(atan2(-r.2.y, r.1.y), b, 0)
        }
        set {
            let (sa, ca) = (sin(newValue.x), cos(newValue.x))
            let (sb, cb) = (sin(newValue.y), cos(newValue.y))
            let (sc, cc) = (sin(newValue.z), cos(newValue.z))
            quaternion = Self.quaternion(fromRows: (
                SIMD3(cb * cc, cb * sc, -sb),
                SIMD3(-ca * sc + sa * sb * cc, ca * cc + sa * sb * sc, sa * cb),
                SIMD3(sa * sc + ca * sb * cc, -sa * cc + ca * sb * sc, ca * cb)))
        }
    }

    // MARK: Decomposition

    private typealias Rows = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// The shared algorithm: strict (nil on any degeneracy) or lenient (best effort).
    private static func decompose(_ t: CATransform3D, lenient: Bool)
        -> (decomposed: DecomposedTransform, exact: Bool)? {
        guard t.isFinite, t.m44 != 0 else { return nil }
        // Normalize so m44 = 1.
        let w = Double(t.m44)
        let rows: Rows = (SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w,
                          SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w,
                          SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w)
        let lastColumn = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34)) / w
        let translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w

        // Scale and shear: Gram–Schmidt on the rows, A = S · K · R.
        let size = max(length(rows.0), length(rows.1), length(rows.2))
        let tiny = size * 1e-12
        var exact = size > 0
        var scale = SIMD3<Double>(0, 0, 0), skew = SIMD3<Double>(0, 0, 0)
        var unit: [SIMD3<Double>?] = [nil, nil, nil]

        scale.x = length(rows.0)
        if scale.x > tiny { unit[0] = rows.0 / scale.x } else { scale.x = 0; exact = false }

        var row1 = rows.1
        if let u0 = unit[0] { skew.x = dot(u0, row1); row1 -= skew.x * u0 }
        scale.y = length(row1)
        if scale.y > tiny {
            unit[1] = row1 / scale.y
            skew.x /= scale.y
        } else {
            scale.y = 0; skew.x = 0; exact = false
        }

        var row2 = rows.2
        if let u0 = unit[0] { skew.y = dot(u0, row2); row2 -= skew.y * u0 }
        if let u1 = unit[1] { skew.z = dot(u1, row2); row2 -= skew.z * u1 }
        scale.z = length(row2)
        if scale.z > tiny {
            unit[2] = row2 / scale.z
            skew.y /= scale.z
            skew.z /= scale.z
        } else {
            scale.z = 0; skew.y = 0; skew.z = 0; exact = false
        }

        guard exact || lenient else { return nil }
        var r = complete(unit)

        // A mirroring matrix: negate the axis whose flip leaves R closest to the identity.
        if dot(r.0, cross(r.1, r.2)) < 0 {
            let diagonal = [r.0.x, r.1.y, r.2.z]
            let axis = diagonal.indices.min { diagonal[$0] < diagonal[$1] }!
            switch axis {
            case 0: r.0 = -r.0; scale.x = -scale.x; skew.x = -skew.x; skew.y = -skew.y
            case 1: r.1 = -r.1; scale.y = -scale.y; skew.x = -skew.x; skew.z = -skew.z
            default: r.2 = -r.2; scale.z = -scale.z; skew.y = -skew.y; skew.z = -skew.z
            }
        }

        // Perspective: the last column is N · p with N = [[A, 0], [t, 1]], so
        // A · p.xyz = column and t · p.xyz + pw = 1.
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if lastColumn != .zero {
            if exact, let p = solve(rows, lastColumn) {
                perspective = SIMD4(p.x, p.y, p.z, 1 - dot(translation, p))
            } else {
                exact = false
                guard lenient else { return nil }
            }
        }

        let decomposed = DecomposedTransform(
            scale: scale, skew: skew, quaternion: quaternion(fromRows: r),
            translation: translation, perspective: perspective)
        return (decomposed, exact)
    }

    /// Fills the unknown rows of a partial orthonormal basis from the identity's rows,
    /// keeping it right-handed only where a filled row can absorb the sign.
    private static func complete(_ unit: [SIMD3<Double>?]) -> Rows {
        var rows = unit
        let known = unit.compactMap { $0 }
        if known.count == 3 { return (unit[0]!, unit[1]!, unit[2]!) }
        var basis = known
        var filled: [Int] = []
        for i in 0..<3 where rows[i] == nil {
            // Try e_i first so a degenerate but otherwise unrotated axis stays put.
            let candidates = [i, (i + 1) % 3, (i + 2) % 3].map { j -> SIMD3<Double> in
                var e = SIMD3<Double>(0, 0, 0); e[j] = 1; return e
            }
            for e in candidates {
                var v = e
                for b in basis { v -= dot(v, b) * b }
                let l = length(v)
                if l > 0.5 {
                    rows[i] = v / l
                    basis.append(v / l)
                    filled.append(i)
                    break
                }
            }
        }
        var result: Rows = (rows[0]!, rows[1]!, rows[2]!)
        if dot(result.0, cross(result.1, result.2)) < 0, let i = filled.first {
            // A filled axis has scale 0, so its sign is free: choose a proper rotation.
            switch i {
            case 0: result.0 = -result.0
            case 1: result.1 = -result.1
            default: result.2 = -result.2
            }
        }
        return result
    }

    /// The solution x of A · x = b, where A has the given rows; nil when singular.
    private static func solve(_ a: Rows, _ b: SIMD3<Double>) -> SIMD3<Double>? {
        // Cramer's rule through the adjugate: the columns of A⁻¹ are the cross products
        // of A's rows divided by det A.
        let c0 = cross(a.1, a.2), c1 = cross(a.2, a.0), c2 = cross(a.0, a.1)
        let det = dot(a.0, c0)
        guard det != 0, det.isFinite else { return nil }
        let x = (b.x * c0 + b.y * c1 + b.z * c2) / det
        return x.x.isFinite && x.y.isFinite && x.z.isFinite ? x : nil
    }

    // MARK: Quaternions (row-vector convention)

    /// The rows of the rotation matrix of `q` (normalized first), in the layout
    /// `CATransform3DMakeRotation` uses: for q = (sin(θ/2)·axis, cos(θ/2)) the rows equal
    /// `MakeRotation(θ, axis)`'s upper 3×3.
    private static func rotationRows(_ q: SIMD4<Double>) -> Rows {
        let n = (q * q).sum().squareRoot()
        guard n > 0, n.isFinite else { return (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)) }
        let (x, y, z, w) = (q.x / n, q.y / n, q.z / n, q.w / n)
        return (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The unit quaternion (w ≥ 0) of an orthonormal right-handed rotation, the inverse
    /// of `rotationRows`, by Shepperd's method.
    private static func quaternion(fromRows r: Rows) -> SIMD4<Double> {
        let (m11, m12, m13) = (r.0.x, r.0.y, r.0.z)
        let (m21, m22, m23) = (r.1.x, r.1.y, r.1.z)
        let (m31, m32, m33) = (r.2.x, r.2.y, r.2.z)
        let trace = m11 + m22 + m33
        var q: SIMD4<Double>
        if trace >= m11, trace >= m22, trace >= m33 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            let f = 0.25 / w
            q = SIMD4((m23 - m32) * f, (m31 - m13) * f, (m12 - m21) * f, w)
        } else if m11 >= m22, m11 >= m33 {
            let x = 0.5 * max(1 + m11 - m22 - m33, 0).squareRoot()
            let f = 0.25 / x
            q = SIMD4(x, (m12 + m21) * f, (m13 + m31) * f, (m23 - m32) * f)
        } else if m22 >= m33 {
            let y = 0.5 * max(1 - m11 + m22 - m33, 0).squareRoot()
            let f = 0.25 / y
            q = SIMD4((m12 + m21) * f, y, (m23 + m32) * f, (m31 - m13) * f)
        } else {
            let z = 0.5 * max(1 - m11 - m22 + m33, 0).squareRoot()
            let f = 0.25 / z
            q = SIMD4((m13 + m31) * f, (m23 + m32) * f, z, (m12 - m21) * f)
        }
        if q.w < 0 { q = -q }
        let n = (q * q).sum().squareRoot()
        return n > 0 && n.isFinite ? q / n : SIMD4(0, 0, 0, 1)
    }

    // MARK: Vector helpers

    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    private static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
