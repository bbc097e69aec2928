import Foundation

// Input: an animation's fast form (`FastTrack`) and where it writes, laid out when the
// render tree's schedule is rebuilt. Output: what the frame loop writes for it inside
// its active interval, computed exactly as `FastTrack` does. Runs on the thread that
// drives frames.

/// One animation of the frame schedule in the compact form the frame loop reads: its
/// timing, its two ends and how it writes, in under two cache lines (the full
/// `AnimationSlot` beside it is read only off the fast track). Keyframes, curves,
/// springs and colour ends live in the render tree's pools.
struct FrameSlot {
    /// How the value reaches the presented values.
    enum Write: UInt8 {
        /// A `CGFloat`, `Float` or `Double` property.
        case cgFloat, float, double
        /// A whole point property.
        case point
        /// A colour property.
        case color
        /// A component of a transform property (the whole transform is written).
        case transformComponent
        /// Anything else: through the key path (`RenderValues.write`).
        case keyPath
    }

    let beginTime: Double
    let duration: Double
    /// The end of the active interval; 0 without a fast form (the fast track never runs).
    let active: Double
    let a: SIMD2<Double>
    let b: SIMD2<Double>
    /// For a first writer of its property that starts from the value beneath: that
    /// value, read from the model when the schedule was built.
    let modelBase: Double
    /// The curve in the curve pool, or −1 (linear).
    let curve: Int32
    /// Keyframes: their range in the keyframe pool; springs: the solver in the spring
    /// pool; colours: the two ends in the colour pool.
    let poolStart: Int32
    let poolEnd: Int32
    /// The field's byte offset in `RenderValues`.
    let offset: Int32
    let shape: FastTrack.Shape
    let write: Write
    let component: LayerKeyPath.Component
    /// Whether it is the first of its node's animations to write its property, so what
    /// is beneath it is the model's value (`modelBase`, `modelTransformIsIdentity`) and,
    /// where it writes the whole property, the frame need not reset it first.
    let firstWriter: Bool
    let modelTransformIsIdentity: Bool

    /// Whether the frame loop evaluates it at `localTime` (else its program does).
    @inline(__always)
    func isFast(at localTime: CFTimeInterval) -> Bool {
        let tau = localTime - beginTime
        return tau >= 0 && tau < active
    }

    /// Whether, on its fast track, it writes its whole property without reading it, so
    /// the reset before it is dead.
    var overwritesProperty: Bool {
        guard active > 0, firstWriter else { return false }
        switch write {
        case .cgFloat, .float, .double, .point, .color: return true
        case .transformComponent: return true
        case .keyPath: return false
        }
    }
}

extension FrameSlot {
    /// The compact form of `slot` (the fast form's target read for its field), for node
    /// values `model`. `firstWriter`: no earlier animation of the node writes the
    /// property. Pools receive the curve, the spring and the colour ends.
    init(_ slot: RenderTree.AnimationSlot, firstWriter: Bool, model: UnsafePointer<RenderValues>,
         keyframes: Range<Int>, curves: inout [TimingFunctionCurve], springs: inout [SpringSolver],
         colors: inout [SIMD4<Double>]) {
        beginTime = slot.beginTime
        let fast = slot.fast
        let target = fast.target
        var write = Write.keyPath
        var offset = 0
        switch (fast.kind, target.storage) {
        case (.scalar, .cgFloat(let o)): write = .cgFloat; offset = o
        case (.scalar, .float(let o)): write = .float; offset = o
        case (.scalar, .double(let o)): write = .double; offset = o
        case (.scalar, .transform(let o)): write = .transformComponent; offset = o
        case (.point, .point(let o)) where target.component == .whole: write = .point; offset = o
        case (.color, .color(let o, _)): write = .color; offset = o
        default: break
        }
        var modelBase = 0.0
        // Shapes the compact form does not cover run the full slot (`apply`) instead.
        var usable = slot.hasFast && offset <= Int(Int32.max)
            && (fast.kind != .color || write == .color || fast.shape == .keyframes)
            && (fast.shape != .spring || fast.spring != nil)
        if usable, firstWriter, fast.shape == .blendFromBase, write != .keyPath {
            if let base = RenderValues.scalar(at: target, in: UnsafeRawPointer(model)) {
                modelBase = Double(base)
            } else {
                usable = false
            }
        }
        modelTransformIsIdentity = write == .transformComponent
            && CATransform3DIsIdentity(RenderValues.load(UnsafeRawPointer(model), offset, as: CATransform3D.self))
        self.write = write
        self.offset = Int32(offset)
        self.modelBase = modelBase
        self.firstWriter = firstWriter && write != .keyPath
        duration = fast.duration
        active = usable ? fast.active : 0
        a = SIMD2(fast.a.x, fast.a.y)
        b = SIMD2(fast.b.x, fast.b.y)
        shape = fast.shape
        component = target.component
        if let c = fast.curve {
            if curves.last != c { curves.append(c) }
            curve = Int32(curves.count - 1)
        } else {
            curve = -1
        }
        switch fast.shape {
        case .keyframes:
            poolStart = Int32(keyframes.lowerBound)
            poolEnd = Int32(keyframes.upperBound)
        case .spring:
            if let solver = fast.spring, springs.last != solver { springs.append(solver) }
            poolStart = Int32(springs.count - 1)
            poolEnd = poolStart + 1
        case .blend where fast.kind == .color:
            poolStart = Int32(colors.count)
            colors.append(fast.a)
            colors.append(fast.b)
            poolEnd = poolStart + 2
        default:
            poolStart = 0
            poolEnd = 0
        }
    }
}

