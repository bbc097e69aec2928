import Foundation

/// A layer's transform and its anchor's z (identity and 0 for most layers). One of `RenderValues`' groups
/// (`RenderValues.transformGroup`): layers at the default share one copy, and a layer
/// with a transform of its own pays for one; a frame's animations write the presented
/// values' own box in place.
package struct TransformValues: RenderValueFields {
    package var transform: CATransform3D = CATransform3DIdentity
    package var anchorPointZ: CGFloat = 0

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(TransformValues())
}

/// The field of `TransformValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var transform: CATransform3D {
        @inline(__always) get { transformGroup.fields.transform }
        @inline(__always) set { transformGroup.fields.transform = newValue }
    }
    package var anchorPointZ: CGFloat {
        @inline(__always) get { transformGroup.fields.anchorPointZ }
        @inline(__always) set { transformGroup.fields.anchorPointZ = newValue }
    }
}
