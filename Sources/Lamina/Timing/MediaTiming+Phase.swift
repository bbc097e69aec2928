import Foundation

// Input: a timed object's `MediaTiming` and a time in its parent's time space.
// Output: the object's phase there — before, active or after its active interval, and
// the simple time it shows. Pure arithmetic, no allocation; any thread.
//
// The rules are Apple's (`CAMediaTiming`, "Timing, Timespaces, and CAAnimation" and the
// `CAMediaTiming.h` comments), written out with these names:
//
//   τ = (t − beginTime) × speed            local time since the beginning (0 when
//                                          speed is 0: a frozen object stays at τ = 0)
//   d = duration                           one simple cycle
//   c = d, or 2d with autoreverses         one cycle as played
//   A = repeatDuration     if > 0          the active duration
//     = repeatCount × c    if > 0          (fractions allowed; `.greatestFiniteMagnitude`
//     = c                  otherwise        or infinity repeat forever: A = ∞)
//
// The object is *before* while τ < 0, *active* while 0 ≤ τ < A and *after* once τ ≥ A.
// Before and after are in local time, so a negative speed plays the active interval
// backwards as parent time advances: it is active for t in (beginTime + A/speed,
// beginTime], showing its end first, and its "before" (filled backwards) lies at parent
// times later than `beginTime`.
//
// While active, the active local time is u = τ + timeOffset wrapped into [0, A), so a
// time offset starts the animation that far in, runs to the end, loops back to the
// beginning and stops where it started (Apple's example: duration 5 and offset 2 show
// 2…5 then 0…2). Then u is cut into cycles: iteration k = ⌊u / c⌋ and r = u − k·c;
// with autoreverses the second half of a cycle plays backwards, simple = 2d − r for
// r > d. The progress is simple / d.
//
// Outside the active interval the fill mode decides: `.backwards`/`.both` show the
// first frame (u = timeOffset wrapped into [0, A)) before it, `.forwards`/`.both` the
// last one after it (u = A + timeOffset wrapped into (0, A]). Ending exactly on a cycle
// boundary shows that cycle's end — progress 1, or 0 after an autoreversed cycle — and
// a fractional repeat count ends mid-cycle (1.5 cycles end at progress 0.5).
//
// Duration 0 is resolved before this math (an animation's becomes the transaction's
// duration when it is added); here it is treated defensively: the cycle is empty, the
// active interval is empty unless `repeatDuration` gives one, and the progress is 0
// before and 1 from the start on. Non-finite inputs never produce NaN.

/// What a timed object shows at one instant: where it is in its current cycle.
package struct TimingSample: Equatable, Sendable {
    /// Local seconds into the current cycle after autoreverse folding, 0…`duration`.
    /// Springs evaluate their physics at this time.
    package var simpleTime: CFTimeInterval
    /// `simpleTime / duration`, 0…1: the input of the timing function.
    package var progress: Double
    /// The zero-based index of the repeat cycle; cumulative animations add this many
    /// times their per-cycle change.
    package var iteration: Int

    package init(simpleTime: CFTimeInterval, progress: Double, iteration: Int) {
        self.simpleTime = simpleTime
        self.progress = progress
        self.iteration = iteration
    }
}

/// Where a timed object is relative to its active interval at a parent time, and what
/// it shows there (nil when it shows nothing: outside the interval without fill).
package struct TimingPhase: Equatable, Sendable {
    /// Before, inside or after the active interval, in the object's local time.
    package enum Kind: Equatable, Sendable {
        /// Local time before the beginning (τ < 0).
        case before
        /// Inside the active interval (0 ≤ τ < active duration).
        case active
        /// At or past the end of the active interval; the object has finished.
        case after
    }

    package var kind: Kind
    /// What the object shows: always set while active, set outside the interval only
    /// when the fill mode extends the animation there.
    package var sample: TimingSample?

    package init(kind: Kind, sample: TimingSample?) {
        self.kind = kind
        self.sample = sample
    }

    /// Whether the object contributes anything at this time (active or filled).
    package var isShown: Bool { sample != nil }
}

