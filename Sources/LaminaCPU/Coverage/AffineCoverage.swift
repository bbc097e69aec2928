@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A rounded rectangle's coverage under an affine map, with everything that does not
// depend on the pixel worked out once per shape. Input: the shape's plane geometry, its
// Jacobian and edge ramps (made with the `ProjectedShape`); output: the coverage of the
// pixel whose centre maps to a plane point. Read by band threads for every fringe pixel.
//
// The result is `RoundedRectGeometry.coverage` (EdgeRamp.swift) bit for bit: the same
// operations on the same values, those that do not depend on the point hoisted (the
// corner squares' limits, which are the arcs' centres, and the arcs' squared reaches).
// The straight edges' ramps are evaluated without branches (`EdgeRamp.select`): along a
// row the pixels of a fringe fall on different pieces of the ramp, which a branch
// predictor cannot follow.
//
// A run of neighbouring pixels on a row is first asked what it can meet (`RunReach`):
// the plane point moves monotonically along the row (each coordinate is computed as
// ux·X + u, monotone in X in floating point too), so the run's first and last pixels
// bound every coordinate, and a corner square or an edge's ramp that neither bound
// reaches is out of reach of every pixel between. The pixels then skip those tests and
// ramps, and their coverage is still the same bits: a skipped corner test would have
// failed, a skipped ramp would have been exactly 1.

/// A corner's arc: its centre (the inner corner of its r × r square) and radius, with the
/// squared distances beyond which the pixel is clear and within which it is covered.
struct CornerArc {
    var cx: Double, cy: Double, r: Double
    /// (r + reach)², and (r − reach)² where r > reach (else −1: no point is decided
    /// covered).
    var outer2: Double, inner2: Double

    init(cx: Double, cy: Double, r: Double, reach: Double) {
        self.cx = cx; self.cy = cy; self.r = r
        let outer = r + reach
        outer2 = outer * outer
        inner2 = r > reach ? (r - reach) * (r - reach) : -1
    }
}

/// The coverage of one affine-mapped rounded rectangle, per plane point.
struct AffineCoverage {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var rampX: EdgeRamp, rampY: EdgeRamp
    var hasCorners: Bool
    var topLeft: CornerArc, topRight: CornerArc, bottomLeft: CornerArc, bottomRight: CornerArc
    var j: Jacobian

    /// `arcReach` bounds an arc's ramp half-width in plane units (see
    /// `RoundedRectGeometry.coverage`).
    init(_ g: RoundedRectGeometry, j: Jacobian, rampX: EdgeRamp, rampY: EdgeRamp, arcReach: Double) {
        minX = g.minX; minY = g.minY; maxX = g.maxX; maxY = g.maxY
        hasCorners = g.hasCorners
        topLeft = CornerArc(cx: g.minX + g.rTL, cy: g.minY + g.rTL, r: g.rTL, reach: arcReach)
        topRight = CornerArc(cx: g.maxX - g.rTR, cy: g.minY + g.rTR, r: g.rTR, reach: arcReach)
        bottomLeft = CornerArc(cx: g.minX + g.rBL, cy: g.maxY - g.rBL, r: g.rBL, reach: arcReach)
        bottomRight = CornerArc(cx: g.maxX - g.rBR, cy: g.maxY - g.rBR, r: g.rBR, reach: arcReach)
        self.j = j
        self.rampX = rampX; self.rampY = rampY
    }
}

/// What a run of pixels on a row can meet: which corner squares, and which edges' ramps
/// are not exactly 1 for every pixel of the run.
struct RunReach {
    var topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool
    var minXRamp: Bool, maxXRamp: Bool, minYRamp: Bool, maxYRamp: Bool

    /// Every test and every ramp (a single pixel, or no bounds known).
    static let all = RunReach(topLeft: true, topRight: true, bottomLeft: true, bottomRight: true,
                              minXRamp: true, maxXRamp: true, minYRamp: true, maxYRamp: true)
}

