import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathConstructionTests {
    typealias E = PathTest.Element

    @Test func emptyPathHasNoElementsZeroCurrentPointAndNullBoxes() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(PathTest.elements(path).isEmpty)
    }

    @Test func elementsAreRecordedInOrderWithTheirPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        path.closeSubpath()
        #expect(PathTest.elements(path) == [
            E(type: .moveToPoint, points: [CGPoint(x: 1, y: 2)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 3, y: 4)]),
            E(type: .addQuadCurveToPoint, points: [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)]),
            E(type: .addCurveToPoint, points: [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)]),
            E(type: .closeSubpath, points: []),
        ])
        #expect(!path.isEmpty)
    }

    @Test func rawValuesMatchCoreGraphics() {
        #expect(CGPathElementType.moveToPoint.rawValue == 0)
        #expect(CGPathElementType.closeSubpath.rawValue == 4)
        #expect(CGLineCap.square.rawValue == 2)
        #expect(CGLineJoin.bevel.rawValue == 2)
        #expect(CGPathFillRule.evenOdd.rawValue == 1)
    }

    @Test func currentPointFollowsTheLastElementAndReturnsToTheStartAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 25, y: 0))
        #expect(path.currentPoint == CGPoint(x: 30, y: 40))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func segmentAfterCloseStartsAnImplicitSubpathAtTheClosedStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(PathTest.elements(path) == [
            E(type: .moveToPoint, points: [CGPoint(x: 1, y: 1)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 5, y: 1)]),
            E(type: .closeSubpath, points: []),
            E(type: .moveToPoint, points: [CGPoint(x: 1, y: 1)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 1, y: 9)]),
        ])
    }

    @Test func addLinesMovesToTheFirstPointAndLinesThroughTheRest() {
        let path = CGMutablePath()
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)]
        path.addLines(between: pts)
        #expect(PathTest.elements(path) == [
            E(type: .moveToPoint, points: [pts[0]]), E(type: .addLineToPoint, points: [pts[1]]),
            E(type: .addLineToPoint, points: [pts[2]]),
        ])
        path.addLines(between: [])
        #expect(PathTest.elements(path).count == 3)
    }

    @Test func transformMapsTheNewPointsOnly() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 3), transform: CGAffineTransform(translationX: 10, y: 20))
        path.addLine(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 3, y: -2))
        #expect(PathTest.elements(path).map(\.points) == [
            [CGPoint(x: 1, y: 1)], [CGPoint(x: 12, y: 23)], [CGPoint(x: 3, y: -2)],
        ])
    }

    @Test func addRectIsMoveThreeLinesAndCloseFromTheMinimumCorner() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let expected = [
            E(type: .moveToPoint, points: [CGPoint(x: 10, y: 20)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 40, y: 20)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 40, y: 60)]),
            E(type: .addLineToPoint, points: [CGPoint(x: 10, y: 60)]),
            E(type: .closeSubpath, points: []),
        ]
        let path = CGMutablePath()
        path.addRect(rect)
        #expect(PathTest.elements(path) == expected)
        #expect(PathTest.elements(CGPath(rect: rect, transform: nil)) == expected)
        // A negative-size rectangle is standardized first.
        #expect(PathTest.elements(CGPath(rect: CGRect(x: 40, y: 60, width: -30, height: -40), transform: nil)) == expected)
        var t = CGAffineTransform(translationX: 1, y: 2)
        let moved = CGPath(rect: rect, transform: &t)
        #expect(PathTest.elements(moved).first?.points == [CGPoint(x: 11, y: 22)])
        let rects = CGMutablePath()
        rects.addRects([rect, rect.offsetBy(dx: 100, dy: 0)])
        #expect(PathTest.types(rects).filter { $0 == .moveToPoint }.count == 2)
        #expect(PathTest.elements(rects)[5].points == [CGPoint(x: 110, y: 20)])
    }

    @Test func ellipseStartsAtMaxXMidYAndRunsThroughMidXMaxYFirst() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        let e = PathTest.elements(path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint,
                                   .addCurveToPoint, .closeSubpath])
        let kappa = 4.0 / 3.0 * tan(CGFloat.pi / 8)   // control distance of a quarter circle
        #expect(e[0].points == [CGPoint(x: 40, y: 10)])
        #expect(PathTest.near(e[1].points[0], CGPoint(x: 40, y: 10 + 10 * kappa)))
        #expect(PathTest.near(e[1].points[1], CGPoint(x: 20 + 20 * kappa, y: 20)))
        #expect(PathTest.near(e[1].points[2], CGPoint(x: 20, y: 20)))
        #expect(PathTest.near(e[2].points[2], CGPoint(x: 0, y: 10)))
        #expect(PathTest.near(e[3].points[2], CGPoint(x: 20, y: 0)))
        #expect(PathTest.near(e[4].points[2], CGPoint(x: 40, y: 10)))
        #expect(path == CGPath(ellipseIn: rect, transform: nil))
    }

    @Test func circleQuarterMidpointIsOnTheCircle() {
        let r: CGFloat = 50
        let path = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let e = PathTest.elements(path)
        let start = e[0].points[0]
        let mid = PathTest.cubicPoint(start, e[1].points[0], e[1].points[1], e[1].points[2], 0.5)
        #expect(abs(hypot(mid.x, mid.y) - r) <= 1e-3 * r)
        #expect(mid.x > 0 && mid.y > 0)   // first quarter is toward +y
    }

    @Test func roundedRectHasFourCornerCurvesAndFourSides() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
        let e = PathTest.elements(path)
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint, .addLineToPoint,
                                   .addCurveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e[0].points == [CGPoint(x: 100, y: 55)])
        #expect(e[1].points[2] == CGPoint(x: 90, y: 60))
        #expect(e[2].points == [CGPoint(x: 10, y: 60)])
        #expect(e[4].points == [CGPoint(x: 0, y: 5)])
        #expect(e[6].points == [CGPoint(x: 90, y: 0)])
        #expect(e[7].points[2] == CGPoint(x: 100, y: 5))
        // A corner is a quarter ellipse with radii (10, 5): its midpoint satisfies the equation.
        let m = PathTest.cubicPoint(e[0].points[0], e[1].points[0], e[1].points[1], e[1].points[2], 0.5)
        let u = (m.x - 90) / 10, v = (m.y - 55) / 5
        #expect(abs((u * u + v * v).squareRoot() - 1) < 1e-3)
        // Zero corners give the plain rectangle.
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 0, transform: nil) == CGPath(rect: rect, transform: nil))
    }

    @Test func roundedRectCornersBeyondHalfTheSideAreClampedWithADiagnostic() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        var path: CGPath?
        let diagnostics = LaminaDiagnostics.capture {
            path = CGPath(roundedRect: rect, cornerWidth: 15, cornerHeight: 10, transform: nil)
        }
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        // Clamped to 10 × 10: a circle, so no straight sides remain.
        let types = PathTest.types(path!)
        #expect(types.filter { $0 == .addLineToPoint }.isEmpty)
        #expect(types.filter { $0 == .addCurveToPoint }.count == 4)
        #expect(PathTest.near(path!.boundingBoxOfPath, rect))
    }

    @Test func addPathAppendsMappedElementsAndCanAddItself() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(PathTest.elements(path)[2].points == [CGPoint(x: 2, y: 2)])
        path.addPath(path)
        #expect(PathTest.elements(path).count == 10)
        #expect(PathTest.elements(path)[7].points == [CGPoint(x: 2, y: 2)])
    }

    @Test func copiesAreEqualAndUnaffectedByLaterMutation() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        let snapshot = path.copy()!
        let mutable = path.mutableCopy()!
        #expect(snapshot == path)
        #expect(snapshot.hashValue == path.hashValue)
        path.addLine(to: CGPoint(x: 2, y: 0))
        #expect(snapshot != path)
        #expect(PathTest.elements(snapshot).count == 2)
        mutable.closeSubpath()
        #expect(PathTest.elements(mutable).count == 3)
        #expect(PathTest.elements(path).count == 3)
        #expect(PathTest.types(path).last == .addLineToPoint)
    }

    @Test func equalityComparesExactPointsAndKinds() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.move(to: .zero); a.addLine(to: CGPoint(x: 1, y: 0))
        b.move(to: .zero); b.addQuadCurve(to: CGPoint(x: 1, y: 0), control: CGPoint(x: 0.5, y: 0))
        #expect(a != b)
        let c = CGMutablePath()
        c.move(to: .zero); c.addLine(to: CGPoint(x: 1, y: 1e-12))
        #expect(a != c)
        let set: Set<CGPath> = [a, a.copy()!, b]
        #expect(set.count == 2)
    }

    @Test func copyUsingTransformMapsEveryPoint() {
        let path = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        var t = CGAffineTransform(scaleX: 10, y: 100)
        let scaled = path.copy(using: &t)!
        #expect(scaled.boundingBox == CGRect(x: 10, y: 100, width: 10, height: 100))
        #expect(path.copy(using: nil)! == path)
        let mutable = path.mutableCopy(using: &t)!
        mutable.addLine(to: .zero)
        #expect(PathTest.elements(mutable).last?.points == [.zero])
    }

    @Test func applyPassesInfoAndScratchPointsThatDoNotAliasThePath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: UnsafeMutableRawPointer(counter)) { info, element in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
                if element.pointee.type != .closeSubpath { element.pointee.points[0] = CGPoint(x: 99, y: 99) }
            }
        }
        #expect(count == 5)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test func isRectRecognisesRectanglesOnly() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 5, y: 6, width: 7, height: 8), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        var rotate = CGAffineTransform(rotationAngle: 0.3)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &rotate).isRect(nil))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil).isRect(nil))
        let explicit = CGMutablePath()
        explicit.addLines(between: [.zero, CGPoint(x: 0, y: 2), CGPoint(x: 3, y: 2), CGPoint(x: 3, y: 0), .zero])
        #expect(explicit.isRect(&rect))
        #expect(rect == CGRect(x: 0, y: 0, width: 3, height: 2))
        let skew = CGMutablePath()
        skew.addLines(between: [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 2), CGPoint(x: 0, y: 2)])
        skew.closeSubpath()
        #expect(!skew.isRect(nil))
    }

    @Test func descriptionListsElementsInPostScriptOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        #expect(path.description == "1.0 2.0 m 3.0 4.0 l h")
    }
}
