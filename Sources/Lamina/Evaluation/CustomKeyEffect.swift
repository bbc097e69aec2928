import Foundation

// Animations of a key that names no layer property: a subclass's own key, such as the
// `progress` of a layer that draws a bar, which its class redisplays for
// (`needsDisplay(forKey:)` is true), the iOS "animate a custom property" pattern. Such a
// value lives in the layer's key-value storage, not in `RenderValues`, so no renderer
// reads it: the app thread evaluates it each frame the layer is redrawn from its
// presentation values (`PresentationRedisplay`). Compiled when the animation is added:
// the value type is taken from the layer's current value for the key, else from the
// animation's values.

/// What a custom key's animation shows: its key, its values' type, and the same sources
/// as a property animation (a basic animation's ends, a spring, a keyframe track).
final class CustomKeyEffect {
    enum Source {
        case basic(BasicSource)
        case spring(BasicSource, SpringSolver)
        case keyframes(KeyframeTrack)
    }

    /// The key the animation names (its whole key path).
    let key: String
    /// The type values convert to and are handed back as.
    let valueType: LayerValueType
    /// Whether values are handed back as `NSNumber` (the type the layer or the animation
    /// gave).
    let boxesNumbers: Bool
    let isAdditive: Bool
    let source: Source

    private init(key: String, valueType: LayerValueType, boxesNumbers: Bool, isAdditive: Bool, source: Source) {
        self.key = key
        self.valueType = valueType
        self.boxesNumbers = boxesNumbers
        self.isAdditive = isAdditive
        self.source = source
    }

    /// What compiling an animation as a custom key's gives.
    enum Compiled {
        case effect(CustomKeyEffect)
        case ignored
        case notCustomKey
    }

    /// Compiles `animation` when its key path is a key no property of the layer's class
    /// names and the class redisplays for it.
    static func compile(_ animation: CAPropertyAnimation, for layer: CALayer, ignore: (String) -> Void,
                        keyframes: (CAKeyframeAnimation, LayerValueType) -> KeyframeTrack?) -> Compiled {
        guard animation.parsedKeyPath == nil, let key = animation.keyPath, !key.isEmpty,
              type(of: layer).needsDisplay(forKey: key) else { return .notCustomKey }
        let given: [Any?]
        switch animation {
        case let basic as CABasicAnimation: given = [basic.fromValue, basic.toValue, basic.byValue]
        case let keyframe as CAKeyframeAnimation: given = keyframe.values ?? []
        default: given = []
        }
        guard let sample = layer.customValues[key] ?? given.lazy.compactMap({ $0 }).first,
              let kind = Self.valueType(of: sample) else {
            ignore("the values of the custom key \"\(key)\" are neither numbers, geometry, transforms nor colours")
            return .ignored
        }
        let valueType = kind.type
        func convert(_ value: Any?, _ name: String) -> AnimatableValue?? {
            guard let value else { return .some(nil) }
            guard let converted = AnimatableValue(from: value, as: valueType) else {
                ignore("\(name) \(KeyValueConversion.typeName(value)) does not fit \"\(key)\"")
                return nil
            }
            return .some(converted)
        }
        let source: Source
        switch animation {
        case let keyframe as CAKeyframeAnimation:
            guard keyframe.path == nil else {
                ignore("a path drives only point key paths such as \"position\"")
                return .ignored
            }
            guard let track = keyframes(keyframe, valueType) else { return .ignored }
            source = .keyframes(track)
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromValue, "fromValue"), let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue") else { return .ignored }
            let ends = BasicSource(from: from, to: to, by: by, previous: nil, context: key)
            if let spring = basic as? CASpringAnimation {
                source = .spring(ends, spring.solver)
            } else {
                source = .basic(ends)
            }
        default:
            ignore("it is neither a basic nor a keyframe animation")
            return .ignored
        }
        return .effect(CustomKeyEffect(key: key, valueType: valueType, boxesNumbers: kind.boxes,
                                       isAdditive: animation.isAdditive, source: source))
    }

    /// The value shown at `sample` (`progress` eased), over `base`, the value beneath.
    func value(sample: TimingSample, progress: Double, base: AnimatableValue?) -> AnimatableValue {
        let value: AnimatableValue
        switch source {
        case .basic(let ends): value = ends.value(at: progress, base: base)
        case .spring(let ends, let solver): value = ends.value(at: solver.value(at: sample.simpleTime), base: base)
        case .keyframes(let track): value = track.value(atProgress: progress)
        }
        guard isAdditive, let base else { return value }
        return base.adding(value)
    }

    /// `value` as the layer stores it under the key.
    func storedValue(_ value: AnimatableValue) -> Any? {
        if boxesNumbers, case .scalar(let x) = value { return NSNumber(value: Double(x)) }
        return value.anyValue(as: valueType)
    }

    /// `value`, stored under the key, in typed form (nil when it does not fit).
    func animatableValue(_ value: Any?) -> AnimatableValue? {
        value.flatMap { AnimatableValue(from: $0, as: valueType) }
    }

    /// The type a custom value converts as, and whether it is an `NSNumber`.
    private static func valueType(of value: Any) -> (type: LayerValueType, boxes: Bool)? {
        if type(of: value) is NSNumber.Type { return (.double, true) }
        switch value {
        case is CGFloat: return (.cgFloat, false)
        case is Double: return (.double, false)
        case is Float: return (.float, false)
        case is Int: return (.int, false)
        case is CGPoint: return (.point, false)
        case is CGSize: return (.size, false)
        case is CGRect: return (.rect, false)
        case is CATransform3D: return (.transform, false)
        case is CGColor: return (.color, false)
        default: return nil
        }
    }
}
