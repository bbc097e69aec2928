import Foundation

// The value engine of CAKeyframeAnimation. Input, once when the animation is added:
// the converted values (or a path), keyTimes, per-segment timing curves, the
// calculation mode, tension / continuity / bias and the rotation mode; everything
// that can be is computed then (key times, decomposed transforms, spline weights, arc
// lengths). Output, per frame on the evaluating thread: the value (and the rotation
// angle along a path) at a progress in [0, 1] through one cycle, without allocating
// for numbers, points, sizes, rectangles, colours and transforms.

/// A keyframe animation's values prepared for evaluation.
///
/// Apple's rules it follows (CAKeyframeAnimation documentation: `values`, `path`,
/// `keyTimes`, `timingFunctions`, `calculationMode`, the calculation-mode constants,
/// `tensionValues` / `continuityValues` / `biasValues`, `rotationMode`):
/// - Without `keyTimes`, keyframes are evenly spaced. `keyTimes` must rise (or stay
///   level) from 0 to 1, one per value — one more than the values in `discrete` mode —
///   and are ignored in the paced modes. Lamina also accepts `discrete` key times with
///   one per value (the last value then holds from its key time to the end), a common
///   spelling in sprite animations.
/// - `timingFunctions` has one entry per segment (values − 1) and reshapes time within
///   each segment; it is ignored where no segment is interpolated (`discrete`) or the
///   pace is generated (`paced`, `cubicPaced`).
/// - Tension, continuity and bias apply to the cubic modes; a keyframe without an entry
///   uses 0, extra entries are ignored (Apple: "If you do not specify a value for a given
///   control point, the value 0 is used").
/// - A `path` replaces `values`: its first point and the end of every line, curve and
///   closing segment are the keyframes; a move inside the path is not a keyframe (the
///   layer jumps to it when the next segment begins). See `KeyframeTrack+Path.swift`.
///
/// Inconsistent input — no values, values of different kinds, `keyTimes` or
/// `timingFunctions` of the wrong length, key times that are not finite, outside
/// [0, 1], falling, or not starting at 0 and ending at 1 — makes the initializer fail
/// with one diagnostic naming the mismatch; the animation is then ignored, as Core
/// Animation ignores such animations.
package struct KeyframeTrack {
    /// Reshapes time within one segment: maps [0, 1] to [0, 1] (a
    /// `CAMediaTimingFunction`'s solve).
    package typealias TimingCurve = (Double) -> Double

    /// How values between keyframes are computed.
    package let calculationMode: KeyframeCalculationMode
    /// Whether `rotation(atProgress:)` reports an angle.
    package let rotationMode: KeyframeRotationMode
    /// The keyframe values; for a path, its keyframe points (`.point`).
    package let values: [AnimatableValue]
    /// When each keyframe is reached, as a fraction of the cycle: one per value, from 0
    /// to 1 (generated from distances in the paced modes). In `discrete` mode, the
    /// values.count + 1 boundaries of the intervals the values hold.
    package let keyTimes: [Double]

    /// One optional curve per segment; empty when none applies.
    let timingCurves: [SegmentCurve?]
    /// The values decomposed and hemisphere-aligned, when they are transforms; else empty.
    let transformParts: [DecomposedTransform?]
    /// Cubic modes: per keyframe, the Kochanek–Bartels weights (A, B) of its outgoing
    /// tangent and (C, D) of its incoming one, over the chords before and after it.
    let tangentWeights: [SIMD4<Double>]
    /// `cubicPaced`: the spline's cumulative length at `arcSamples` parameter steps per
    /// segment; empty otherwise.
    private(set) var arcTable: [Double]
    /// Set when the track follows a path.
    let path: PathKeyframes?

    /// Parameter steps per segment in the `cubicPaced` arc-length table.
    static let arcSamples = 32

    // MARK: Building from values

    /// Prepares `values` (already converted, all of one kind) for evaluation; nil, with
    /// one diagnostic naming `context` (for example
    /// `CAKeyframeAnimation(keyPath: "position")`), when the arrays are inconsistent.
    /// `timingFunctions` entries may be nil (linear).
    package init?(values: [AnimatableValue], keyTimes: [Double]? = nil,
                  timingFunctions: [TimingCurve?]? = nil,
                  calculationMode: KeyframeCalculationMode = .linear,
                  tensionValues: [Double]? = nil, continuityValues: [Double]? = nil,
                  biasValues: [Double]? = nil, rotationMode: KeyframeRotationMode = .none,
                  context: String = "CAKeyframeAnimation") {
        guard let first = values.first else {
            Self.reject(context, "values is empty")
            return nil
        }
        if let other = values.first(where: { !$0.hasSameKind(as: first) }) {
            Self.reject(context, "values mix \(first.kindName) and \(other.kindName) entries")
            return nil
        }
        guard let times = Self.resolveKeyTimes(keyTimes, keyframes: values.count,
                                               mode: calculationMode, context: context),
              let curves = Self.resolveTimingCurves(timingFunctions, segments: values.count - 1,
                                                    mode: calculationMode, context: context) else {
            return nil
        }
        for i in values.indices.dropFirst() where calculationMode != .discrete {
            if let problem = values[i - 1].blendProblem(with: values[i]) {
                LaminaDiagnostics.report(.invalidValueType, "\(context): values[\(i - 1)] and values[\(i)] are \(problem)")
                break
            }
        }

        self.calculationMode = calculationMode
        self.rotationMode = rotationMode
        self.values = values
        self.timingCurves = curves
        self.path = nil
        if case .transform = first {
            transformParts = DecomposedTransform.aligned(values.map {
                if case .transform(let t) = $0 { return t }
                return CATransform3DIdentity
            })
        } else {
            transformParts = []
        }

        // Paced modes: key times proportional to the distance travelled.
        var resolved = times
        if calculationMode.isPaced, values.count > 1 {
            resolved = Self.pacedTimes(values: values, parts: transformParts)
        }
        self.keyTimes = resolved
        if calculationMode.isCubic, values.count > 1 {
            tangentWeights = Self.tangentWeights(times: resolved, tension: tensionValues,
                                                 continuity: continuityValues, bias: biasValues)
        } else {
            tangentWeights = []
        }
        arcTable = []
        if calculationMode == .cubicPaced, values.count > 1 {
            arcTable = buildArcTable()
        }
    }

    /// Memberwise, for the path initializer.
    init(mode: KeyframeCalculationMode, rotationMode: KeyframeRotationMode, path: PathKeyframes,
         keyTimes: [Double], timingCurves: [SegmentCurve?]) {
        calculationMode = mode
        self.rotationMode = rotationMode
        values = path.points.map { .point($0) }
        self.keyTimes = keyTimes
        self.timingCurves = timingCurves
        transformParts = []
        tangentWeights = []
        arcTable = []
        self.path = path
    }

    // MARK: Evaluation

    /// The value at `progress` through one cycle (clamped to [0, 1]; NaN reads as 0).
    package func value(atProgress progress: Double) -> AnimatableValue {
        let p = Self.clamp(progress)
        if let path { return .point(pathPosition(path, at: p)) }
        if values.count == 1 { return values[0] }
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(p)]
        case .linear, .paced:
            let (k, s) = segment(at: p)
            return blend(k, s)
        case .cubic:
            let (k, s) = segment(at: p)
            return cubicValue(k, s)
        case .cubicPaced:
            let (k, s) = arcSegment(at: p)
            return cubicValue(k, s)
        }
    }

    /// The angle, in radians, the layer turns to under `rotationMode` at `progress`:
    /// the direction of travel (`atan2(dy, dx)` in the layer's coordinates, so in
    /// y-down coordinates moving down is π/2), plus π for `.autoReverse`. Nil when the
    /// mode is `.none` or the values are not points. Where the motion has no direction
    /// (a single keyframe, or only repeated points), the angle is 0 (π reversed).
    package func rotation(atProgress progress: Double) -> CGFloat? {
        guard rotationMode != .none else { return nil }
        let p = Self.clamp(progress)
        let direction: CGPoint?
        if let path {
            direction = pathTangent(path, at: p)
        } else {
            guard case .point = values[0] else { return nil }
            direction = valueDirection(at: p)
        }
        let angle = direction.map { atan2($0.y, $0.x) } ?? 0
        return rotationMode == .autoReverse ? angle + .pi : angle
    }

    // MARK: Locating keyframes

    /// The segment containing `p` and the (timing-reshaped) fraction within it. A key
    /// time shared by two keyframes jumps to the later one.
    func segment(at p: Double) -> (index: Int, fraction: Double) {
        let last = keyTimes.count - 2
        if p >= 1 { return (last, 1) }
        // Largest k ≤ last with keyTimes[k] ≤ p.
        var lo = 0, hi = last
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if keyTimes[mid] <= p { lo = mid } else { hi = mid - 1 }
        }
        let span = keyTimes[lo + 1] - keyTimes[lo]
        var s = span > 0 ? min(max((p - keyTimes[lo]) / span, 0), 1) : 1
        if lo < timingCurves.count, let curve = timingCurves[lo] { s = curve.map(s) }
        return (lo, s)
    }

    /// The index of the value a discrete track shows at `p`: the last whose interval
    /// starts at or before `p`.
    func discreteIndex(_ p: Double) -> Int {
        var lo = 0, hi = values.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if keyTimes[mid] <= p { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The linear blend within segment `k`.
    private func blend(_ k: Int, _ s: Double) -> AnimatableValue {
        if !transformParts.isEmpty {
            if let a = transformParts[k], let b = transformParts[k + 1] {
                return .transform(a.interpolated(to: b, fraction: s).transform)
            }
            if case .transform(let a) = values[k], case .transform(let b) = values[k + 1] {
                return .transform(TransformInterpolator.lerpEntries(a, b, CGFloat(s)))
            }
        }
        return values[k].interpolated(to: values[k + 1], fraction: CGFloat(s))
    }

    /// The direction of motion of a point track at `p`.
    private func valueDirection(at p: Double) -> CGPoint? {
        let n = values.count
        guard n > 1 else { return nil }
        var k: Int
        switch calculationMode {
        case .discrete:
            k = min(discreteIndex(p), n - 2)
        case .linear, .paced:
            k = segment(at: p).index
        case .cubic, .cubicPaced:
            let (index, s) = calculationMode == .cubic ? segment(at: p) : arcSegment(at: p)
            if case .point(let d) = cubicDerivative(index, s), d.x != 0 || d.y != 0 { return d }
            k = index
        }
        // The chord of segment k, or the nearest non-degenerate one.
        func chord(_ j: Int) -> CGPoint? {
            guard j >= 0, j < n - 1, case .point(let a) = values[j], case .point(let b) = values[j + 1],
                  a != b else { return nil }
            return CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        for offset in 0..<n {
            if let d = chord(k + offset) ?? chord(k - offset) { return d }
        }
        return nil
    }

    // MARK: Building helpers

    /// A timing curve held in a struct, so that calling it per frame needs no
    /// reabstraction thunk (an optional closure read from an array would allocate one).
    struct SegmentCurve {
        let map: TimingCurve
    }

    /// Reports a rejected animation.
    static func reject(_ context: String, _ problem: String) {
        LaminaDiagnostics.report(.invalidArgument, "\(context): \(problem); the animation is ignored")
    }

    /// `progress` clamped to [0, 1], NaN as 0.
    static func clamp(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// The key times to use for `keyframes` keyframes: the given ones when valid for
    /// `mode`, even spacing when none are given (or the mode is paced, which ignores
    /// them); nil (reported) when they are invalid.
    static func resolveKeyTimes(_ given: [Double]?, keyframes n: Int, mode: KeyframeCalculationMode,
                                context: String) -> [Double]? {
        let discrete = mode == .discrete
        guard let given, !given.isEmpty, !mode.isPaced else {
            let intervals = discrete ? n : n - 1
            guard intervals > 0 else { return [0] }
            return (0...intervals).map { Double($0) / Double(intervals) }
        }
        let expected = discrete ? n + 1 : n
        guard given.count == expected || (discrete && given.count == n) else {
            reject(context, "keyTimes has \(given.count) entries for \(n) keyframes (\(mode.rawValue) mode "
                + "needs \(expected))")
            return nil
        }
        for (i, t) in given.enumerated() {
            guard t.isFinite, t >= 0, t <= 1 else {
                reject(context, "keyTimes[\(i)] is \(t), outside 0…1")
                return nil
            }
            if i > 0, t < given[i - 1] {
                reject(context, "keyTimes[\(i)] (\(t)) is less than keyTimes[\(i - 1)] (\(given[i - 1]))")
                return nil
            }
        }
        guard given[0] == 0, given[given.count - 1] == 1 || given.count == 1 else {
            reject(context, "keyTimes must start at 0 and end at 1 (they run from \(given[0]) to "
                + "\(given[given.count - 1]))")
            return nil
        }
        return discrete && given.count == n ? given + [1] : given
    }

    /// The per-segment curves to use: the given ones when they apply to `mode` and their
    /// count matches; nil (reported) on a count mismatch.
    static func resolveTimingCurves(_ given: [TimingCurve?]?, segments: Int, mode: KeyframeCalculationMode,
                                    context: String) -> [SegmentCurve?]? {
        guard let given, !given.isEmpty, mode == .linear || mode == .cubic else { return [] }
        guard given.count == segments else {
            reject(context, "timingFunctions has \(given.count) entries for \(segments) segments "
                + "(one per pair of neighbouring keyframes)")
            return nil
        }
        return given.map { $0.map(SegmentCurve.init) }
    }

    /// Key times proportional to the cumulative distance between neighbouring values
    /// (even spacing when the values do not move at all).
    static func pacedTimes(values: [AnimatableValue], parts: [DecomposedTransform?]) -> [Double] {
        var cumulative = [0.0]
        for i in 1..<values.count {
            let d: Double
            if !parts.isEmpty, let a = parts[i - 1], let b = parts[i] {
                d = a.distance(to: b)
            } else {
                d = Double(values[i - 1].distance(to: values[i]))
            }
            cumulative.append(cumulative[i - 1] + (d.isFinite ? d : 0))
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        var times = cumulative.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }
}
