import Foundation

// Where a plane item's coordinates start in its record. Input: the item's prepared plane
// (double precision); output: the origin its record's plane coordinates are measured
// from. Runs while a frame is encoded.
//
// The shaders compute in single precision, which holds a plane coordinate of 10⁹ only to
// 64 units: a layer whose bounds start at −10⁹ (a far scroll offset) could not tell its
// own 13 points apart, and GL drew nothing where the CPU, in double precision, drew it
// (fuzzing). An item whose plane reaches past `rebaseReach` is recorded from a point of
// its own shape near what it shows (the plane point under the centre of its pixels, kept
// within the shape): its homographies, shape, contents destination and gradient geometry
// are moved by that origin in double precision before they become floats. Items nearer
// the plane's origin keep it, bit for bit.

/// The origin of one plane item's coordinates in its record.
struct PlaneOrigin {
    var x: Double, y: Double

    /// The plane's own origin.
    static let zero = PlaneOrigin(x: 0, y: 0)

    /// How far from the plane's origin an item may reach (plane units) and keep it:
    /// single precision still holds a 1/4096 of a unit there.
    static let rebaseReach = 4096.0

    /// The origin for `plane`'s item: zero unless its shape reaches past `rebaseReach`.
    init(_ plane: PreparedPlane) {
        let g = plane.shape.geometry
        guard max(abs(g.minX), abs(g.maxX), abs(g.minY), abs(g.maxY)) > Self.rebaseReach else { self = .zero; return }
        let b = plane.bounds
        var p = (x: (g.minX + g.maxX) / 2, y: (g.minY + g.maxY) / 2)
        if !b.isEmpty, let under = plane.mapping.planePoint(Double(b.minX + b.maxX) / 2, Double(b.minY + b.maxY) / 2),
           under.x.isFinite, under.y.isFinite {
            p = under
        }
        x = min(max(p.x, g.minX), g.maxX)
        y = min(max(p.y, g.minY), g.maxY)
        if !(x.isFinite && y.isFinite) { self = .zero }
    }

    private init(x: Double, y: Double) { self.x = x; self.y = y }

    var isZero: Bool { x == 0 && y == 0 }

    /// `t` (plane → target) for coordinates measured from this origin.
    func transform(_ t: CATransform3D) -> CATransform3D {
        guard !isZero else { return t }
        return CATransform3DConcat(CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), 0), t)
    }

    /// `plane`'s inverse for coordinates measured from this origin.
    func mapping(_ plane: PreparedPlane) -> PlaneMapping {
        guard !isZero else { return plane.mapping }
        var m = plane.mapping
        m.ux -= x * m.qx; m.uy -= x * m.qy; m.u0 -= x * m.q0
        m.vx -= y * m.qx; m.vy -= y * m.qy; m.v0 -= y * m.q0
        return m
    }

    /// `g`'s shape measured from this origin.
    func shape(_ g: RoundedRectGeometry) -> PlaneShape {
        var moved = g
        moved.minX -= x; moved.maxX -= x; moved.minY -= y; moved.maxY -= y
        return PlaneShape(moved)
    }
}
