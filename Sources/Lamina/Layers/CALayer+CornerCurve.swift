import Foundation

extension CALayer {
    /// How far, as a multiple of `cornerRadius`, a corner drawn with `curve` reaches
    /// along each edge from the corner: CALayer.h's "expansion scale factor applied to
    /// the rounded corner bounding box size". `.circular` corners reach exactly the
    /// radius (1). For `.continuous`, Apple documents no value; 1.528665 is the factor
    /// Apple's QuartzCore returns (measured; it is not derived from a published curve).
    /// Unknown curves act as `.circular`, as `cornerCurve` does.
    ///
    /// Lamina's renderers draw `.continuous` corners as circular arcs of `cornerRadius`,
    /// so on screen they reach 1 × the radius, not this factor: code that sizes a shape
    /// to Apple's continuous corners gets Apple's number here.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
