@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A textured mesh's triangles, set up once per frame for the band threads. Input: a
// `TexturedMesh` (target pixels); output: per triangle, its three edge functions and the
// planes of what the pixels interpolate, with the rows and columns it can touch. Made by
// the planner on the calling thread; read by every band whose rows it crosses.
//
// Inclusion follows the rule rasterizers share: a pixel whose centre lies strictly inside
// is drawn; one on an edge is drawn by exactly one of the two triangles sharing that edge
// (the edge function's sign decides, as in the "top-left" rule), so a mesh drawn over
// translucently blends each pixel once. Perspective-correct interpolation: 1/w and every
// attribute over w are linear in the screen, so each is a plane; a pixel divides them.

/// One triangle of a mesh, ready to scan.
struct MeshTriangle {
    /// Edge k is aₖ·x + bₖ·y + cₖ, positive inside; `onEdge` bit k: a centre exactly on
    /// edge k is inside.
    var a: SIMD3<Double>, b: SIMD3<Double>, c: SIMD3<Double>
    var onEdge: UInt8
    /// Planes (value = px·X + py·Y + p0) of 1/w, u/w, v/w, shade/w and wash/w.
    var px: SIMD8<Double>, py: SIMD8<Double>, p0: SIMD8<Double>
    /// The pixels it can touch: rows [minY, maxY), columns [minX, maxX).
    var minX: Int, maxX: Int, minY: Int, maxY: Int
    /// Every vertex at w = 1 (the picture point is linear in the screen), and every vertex
    /// unshaded (shade 1, wash 0): the fast paths.
    var isAffine: Bool, isPlain: Bool

    /// The triangle (p, q, r) of `mesh`'s vertices; nil when it covers no area or cannot
    /// be drawn.
    init?(_ p: MeshVertex, _ q: MeshVertex, _ r: MeshVertex) {
        guard p.isDrawable, q.isDrawable, r.isDrawable else { return nil }
        let x0 = Double(p.x), y0 = Double(p.y), x1 = Double(q.x), y1 = Double(q.y), x2 = Double(r.x), y2 = Double(r.y)
        let area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        guard area != 0, area.isFinite else { return nil }
        let s = area > 0 ? 1.0 : -1.0
        // Edge k is opposite vertex k: the vertex side is positive.
        func edge(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) -> (Double, Double, Double) {
            let ea = -(yb - ya) * s, eb = (xb - xa) * s
            return (ea, eb, -(ea * xa + eb * ya))
        }
        let e0 = edge(x1, y1, x2, y2), e1 = edge(x2, y2, x0, y0), e2 = edge(x0, y0, x1, y1)
        let ea = SIMD3(e0.0, e1.0, e2.0), eb = SIMD3(e0.1, e1.1, e2.1)
        a = ea; b = eb; c = SIMD3(e0.2, e1.2, e2.2)
        var bits: UInt8 = 0
        for k in 0..<3 where ea[k] > 0 || (ea[k] == 0 && eb[k] > 0) { bits |= 1 << k }
        onEdge = bits
        // The attributes over w at each vertex, as planes through the three.
        func values(_ v: MeshVertex) -> SIMD8<Double> {
            let q = 1 / Double(v.w)
            return SIMD8(q, Double(v.u) * q, Double(v.v) * q, Double(min(max(v.shade, 0), 1)) * q,
                         Double(min(max(v.wash, 0), 1)) * q, 0, 0, 0)
        }
        isAffine = p.w == 1 && q.w == 1 && r.w == 1
        isPlain = p.shade >= 1 && q.shade >= 1 && r.shade >= 1 && p.wash <= 0 && q.wash <= 0 && r.wash <= 0
        let f0 = values(p), f1 = values(q), f2 = values(r)
        let inverse = 1 / area
        px = ((f1 - f0) * (y2 - y0) - (f2 - f0) * (y1 - y0)) * inverse
        py = ((f2 - f0) * (x1 - x0) - (f1 - f0) * (x2 - x0)) * inverse
        p0 = f0 - px * x0 - py * y0
        let lo = (x: min(x0, x1, x2), y: min(y0, y1, y2)), hi = (x: max(x0, x1, x2), y: max(y0, y1, y2))
        guard lo.x > -1e7, lo.y > -1e7, hi.x < 1e7, hi.y < 1e7 else { return nil }
        // Centres (i + 0.5) within [lo, hi].
        minX = Int((lo.x - 0.5).rounded(.up)); maxX = Int((hi.x - 0.5).rounded(.down)) + 1
        minY = Int((lo.y - 0.5).rounded(.up)); maxY = Int((hi.y - 0.5).rounded(.down)) + 1
    }

    /// Whether the pixel centre (x, y) is inside.
    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        let e = a * x + b * y + c
        for k in 0..<3 {
            if e[k] < 0 || (e[k] == 0 && onEdge & (1 << k) == 0) { return false }
        }
        return true
    }

    /// The columns of row `y` (its centre `Y`) whose centres can be inside: [lo, hi),
    /// a pixel wider than the exact span on each side (the test decides).
    @inline(__always)
    func columns(row Y: Double) -> (lo: Int, hi: Int) {
        var lo = Double(minX), hi = Double(maxX)
        for k in 0..<3 where a[k] != 0 {
            // aₖ·x + (bₖ·Y + cₖ) ≥ 0
            let bound = -(b[k] * Y + c[k]) / a[k] - 0.5
            if a[k] > 0 { lo = max(lo, bound.rounded(.down)) } else { hi = min(hi, bound.rounded(.up) + 1) }
        }
        guard lo < hi else { return (0, 0) }
        return (Int(lo), Int(hi))
    }
}

/// The triangles of a mesh in drawing order.
enum MeshTriangles {
    /// Appends `mesh`'s drawable triangles to `out`, cell by cell.
    static func append(_ mesh: TexturedMesh, to out: inout [MeshTriangle]) {
        guard mesh.isValid else { return }
        mesh.vertices.withUnsafeBufferPointer { v in
            let columns = mesh.columns
            for row in 0..<(mesh.rows - 1) {
                for column in 0..<(columns - 1) {
                    let k = row * columns + column
                    // A cell is drawn whole or not at all (as on the GPU).
                    guard v[k].isDrawable, v[k + 1].isDrawable, v[k + columns].isDrawable,
                          v[k + columns + 1].isDrawable else { continue }
                    if let t = MeshTriangle(v[k], v[k + 1], v[k + columns]) { out.append(t) }
                    if let t = MeshTriangle(v[k + 1], v[k + columns], v[k + columns + 1]) { out.append(t) }
                }
            }
        }
    }
}
