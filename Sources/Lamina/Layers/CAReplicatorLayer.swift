import Foundation

/// The stored values of a `CAReplicatorLayer`, with Apple's defaults.
package struct ReplicatorLayerState {
    package var instanceCount = 1
    package var preservesDepth = false
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform = CATransform3DIdentity
    package var instanceColor: CGColor? = CGColor.white
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0
    package init() {}
}

/// A layer that draws `instanceCount` copies of its sublayers, each transformed,
/// tinted and delayed a step further than the one before.
open class CAReplicatorLayer: CALayer {
    package var replicator = ReplicatorLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer { replicator = other.replicator }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How many copies are drawn, the original included. Default 1.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue; didChange(.instanceCount) }
    }

    /// Whether copies keep their z in a 3D space (like a transform layer). Default false.
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { replicator.preservesDepth = newValue; didChange(.preservesDepth) }
    }

    /// The time offset between consecutive copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set {
            guard newValue.isFinite else { return refuseNonFinite("instanceDelay", newValue) }
            replicator.instanceDelay = newValue
            didChange(.instanceDelay)
        }
    }

    /// The transform from one copy to the next, about the replicator's anchor point.
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set {
            guard newValue.isFinite else { return refuseNonFinite("instanceTransform", newValue) }
            replicator.instanceTransform = newValue
            didChange(.instanceTransform)
        }
    }

    /// The colour the first copy is multiplied by. Default opaque white.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { replicator.instanceColor = newValue; didChange(.instanceColor) }
    }

    /// Added to the red component of the tint at each copy. Default 0.
    open var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set { setOffset(\.instanceRedOffset, newValue, .instanceRedOffset) }
    }

    /// Added to the green component of the tint at each copy. Default 0.
    open var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set { setOffset(\.instanceGreenOffset, newValue, .instanceGreenOffset) }
    }

    /// Added to the blue component of the tint at each copy. Default 0.
    open var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set { setOffset(\.instanceBlueOffset, newValue, .instanceBlueOffset) }
    }

    /// Added to the alpha component of the tint at each copy. Default 0.
    open var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set { setOffset(\.instanceAlphaOffset, newValue, .instanceAlphaOffset) }
    }

    private func setOffset(_ keyPath: WritableKeyPath<ReplicatorLayerState, Float>, _ value: Float,
                           _ property: LayerProperty) {
        guard value.isFinite else { return refuseNonFinite(property.key, value) }
        replicator[keyPath: keyPath] = value
        didChange(property)
    }
}
