import Foundation

// What each kind of animation does to the values at one sample of its timing: the
// per-frame half of `AnimationProgram`. Effects are immutable classes so a frame reaches
// them through one reference, without copying their prepared data.

/// Applies an animation at a timing sample.
protocol AnimationEffect: AnyObject {
    /// Writes the animation's values for `sample` (`progress` already eased) into
    /// `presented`; `phase` is the animation's whole phase (groups pass it on).
    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double,
               into presented: inout RenderValues)
}

/// An effect that animates one key path.
protocol PropertyEffect: AnimationEffect {
    var target: LayerKeyPath { get }
}

/// The two ends of a basic animation after Apple's from/to/by rules; "base" is the
/// value beneath the animation at each frame (the model, plus earlier animations).
enum BasicSource {
    /// `fromValue` and `toValue` (or either with `byValue`): fixed ends.
    case fixed(ValueInterpolator)
    /// `fromValue` only: from it to the base.
    case fromToBase(AnimatableValue)
    /// `toValue` only: from the base to it.
    case baseTo(AnimatableValue)
    /// `byValue` only: from the base to the base plus it.
    case baseBy(AnimatableValue)
    /// None: from the value on screen when the animation was added to the base (the
    /// implicit animation).
    case previousToBase(AnimatableValue?)

    /// The source Apple's rules make of a basic animation's `fromValue`, `toValue` and
    /// `byValue` (`previous`: the value on screen, for an animation with none of them).
    init(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, previous: AnimatableValue?,
         context: String) {
        switch (from, to, by) {
        case let (from?, to?, _): self = .fixed(ValueInterpolator(from: from, to: to, context: context))
        case let (from?, nil, by?): self = .fixed(ValueInterpolator(from: from, to: from.adding(by), context: context))
        case let (nil, to?, by?): self = .fixed(ValueInterpolator(from: to.subtracting(by), to: to, context: context))
        case let (from?, nil, nil): self = .fromToBase(from)
        case let (nil, to?, nil): self = .baseTo(to)
        case let (nil, nil, by?): self = .baseBy(by)
        case (nil, nil, nil): self = .previousToBase(previous)
        }
    }

    var needsBase: Bool {
        if case .fixed = self { return false }
        return true
    }

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

/// How a property animation writes its value: through its value function, added to the
/// value beneath when additive, accumulated over repeats when cumulative.
struct ValueWriter {
    let target: LayerKeyPath
    let valueFunction: ValueFunctionKind?
    let isAdditive: Bool
    let isCumulative: Bool

    /// Whether the value is written as it is (no value function, not additive or
    /// cumulative), so the plain fast path applies.
    var writesDirectly: Bool { valueFunction == nil && !isAdditive && !isCumulative }

    /// Writes `value` for repeat `iteration`; `cycleEnd` gives the value at the end of
    /// a cycle (asked only for cumulative repeats).
    func write(_ value: AnimatableValue, iteration: Int, cycleEnd: () -> AnimatableValue,
               into presented: inout RenderValues) {
        var result = value
        if isCumulative, iteration > 0 {
            result = result.cumulative(cycleEnd: cycleEnd(), completedCycles: iteration)
        }
        if let valueFunction, let transform = valueFunction.transform(for: result) {
            result = .transform(transform)
        }
        if isAdditive, let base = RenderValues.value(at: target, in: &presented) {
            result = base.adding(result)
        }
        presented.set(result, at: target)
    }
}

/// `CABasicAnimation`.
final class BasicEffect: PropertyEffect {
    let writer: ValueWriter
    let source: BasicSource
    let plain: PlainBlend?
    var target: LayerKeyPath { writer.target }

    init(writer: ValueWriter, source: BasicSource) {
        self.writer = writer
        self.source = source
        plain = writer.writesDirectly ? PlainBlend(source) : nil
    }

    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        if let plain {
            return plain.write(at: progress, to: writer.target, into: &presented)
        }
        let base = source.needsBase ? RenderValues.value(at: writer.target, in: &presented) : nil
        writer.write(source.value(at: progress, base: base), iteration: sample.iteration,
                     cycleEnd: { source.value(at: 1, base: base) }, into: &presented)
    }
}

