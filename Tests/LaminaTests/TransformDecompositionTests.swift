import Foundation
import Testing
@testable import Lamina

/// `DecomposedTransform`: expectations built from Core Animation's own constructors
/// (`MakeScale`, `MakeRotation`, `MakeTranslation`, `Concat`) and from matrices written
/// out by hand, never from the decomposition itself.
@Suite struct TransformDecompositionTests {
    // MARK: Helpers

    /// The shear with rows (1, 0, 0), (xy, 1, 0), (xz, yz, 1), written out.
    private func shear(_ xy: CGFloat, _ xz: CGFloat, _ yz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m21 = xy; t.m31 = xz; t.m32 = yz
        return t
    }

    /// The identity with its last column replaced by (p0, p1, p2, p3), written out.
    private func perspective(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m14 = p0; t.m24 = p1; t.m34 = p2; t.m44 = p3
        return t
    }

    /// scale · shear · rotation · translation · perspective, through CATransform3DConcat.
    private func compose(scale s: (CGFloat, CGFloat, CGFloat), skew k: (CGFloat, CGFloat, CGFloat),
                         angle: CGFloat, axis a: (CGFloat, CGFloat, CGFloat),
                         translation t: (CGFloat, CGFloat, CGFloat),
                         perspective p: (CGFloat, CGFloat, CGFloat, CGFloat)) -> CATransform3D {
        var m = CATransform3DMakeScale(s.0, s.1, s.2)
        m = CATransform3DConcat(m, shear(k.0, k.1, k.2))
        m = CATransform3DConcat(m, CATransform3DMakeRotation(angle, a.0, a.1, a.2))
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(t.0, t.1, t.2))
        return CATransform3DConcat(m, perspective(p.0, p.1, p.2, p.3))
    }

    /// Entry-wise closeness relative to the entry's size (absolute below 1).
    private func nearlyEqual(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
    }

    /// `t` divided by its m44 (the matrix a decomposition recomposes).
    private func normalized(_ t: CATransform3D) -> CATransform3D {
        let e = entries(t).map { $0 / t.m44 }
        return CATransform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                             m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    private func isFinite(_ t: CATransform3D) -> Bool { entries(t).allSatisfy { $0.isFinite } }

    private func random(_ range: ClosedRange<CGFloat>, _ g: inout SeededGenerator) -> CGFloat {
        CGFloat.random(in: range, using: &g)
    }

    // MARK: Known decompositions

    @Test func identityDecomposesIntoIdentityParts() throws {
        let d = try #require(DecomposedTransform(CATransform3DIdentity))
        #expect(d == DecomposedTransform.identity)
        #expect(d.transform == CATransform3DIdentity)
    }

    @Test func scaleRotationAndTranslationAreRecoveredSeparately() throws {
        let angle: CGFloat = 0.9
        let m = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(angle, 0, 0, 1)),
            CATransform3DMakeTranslation(5, -6, 7))
        let d = try #require(DecomposedTransform(m))
        #expect(close(d.scale.x, 2) && close(d.scale.y, 3) && close(d.scale.z, 4))
        #expect(close(d.translation.x, 5) && close(d.translation.y, -6) && close(d.translation.z, 7))
        #expect(d.skew == SIMD3(0, 0, 0))
        // A rotation by θ about z is the quaternion (0, 0, sin(θ/2), cos(θ/2)).
        #expect(close(d.quaternion.x, 0) && close(d.quaternion.y, 0))
        #expect(close(d.quaternion.z, sin(angle / 2)) && close(d.quaternion.w, cos(angle / 2)))
        #expect(d.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test func quaternionOfARotationAboutAnAxisIsHalfAngleSineTimesTheAxis() throws {
        let angle: CGFloat = 2.5
        let axis = (1.0, -2.0, 2.0)  // length 3
        let d = try #require(DecomposedTransform(CATransform3DMakeRotation(angle, 1, -2, 2)))
        let s = sin(angle / 2)
        #expect(close(d.quaternion.x, s * axis.0 / 3) && close(d.quaternion.y, s * axis.1 / 3))
        #expect(close(d.quaternion.z, s * axis.2 / 3) && close(d.quaternion.w, cos(angle / 2)))
        #expect(close(d.scale.x, 1) && close(d.scale.y, 1) && close(d.scale.z, 1))
    }

    @Test func perspectiveOfAnM34TransformIsItsLastColumn() throws {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 500
        let d = try #require(DecomposedTransform(m))
        #expect(close(d.perspective.z, -1.0 / 500) && close(d.perspective.w, 1))
        #expect(d.perspective.x == 0 && d.perspective.y == 0)
        #expect(d.transform == m)
    }

    @Test func partsComposeInScaleSkewRotateTranslatePerspectiveOrder() {
        let d = DecomposedTransform(
            scale: SIMD3(2, 0.5, 3), skew: SIMD3(0.3, -0.2, 0.7),
            quaternion: SIMD4(0, sin(0.4), 0, cos(0.4)),  // 0.8 rad about y
            translation: SIMD3(10, 20, 30), perspective: SIMD4(0.001, -0.002, 0.003, 0.9))
        let expected = compose(scale: (2, 0.5, 3), skew: (0.3, -0.2, 0.7), angle: 0.8, axis: (0, 1, 0),
                               translation: (10, 20, 30), perspective: (0.001, -0.002, 0.003, 0.9))
        #expect(nearlyEqual(d.transform, expected, 1e-12))
    }

    @Test func aMirrorNegatesOnlyTheMirroredAxis() throws {
        let d = try #require(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1)))
        #expect(d.scale == SIMD3(-1, 1, 1))
        #expect(d.quaternion == SIMD4(0, 0, 0, 1))
        let rotated = CATransform3DConcat(CATransform3DMakeScale(1, -2, 1), CATransform3DMakeRotation(0.3, 0, 0, 1))
        let e = try #require(DecomposedTransform(rotated))
        #expect(close(e.scale.x, 1) && close(e.scale.y, -2) && close(e.scale.z, 1))
        #expect(close(e.eulerAngles.z, 0.3))
        #expect(nearlyEqual(e.transform, rotated))
    }

    // MARK: Round trips

    @Test func randomComposedTransformsRoundTripAndGiveBackTheirParts() throws {
        var g = SeededGenerator(seed: 0xDEC0)
        for _ in 0..<500 {
            let scale = (random(0.2...3, &g) * (Bool.random(using: &g) ? 1 : -1),
                         random(0.2...3, &g), random(0.2...3, &g))
            let skew = (random(-1...1, &g), random(-1...1, &g), random(-1...1, &g))
            let angle = random(0...3, &g)
            let axis = (random(-1...1, &g), random(-1...1, &g), random(0.1...1, &g))
            let translation = (random(-200...200, &g), random(-200...200, &g), random(-200...200, &g))
            let persp = (random(-0.01...0.01, &g), random(-0.01...0.01, &g), random(-0.01...0.01, &g),
                         random(0.5...2, &g))
            let m = compose(scale: scale, skew: skew, angle: angle, axis: axis,
                            translation: translation, perspective: persp)
            let d = try #require(DecomposedTransform(m))
            #expect(isFinite(d.transform))
            #expect(nearlyEqual(d.transform, normalized(m)), "round trip of \(m)")

            // With positive scales and no perspective the parts are unique: the ones put in
            // come back (the quaternion with w ≥ 0, as the angle is below π).
            let positive = (abs(scale.0), scale.1, scale.2)
            let affine = compose(scale: positive, skew: skew, angle: angle, axis: axis,
                                 translation: translation, perspective: (0, 0, 0, 1))
            let a = try #require(DecomposedTransform(affine))
            #expect(close(a.scale.x, positive.0) && close(a.scale.y, positive.1) && close(a.scale.z, positive.2))
            #expect(close(a.skew.x, skew.0) && close(a.skew.y, skew.1) && close(a.skew.z, skew.2))
            let n = sqrt(axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2)
            let h = sin(angle / 2) / n
            #expect(close(a.quaternion.x, axis.0 * h) && close(a.quaternion.y, axis.1 * h)
                    && close(a.quaternion.z, axis.2 * h) && close(a.quaternion.w, cos(angle / 2)))
            #expect(close(a.translation.x, translation.0) && close(a.translation.y, translation.1)
                    && close(a.translation.z, translation.2))
        }
    }

    @Test func randomNonSingularMatricesRoundTrip() throws {
        var g = SeededGenerator(seed: 42)
        var tested = 0
        while tested < 500 {
            let e = (0..<16).map { _ in random(-2...2, &g) }
            let m = CATransform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
            // Keep reasonably conditioned inputs: |det of the 3×3 part| and |m44| not tiny.
            let det3 = e[0] * (e[5] * e[10] - e[6] * e[9]) - e[1] * (e[4] * e[10] - e[6] * e[8])
                + e[2] * (e[4] * e[9] - e[5] * e[8])
            guard abs(det3) > 0.05, abs(e[15]) > 0.1 else { continue }
            tested += 1
            let d = try #require(DecomposedTransform(m))
            #expect(nearlyEqual(d.transform, normalized(m)), "round trip of \(m)")
            #expect(d.quaternion.w >= 0)
            #expect(close(sqrt(d.quaternion.x * d.quaternion.x + d.quaternion.y * d.quaternion.y
                               + d.quaternion.z * d.quaternion.z + d.quaternion.w * d.quaternion.w), 1, 1e-12))
        }
    }

    @Test func halfTurnsRoundTripExactly() throws {
        // Quaternion extraction near a half turn is where the trace-based formula fails.
        for axis in [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (1.0, 1.0, 0.0), (0.3, -0.4, 0.5)] {
            let m = CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2)
            let d = try #require(DecomposedTransform(m))
            #expect(nearlyEqual(d.transform, m, 1e-12))
        }
    }

    // MARK: Euler angles

    @Test func eulerAnglesReadSingleAxisRotations() throws {
        for angle: CGFloat in [-3, -1.2, -0.1, 0, 0.7, 2.9, .pi] {
            let z = try #require(DecomposedTransform(CATransform3DMakeRotation(angle, 0, 0, 1)))
            #expect(close(z.eulerAngles.z, angle, 1e-12) && close(z.eulerAngles.x, 0) && close(z.eulerAngles.y, 0))
            let x = try #require(DecomposedTransform(CATransform3DMakeRotation(angle, 1, 0, 0)))
            #expect(close(x.eulerAngles.x, angle, 1e-12) && close(x.eulerAngles.z, 0))
        }
        for angle: CGFloat in [-1.5, -0.3, 0.6, 1.5] {
            let y = try #require(DecomposedTransform(CATransform3DMakeRotation(angle, 0, 1, 0)))
            #expect(close(y.eulerAngles.y, angle, 1e-12) && close(y.eulerAngles.x, 0) && close(y.eulerAngles.z, 0))
        }
    }

    @Test func eulerAnglesAreXThenYThenZ() throws {
        let (a, b, c): (CGFloat, CGFloat, CGFloat) = (0.4, -0.6, 1.1)
        let m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(a, 1, 0, 0),
                                                        CATransform3DMakeRotation(b, 0, 1, 0)),
                                    CATransform3DMakeRotation(c, 0, 0, 1))
        var d = try #require(DecomposedTransform(m))
        #expect(close(d.eulerAngles.x, a) && close(d.eulerAngles.y, b) && close(d.eulerAngles.z, c))
        d.eulerAngles = SIMD3(0, 0, 0.5)
        #expect(nearlyEqual(d.transform, CATransform3DMakeRotation(0.5, 0, 0, 1), 1e-12))
        d.eulerAngles = SIMD3(a, b, c)
        #expect(nearlyEqual(d.transform, m, 1e-12))
    }

    @Test func gimbalLockPutsTheWholeTwistInX() throws {
        let m = CATransform3DConcat(CATransform3DMakeRotation(0.5, 1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        let d = try #require(DecomposedTransform(m))
        #expect(close(d.eulerAngles.y, .pi / 2, 1e-7))
        #expect(d.eulerAngles.z == 0)
        var rebuilt = d
        rebuilt.eulerAngles = d.eulerAngles
        #expect(nearlyEqual(rebuilt.transform, m, 1e-7))
    }

    // MARK: Degenerate input

    @Test func singularAndUnnormalizableMatricesDoNotDecompose() {
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 0, 0)) == nil)
        #expect(DecomposedTransform(CATransform3D()) == nil)
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(DecomposedTransform(noW) == nil)
        var collapsed = CATransform3DIdentity  // the y axis maps onto the x axis
        collapsed.m21 = 1; collapsed.m22 = 0
        #expect(DecomposedTransform(collapsed) == nil)
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        #expect(DecomposedTransform(nan) == nil)
    }

    @Test func recoveringKeepsWhatASingularTransformStillHas() {
        // Scale 0 on x, then a rotation and a translation: the y and z axes still carry
        // the rotation, which is recovered exactly.
        let m = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(0, 2, 3), CATransform3DMakeRotation(0.6, 0, 0, 1)),
            CATransform3DMakeTranslation(4, 5, 6))
        let (d, exact) = DecomposedTransform.recovering(m)
        #expect(!exact)
        #expect(d.scale == SIMD3(0, d.scale.y, d.scale.z))
        #expect(close(d.scale.y, 2) && close(d.scale.z, 3))
        #expect(close(d.eulerAngles.z, 0.6))
        #expect(close(d.translation.x, 4) && close(d.translation.y, 5) && close(d.translation.z, 6))
        #expect(nearlyEqual(d.transform, m))
    }

    @Test func recoveringAZeroMatrixGivesFiniteIdentityParts() {
        let (d, exact) = DecomposedTransform.recovering(CATransform3DMakeScale(0, 0, 0))
        #expect(!exact)
        #expect(d.scale == SIMD3(0, 0, 0))
        #expect(d.quaternion == SIMD4(0, 0, 0, 1))
        #expect(isFinite(d.transform))
        #expect(d.transform == CATransform3DMakeScale(0, 0, 0))
        let (w, wExact) = DecomposedTransform.recovering(CATransform3D())
        #expect(!wExact && w == .identity)
    }

    @Test func recoveringANonsingularTransformIsExact() {
        let m = CATransform3DMakeRotation(1, 1, 1, 0)
        let (d, exact) = DecomposedTransform.recovering(m)
        #expect(exact)
        #expect(d == DecomposedTransform(m))
    }

    @Test func recomposingNormalizesTheQuaternion() {
        var d = DecomposedTransform.identity
        d.quaternion = SIMD4(0, 0, 2 * sin(0.25), 2 * cos(0.25))  // twice a 0.5 rad turn about z
        #expect(nearlyEqual(d.transform, CATransform3DMakeRotation(0.5, 0, 0, 1), 1e-12))
        d.quaternion = .zero
        #expect(d.transform == CATransform3DIdentity)
    }
}
