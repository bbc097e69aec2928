import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathArcTests {
    typealias E = PathTest.Element

    /// Every curve of `path` as (start, c1, c2, end).
    func cubics(_ path: CGPath) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        var current = CGPoint.zero
        for e in PathTest.elements(path) {
            if e.type == .addCurveToPoint { result.append((current, e.points[0], e.points[1], e.points[2])) }
            if let last = e.points.last { current = last }
        }
        return result
    }

    @Test func counterclockwiseQuarterFromZeroEndsOnPositiveY() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let e = PathTest.elements(path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint])
        #expect(PathTest.near(e[0].points[0], CGPoint(x: 10, y: 0)))
        #expect(PathTest.near(e[1].points[2], CGPoint(x: 0, y: 10)))
        #expect(PathTest.near(path.currentPoint, CGPoint(x: 0, y: 10)))
        // Control points at 4/3·tan(θ/4)·r along the tangents.
        let k = 4.0 / 3.0 * tan(CGFloat.pi / 8) * 10
        #expect(PathTest.near(e[1].points[0], CGPoint(x: 10, y: k)))
        #expect(PathTest.near(e[1].points[1], CGPoint(x: k, y: 10)))
    }

    @Test func quarterArcStaysWithinTheCubicApproximationErrorOfTheCircle() {
        let r: CGFloat = 100
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: -7), radius: r, startAngle: 0.4, endAngle: 0.4 + .pi / 2, clockwise: false)
        let (p0, p1, p2, p3) = cubics(path)[0]
        let mid = PathTest.cubicPoint(p0, p1, p2, p3, 0.5)
        #expect(abs(PathTest.distance(mid, CGPoint(x: 5, y: -7)) - r) <= 1e-3 * r)
        var worst: CGFloat = 0
        for i in 0...200 {
            let q = PathTest.cubicPoint(p0, p1, p2, p3, CGFloat(i) / 200)
            worst = max(worst, abs(PathTest.distance(q, CGPoint(x: 5, y: -7)) - r))
        }
        // The known maximum radial error of this approximation is about 2.7e-4·r.
        #expect(worst <= 3e-4 * r)
        #expect(worst >= 2e-4 * r)
    }

    @Test func clockwiseTrueGoesTheOtherWayRound() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let curves = cubics(path)
        // 270° of decreasing angle: three quarter pieces through (0, −10) and (−10, 0).
        #expect(curves.count == 3)
        #expect(PathTest.near(curves[0].3, CGPoint(x: 0, y: -10)))
        #expect(PathTest.near(curves[1].3, CGPoint(x: -10, y: 0)))
        #expect(PathTest.near(curves[2].3, CGPoint(x: 0, y: 10)))
    }

    @Test func sweepsOfAFullTurnOrMoreDrawOneCircle() {
        for end: CGFloat in [2 * .pi, 5 * .pi, 100] {
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: end, clockwise: false)
            let curves = cubics(path)
            #expect(curves.count == 4)
            #expect(PathTest.near(curves[0].3, CGPoint(x: 0, y: 10)))
            #expect(PathTest.near(curves[3].3, CGPoint(x: 10, y: 0)))
        }
        let backwards = CGMutablePath()
        backwards.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
        #expect(cubics(backwards).count == 4)
        #expect(PathTest.near(cubics(backwards)[0].3, CGPoint(x: 0, y: -10)))
        // A whole turn or more the other way is a whole circle too, in the requested
        // direction (Core Graphics: `CGPathAddArc` from 0 to 2π draws a circle whichever
        // way it is asked to turn).
        for (end, clockwise) in [(2 * CGFloat.pi, true), (-2 * CGFloat.pi, false), (7 * CGFloat.pi, true)] {
            let other = CGMutablePath()
            other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: end, clockwise: clockwise)
            let curves = cubics(other)
            #expect(curves.count == 4)
            // Decreasing angles (clockwise in y-up space) pass (0, −10) first.
            #expect(PathTest.near(curves[0].3, CGPoint(x: 0, y: clockwise ? -10 : 10)))
        }
    }

    @Test func aWholeCircleEndsExactlyWhereItStarts() {
        for start: CGFloat in [0, -.pi / 2, 1, 2.5] {
            for clockwise in [false, true] {
                let path = CGMutablePath()
                path.addArc(center: CGPoint(x: 30, y: 40), radius: 17, startAngle: start,
                            endAngle: start + (clockwise ? -2 : 2) * .pi, clockwise: clockwise)
                let first = CGPoint(x: 30 + 17 * cos(start), y: 40 + 17 * sin(start))
                #expect(path.currentPoint == first)
                #expect(cubics(path).last?.3 == first)
            }
        }
    }

    @Test func arcsAreSplitIntoPiecesOfAtMostNinetyDegrees() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 100 * .pi / 180, clockwise: false)
        let curves = cubics(path)
        #expect(curves.count == 2)
        // Equal halves: the joint is at 50°.
        let joint = CGPoint(x: cos(50 * CGFloat.pi / 180), y: sin(50 * CGFloat.pi / 180))
        #expect(PathTest.near(curves[0].3, joint))
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        let e = PathTest.elements(path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(PathTest.near(e[1].points[0], CGPoint(x: -10, y: 0)))
        #expect(PathTest.near(e[2].points[2], CGPoint(x: 0, y: -10)))
    }

    @Test func relativeArcTurnsByDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 1, y: 1), radius: 2, startAngle: 0, delta: -.pi / 2)
        #expect(PathTest.near(path.currentPoint, CGPoint(x: 1, y: -1)))
        let full = CGMutablePath()
        full.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: 7 * .pi)
        #expect(cubics(full).count == 4)
    }

    @Test func transformIsAppliedToTheArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
                    transform: CGAffineTransform(scaleX: 3, y: 5))
        #expect(PathTest.near(path.currentPoint, CGPoint(x: 0, y: 5)))
        #expect(PathTest.near(PathTest.elements(path)[0].points[0], CGPoint(x: 3, y: 0)))
    }

    @Test func tangentArcRoundsTheCornerBetweenTheTwoLines() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let e = PathTest.elements(path)
        #expect(e.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        // The circle of radius 4 tangent to y = 0 and x = 10 inside the corner has centre (6, 4).
        #expect(PathTest.near(e[1].points[0], CGPoint(x: 6, y: 0)))
        #expect(PathTest.near(e[2].points[2], CGPoint(x: 10, y: 4)))
        let mid = PathTest.cubicPoint(CGPoint(x: 6, y: 0), e[2].points[0], e[2].points[1], e[2].points[2], 0.5)
        #expect(abs(PathTest.distance(mid, CGPoint(x: 6, y: 4)) - 4) <= 4e-3)
        #expect(mid.x > 6 && mid.y < 4)
    }

    @Test func tangentArcTurningRightGoesClockwise() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: -10), radius: 4)
        // Centre (6, −4); the arc ends on x = 10 at y = −4.
        #expect(PathTest.near(path.currentPoint, CGPoint(x: 10, y: -4)))
        let e = PathTest.elements(path)
        let mid = PathTest.cubicPoint(CGPoint(x: 6, y: 0), e[2].points[0], e[2].points[1], e[2].points[2], 0.5)
        #expect(abs(PathTest.distance(mid, CGPoint(x: 6, y: -4)) - 4) <= 4e-3)
    }

    @Test func tangentArcWithCollinearPointsIsJustALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
        #expect(PathTest.elements(path) == [
            E(type: .moveToPoint, points: [.zero]), E(type: .addLineToPoint, points: [CGPoint(x: 5, y: 0)]),
        ])
    }

    @Test func tangentArcUnderATransformIsBuiltBeforeTheTransform() {
        let path = CGMutablePath()
        let t = CGAffineTransform(scaleX: 2, y: 2)
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4, transform: t)
        #expect(PathTest.near(path.currentPoint, CGPoint(x: 20, y: 8)))
        #expect(PathTest.near(PathTest.elements(path)[1].points[0], CGPoint(x: 12, y: 0)))
    }
}
