import Foundation

/// A `CAReplicatorLayer`'s copies: how many, how late, how placed and tinted. One of
/// `RenderValues`' groups (`RenderValues.replicatorGroup`): layers at these defaults share
/// one copy.
package struct ReplicatorValues: RenderValueFields {
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

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(ReplicatorValues())
}

/// The fields of `ReplicatorValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var instanceCount: Int {
        @inline(__always) get { replicatorGroup.fields.instanceCount }
        @inline(__always) set { replicatorGroup.fields.instanceCount = newValue }
    }
    package var instanceDelay: CFTimeInterval {
        @inline(__always) get { replicatorGroup.fields.instanceDelay }
        @inline(__always) set { replicatorGroup.fields.instanceDelay = newValue }
    }
    package var instanceTransform: CATransform3D {
        @inline(__always) get { replicatorGroup.fields.instanceTransform }
        @inline(__always) set { replicatorGroup.fields.instanceTransform = newValue }
    }
    package var instanceColor: RGBA? {
        @inline(__always) get { replicatorGroup.fields.instanceColor }
        @inline(__always) set { replicatorGroup.fields.instanceColor = newValue }
    }
    package var instanceRedOffset: Float {
        @inline(__always) get { replicatorGroup.fields.instanceRedOffset }
        @inline(__always) set { replicatorGroup.fields.instanceRedOffset = newValue }
    }
    package var instanceGreenOffset: Float {
        @inline(__always) get { replicatorGroup.fields.instanceGreenOffset }
        @inline(__always) set { replicatorGroup.fields.instanceGreenOffset = newValue }
    }
    package var instanceBlueOffset: Float {
        @inline(__always) get { replicatorGroup.fields.instanceBlueOffset }
        @inline(__always) set { replicatorGroup.fields.instanceBlueOffset = newValue }
    }
    package var instanceAlphaOffset: Float {
        @inline(__always) get { replicatorGroup.fields.instanceAlphaOffset }
        @inline(__always) set { replicatorGroup.fields.instanceAlphaOffset = newValue }
    }
    package var preservesDepth: Bool {
        @inline(__always) get { replicatorGroup.fields.preservesDepth }
        @inline(__always) set { replicatorGroup.fields.preservesDepth = newValue }
    }
}
