import Foundation

/// The transform a layer applies to its sublayers (identity for most layers). One of
/// `RenderValues`' groups (`RenderValues.transformGroup`): layers at these defaults share
/// one copy.
package struct TransformValues: RenderValueFields {
    package var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(TransformValues())
}

/// The fields of `TransformValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var sublayerTransform: CATransform3D {
        @inline(__always) get { transformGroup.fields.sublayerTransform }
        @inline(__always) set { transformGroup.fields.sublayerTransform = newValue }
    }
}