/// A `CABasicAnimation` of `contents`: a cross-dissolve from the first picture to the
/// second, as Apple's layers animate their contents, while the rest of the layer and its
/// sublayers draw as they are.
final class ContentsFadeEffect: PropertyEffect {
    let source: BasicSource
    let target: LayerKeyPath

    init(target: LayerKeyPath, source: BasicSource) {
        self.target = target
        self.source = source
    }

    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        let base = source.needsBase ? AnimatableValue.discrete(presented.contents) : nil
        guard case .discrete(let from) = source.value(at: 0, base: base),
              case .discrete(let to) = source.value(at: 1, base: base) else { return }
        guard progress > 0 else { presented.contents = from; return }
        presented.contents = to
        if progress < 1, !Self.isSamePicture(from, to) {
            presented.contentsFadeFrom = from
            presented.contentsFadeWeight = Float(1 - progress)
        }
    }

    /// Whether two `contents` values are one picture (both none, or the same object):
    /// then there is nothing to cross-fade. Identity only, so a frame never boxes values
    /// to compare them.
    private static func isSamePicture(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return type(of: x) is AnyClass && (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }
}

/// `CASpringAnimation`: the spring's displacement at the sample's simple time (seconds)
/// is the fraction between the two ends; the timing function does not apply.
final class SpringEffect: PropertyEffect {
    let writer: ValueWriter
    let source: BasicSource
    let solver: SpringSolver
    let plain: PlainBlend?
    var target: LayerKeyPath { writer.target }

    init(writer: ValueWriter, source: BasicSource, solver: SpringSolver) {
        self.writer = writer
        self.source = source
        self.solver = solver
        plain = writer.writesDirectly ? PlainBlend(source) : nil
    }

    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        if let plain {
            return plain.write(at: solver.value(at: sample.simpleTime), to: writer.target, into: &presented)
        }
        let base = source.needsBase ? RenderValues.value(at: writer.target, in: &presented) : nil
        writer.write(source.value(at: solver.value(at: sample.simpleTime), base: base), iteration: sample.iteration,
                     cycleEnd: { source.value(at: 1, base: base) }, into: &presented)
    }
}

/// `CAKeyframeAnimation`, with the layer turned along a path's tangent in a rotation mode.
final class KeyframeEffect: PropertyEffect {
    let writer: ValueWriter
    let track: KeyframeTrack
    var target: LayerKeyPath { writer.target }

    init(writer: ValueWriter, track: KeyframeTrack) {
        self.writer = writer
        self.track = track
    }

    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        if writer.writesDirectly {
            switch track.value(atProgress: progress) {
            case .point(let p): presented.setPoint(p, at: writer.target)
            case .scalar(let v): presented.setScalar(v, at: writer.target)
            case .transform(let t): presented.setTransform(t, at: writer.target)
            case .color(let c): presented.setColor(c, at: writer.target)
            case let other: presented.set(other, at: writer.target)
            }
        } else {
            writer.write(track.value(atProgress: progress), iteration: sample.iteration,
                         cycleEnd: { track.value(atProgress: 1) }, into: &presented)
        }
        if let angle = track.rotation(atProgress: progress) {
            // The layer turns with the path's tangent, in its own plane.
            presented.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), presented.transform)
        }
    }
}

/// `CAAnimationGroup`: each child runs in the group's simple time, cut off at the
/// group's duration.
final class GroupEffect: AnimationEffect {
    let children: [AnimationProgram]
    let duration: CFTimeInterval

    init(children: [AnimationProgram], duration: CFTimeInterval) {
        self.children = children
        self.duration = duration
    }

    /// The children see the group's time after its timing function: a group's curve
    /// warps their time, and each child's own curve then applies to its own progress.
    func apply(_ phase: TimingPhase, sample: TimingSample, progress: Double, into presented: inout RenderValues) {
        var groupPhase = phase
        if progress != sample.progress, duration > 0, duration.isFinite {
            groupPhase.sample = TimingSample(simpleTime: progress * duration, progress: progress,
                                             iteration: sample.iteration)
        }
        for child in children {
            guard let childPhase = child.timing.childPhase(inGroup: groupPhase, groupDuration: duration) else { continue }
            child.apply(childPhase, into: &presented)
        }
    }
}
