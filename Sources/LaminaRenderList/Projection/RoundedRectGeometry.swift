import Foundation

// A layer's visible shape in its own plane: the rectangle and the radius of each corner
// as drawn (`cornerRadius` on the corners `maskedCorners` names, clamped to half the
// shorter side). Made by frame preparation from a RenderList's `RoundedShape`; both
// backends evaluate its coverage (the CPU in `EdgeRamp.swift`, GL in `common.glsl`).
//
// `.continuous` corners (Apple's squircle) are drawn as circular arcs of the same radius;
// the difference is a fraction of a pixel at UI sizes.

/// A rounded rectangle with per-corner radii, in a layer's plane.
package struct RoundedRectGeometry: Sendable {
    package var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Radii of the top-left, top-right, bottom-left, bottom-right corners (0: square).
    package var rTL: Double, rTR: Double, rBL: Double, rBR: Double
    /// Whether any corner is rounded.
    package var hasCorners: Bool

    /// A layer's visible shape: `cornerRadius` on the corners `maskedCorners` names,
    /// clamped to half the shorter side (as Apple draws an oversized radius: a capsule).
    package init(_ shape: RoundedShape) {
        let rect = shape.rect.standardized
        minX = Double(rect.minX); minY = Double(rect.minY); maxX = Double(rect.maxX); maxY = Double(rect.maxY)
        let limit = max(0, min(maxX - minX, maxY - minY) / 2)
        let r = Double(shape.cornerRadius).isFinite ? min(max(Double(shape.cornerRadius), 0), limit) : 0
        let m = shape.maskedCorners
        rTL = m.contains(.layerMinXMinYCorner) ? r : 0
        rTR = m.contains(.layerMaxXMinYCorner) ? r : 0
        rBL = m.contains(.layerMinXMaxYCorner) ? r : 0
        rBR = m.contains(.layerMaxXMaxYCorner) ? r : 0
        hasCorners = rTL > 0 || rTR > 0 || rBL > 0 || rBR > 0
    }

    /// A plain rectangle.
    package init(rect: CGRect) {
        let r = rect.standardized
        minX = Double(r.minX); minY = Double(r.minY); maxX = Double(r.maxX); maxY = Double(r.maxY)
        rTL = 0; rTR = 0; rBL = 0; rBR = 0
        hasCorners = false
    }

    /// Whether it encloses no area.
    package var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// The rectangle as a `CGRect`.
    package var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// The inner edge of a border of width `d`: the rectangle inset by `d`, each radius
    /// reduced by `d` (Apple's border: the inner edge is the inner rounded rectangle).
    package func inset(by d: Double) -> RoundedRectGeometry {
        var g = self
        g.minX += d; g.minY += d; g.maxX -= d; g.maxY -= d
        g.rTL = max(0, rTL - d); g.rTR = max(0, rTR - d); g.rBL = max(0, rBL - d); g.rBR = max(0, rBR - d)
        let limit = max(0, min(g.maxX - g.minX, g.maxY - g.minY) / 2)
        g.rTL = min(g.rTL, limit); g.rTR = min(g.rTR, limit); g.rBL = min(g.rBL, limit); g.rBR = min(g.rBR, limit)
        g.hasCorners = g.rTL > 0 || g.rTR > 0 || g.rBL > 0 || g.rBR > 0
        return g
    }
}
