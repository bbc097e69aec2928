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
        // |end − start| without squaring: 4 × 10²¹⁵ squared is infinite.
        let length = hypot(dx, dy)
        k = length > 0 && length.isFinite ? (dx / length / length, dy / length / length) : (0, 0)
        var rx = abs(dx), ry = abs(dy)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        if rx == 0 { rx = .infinity; ry = .infinity }
        radii = (rx, ry)
        startAngle = atan2(dy, dx)
        direction = length > 0 && length.isFinite ? (dx / length, dy / length) : (cos(startAngle), sin(startAngle))
        if item.kind == .conic { bringConicCentreNear(b) }
        if item.kind == .radial { bringRadialCentreNear(b) }
        if item.kind == .axial { bringAxialStartNear(b) }
    }

    /// How many of the layer's extents a conic or radial gradient's centre may lie from
    /// the layer before it is brought nearer (`bringConicCentreNear`,
    /// `bringRadialCentreNear`).
    static let farCentre = 1e4

    /// A radial gradient whose centre lies more than `farCentre` extents from the layer
    /// along an axis: that axis's term (p − start)/radius, nearly constant over the layer,
    /// keeps its value at the layer's middle with the centre moved to `farCentre` extents
    /// away and the radius scaled with it. The term then varies over the layer by at most
    /// 1/`farCentre` of its value, which moves t by under 1/30 of a ramp entry where t is
    /// below 1; and single precision carries the centre (GL's overflowed for a centre
    /// 10³⁹ points away, drawing nothing; fuzzing, trees).
    private mutating func bringRadialCentreNear(_ b: CGRect) {
        let extent = max(abs(Double(b.width)), abs(Double(b.height)), 1)
        let reach = Self.farCentre * extent
        guard extent.isFinite else { return }
        let middle = (x: Double(b.midX), y: Double(b.midY))
        func near(_ centre: inout Double, _ radius: inout Double, _ mid: Double) {
            let away = mid - centre
            guard away.isFinite, radius.isFinite, radius > 0, abs(away) > reach else { return }
            radius *= reach / abs(away)
            centre = mid - (away > 0 ? reach : -reach)
        }
        near(&start.x, &radii.x, middle.x)
        near(&start.y, &radii.y, middle.y)
    }

    /// An axial gradient whose start point lies more than `farCentre` extents from the
    /// layer: t = (p − start)·k is t₀ + (p − middle)·k, t₀ its value at the layer's middle.
    /// The start slides along its line of t = 0 (perpendicular to k) to the point of it
    /// nearest the middle, which changes no t. Where that line itself passes more than
    /// `farCentre` extents from the middle, the start is put on the line through the middle
    /// along k, `farCentre` extents from it, and k scaled so that t₀ stays: t then varies
    /// over the layer by at most 1/`farCentre` of t₀, as it already did. Either way single
    /// precision carries the start (GL's overflowed for a start 10³⁰⁰ points away, drawing
    /// the first colour where the CPU drew the last; fuzzing, trees).
    private mutating func bringAxialStartNear(_ b: CGRect) {
        let extent = max(abs(Double(b.width)), abs(Double(b.height)), 1)
        let reach = Self.farCentre * extent
        let middle = (x: Double(b.midX), y: Double(b.midY))
        let v = (x: middle.x - start.x, y: middle.y - start.y)
        let kLength = hypot(k.x, k.y)
        guard extent.isFinite, v.x.isFinite, v.y.isFinite, max(abs(v.x), abs(v.y)) > reach,
              kLength > 0, kLength.isFinite else { return }
        let unit = (x: k.x / kLength, y: k.y / kLength)
        // Signed distance from the line of t = 0 to the middle, along k.
        let across = v.x * unit.x + v.y * unit.y
        guard across.isFinite else { return }
        if abs(across) <= reach {
            start = (middle.x - unit.x * across, middle.y - unit.y * across)
            return
        }
        let t0 = across * kLength
        let side = across > 0 ? reach : -reach
        start = (middle.x - unit.x * side, middle.y - unit.y * side)
        if t0.isFinite { k = (unit.x * abs(t0) / reach, unit.y * abs(t0) / reach) }
    }

    /// A conic gradient centred more than `farCentre` extents from its layer sees all
    /// of it at one angle, to within 10⁻⁴ radian, split only where its start ray crosses
    /// it: such a centre is moved to `farCentre` extents away, on the start ray's line
    /// where that line passes the layer (so the split stays exactly where it was, and on
    /// the same side), else on the line from the centre to the layer. The colours change
    /// by under 1/4,000 of a level, and single precision carries the centre to 1/100 of a
    /// unit (GL's overflowed for a centre 10²¹⁵ points away, drawing the other colour over
    /// part of the layer; fuzzing, trees).
    private mutating func bringConicCentreNear(_ b: CGRect) {
        let extent = max(abs(Double(b.width)), abs(Double(b.height)), 1)
        let o = (x: Double(b.midX), y: Double(b.midY))
        let v = (x: o.x - start.x, y: o.y - start.y)
        let reach = Self.farCentre * extent
        guard v.x.isFinite, v.y.isFinite, extent.isFinite, max(abs(v.x), abs(v.y)) > reach else { return }
        // v = along·direction + across·n, n = direction turned a quarter.
        let along = v.x * direction.x + v.y * direction.y
        let across = v.y * direction.x - v.x * direction.y
        if abs(across) <= reach / 2 {
            // The start ray's line passes the layer: a centre on it, the layer ahead of it
            // or behind it as before.
            let foot = (x: o.x + across * direction.y, y: o.y - across * direction.x)
            let side = along >= 0 ? -reach : reach
            start = (foot.x + side * direction.x, foot.y + side * direction.y)
        } else {
            let distance = hypot(v.x, v.y)
            guard distance.isFinite, distance > 0 else { return }
            start = (o.x - v.x / distance * reach, o.y - v.y / distance * reach)
        }
    }
}
