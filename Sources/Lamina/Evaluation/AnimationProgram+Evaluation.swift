import Foundation

// Input: a compiled animation, its begin time, the local time of its layer. Output: the
// animated values written into the layer's presented values, and the animation's
// phase. Runs wherever frames are evaluated (the renderer's thread, or the app's for
// `presentation()`); allocation-free for numeric, point, size, rect, colour and
// transform values.

extension AnimationProgram {
    /// Applies the animation at `parentTime` (its layer's local time) to `presented`,
    /// whose animated key paths hold the model values plus any earlier animations.
    package func evaluate(parentTime: CFTimeInterval, beginTime: CFTimeInterval,
                          into presented: inout RenderValues) -> Phase {
        var t = timing
        t.beginTime = beginTime
        return evaluate(parentTime: parentTime, timing: t, into: &presented)
    }

    /// `evaluate(parentTime:beginTime:into:)` with the timing (begin time included)
    /// given, so the render loop passes its stored copy without building one.
    package func evaluate(parentTime: CFTimeInterval, timing t: borrowing MediaTiming,
                          into presented: inout RenderValues) -> Phase {
        if let cycle = plainCycle {
            // Inside the active interval of a plain timing: the general rules reduce
            // to cutting the time into cycles.
            let tau = parentTime - t.beginTime
            if tau >= 0, tau < cycle.active {
                let k = (tau / cycle.duration).rounded(.down)
                let simple = min(max(tau - k * cycle.duration, 0), cycle.duration)
                let sample = TimingSample(simpleTime: simple, progress: simple / cycle.duration,
                                          iteration: k < 9.0e18 ? Int(k) : Int.max)
                apply(TimingPhase(kind: .active, sample: sample), into: &presented)
                return .active
            }
        }
        let phase = t.phase(atParentTime: parentTime, fillsBackwards: fillsBackwards,
                            fillsForwards: fillsForwards, endInclusive: false)
        apply(phase, into: &presented)
        switch phase.kind {
        case .before: return .pending
        case .active: return .active
        case .after: return .finished
        }
    }

    /// Writes the values the animation shows in `phase`, if it shows any.
    func apply(_ phase: TimingPhase, into presented: inout RenderValues) {
        guard let sample = phase.sample, let effect else { return }
        let progress = curve.map { $0.solve(sample.progress) } ?? sample.progress
        effect.apply(phase, sample: sample, progress: progress, into: &presented)
    }
}

extension AnimationProgram {
    /// The phase at `parentTime` (its layer's local time) for an animation that began at
    /// `beginTime`; its sample is set whenever the animation shows values.
    package func phase(parentTime: CFTimeInterval, beginTime: CFTimeInterval) -> TimingPhase {
        var t = timing
        t.beginTime = beginTime
        return t.phase(atParentTime: parentTime, fillsBackwards: fillsBackwards, fillsForwards: fillsForwards,
                       endInclusive: false)
    }

    /// The value a custom key's animation shows at `parentTime` over `base`, the key's
    /// value beneath it; nil when it shows none (or animates no custom key).
    func customValue(parentTime: CFTimeInterval, beginTime: CFTimeInterval,
                     base: AnimatableValue?) -> AnimatableValue? {
        guard let custom, let sample = phase(parentTime: parentTime, beginTime: beginTime).sample else { return nil }
        let progress = curve.map { $0.solve(sample.progress) } ?? sample.progress
        return custom.value(sample: sample, progress: progress, base: base)
    }
}
