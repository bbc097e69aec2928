import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathContainsTests {
    /// A square centred at `c` with half side `h`, wound with increasing angle (or not).
    func square(_ path: CGMutablePath, center c: CGPoint, half h: CGFloat, reversed: Bool = false) {
        var pts = [CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h),
                   CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h)]
        if reversed { pts.reverse() }
        path.addLines(between: pts)
        path.closeSubpath()
    }

    @Test func rectangleContainsItsInsideOnly() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5), transform: nil)
        #expect(path.contains(CGPoint(x: 5, y: 2.5)))
        #expect(path.contains(CGPoint(x: 9.999, y: 0.001)))
        #expect(!path.contains(CGPoint(x: 10.001, y: 2.5)))
        #expect(!path.contains(CGPoint(x: 5, y: -0.001)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    @Test func nestedSameDirectionSquaresDifferByRule() {
        let path = CGMutablePath()
        square(path, center: .zero, half: 10)
        square(path, center: .zero, half: 5)
        let inner = CGPoint(x: 1, y: 1), ring = CGPoint(x: 7, y: 0)
        // Winding number 2 in the inner square: filled by non-zero, a hole for even-odd.
        #expect(path.windingNumber(at: inner).winding == 2)
        #expect(path.contains(inner, using: .winding))
        #expect(!path.contains(inner, using: .evenOdd))
        #expect(path.contains(ring, using: .winding))
        #expect(path.contains(ring, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 0), using: .winding))
    }

    @Test func oppositeDirectionSquaresMakeAHoleUnderBothRules() {
        let path = CGMutablePath()
        square(path, center: .zero, half: 10)
        square(path, center: .zero, half: 5, reversed: true)
        #expect(!path.contains(.zero, using: .winding))
        #expect(!path.contains(.zero, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 0, y: 8)))
    }

    @Test func pentagramCentreIsInsideForWindingOnly() {
        // Vertices every 144°: the centre pentagon is wound twice.
        let path = CGMutablePath()
        let pts = (0..<5).map { i -> CGPoint in
            let a = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 10 * cos(a), y: 10 * sin(a))
        }
        path.addLines(between: pts)
        path.closeSubpath()
        #expect(abs(path.windingNumber(at: .zero).winding) == 2)
        #expect(path.contains(.zero, using: .winding))
        #expect(!path.contains(.zero, using: .evenOdd))
        // Inside the top spike (the vertex at 90°): winding 1, inside for both.
        let spike = CGPoint(x: 0, y: 8)
        #expect(path.contains(spike, using: .winding))
        #expect(path.contains(spike, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 0, y: 10.5)))
    }

    @Test func curvesAreTestedExactlyNotThroughAFlattenedCopy() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let c = CGPoint(x: 50, y: 100), end = CGPoint(x: 100, y: 0)
        path.addQuadCurve(to: end, control: c)
        path.closeSubpath()
        // Points 1e-7 either side of the curve, along its normal, at several parameters.
        for t in stride(from: CGFloat(0.1), through: 0.9, by: 0.1) {
            let p = PathTest.quadPoint(.zero, c, end, t)
            let d = CGPoint(x: 2 * ((1 - t) * c.x + t * (end.x - c.x)), y: 2 * ((1 - t) * c.y + t * (end.y - c.y)))
            let len = hypot(d.x, d.y)
            let inward = CGPoint(x: d.y / len, y: -d.x / len)   // the curve runs left to right, bulging up
            #expect(path.contains(CGPoint(x: p.x + 1e-7 * inward.x, y: p.y + 1e-7 * inward.y)))
            #expect(!path.contains(CGPoint(x: p.x - 1e-7 * inward.x, y: p.y - 1e-7 * inward.y)))
        }
    }

    @Test func cubicCircleBoundaryIsExact() {
        let r: CGFloat = 100
        let path = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let e = PathTest.elements(path)
        var start = e[0].points[0]
        for element in e where element.type == .addCurveToPoint {
            let p = element.points
            for t in [0.13, 0.5, 0.77] as [CGFloat] {
                let q = PathTest.cubicPoint(start, p[0], p[1], p[2], t)
                let len = hypot(q.x, q.y)
                #expect(path.contains(CGPoint(x: q.x * (1 - 1e-9), y: q.y * (1 - 1e-9))))
                #expect(!path.contains(CGPoint(x: q.x * (1 + 1e-9), y: q.y * (1 + 1e-9))))
                #expect(abs(len - r) < 3e-4 * r)
            }
            start = p[2]
        }
    }

    @Test func openSubpathsAreFilledAsIfClosed() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 6, y: 6)))
    }

    @Test func transformMapsThePointBeforeTesting() {
        let path = CGPath(rect: CGRect(x: 100, y: 100, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 100)
        #expect(path.contains(CGPoint(x: 5, y: 5), transform: shift))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func rayThroughAVertexCountsOnce() {
        // A diamond whose left and right vertices lie on the test point's horizontal.
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: -5), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 5)])
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 5, y: 0)))
        #expect(!path.contains(CGPoint(x: -1, y: 0)))
        #expect(path.windingNumber(at: CGPoint(x: -1, y: 0)).crossings % 2 == 0)
    }
}
