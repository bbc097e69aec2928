import Foundation
import Testing
@testable import Lamina

/// The phase arithmetic of `MediaTiming`, checked against values worked out by hand
/// from Apple's rules: τ = (t − beginTime)·speed, cycles of `duration` (doubled by
/// autoreverses), an active duration of `repeatDuration`, `repeatCount` cycles or one,
/// `timeOffset` wrapping inside it, and fill modes outside it.
@Suite struct TimingPhaseTests {
    func timing(begin: CFTimeInterval = 0, duration: CFTimeInterval, speed: Float = 1,
                offset: CFTimeInterval = 0, repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0,
                autoreverses: Bool = false, fill: CAMediaTimingFillMode = .removed) -> MediaTiming {
        var t = MediaTiming()
        t.beginTime = begin
        t.duration = duration
        t.speed = speed
        t.timeOffset = offset
        t.repeatCount = repeatCount
        t.repeatDuration = repeatDuration
        t.autoreverses = autoreverses
        t.fillMode = fill
        return t
    }

    func expectSample(_ phase: TimingPhase, _ kind: TimingPhase.Kind, simple: Double, progress: Double,
                      iteration: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(phase.kind == kind, sourceLocation: sourceLocation)
        guard let sample = phase.sample else {
            Issue.record("expected a sample, got none (\(phase.kind))", sourceLocation: sourceLocation)
            return
        }
        #expect(abs(sample.simpleTime - simple) < 1e-9, "simple \(sample.simpleTime) ≠ \(simple)",
                sourceLocation: sourceLocation)
        #expect(abs(sample.progress - progress) < 1e-9, "progress \(sample.progress) ≠ \(progress)",
                sourceLocation: sourceLocation)
        #expect(sample.iteration == iteration, sourceLocation: sourceLocation)
    }

    @Test func oneCycleIsActiveFromBeginTimeForDuration() {
        let t = timing(begin: 10, duration: 2)
        expectSample(t.phase(atParentTime: 10), .active, simple: 0, progress: 0, iteration: 0)
        expectSample(t.phase(atParentTime: 11), .active, simple: 1, progress: 0.5, iteration: 0)
        expectSample(t.phase(atParentTime: 11.5), .active, simple: 1.5, progress: 0.75, iteration: 0)
        #expect(t.phase(atParentTime: 9.99) == TimingPhase(kind: .before, sample: nil))
        #expect(t.phase(atParentTime: 12) == TimingPhase(kind: .after, sample: nil))
        #expect(t.activeStart == 10)
        #expect(t.activeEnd == 12)
    }

    @Test func fillModesShowTheFirstAndLastFrames() {
        let backwards = timing(begin: 10, duration: 2, fill: .backwards)
        expectSample(backwards.phase(atParentTime: 5), .before, simple: 0, progress: 0, iteration: 0)
        #expect(backwards.phase(atParentTime: 13).sample == nil)

        let forwards = timing(begin: 10, duration: 2, fill: .forwards)
        #expect(forwards.phase(atParentTime: 5).sample == nil)
        expectSample(forwards.phase(atParentTime: 13), .after, simple: 2, progress: 1, iteration: 0)

        let both = timing(begin: 10, duration: 2, fill: .both)
        expectSample(both.phase(atParentTime: 5), .before, simple: 0, progress: 0, iteration: 0)
        expectSample(both.phase(atParentTime: 100), .after, simple: 2, progress: 1, iteration: 0)

        let removed = timing(begin: 10, duration: 2, fill: .removed)
        #expect(!removed.phase(atParentTime: 5).isShown)
        #expect(!removed.phase(atParentTime: 13).isShown)
    }

    @Test func fractionalRepeatCountEndsMidCycle() {
        // 1.5 cycles of 2 s: active for 3 s, the second cycle stops halfway.
        let t = timing(begin: 0, duration: 2, repeatCount: 1.5, fill: .forwards)
        #expect(t.activeDuration == 3)
        #expect(t.activeEnd == 3)
        expectSample(t.phase(atParentTime: 2.5), .active, simple: 0.5, progress: 0.25, iteration: 1)
        expectSample(t.phase(atParentTime: 10), .after, simple: 1, progress: 0.5, iteration: 1)
    }

    @Test func wholeRepeatCountEndsAtTheEndOfItsLastCycle() {
        let t = timing(begin: 0, duration: 2, repeatCount: 2, fill: .forwards)
        expectSample(t.phase(atParentTime: 1.9), .active, simple: 1.9, progress: 0.95, iteration: 0)
        expectSample(t.phase(atParentTime: 2), .active, simple: 0, progress: 0, iteration: 1)
        // Exactly on the boundary the last cycle's end is shown, not the next one's start.
        expectSample(t.phase(atParentTime: 4), .after, simple: 2, progress: 1, iteration: 1)
    }

    @Test func autoreversesPlaysEachCycleBackwardsInItsSecondHalf() {
        // duration 2 → cycle 4: forwards over 0…2, backwards over 2…4.
        let t = timing(begin: 0, duration: 2, autoreverses: true, fill: .forwards)
        #expect(t.activeDuration == 4)
        expectSample(t.phase(atParentTime: 1), .active, simple: 1, progress: 0.5, iteration: 0)
        // Halfway through the second half: τ = 3 → simple 2·2 − 3 = 1, progress 0.5 …
        expectSample(t.phase(atParentTime: 3), .active, simple: 1, progress: 0.5, iteration: 0)
        // … going down.
        let later = t.phase(atParentTime: 3.5).sample!.progress
        #expect(abs(later - 0.25) < 1e-9)
        // An autoreversed cycle ends where it began.
        expectSample(t.phase(atParentTime: 4), .after, simple: 0, progress: 0, iteration: 0)

        let twice = timing(begin: 0, duration: 2, repeatCount: 2, autoreverses: true, fill: .forwards)
        #expect(twice.activeDuration == 8)
        expectSample(twice.phase(atParentTime: 5), .active, simple: 1, progress: 0.5, iteration: 1)
        expectSample(twice.phase(atParentTime: 9), .after, simple: 0, progress: 0, iteration: 1)

        let oneAndAHalf = timing(begin: 0, duration: 2, repeatCount: 1.5, autoreverses: true, fill: .forwards)
        // 1.5 cycles of 4 s = 6 s: ends at the top of the second cycle's forward half.
        expectSample(oneAndAHalf.phase(atParentTime: 7), .after, simple: 2, progress: 1, iteration: 1)
    }

    @Test func repeatDurationSetsTheActiveIntervalAndWinsOverRepeatCount() {
        let t = timing(begin: 1, duration: 2, repeatDuration: 5, fill: .forwards)
        #expect(t.activeDuration == 5)
        #expect(t.activeEnd == 6)
        expectSample(t.phase(atParentTime: 5.5), .active, simple: 0.5, progress: 0.25, iteration: 2)
        expectSample(t.phase(atParentTime: 6), .after, simple: 1, progress: 0.5, iteration: 2)

        let both = timing(duration: 2, repeatCount: 10, repeatDuration: 3)
        #expect(both.activeDuration == 3)
    }

    @Test func timeOffsetStartsInsideAndWrapsAroundTheActiveInterval() {
        // Apple: duration 5, timeOffset 2 → begins at the 2 s mark, runs to the end,
        // loops back to the beginning and stops at the 2 s mark.
        let t = timing(begin: 10, duration: 5, offset: 2, fill: .both)
        expectSample(t.phase(atParentTime: 10), .active, simple: 2, progress: 0.4, iteration: 0)
        expectSample(t.phase(atParentTime: 12.5), .active, simple: 4.5, progress: 0.9, iteration: 0)
        expectSample(t.phase(atParentTime: 13), .active, simple: 0, progress: 0, iteration: 0)
        expectSample(t.phase(atParentTime: 14.5), .active, simple: 1.5, progress: 0.3, iteration: 0)
        #expect(t.activeEnd == 15, "the offset does not lengthen the animation")
        expectSample(t.phase(atParentTime: 20), .after, simple: 2, progress: 0.4, iteration: 0)
        expectSample(t.phase(atParentTime: 0), .before, simple: 2, progress: 0.4, iteration: 0)

        // With repeats the wrap is around the whole active interval (2 cycles = 10 s).
        let repeated = timing(begin: 0, duration: 5, offset: 7, repeatCount: 2)
        expectSample(repeated.phase(atParentTime: 0), .active, simple: 2, progress: 0.4, iteration: 1)
        expectSample(repeated.phase(atParentTime: 4), .active, simple: 1, progress: 0.2, iteration: 0)

        // A negative offset wraps the same way: −1 ≡ 4 in a 5 s interval.
        let negative = timing(begin: 0, duration: 5, offset: -1)
        expectSample(negative.phase(atParentTime: 0), .active, simple: 4, progress: 0.8, iteration: 0)
    }

    @Test func speedScalesLocalTime() {
        let fast = timing(begin: 1, duration: 2, speed: 2)
        #expect(fast.activeEnd == 2)
        expectSample(fast.phase(atParentTime: 1.5), .active, simple: 1, progress: 0.5, iteration: 0)
        let slow = timing(begin: 0, duration: 2, speed: 0.5)
        #expect(slow.activeEnd == 4)
        expectSample(slow.phase(atParentTime: 3), .active, simple: 1.5, progress: 0.75, iteration: 0)
    }

    @Test func negativeSpeedRunsBackwards() {
        // τ = (t − 10)·(−1): active for τ in [0, 2), i.e. t in (8, 10].
        let t = timing(begin: 10, duration: 2, speed: -1, fill: .both)
        #expect(t.activeStart == 8)
        #expect(t.activeEnd == 10)
        expectSample(t.phase(atParentTime: 8.5), .active, simple: 1.5, progress: 0.75, iteration: 0)
        expectSample(t.phase(atParentTime: 9.5), .active, simple: 0.5, progress: 0.25, iteration: 0)
        // As parent time advances the progress goes down.
        let a = t.phase(atParentTime: 9).sample!.progress
        let b = t.phase(atParentTime: 9.2).sample!.progress
        #expect(b < a)
        // Local "before" lies after beginTime, local "after" before the interval.
        expectSample(t.phase(atParentTime: 11), .before, simple: 0, progress: 0, iteration: 0)
        expectSample(t.phase(atParentTime: 7), .after, simple: 2, progress: 1, iteration: 0)
    }

    @Test func speedZeroFreezesAtTheBeginning() {
        let t = timing(begin: 10, duration: 2, speed: 0, offset: 0.5)
        for time in [-1000.0, 0, 10, 11, 1e6] {
            expectSample(t.phase(atParentTime: time), .active, simple: 0.5, progress: 0.25, iteration: 0)
        }
        #expect(t.activeStart == -.infinity)
        #expect(t.activeEnd == .infinity)
        #expect(t.nextPhaseChange(afterParentTime: 0) == .infinity)
    }

    @Test func repeatingForever() {
        for forever in [Float.greatestFiniteMagnitude, .infinity] {
            let t = timing(begin: 1, duration: 2, repeatCount: forever)
            #expect(t.repeatsForever)
            #expect(t.activeDuration == .infinity)
            #expect(t.activeEnd == .infinity)
            expectSample(t.phase(atParentTime: 1002), .active, simple: 1, progress: 0.5, iteration: 500)
        }
        let byDuration = timing(duration: 2, repeatDuration: .infinity)
        #expect(byDuration.activeEnd == .infinity)
        expectSample(byDuration.phase(atParentTime: 7), .active, simple: 1, progress: 0.5, iteration: 3)
        let reversing = timing(duration: 2, repeatCount: .greatestFiniteMagnitude, autoreverses: true)
        expectSample(reversing.phase(atParentTime: 403), .active, simple: 1, progress: 0.5, iteration: 100)
        // A finite count, however large, still ends.
        #expect(timing(duration: 2, repeatCount: 1e6).activeEnd == 2e6)
    }

    @Test func zeroDurationIsHandledWithoutNaN() {
        let t = timing(begin: 5, duration: 0, fill: .both)
        expectSample(t.phase(atParentTime: 4), .before, simple: 0, progress: 0, iteration: 0)
        expectSample(t.phase(atParentTime: 5), .after, simple: 0, progress: 1, iteration: 0)
        #expect(t.activeStart == 5 && t.activeEnd == 5)
        let repeating = timing(duration: 0, repeatDuration: 3)
        expectSample(repeating.phase(atParentTime: 1), .active, simple: 0, progress: 1, iteration: 0)

        var odd = timing(duration: -3, offset: .nan)
        odd.speed = .nan
        for time in [-1.0, 0, 1, .infinity, -.infinity, .nan] {
            let phase = odd.phase(atParentTime: time)
            if let sample = phase.sample {
                #expect(!sample.progress.isNaN && !sample.simpleTime.isNaN)
            }
        }
        let infinite = timing(duration: 2, repeatCount: .infinity)
        let far = infinite.phase(atParentTime: .infinity)
        #expect(far.sample.map { !$0.progress.isNaN } ?? true)
    }

    @Test func nextPhaseChangeIsTheNextBoundary() {
        let t = timing(begin: 10, duration: 2)
        #expect(t.nextPhaseChange(afterParentTime: 0) == 10)
        #expect(t.nextPhaseChange(afterParentTime: 10.5) == 12)
        #expect(t.nextPhaseChange(afterParentTime: 12) == .infinity)
        let forever = timing(begin: 10, duration: 2, repeatCount: .infinity)
        #expect(forever.nextPhaseChange(afterParentTime: 11) == .infinity)
    }

    // MARK: Groups

    @Test func groupChildrenRunInTheGroupsTimeAndAreCutOffAtItsDuration() {
        let group = timing(begin: 100, duration: 5, fill: .forwards)
        let child = timing(begin: 1, duration: 10)
        // At parent 103 the group's simple time is 3: the child is 2 s in, progress 0.2.
        let inside = child.childPhase(inGroup: group.phase(atParentTime: 103), groupDuration: 5)
        expectSample(inside!, .active, simple: 2, progress: 0.2, iteration: 0)
        // After the group ends (held forwards) the child stays where the group stopped:
        // 4 s of its 10 s, never further.
        let held = child.childPhase(inGroup: group.phase(atParentTime: 200), groupDuration: 5)
        expectSample(held!, .active, simple: 4, progress: 0.4, iteration: 0)
        // A group that is not shown shows no child.
        let gone = timing(begin: 100, duration: 5)
        #expect(child.childPhase(inGroup: gone.phase(atParentTime: 200), groupDuration: 5) == nil)
        #expect(child.childPhase(inGroup: gone.phase(atParentTime: 50), groupDuration: 5) == nil)
    }

    @Test func aChildEndingWithAHeldGroupHoldsItsLastFrame() {
        let group = timing(begin: 0, duration: 5, fill: .forwards)
        let child = timing(duration: 5)
        let end = child.childPhase(inGroup: group.phase(atParentTime: 9), groupDuration: 5)
        expectSample(end!, .after, simple: 5, progress: 1, iteration: 0)
        // A shorter child without fill has finished inside the group and shows nothing.
        let short = timing(duration: 2)
        let after = short.childPhase(inGroup: group.phase(atParentTime: 3), groupDuration: 5)
        #expect(after?.kind == .after && after?.sample == nil)
        // … unless it fills forwards.
        let held = timing(duration: 2, fill: .forwards)
        expectSample(held.childPhase(inGroup: group.phase(atParentTime: 3), groupDuration: 5)!,
                     .after, simple: 2, progress: 1, iteration: 0)
    }

    @Test func groupRepeatsCarryTheirChildren() {
        let group = timing(duration: 2, repeatCount: 2)
        let child = timing(duration: 2)
        // Parent 3 is 1 s into the group's second cycle.
        expectSample(child.childPhase(inGroup: group.phase(atParentTime: 3), groupDuration: 2)!,
                     .active, simple: 1, progress: 0.5, iteration: 0)
        let reversing = timing(duration: 2, autoreverses: true)
        // 3 s into a 2 s autoreversed group: group simple time 1, child at 1 s.
        expectSample(child.childPhase(inGroup: reversing.phase(atParentTime: 3), groupDuration: 2)!,
                     .active, simple: 1, progress: 0.5, iteration: 0)
    }

    @Test func resolvingDurationReplacesOnlyZero() {
        #expect(timing(duration: 0).resolvingDuration(0.25).duration == 0.25)
        #expect(timing(duration: 2).resolvingDuration(0.25).duration == 2)
        #expect(timing(duration: 0).resolvingDuration(0).duration == 0)
    }
}
