import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathBoundsTests {
    @Test func quadCurveTightBoxStopsAtTheSolvedExtremum() {
        // y(t) = 2t(1 − t)·100 peaks at t = 1/2 with y = 50; x runs 0 → 100 monotonically.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(PathTest.near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        // The control-point box reaches the control point.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func cubicTightBoxUsesBothDerivativeRoots() {
        // y(t) = 3t(1−t)²·100 + 3t²(1−t)·100 = 300·t(1 − t): maximum 75 at t = 1/2.
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(PathTest.near(arch.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)))

        // An S curve with control heights ±100: y = 300t(1−t)² − 300t²(1−t) = 300t(1−t)(1−2t);
        // y' = 300(1 − 6t + 6t²) vanishes at t = (3 ± √3)/6, where |y| peaks (symmetric).
        let s = CGMutablePath()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 100), control2: CGPoint(x: 20, y: -100))
        let t = (3 - 3.0.squareRoot()) / 6
        let peak = 300 * t * (1 - t) * (1 - 2 * t)
        #expect(PathTest.near(s.boundingBoxOfPath, CGRect(x: 0, y: -peak, width: 30, height: 2 * peak)))
    }

    @Test func circleTightBoxIsItsSquare() {
        let rect = CGRect(x: -3, y: 4, width: 20, height: 20)
        let circle = CGPath(ellipseIn: rect, transform: nil)
        #expect(PathTest.near(circle.boundingBoxOfPath, rect, 1e-12))
        #expect(PathTest.near(circle.boundingBox, rect, 1e-12))
        var rotate = CGAffineTransform(rotationAngle: .pi / 4)
        let rotated = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: &rotate)
        // The control box of the rotated circle is wider than the circle; the tight box is not
        // (up to the ≈2.7e-4·r bulge of the cubic approximation).
        #expect(rotated.boundingBox.width > 20.5)
        #expect(abs(rotated.boundingBoxOfPath.width - 20) < 20 * 3e-4)
    }

    @Test func movesCountTowardBothBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: -5))
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 2))
        #expect(path.boundingBox == CGRect(x: -5, y: -5, width: 6, height: 7))
        #expect(path.boundingBoxOfPath == CGRect(x: -5, y: -5, width: 6, height: 7))
    }
}
