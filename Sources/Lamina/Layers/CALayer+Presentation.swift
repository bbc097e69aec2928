import Foundation

/// The presentation layer: the layer as it is on screen now — the values of the last
/// commit with every running animation applied at the current media time.
extension CALayer {
    /// What `presentation(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultPresentation() -> Self? {
        guard let values = presentationValues(at: CACurrentMediaTime()) else { return nil }
        guard let copy = makeCopyForPresentation() as? Self else {
            LaminaDiagnostics.report(.invalidArgument,
                "\(type(of: self)).presentation(): only Lamina's own layer classes can be copied; returned nil")
            return nil
        }
        copy.assignPresentedValues(values, committed: committedValues ?? values,
                                   objects: committedObjects ?? state.objects)
        return copy
    }

    /// What `model(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultModel() -> Self {
        self
    }

    /// The values on screen at media time `t`: the last commit's values with the
    /// committed animations applied; nil before the first commit to a renderer.
    package func presentationValues(at t: CFTimeInterval) -> RenderValues? {
        guard let committed = committedValues else { return nil }
        let started = animationEntries.filter { $0.beginTime != nil }
        guard !started.isEmpty else { return committed }
        var values = committed
        let local = localTime(fromAbsolute: t)
        for entry in started {
            _ = entry.program.evaluate(parentTime: local, beginTime: entry.beginTime!, into: &values)
        }
        return values
    }

    /// The custom keys' values at the layer's local time `local`: the model's, with the
    /// started animations of custom keys applied in order (`values`), and the value each
    /// of those animations shows, nil where it shows none (`animated`).
    package func presentedCustomValues(atLocalTime local: CFTimeInterval)
        -> (values: [String: Any], animated: [AnimatableValue?]) {
        var values = customValues
        var animated: [AnimatableValue?] = []
        for entry in animationEntries {
            guard let effect = entry.program.custom, let begin = entry.beginTime else { continue }
            let shown = entry.program.customValue(parentTime: local, beginTime: begin,
                                                  base: effect.animatableValue(values[effect.key]))
            if let shown, let stored = effect.storedValue(shown) { values[effect.key] = stored }
            animated.append(shown)
        }
        return (values, animated)
    }

    private func makeCopyForPresentation() -> CALayer? {
        switch ObjectIdentifier(type(of: self)) {
        case ObjectIdentifier(CALayer.self): return CALayer(layer: self)
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer(layer: self)
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer(layer: self)
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer(layer: self)
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer(layer: self)
        case ObjectIdentifier(CATextLayer.self): return CATextLayer(layer: self)
        case ObjectIdentifier(CAScrollLayer.self): return CAScrollLayer(layer: self)
        default: return nil
        }
    }

    /// Makes this layer (a presentation copy, or a layer drawn from its presentation
    /// values) show `v` without change handling: every value as
    /// presented, each object as committed unless an animation changed the value it
    /// stands for (then an object made from the presented value: a new `CGColor`, path,
    /// array of numbers or colours).
    package func assignPresentedValues(_ v: RenderValues, committed: RenderValues, objects: LayerObjects) {
        state.values = v
        state.objects = objects
        var shown = v, was = committed
        shown.withFields { now in
            was.withFields { before in
                for d in LayerPropertyTable.descriptors {
                    switch d.storage {
                    case .color(let o, let slot):
                        let c = RenderValues.load(now, o, as: CGColor.RGBA?.self)
                        if c != RenderValues.load(before, o, as: CGColor.RGBA?.self) {
                            state.objects[color: slot] = c.map(CGColor.init(rgba:))
                        }
                    case .path(let o, let slot):
                        let p = RenderValues.load(now, o, as: PathStorage?.self)
                        if p != RenderValues.load(before, o, as: PathStorage?.self) {
                            state.objects[path: slot] = p.map { CGPath(storage: $0) }
                        }
                    case .numberList(let o, let slot):
                        let n = RenderValues.load(now, o, as: [CGFloat]?.self)
                        if n != RenderValues.load(before, o, as: [CGFloat]?.self) {
                            state.objects[numberList: slot] = n?.map { NSNumber(value: Double($0)) }
                        }
                    case .colorList(let o, let slot):
                        let c = RenderValues.load(now, o, as: [CGColor.RGBA]?.self)
                        if c != RenderValues.load(before, o, as: [CGColor.RGBA]?.self) {
                            state.objects[colorList: slot] = c?.map { CGColor(rgba: $0) as Any }
                        }
                    default:
                        break
                    }
                }
            }
        }
    }
}
