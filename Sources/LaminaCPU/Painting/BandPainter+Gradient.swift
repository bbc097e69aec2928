import Foundation

// A gradient layer on a row: the gradient parameter t at every pixel centre's plane point,
// looked up in LaminaGraphics' premultiplied `GradientLookupTable` (256 entries, shared
// with `CGContext`'s gradients, tinted once by the planner), blended under the rounded shape's coverage and
// the clip chain. LaminaGraphics' `GradientShader` is not used for the parameter: it maps
// pixels affinely and its radial gradient is CoreGraphics' two-circle one, while a layer
// may be seen in perspective and `CAGradientLayer`'s radial gradient is an ellipse.
//
// t follows `CAGradientLayer`, measured in the layer's own points (so a gradient across a
// non-square layer is perpendicular to startPoint → endPoint in points, not in unit
// space):
//   axial:  the projection of p − start on end − start, over |end − start|²;
//   radial: an ellipse centred on start whose radii are |end − start| along x and y;
//   conic:  the angle from start → end around start, clockwise on screen (y down), over 2π.

extension PlannedGradient {
    /// The gradient parameter at the plane point (x, y).
    @inline(__always)
    func parameter(_ x: Double, _ y: Double) -> Double {
        let g = geometry
        let dx = x - g.start.x, dy = y - g.start.y
        switch kind {
        case .axial:
            return dx * g.k.x + dy * g.k.y
        case .radial:
            let a = dx / g.radii.x, b = dy / g.radii.y
            return (a * a + b * b).squareRoot()
        case .conic:
            // The angle from the start direction: p − start turned by −startAngle.
            let u = g.direction
            var angle = atan2(dy * u.x - dx * u.y, dx * u.x + dy * u.y)
            if angle < 0 { angle += 2 * .pi }
            return angle / (2 * .pi)
        }
    }
}

extension BandPainter {
    /// Draws row `y` of a gradient layer whose tinted lookup table is `colors`.
    func drawGradient(_ item: UnsafePointer<PlannedGradient>, colors: UnsafePointer<UInt32>, row y: Int) {
        let gradient = item.pointee
        let target = targets[gradient.target]
        let m = target.rect.minX
        let coverage = scratch.coverage - m
        var span = item.pointer(to: \.shape)!.scan(row: y, from: gradient.bounds.minX, to: gradient.bounds.maxX, into: coverage)
        guard !span.isEmpty else { return }
        if gradient.clip >= 0 {
            let clipSpan = clipChain(gradient.clip, row: y, from: span.lo, to: span.hi, origin: m)
            span.multiply(by: clipSpan, scratch.clipCoverage - m, into: coverage)
            guard !span.isEmpty else { return }
        }
        let pixels = scratch.pixels - m
        shade(gradient, table: colors, row: y, from: span.lo, to: span.hi, into: pixels)
        blendPixels(pixels, span: span, coverage: coverage, opacity: 1, dst: target.row(y) - m)
    }

    /// The gradient's colours for columns [lo, hi) of row `y` (256-entry `table`).
    private func shade(_ gradient: PlannedGradient, table: UnsafePointer<UInt32>, row y: Int, from lo: Int, to hi: Int,
                       into pixels: UnsafeMutablePointer<UInt32>) {
        @inline(__always) func color(_ t: Double) -> UInt32 {
            let c = t.isNaN ? 0 : min(max(t, 0), 1)
            return table[Int(c * 255 + 0.5)]
        }
        let mapping = gradient.shape.mapping
        let X0 = Double(lo) + 0.5, Y = Double(y) + 0.5
        if mapping.isAffine {
            var px = mapping.ux * X0 + mapping.uy * Y + mapping.u0
            var py = mapping.vx * X0 + mapping.vy * Y + mapping.v0
            if gradient.kind == .axial {
                var t = gradient.parameter(px, py)
                let dt = mapping.ux * gradient.geometry.k.x + mapping.vx * gradient.geometry.k.y
                let last = t + dt * Double(hi - lo - 1)
                if min(t, last) > 1e-6, max(t, last) < 1 - 1e-6 {
                    // The row stays inside (0, 1) (t is linear in the column; the steps' rounding
                    // is far below the margin): no clamps, the same indices.
                    for x in lo..<hi {
                        pixels[x] = table[Int(t * 255 + 0.5)]
                        t += dt
                    }
                } else {
                    for x in lo..<hi {
                        pixels[x] = color(t)
                        t += dt
                    }
                }
            } else {
                for x in lo..<hi {
                    pixels[x] = color(gradient.parameter(px, py))
                    px += mapping.ux; py += mapping.vx
                }
            }
        } else {
            var h = mapping.homogeneous(X0, Y)
            for x in lo..<hi {
                if h.q > 0 {
                    let r = 1 / h.q
                    pixels[x] = color(gradient.parameter(h.u * r, h.v * r))
                } else {
                    pixels[x] = 0
                }
                h.u += mapping.ux; h.v += mapping.vx; h.q += mapping.qx
            }
        }
    }
}
