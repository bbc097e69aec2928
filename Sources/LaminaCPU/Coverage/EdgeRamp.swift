import Foundation

// Anti-aliased coverage of a rounded rectangle of a layer's plane, evaluated at a pixel
// centre through the local Jacobian. Input: the plane point under the pixel centre and
// ∂(x, y)/∂(X, Y); output: coverage in 0…1.
//
// Every edge is treated as a straight line through the pixel, and the pixel's coverage is
// the exact area of the pixel square on its inner side (the box filter of a half-plane:
// linear for an axis-aligned edge, with quadratic ends when it is slanted). What that
// area needs is the edge's distance from the pixel centre and its direction on screen,
// both in pixels; expressed in the plane they become the plane distance t and the
// screen gradient (gX, gY) = Jᵀn of the distance function, and the formula is homogeneous
// in them, so neither the gradient's length nor the normal's needs a square root:
//
//   a = max(|gX|, |gY|), b = min(…), h = (a + b)/2, m = (a − b)/2
//   coverage = 0 (t ≤ −h) · (t + h)²/2ab (t < −m) · ½ + t/a (|t| ≤ m)
//              · 1 − (h − t)²/2ab (t < h) · 1 (t ≥ h)
//
// Straight edges: the two edges of an axis combine as left + right − 1 (the overlap of a
// slab, exact for a thin axis-aligned rect), the two axes multiply (exact for axis-aligned
// rectangles, a corner effect otherwise). Rounded corners: inside a corner's r × r square
// the arc is taken as its tangent at the nearest point; with the unnormalized normal
// d = p − centre the arc needs one square root (|d|) and the ramp one division. The sum of
// coverage over a long straight edge is its exact area at any angle; a layer's interior
// is exactly 1 and its outside exactly 0, which the span scanner relies on.

/// The box-filtered coverage of a pixel by a half-plane (see the file's head).
struct EdgeRamp {
    var a: Double, b: Double
    /// Half the ramp's width, and where its linear middle ends (plane units).
    var h: Double, m: Double
    private var inverseA: Double, inverseTwoAB: Double

    /// The ramp of an edge whose distance function has the screen gradient (gX, gY).
    @inline(__always)
    init(gX: Double, gY: Double) {
        let p = abs(gX), q = abs(gY)
        a = max(p, q); b = min(p, q)
        h = 0.5 * (a + b); m = 0.5 * (a - b)
        inverseA = a > 0 ? 1 / a : 0
        inverseTwoAB = b > 0 ? 1 / (2 * a * b) : 0
    }

    /// Axis-aligned, one plane unit per pixel.
    static let axisAligned = EdgeRamp(gX: 1, gY: 0)

    /// The covered fraction of a pixel whose centre is `t` (plane units) inside the edge.
    @inline(__always)
    func coverage(_ t: Double) -> Double {
        if t >= h { return 1 }
        if t <= -h { return 0 }
        if t > m {
            let u = h - t
            return 1 - u * u * inverseTwoAB
        }
        if t < -m {
            let u = t + h
            return u * u * inverseTwoAB
        }
        return 0.5 + t * inverseA
    }

    /// `coverage(t)`, bit for bit, with every piece computed and the right one selected
    /// (no branches to mispredict where neighbouring pixels fall on different pieces).
    @inline(__always)
    func select(_ t: Double) -> Double {
        let u = h - t, v = t + h
        var c = 0.5 + t * inverseA
        c = t < -m ? v * v * inverseTwoAB : c
        c = t > m ? 1 - u * u * inverseTwoAB : c
        c = t <= -h ? 0 : c
        return t >= h ? 1 : c
    }

