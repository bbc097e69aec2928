import Foundation

/// The presentation layer: the layer as it is on screen now — the values of the last
/// commit with every running animation applied at the current media time.
extension CALayer {
    /// A copy of the layer with its animated values as they are now; nil until the
    /// layer has been committed to a renderer, as Apple's. The copy has no sublayers,
    /// superlayer or animations. For a subclass of a Lamina layer class (which Swift
    /// cannot construct from its type alone, since `init(layer:)` is not `required`, as
    /// on Apple) it is nil, with a diagnostic.
    public func presentation() -> Self? {
        guard let values = presentationValues(at: CACurrentMediaTime()) else { return nil }
        guard let copy = makeCopyForPresentation() as? Self else {
            LaminaDiagnostics.report(.invalidArgument,
                "\(type(of: self)).presentation(): only Lamina's own layer classes can be copied; returned nil")
            return nil
        }
        copy.assignPresentedValues(values)
        return copy
    }

    /// The model layer: the layer itself (a presentation copy's model is not kept).
    public func model() -> Self {
        self
    }

    /// The values on screen at media time `t`: the last commit's values with the
    /// committed animations applied; nil before the first commit to a renderer.
    package func presentationValues(at t: CFTimeInterval) -> RenderValues? {
        guard let committed = commitState.committedValues else { return nil }
        let started = animationEntries.filter { $0.beginTime != nil }
        guard !started.isEmpty else { return committed }
        var values = committed
        let local = localTime(fromAbsolute: t)
        for entry in started {
            _ = entry.program.evaluate(parentTime: local, beginTime: entry.beginTime!, into: &values)
        }
        return values
    }

    private func makeCopyForPresentation() -> CALayer? {
        switch ObjectIdentifier(type(of: self)) {
        case ObjectIdentifier(CALayer.self): return CALayer(layer: self)
        case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer(layer: self)
        case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer(layer: self)
        case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer(layer: self)
        case ObjectIdentifier(CATransformLayer.self): return CATransformLayer(layer: self)
        case ObjectIdentifier(CATextLayer.self): return CATextLayer(layer: self)
        default: return nil
        }
    }

    /// Writes animated values into this (presentation) copy without change handling.
    private func assignPresentedValues(_ v: RenderValues) {
        state.bounds = v.bounds; state.position = v.position; state.zPosition = v.zPosition
        state.anchorPoint = v.anchorPoint; state.anchorPointZ = v.anchorPointZ
        state.transform = v.transform; state.sublayerTransform = v.sublayerTransform
        state.isHidden = v.isHidden; state.isDoubleSided = v.isDoubleSided
        state.masksToBounds = v.masksToBounds; state.opacity = v.opacity
        state.backgroundColor = v.backgroundColor.map(CGColor.init(rgba:))
        state.cornerRadius = v.cornerRadius; state.borderWidth = v.borderWidth
        state.borderColor = v.borderColor.map(CGColor.init(rgba:))
        state.contents = v.contents; state.contentsRect = v.contentsRect
        state.contentsCenter = v.contentsCenter; state.contentsScale = v.contentsScale
        state.shadowColor = v.shadowColor.map(CGColor.init(rgba:)); state.shadowOpacity = v.shadowOpacity
        state.shadowOffset = v.shadowOffset; state.shadowRadius = v.shadowRadius
        state.shadowPath = v.shadowPath.map { CGPath(storage: $0) }
        if let shape = self as? CAShapeLayer {
            shape.shape.path = v.path.map { CGPath(storage: $0) }
            shape.shape.fillColor = v.fillColor.map(CGColor.init(rgba:))
            shape.shape.strokeColor = v.strokeColor.map(CGColor.init(rgba:))
            shape.shape.lineWidth = v.lineWidth; shape.shape.miterLimit = v.miterLimit
            shape.shape.lineDashPhase = v.lineDashPhase
            shape.shape.lineDashPattern = v.lineDashPattern?.map { NSNumber(value: Double($0)) }
            shape.shape.strokeStart = v.strokeStart; shape.shape.strokeEnd = v.strokeEnd
        } else if let gradient = self as? CAGradientLayer {
            gradient.gradient.colors = v.colors?.map { CGColor(rgba: $0) as Any }
            gradient.gradient.locations = v.locations?.map { NSNumber(value: Double($0)) }
            gradient.gradient.startPoint = v.startPoint; gradient.gradient.endPoint = v.endPoint
        } else if let replicator = self as? CAReplicatorLayer {
            replicator.replicator.instanceCount = v.instanceCount
            replicator.replicator.instanceDelay = v.instanceDelay
            replicator.replicator.instanceTransform = v.instanceTransform
            replicator.replicator.instanceColor = v.instanceColor.map(CGColor.init(rgba:))
            replicator.replicator.instanceRedOffset = v.instanceRedOffset
            replicator.replicator.instanceGreenOffset = v.instanceGreenOffset
            replicator.replicator.instanceBlueOffset = v.instanceBlueOffset
            replicator.replicator.instanceAlphaOffset = v.instanceAlphaOffset
        } else if let text = self as? CATextLayer {
            text.text.fontSize = v.fontSize
            text.text.foregroundColor = v.foregroundColor.map(CGColor.init(rgba:))
            text.text.string = v.string
        }
    }
}
