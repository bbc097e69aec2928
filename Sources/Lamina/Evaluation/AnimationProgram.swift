import Foundation

/// An animation compiled once, when it is added to a layer: its key path parsed, its
/// values converted to `AnimatableValue`s, Apple's from/to/by rules resolved, its
/// keyframes prepared, its duration resolved. Evaluation (`AnimationProgram+Evaluation`)
/// reads only this — no `Any`, no strings, no class lookups per frame. Immutable, so it
/// is shared by the model layer and the render tree on any thread.
///
/// An animation Core Animation would ignore (an unknown key path, values that do not
/// fit it, mismatched keyframe arrays) compiles to a program with no effect, reported
/// once here; its timing still runs, so its delegate and its transaction's completion
/// block are called as for any other.
package final class AnimationProgram: @unchecked Sendable {
    /// Where an animation stands at a frame.
    package enum Phase: Equatable {
        /// Its active interval has not begun.
        case pending
        /// It is running.
        case active
        /// Its active interval is over.
        case finished
    }

    /// The timing, with a duration of 0 replaced by the transaction's (or the group's).
    package let timing: MediaTiming
    /// The key paths the animation writes.
    package let targets: [LayerKeyPath]
    /// The timing function (nil: linear).
    let curve: TimingFunctionCurve?
    /// What the animation does to the values; nil when it does nothing.
    let effect: (any AnimationEffect)?
    /// Whether the fill mode shows the animation before and after its interval.
    let fillsBackwards: Bool
    let fillsForwards: Bool
    /// For the usual timing (speed 1, no offset, no autoreverse, repeated by count or
    /// forever): the cycle and active durations, so a frame inside the active interval
    /// needs one division and a floor. Nil otherwise.
    let plainCycle: (duration: Double, active: Double)?
    /// The animation reduced to plain numbers, when it has a common shape.
    let fastTrack: FastTrack?
    /// Whether the render tree drops the animation when it finishes
    /// (`isRemovedOnCompletion`, read when the animation was added).
    package let isRemovedOnCompletion: Bool
    /// A transition's effect on the old and new pictures (nil for other animations).
    package let transition: TransitionEffect?
    /// What an animation of a custom key shows (nil for other animations): evaluated on
    /// the app thread, for the layer's redraw from its presentation values.
    let custom: CustomKeyEffect?

    /// Compiles `animation` (the layer's own copy) for `layer`; a duration of 0 becomes
    /// `transactionDuration`.
    package convenience init(compiling animation: CAAnimation, for layer: CALayer,
                             transactionDuration: CFTimeInterval) {
        self.init(animation, for: layer, defaultDuration: transactionDuration, context: Self.describe(animation))
    }

    private init(_ animation: CAAnimation, for layer: CALayer, defaultDuration: CFTimeInterval, context: String) {
        let resolved = animation.timing.resolvingDuration(defaultDuration)
        timing = resolved
        curve = animation.timingFunction.map(\.curve).flatMap { $0.isLinear ? nil : $0 }
        fillsBackwards = resolved.fillsBackwards
        fillsForwards = resolved.fillsForwards
        isRemovedOnCompletion = animation.isRemovedOnCompletion
        transition = (animation as? CATransition).map(TransitionEffect.init)
        if resolved.speed == 1, resolved.timeOffset == 0, !resolved.autoreverses, resolved.repeatDuration == 0,
           resolved.duration > 0, resolved.duration.isFinite, resolved.repeatCount >= 0 {
            plainCycle = (resolved.duration, resolved.activeDuration)
        } else {
            plainCycle = nil
        }

        switch animation {
        case let group as CAAnimationGroup:
            let children = (group.animations ?? []).map {
                AnimationProgram($0, for: layer, defaultDuration: resolved.duration,
                                 context: context + " > " + Self.describe($0))
            }
            var targets: [LayerKeyPath] = []
            for child in children {
                for target in child.targets where !targets.contains(target) { targets.append(target) }
            }
            self.targets = targets
            effect = GroupEffect(children: children, duration: resolved.duration)
            custom = nil
        case let property as CAPropertyAnimation:
            let compiledCustom = CustomKeyEffect.compile(property, for: layer, ignore: { Self.ignore(context, $0) },
                                                         keyframes: { keyframes, type in
                Self.keyframeTrack(keyframes, target: property.keyPath ?? "", valueType: type, valueFunction: nil,
                                   context: context)
            })
            switch compiledCustom {
            case .effect(let compiled):
                targets = []
                effect = nil
                custom = compiled
            case .ignored:
                targets = []
                effect = nil
                custom = nil
            case .notCustomKey:
                custom = nil
                if let effect = Self.compile(property, for: layer, context: context) {
                    var targets = [effect.target]
                    if let keyframes = effect as? KeyframeEffect, keyframes.track.rotationMode != .none {
                        let transform = LayerKeyPath(property: .transform, component: .whole)!
                        if !targets.contains(transform) { targets.append(transform) }
                    }
                    self.targets = targets
                    self.effect = effect
                } else {
                    targets = []
                    effect = nil
                }
            }
        default:
            // A transition's pictures come from the renderer; it only runs its timing here.
            targets = []
            effect = nil
            custom = nil
        }
        fastTrack = FastTrack(cycle: plainCycle, curve: curve, effect: effect)
    }

    /// The local time at which the active interval starts, for a begin time.
    package func activeStart(beginTime: CFTimeInterval) -> CFTimeInterval {
        var t = timing
        t.beginTime = beginTime
        return t.activeStart
    }

    // MARK: Compiling property animations

    private static func compile(_ animation: CAPropertyAnimation, for layer: CALayer,
                                context: String) -> (any PropertyEffect)? {
        switch EmitterCellEffect.compile(animation, for: layer, ignore: { ignore(context, $0) }, keyframes: { k, type in
            keyframeTrack(k, target: animation.keyPath ?? "emitterCells", valueType: type,
                          valueFunction: nil, context: context)
        }) {
        case .effect(let effect): return effect
        case .ignored: return nil
        case .notCellKeyPath: break
        }
        guard let target = animation.parsedKeyPath else {
            ignore(context, "the key path \"\(animation.keyPath ?? "nil")\" names no animatable property")
            return nil
        }
        guard target.property.owner.isAncestor(of: type(of: layer)) else {
            ignore(context, "\(type(of: layer)) has no property \"\(target.property.key)\"")
            return nil
        }
        guard target.property.isAnimatable else {
            // Core Animation animates only the properties its headers mark animatable.
            ignore(context, "\"\(target.property.key)\" is not animatable")
            return nil
        }
        var valueFunction: ValueFunctionKind?
        var valueType = target.valueType
        if let name = animation.valueFunction?.name.rawValue {
            guard let kind = ValueFunctionKind(rawName: name), target.valueType == .transform else {
                ignore(context, "the value function \"\(name)\" needs a transform key path")
                return nil
            }
            valueFunction = kind
            valueType = kind.inputType
        }
        let writer = ValueWriter(target: target, valueFunction: valueFunction,
                                 isAdditive: animation.isAdditive, isCumulative: animation.isCumulative)
        func convert(_ value: Any?, _ name: String) -> AnimatableValue?? {
            guard let value else { return .some(nil) }
            guard let converted = AnimatableValue(from: value, as: valueType) else {
                ignore(context, "\(name) \(KeyValueConversion.typeName(value)) does not fit \"\(target)\"")
                return nil
            }
            guard converted.isFinite else {
                ignore(context, "\(name) is not finite")
                return nil
            }
            return .some(converted)
        }

        switch animation {
        case let keyframes as CAKeyframeAnimation:
            guard let track = keyframeTrack(keyframes, target: "\(target)", valueType: valueType,
                                            valueFunction: valueFunction, context: context) else { return nil }
            return KeyframeEffect(writer: writer, track: track)
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromValue, "fromValue"), let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue") else { return nil }
            let previous = from == nil && to == nil && by == nil && valueFunction == nil
                ? layer.presentationValues(at: CACurrentMediaTime())?.value(at: target) : nil
            let source = BasicSource(from: from, to: to, by: by, previous: previous, context: context)
            if let spring = basic as? CASpringAnimation {
                return SpringEffect(writer: writer, source: source, solver: spring.solver)
            }
            if target.property == .contents, writer.writesDirectly {
                return ContentsFadeEffect(target: target, source: source)
            }
            return BasicEffect(writer: writer, source: source)
        default:
            ignore(context, "it is neither a basic nor a keyframe animation")
            return nil
        }
    }

    private static func keyframeTrack(_ animation: CAKeyframeAnimation, target: String,
                                      valueType: LayerValueType, valueFunction: ValueFunctionKind?,
                                      context: String) -> KeyframeTrack? {
        let keyTimes = animation.keyTimes?.map(\.doubleValue)
        let curves: [KeyframeTrack.TimingCurve?]? = animation.timingFunctions?.map { function in
            let curve = function.curve
            return curve.isLinear ? nil : { curve.solve($0) }
        }
        let mode = KeyframeCalculationMode(rawName: animation.calculationMode.rawValue) ?? .linear
        let rotation = KeyframeRotationMode(rawName: animation.rotationMode?.rawValue)
        if let path = animation.path {
            guard valueType == .point, valueFunction == nil else {
                ignore(context, "a path drives only point key paths such as \"position\"")
                return nil
            }
            return KeyframeTrack(path: path.storage, keyTimes: keyTimes, timingFunctions: curves,
                                 calculationMode: mode, rotationMode: rotation, context: context)
        }
        guard let values = animation.values else {
            ignore(context, "it has neither values nor a path")
            return nil
        }
        var converted: [AnimatableValue] = []
        converted.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            guard let v = AnimatableValue(from: value, as: valueType) else {
                ignore(context, "values[\(i)] \(KeyValueConversion.typeName(value)) does not fit \"\(target)\"")
                return nil
            }
            guard v.isFinite else {
                ignore(context, "values[\(i)] is not finite")
                return nil
            }
            converted.append(v)
        }
        return KeyframeTrack(values: converted, keyTimes: keyTimes, timingFunctions: curves,
                             calculationMode: mode,
                             tensionValues: animation.tensionValues?.map(\.doubleValue),
                             continuityValues: animation.continuityValues?.map(\.doubleValue),
                             biasValues: animation.biasValues?.map(\.doubleValue),
                             rotationMode: rotation, context: context)
    }

    private static func ignore(_ context: String, _ reason: String) {
        LaminaDiagnostics.report(.invalidArgument, "\(context) is ignored: \(reason)")
    }

    private static func describe(_ animation: CAAnimation) -> String {
        if let property = animation as? CAPropertyAnimation {
            return "\(type(of: animation))(keyPath: \"\(property.keyPath ?? "nil")\")"
        }
        return "\(type(of: animation))"
    }
}
