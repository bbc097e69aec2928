import Foundation

/// A grid of vertices that draws an offscreen group's picture warped: each vertex says
/// where it lands in the target and which point of the picture it shows there, and how
/// that point is shaded. A group with a mesh (`GroupItem.mesh`) composites through it
/// instead of onto the same pixels: a page curl, a suck warp, a ripple.
///
/// Cells are drawn in order, row by row and left to right within a row, each as two
/// triangles: (k, k + 1, k + columns) then (k + 1, k + columns, k + columns + 1) for the
/// cell whose top-left vertex is k. Later cells are drawn over earlier ones (the builder
/// lists a surface far to near). A pixel belongs to a triangle when its centre lies
/// inside; the colour is interpolated perspective-correct (linear in the picture under
/// the vertices' homogeneous `w`), sampled bilinearly from the picture (transparent
/// outside it), then shaded. Cells with a vertex at `w ≤ 0` (behind the eye), or with
/// non-finite numbers, are skipped.
package struct TexturedMesh {
    /// Vertices per row (at least 2) and rows of vertices (at least 2).
    package var columns: Int
    package var rows: Int
    /// Row-major, `columns × rows` of them.
    package var vertices: [MeshVertex]

    package init(columns: Int, rows: Int, vertices: [MeshVertex]) {
        self.columns = columns
        self.rows = rows
        self.vertices = vertices
    }

    /// Whether it has cells and as many vertices as it says.
    package var isValid: Bool { columns >= 2 && rows >= 2 && vertices.count == columns * rows }

    /// The pixels its cells can touch (every drawable vertex's position; nil when no
    /// vertex is in front of the eye).
    package var pixelBounds: CGRect? {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for v in vertices where v.isDrawable {
            minX = min(minX, v.x); maxX = max(maxX, v.x)
            minY = min(minY, v.y); maxY = max(maxY, v.y)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
    }
}

/// One vertex of a `TexturedMesh`.
package struct MeshVertex: Equatable {
    /// Where it lands: target pixels (the projected point), and the homogeneous `w` it
    /// was divided by (1 for a flat map; the interpolation is perspective-correct in it).
    package var x: Float, y: Float, w: Float
    /// The picture point it shows, in target pixels (the group's picture lies where its
    /// commands drew it).
    package var u: Float, v: Float
    /// The colour's brightness (0…1, multiplies red, green and blue) and how far it is
    /// washed toward white (0…1, keeping its alpha): (c·(1 − wash) + wash·α)·shade.
    package var shade: Float, wash: Float

    package init(x: Float, y: Float, w: Float, u: Float, v: Float, shade: Float = 1, wash: Float = 0) {
        self.x = x; self.y = y; self.w = w
        self.u = u; self.v = v
        self.shade = shade; self.wash = wash
    }

    /// In front of the eye, every number finite.
    @inlinable package var isDrawable: Bool {
        w > 0 && (x + y + w + u + v + shade + wash).isFinite
    }
}
