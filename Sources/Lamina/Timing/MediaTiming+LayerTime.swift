import Foundation

// Input: the `MediaTiming` of a layer (or of an animation group) and a time in its
// parent's time space. Output: the local time its sublayers and animations run in.
// Pure arithmetic; any thread.
//
// Layer time composes down the tree. A root layer's parent time is absolute time
// (`CACurrentMediaTime()`); every other layer's is its superlayer's local time:
//
//   t_local = (t_parent − beginTime) × speed + timeOffset
//
// so a layer's local time is found by applying `localTime(fromParent:)` from the root
// down, and `convertTime(_:from:)` between two layers goes up from one to absolute time
// with `parentTime(fromLocal:)` and down to the other. Layers default to duration 0: no
// cycling, the formula above exactly. A layer with a positive duration cycles like an
// animation (repeat count, autoreverses) and its local time is its simple time,
// clamped to the ends of its active interval outside it.
//
// The pause / resume recipe of the seeds works on these values as written:
//   pause:  pausedTime = localTime(fromParent: now); speed = 0; timeOffset = pausedTime
//           → local time is pausedTime at every parent time;
//   resume: speed = 1; timeOffset = 0; beginTime = 0;
//           beginTime = localTime(fromParent: now) − pausedTime
//           → local time at `now` is pausedTime again and runs on from there.
//
// Animation groups: the children of a group run in the group's time space. Their
// parent time is the group's simple time (`TimingSample.simpleTime`, 0…duration), so
// they are cut off at the group's duration and repeat, reverse and fill with it; see
// `childPhase(inGroup:groupDuration:)`.

extension MediaTiming {
    /// The local time at parent time `t`: `(t − beginTime) × speed + timeOffset`
    /// (with speed 0, exactly `timeOffset`). With a positive `duration` the object
    /// cycles and this is its simple time within the current cycle, clamped to the
    /// first or last frame outside the active interval.
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        guard simpleDuration > 0 else {
            let local = localTimeSinceBegin(atParentTime: t) + (timeOffset.isFinite ? timeOffset : 0)
            return local.isNaN ? 0 : local
        }
        let phase = phase(atParentTime: t, fillsBackwards: true, fillsForwards: true, endInclusive: true)
        return phase.sample?.simpleTime ?? 0
    }

    /// The parent time at which the local time is `local`: the inverse of
    /// `localTime(fromParent:)`, `(local − timeOffset) / speed + beginTime`; nil when
    /// the speed is 0 (every parent time maps to the same local time). For an object
    /// that cycles this inverts the first cycle only.
    package func parentTime(fromLocal local: CFTimeInterval) -> CFTimeInterval? {
        let s = effectiveSpeed
        guard s != 0 else { return nil }
        let offset = timeOffset.isFinite ? timeOffset : 0
        return (local - offset) / s + beginTime
    }

    /// The phase of an animation inside a group, given the group's phase at the same
    /// moment; `groupDuration` is the group's resolved duration.
    ///
    /// A group that shows nothing (outside its interval without fill) shows none of its
    /// children: the result is nil. Otherwise the child is evaluated at the group's
    /// simple time, which never passes the group's duration — the child is cut off
    /// there, as Apple's documentation says ("a 10 second animation grouped within an
    /// animation group with a duration of 5 seconds displays only the first 5
    /// seconds"). When the group holds its final frame, a child that ends exactly
    /// with the group holds its final frame too, whatever its own fill mode.
    package func childPhase(inGroup group: TimingPhase, groupDuration: CFTimeInterval) -> TimingPhase? {
        guard let groupSample = group.sample else { return nil }
        let atGroupEnd = groupDuration > 0 && groupSample.simpleTime >= groupDuration
        return phase(atParentTime: groupSample.simpleTime,
                     fillsBackwards: fillMode.fillsBackwards,
                     fillsForwards: fillMode.fillsForwards,
                     endInclusive: atGroupEnd)
    }

    /// This timing with a duration of 0 replaced by `defaultDuration`: the transaction's
    /// duration for an animation added to a layer, the group's duration for an
    /// animation inside a group. A positive duration is kept.
    package func resolvingDuration(_ defaultDuration: CFTimeInterval) -> MediaTiming {
        guard simpleDuration == 0, defaultDuration.isFinite, defaultDuration > 0 else { return self }
        var resolved = self
        resolved.duration = defaultDuration
        return resolved
    }
}
