import Foundation

// What the warping transitions (page curls, suck, ripple) share: a mesh is built in the
// layer's bounds space — each vertex a point in 3D (z toward the eye) and the point of
// the flat picture it shows — and mapped to target pixels by the layer's world matrix,
// where the picture was drawn flat (`TexturedMesh`). Read by flattening.

/// A mesh being built in a layer's bounds space.
struct WarpMesh {
    let world: CATransform3D
    let columns: Int
    private(set) var rows = 0
    private(set) var vertices: [MeshVertex] = []

    /// A mesh of `columns` vertices a row, mapped by `world` (bounds space → pixels).
    init(columns: Int, world: CATransform3D, reserving rows: Int = 0) {
        self.columns = columns
        self.world = world
        vertices.reserveCapacity(columns * rows)
    }

    /// Adds a vertex at `point` (bounds space, `z` toward the eye) showing the picture's
    /// `source` point, shaded; rows fill left to right.
    mutating func add(x: Double, y: Double, z: Double = 0, sourceX: Double, sourceY: Double,
                      shade: Double = 1, wash: Double = 0) {
        let m = world
        func map(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
            let X = x * Double(m.m11) + y * Double(m.m21) + z * Double(m.m31) + Double(m.m41)
            let Y = x * Double(m.m12) + y * Double(m.m22) + z * Double(m.m32) + Double(m.m42)
            let W = x * Double(m.m14) + y * Double(m.m24) + z * Double(m.m34) + Double(m.m44)
            return (X, Y, W)
        }
        let p = map(x, y, z), s = map(sourceX, sourceY, 0)
        vertices.append(MeshVertex(x: Float(p.0 / p.2), y: Float(p.1 / p.2), w: Float(p.2),
                                   u: Float(s.0 / s.2), v: Float(s.1 / s.2), shade: Float(shade), wash: Float(wash)))
        if vertices.count % columns == 0 { rows += 1 }
    }

    /// The mesh, or nil with fewer than two rows.
    var mesh: TexturedMesh? {
        guard rows >= 2, vertices.count == rows * columns else { return nil }
        return TexturedMesh(columns: columns, rows: rows, vertices: vertices)
    }

    /// Pixels per point of `world` at the bounds' centre (for insets measured in pixels).
    static func pixelsPerPoint(_ world: CATransform3D) -> Double {
        let det = Double(world.m11 * world.m22 - world.m12 * world.m21)
        let w = Double(world.m44)
        let scale = (abs(det)).squareRoot() / max(abs(w), 1e-9)
        return scale.isFinite && scale > 0 ? scale : 1
    }
}

/// `x` eased in and out over 0…1 (3x² − 2x³), clamped.
func smoothstep(_ x: Double) -> Double {
    let t = min(max(x, 0), 1)
    return t * t * (3 - 2 * t)
}
