import Foundation

// How `transform` (and `sublayerTransform`, `instanceTransform`) animate: by
// decomposition, as CSS Transforms 2 § "Interpolation of decomposed 3D matrix values"
// describes — translation, scale, skew and perspective blend linearly, the rotation
// quaternion by spherical linear interpolation — so identity → rotate(2π) does not move
// (both ends decompose to the same rotation) and rotate(0) → rotate(π/2) turns by π/4
// at the midpoint. Input: two matrices, decomposed once; output: a matrix per fraction,
// computed without allocating. Key path components (`transform.rotation.z`) are
// scalars and never come here: they spin as far as their numbers say.

/// Interpolates between two transforms the way Core Animation animates a
/// `CATransform3D` property. Build it once per animation; `transform(at:)` is
/// allocation-free.
///
/// When either end cannot be decomposed (its upper 3×3 part is singular — a scale of 0
/// on some axis — `m44` is 0, or an entry is not finite), the matrices are blended entry
/// by entry instead, which for the common "scale to zero" animation gives the same
/// linear shrink.
package struct TransformInterpolator {
    /// The transform at fraction 0.
    package let from: CATransform3D
    /// The transform at fraction 1.
    package let to: CATransform3D
    /// Both ends decomposed, or nil when one cannot be.
    private let parts: (from: DecomposedTransform, to: DecomposedTransform)?

    /// Decomposes both ends (this allocates; do it when the animation is added).
    package init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if let a = DecomposedTransform(from), let b = DecomposedTransform(to) {
            parts = (a, b)
        } else {
            parts = nil
        }
    }

    /// Whether both ends decomposed (false: entry-wise blending).
    package var isDecomposed: Bool { parts != nil }

    /// The transform `fraction` of the way from `from` to `to`. Fractions outside
    /// [0, 1] extrapolate (each part linearly, the rotation along the same great circle).
    package func transform(at fraction: CGFloat) -> CATransform3D {
        guard let parts else { return Self.lerpEntries(from, to, fraction) }
        return parts.from.interpolated(to: parts.to, fraction: Double(fraction)).transform
    }

    // MARK: Entry-wise fallbacks

    /// `a + (b − a)·f` entry by entry.
    package static func lerpEntries(_ a: CATransform3D, _ b: CATransform3D, _ f: CGFloat) -> CATransform3D {
        weightedEntries(1 - f, a, f, b, 0, a, 0, a)
    }

    /// `w0·t0 + w1·t1 + w2·t2 + w3·t3` entry by entry.
    package static func weightedEntries(_ w0: CGFloat, _ t0: CATransform3D, _ w1: CGFloat, _ t1: CATransform3D,
                                        _ w2: CGFloat, _ t2: CATransform3D, _ w3: CGFloat,
                                        _ t3: CATransform3D) -> CATransform3D {
        return CATransform3D(
            m11: w0 * t0.m11 + w1 * t1.m11 + w2 * t2.m11 + w3 * t3.m11,
            m12: w0 * t0.m12 + w1 * t1.m12 + w2 * t2.m12 + w3 * t3.m12,
            m13: w0 * t0.m13 + w1 * t1.m13 + w2 * t2.m13 + w3 * t3.m13,
            m14: w0 * t0.m14 + w1 * t1.m14 + w2 * t2.m14 + w3 * t3.m14,
            m21: w0 * t0.m21 + w1 * t1.m21 + w2 * t2.m21 + w3 * t3.m21,
            m22: w0 * t0.m22 + w1 * t1.m22 + w2 * t2.m22 + w3 * t3.m22,
            m23: w0 * t0.m23 + w1 * t1.m23 + w2 * t2.m23 + w3 * t3.m23,
            m24: w0 * t0.m24 + w1 * t1.m24 + w2 * t2.m24 + w3 * t3.m24,
            m31: w0 * t0.m31 + w1 * t1.m31 + w2 * t2.m31 + w3 * t3.m31,
            m32: w0 * t0.m32 + w1 * t1.m32 + w2 * t2.m32 + w3 * t3.m32,
            m33: w0 * t0.m33 + w1 * t1.m33 + w2 * t2.m33 + w3 * t3.m33,
            m34: w0 * t0.m34 + w1 * t1.m34 + w2 * t2.m34 + w3 * t3.m34,
            m41: w0 * t0.m41 + w1 * t1.m41 + w2 * t2.m41 + w3 * t3.m41,
            m42: w0 * t0.m42 + w1 * t1.m42 + w2 * t2.m42 + w3 * t3.m42,
            m43: w0 * t0.m43 + w1 * t1.m43 + w2 * t2.m43 + w3 * t3.m43,
            m44: w0 * t0.m44 + w1 * t1.m44 + w2 * t2.m44 + w3 * t3.m44)
    }

    /// The Euclidean distance between two matrices' 16 entries.
    package static func entryDistance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        let d = weightedEntries(1, a, -1, b, 0, a, 0, a)
        let e: [CGFloat] = [d.m11, d.m12, d.m13, d.m14, d.m21, d.m22, d.m23, d.m24,
                            d.m31, d.m32, d.m33, d.m34, d.m41, d.m42, d.m43, d.m44]
        return Double(e.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
}

