import Foundation

/// An animation in one of the shapes nearly every app uses, reduced to plain numbers
/// so the frame loop evaluates it inline: no dynamic dispatch, no reference counting,
/// no enum copies. Basic and spring animations between two numbers, points or colours
/// (or from the value beneath to a number), and linear or paced keyframes of those,
/// each with the usual timing (speed 1, no offset, no autoreverse, repeated by count or
/// forever) and no value function, additive or cumulative writing. Inside the active
/// interval the frame loop uses this; everywhere else (fills, the end, anything
/// unusual) the animation's `AnimationProgram` runs, with the same result.
struct FastTrack {
    enum Shape: UInt8 {
        /// From `a` to `b`.
        case blend
        /// From the scalar beneath to `a.x`.
        case blendFromBase
        /// From `a` to `b` by the spring's displacement.
        case spring
        /// Linearly through keyframes (times and values in the render tree's pool).
        case keyframes
    }

    enum Kind: UInt8 { case scalar, point, color }

    /// Everything but the keyframes: plain data, which the render tree's frame schedule
    /// stores inline and reads in place.
    /// (Fields in the order a frame reads them; the spring, which only springs read,
    /// last.)
    struct Core {
        let shape: Shape
        let kind: Kind
        /// One cycle, and the active interval (infinite when repeating forever).
        let duration: Double
        let active: Double
        let curve: TimingFunctionCurve?
        let a: SIMD4<Double>
        let b: SIMD4<Double>
        let target: LayerKeyPath
        let spring: SpringSolver?

        /// Filler for animations without a fast form (never evaluated).
        static let placeholder = Core(shape: .blend, kind: .scalar, duration: 1, active: 0, curve: nil,
                                      a: .zero, b: .zero,
                                      target: LayerKeyPath(property: .opacity, component: .whole)!, spring: nil)
    }

    let core: Core
    /// For `.keyframes`: (key time, value) pairs, moved into the render tree's pool.
    let keyframes: [(time: Double, value: SIMD4<Double>)]

    /// The fast form of an animation with plain timing `cycle`, or nil when it has
    /// another shape.
    init?(cycle: (duration: Double, active: Double)?, curve: TimingFunctionCurve?, effect: (any AnimationEffect)?) {
        guard let cycle else { return nil }
        func core(_ shape: Shape, _ kind: Kind, _ target: LayerKeyPath, _ a: SIMD4<Double>, _ b: SIMD4<Double>,
                  spring: SpringSolver? = nil) -> Core {
            Core(shape: shape, kind: kind, duration: cycle.duration, active: cycle.active,
                 curve: curve, a: a, b: b, target: target, spring: spring)
        }
        switch effect {
        case let basic as BasicEffect:
            guard let plain = basic.plain, let (shape, kind, a, b) = Self.ends(plain) else { return nil }
            self.core = core(shape, kind, basic.target, a, b)
            keyframes = []
        case let springEffect as SpringEffect:
            guard let plain = springEffect.plain, let (shape, kind, a, b) = Self.ends(plain),
                  shape == .blend else { return nil }
            self.core = core(.spring, kind, springEffect.target, a, b, spring: springEffect.solver)
            keyframes = []
        case let keyframeEffect as KeyframeEffect:
            let track = keyframeEffect.track
            guard keyframeEffect.writer.writesDirectly, track.rotationMode == .none, track.path == nil,
                  track.calculationMode == .linear || track.calculationMode == .paced,
                  track.timingCurves.allSatisfy({ $0 == nil }),
                  track.values.count >= 2, track.keyTimes.count == track.values.count,
                  let first = track.values.first, let kind = Self.kind(of: first) else { return nil }
            var frames: [(time: Double, value: SIMD4<Double>)] = []
            for (time, value) in zip(track.keyTimes, track.values) {
                guard let v = Self.vector(value, kind) else { return nil }
                frames.append((time, v))
            }
            self.core = core(.keyframes, kind, keyframeEffect.target, .zero, .zero)
            keyframes = frames
        default:
            return nil
        }
    }

    private static func ends(_ plain: PlainBlend) -> (Shape, Kind, SIMD4<Double>, SIMD4<Double>)? {
        switch plain {
        case .scalar(let a, let b): return (.blend, .scalar, SIMD4(Double(a), 0, 0, 0), SIMD4(Double(b), 0, 0, 0))
        case .point(let a, let b): return (.blend, .point, SIMD4(Double(a.x), Double(a.y), 0, 0), SIMD4(Double(b.x), Double(b.y), 0, 0))
        case .color(let a, let b): return (.blend, .color, vector(a), vector(b))
        case .scalarFromBase(let to): return (.blendFromBase, .scalar, SIMD4(Double(to), 0, 0, 0), .zero)
        case .size, .rect, .transform: return nil
        }
    }

    private static func kind(of value: AnimatableValue) -> Kind? {
        switch value {
        case .scalar: return .scalar
        case .point: return .point
        case .color: return .color
        default: return nil
        }
    }

    private static func vector(_ value: AnimatableValue, _ kind: Kind) -> SIMD4<Double>? {
        switch (value, kind) {
        case (.scalar(let v), .scalar): return SIMD4(Double(v), 0, 0, 0)
        case (.point(let p), .point): return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case (.color(let c), .color): return vector(c)
        default: return nil
        }
    }

    private static func vector(_ c: CGColor.RGBA) -> SIMD4<Double> {
        SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
}

extension RenderValues {
    /// Writes a fast track's value.
    @inline(__always)
    mutating func write(_ v: SIMD4<Double>, kind: FastTrack.Kind, at target: LayerKeyPath) {
        switch kind {
        case .scalar: setScalar(CGFloat(v.x), at: target)
        case .point: setPoint(CGPoint(x: v.x, y: v.y), at: target)
        case .color: setColor(CGColor.RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w), at: target)
        }
    }
}
