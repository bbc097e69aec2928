import Foundation

/// An animation compiled once, when it is added to a layer: its key path parsed, its
/// values converted to `AnimatableValue`s, Apple's from/to/by rules resolved, its
/// keyframes prepared, its duration resolved. Evaluation (`AnimationProgram+Evaluation`)
/// reads only this — no `Any`, no strings, no class lookups per frame.
///
/// An animation Core Animation would ignore (an unknown key path, values that do not
/// fit it, mismatched keyframe arrays) compiles to a program with no effect, reported
/// once here; its timing still runs, so its delegate and its transaction's completion
/// block are called as for any other.
package struct AnimationProgram {
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
    let effect: Effect
    let isAdditive: Bool
    let isCumulative: Bool

    /// What the animation does to the values.
    enum Effect {
        case none
        case basic(LayerKeyPath, BasicSource, ValueFunctionKind?)
        case spring(LayerKeyPath, BasicSource, SpringSolver)
        case keyframes(LayerKeyPath, KeyframeTrack, ValueFunctionKind?)
        case group([AnimationProgram])
        case transition(start: Double, end: Double)
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
    }

    /// Compiles `animation` (the layer's own copy) for `layer`; a duration of 0 becomes
    /// `transactionDuration`.
    package init(compiling animation: CAAnimation, for layer: CALayer, transactionDuration: CFTimeInterval) {
        self.init(animation, for: layer, defaultDuration: transactionDuration, context: Self.describe(animation))
    }

    private init(_ animation: CAAnimation, for layer: CALayer, defaultDuration: CFTimeInterval, context: String) {
        let resolved = animation.timing.resolvingDuration(defaultDuration)
        timing = resolved
        curve = animation.timingFunction?.curve
        let property = animation as? CAPropertyAnimation
        isAdditive = property?.isAdditive ?? false
        isCumulative = property?.isCumulative ?? false

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
            effect = .group(children)
        case let transition as CATransition:
            targets = []
            effect = .transition(start: Double(transition.startProgress), end: Double(transition.endProgress))
        case let property as CAPropertyAnimation:
            if let (target, effect) = Self.compile(property, for: layer, context: context) {
                var targets = [target]
                if case .keyframes(_, let track, _) = effect, track.rotationMode != .none {
                    let transform = LayerKeyPath(property: .transform, component: .whole)!
                    if !targets.contains(transform) { targets.append(transform) }
                }
                self.targets = targets
                self.effect = effect
            } else {
                targets = []
                effect = .none
            }
        default:
            targets = []
            effect = .none
        }
    }

    /// The local time at which the active interval starts, for a begin time.
    package func activeStart(beginTime: CFTimeInterval) -> CFTimeInterval {
        var t = timing
        t.beginTime = beginTime
        return t.activeStart
    }

    // MARK: Compiling property animations

    private static func compile(_ animation: CAPropertyAnimation, for layer: CALayer,
                                context: String) -> (LayerKeyPath, Effect)? {
        guard let target = animation.parsedKeyPath else {
            ignore(context, "the key path \"\(animation.keyPath ?? "nil")\" names no animatable property")
            return nil
        }
        guard target.property.owner.isAncestor(of: type(of: layer)) else {
            ignore(context, "\(type(of: layer)) has no property \"\(target.property.key)\"")
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
        func convert(_ value: Any?, _ name: String) -> AnimatableValue?? {
            guard let value else { return .some(nil) }
            guard let converted = AnimatableValue(from: value, as: valueType) else {
                ignore(context, "\(name) \(KeyValueConversion.typeName(value)) does not fit \"\(target)\"")
                return nil
            }
            return .some(converted)
        }

        switch animation {
        case let keyframes as CAKeyframeAnimation:
            guard let track = keyframeTrack(keyframes, target: target, valueType: valueType,
                                            valueFunction: valueFunction, context: context) else { return nil }
            return (target, .keyframes(target, track, valueFunction))
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromValue, "fromValue"), let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue") else { return nil }
            let source: BasicSource
            switch (from, to, by) {
            case let (from?, to?, _):
                source = .fixed(ValueInterpolator(from: from, to: to, context: context))
            case let (from?, nil, by?):
                source = .fixed(ValueInterpolator(from: from, to: from.adding(by), context: context))
            case let (nil, to?, by?):
                source = .fixed(ValueInterpolator(from: to.subtracting(by), to: to, context: context))
            case let (from?, nil, nil):
                source = .fromToBase(from)
            case let (nil, to?, nil):
                source = .baseTo(to)
            case let (nil, nil, by?):
                source = .baseBy(by)
            case (nil, nil, nil):
                let previous = valueFunction == nil
                    ? layer.presentationValues(at: CACurrentMediaTime())?.value(at: target) : nil
                source = .previousToBase(previous)
            }
            if let spring = basic as? CASpringAnimation {
                return (target, .spring(target, source, spring.solver))
            }
            return (target, .basic(target, source, valueFunction))
        default:
            ignore(context, "it is neither a basic nor a keyframe animation")
            return nil
        }
    }

    private static func keyframeTrack(_ animation: CAKeyframeAnimation, target: LayerKeyPath,
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
