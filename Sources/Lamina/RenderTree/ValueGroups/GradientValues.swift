import Foundation

/// A `CAGradientLayer`'s stops and geometry. Part of `SubclassValues`.
package struct GradientValues {
    package typealias RGBA = CGColor.RGBA

    package var colors: [RGBA]?
    package var locations: [CGFloat]?
    package var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    package var gradientType: GradientKind = GradientKind.axial

    /// Every field at its default.
    package init() {}

}

/// The fields of `GradientValues`, by name, as `RenderValues`' own (in `subclassGroup`).
extension RenderValues {
    package var colors: [RGBA]? {
        @inline(__always) get { subclassGroup.fields.gradient.colors }
        @inline(__always) set { subclassGroup.fields.gradient.colors = newValue }
    }
    package var locations: [CGFloat]? {
        @inline(__always) get { subclassGroup.fields.gradient.locations }
        @inline(__always) set { subclassGroup.fields.gradient.locations = newValue }
    }
    package var startPoint: CGPoint {
        @inline(__always) get { subclassGroup.fields.gradient.startPoint }
        @inline(__always) set { subclassGroup.fields.gradient.startPoint = newValue }
    }
    package var endPoint: CGPoint {
        @inline(__always) get { subclassGroup.fields.gradient.endPoint }
        @inline(__always) set { subclassGroup.fields.gradient.endPoint = newValue }
    }
    package var gradientType: GradientKind {
        @inline(__always) get { subclassGroup.fields.gradient.gradientType }
        @inline(__always) set { subclassGroup.fields.gradient.gradientType = newValue }
    }
}
