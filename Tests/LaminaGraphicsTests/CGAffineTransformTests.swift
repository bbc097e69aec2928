import Foundation
import Testing
@testable import LaminaGraphics

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-12) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

@Suite struct CGAffineTransformTests {
    @Test func defaultInitIsZeroAndIdentityIsIdentity() {
        let zero = CGAffineTransform()
        #expect([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty] == [0, 0, 0, 0, 0, 0])
        #expect(!zero.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(1, 0, 0, 1, 0, 0) == .identity)
    }

    @Test func rotationByQuarterTurnMapsXAxisToYAxis() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0)))
    }

    @Test func pointMappingFollowsRowVectorFormula() {
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        let p = CGPoint(x: 1.5, y: -2)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(p.applying(t) == CGPoint(x: 2 * 1.5 + 5 * -2 + 11, y: 3 * 1.5 + 7 * -2 + 13))
        // Sizes ignore the translation.
        #expect(CGSize(width: 1.5, height: -2).applying(t) == CGSize(width: 2 * 1.5 + 5 * -2, height: 3 * 1.5 + 7 * -2))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func rotatedScaledTranslatedPrependTheirOperation() {
        let base = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 0)
        // The new operation acts first, in the transform's own space.
        #expect(close(p.applying(base.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
        #expect(p.applying(base.scaledBy(x: 3, y: 1)) == CGPoint(x: 13, y: 0))
        #expect(p.applying(base.translatedBy(x: 5, y: 5)) == CGPoint(x: 16, y: 5))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -0.5).translatedBy(x: 7, y: -3)
        let p = CGPoint(x: 4.25, y: -9.5)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-12))
        #expect(close(t.concatenating(t.inverted()).a, 1) && close(t.concatenating(t.inverted()).b, 0))
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)  // det = 0
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func rectApplyingGivesBoundingBoxOfCorners() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 1)
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = CGFloat(2).squareRoot() / 2
        // Corners (0,0), (2,0), (0,1), (2,1) rotate to (0,0), (2s,2s), (−s,s), (s,3s).
        #expect(close(rotated.minX, -s) && close(rotated.maxX, 2 * s))
        #expect(close(rotated.minY, 0) && close(rotated.maxY, 3 * s))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        // A negative-size rectangle is standardized first.
        let flipped = CGRect(x: 10, y: 10, width: -4, height: -2).applying(.identity)
        #expect(flipped == CGRect(x: 6, y: 8, width: 4, height: 2))
    }
}
