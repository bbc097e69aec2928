import Foundation

/// A layer's shadow but its opacity (which every frame reads, and which is zero for most
/// layers). One of `RenderValues`' groups (`RenderValues.shadowGroup`): layers at these
/// defaults share one copy.
package struct ShadowValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    package var shadowColor: RGBA? = CGColor.black.rgba
    package var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: PathStorage?

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(ShadowValues())
}

/// The fields of `ShadowValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var shadowColor: RGBA? {
        @inline(__always) get { shadowGroup.fields.shadowColor }
        @inline(__always) set { shadowGroup.fields.shadowColor = newValue }
    }
    package var shadowOffset: CGSize {
        @inline(__always) get { shadowGroup.fields.shadowOffset }
        @inline(__always) set { shadowGroup.fields.shadowOffset = newValue }
    }
    package var shadowRadius: CGFloat {
        @inline(__always) get { shadowGroup.fields.shadowRadius }
        @inline(__always) set { shadowGroup.fields.shadowRadius = newValue }
    }
    package var shadowPath: PathStorage? {
        @inline(__always) get { shadowGroup.fields.shadowPath }
        @inline(__always) set { shadowGroup.fields.shadowPath = newValue }
    }
}
