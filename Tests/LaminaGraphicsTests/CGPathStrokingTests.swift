import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathStrokingTests {
    func polyline(_ points: [CGPoint], closed: Bool = false) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    var horizontal: CGPath { polyline([.zero, CGPoint(x: 100, y: 0)]) }

    /// A path of 64 long S-curves stroked a hundredth of a point wide with round joins:
    /// each curve alone asks for the most pieces one curve is cut into (16,384), over a
    /// million in all, each with a join — an outline of gigabytes when a fuzzed tree had
    /// more curves. The path's curves share `maximumPiecesPerPath` instead, so the outline
    /// stays within a bounded number of elements (a piece adds its two offset points and a
    /// join of at most a pie: a move, a line, four curves and a close), and still spans
    /// every curve.
    @Test func aPathOfManyLongCurvesIsCutIntoABoundedNumberOfPieces() {
        let path = CGMutablePath()
        path.move(to: .zero)
        for k in 0..<64 {
            let y = CGFloat(k) * 10
            path.addCurve(to: CGPoint(x: 100_000, y: y), control1: CGPoint(x: 30_000, y: y + 40_000),
                          control2: CGPoint(x: 70_000, y: y - 40_000))
            path.addLine(to: CGPoint(x: 0, y: y + 10))
        }
        let outline = path.copy(strokingWithWidth: 0.01, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        var elements = 0
        outline.applyWithBlock { _ in elements += 1 }
        #expect(elements <= 16 * PathStroker.maximumPiecesPerPath, "\(elements) elements")
        let box = outline.boundingBoxOfPath
        #expect(box.minX <= 0.01 && box.maxX >= 100_000 - 0.01)
    }

    /// A zigzag of 400,000 sharp corners stroked with round joins: a quad and a pie at
    /// every corner would make millions of points. The outline stops at
    /// `maximumOutlinePoints` (a few thousand past it at most: the stroker looks every
    /// 1,024 pieces) and says so once.
    @Test func anOutlineStopsAtItsPointBudgetAndSaysSo() {
        let path = CGMutablePath()
        path.move(to: .zero)
        for k in 1...400_000 {
            path.addLine(to: CGPoint(x: CGFloat(k), y: k % 2 == 0 ? 0 : 10))
        }
        var outline: CGPath?
        let diagnostics = LaminaDiagnostics.capture {
            outline = path.copy(strokingWithWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10)
        }
        var points = 0
        outline?.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: points += 1
            case .addQuadCurveToPoint: points += 2
            case .addCurveToPoint: points += 3
            default: break
            }
        }
        #expect(points >= PathStroker.maximumOutlinePoints)
        #expect(points <= PathStroker.maximumOutlinePoints + 1024 * 20, "\(points) points")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("the rest of the stroke is not drawn") == true)
    }

    @Test func buttCapsCoverExactlyTheRectangleAroundTheLine() {
        let outline = horizontal.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 50, y: 1.9)))
        #expect(outline.contains(CGPoint(x: 50, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 2.1)))
        #expect(outline.contains(CGPoint(x: 0.1, y: 0)))
        #expect(!outline.contains(CGPoint(x: -0.1, y: 0)))
        #expect(!outline.contains(CGPoint(x: 100.1, y: 1)))
        #expect(PathTest.near(outline.boundingBoxOfPath, CGRect(x: 0, y: -2, width: 100, height: 4)))
    }

    @Test func squareCapsExtendByHalfTheWidth() {
        let outline = horizontal.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: -1.9, y: 1.9)))
        #expect(!outline.contains(CGPoint(x: -2.1, y: 0)))
        #expect(outline.contains(CGPoint(x: 101.9, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: 102.1, y: 0)))
        #expect(PathTest.near(outline.boundingBoxOfPath, CGRect(x: -2, y: -2, width: 104, height: 4)))
    }

    @Test func roundCapsAreHalfDiscs() {
        let outline = horizontal.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: -1.9, y: 0)))
        #expect(!outline.contains(CGPoint(x: -2.1, y: 0)))
        // (−1.2, 1.2) is 1.70 from the end point: inside; (−1.5, 1.5) is 2.12: outside.
        #expect(outline.contains(CGPoint(x: -1.2, y: 1.2)))
        #expect(!outline.contains(CGPoint(x: -1.5, y: 1.5)))
        #expect(outline.contains(CGPoint(x: 101.2, y: -1.2)))
    }

    @Test func rightAngleMiterWithinTheLimitAndBevelBeyondIt() {
        // Turning left from +x to +y at (100, 0): the outer corner is toward (102, −2).
        let corner = polyline([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        // Miter length / width for a 90° corner is 1 / sin(45°) = √2 ≈ 1.414.
        let mitered = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.5)
        let bevelled = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        let explicitBevel = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let tip = CGPoint(x: 101.9, y: -1.9)           // inside the miter square only
        let beyondBevel = CGPoint(x: 101.5, y: -1.5)   // x − y = 103 > 102: past the bevel line
        let insideBevel = CGPoint(x: 100.8, y: -0.8)   // x − y = 101.6 < 102
        #expect(mitered.contains(tip) && mitered.contains(beyondBevel))
        #expect(!bevelled.contains(tip) && !bevelled.contains(beyondBevel))
        #expect(bevelled.contains(insideBevel))
        #expect(explicitBevel == bevelled)
        #expect(!mitered.contains(CGPoint(x: 102.1, y: -1)))
        // The inside of the turn is covered by the two segments themselves.
        #expect(mitered.contains(CGPoint(x: 98.5, y: 1.5)))
    }

    @Test func sharpMiterTipReachesHalfWidthOverSinOfHalfTheAngle() {
        // Interior angle 20° at the origin: ratio 1 / sin(10°) ≈ 5.76.
        let phi = 20 * CGFloat.pi / 180
        let path = polyline([CGPoint(x: 100, y: 0), .zero, CGPoint(x: 100 * cos(phi), y: 100 * sin(phi))])
        let h: CGFloat = 2
        let reach = h / sin(phi / 2)
        // The tip lies on the outer bisector, pointing away from the arms (angle 10° + 180°).
        let dir = CGPoint(x: -cos(phi / 2), y: -sin(phi / 2))
        let nearTip = CGPoint(x: dir.x * reach * 0.97, y: dir.y * reach * 0.97)
        let pastTip = CGPoint(x: dir.x * reach * 1.03, y: dir.y * reach * 1.03)
        let miter = path.copy(strokingWithWidth: 2 * h, lineCap: .butt, lineJoin: .miter, miterLimit: 6)
        let bevel = path.copy(strokingWithWidth: 2 * h, lineCap: .butt, lineJoin: .miter, miterLimit: 5.7)
        #expect(miter.contains(nearTip))
        #expect(!miter.contains(pastTip))
        #expect(!bevel.contains(nearTip))
    }

    @Test func roundJoinIsTheDiscAroundTheCorner() {
        let corner = polyline([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let outline = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        let at45 = { (d: CGFloat) in CGPoint(x: 100 + d / 2.0.squareRoot(), y: -d / 2.0.squareRoot()) }
        #expect(outline.contains(at45(1.95)))
        #expect(!outline.contains(at45(2.05)))
    }

    @Test func closedSubpathsAreJoinedAtTheStartAndHaveNoCaps() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let outline = square.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        // The start corner (0, 0) gets a miter like every other corner.
        #expect(outline.contains(CGPoint(x: -0.95, y: -0.95)))
        #expect(outline.contains(CGPoint(x: 10.95, y: 10.95)))
        #expect(!outline.contains(CGPoint(x: 5, y: 5)))
        #expect(outline.contains(CGPoint(x: 5, y: 0.9)))
        #expect(!outline.contains(CGPoint(x: 5, y: 1.1)))
    }

    @Test func zeroLengthSubpathsDrawADotOrASquareOrNothing() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 10, y: 10))
        dot.addLine(to: CGPoint(x: 10, y: 10))
        let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 11.9, y: 10)))
        #expect(!round.contains(CGPoint(x: 11.5, y: 11.5)))   // 2.12 from the centre
        let square = dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 11.9, y: 11.9)))
        #expect(!square.contains(CGPoint(x: 12.1, y: 10)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        // A lone move draws nothing at all.
        let lone = CGMutablePath()
        lone.move(to: .zero)
        #expect(lone.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    @Test func strokedCircleIsTheAnnulus() {
        let r: CGFloat = 50
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let outline = circle.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for i in 0..<24 {
            let a = CGFloat(i) * .pi / 12 + 0.1
            let at = { (radius: CGFloat) in CGPoint(x: radius * cos(a), y: radius * sin(a)) }
            // The cubic circle is within 2.7e-4·r (0.014) of radius 50; the flattening within 0.04.
            #expect(outline.contains(at(48.1)))
            #expect(outline.contains(at(51.9)))
            #expect(!outline.contains(at(47.9)))
            #expect(!outline.contains(at(52.1)))
        }
        #expect(!outline.contains(.zero))
    }

    @Test func outlinePiecesAreAllWoundTheSameWay() {
        // If any piece were wound the other way, some covered point would get winding 0
        // or a negative count; sample the stroke of a tight curve with a cusp.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: -10, y: 20))
        let outline = path.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 10)
        var positive = 0
        for ix in 0..<40 {
            for iy in 0..<40 {
                let p = CGPoint(x: -10 + CGFloat(ix) * 0.75, y: -5 + CGFloat(iy) * 0.75)
                let w = outline.windingNumber(at: p).winding
                #expect(w >= 0)
                if w > 0 { positive += 1 }
            }
        }
        #expect(positive > 100)
    }

    @Test func thinStrokesFarFromTheOriginKeepTheirShape() {
        // Winding of each piece is decided from coordinate differences, so a hairline
        // a hundred million units out is still covered (a cancellation error would drop pieces).
        let far: CGFloat = 100_000_000
        let path = polyline([CGPoint(x: far, y: far), CGPoint(x: far + 1, y: far + 0.5), CGPoint(x: far + 2, y: far)])
        let outline = path.copy(strokingWithWidth: 0.01, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: far + 0.5, y: far + 0.25)))
        #expect(outline.contains(CGPoint(x: far + 1.5, y: far + 0.25)))
        #expect(!outline.contains(CGPoint(x: far + 0.5, y: far + 0.27)))
    }

    @Test func transformMapsTheOutline() {
        let outline = horizontal.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                      transform: CGAffineTransform(translationX: 0, y: 50))
        #expect(outline.contains(CGPoint(x: 50, y: 51.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 1)))
    }

    @Test func badWidthGivesAnEmptyPathWithADiagnostic() {
        for width: CGFloat in [0, -1, .nan, .infinity] {
            var result: CGPath?
            let diagnostics = LaminaDiagnostics.capture {
                result = horizontal.copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
            }
            #expect(diagnostics.map(\.code) == [.invalidArgument])
            #expect(result?.isEmpty == true)
        }
    }
}
