import Foundation

// A gradient layer's geometry in its own plane, worked out once per item for both
// backends; how the parameter t follows from it is in `BandPainter+Gradient.swift` (CPU)
// and `Shaders/gradient.frag` (GL).

/// Where a `CAGradientLayer`'s parameter comes from, in its layer's plane.
package struct GradientGeometry {
    package var start: (x: Double, y: Double), end: (x: Double, y: Double)
    /// The axial gradient's parameter per plane unit: (end − start)/|end − start|².
    package var k: (x: Double, y: Double)
    /// The radial gradient's ellipse radii.
    package var radii: (x: Double, y: Double)
    /// The conic gradient's starting angle (of start → end).
    package var startAngle: Double
    /// The unit vector of that angle, start → end (the conic parameter is the angle from
    /// it: measured against it, a centre 10¹³ points away still splits its last and first
    /// colours where it should, in single precision too).
    package var direction: (x: Double, y: Double)

    /// The geometry of `item`: `startPoint` and `endPoint` are unit coordinates of its bounds.
    package init(_ item: GradientItem) {
        let b = item.placement.bounds
        func point(_ u: CGPoint) -> (x: Double, y: Double) {
            (Double(b.minX + u.x * b.width), Double(b.minY + u.y * b.height))
        }
        start = point(item.startPoint); end = point(item.endPoint)
        let dx = end.x - start.x, dy = end.y - start.y
        let length2 = dx * dx + dy * dy
        k = length2 > 0 && length2.isFinite ? (dx / length2, dy / length2) : (0, 0)
        var rx = abs(dx), ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        if rx == 0 { rx = .infinity; ry = .infinity }
        radii = (rx, ry)
        startAngle = atan2(dy, dx)
        let length = (dx * dx + dy * dy).squareRoot()
        direction = length > 0 && length.isFinite ? (dx / length, dy / length) : (cos(startAngle), sin(startAngle))
    }
}
