import Foundation

// Input: a compiled animation, its begin time, the time of its layer, the layer's
// committed values. Output: the animated values written into the presented values,
// and the animation's phase. Runs wherever frames are evaluated (the renderer's
// thread, or the app's for `presentation()`); allocation-free for numeric, point,
// size, rect, colour and transform values.

extension AnimationProgram {
    /// Applies the animation at `parentTime` (its layer's local time) to `presented`,
    /// whose animated key paths hold the model values plus any earlier animations.
    package func evaluate(parentTime: CFTimeInterval, beginTime: CFTimeInterval,
                          model: borrowing RenderValues, into presented: inout RenderValues) -> Phase {
        var t = timing
        t.beginTime = beginTime
        let phase = t.phase(atParentTime: parentTime)
        if phase.sample != nil { apply(phase, into: &presented) }
        switch phase.kind {
        case .before: return .pending
        case .active: return .active
        case .after: return .finished
        }
    }

    /// Writes the values the animation shows in `phase` (which has a sample).
    private func apply(_ phase: TimingPhase, into presented: inout RenderValues) {
        guard let sample = phase.sample else { return }
        let progress = curve.map { $0.solve(sample.progress) } ?? sample.progress
        switch effect {
        case .none, .transition:
            break
        case .basic(let target, let source, let valueFunction):
            let base = needsBase(source) ? presented.value(at: target) : nil
            var value = source.value(at: progress, base: base)
            if isCumulative, sample.iteration > 0 {
                value = value.cumulative(cycleEnd: source.value(at: 1, base: base), completedCycles: sample.iteration)
            }
            write(value, to: target, valueFunction: valueFunction, into: &presented)
        case .spring(let target, let source, let solver):
            let base = needsBase(source) ? presented.value(at: target) : nil
            let fraction = solver.value(at: sample.simpleTime)
            write(source.value(at: fraction, base: base), to: target, valueFunction: nil, into: &presented)
        case .keyframes(let target, let track, let valueFunction):
            var value = track.value(atProgress: progress)
            if isCumulative, sample.iteration > 0 {
                value = value.cumulative(cycleEnd: track.value(atProgress: 1), completedCycles: sample.iteration)
            }
            write(value, to: target, valueFunction: valueFunction, into: &presented)
            if let angle = track.rotation(atProgress: progress) {
                // The layer turns with the path's tangent, in its own plane.
                presented.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1),
                                                          presented.transform)
            }
        case .group(let children):
            for child in children {
                guard let childPhase = child.timing.childPhase(inGroup: phase, groupDuration: timing.duration),
                      childPhase.sample != nil else { continue }
                child.apply(childPhase, into: &presented)
            }
        }
    }

    /// Writes an animated value: through the value function, added to the value beneath
    /// when additive.
    private func write(_ value: AnimatableValue, to target: LayerKeyPath, valueFunction: ValueFunctionKind?,
                       into presented: inout RenderValues) {
        var result = value
        if let valueFunction, let transform = valueFunction.transform(for: value) {
            result = .transform(transform)
        }
        if isAdditive, let base = presented.value(at: target) {
            result = base.adding(result)
        }
        presented.set(result, at: target)
    }

    private func needsBase(_ source: BasicSource) -> Bool {
        if case .fixed = source { return false }
        return true
    }
}

extension AnimationProgram.BasicSource {
    /// The value at `fraction` (0…1, beyond for springs), given the value beneath.
    func value(at fraction: Double, base: AnimatableValue?) -> AnimatableValue {
        let f = CGFloat(fraction)
        switch self {
        case .fixed(let interpolator):
            return interpolator.value(at: fraction)
        case .fromToBase(let from):
            guard let base else { return from }
            return from.interpolated(to: base, fraction: f)
        case .baseTo(let to):
            guard let base else { return to }
            return base.interpolated(to: to, fraction: f)
        case .baseBy(let by):
            guard let base else { return by }
            return base.interpolated(to: base.adding(by), fraction: f)
        case .previousToBase(let previous):
            guard let base else { return previous ?? .discrete(nil) }
            guard let previous else { return base }
            return previous.interpolated(to: base, fraction: f)
        }
    }
}
