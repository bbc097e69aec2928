import Foundation

/// A `CAShapeLayer`'s path and how it is filled and stroked. One of `RenderValues`' groups
/// (`RenderValues.shapeGroup`): layers at these defaults share one copy.
package struct ShapeValues: RenderValueFields {
    package typealias RGBA = CGColor.RGBA

    package var path: PathStorage?
    package var fillColor: RGBA? = CGColor.black.rgba
    package var fillRule: CGPathFillRule = CGPathFillRule.winding
    package var strokeColor: RGBA?
    package var lineWidth: CGFloat = 1
    package var lineCap: CGLineCap = CGLineCap.butt
    package var lineJoin: CGLineJoin = CGLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var lineDashPattern: [CGFloat]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    /// Every field at its default.
    package init() {}

    /// The box the groups at these defaults share.
    nonisolated(unsafe) package static let defaults = FieldGroupBox(ShapeValues())
}

/// The fields of `ShapeValues`, by name, as `RenderValues`' own.
extension RenderValues {
    package var path: PathStorage? {
        @inline(__always) get { shapeGroup.fields.path }
        @inline(__always) set { shapeGroup.fields.path = newValue }
    }
    package var fillColor: RGBA? {
        @inline(__always) get { shapeGroup.fields.fillColor }
        @inline(__always) set { shapeGroup.fields.fillColor = newValue }
    }
    package var fillRule: CGPathFillRule {
        @inline(__always) get { shapeGroup.fields.fillRule }
        @inline(__always) set { shapeGroup.fields.fillRule = newValue }
    }
    package var strokeColor: RGBA? {
        @inline(__always) get { shapeGroup.fields.strokeColor }
        @inline(__always) set { shapeGroup.fields.strokeColor = newValue }
    }
    package var lineWidth: CGFloat {
        @inline(__always) get { shapeGroup.fields.lineWidth }
        @inline(__always) set { shapeGroup.fields.lineWidth = newValue }
    }
    package var lineCap: CGLineCap {
        @inline(__always) get { shapeGroup.fields.lineCap }
        @inline(__always) set { shapeGroup.fields.lineCap = newValue }
    }
    package var lineJoin: CGLineJoin {
        @inline(__always) get { shapeGroup.fields.lineJoin }
        @inline(__always) set { shapeGroup.fields.lineJoin = newValue }
    }
    package var miterLimit: CGFloat {
        @inline(__always) get { shapeGroup.fields.miterLimit }
        @inline(__always) set { shapeGroup.fields.miterLimit = newValue }
    }
    package var lineDashPattern: [CGFloat]? {
        @inline(__always) get { shapeGroup.fields.lineDashPattern }
        @inline(__always) set { shapeGroup.fields.lineDashPattern = newValue }
    }
    package var lineDashPhase: CGFloat {
        @inline(__always) get { shapeGroup.fields.lineDashPhase }
        @inline(__always) set { shapeGroup.fields.lineDashPhase = newValue }
    }
    package var strokeStart: CGFloat {
        @inline(__always) get { shapeGroup.fields.strokeStart }
        @inline(__always) set { shapeGroup.fields.strokeStart = newValue }
    }
    package var strokeEnd: CGFloat {
        @inline(__always) get { shapeGroup.fields.strokeEnd }
        @inline(__always) set { shapeGroup.fields.strokeEnd = newValue }
    }
}
