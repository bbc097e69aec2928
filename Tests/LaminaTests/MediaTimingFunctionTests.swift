import Foundation
import Testing
@testable import Lamina

/// `CAMediaTimingFunction`: Apple's named control points, `getControlPoint(at:values:)`,
/// and the Bézier solver checked against an independent bisection on the Bernstein form.
@Suite struct MediaTimingFunctionTests {
    /// The four points of `function`, read through Apple's API.
    func points(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0..<4).map { index in
            var pair: [Float] = [-9, -9]
            pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return pair
        }
    }

    @Test func namedFunctionsHaveApplesControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, c) in expected {
            let p = points(CAMediaTimingFunction(name: name))
            #expect(p == [[0, 0], [c[0], c[1]], [c[2], c[3]], [1, 1]], "\(name.rawValue)")
        }
    }

    @Test func namesHaveApplesRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func controlPointsAreKeptAsGiven() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, -0.5, 0.9, 1.5)
        #expect(points(f) == [[0, 0], [0.1, -0.5], [0.9, 1.5], [1, 1]])
    }

    @Test func anIndexOutOfRangeWritesNothing() {
        let f = CAMediaTimingFunction(name: .easeIn)
        for index in [-1, 4, 100] {
            var pair: [Float] = [7, 7]
            let diagnostics = LaminaDiagnostics.capture {
                pair.withUnsafeMutableBufferPointer { f.getControlPoint(at: index, values: $0.baseAddress!) }
            }
            #expect(pair == [7, 7])
            #expect(diagnostics.map(\.code) == [.invalidArgument])
        }
    }

    @Test func easeInEaseOutAtAQuarterMatchesBisection() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        let expected = bezierY(atX: 0.25, 0.42, 0, 0.58, 1)
        #expect(abs(f.solve(0.25) - expected) < 1e-6)
        #expect(abs(expected - 0.129_162) < 1e-5, "sanity: the curve's known value")
        // The curve is symmetric about (0.5, 0.5).
        #expect(abs(f.solve(0.75) - (1 - expected)) < 1e-6)
        #expect(abs(f.solve(0.5) - 0.5) < 1e-6)
    }

    @Test func everyNamedFunctionMatchesBisection() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for name in names {
            let c = name.controlPoints!
            let f = CAMediaTimingFunction(name: name)
            for i in 0...100 {
                let x = Double(i) / 100
                let expected = bezierY(atX: x, Double(c.0), Double(c.1), Double(c.2), Double(c.3))
                #expect(abs(f.solve(x) - expected) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
    }

    @Test func randomCurvesMatchBisectionToOneMillionth() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let x1 = Float.random(in: 0...1, using: &generator)
            let x2 = Float.random(in: 0...1, using: &generator)
            let y1 = Float.random(in: -1...2, using: &generator)
            let y2 = Float.random(in: -1...2, using: &generator)
            let f = CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)
            for _ in 0..<10 {
                let x = Double.random(in: 0...1, using: &generator)
                let expected = bezierY(atX: x, Double(x1), Double(y1), Double(x2), Double(y2))
                #expect(abs(f.solve(x) - expected) < 1e-6, "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
            }
        }
        // Degenerate tangents: flat at both ends in x.
        let steep = CAMediaTimingFunction(controlPoints: 0, 1, 1, 0)
        for i in 1..<100 {
            let x = Double(i) / 100
            #expect(abs(steep.solve(x) - bezierY(atX: x, 0, 1, 1, 0)) < 1e-6)
        }
    }

    @Test func inputOutsideTheUnitIntervalClamps() {
        let f = CAMediaTimingFunction(controlPoints: 0.3, -0.4, 0.7, 1.4)
        #expect(f.solve(-0.5) == 0)
        #expect(f.solve(0) == 0)
        #expect(f.solve(1) == 1)
        #expect(f.solve(7) == 1)
        #expect(f.solve(.nan) == 0)
        #expect(CAMediaTimingFunction(name: .linear).solve(0.37) == 0.37)
    }

    @Test func badControlPointsAreReportedNotFatal() {
        var clamped: CAMediaTimingFunction!
        let outside = LaminaDiagnostics.capture {
            clamped = CAMediaTimingFunction(controlPoints: -0.5, 0, 1.5, 1)
        }
        #expect(outside.map(\.code) == [.invalidArgument])
        #expect(points(clamped)[1] == [0, 0] && points(clamped)[2] == [1, 1])

        var linear: CAMediaTimingFunction!
        let nonFinite = LaminaDiagnostics.capture {
            linear = CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1)
        }
        #expect(nonFinite.map(\.code) == [.nonFiniteValue])
        #expect(linear.solve(0.3) == 0.3)

        let unknown = LaminaDiagnostics.capture { _ = CAMediaTimingFunction(name: CAMediaTimingFunctionName("bouncy")) }
        #expect(unknown.map(\.code) == [.invalidArgument])
    }

    @Test func functionsAreEqualByControlPoints() {
        let named = CAMediaTimingFunction(name: .easeIn)
        let explicit = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        #expect(named == explicit)
        #expect(named.hash == explicit.hash)
        #expect(named != CAMediaTimingFunction(name: .easeOut))
        #expect(!named.isEqual("easeIn"))
    }
}
