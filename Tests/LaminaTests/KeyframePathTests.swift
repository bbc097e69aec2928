import Foundation
import Testing
@testable import Lamina

/// `KeyframeTrack` along a path: keyframes at segment ends, per-segment timing, constant
/// pace, and the tangent angle of `rotationMode` in y-down coordinates.
@Suite struct KeyframePathTests {
    /// A 100 × 100 square, clockwise on screen (y down): right, down, left, up.
    private var square: PathStorage {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.closeSubpath()
        return path.storage
    }

    private func point(_ track: KeyframeTrack?, _ p: Double) -> CGPoint? {
        if case .point(let q) = track?.value(atProgress: p) { return q }
        return nil
    }

    @Test func eachSegmentEndIsAKeyframe() {
        let track = KeyframeTrack(path: square)
        #expect(track?.values.count == 5)
        #expect(track?.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        let expected: [(Double, CGPoint)] = [
            (0, CGPoint(x: 0, y: 0)), (0.125, CGPoint(x: 50, y: 0)), (0.375, CGPoint(x: 100, y: 50)),
            (0.5, CGPoint(x: 100, y: 100)), (0.625, CGPoint(x: 50, y: 100)), (0.875, CGPoint(x: 0, y: 50)),
            (1, CGPoint(x: 0, y: 0)),
        ]
        for (p, q) in expected {
            #expect(close(point(track, p) ?? CGPoint(x: CGFloat.nan, y: .nan), q, 1e-12), "progress \(p)")
        }
    }

    @Test func rotateAutoFollowsEachSide() {
        let track = KeyframeTrack(path: square, rotationMode: .auto)
        let angles: [(Double, CGFloat)] = [(0.125, 0), (0.375, .pi / 2), (0.625, .pi), (0.875, -.pi / 2)]
        for (p, angle) in angles {
            #expect(close(track?.rotation(atProgress: p) ?? .nan, angle, 1e-12), "progress \(p)")
        }
        let reversed = KeyframeTrack(path: square, rotationMode: .autoReverse)
        for (p, angle) in angles {
            #expect(close(reversed?.rotation(atProgress: p) ?? .nan, angle + .pi, 1e-12), "progress \(p)")
        }
        #expect(KeyframeTrack(path: square)?.rotation(atProgress: 0.5) == nil)
    }

    @Test func linearGivesEachSegmentEqualTimePacedEqualSpeed() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let linear = KeyframeTrack(path: path.storage)
        #expect(point(linear, 0.5) == CGPoint(x: 30, y: 0))
        #expect(point(linear, 0.75) == CGPoint(x: 30, y: 5))
        let paced = KeyframeTrack(path: path.storage, calculationMode: .paced, rotationMode: .auto)
        #expect(close(point(paced, 0.5) ?? .zero, CGPoint(x: 20, y: 0), 1e-9))
        #expect(close(point(paced, 0.75) ?? .zero, CGPoint(x: 30, y: 0), 1e-9))
        #expect(close(point(paced, 0.875) ?? .zero, CGPoint(x: 30, y: 5), 1e-9))
        #expect(close(paced?.rotation(atProgress: 0.9) ?? .nan, .pi / 2, 1e-12))
    }

    @Test func curvesAreFollowedAlongTheirOwnShape() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let track = KeyframeTrack(path: path.storage, rotationMode: .auto)
        // B(1/2) = (P0 + 2C + P1) / 4; the tangent there is horizontal.
        #expect(close(point(track, 0.5) ?? .zero, CGPoint(x: 50, y: 50), 1e-12))
        #expect(close(track?.rotation(atProgress: 0.5) ?? .nan, 0, 1e-12))
        // At the start the direction is toward the control point: atan2(100, 50).
        #expect(close(track?.rotation(atProgress: 0) ?? .nan, atan2(100, 50), 1e-12))
    }

    @Test func keyTimesAndTimingCurvesApplyPerSegment() {
        let track = KeyframeTrack(path: square, keyTimes: [0, 0.1, 0.2, 0.3, 1],
                                  timingFunctions: [{ $0 * $0 }, nil, nil, nil])
        #expect(close(point(track, 0.05) ?? .zero, CGPoint(x: 25, y: 0), 1e-12))
        #expect(close(point(track, 0.65) ?? .zero, CGPoint(x: 0, y: 50), 1e-12))
        let diagnostics = LaminaDiagnostics.capture {
            #expect(KeyframeTrack(path: square, keyTimes: [0, 0.5, 1]) == nil)
            #expect(KeyframeTrack(path: square, timingFunctions: [nil]) == nil)
            #expect(KeyframeTrack(path: PathStorage()) == nil)
        }
        #expect(diagnostics.count == 3)
    }

    @Test func aMoveInsideThePathIsNotAKeyframe() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        let track = KeyframeTrack(path: path.storage)
        #expect(track?.values.count == 3)
        #expect(point(track, 0.25) == CGPoint(x: 5, y: 0))
        #expect(point(track, 0.5) == CGPoint(x: 20, y: 0))
        #expect(point(track, 0.75) == CGPoint(x: 25, y: 0))
    }

    @Test func discreteJumpsBetweenKeyframePoints() {
        let track = KeyframeTrack(path: square, calculationMode: .discrete, rotationMode: .auto)
        #expect(point(track, 0.1) == CGPoint(x: 0, y: 0))
        #expect(point(track, 0.3) == CGPoint(x: 100, y: 0))
        #expect(point(track, 1) == CGPoint(x: 0, y: 0))
        #expect(close(track?.rotation(atProgress: 0.3) ?? .nan, .pi / 2, 1e-12))
    }
}
