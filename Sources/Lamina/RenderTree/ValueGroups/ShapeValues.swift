import Foundation

/// A `CAShapeLayer`'s path and how it is filled and stroked. Part of `SubclassValues`.
package struct ShapeValues {
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

}

/// The fields of `ShapeValues`, by name, as `RenderValues`' own (in `subclassGroup`).
extension RenderValues {
    package var path: PathStorage? {
        @inline(__always) get { subclassGroup.fields.shape.path }
        @inline(__always) set { subclassGroup.fields.shape.path = newValue }
    }
    package var fillColor: RGBA? {
        @inline(__always) get { subclassGroup.fields.shape.fillColor }
        @inline(__always) set { subclassGroup.fields.shape.fillColor = newValue }
    }
    package var fillRule: CGPathFillRule {
        @inline(__always) get { subclassGroup.fields.shape.fillRule }
        @inline(__always) set { subclassGroup.fields.shape.fillRule = newValue }
    }
    package var strokeColor: RGBA? {
        @inline(__always) get { subclassGroup.fields.shape.strokeColor }
        @inline(__always) set { subclassGroup.fields.shape.strokeColor = newValue }
    }
    package var lineWidth: CGFloat {
        @inline(__always) get { subclassGroup.fields.shape.lineWidth }
        @inline(__always) set { subclassGroup.fields.shape.lineWidth = newValue }
    }
    package var lineCap: CGLineCap {
        @inline(__always) get { subclassGroup.fields.shape.lineCap }
        @inline(__always) set { subclassGroup.fields.shape.lineCap = newValue }
    }
    package var lineJoin: CGLineJoin {
        @inline(__always) get { subclassGroup.fields.shape.lineJoin }
        @inline(__always) set { subclassGroup.fields.shape.lineJoin = newValue }
    }
    package var miterLimit: CGFloat {
        @inline(__always) get { subclassGroup.fields.shape.miterLimit }
        @inline(__always) set { subclassGroup.fields.shape.miterLimit = newValue }
    }
    package var lineDashPattern: [CGFloat]? {
        @inline(__always) get { subclassGroup.fields.shape.lineDashPattern }
        @inline(__always) set { subclassGroup.fields.shape.lineDashPattern = newValue }
    }
    package var lineDashPhase: CGFloat {
        @inline(__always) get { subclassGroup.fields.shape.lineDashPhase }
        @inline(__always) set { subclassGroup.fields.shape.lineDashPhase = newValue }
    }
    package var strokeStart: CGFloat {
        @inline(__always) get { subclassGroup.fields.shape.strokeStart }
        @inline(__always) set { subclassGroup.fields.shape.strokeStart = newValue }
    }
    package var strokeEnd: CGFloat {
        @inline(__always) get { subclassGroup.fields.shape.strokeEnd }
        @inline(__always) set { subclassGroup.fields.shape.strokeEnd = newValue }
    }
}
