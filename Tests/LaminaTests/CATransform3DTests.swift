import Foundation
import Testing
@testable import Lamina

@Suite struct CATransform3DTests {
    @Test func defaultInitIsZeroAndIdentityHasOnesOnTheDiagonal() {
        #expect(entries(CATransform3D()).allSatisfy { $0 == 0 })
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test func translationScaleAndRotationMapPointsByDefinition() {
        let p = apply(CATransform3DMakeTranslation(1, 2, 3), 10, 20, 30)
        #expect(p == (11, 22, 33))
        let s = apply(CATransform3DMakeScale(2, 3, 4), 1, 1, 1)
        #expect(s == (2, 3, 4))
        // About z, +x turns toward +y (y down: clockwise on screen).
        let r = apply(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0)
        #expect(close(r.x, 0) && close(r.y, 1))
        // About x, +y turns toward +z; about y, +z turns toward +x (right-handed).
        let rx = apply(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
        #expect(close(rx.y, 0) && close(rx.z, 1))
        let ry = apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1)
        #expect(close(ry.x, 1) && close(ry.z, 0))
    }

    @Test func rotationAxisNeedNotBeNormalizedAndZeroAxisGivesIdentity() {
        #expect(close(CATransform3DMakeRotation(0.4, 0, 0, 5), CATransform3DMakeRotation(0.4, 0, 0, 1)))
        #expect(CATransform3DMakeRotation(0.4, 0, 0, 0) == CATransform3DIdentity)
        // A rotation about (1,1,1) by 2π/3 cycles the axes: x → y → z → x.
        let cyc = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let p = apply(cyc, 1, 0, 0)
        #expect(close(p.x, 0) && close(p.y, 1) && close(p.z, 0))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.83
        let m = CATransform3DMakeRotation(angle, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: angle)
        #expect(close(CATransform3DGetAffineTransform(m).a, a.a) && close(CATransform3DGetAffineTransform(m).b, a.b))
        #expect(close(CATransform3DGetAffineTransform(m).c, a.c) && close(CATransform3DGetAffineTransform(m).d, a.d))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 2)
        let a = apply(CATransform3DConcat(move, scale), 1, 0)
        let b = apply(CATransform3DConcat(scale, move), 1, 0)
        #expect(a.x == 22 && b.x == 12)
    }

    @Test func translateScaleRotatePrependTheirOperation() {
        let base = CATransform3DMakeTranslation(100, 0, 0)
        #expect(apply(CATransform3DTranslate(base, 1, 2, 3), 0, 0, 0) == (101, 2, 3))
        #expect(apply(CATransform3DScale(base, 2, 2, 2), 1, 1, 0) == (102, 2, 0))
        let r = apply(CATransform3DRotate(base, .pi / 2, 0, 0, 1), 1, 0)
        #expect(close(r.x, 100) && close(r.y, 1))
    }

    @Test func invertUndoesAGeneralMatrixIncludingPerspective() {
        var t = CATransform3DRotate(CATransform3DMakeScale(2, 0.5, 3), 0.7, 1, 2, 3)
        t = CATransform3DTranslate(t, 5, -4, 2)
        t.m34 = -1 / 500
        let inv = CATransform3DInvert(t)
        #expect(close(CATransform3DConcat(t, inv), CATransform3DIdentity, 1e-12))
        #expect(close(CATransform3DConcat(inv, t), CATransform3DIdentity, 1e-12))
    }

    @Test func invertOfASingularMatrixReturnsTheInput() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        #expect(entries(CATransform3DInvert(nan))[0].isNaN)
    }

    @Test func affineConversionsAndIsAffine() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let m = CATransform3DMakeAffineTransform(a)
        #expect(entries(m) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(m))
        #expect(CATransform3DGetAffineTransform(m) == a)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        #expect(CATransform3DEqualToTransform(m, CATransform3DMakeAffineTransform(a)))
        #expect(!CATransform3DEqualToTransform(m, CATransform3DIdentity))
    }

    @Test func perspectiveDividesByW() {
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        // A point at z = 250 toward the viewer has w = 1 − 250/500 = 0.5: doubled.
        let q = apply(p, 10, 20, 250)
        #expect(close(q.x, 20) && close(q.y, 40))
        #expect(p.mapPoint(CGPoint(x: 10, y: 20)) == CGPoint(x: 10, y: 20))
    }

    @Test func unprojectInvertsTheHomographyOfThePlane() {
        var t = CATransform3DMakeRotation(0.6, 0, 1, 0)
        t.m34 = -1.0 / 500
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(40, 30, 0))
        let p = CGPoint(x: 12.5, y: -7.25)
        let screen = apply(t, p.x, p.y)
        let back = t.unprojectToPlane(CGPoint(x: screen.x, y: screen.y))
        #expect(back.map { close($0, p, 1e-9) } == true)
        // A plane seen edge-on has no inverse.
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).unprojectToPlane(CGPoint(x: 1, y: 1)) == nil)
    }
}
