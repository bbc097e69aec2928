import Foundation

// What both backends derive from a group's `ShadowItem` in the same way, so that they blur
// and place a shadow alike: σ and the blur's reach, the offset split into whole pixels and
// a fraction (the fraction moves the blur kernel), which content pixels can still cast a
// visible shadow, the pixels the blurred shadow covers, and `shadowPath` filled in pixels.
// Read by `FramePlanner` (CPU) and LaminaGL's `FrameEncoder`.

/// Where a group's shadow falls, in target pixels.
package struct ShadowGeometry {
    package let item: ShadowItem
    /// The Gaussian's σ (`shadowRadius`) and how many pixels the blur reaches.
    package let sigma: Double
    package let reach: Int
    /// The offset in whole pixels (rounded down) …
    package let offsetX: Int, offsetY: Int
    /// … and the rest, in 0..<1, which the blur moves the shadow by.
    package let fractionX: Double, fractionY: Double

    /// The geometry of `shadow`; nil when it shows nothing (absent, transparent, or with a
    /// non-finite offset or radius).
    package init?(_ shadow: ShadowItem?) {
        guard let s = shadow, s.opacity > 0, s.color.alpha > 0,
              s.offset.width.isFinite, s.offset.height.isFinite, s.blurRadius.isFinite else { return nil }
        item = s
        sigma = BlurKernel.sigma(forShadowRadius: Double(s.blurRadius))
        reach = BlurKernel.reach(sigma: sigma)
        let ox = min(max(Double(s.offset.width), -1e6), 1e6).rounded(.down)
        let oy = min(max(Double(s.offset.height), -1e6), 1e6).rounded(.down)
        offsetX = Int(ox); offsetY = Int(oy)
        fractionX = Double(s.offset.width) - ox; fractionY = Double(s.offset.height) - oy
    }

    /// The shadow's colour with its opacity, premultiplied.
    package var color: UInt32 { PackedColor.premultiplied(item.color, opacity: item.opacity) }

    /// The content pixels that can reach `relevant`, directly or through the shadow.
    package func contentRelevant(_ relevant: PixelRect) -> PixelRect {
        relevant.union(relevant.offsetBy(-offsetX, -offsetY).expanded(by: reach + 1))
    }

    /// The pixels the shadow is blurred over (before its offset): around the group's
    /// content `rect` and the shadow path, cut to what can land in `relevant`.
    package func blurRect(content rect: PixelRect, relevant: PixelRect) -> PixelRect {
        var source = rect
        if let path = item.path, !path.isEmpty {
            source = source.union(pathPixelBounds(path, limit: contentRelevant(relevant)))
        }
        // A shadow whose blur reaches none of the pixels it lands on is not made (fuzzing: a
        // radius of 29,555 and an offset of −863 blurred a million pixels that all fell
        // outside the target, 1.5 s a copy).
        let lands = relevant.offsetBy(-offsetX, -offsetY)
        let blurred = source.expanded(by: reach + 1)
        guard !blurred.intersection(lands).isEmpty else { return .empty }
        return blurred.intersection(lands.expanded(by: reach + 1))
    }

    /// The pixels the shadow path covers (clamped to `limit` grown by a margin).
    private func pathPixelBounds(_ path: PathStorage, limit: PixelRect) -> PixelRect {
        let bounds = PathLines.controlBounds(path, transform: .identity)
        guard !bounds.isNull, let mapping = PlaneMapping(transform: item.pathTransform) else { return .empty }
        let polygon = ScreenPolygon(rect: bounds.insetBy(dx: -0.5, dy: -0.5), mapping: mapping)
        return polygon.bounds.intersection(limit.expanded(by: 4096))
    }

    /// `shadowPath` filled (non-zero, as Apple fills it) in target pixels within `rect`;
    /// nil without a path or when its transform is singular.
    package func pathMask(within rect: PixelRect, rasterizer: PathRasterizer) -> CoverageMask? {
        guard let path = item.path else { return nil }
        let t = item.pathTransform
        if t.m14 == 0, t.m24 == 0, t.m44 != 0 {
            let k = 1 / t.m44
            let affine = CGAffineTransform(a: t.m11 * k, b: t.m12 * k, c: t.m21 * k, d: t.m22 * k, tx: t.m41 * k, ty: t.m42 * k)
            return rasterizer.fill(path, transform: affine, rule: .winding, clip: rect)
        }
        guard let mapping = PlaneMapping(transform: t) else { return nil }
        let bounds = PathLines.controlBounds(path, transform: .identity)
        let magnification = max(mapping.magnification(atPlanePoint: Double(bounds.midX), Double(bounds.midY)), 1e-3)
        let polygon = PathLines.projected(path, through: mapping, planeTolerance: PathLines.tolerance / magnification)
        return rasterizer.fill(polygon, transform: .identity, rule: .winding, clip: rect)
    }
}
