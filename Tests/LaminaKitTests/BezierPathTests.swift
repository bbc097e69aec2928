import Foundation
import Testing
@testable import LaminaKit

@Suite struct BezierPathTests {
    /// The path's elements: (type, points).
    func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            @unknown default: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// Points along the path: every element's end and each curve's middle (t = ½).
    func samples(_ path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for (type, p) in elements(path) {
            switch type {
            case .addCurveToPoint:
                let (a, b, c, d) = (current, p[0], p[1], p[2])
                points.append(CGPoint(x: (a.x + 3 * b.x + 3 * c.x + d.x) / 8, y: (a.y + 3 * b.y + 3 * c.y + d.y) / 8))
                current = d
            case .addQuadCurveToPoint:
                points.append(CGPoint(x: (current.x + 2 * p[0].x + p[1].x) / 4, y: (current.y + 2 * p[0].y + p[1].y) / 4))
                current = p[1]
            case .moveToPoint, .addLineToPoint:
                current = p[0]
            default:
                break
            }
            points.append(current)
        }
        return points
    }

    @Test func reversingRunsEachSubpathBackwardsAndFlipsItsWinding() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 25, y: 5))
        path.addCurve(to: CGPoint(x: 40, y: 10), controlPoint1: CGPoint(x: 32, y: 1), controlPoint2: CGPoint(x: 38, y: 2))
        path.lineWidth = 3
        let reversed = path.reversing()
        let e = elements(reversed)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
                                .moveToPoint, .addCurveToPoint, .addQuadCurveToPoint])
        #expect(e[0].1 == [CGPoint(x: 0, y: 10)] && e[3].1 == [CGPoint(x: 0, y: 0)])
        #expect(e[5].1 == [CGPoint(x: 40, y: 10)])
        #expect(e[6].1 == [CGPoint(x: 38, y: 2), CGPoint(x: 32, y: 1), CGPoint(x: 30, y: 0)])
        #expect(e[7].1 == [CGPoint(x: 25, y: 5), CGPoint(x: 20, y: 0)])
        #expect(reversed.lineWidth == 3 && reversed.bounds == path.bounds)
        // Appended reversed inside a larger rectangle, it is a hole under the non-zero rule.
        let frame = UIBezierPath(rect: CGRect(x: -10, y: -10, width: 30, height: 30))
        frame.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing())
        #expect(!frame.contains(CGPoint(x: 5, y: 5)) && frame.contains(CGPoint(x: -5, y: -5)))
        let same = UIBezierPath(rect: CGRect(x: -10, y: -10, width: 30, height: 30))
        same.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(same.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func arcStartsAndEndsOnTheCircleAtItsAngles() {
        // The seed's arc menu: centre (0, 0), anticlockwise from 90° to 30°.
        let r: CGFloat = 200
        let path = UIBezierPath(arcCenter: .zero, radius: r, startAngle: .pi / 2, endAngle: .pi / 6, clockwise: false)
        let first = elements(path).first
        #expect(first?.0 == .moveToPoint)
        #expect(first.map { near($0.1[0], CGPoint(x: 0, y: r), 1e-9) } == true)
        #expect(near(path.currentPoint, CGPoint(x: r * cos(.pi / 6), y: r * sin(.pi / 6)), 1e-9))
        for p in samples(path) {
            #expect(abs(hypot(p.x, p.y) - r) < 0.01 * r)
            // Anticlockwise on screen (y down) from 90° to 30° is the short way: the angle
            // stays between 30° and 90°.
            let angle = atan2(p.y, p.x)
            #expect(angle >= .pi / 6 - 1e-6 && angle <= .pi / 2 + 1e-6)
        }
    }

    @Test func clockwiseArcGoesTheOtherWayRound() {
        let r: CGFloat = 50
        let path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: r, startAngle: .pi / 2,
                                endAngle: .pi / 6, clockwise: true)
        // Clockwise on screen with y down means increasing angle: 90° → 180° → 270° → 390°.
        let angles = samples(path).map { p -> CGFloat in
            let a = atan2(p.y - 100, p.x - 100)
            return a < 0 ? a + 2 * .pi : a
        }
        #expect(angles.contains { abs($0 - .pi) < 0.3 })
        #expect(angles.contains { abs($0 - 3 * .pi / 2) < 0.3 })
        #expect(near(path.currentPoint, CGPoint(x: 100 + r * cos(.pi / 6), y: 100 + r * sin(.pi / 6)), 1e-9))
    }

    @Test func shapesHaveTheirBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 20, y: 10)) && !oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
        // The corner's arc passes 10 − 10/√2 from each edge; the corner point is outside.
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 4, y: 4)))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 20), controlPoint2: CGPoint(x: 0, y: 15))
        path.close()
        #expect(elements(path).map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
    }

    @Test func fillAndStrokeOutsideDrawAreReported() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let reported = LaminaDiagnostics.capture {
            path.fill()
            path.stroke()
            UIGraphicsPopContext()
        }
        #expect(reported.count == 3)
    }

    @Test func drawRectFillsAndStrokesThroughTheCurrentContext() {
        final class Drawing: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
                UIColor.blue.set()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 50))
                line.addLine(to: CGPoint(x: 100, y: 50))
                line.lineWidth = 4
                line.stroke()
            }
        }
        let scene = KitScene()
        let view = Drawing(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.add(view)
        scene.at(0.1) { view.setNeedsDisplay() }
        let image = scene.frame(at: 0.1)
        #expect(pixel(image, 70, 70) == [255, 0, 0, 255])    // (20, 20) in the view
        #expect(pixel(image, 55, 55) == [255, 255, 255, 255]) // (5, 5): outside the rect
        #expect(pixel(image, 100, 100) == [0, 0, 255, 255])   // on the line y = 50 (±2)
        #expect(pixel(image, 100, 104) == [255, 255, 255, 255])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageContextsStackAndMakeImages() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        UIColor.green.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 2 && image?.size == CGSize(width: 4, height: 2))
        #expect(image?.cgImage.map { pixel($0, 1, 1) } == [0, 255, 0, 255])
        #expect(image?.cgImage.map { pixel($0, 6, 1) } == [0, 0, 0, 0])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// UIKit's arcs of a whole turn or more are whole circles in either direction, as on
    /// iOS: `UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2π, clockwise: false)` is
    /// the circle spinners are built of (it turns counterclockwise on screen; it is not
    /// empty).
    @Test func arcsOfAWholeTurnAreCirclesEitherWay() {
        let c = CGPoint(x: 50, y: 60), r: CGFloat = 20
        for clockwise in [false, true] {
            for path in [UIBezierPath(arcCenter: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise),
                         { () -> UIBezierPath in
                             let p = UIBezierPath()
                             p.addArc(withCenter: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
                             return p
                         }()] {
                let curves = elements(path).filter { $0.0 == .addCurveToPoint }
                #expect(curves.count == 4, "clockwise: \(clockwise)")
                #expect(samples(path).allSatisfy { abs(hypot($0.x - c.x, $0.y - c.y) - r) < 0.02 })
                #expect(near(path.bounds.minX, c.x - r, 1e-6) && near(path.bounds.maxY, c.y + r, 1e-6))
                // On screen (y down) clockwise passes below the centre first: +y.
                #expect(near(curves[0].1[2], CGPoint(x: c.x, y: c.y + (clockwise ? r : -r)), 1e-9))
                #expect(path.currentPoint == CGPoint(x: c.x + r, y: c.y))
            }
        }
    }

    /// A whole circle stroked with butt caps is a closed ring: where its ends meet, the
    /// stroke is as dark as anywhere else (no gap, no wedge).
    @Test func aButtCappedCircleIsAClosedRing() {
        let scene = KitScene(size: CGSize(width: 120, height: 120))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: 0,
                                 endAngle: 2 * .pi, clockwise: false).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 10
        ring.lineCap = .butt
        view.layer.addSublayer(ring)
        scene.add(view)
        let image = scene.frame(at: 0.1)
        // The ring covers radii 35…45. Its ends meet at angle 0, on the row y = 60;
        // pixel centres on that row and beside it, at the middle radius, are black.
        for (x, y) in [(99, 59), (99, 60), (102, 59), (102, 60), (96, 60), (60, 99), (20, 60), (60, 20)] {
            let p = pixel(image, x, y)
            #expect(p.prefix(3).allSatisfy { $0 <= 2 } && p[3] == 255, "(\(x), \(y)): \(p)")
        }
        // Inside and outside the ring the window stays white.
        for (x, y) in [(60, 60), (85, 60), (110, 60)] {
            #expect(pixel(image, x, y) == [255, 255, 255, 255], "(\(x), \(y))")
        }
    }
}