// Called through a pointer into the frame's prepared items, so no call copies the shape.
extension UnsafePointer<AffineCoverage> {
    /// What the pixels whose plane points lie between (x0, y0) and (x1, y1) (a run's end
    /// pixels, in either order) can meet.
    @inline(__always)
    func reach(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> RunReach {
        let xLo = Swift.min(x0, x1), xHi = Swift.max(x0, x1), yLo = Swift.min(y0, y1), yHi = Swift.max(y0, y1)
        let corners = pointee.hasCorners
        return RunReach(topLeft: corners && xLo < pointee.topLeft.cx && yLo < pointee.topLeft.cy,
                        topRight: corners && xHi > pointee.topRight.cx && yLo < pointee.topRight.cy,
                        bottomLeft: corners && xLo < pointee.bottomLeft.cx && yHi > pointee.bottomLeft.cy,
                        bottomRight: corners && xHi > pointee.bottomRight.cx && yHi > pointee.bottomRight.cy,
                        minXRamp: !(xLo - pointee.minX >= pointee.rampX.h),
                        maxXRamp: !(pointee.maxX - xHi >= pointee.rampX.h),
                        minYRamp: !(yLo - pointee.minY >= pointee.rampY.h),
                        maxYRamp: !(pointee.maxY - yHi >= pointee.rampY.h))
    }

    /// The coverage of the pixel whose centre maps to the plane point (x, y), a pixel of
    /// a run that can meet only what `reach` says.
    @_transparent
    func coverage(x: Double, y: Double, _ reach: RunReach) -> Float {
        if reach.topLeft && x < pointee.topLeft.cx && y < pointee.topLeft.cy {
            if pointee.topLeft.r > 0 { return arc(pointer(to: \.topLeft)!, x, y) }
        } else if reach.topRight && x > pointee.topRight.cx && y < pointee.topRight.cy {
            if pointee.topRight.r > 0 { return arc(pointer(to: \.topRight)!, x, y) }
        } else if reach.bottomLeft && x < pointee.bottomLeft.cx && y > pointee.bottomLeft.cy {
            if pointee.bottomLeft.r > 0 { return arc(pointer(to: \.bottomLeft)!, x, y) }
        } else if reach.bottomRight && x > pointee.bottomRight.cx && y > pointee.bottomRight.cy {
            if pointee.bottomRight.r > 0 { return arc(pointer(to: \.bottomRight)!, x, y) }
        }
        let rx = pointer(to: \.rampX)!, ry = pointer(to: \.rampY)!
        let left = reach.minXRamp ? rx.pointee.select(x - pointee.minX) : 1
        let right = reach.maxXRamp ? rx.pointee.select(pointee.maxX - x) : 1
        let top = reach.minYRamp ? ry.pointee.select(y - pointee.minY) : 1
        let bottom = reach.maxYRamp ? ry.pointee.select(pointee.maxY - y) : 1
        let ax = left + right - 1, ay = top + bottom - 1
        return ax > 0 && ay > 0 ? Float(ax * ay) : 0
    }

    /// The coverage of the pixel whose centre maps to the plane point (x, y).
    @inline(__always)
    func coverage(x: Double, y: Double) -> Float {
        if pointee.hasCorners {
            // The first corner square holding the point decides (as the geometry's test).
            if x < pointee.topLeft.cx && y < pointee.topLeft.cy {
                if pointee.topLeft.r > 0 { return arc(pointer(to: \.topLeft)!, x, y) }
            } else if x > pointee.topRight.cx && y < pointee.topRight.cy {
                if pointee.topRight.r > 0 { return arc(pointer(to: \.topRight)!, x, y) }
            } else if x < pointee.bottomLeft.cx && y > pointee.bottomLeft.cy {
                if pointee.bottomLeft.r > 0 { return arc(pointer(to: \.bottomLeft)!, x, y) }
            } else if x > pointee.bottomRight.cx && y > pointee.bottomRight.cy {
                if pointee.bottomRight.r > 0 { return arc(pointer(to: \.bottomRight)!, x, y) }
            }
        }
        let rx = pointee.rampX, ry = pointee.rampY
        let ax = rx.select(x - pointee.minX) + rx.select(pointee.maxX - x) - 1
        let ay = ry.select(y - pointee.minY) + ry.select(pointee.maxY - y) - 1
        return ax > 0 && ay > 0 ? Float(ax * ay) : 0
    }

    /// Inside corner `c`'s square: the arc taken as its tangent at the nearest point.
    @inline(__always)
    private func arc(_ c: UnsafePointer<CornerArc>, _ x: Double, _ y: Double) -> Float {
        let dx = x - c.pointee.cx, dy = y - c.pointee.cy
        let d2 = dx * dx + dy * dy
        if d2 >= c.pointee.outer2 { return 0 }
        if d2 <= c.pointee.inner2 { return 1 }
        let length = d2.squareRoot()
        guard length > 1e-12 else { return 1 }
        let j = pointee.j
        let gX = dx * j.xX + dy * j.yX, gY = dx * j.xY + dy * j.yY
        return Float(EdgeRamp.coverage((c.pointee.r - length) * length, gX: gX, gY: gY))
    }
}
