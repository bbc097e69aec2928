import Foundation

// The page of a `pageCurl` (and, run backwards, of a `pageUnCurl`): a cylinder rolls
// across the page, lifting it from one edge. Input: the progress, the layer's bounds and
// world matrix, the edge the page lifts from; output: the mesh of the page's picture
// (`WarpMesh`), nil while nothing is lifted. Read by flattening.
//
// The curl line runs across the page at `tilt` from the lifting edge, so the corner on
// the edge's clockwise end leads (lifting from the bottom: the bottom-right corner first,
// as UIKit's curl up). A point at distance δ behind the line (toward the lifting edge)
// wraps onto a cylinder of radius r lying on the page at the line: θ = δ/r, along the
// motion ℓ − r·sin θ, height r·(1 − cos θ); past half a turn (δ > π·r) the page lies flat
// again, upside down, at height 2r, reaching ℓ + (δ − π·r) over the page not yet lifted.
// The line moves from the first corner (nothing lifted at p = 0) to r past the last
// (the whole page rolled away at p = 1). Rows of the mesh follow δ upward, so painting
// them in order paints the surface from below to above. The front of the roll darkens
// as it turns from the light; its underside shows the picture mirrored, washed toward
// white and shaded along the roll.

enum PageCurl {
    /// The curl line's angle to the lifting edge (radians).
    static let tilt = 20 * Double.pi / 180
    /// The roll's radius as a fraction of the page's extent along the motion.
    static let radiusFraction = 0.1
    /// Rows of vertices on the half turn of the roll.
    static let rollRows = 24
    /// How far the underside is washed toward white.
    static let underWash = 0.65

    /// The page's mesh at progress `p`, lifting from the edge on the `edge` side.
    static func mesh(progress p: Double, bounds: CGRect, world: CATransform3D,
                     edge: (x: CGFloat, y: CGFloat)) -> TexturedMesh? {
        let b = bounds.standardized
        guard b.width > 0, b.height > 0 else { return nil }
        // The motion: away from the edge, turned by the tilt; the line runs along `m`.
        let ex = -Double(edge.x), ey = -Double(edge.y)
        let nx = ex * cos(tilt) + ey * sin(tilt), ny = -ex * sin(tilt) + ey * cos(tilt)
        let mx = -ny, my = nx
        var lo = Double.infinity, hi = -Double.infinity, tLo = Double.infinity, tHi = -Double.infinity
        for corner in [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)] {
            let x = Double(corner.0), y = Double(corner.1)
            lo = min(lo, x * nx + y * ny); hi = max(hi, x * nx + y * ny)
            tLo = min(tLo, x * mx + y * my); tHi = max(tHi, x * mx + y * my)
        }
        let extent = hi - lo
        let r = max(extent * radiusFraction, 1)
        let line = lo + min(max(p, 0), 1) * (extent + r)
        let deepest = line - lo
        guard deepest > 0 else { return nil }
        // One pixel of page beyond its edges, so the picture's own anti-aliased edge is warped too.
        let pad = 1 / WarpMesh.pixelsPerPoint(world)
        var depths: [Double] = []
        if line < hi + pad { depths.append(line - hi - pad) }
        let rollEnd = min(.pi * r, deepest + pad)
        for i in 0...rollRows { depths.append(rollEnd * Double(i) / Double(rollRows)) }
        if deepest + pad > .pi * r { depths.append(deepest + pad) }
        var mesh = WarpMesh(columns: 2, world: world, reserving: depths.count)
        for delta in depths {
            var along: Double, z: Double, shade = 1.0, wash = 0.0
            if delta <= 0 {
                along = line - delta; z = 0
            } else if delta <= .pi * r {
                let theta = delta / r
                along = line - r * sin(theta); z = r * (1 - cos(theta))
                if theta <= .pi / 2 {
                    shade = 0.65 + 0.35 * cos(theta)
                } else {
                    shade = 0.8 + 0.2 * abs(cos(theta)); wash = underWash
                }
            } else {
                along = line + (delta - .pi * r); z = 2 * r; wash = underWash
            }
            let source = line - delta
            for t in [tLo - pad, tHi + pad] {
                mesh.add(x: along * nx + t * mx, y: along * ny + t * my, z: z,
                         sourceX: source * nx + t * mx, sourceY: source * ny + t * my, shade: shade, wash: wash)
            }
        }
        return mesh.mesh
    }
}