// MARK: - Arithmetic on decomposed parts

extension DecomposedTransform {
    /// The parts `fraction` of the way to `other`: translation, scale, skew and
    /// perspective linearly, the quaternion by `slerp`.
    package func interpolated(to other: DecomposedTransform, fraction t: Double) -> DecomposedTransform {
        DecomposedTransform(
            scale: scale + (other.scale - scale) * t,
            skew: skew + (other.skew - skew) * t,
            quaternion: Self.slerp(quaternion, other.quaternion, t),
            translation: translation + (other.translation - translation) * t,
            perspective: perspective + (other.perspective - perspective) * t)
    }

    /// Spherical linear interpolation between unit quaternions, along the shorter arc
    /// (`b` is negated when the two lie in opposite hemispheres: q and −q are the same
    /// rotation), so rotate(170°) → rotate(−170°) turns 20°, not 340°. Nearly equal
    /// quaternions blend linearly (and are normalized) to avoid dividing by sin θ ≈ 0.
    package static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 { b = -b; cosine = -cosine }
        if cosine > 1 - 1e-12 {
            let q = a + (b - a) * t
            let n = (q * q).sum().squareRoot()
            return n > 0 ? q / n : a
        }
        let theta = acos(cosine)
        let sine = (1 - cosine * cosine).squareRoot()
        return a * (sin((1 - t) * theta) / sine) + b * (sin(t * theta) / sine)
    }

    /// The rotation angle, in radians in [0, π], that turns `self`'s rotation into
    /// `other`'s.
    package func rotationAngle(to other: DecomposedTransform) -> Double {
        let na = (quaternion * quaternion).sum().squareRoot()
        let nb = (other.quaternion * other.quaternion).sum().squareRoot()
        guard na > 0, nb > 0 else { return 0 }
        let cosine = min(abs((quaternion * other.quaternion).sum()) / (na * nb), 1)
        return 2 * acos(cosine)
    }

    /// The distance paced keyframe animations space transforms by: the Euclidean norm
    /// of the differences of translation, scale, skew and perspective together with the
    /// rotation angle between the two (radians), so a pure translation is measured in
    /// points and a pure rotation in radians.
    package func distance(to other: DecomposedTransform) -> Double {
        let dt = other.translation - translation, ds = other.scale - scale, dk = other.skew - skew
        let dp = other.perspective - perspective
        let angle = rotationAngle(to: other)
        return ((dt * dt).sum() + (ds * ds).sum() + (dk * dk).sum() + (dp * dp).sum() + angle * angle).squareRoot()
    }

    /// `w0·p0 + w1·p1 + w2·p2 + w3·p3` part by part, the quaternions summed as vectors
    /// (`transform` normalizes the result). The cubic keyframe spline uses it with
    /// weights that sum to 1 and quaternions already moved into one hemisphere.
    package static func weightedSum(_ w0: Double, _ p0: DecomposedTransform, _ w1: Double, _ p1: DecomposedTransform,
                                    _ w2: Double, _ p2: DecomposedTransform, _ w3: Double,
                                    _ p3: DecomposedTransform) -> DecomposedTransform {
        DecomposedTransform(
            scale: w0 * p0.scale + w1 * p1.scale + w2 * p2.scale + w3 * p3.scale,
            skew: w0 * p0.skew + w1 * p1.skew + w2 * p2.skew + w3 * p3.skew,
            quaternion: w0 * p0.quaternion + w1 * p1.quaternion + w2 * p2.quaternion + w3 * p3.quaternion,
            translation: w0 * p0.translation + w1 * p1.translation + w2 * p2.translation + w3 * p3.translation,
            perspective: w0 * p0.perspective + w1 * p1.perspective + w2 * p2.perspective + w3 * p3.perspective)
    }

    /// Decompositions of `transforms` whose quaternions are flipped, where needed, into
    /// the hemisphere of their predecessor, so that summing neighbours' quaternions
    /// follows the shorter arcs. Nil entries are transforms that do not decompose.
    package static func aligned(_ transforms: [CATransform3D]) -> [DecomposedTransform?] {
        var out: [DecomposedTransform?] = []
        out.reserveCapacity(transforms.count)
        var previous: SIMD4<Double>?
        for t in transforms {
            guard var parts = DecomposedTransform(t) else { out.append(nil); previous = nil; continue }
            if let previous, (previous * parts.quaternion).sum() < 0 { parts.quaternion = -parts.quaternion }
            previous = parts.quaternion
            out.append(parts)
        }
        return out
    }
}
