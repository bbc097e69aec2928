import Foundation

/// The transform a layer applies to its sublayers (identity for most layers). One of
/// `RenderValues`' groups (`RenderValues.sublayerTransformGroup`): layers at these defaults share
/// one copy.
package struct SublayerTransformValues: RenderValueFields {
    package var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(SublayerTransformValues())
}

/// The fields of `SublayerTransformValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var sublayerTransform: CATransform3D {
        @inline(__always) get { sublayerTransformGroup.fields.sublayerTransform }
        @inline(__always) set { sublayerTransformGroup.fields.sublayerTransform = newValue }
    }
}