    /// The same without precomputation (a ramp used once).
    @inline(__always)
    static func coverage(_ t: Double, gX: Double, gY: Double) -> Double {
        let p = abs(gX), q = abs(gY)
        let a = max(p, q), b = min(p, q)
        let h = 0.5 * (a + b)
        if t >= h { return 1 }
        if t <= -h { return 0 }
        let m = 0.5 * (a - b)
        if t > m {
            let u = h - t
            return 1 - u * u / (2 * a * b)
        }
        if t < -m {
            let u = t + h
            return u * u / (2 * a * b)
        }
        return 0.5 + t / a
    }
}

/// The ramps of a rectangle's four straight edges.
struct EdgeRamps {
    var left: EdgeRamp, right: EdgeRamp, top: EdgeRamp, bottom: EdgeRamp

    /// Each edge's ramp from the screen gradient of its own line under perspective: an
    /// edge x = x₀ projects to a straight line, along which ∇x = (u − x₀·q)/Q (u, q the
    /// mapping's X and Y coefficients, Q the pixel's q), so its distance is exact on
    /// screen. The Jacobian at the pixel instead (x for x₀) widens the ramp without bound
    /// toward the horizon, and a plane seen nearly edge-on covered pixels it does not
    /// reach (fuzzing, trees).
    @inline(__always)
    init(_ g: RoundedRectGeometry, mapping m: PlaneMapping, inverseQ r: Double) {
        left = EdgeRamp(gX: (m.ux - g.minX * m.qx) * r, gY: (m.uy - g.minX * m.qy) * r)
        right = EdgeRamp(gX: (m.ux - g.maxX * m.qx) * r, gY: (m.uy - g.maxX * m.qy) * r)
        top = EdgeRamp(gX: (m.vx - g.minY * m.qx) * r, gY: (m.vy - g.minY * m.qy) * r)
        bottom = EdgeRamp(gX: (m.vx - g.maxY * m.qx) * r, gY: (m.vy - g.maxY * m.qy) * r)
    }
}

extension RoundedRectGeometry {
    /// Coverage of the pixel whose centre maps to the plane point (x, y); `j` is the
    /// Jacobian there (for the corner arcs) and `ramps` the straight edges' ramps.
    /// `arcReach` bounds an arc's ramp half-width in plane units: points farther from an
    /// arc than that are decided without a square root.
    @inline(__always)
    func coverage(x: Double, y: Double, j: Jacobian, ramps: EdgeRamps, arcReach: Double) -> Float {
        let ax = ramps.left.coverage(x - minX) + ramps.right.coverage(maxX - x) - 1
        let ay = ramps.top.coverage(y - minY) + ramps.bottom.coverage(maxY - y) - 1
        // Beyond a straight edge's ramp the pixel is outside, whatever a corner's ramp
        // (through the Jacobian at the pixel, unbounded toward a horizon) would say.
        guard ax > 0, ay > 0 else { return 0 }
        if hasCorners {
            var cx = 0.0, cy = 0.0, r = 0.0
            if x < minX + rTL && y < minY + rTL {
                cx = minX + rTL; cy = minY + rTL; r = rTL
            } else if x > maxX - rTR && y < minY + rTR {
                cx = maxX - rTR; cy = minY + rTR; r = rTR
            } else if x < minX + rBL && y > maxY - rBL {
                cx = minX + rBL; cy = maxY - rBL; r = rBL
            } else if x > maxX - rBR && y > maxY - rBR {
                cx = maxX - rBR; cy = maxY - rBR; r = rBR
            }
            if r > 0 {
                let dx = x - cx, dy = y - cy
                let d2 = dx * dx + dy * dy
                let outer = r + arcReach
                if d2 >= outer * outer { return 0 }
                if r > arcReach, d2 <= (r - arcReach) * (r - arcReach) { return 1 }
                let length = d2.squareRoot()
                guard length > 1e-12 else { return 1 }
                // Everything scaled by |d|: normal d, distance (r − |d|)·|d|.
                let gX = dx * j.xX + dy * j.yX, gY = dx * j.xY + dy * j.yY
                return Float(EdgeRamp.coverage((r - length) * length, gX: gX, gY: gY))
            }
        }
        return Float(ax * ay)
    }
}