/// The last values a frame's slots computed with libm, kept through the frame loop:
/// animations added together run in step, so neighbouring slots often ask for the
/// same spring at the same time, or the same angle, and get the same numbers without
/// calling `exp`, `sin` and `cos` again.
struct FrameSlotMemo {
    var spring: Int32 = -1
    var springTime = Double.nan
    var springValue = 0.0
    var angle = Double.nan
    var sine = 0.0, cosine = 1.0

    @inline(__always)
    mutating func spring(_ index: Int32, at t: Double, in springs: UnsafeBufferPointer<SpringSolver>) -> Double {
        if index != spring || t != springTime {
            spring = index
            springTime = t
            springValue = springs[Int(index)].value(at: t)
        }
        return springValue
    }

    @inline(__always)
    mutating func sincos(_ v: Double) -> (sin: Double, cos: Double) {
        if v != angle {
            angle = v
            sine = sin(v)
            cosine = cos(v)
        }
        return (sine, cosine)
    }
}

extension RenderTree {
    /// The pools a frame slot reads, in place.
    struct FramePools {
        let keyframes: UnsafeBufferPointer<(time: Double, value: SIMD4<Double>)>
        let curves: UnsafeBufferPointer<TimingFunctionCurve>
        let springs: UnsafeBufferPointer<SpringSolver>
        let colors: UnsafeBufferPointer<SIMD4<Double>>
    }

