import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct CGPathDashingTests {
    /// Each subpath of `path` as (first point, last point), for paths of lines.
    func dashes(_ path: CGPath) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for e in PathTest.elements(path) {
            switch e.type {
            case .moveToPoint: result.append((e.points[0], e.points[0]))
            case .closeSubpath: break
            default: result[result.count - 1].1 = e.points.last!
            }
        }
        return result
    }

    var line: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        return path
    }

    @Test func tenOnFiveOffAlongAHundredGivesSevenDashes() {
        let result = dashes(line.copy(dashingWithPhase: 0, lengths: [10, 5]))
        // Dash k covers [15k, 15k + 10] while it starts before 100.
        let expected = stride(from: CGFloat(0), to: 100, by: 15).map { ($0, min($0 + 10, 100)) }
        #expect(expected.count == 7)
        #expect(result.count == 7)
        for (got, want) in zip(result, expected) {
            #expect(got.0 == CGPoint(x: want.0, y: 0))
            #expect(got.1 == CGPoint(x: want.1, y: 0))
        }
    }

    @Test func phaseShiftsThePatternBackward() {
        let result = dashes(line.copy(dashingWithPhase: 3, lengths: [10, 5]))
        // Starting 3 into the pattern: dash k covers [15k − 3, 15k + 7], clipped to [0, 100].
        let expected = (0..<7).map { k -> (CGFloat, CGFloat) in
            (max(0, 15 * CGFloat(k) - 3), min(100, 15 * CGFloat(k) + 7))
        }
        #expect(result.count == expected.count)
        for (got, want) in zip(result, expected) {
            #expect(PathTest.near(got.0, CGPoint(x: want.0, y: 0)))
            #expect(PathTest.near(got.1, CGPoint(x: want.1, y: 0)))
        }
        // A phase of a whole pattern (or a negative one) wraps around.
        #expect(line.copy(dashingWithPhase: 18, lengths: [10, 5]) == line.copy(dashingWithPhase: 3, lengths: [10, 5]))
        #expect(line.copy(dashingWithPhase: -12, lengths: [10, 5]) == line.copy(dashingWithPhase: 3, lengths: [10, 5]))
    }

    @Test func oddPatternRepeatsSoRolesAlternate() {
        // [10] means 10 on, 10 off; [10, 20, 30] means on 10, off 20, on 30, off 10, on 20, off 30.
        #expect(dashes(line.copy(dashingWithPhase: 0, lengths: [10])).map(\.0.x) == [0, 20, 40, 60, 80])
        let odd = dashes(line.copy(dashingWithPhase: 0, lengths: [10, 20, 30]))
        #expect(odd.map(\.0.x) == [0, 30, 70])
        #expect(odd.map(\.1.x) == [10, 60, 90])
    }

    @Test func closedSubpathIsDashedThroughItsClosingEdgeAndJoinedAcrossTheStart() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        // Perimeter 40, pattern [6, 4] started 2 in: on [0,4], [8,14], [18,24], [28,34], [38,40].
        let result = square.copy(dashingWithPhase: 2, lengths: [6, 4])
        let d = dashes(result)
        #expect(d.count == 4)
        // The last dash starts 38 along (2 above the origin on the closing edge) and runs on
        // through the start to (4, 0) as one subpath.
        let wrapped = d[3]
        #expect(PathTest.near(wrapped.0, CGPoint(x: 0, y: 2)))
        #expect(PathTest.near(wrapped.1, CGPoint(x: 4, y: 0)))
        #expect(PathTest.near(d[0].0, CGPoint(x: 8, y: 0)))
        #expect(PathTest.near(d[0].1, CGPoint(x: 10, y: 4)))
        #expect(!PathTest.types(result).contains(.closeSubpath))
        #expect(abs(PathMeasure(result).length - 24) < 1e-9)
        // A dash longer than the whole closed subpath keeps it closed and unchanged.
        #expect(square.copy(dashingWithPhase: 0, lengths: [100, 1]) == square)
    }

    @Test func curvesStayCurvesAndTheDashedLengthAddsUp() {
        let r: CGFloat = 20
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)
        let total = PathMeasure(circle).length
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [7, 3])
        #expect(PathTest.types(dashed).contains(.addCurveToPoint))
        #expect(!PathTest.types(dashed).contains(.addLineToPoint))
        // Whole periods of 10 contribute 7 each; the tail contributes min(7, remainder).
        let periods = (total / 10).rounded(.down)
        let expectedOn = periods * 7 + min(7, total - periods * 10)
        #expect(abs(PathMeasure(dashed).length - expectedOn) < 1e-6)
        // Every point of the dashes is still on the circle (within the cubic's own error).
        for e in PathTest.elements(dashed) where e.type != .closeSubpath {
            #expect(abs(hypot(e.points.last!.x, e.points.last!.y) - r) < 3e-4 * r)
        }
    }

    @Test func zeroLengthDashesBecomeZeroLengthLines() {
        let result = PathTest.elements(line.copy(dashingWithPhase: 0, lengths: [0, 25]))
        #expect(result.count == 8)
        #expect(result[0] == PathTest.Element(type: .moveToPoint, points: [.zero]))
        #expect(result[1] == PathTest.Element(type: .addLineToPoint, points: [.zero]))
        #expect(result[6].points == [CGPoint(x: 75, y: 0)])
    }

    @Test func resultIsMappedByTheTransform() {
        let result = line.copy(dashingWithPhase: 0, lengths: [10, 5], transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(dashes(result)[1].0 == CGPoint(x: 30, y: 0))
        #expect(result.boundingBox.maxX == 200)
    }

    @Test func badPatternsReportAndLeaveThePathUndashed() {
        for pattern: [CGFloat] in [[], [-1, 5], [0, 0], [CGFloat.nan, 2]] {
            var result: CGPath?
            let diagnostics = LaminaDiagnostics.capture {
                result = line.copy(dashingWithPhase: 0, lengths: pattern)
            }
            #expect(diagnostics.map(\.code) == [.invalidArgument])
            #expect(result == line)
        }
        let diagnostics = LaminaDiagnostics.capture { _ = line.copy(dashingWithPhase: .infinity, lengths: [1, 1]) }
        #expect(diagnostics.map(\.code) == [.invalidArgument])
    }
}