extension MediaTiming {
    // MARK: Sanitized inputs

    /// `duration`, with negative and non-finite values read as 0.
    package var simpleDuration: CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }

    /// The length of one cycle as played: `duration`, doubled by `autoreverses`.
    package var cycleDuration: CFTimeInterval {
        autoreverses ? 2 * simpleDuration : simpleDuration
    }

    /// `speed` as a Double; non-finite speeds are read as 0 (frozen).
    package var effectiveSpeed: Double {
        let s = Double(speed)
        return s.isFinite ? s : 0
    }

    /// Whether the object repeats forever: `repeatDuration` (when > 0) or `repeatCount`
    /// (otherwise) is infinite or the greatest finite `Float`, Apple's "forever"
    /// (`HUGE_VALF`, `.greatestFiniteMagnitude`).
    package var repeatsForever: Bool {
        if repeatDuration > 0 { return repeatDuration >= Double(Float.greatestFiniteMagnitude) }
        return repeatCount >= .greatestFiniteMagnitude
    }

    /// The length of the active interval in local seconds (`.infinity` when it repeats
    /// forever): `repeatDuration` if > 0, else `repeatCount` cycles if > 0, else one.
    package var activeDuration: CFTimeInterval {
        if repeatsForever { return .infinity }
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycleDuration }
        return cycleDuration
    }

    /// `timeOffset`, with non-finite values read as 0.
    private var effectiveOffset: CFTimeInterval {
        timeOffset.isFinite ? timeOffset : 0
    }

    /// Local time since the beginning, τ = (t − beginTime) × speed; exactly 0 when the
    /// speed is 0 (a frozen object stays at its beginning) and 0 for NaN.
    package func localTimeSinceBegin(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        let s = effectiveSpeed
        guard s != 0 else { return 0 }
        let tau = (t - beginTime) * s
        return tau.isNaN ? 0 : tau
    }

    // MARK: Active interval in parent time

    /// The parent time at which the active interval starts: `beginTime` for a positive
    /// speed; for a negative speed `beginTime + A / speed` (`-infinity` when it repeats
    /// forever), where the end of the animation is shown first. A frozen object (speed
    /// 0) with a non-empty interval is active at every time (`-infinity`); one with an
    /// empty interval has finished at every time (also `-infinity`).
    package var activeStart: CFTimeInterval {
        let s = effectiveSpeed
        let a = activeDuration
        if s > 0 { return beginTime }
        if s < 0 { return a.isInfinite ? -.infinity : beginTime + a / s }
        return -.infinity
    }

    /// The parent time at which the active interval ends: `beginTime + A / speed` for a
    /// positive speed (`.infinity` when it repeats forever), `beginTime` for a negative
    /// one. A frozen object with a non-empty interval never ends (`.infinity`); one
    /// with an empty interval ended at `-infinity`.
    package var activeEnd: CFTimeInterval {
        let s = effectiveSpeed
        let a = activeDuration
        if s > 0 { return a.isInfinite ? .infinity : beginTime + a / s }
        if s < 0 { return beginTime }
        return a > 0 ? .infinity : -.infinity
    }

    /// The first parent time after `t` at which the phase changes kind (the active
    /// interval starts or ends), or `.infinity` if it never does again. A frame driver
    /// needs no frame for this object before then unless it is active with a nonzero
    /// speed.
    package func nextPhaseChange(afterParentTime t: CFTimeInterval) -> CFTimeInterval {
        let start = activeStart
        if start > t { return start }
        let end = activeEnd
        return end > t ? end : .infinity
    }

    // MARK: Phase

    /// The phase of the object at parent time `t`, with its own fill mode.
    package func phase(atParentTime t: CFTimeInterval) -> TimingPhase {
        phase(atParentTime: t, fillsBackwards: fillMode.fillsBackwards,
              fillsForwards: fillMode.fillsForwards, endInclusive: false)
    }

    /// The phase at parent time `t` with the fill decided by the caller. With
    /// `endInclusive`, the instant the active interval ends still shows the final
    /// frame even without forward fill (a group that holds its own end uses this for
    /// children that end exactly with it).
    package func phase(atParentTime t: CFTimeInterval, fillsBackwards: Bool, fillsForwards: Bool,
                       endInclusive: Bool) -> TimingPhase {
        let active = activeDuration
        let tau = localTimeSinceBegin(atParentTime: t)
        if tau < 0 {
            return TimingPhase(kind: .before, sample: fillsBackwards ? firstSample(active) : nil)
        }
        if tau < active {
            return TimingPhase(kind: .active, sample: activeSample(tau: tau, active: active))
        }
        let showsEnd = fillsForwards || (endInclusive && tau == active)
        return TimingPhase(kind: .after, sample: showsEnd ? finalSample(active) : nil)
    }

    /// What the object shows while active at local time τ.
    private func activeSample(tau: CFTimeInterval, active: CFTimeInterval) -> TimingSample {
        var u = tau + effectiveOffset
        if active.isFinite { u = Self.wrapHalfOpen(u, active) }
        return sample(atActiveTime: u, atEnd: false, zeroDurationProgress: 1)
    }

    /// The first frame of the active interval (backward fill).
    private func firstSample(_ active: CFTimeInterval) -> TimingSample {
        var u = effectiveOffset
        if active.isFinite { u = active > 0 ? Self.wrapHalfOpen(u, active) : 0 }
        return sample(atActiveTime: u, atEnd: false, zeroDurationProgress: 0)
    }

    /// The last frame of the active interval (forward fill).
    private func finalSample(_ active: CFTimeInterval) -> TimingSample {
        let u = active > 0 && active.isFinite ? Self.wrapEnd(active + effectiveOffset, active) : 0
        return sample(atActiveTime: u, atEnd: true, zeroDurationProgress: 1)
    }

    /// Cuts the active local time `u` into cycles and folds autoreversed halves. With
    /// `atEnd`, a time exactly on a cycle boundary shows the end of the cycle before it.
    private func sample(atActiveTime u: CFTimeInterval, atEnd: Bool,
                        zeroDurationProgress: Double) -> TimingSample {
        let d = simpleDuration
        guard d > 0 else { return TimingSample(simpleTime: 0, progress: zeroDurationProgress, iteration: 0) }
        let cycle = autoreverses ? 2 * d : d
        let time = u.isFinite ? u : 0
        var k = (time / cycle).rounded(.down)
        var r = time - k * cycle
        if r >= cycle { r -= cycle; k += 1 }
        if r < 0 { r = 0 }
        if atEnd, r == 0, k > 0 { k -= 1; r = cycle }
        var simple = autoreverses && r > d ? cycle - r : r
        simple = min(max(simple, 0), d)
        let iteration = k <= 0 ? 0 : (k >= 9.0e18 ? Int.max : Int(k))
        return TimingSample(simpleTime: simple, progress: simple / d, iteration: iteration)
    }

    /// `u` wrapped into `[0, length)`, for a finite positive `length`.
    private static func wrapHalfOpen(_ u: CFTimeInterval, _ length: CFTimeInterval) -> CFTimeInterval {
        guard length > 0 else { return 0 }
        var r = u.truncatingRemainder(dividingBy: length)
        if r < 0 { r += length }
        // A tiny negative remainder can round up to `length`: it is just before the end.
        return r < length ? r : length.nextDown
    }

    /// `u` wrapped into `(0, length]`, for a finite positive `length`: the end of the
    /// interval stays the end.
    private static func wrapEnd(_ u: CFTimeInterval, _ length: CFTimeInterval) -> CFTimeInterval {
        var r = u.truncatingRemainder(dividingBy: length)
        if r <= 0 { r += length }
        return min(r, length)
    }
}