    /// Evaluates `slot` on its fast track at `localTime` (inside its active interval:
    /// `isFast`) into the values at `presented`, as `evaluateFast` does; `model` is the
    /// node's model values and `cold` the full slot (for key-path writes).
    @inline(__always)
    static func evaluateFrameSlot(_ slot: UnsafePointer<FrameSlot>, at localTime: CFTimeInterval,
                                  pools: FramePools, presented: UnsafeMutablePointer<RenderValues>,
                                  model: UnsafePointer<RenderValues>, cold: UnsafePointer<AnimationSlot>,
                                  memo: inout FrameSlotMemo) {
        let s = slot
        let tau = localTime - s.pointee.beginTime
        let duration = s.pointee.duration
        let cycles = (tau / duration).rounded(.down)
        let simple = min(max(tau - cycles * duration, 0), duration)
        var progress = simple / duration
        if s.pointee.curve >= 0 { progress = pools.curves[Int(s.pointee.curve)].solve(progress) }
        let base = UnsafeMutableRawPointer(presented)
        let o = Int(s.pointee.offset)
        switch s.pointee.shape {
        case .blend:
            if s.pointee.write == .color {
                let a = pools.colors[Int(s.pointee.poolStart)], b = pools.colors[Int(s.pointee.poolStart) + 1]
                let v = a + (b - a) * progress
                guard isFinite(v) else { return }
                return RenderValues.store(RenderValues.RGBA?.some(
                    CGColor.RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)), base, o)
            }
            let a = s.pointee.a, b = s.pointee.b
            write(a + (b - a) * progress, slot: s, base: base, model: model, cold: cold, memo: &memo)
        case .blendFromBase:
            let from: Double
            if s.pointee.firstWriter {
                from = s.pointee.modelBase
            } else {
                switch s.pointee.write {
                case .cgFloat: from = Double(RenderValues.load(base, o, as: CGFloat.self))
                case .float: from = Double(CGFloat(RenderValues.load(base, o, as: Float.self)))
                case .transformComponent where s.pointee.component != .whole && s.pointee.component != .translation:
                    let t = RenderValues.load(base, o, as: CATransform3D.self)
                    if CATransform3DIsIdentity(t) {
                        from = s.pointee.component.scaleAxes != nil ? 1 : 0
                    } else {
                        from = Double(t.scalarComponent(s.pointee.component) ?? 0)
                    }
                default:
                    guard let b = RenderValues.scalar(at: cold.pointee.fast.target, in: &presented.pointee) else { return }
                    from = Double(b)
                }
            }
            let a = s.pointee.a.x
            write(SIMD2(from + (a - from) * progress, 0), slot: s, base: base, model: model, cold: cold, memo: &memo)
        case .spring:
            let f = memo.spring(s.pointee.poolStart, at: simple, in: pools.springs)
            let a = s.pointee.a, b = s.pointee.b
            write(a + (b - a) * f, slot: s, base: base, model: model, cold: cold, memo: &memo)
        case .keyframes:
            let end = Int(s.pointee.poolEnd)
            let pool = pools.keyframes
            var i = Int(s.pointee.poolStart)
            while i + 2 < end, pool[i + 1].time <= progress { i += 1 }
            let t0 = pool[i].time, t1 = pool[i + 1].time
            let k = t1 > t0 ? min(max((progress - t0) / (t1 - t0), 0), 1) : 1
            if s.pointee.write == .color || s.pointee.write == .keyPath {
                let v = pool[i].value + (pool[i + 1].value - pool[i].value) * k
                guard isFinite(v) else { return }
                if s.pointee.write == .color {
                    return RenderValues.store(RenderValues.RGBA?.some(
                        CGColor.RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)), base, o)
                }
                return presented.pointee.write(v, kind: cold.pointee.fast.kind, at: cold.pointee.fast.target)
            }
            let v0 = SIMD2(pool[i].value.x, pool[i].value.y), v1 = SIMD2(pool[i + 1].value.x, pool[i + 1].value.y)
            write(v0 + (v1 - v0) * k, slot: s, base: base, model: model, cold: cold, memo: &memo)
        }
    }

    /// Whether all four lanes are finite (x − x is 0 for a finite x, NaN otherwise).
    @inline(__always)
    private static func isFinite(_ v: SIMD4<Double>) -> Bool {
        v - v == .zero
    }

    /// Writes a scalar (`v.x`) or point value where the slot says; one that is not
    /// finite is not written (as `RenderValues.set` refuses it).
    @inline(__always)
    private static func write(_ v: SIMD2<Double>, slot s: UnsafePointer<FrameSlot>, base: UnsafeMutableRawPointer,
                              model: UnsafePointer<RenderValues>, cold: UnsafePointer<AnimationSlot>,
                              memo: inout FrameSlotMemo) {
        guard v.x.isFinite, v.y.isFinite else { return }
        let o = Int(s.pointee.offset)
        switch s.pointee.write {
        case .cgFloat: RenderValues.store(CGFloat(v.x), base, o)
        case .float: RenderValues.store(RenderValues.floatValue(CGFloat(v.x)), base, o)
        case .double: RenderValues.store(Double(CGFloat(v.x)), base, o)
        case .point: RenderValues.store(CGPoint(x: v.x, y: v.y), base, o)
        case .transformComponent:
            let from: CATransform3D
            let angle = CGFloat(v.x)
            if s.pointee.firstWriter, s.pointee.modelTransformIsIdentity, s.pointee.component == .rotationZ,
               angle.isFinite {
                // `TransformComponents.setting` on the identity, built in place.
                let (sine, cosine) = memo.sincos(angle)
                return RenderValues.store(CATransform3D(
                    m11: cosine, m12: sine, m13: 0, m14: 0, m21: -sine, m22: cosine, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1), base, o)
            }
            if s.pointee.firstWriter {
                from = s.pointee.modelTransformIsIdentity
                    ? CATransform3DIdentity
                    : RenderValues.load(UnsafeRawPointer(model), o, as: CATransform3D.self)
            } else {
                from = RenderValues.load(base, o, as: CATransform3D.self)
            }
            RenderValues.store(TransformComponents.setting(s.pointee.component, to: CGFloat(v.x), in: from), base, o)
        case .color:
            break
        case .keyPath:
            base.assumingMemoryBound(to: RenderValues.self).pointee
                .write(SIMD4(v.x, v.y, 0, 0), kind: cold.pointee.fast.kind, at: cold.pointee.fast.target)
        }
    }
}
