import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct PathMeasureTests {
    @Test func lineLengthIsExact() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 5))
        let measure = PathMeasure(path)
        #expect(measure.length == 5)
        #expect(measure.position(atDistance: 2.5) == CGPoint(x: 2.5, y: 3))
        #expect(measure.tangent(atDistance: 1) == CGPoint(x: 0.6, y: 0.8))
    }

    @Test func closedSubpathsCountTheirClosingSegmentAndSubpathsAreSeparate() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
        path.move(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 7))
        path.move(to: CGPoint(x: 500, y: 500))   // a lone move has no length
        let measure = PathMeasure(path)
        #expect(measure.subpaths.map(\.length) == [30, 7])
        #expect(measure.subpaths.map(\.isClosed) == [true, false])
        #expect(measure.length == 37)
        #expect(measure.subpaths[1].startDistance == 30)
        // 27 is 2 units along the closing edge from (0, 5) down to (0, 0).
        #expect(measure.position(atDistance: 27) == CGPoint(x: 0, y: 3))
        #expect(measure.position(atDistance: 33) == CGPoint(x: 100, y: 3))
    }

    @Test func circleOfManyCubicArcsMeasuresTwoPiR() {
        // With 32 pieces the cubic circle is within ~1e-9·r of the true circle, so its
        // length must match 2πr to far better than 1e-6·r.
        let r: CGFloat = 40
        let path = PathTest.cubicCircle(center: CGPoint(x: 3, y: 4), radius: r, pieces: 32)
        let measure = PathMeasure(path)
        #expect(abs(measure.length - 2 * .pi * r) <= 1e-6 * r)
        // Position and tangent at arc length s are at angle s / r.
        for s in [0.3, 17.0, 100.0, 250.0] as [CGFloat] {
            let a = s / r
            let p = measure.position(atDistance: s)!
            #expect(PathTest.near(p, CGPoint(x: 3 + r * cos(a), y: 4 + r * sin(a)), 1e-6 * r))
            let d = measure.tangent(atDistance: s)!
            #expect(PathTest.near(d, CGPoint(x: -sin(a), y: cos(a)), 1e-6))
        }
    }

    @Test func ellipseArcLengthMatchesAnIndependentQuadrature() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 40), transform: nil)
        var reference: CGFloat = 0
        var start = CGPoint.zero
        for e in PathTest.elements(path) {
            if e.type == .moveToPoint { start = e.points[0] }
            if e.type == .addCurveToPoint {
                reference += PathTest.referenceCubicLength(start, e.points[0], e.points[1], e.points[2])
                start = e.points[2]
            }
        }
        let measure = PathMeasure(path)
        #expect(abs(measure.length - reference) <= 1e-6 * 50)
        // The four-cubic circle is longer than 2πr by its approximation error (~1.4e-4 relative).
        let circle = PathMeasure(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil))
        #expect(abs(circle.length - 2 * .pi) < 2e-4 * 2 * .pi)
    }

    @Test func curveLengthsAreAccurateForAnAwkwardCubic() {
        // Nearly a cusp: the speed almost vanishes mid-curve.
        let p0 = CGPoint.zero, c1 = CGPoint(x: 100, y: 100), c2 = CGPoint(x: 0, y: 100), p3 = CGPoint(x: 100, y: 0)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: c1, control2: c2)
        let reference = PathTest.referenceCubicLength(p0, c1, c2, p3, samples: 400_000)
        #expect(abs(PathMeasure(path).length - reference) <= 1e-6 * reference)
    }

    @Test func extractionKeepsCurvesAndHasTheRequestedLength() {
        let r: CGFloat = 10
        let path = PathTest.cubicCircle(center: .zero, radius: r, pieces: 32)
        let measure = PathMeasure(path)
        let piece = measure.path(from: 5, to: 20)
        let types = PathTest.types(piece)
        #expect(types.first == .moveToPoint)
        #expect(types.dropFirst().allSatisfy { $0 == .addCurveToPoint })
        #expect(abs(PathMeasure(piece).length - 15) <= 1e-9 * 15)
        let e = PathTest.elements(piece)
        #expect(PathTest.near(e[0].points[0], CGPoint(x: r * cos(0.5), y: r * sin(0.5)), 1e-7))
        #expect(PathTest.near(piece.currentPoint, CGPoint(x: r * cos(2), y: r * sin(2)), 1e-7))
    }

    @Test func extractionAcrossSubpathsAndOfWholeClosedSubpaths() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))   // 0 ... 40
        path.move(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 60, y: 0))                    // 40 ... 50
        let measure = PathMeasure(path)
        let all = measure.path(from: 0, to: 50)
        #expect(all == path)
        let across = measure.path(from: 35, to: 45)
        #expect(PathTest.elements(across) == [
            PathTest.Element(type: .moveToPoint, points: [CGPoint(x: 0, y: 5)]),
            PathTest.Element(type: .addLineToPoint, points: [.zero]),
            PathTest.Element(type: .moveToPoint, points: [CGPoint(x: 50, y: 0)]),
            PathTest.Element(type: .addLineToPoint, points: [CGPoint(x: 55, y: 0)]),
        ])
        // A zero-length piece is a zero-length line; a reversed range is empty.
        #expect(PathTest.elements(measure.path(from: 5, to: 5)).map(\.points) == [[CGPoint(x: 5, y: 0)], [CGPoint(x: 5, y: 0)]])
        #expect(measure.path(from: 9, to: 3).isEmpty)
    }

    @Test func distancesAreClampedToThePath() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let measure = PathMeasure(path)
        #expect(measure.position(atDistance: -5) == .zero)
        #expect(measure.position(atDistance: 50) == CGPoint(x: 10, y: 0))
        #expect(PathMeasure(CGMutablePath()).position(atDistance: 0) == nil)
    }
}
