import Foundation

/// A `CAGradientLayer`'s stops and geometry. One of `RenderValues`' groups
/// (`RenderValues.gradientGroup`): layers at these defaults share one copy.
package struct GradientValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    package var colors: [RGBA]?
    package var locations: [CGFloat]?
    package var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    package var gradientType: GradientKind = GradientKind.axial

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(GradientValues())
}

/// The fields of `GradientValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var colors: [RGBA]? {
        @inline(__always) get { gradientGroup.fields.colors }
        @inline(__always) set { gradientGroup.fields.colors = newValue }
    }
    package var locations: [CGFloat]? {
        @inline(__always) get { gradientGroup.fields.locations }
        @inline(__always) set { gradientGroup.fields.locations = newValue }
    }
    package var startPoint: CGPoint {
        @inline(__always) get { gradientGroup.fields.startPoint }
        @inline(__always) set { gradientGroup.fields.startPoint = newValue }
    }
    package var endPoint: CGPoint {
        @inline(__always) get { gradientGroup.fields.endPoint }
        @inline(__always) set { gradientGroup.fields.endPoint = newValue }
    }
    package var gradientType: GradientKind {
        @inline(__always) get { gradientGroup.fields.gradientType }
        @inline(__always) set { gradientGroup.fields.gradientType = newValue }
    }
}
