import Foundation

// Path helpers for the rasterizing steps: control-point bounds (a box that contains the
// curves), and a path seen in perspective turned into one LaminaGraphics'
// `PathRasterizer` can fill. The rasterizer takes affine transforms only; a homography
// maps straight lines to straight lines, so the path is flattened in its own plane (fine
// enough for the magnification it is seen at), every vertex projected, and the projected
// polygon filled exactly.

/// Path preparation for rasterizing.
package enum PathLines {
    /// Pixels: the flattening tolerance of projected paths, as the rasterizer's own.
    package static let tolerance = PathRasterizer.flatteningTolerance

    /// The bounding box of the path's points (control points included) under `transform`.
    package static func controlBounds(_ path: PathStorage, transform: CGAffineTransform) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in path.points {
            let q = p.applying(transform)
            minX = min(minX, Double(q.x)); maxX = max(maxX, Double(q.x))
            minY = min(minY, Double(q.y)); maxY = max(maxY, Double(q.y))
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `path` (in a plane) flattened within `planeTolerance` and projected through
    /// `mapping` into target pixels: a polygon path, every subpath closed. Points behind
    /// the eye are pushed to the near plane.
    package static func projected(_ path: PathStorage, through mapping: PlaneMapping, planeTolerance: Double) -> PathStorage {
        var out = PathStorage()
        var open = false
        func point(_ x: Double, _ y: Double) -> CGPoint {
            let h = mapping.project(x, y)
            let w = max(h.w, 1e-6)
            return CGPoint(x: min(max(h.x / w, -1e7), 1e7), y: min(max(h.y / w, -1e7), 1e7))
        }
        let tol = CGFloat(planeTolerance)
        path.walk { event in
            switch event {
            case .begin(let p):
                if open { out.close() }
                out.move(to: point(Double(p.x), Double(p.y)))
                open = true
            case .segment(let segment, _):
                let pieces = PathFlattening.pieceCount(for: segment, tolerance: tol)
                PathFlattening.forEachPoint(of: segment, pieces: pieces) { q in
                    if out.prepareSegment() { out.line(to: point(Double(q.x), Double(q.y))) }
                }
            case .end:
                out.close()
                open = false
            }
        }
        return out
    }
}
