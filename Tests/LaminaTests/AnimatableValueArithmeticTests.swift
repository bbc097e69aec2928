import Foundation
import Testing
@testable import Lamina

/// Interpolation, addition, subtraction, repetition and distance on `AnimatableValue`,
/// with every expectation written out by hand.
@Suite struct AnimatableValueArithmeticTests {
    private func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> CGColor.RGBA {
        CGColor.RGBA(red: r, green: g, blue: b, alpha: a)
    }

    private func line(_ a: CGPoint, _ b: CGPoint) -> PathStorage {
        var p = PathStorage()
        p.move(to: a)
        _ = p.prepareSegment()
        p.line(to: b)
        return p
    }

    // MARK: Interpolation

    @Test func numbersPointsSizesAndRectsBlendComponentWise() {
        guard case .scalar(let x) = AnimatableValue.scalar(10).interpolated(to: .scalar(20), fraction: 0.25),
              case .point(let p) = AnimatableValue.point(CGPoint(x: 0, y: 10))
                .interpolated(to: .point(CGPoint(x: 100, y: -10)), fraction: 0.3),
              case .size(let s) = AnimatableValue.size(CGSize(width: 2, height: 4))
                .interpolated(to: .size(CGSize(width: 4, height: 0)), fraction: 0.5),
              case .rect(let r) = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 10, height: 10))
                .interpolated(to: .rect(CGRect(x: 10, y: 20, width: 30, height: 50)), fraction: 0.5) else {
            Issue.record("kinds changed")
            return
        }
        #expect(x == 12.5)
        #expect(close(p, CGPoint(x: 0 + 0.3 * 100, y: 10 + 0.3 * -20)))
        #expect(s == CGSize(width: 3, height: 2))
        #expect(r == CGRect(x: 5, y: 10, width: 20, height: 30))
    }

    @Test func overshootingFractionsExtrapolate() {
        guard case .scalar(let x) = AnimatableValue.scalar(0).interpolated(to: .scalar(10), fraction: 1.2) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(x, 12))
    }

    @Test func colorsBlendInUnpremultipliedRGBA() {
        let red = AnimatableValue.color(rgba(1, 0, 0, 1)), clearBlue = AnimatableValue.color(rgba(0, 0, 1, 0))
        guard case .color(let c) = red.interpolated(to: clearBlue, fraction: 0.25) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(c.red, 0.75) && close(c.green, 0) && close(c.blue, 0.25) && close(c.alpha, 0.75))
    }

    @Test func arraysBlendElementWiseOrSwitchHalfwayWhenLengthsDiffer() {
        guard case .scalars(let xs) = AnimatableValue.scalars([0, 1]).interpolated(to: .scalars([1, 3]), fraction: 0.5)
        else {
            Issue.record("kind changed")
            return
        }
        #expect(xs == [0.5, 2])
        let short = AnimatableValue.scalars([0]), long = AnimatableValue.scalars([1, 2])
        guard case .scalars(let before) = short.interpolated(to: long, fraction: 0.49),
              case .scalars(let after) = short.interpolated(to: long, fraction: 0.5) else {
            Issue.record("kind changed")
            return
        }
        #expect(before == [0] && after == [1, 2])
        guard case .colors(let cs) = AnimatableValue.colors([rgba(0, 0, 0, 1), rgba(1, 1, 1, 1)])
            .interpolated(to: .colors([rgba(1, 0, 0, 1), rgba(0, 0, 0, 0)]), fraction: 0.5) else {
            Issue.record("kind changed")
            return
        }
        #expect(cs == [rgba(0.5, 0, 0, 1), rgba(0.5, 0.5, 0.5, 0.5)])
    }

    @Test func pathsMorphPointWiseWhenTheirStructuresMatch() {
        let a = AnimatableValue.path(line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)))
        let b = AnimatableValue.path(line(CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)))
        guard case .path(let mid) = a.interpolated(to: b, fraction: 0.5) else {
            Issue.record("kind changed")
            return
        }
        #expect(mid.verbs == [.moveToPoint, .addLineToPoint])
        #expect(mid.points == [CGPoint(x: 0, y: 5), CGPoint(x: 15, y: 5)])

        var triangle = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        triangle.line(to: CGPoint(x: 5, y: 5))
        let c = AnimatableValue.path(triangle)
        #expect(a.blendProblem(with: c) != nil)
        #expect(a.blendProblem(with: b) == nil)
        guard case .path(let early) = a.interpolated(to: c, fraction: 0.4),
              case .path(let late) = a.interpolated(to: c, fraction: 0.6) else {
            Issue.record("kind changed")
            return
        }
        #expect(early.verbs.count == 2 && late.verbs.count == 3)
    }

    @Test func discreteValuesHoldUntilTheEnd() {
        let off = AnimatableValue.discrete(false), on = AnimatableValue.discrete(true)
        for fraction in [0.0, 0.5, 0.99] as [CGFloat] {
            guard case .discrete(let v) = off.interpolated(to: on, fraction: fraction) else {
                Issue.record("kind changed")
                return
            }
            #expect(v as? Bool == false)
        }
        guard case .discrete(let end) = off.interpolated(to: on, fraction: 1) else {
            Issue.record("kind changed")
            return
        }
        #expect(end as? Bool == true)
    }

    // MARK: Addition and subtraction

    @Test func additionIsComponentWiseAndTransformsConcatenateAnimationFirst() {
        guard case .point(let p) = AnimatableValue.point(CGPoint(x: 1, y: 2)).adding(.point(CGPoint(x: 10, y: 20))),
              case .color(let c) = AnimatableValue.color(rgba(0.1, 0.2, 0.3, 0.4)).adding(.color(rgba(0.1, 0.1, 0.1, 0.1))),
              case .scalars(let xs) = AnimatableValue.scalars([1, 2]).adding(.scalars([10, 20, 30])) else {
            Issue.record("kind changed")
            return
        }
        #expect(p == CGPoint(x: 11, y: 22))
        #expect(close(c.red, 0.2) && close(c.green, 0.3) && close(c.blue, 0.4) && close(c.alpha, 0.5))
        #expect(xs == [11, 22, 30])

        // Model: translated by 100 along x. Additive animation: a quarter turn. The turn
        // applies in the layer's own space first, so the layer spins in place: (1, 0)
        // goes to (0, 1), then moves to (100, 1).
        let model = CATransform3DMakeTranslation(100, 0, 0)
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        guard case .transform(let sum) = AnimatableValue.transform(model).adding(.transform(turn)) else {
            Issue.record("kind changed")
            return
        }
        let image = apply(sum, 1, 0)
        #expect(close(image.x, 100, 1e-12) && close(image.y, 1, 1e-12))
    }

    @Test func byAndToGiveFromBySubtraction() {
        // from = to − by.
        guard case .scalar(let x) = AnimatableValue.scalar(10).subtracting(.scalar(4)),
              case .rect(let r) = AnimatableValue.rect(CGRect(x: 5, y: 5, width: 10, height: 10))
                .subtracting(.rect(CGRect(x: 1, y: 2, width: 3, height: 4))) else {
            Issue.record("kind changed")
            return
        }
        #expect(x == 6)
        #expect(r == CGRect(x: 4, y: 3, width: 7, height: 6))

        // For transforms subtraction undoes addition: (from + by) − by = from.
        let from = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(3, 4, 0))
        let by = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let to = AnimatableValue.transform(from).adding(.transform(by))
        guard case .transform(let back) = to.subtracting(.transform(by)) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(back, from, 1e-12))
        // A singular byValue cannot be subtracted: the value is unchanged.
        guard case .transform(let same) = AnimatableValue.transform(from)
            .subtracting(.transform(CATransform3DMakeScale(0, 1, 1))) else {
            Issue.record("kind changed")
            return
        }
        #expect(same == from)
    }

    // MARK: Repetition

    @Test func cumulativeValueAfterWholeCycles() {
        // A cycle from 0 to 2π: in the fourth cycle (3 completed) at its value π/2 the
        // angle is 3·2π + π/2.
        guard case .scalar(let angle) = AnimatableValue.scalar(.pi / 2)
            .cumulative(cycleEnd: .scalar(2 * .pi), completedCycles: 3) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(angle, 6 * .pi + .pi / 2, 1e-12))
        // Points: the end (10, 5) added twice to (1, 1).
        guard case .point(let p) = AnimatableValue.point(CGPoint(x: 1, y: 1))
            .cumulative(cycleEnd: .point(CGPoint(x: 10, y: 5)), completedCycles: 2) else {
            Issue.record("kind changed")
            return
        }
        #expect(p == CGPoint(x: 21, y: 11))
        // Transforms: the end matrix concatenated n times.
        let step = CATransform3DMakeTranslation(10, 0, 0)
        guard case .transform(let t) = AnimatableValue.transform(CATransform3DIdentity)
            .cumulative(cycleEnd: .transform(step), completedCycles: 5),
            case .transform(let cube) = AnimatableValue.transform(CATransform3DMakeScale(2, 1, 1)).scaled(by: 3) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(t, CATransform3DMakeTranslation(50, 0, 0)))
        #expect(close(cube, CATransform3DMakeScale(8, 1, 1)))
    }

    // MARK: Distance and combinations

    @Test func distancesAreEuclideanOverComponents() {
        #expect(AnimatableValue.scalar(3).distance(to: .scalar(-1)) == 4)
        #expect(AnimatableValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))) == 5)
        #expect(close(AnimatableValue.color(rgba(0, 0, 0, 0)).distance(to: .color(rgba(1, 1, 1, 1))), 2))
        #expect(AnimatableValue.discrete(1).distance(to: .discrete(2)) == 0)
        // Transforms: a translation in points, a rotation in radians.
        let moved = AnimatableValue.transform(CATransform3DMakeTranslation(3, 4, 0))
        #expect(close(AnimatableValue.transform(CATransform3DIdentity).distance(to: moved), 5, 1e-12))
        let turned = AnimatableValue.transform(CATransform3DMakeRotation(0.5, 0, 0, 1))
        #expect(close(AnimatableValue.transform(CATransform3DIdentity).distance(to: turned), 0.5, 1e-9))
    }

    @Test func combinationsWeighEachValue() {
        let a = AnimatableValue.point(CGPoint(x: 0, y: 0)), b = AnimatableValue.point(CGPoint(x: 10, y: 20))
        guard case .point(let p) = AnimatableValue.combination([(0.25, a), (0.75, b)]),
              case .point(let q) = AnimatableValue.weightedSum(0.5, a, 0.5, b, 0, a, 0, b) else {
            Issue.record("kind changed")
            return
        }
        #expect(p == CGPoint(x: 7.5, y: 15))
        #expect(q == CGPoint(x: 5, y: 10))
        // Transforms combine by decomposed parts: halfway between two rotations about z
        // is the rotation by the mean angle.
        let r1 = AnimatableValue.transform(CATransform3DMakeRotation(0.2, 0, 0, 1))
        let r2 = AnimatableValue.transform(CATransform3DMakeRotation(0.6, 0, 0, 1))
        guard case .transform(let mid) = AnimatableValue.combination([(0.5, r1), (0.5, r2)]) else {
            Issue.record("kind changed")
            return
        }
        #expect(close(mid, CATransform3DMakeRotation(0.4, 0, 0, 1), 1e-12))
        // Discrete values: the heaviest term.
        guard case .discrete(let v) = AnimatableValue.combination([(0.3, .discrete("x")), (0.7, .discrete("y"))]) else {
            Issue.record("kind changed")
            return
        }
        #expect(v as? String == "y")
        #expect(AnimatableValue.combination([]) == nil)
    }
}
