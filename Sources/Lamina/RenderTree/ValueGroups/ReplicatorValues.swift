import Foundation

/// A `CAReplicatorLayer`'s copies: how many, how late, how placed and tinted. Part of
/// `SubclassValues`.
package struct ReplicatorValues {
    package typealias RGBA = CGColor.RGBA

    package var instanceCount: Int = 1
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform: CATransform3D = CATransform3DIdentity
    package var instanceColor: RGBA? = CGColor.white.rgba
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0
    package var preservesDepth: Bool = false

    /// Every field at its default.
    package init() {}

}

/// The fields of `ReplicatorValues`, by name, as `RenderValues`' own (in `subclassGroup`).
extension RenderValues {
    package var instanceCount: Int {
        @inline(__always) get { subclassGroup.fields.replicator.instanceCount }
        @inline(__always) set { subclassGroup.fields.replicator.instanceCount = newValue }
    }
    package var instanceDelay: CFTimeInterval {
        @inline(__always) get { subclassGroup.fields.replicator.instanceDelay }
        @inline(__always) set { subclassGroup.fields.replicator.instanceDelay = newValue }
    }
    package var instanceTransform: CATransform3D {
        @inline(__always) get { subclassGroup.fields.replicator.instanceTransform }
        @inline(__always) set { subclassGroup.fields.replicator.instanceTransform = newValue }
    }
    package var instanceColor: RGBA? {
        @inline(__always) get { subclassGroup.fields.replicator.instanceColor }
        @inline(__always) set { subclassGroup.fields.replicator.instanceColor = newValue }
    }
    package var instanceRedOffset: Float {
        @inline(__always) get { subclassGroup.fields.replicator.instanceRedOffset }
        @inline(__always) set { subclassGroup.fields.replicator.instanceRedOffset = newValue }
    }
    package var instanceGreenOffset: Float {
        @inline(__always) get { subclassGroup.fields.replicator.instanceGreenOffset }
        @inline(__always) set { subclassGroup.fields.replicator.instanceGreenOffset = newValue }
    }
    package var instanceBlueOffset: Float {
        @inline(__always) get { subclassGroup.fields.replicator.instanceBlueOffset }
        @inline(__always) set { subclassGroup.fields.replicator.instanceBlueOffset = newValue }
    }
    package var instanceAlphaOffset: Float {
        @inline(__always) get { subclassGroup.fields.replicator.instanceAlphaOffset }
        @inline(__always) set { subclassGroup.fields.replicator.instanceAlphaOffset = newValue }
    }
    package var preservesDepth: Bool {
        @inline(__always) get { subclassGroup.fields.replicator.preservesDepth }
        @inline(__always) set { subclassGroup.fields.replicator.preservesDepth = newValue }
    }
}
