import Foundation

// The old picture of a `suckEffect`, pulled into a point like a cloth through a hole (a
// genie warp). Input: the progress, the layer's bounds and world matrix; output: the
// mesh of the old picture (`WarpMesh`). Read by flattening.
//
// The sink is the centre of the layer's bottom edge. (Apple's effect sucks a 320 × 480
// screen toward (160, 360), above its toolbar; toward a point inside the picture the
// rows below it would fold up into it, so Lamina takes the bottom edge.) Each row of the picture starts
// moving when the pull reaches it — rows nearest the sink first, the farthest when
// `p` = 0.6 — and takes 0.4 of the progress to go in: it narrows toward the sink's
// column with the square root of its own progress k (so the lower part narrows before
// it moves) and moves toward the sink's row with k² (slowly, then quickly). At `p` = 1
// every row has gone into the point.

enum SuckWarp {
    /// The sink, as fractions of the bounds' width and height.
    static let sink = (x: 0.5, y: 1.0)
    /// Vertices per row and rows of the mesh.
    static let columns = 17, rows = 41

    /// A row's own progress at `p`, for a row at `distance` (0…1 of the farthest row's)
    /// from the sink.
    static func rowProgress(_ p: Double, distance: Double) -> Double {
        smoothstep((p - 0.6 * distance) / 0.4)
    }

    /// The old picture's mesh at progress `p`.
    static func mesh(progress p: Double, bounds: CGRect, world: CATransform3D) -> TexturedMesh? {
        let b = bounds.standardized
        guard b.width > 0, b.height > 0 else { return nil }
        let sx = Double(b.minX) + sink.x * Double(b.width), sy = Double(b.minY) + sink.y * Double(b.height)
        let farthest = max(sy - Double(b.minY), Double(b.maxY) - sy)
        let pad = 1 / WarpMesh.pixelsPerPoint(world)
        let x0 = Double(b.minX) - pad, x1 = Double(b.maxX) + pad
        let y0 = Double(b.minY) - pad, y1 = Double(b.maxY) + pad
        var mesh = WarpMesh(columns: columns, world: world, reserving: rows)
        for j in 0..<rows {
            let y = y0 + (y1 - y0) * Double(j) / Double(rows - 1)
            let k = rowProgress(p, distance: min(abs(y - sy) / farthest, 1))
            let narrow = 1 - k.squareRoot()
            let movedY = y + (sy - y) * k * k
            for i in 0..<columns {
                let x = x0 + (x1 - x0) * Double(i) / Double(columns - 1)
                mesh.add(x: sx + (x - sx) * narrow, y: movedY, sourceX: x, sourceY: y)
            }
        }
        return mesh.mesh
    }
}
