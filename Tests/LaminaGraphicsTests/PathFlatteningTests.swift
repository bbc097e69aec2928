import Foundation
import Testing
@testable import LaminaGraphics

@Suite struct PathFlatteningTests {
    /// Records every callback, to check the sink protocol's sequence.
    struct Recorder: PathFlatteningSink {
        var log: [String] = []
        mutating func beginSubpath(at point: CGPoint) { log.append("begin \(point.x),\(point.y)") }
        mutating func addLine(to point: CGPoint) { log.append("line") }
        mutating func endSubpath(closed: Bool) { log.append(closed ? "end closed" : "end open") }
    }

    @Test func linesAreKeptAsTheyAreWithClosedFlags() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)])
        path.closeSubpath()
        path.move(to: CGPoint(x: 9, y: 9))
        path.addLine(to: CGPoint(x: 10, y: 9))
        let subpaths = path.flattenedSubpaths(tolerance: 0.1)
        #expect(subpaths == [
            FlattenedSubpath(points: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)], isClosed: true),
            FlattenedSubpath(points: [CGPoint(x: 9, y: 9), CGPoint(x: 10, y: 9)], isClosed: false),
        ])
        var recorder = Recorder()
        path.flatten(tolerance: 0.1, into: &recorder)
        #expect(recorder.log == ["begin 0.0,0.0", "line", "line", "end closed", "begin 9.0,9.0", "line", "end open"])
    }

    @Test func quadraticPieceCountFollowsTheSecondDifferenceBound() {
        let p0 = CGPoint.zero, c = CGPoint(x: 50, y: 100), p2 = CGPoint(x: 100, y: 0)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addQuadCurve(to: p2, control: c)
        let tol: CGFloat = 0.05
        // |p0 − 2c + p2| = |(0, −200)| = 200; n = ⌈√(200 / (4·0.05))⌉ = ⌈√1000⌉ = 32.
        let polyline = path.flattenedSubpaths(tolerance: tol)[0].points
        #expect(polyline.count == 33)
        #expect(polyline.last == p2)
        // Vertices are on the curve at evenly spaced parameters.
        #expect(PathTest.near(polyline[16], PathTest.quadPoint(p0, c, p2, 0.5), 1e-12))
    }

    @Test func flatteningErrorStaysWithinTheTolerance() {
        let p0 = CGPoint(x: 0, y: 0), c1 = CGPoint(x: 10, y: 90), c2 = CGPoint(x: 120, y: -60), p3 = CGPoint(x: 100, y: 40)
        let qc = CGPoint(x: 300, y: 200), q2 = CGPoint(x: 0, y: 100)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: c1, control2: c2)
        path.addQuadCurve(to: q2, control: qc)
        for tol in [1.0, 0.25, 0.01] as [CGFloat] {
            let polyline = path.flattenedSubpaths(tolerance: tol)[0].points
            var worst: CGFloat = 0
            for i in 0...2000 {
                let t = CGFloat(i) / 2000
                worst = max(worst, PathTest.distance(from: PathTest.cubicPoint(p0, c1, c2, p3, t), toPolyline: polyline, closed: false))
                worst = max(worst, PathTest.distance(from: PathTest.quadPoint(p3, qc, q2, t), toPolyline: polyline, closed: false))
            }
            #expect(worst <= tol)
            // And not needlessly fine: the error is within a factor of 8 of the tolerance.
            #expect(worst >= tol / 8)
        }
    }

    @Test func transformIsAppliedBeforeFlattening() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 1, y: 0), control: CGPoint(x: 0.5, y: 1))
        let plain = path.flattenedSubpaths(tolerance: 0.01)[0].points
        let scaled = path.flattenedSubpaths(tolerance: 0.01, transform: CGAffineTransform(scaleX: 100, y: 100))[0].points
        // |p0 − 2c + p2| is 2 before and 200 after scaling: n = ⌈√(2/0.04)⌉ = 8, ⌈√(200/0.04)⌉ = 71.
        #expect(plain.count - 1 == 8)
        #expect(scaled.count - 1 == 71)
        #expect(scaled.last == CGPoint(x: 100, y: 0))
    }

    @Test func flattenedReplacesCurvesWithLinesAndKeepsStructure() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let flat = circle.flattened(threshold: 0.1)
        let types = PathTest.types(flat)
        #expect(types.first == .moveToPoint)
        #expect(types.last == .closeSubpath)
        #expect(!types.contains(.addCurveToPoint) && !types.contains(.addQuadCurveToPoint))
        #expect(types.count > 20)
        // Every vertex lies on the original curve, so within the approximation of the circle.
        for e in PathTest.elements(flat) where e.type != .closeSubpath {
            #expect(abs(PathTest.distance(e.points[0], CGPoint(x: 50, y: 50)) - 50) < 50 * 3e-4)
        }
    }

    @Test func badThresholdReportsAndReturnsTheCurvesUnchanged() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var result: CGPath?
        let diagnostics = LaminaDiagnostics.capture { result = circle.flattened(threshold: 0) }
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        #expect(result == circle)
        let nanDiagnostics = LaminaDiagnostics.capture { _ = circle.flattenedSubpaths(tolerance: .nan) }
        #expect(nanDiagnostics.map(\.code) == [.invalidArgument])
    }
}
