import Foundation

/// A layer's shadow (its opacity is zero for most layers, which read these defaults).
/// One of `RenderValues`' groups (`RenderValues.shadowGroup`): layers at these
/// defaults share one copy.
package struct ShadowValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    package var shadowColor: RGBA? = CGColor.black.rgba
    package var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: PathStorage?
    package var shadowOpacity: Float = 0

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
    package var shadowOpacity: Float {
        @inline(__always) get { shadowGroup.fields.shadowOpacity }
        @inline(__always) set { shadowGroup.fields.shadowOpacity = newValue }
    }
}
