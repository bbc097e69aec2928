import Foundation
import Testing
@testable import LaminaGraphics

/// Bad input reports one diagnostic and leaves the path exactly as it was.
@Suite struct CGPathDiagnosticsTests {
    /// Runs `body` on a copy of `base`'s elements and checks it reported `code` once and
    /// changed nothing.
    func expectRejected(_ code: LaminaDiagnostic.Code, from base: CGPath = CGMutablePath(),
                        sourceLocation: SourceLocation = #_sourceLocation, _ body: (CGMutablePath) -> Void) {
        let path = base.mutableCopy()!
        let diagnostics = LaminaDiagnostics.capture { body(path) }
        #expect(diagnostics.map(\.code) == [code], sourceLocation: sourceLocation)
        #expect(path == base, sourceLocation: sourceLocation)
    }

    var started: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 1))
        return path
    }

    @Test func segmentsWithoutACurrentPointAreRefused() {
        expectRejected(.invalidPathOperation) { $0.addLine(to: CGPoint(x: 1, y: 1)) }
        expectRejected(.invalidPathOperation) { $0.addQuadCurve(to: .zero, control: .zero) }
        expectRejected(.invalidPathOperation) { $0.addCurve(to: .zero, control1: .zero, control2: .zero) }
        expectRejected(.invalidPathOperation) {
            $0.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        }
    }

    @Test func nonFinitePointsAreRefused() {
        let nan = CGFloat.nan
        expectRejected(.nonFiniteValue) { $0.move(to: CGPoint(x: nan, y: 0)) }
        expectRejected(.nonFiniteValue, from: started) { $0.addLine(to: CGPoint(x: 0, y: CGFloat.infinity)) }
        expectRejected(.nonFiniteValue, from: started) { $0.addQuadCurve(to: .zero, control: CGPoint(x: nan, y: 0)) }
        expectRejected(.nonFiniteValue, from: started) {
            $0.addCurve(to: .zero, control1: .zero, control2: CGPoint(x: 0, y: nan))
        }
        // One bad point rejects the whole call.
        expectRejected(.nonFiniteValue, from: started) {
            $0.addLines(between: [.zero, CGPoint(x: 1, y: 1), CGPoint(x: nan, y: 2)])
        }
        expectRejected(.nonFiniteValue, from: started) { $0.addRect(CGRect(x: 0, y: 0, width: nan, height: 1)) }
        expectRejected(.nonFiniteValue, from: started) { $0.addEllipse(in: .null) }
        expectRejected(.nonFiniteValue, from: started) {
            $0.addArc(center: CGPoint(x: nan, y: 0), radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
        }
        expectRejected(.nonFiniteValue, from: started) {
            $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .infinity, clockwise: false)
        }
    }

    @Test func nonFiniteTransformsAndOverflowAreRefused() {
        let bad = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        expectRejected(.nonFiniteValue, from: started) { $0.addLine(to: .zero, transform: bad) }
        expectRejected(.nonFiniteValue, from: started) { $0.addPath(self.started, transform: bad) }
        let huge = CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 1)
        expectRejected(.nonFiniteValue, from: started) { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: huge) }
    }

    @Test func negativeOrNonFiniteRadiiAreRefused() {
        expectRejected(.invalidArgument, from: started) {
            $0.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        }
        expectRejected(.invalidArgument, from: started) {
            $0.addRelativeArc(center: .zero, radius: -0.5, startAngle: 0, delta: 1)
        }
        expectRejected(.invalidArgument, from: started) {
            $0.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 0), radius: -2)
        }
        expectRejected(.nonFiniteValue, from: started) {
            $0.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        }
    }

    @Test func tangentArcUnderASingularTransformIsRefused() {
        expectRejected(.singularTransform, from: started) {
            $0.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 0), radius: 2,
                      transform: CGAffineTransform(scaleX: 0, y: 1))
        }
    }

    @Test func closeOnAnEmptyPathAndDoubleCloseDoNothing() {
        let path = CGMutablePath()
        path.closeSubpath()
        #expect(path.isEmpty)
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(PathTest.types(path) == [.moveToPoint, .addLineToPoint, .closeSubpath])
    }

    @Test func copyWithAnOverflowingTransformIsNil() {
        var huge = CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 1)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var copy: CGPath?
        let diagnostics = LaminaDiagnostics.capture { copy = path.copy(using: &huge) }
        #expect(copy == nil)
        #expect(diagnostics.map(\.code) == [.nonFiniteValue])
    }
}
