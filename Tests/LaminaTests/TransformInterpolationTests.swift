import Foundation
import Testing
@testable import Lamina

/// Transform animation by decomposition (CSS Transforms 2): expectations from
/// `CATransform3DMake…` and points mapped by hand.
@Suite struct TransformInterpolationTests {
    private let fractions: [CGFloat] = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]

    @Test func identityToAFullTurnDoesNotMove() {
        let full = TransformInterpolator(from: CATransform3DIdentity, to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1))
        #expect(full.isDecomposed)
        for f in fractions {
            let image = apply(full.transform(at: f), 1, 0)
            #expect(close(image.x, 1, 1e-12) && close(image.y, 0, 1e-12), "fraction \(f)")
        }
    }

    @Test func aQuarterTurnIsHalfDoneAtTheMidpoint() {
        let quarter = TransformInterpolator(from: CATransform3DMakeRotation(0, 0, 0, 1),
                                            to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let mid = apply(quarter.transform(at: 0.5), 1, 0)
        #expect(close(mid.x, cos(.pi / 4), 1e-12) && close(mid.y, sin(.pi / 4), 1e-12))
        let end = apply(quarter.transform(at: 1), 1, 0)
        #expect(close(end.x, 0, 1e-12) && close(end.y, 1, 1e-12))
        // A quarter of the way: a turn of π/8, not a chord of the matrices.
        #expect(close(quarter.transform(at: 0.25), CATransform3DMakeRotation(.pi / 8, 0, 0, 1), 1e-12))
    }

    @Test func rotationsTakeTheShorterWay() {
        let t = TransformInterpolator(from: CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1),
                                      to: CATransform3DMakeRotation(-170 * .pi / 180, 0, 0, 1))
        // Halfway along the 20° arc is 180°.
        #expect(close(t.transform(at: 0.5), CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-12))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let from = CATransform3DConcat(CATransform3DMakeScale(1, 2, 1), CATransform3DMakeTranslation(0, 10, 0))
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 4, 1), CATransform3DMakeTranslation(100, 30, 0))
        let t = TransformInterpolator(from: from, to: to)
        for f in fractions {
            let expected = CATransform3DConcat(CATransform3DMakeScale(1 + 2 * f, 2 + 2 * f, 1),
                                               CATransform3DMakeTranslation(100 * f, 10 + 20 * f, 0))
            #expect(close(t.transform(at: f), expected, 1e-12), "fraction \(f)")
        }
    }

    @Test func perspectiveEndsArePreserved() {
        var eye = CATransform3DIdentity
        eye.m34 = -1 / 500
        let from = CATransform3DConcat(CATransform3DMakeRotation(0, 0, 1, 0), eye)
        let to = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), eye)
        let t = TransformInterpolator(from: from, to: to)
        #expect(close(t.transform(at: 0), from, 1e-12))
        #expect(close(t.transform(at: 1), to, 1e-12))
        // Halfway: the rotation by π/6, seen through the same perspective.
        #expect(close(t.transform(at: 0.5), CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), eye), 1e-12))
    }

    @Test func singularEndsFallBackToEntryWiseBlending() {
        let from = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let to = CATransform3DMakeScale(0, 0, 1)
        let t = TransformInterpolator(from: from, to: to)
        #expect(!t.isDecomposed)
        let mid = t.transform(at: 0.5)
        #expect(close(mid.m11, (from.m11 + to.m11) / 2) && close(mid.m12, (from.m12 + to.m12) / 2))
        #expect(close(mid.m21, (from.m21 + to.m21) / 2) && close(mid.m33, 1))
    }

    @Test func valueInterpolatorUsesTheSameBlend() {
        let v = ValueInterpolator(from: .transform(CATransform3DIdentity),
                                  to: .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), context: "test")
        guard case .transform(let mid) = v.value(at: 0.5) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
        guard case .transform(let viaValue) = AnimatableValue.transform(CATransform3DIdentity)
            .interpolated(to: .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), fraction: 0.5) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(viaValue, mid, 1e-15))
    }

    @Test func valueInterpolatorReportsPathsThatCannotMorphOnce() {
        var a = PathStorage()
        a.move(to: .zero)
        _ = a.prepareSegment()
        a.line(to: CGPoint(x: 1, y: 0))
        var b = a
        b.line(to: CGPoint(x: 1, y: 1))
        var interpolator: ValueInterpolator?
        let diagnostics = LaminaDiagnostics.capture {
            interpolator = ValueInterpolator(from: .path(a), to: .path(b), context: "CABasicAnimation(keyPath: \"path\")")
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("keyPath: \"path\"") == true)
        let later = LaminaDiagnostics.capture {
            for f in stride(from: 0.0, through: 1.0, by: 0.25) { _ = interpolator?.value(at: f) }
        }
        #expect(later.isEmpty)
    }
}
