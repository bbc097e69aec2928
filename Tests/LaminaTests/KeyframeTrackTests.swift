import Foundation
import Testing
@testable import Lamina

/// `KeyframeTrack` built from values: Apple's calculation modes and array rules, with
/// expected values worked out by hand.
@Suite struct KeyframeTrackTests {
    private func scalars(_ xs: [CGFloat]) -> [AnimatableValue] { xs.map { .scalar($0) } }

    private func points(_ ps: [(CGFloat, CGFloat)]) -> [AnimatableValue] { ps.map { .point(CGPoint(x: $0.0, y: $0.1)) } }

    private func number(_ track: KeyframeTrack?, _ p: Double) -> CGFloat? {
        if case .scalar(let x) = track?.value(atProgress: p) { return x }
        return nil
    }

    private func point(_ track: KeyframeTrack?, _ p: Double) -> CGPoint? {
        if case .point(let q) = track?.value(atProgress: p) { return q }
        return nil
    }

    // MARK: Linear

    @Test func linearKeyframesAreEvenlySpacedWithoutKeyTimes() {
        let track = KeyframeTrack(values: scalars([0, 10, 30]))
        #expect(track?.keyTimes == [0, 0.5, 1])
        #expect(number(track, 0) == 0)
        #expect(number(track, 0.25) == 5)
        #expect(number(track, 0.5) == 10)
        #expect(number(track, 0.75) == 20)
        #expect(number(track, 1) == 30)
        // Progress is clamped to one cycle.
        #expect(number(track, 1.5) == 30 && number(track, -1) == 0)
    }

    @Test func keyTimesAndPerSegmentTimingCurves() {
        // Segment 0 lasts 0.2 and eases in as s²; segment 1 is linear.
        let easeIn: KeyframeTrack.TimingCurve = { $0 * $0 }
        let track = KeyframeTrack(values: scalars([0, 10, 20]), keyTimes: [0, 0.2, 1],
                                  timingFunctions: [easeIn, nil])
        #expect(close(number(track, 0.1) ?? .nan, 10 * 0.25))
        #expect(close(number(track, 0.2) ?? .nan, 10))
        #expect(close(number(track, 0.6) ?? .nan, 15))
    }

    @Test func transformKeyframesInterpolateByDecomposition() {
        let turns = [0, CGFloat.pi / 2, .pi].map { AnimatableValue.transform(CATransform3DMakeRotation($0, 0, 0, 1)) }
        guard case .transform(let t) = KeyframeTrack(values: turns)?.value(atProgress: 0.25),
              case .transform(let u) = KeyframeTrack(values: turns)?.value(atProgress: 0.75) else {
            Issue.record("no transform")
            return
        }
        #expect(close(t, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
        #expect(close(u, CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1), 1e-12))
    }

    // MARK: Discrete

    @Test func discreteUsesOneMoreKeyTimeThanValues() {
        // Apple's example: keyTimes [0, 0.25, 0.5, 0.75, 1], values [310, 60, 120, 60]; the
        // last value holds until the animation completes.
        let track = KeyframeTrack(values: scalars([310, 60, 120, 60]), keyTimes: [0, 0.25, 0.5, 0.75, 1],
                                  calculationMode: .discrete)
        #expect(number(track, 0) == 310)
        #expect(number(track, 0.2) == 310)
        #expect(number(track, 0.25) == 60)
        #expect(number(track, 0.5) == 120)
        #expect(number(track, 0.8) == 60)
        #expect(number(track, 1) == 60)
    }

    @Test func discreteWithoutKeyTimesGivesEachValueAnEqualShare() {
        let track = KeyframeTrack(values: scalars([1, 2, 3, 4]), calculationMode: .discrete)
        #expect(track?.keyTimes == [0, 0.25, 0.5, 0.75, 1])
        #expect([0.1, 0.3, 0.6, 0.9, 1].map { number(track, $0) } == [1, 2, 3, 4, 4])
    }

    @Test func discreteAlsoAcceptsOneKeyTimePerValue() {
        let track = KeyframeTrack(values: scalars([1, 2, 3]), keyTimes: [0, 0.5, 1], calculationMode: .discrete)
        #expect([0.4, 0.5, 0.99, 1].map { number(track, $0) } == [1, 2, 2, 3])
        let diagnostics = LaminaDiagnostics.capture {
            #expect(KeyframeTrack(values: scalars([1, 2, 3]), keyTimes: [0, 1], calculationMode: .discrete) == nil)
        }
        #expect(diagnostics.count == 1)
    }

    // MARK: Paced

    @Test func pacedSpacesKeyframesByDistance() {
        // Segments of length 3 and 1: the middle keyframe is reached at 3/4 of the time.
        let track = KeyframeTrack(values: points([(0, 0), (3, 0), (3, 1)]), calculationMode: .paced)
        #expect(track?.keyTimes == [0, 0.75, 1])
        #expect(point(track, 0.75) == CGPoint(x: 3, y: 0))
        #expect(close(point(track, 0.375) ?? .zero, CGPoint(x: 1.5, y: 0)))
        #expect(close(point(track, 0.875) ?? .zero, CGPoint(x: 3, y: 0.5)))
    }

    @Test func pacedIgnoresKeyTimesAndTimingFunctions() {
        let diagnostics = LaminaDiagnostics.capture {
            let track = KeyframeTrack(values: scalars([0, 3, 4]), keyTimes: [0, 0.9], timingFunctions: [{ _ in 0 }],
                                      calculationMode: .paced)
            #expect(track?.keyTimes == [0, 0.75, 1])
            #expect(close(number(track, 0.5) ?? .nan, 2))
        }
        #expect(diagnostics.isEmpty)
    }

