import Foundation

// Gradient shading: input a gradient's lookup table, its geometry in gradient space and
// the map from target pixels to gradient space; output rows of premultiplied RGBA8 (and
// which pixels the gradient paints). `CGContext`'s gradient calls and the compositor's
// gradient layers (axial, radial, conic) both use it. Runs on the caller's thread;
// a shader is a value and may be used from several threads at once.
//
// Each pixel is sampled at its centre (x + 0.5, y + 0.5) mapped to gradient space.
// - Axial: t = (p − start)·(end − start) / |end − start|², linear along a row, so a row
//   costs one add per pixel.
// - Radial (two circles, as CoreGraphics and PDF): the circles c(t) = c0 + t·(c1 − c0)
//   with radius r(t) = r0 + t·(r1 − r0); a point takes the largest t whose circle
//   passes through it with r(t) ≥ 0, t limited to 0…1 unless the extend options allow
//   t < 0 or t > 1.
// - Conic: t = (angle of p around the centre − start angle) / 2π, wrapped into [0, 1);
//   angles grow from +x toward +y of gradient space.
// Where no t is allowed (before the start or after the end without the extend option,
// outside every radial circle) the pixel is transparent and not painted.

/// Shades rows of pixels with a gradient.
package struct GradientShader: Sendable {
    /// The gradient's shape in gradient space.
    package enum Geometry: Sendable, Equatable {
        /// Along the line from `start` to `end`.
        case axial(start: CGPoint, end: CGPoint)
        /// Between two circles.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
        /// Around `center`, t = 0 at `startAngle` (radians from +x toward +y).
        case conic(center: CGPoint, startAngle: CGFloat)
    }

    /// The gradient's colours.
    package let table: GradientLookupTable
    /// The gradient's shape in gradient space.
    package let geometry: Geometry
    /// Target pixel space (y down, pixel centres at +0.5) to gradient space.
    package let pixelToGradient: CGAffineTransform
    /// Whether t < 0 paints the first colour.
    package let extendsBefore: Bool
    /// Whether t > 1 paints the last colour.
    package let extendsAfter: Bool

    /// A shader of `geometry` coloured by `table`.
    package init(table: GradientLookupTable, geometry: Geometry, pixelToGradient: CGAffineTransform,
                 extendsBefore: Bool, extendsAfter: Bool) {
        self.table = table
        self.geometry = geometry
        self.pixelToGradient = pixelToGradient
        self.extendsBefore = extendsBefore
        self.extendsAfter = extendsAfter
    }

    /// Writes the `count` pixels of row `y` starting at column `x` into `pixels`
    /// (premultiplied RGBA8). Where the gradient does not paint, the pixel is written
    /// transparent and, if `coverage` is given, its coverage is set to 0 (other
    /// coverage entries are left as they are).
    package func shadeRow(y: Int, x: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>,
                          coverage: UnsafeMutablePointer<UInt8>?) {
        guard count > 0 else { return }
        let out = UnsafeMutableRawPointer(pixels).bindMemory(to: UInt32.self, capacity: count)
        let m = pixelToGradient
        let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
        let gx = m.a * px + m.c * py + m.tx, gy = m.b * px + m.d * py + m.ty
        let colors = table.colors
        colors.withUnsafeBufferPointer { lut in
            @inline(__always) func put(_ i: Int, _ t: Double?) {
                guard var t else {
                    out[i] = 0
                    coverage?[i] = 0
                    return
                }
                if t < 0 {
                    guard extendsBefore else { out[i] = 0; coverage?[i] = 0; return }
                    t = 0
                } else if t > 1 {
                    guard extendsAfter else { out[i] = 0; coverage?[i] = 0; return }
                    t = 1
                }
                out[i] = lut[Int(t * 255 + 0.5)]
            }
            switch geometry {
            case .axial(let s, let e):
                let vx = e.x - s.x, vy = e.y - s.y
                let len2 = vx * vx + vy * vy
                guard len2 > 0, len2.isFinite else {
                    for i in 0..<count { put(i, nil) }
                    return
                }
                var t = ((gx - s.x) * vx + (gy - s.y) * vy) / len2
                let dt = (m.a * vx + m.b * vy) / len2
                for i in 0..<count {
                    put(i, t.isFinite ? t : nil)
                    t += dt
                }
            case .radial(let c0, let r0, let c1, let r1):
                let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
                let a = cdx * cdx + cdy * cdy - dr * dr
                for i in 0..<count {
                    let fx = CGFloat(i)
                    let pdx = gx + m.a * fx - c0.x, pdy = gy + m.b * fx - c0.y
                    put(i, radialParameter(pdx, pdy, cdx, cdy, r0, dr, a))
                }
            case .conic(let c, let start):
                let inverseTurn = 1 / (2 * CGFloat.pi)
                for i in 0..<count {
                    let fx = CGFloat(i)
                    let dx = gx + m.a * fx - c.x, dy = gy + m.b * fx - c.y
                    var t = (GradientShader.fastAtan2(dy, dx) - start) * inverseTurn
                    t -= CGFloat(Int(t))
                    if t < 0 { t += 1 }
                    put(i, t)
                }
            }
        }
    }

    /// The largest allowed t whose circle passes through the point p − c0 =
    /// (`pdx`, `pdy`), or nil.
    @inline(__always)
    private func radialParameter(_ pdx: CGFloat, _ pdy: CGFloat, _ cdx: CGFloat, _ cdy: CGFloat,
                                 _ r0: CGFloat, _ dr: CGFloat, _ a: CGFloat) -> Double? {
        // |p − c0 − t·cd|² = (r0 + t·dr)²  ⇔  a·t² − 2·b·t + c = 0.
        let b = pdx * cdx + pdy * cdy + r0 * dr
        let c = pdx * pdx + pdy * pdy - r0 * r0
        @inline(__always) func allowed(_ t: CGFloat) -> Bool {
            t.isFinite && r0 + t * dr >= 0 && (t >= 0 || extendsBefore) && (t <= 1 || extendsAfter)
        }
        if abs(a) < 1e-12 {
            guard b != 0 else { return nil }
            let t = c / (2 * b)
            return allowed(t) ? t : nil
        }
        let disc = b * b - a * c
        guard disc >= 0 else { return nil }
        let root = disc.squareRoot()
        let t1 = (b + root) / a, t2 = (b - root) / a
        let high = Swift.max(t1, t2), low = Swift.min(t1, t2)
        if allowed(high) { return high }
        if allowed(low) { return low }
        return nil
    }

    /// atan2(y, x) in (−π, π] within about 1e-5 radians (a polynomial on the octant),
    /// far below the 1/256 turn the lookup table resolves.
    @inline(__always)
    package static func fastAtan2(_ y: CGFloat, _ x: CGFloat) -> CGFloat {
        let ax = abs(x), ay = abs(y)
        let big = Swift.max(ax, ay)
        guard big > 0 else { return 0 }
        let z = Swift.min(ax, ay) / big
        let z2 = z * z
        // Minimax polynomial for atan(z), z in [0, 1].
        var r = ((((-0.0117212 * z2 + 0.05265332) * z2 - 0.11643287) * z2 + 0.19354346) * z2 - 0.33262347) * z2 + 0.99997726
        r *= z
        if ay > ax { r = CGFloat.pi / 2 - r }
        if x < 0 { r = CGFloat.pi - r }
        return y < 0 ? -r : r
    }

    /// Writes the gradient into `rect` of `target` (replacing the pixels; those the
    /// gradient does not paint become transparent).
    package func fill(_ target: PixelBuffer, rect: PixelRect) {
        let area = rect.intersection(PixelRect(width: target.width, height: target.height))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            shadeRow(y: y, x: area.minX, count: area.width, into: target.row(y) + 4 * area.minX, coverage: nil)
        }
    }
}
