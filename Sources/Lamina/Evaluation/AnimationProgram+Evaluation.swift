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