    // MARK: Cubic

    @Test func cubicPassesThroughEveryKeyframeAtItsKeyTime() {
        let values = scalars([0, 10, 0, 10, 5])
        let keyTimes = [0, 0.1, 0.5, 0.6, 1.0]
        let track = KeyframeTrack(values: values, keyTimes: keyTimes, calculationMode: .cubic,
                                  tensionValues: [0.3], continuityValues: [0, -0.5], biasValues: [0, 0, 0.4])
        for (time, value) in zip(keyTimes, [0, 10, 0, 10, 5] as [CGFloat]) {
            #expect(close(number(track, time) ?? .nan, value, 1e-12), "key time \(time)")
        }
    }

    @Test func cubicIsCatmullRomWhenTensionContinuityAndBiasAreZero() {
        let track = KeyframeTrack(values: points([(0, 0), (10, 0), (10, 10), (0, 10)]), calculationMode: .cubic)
        // Inner segment 1 (keys at 1/3 and 2/3): midpoint (−P0 + 9P1 + 9P2 − P3) / 16.
        let inner = CGPoint(x: (-0 + 9 * 10 + 9 * 10 - 0) / 16.0, y: (-0 + 9 * 0 + 9 * 10 - 10) / 16.0)
        #expect(close(point(track, 0.5) ?? .zero, inner, 1e-12))
        // End segment 0: the missing neighbour is P0 itself, so (8P0 + 9P1 − P2) / 16.
        let first = CGPoint(x: (8 * 0 + 9 * 10 - 10) / 16.0, y: (8 * 0 + 9 * 0 - 10) / 16.0)
        #expect(close(point(track, 1.0 / 6) ?? .zero, first, 1e-12))
    }

    @Test func fullTensionFlattensTheTangents() {
        // Tension 1 gives zero tangents: the Hermite basis alone, which is 1/2 at s = 1/2.
        let track = KeyframeTrack(values: scalars([0, 10, 0]), calculationMode: .cubic, tensionValues: [1, 1, 1])
        #expect(close(number(track, 0.25) ?? .nan, 5, 1e-12))
        let s: CGFloat = 0.25 // progress 0.125 is a quarter of segment 0: h01(s) = 3s² − 2s³
        let expected: CGFloat = 10 * (3 * s * s - 2 * s * s * s)
        #expect(close(number(track, 0.125) ?? .nan, expected, 1e-12))
    }

    @Test func cubicPacedTravelsAtConstantSpeed() {
        let track = KeyframeTrack(values: points([(0, 0), (1, 0), (10, 0)]), calculationMode: .cubicPaced)
        for step in 0...10 {
            let p = Double(step) / 10
            #expect(close(point(track, p)?.x ?? .nan, 10 * p, 0.02), "progress \(p)")
        }
    }

    // MARK: Rotation along values

    @Test func rotationFollowsTheDirectionOfTravel() {
        let track = KeyframeTrack(values: points([(0, 0), (10, 0), (10, 10)]), rotationMode: .auto)
        #expect(close(track?.rotation(atProgress: 0.25) ?? .nan, 0))
        #expect(close(track?.rotation(atProgress: 0.75) ?? .nan, .pi / 2))
        let reversed = KeyframeTrack(values: points([(0, 0), (10, 0), (10, 10)]), rotationMode: .autoReverse)
        #expect(close(reversed?.rotation(atProgress: 0.25) ?? .nan, .pi))
        #expect(KeyframeTrack(values: points([(0, 0), (10, 0)]))?.rotation(atProgress: 0.5) == nil)
        #expect(KeyframeTrack(values: scalars([0, 1]), rotationMode: .auto)?.rotation(atProgress: 0.5) == nil)
    }

    // MARK: Rejected arrays

    @Test func mismatchedArraysAreRejectedWithOneDiagnostic() {
        let cases: [(String, () -> KeyframeTrack?)] = [
            ("values is empty", { KeyframeTrack(values: []) }),
            ("values mix", { KeyframeTrack(values: [.scalar(1), .point(.zero)]) }),
            ("keyTimes has 2 entries", { KeyframeTrack(values: self.scalars([1, 2, 3]), keyTimes: [0, 1]) }),
            ("less than", { KeyframeTrack(values: self.scalars([1, 2, 3]), keyTimes: [0, 0.6, 0.5]) }),
            ("outside", { KeyframeTrack(values: self.scalars([1, 2, 3]), keyTimes: [0, 1.5, 1]) }),
            ("start at 0", { KeyframeTrack(values: self.scalars([1, 2, 3]), keyTimes: [0.1, 0.5, 1]) }),
            ("timingFunctions has 1", { KeyframeTrack(values: self.scalars([1, 2, 3]), timingFunctions: [nil]) }),
        ]
        for (needle, build) in cases {
            var track: KeyframeTrack?
            let diagnostics = LaminaDiagnostics.capture { track = build() }
            #expect(track == nil, "\(needle)")
            #expect(diagnostics.count == 1, "\(needle)")
            #expect(diagnostics.first?.message.contains(needle) == true, "\(needle): \(diagnostics)")
            #expect(diagnostics.first?.message.contains("ignored") == true)
        }
    }

    @Test func shortTensionArraysUseZeroForMissingKeyframes() {
        let explicit = KeyframeTrack(values: scalars([0, 10, 0, 10]), calculationMode: .cubic,
                                     tensionValues: [0.5, 0, 0, 0])
        let short = KeyframeTrack(values: scalars([0, 10, 0, 10]), calculationMode: .cubic, tensionValues: [0.5])
        for p in [0.1, 0.4, 0.8] {
            #expect(number(explicit, p) == number(short, p))
        }
    }
}
