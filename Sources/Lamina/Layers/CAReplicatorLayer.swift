import Foundation

/// A layer that draws `instanceCount` copies of its sublayers, each transformed,
/// tinted and delayed a step further than the one before.
open class CAReplicatorLayer: CALayer {
    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How many copies are drawn, the original included. Default 1. Animatable (by whole
    /// copies: the count is rounded down).
    open var instanceCount: Int {
        get { state.values.instanceCount }
        set { store(newValue, .instanceCount) }
    }

    /// Whether copies keep their z in a 3D space (like a transform layer). Default false.
    open var preservesDepth: Bool {
        get { state.values.preservesDepth }
        set { store(newValue, .preservesDepth) }
    }

    /// The time offset between consecutive copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval {
        get { state.values.instanceDelay }
        set { store(newValue, .instanceDelay) }
    }

    /// The transform from one copy to the next, about the replicator's anchor point.
    open var instanceTransform: CATransform3D {
        get { state.values.instanceTransform }
        set { store(newValue, .instanceTransform) }
    }

    /// The colour the first copy is multiplied by. Default opaque white.
    open var instanceColor: CGColor? {
        get { color(.instanceColor) }
        set { store(newValue, .instanceColor) }
    }

    /// Added to the red component of the tint at each copy. Default 0.
    open var instanceRedOffset: Float {
        get { state.values.instanceRedOffset }
        set { store(newValue, .instanceRedOffset) }
    }

    /// Added to the green component of the tint at each copy. Default 0.
    open var instanceGreenOffset: Float {
        get { state.values.instanceGreenOffset }
        set { store(newValue, .instanceGreenOffset) }
    }

    /// Added to the blue component of the tint at each copy. Default 0.
    open var instanceBlueOffset: Float {
        get { state.values.instanceBlueOffset }
        set { store(newValue, .instanceBlueOffset) }
    }

    /// Added to the alpha component of the tint at each copy. Default 0.
    open var instanceAlphaOffset: Float {
        get { state.values.instanceAlphaOffset }
        set { store(newValue, .instanceAlphaOffset) }
    }
}

extension CALayer {
    /// `preservesDepth` of the classes that declare it (`CAReplicatorLayer`,
    /// `CAEmitterLayer`), one field: the property table's access to it.
    var depthPreservation: Bool {
        get { state.values.preservesDepth }
        set { store(newValue, .preservesDepth) }
    }
}
