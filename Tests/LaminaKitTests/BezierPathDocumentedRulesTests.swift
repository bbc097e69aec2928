import Foundation
import Testing
@testable import LaminaKit

/// `UIBezierPath` against Apple's reference pages, rule by rule. Where a page is silent
/// (the start point of an oval, the curve of a rounded corner) nothing is asserted.
@Suite struct BezierPathDocumentedRulesTests {
    /// The path's elements as (type, points).
    func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var list: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            list.append((e.type, (0..<count).map { e.points[$0] }))
        }
        return list
    }

    /// Twice the signed area of the polygon through the path's end points, in y-down
    /// coordinates: positive when it turns clockwise on screen.
    func clockwiseArea(_ path: UIBezierPath) -> CGFloat {
        let points = elements(path).compactMap(\.1.last)
        var sum: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { sum += a.x * b.y - b.x * a.y }
        return sum
    }

    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        // `bounds` is the CGPath's bounding box: null for an empty path ("If the path
        // contains no elements, this function returns CGRectNull").
        #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
        var count = -1
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    /// "This method creates a closed subpath by starting at the origin of rect and adding
    /// line segments in a clockwise direction (relative to the default coordinate
    /// system)."
    @Test func aRectStartsAtItsOriginAndRunsClockwise() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = UIBezierPath(rect: rect)
        let list = elements(path)
        #expect(list.first?.0 == .moveToPoint && list.first?.1 == [CGPoint(x: 10, y: 20)])
        #expect(list.last?.0 == .closeSubpath)
        #expect(list.dropFirst().first?.1 == [CGPoint(x: 40, y: 20)], "along the top edge first")
        #expect(clockwiseArea(path) > 0)
        #expect(path.bounds == rect)
    }

    /// "The path is constructed by moving in a clockwise direction relative to the
    /// default coordinate system" (ovals); closed.
    @Test func anOvalRunsClockwiseAndIsClosed() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(clockwiseArea(path) > 0)
        #expect(elements(path).last?.0 == .closeSubpath)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 25)) && !path.contains(CGPoint(x: 2, y: 2)))
    }

    /// "Values larger than half the rectangle's width or height are clamped
    /// appropriately to half the width or height."
    @Test func aRoundedRectsRadiusIsClampedToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        // A capsule: the ends are half-circles of radius 20 about (20, 20) and (80, 20).
        #expect(path.contains(CGPoint(x: 50, y: 1)) && path.contains(CGPoint(x: 1, y: 20)))
        let diagonal = 20 * CGFloat(2).squareRoot() / 2
        let corner = CGPoint(x: 20 - diagonal - 1, y: 20 - diagonal - 1)
        #expect(!path.contains(corner), "outside the end's half-circle")
        #expect(path.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(rect))
        let square = UIBezierPath(roundedRect: rect, cornerRadius: 0)
        #expect(square.contains(CGPoint(x: 0.5, y: 0.5)), "0 is a rectangle without rounded corners")
    }

    /// "If the path is not empty, [addArc] adds a line from the current point to the
    /// arc's starting point."
    @Test func addArcJoinsTheCurrentPointWithALine() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let list = elements(path)
        #expect(list[1].0 == .addLineToPoint)
        #expect(abs(list[1].1[0].x - 60) < 1e-9 && abs(list[1].1[0].y - 50) < 1e-9)
        // Clockwise on screen from angle 0 to π/2 ends below the centre.
        #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
    }

    /// `close()` "closes the current subpath by creating a line segment between the first
    /// and last points"; the current point goes back to the subpath's start.
    @Test func closeReturnsToTheSubpathsStart() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 50, y: 5))
        path.addLine(to: CGPoint(x: 50, y: 40))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        #expect(!path.isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func containsFollowsTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        // Both subpaths run clockwise: the inner square is inside under non-zero…
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        // …and a hole under even-odd.
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func aCopyIsIndependentAndKeepsTheAttributes() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.flatness = 0.2
        var dashes: [CGFloat] = [3, 2]
        path.setLineDash(&dashes, count: 2, phase: 1)
        let copy = try #require(path.copy() as? UIBezierPath)
        #expect(copy !== path && copy.cgPath == path.cgPath)
        #expect(copy.lineWidth == 4 && copy.lineCapStyle == .round && copy.flatness == 0.2)
        var pattern = [CGFloat](repeating: 0, count: 2)
        var count = 0, phase: CGFloat = 0
        copy.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [3, 2] && count == 2 && phase == 1)
        copy.addLine(to: CGPoint(x: 99, y: 99))
        #expect(path.currentPoint != CGPoint(x: 99, y: 99))
    }

    @Test func applyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        path.apply(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 12, y: 24, width: 6, height: 8))
    }
}
