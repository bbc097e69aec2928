import Foundation

// How much of a plane item the fragment shader must work on. The anti-aliasing ramp of
// an edge reaches at most half the L1 norm of the Jacobian's row (plane units per
// pixel) past it, so the quad is grown by a margin a little above the Jacobian's norm
// at the corners (where it is largest, 1/w being affine in the plane). A large item also
// gets an interior: the rectangle inset by the margin, the border and the corner radii,
// where every pixel is certainly fully covered; it is drawn by the INTERIOR programs,
// which skip the coverage arithmetic, and the fringe around it by the full ones.

extension FrameEncoder {
    /// Pixels an interior must have to be drawn apart (below it the 44 extra vertices of
    /// the fringe cells cost more than the coverage arithmetic they save).
    static let interiorMinimumPixels: Float = 1024

    /// The margin and interior of `shape`, whose anti-aliasing reaches `reach` (frame
    /// preparation's, from its projected corners); `inset` widens the fringe inwards (a
    /// border), `within` bounds the interior (a contents destination).
    func planeExtent(_ shape: PlaneShape, reach: PlaneReach, inset: Float = 0, within: PlaneRect? = nil) -> PlaneExtent {
        let unitsPerPixel = reach.unitsPerPixel
        let behind = reach.cornerBehind
        // Part of the plane behind the eye: the fringe near the horizon is wider.
        let margin = Float(unitsPerPixel * (behind ? 4 : 1.25)) + 1e-3
        guard !behind, unitsPerPixel > 0, margin.isFinite else {
            return PlaneExtent(margin: margin.isFinite ? margin : 0, interior: .empty)
        }
        let r = max(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3)
        let straight = margin + inset, round = max(r, inset) + margin
        let a = PlaneRect(minX: shape.minX + straight, minY: shape.minY + round,
                          maxX: shape.maxX - straight, maxY: shape.maxY - round)
        let b = PlaneRect(minX: shape.minX + round, minY: shape.minY + straight,
                          maxX: shape.maxX - round, maxY: shape.maxY - straight)
        var interior = a.area >= b.area ? a : b
        if let within {
            interior = PlaneRect(minX: max(interior.minX, within.minX + margin), minY: max(interior.minY, within.minY + margin),
                                 maxX: min(interior.maxX, within.maxX - margin), maxY: min(interior.maxY, within.maxY - margin))
        }
        // The norm is √2 for one unit per pixel.
        let pixelArea = interior.area * 2 / Float(unitsPerPixel * unitsPerPixel)
        guard pixelArea >= Self.interiorMinimumPixels else { return PlaneExtent(margin: margin, interior: .empty) }
        return PlaneExtent(margin: margin, interior: interior)
    }
}
