import Foundation

// A group's shadow, made between two phases of the frame (every band has finished drawing
// the group, none has composited it yet). Input: the group's buffer, or its `shadowPath`;
// output: the blurred alpha plane the composite reads. The blur's rows run across the
// cores; the source is gathered on the calling thread.

/// Makes shadows' alpha planes.
enum ShadowRenderer {
    /// Fills and blurs `group.shadow`'s alpha plane.
    static func render(_ group: PreparedGroup, targets: UnsafeBufferPointer<RenderTarget>,
                       rasterizer: PathRasterizer, threads: Int) {
        guard let shadow = group.shadow else { return }
        let rect = shadow.rect
        let w = rect.width, h = rect.height
        guard w > 0, h > 0 else { return }
        let plane = shadow.alpha
        plane.update(repeating: 0, count: w * h)
        if let path = shadow.path {
            fillPath(path, transform: shadow.pathTransform, rect: rect, into: plane, rasterizer: rasterizer)
        } else {
            let content = targets[group.content]
            let area = content.rect.intersection(rect)
            if !area.isEmpty {
                for y in area.minY..<area.maxY {
                    let source = content.row(y) - content.rect.minX
                    let out = plane + (y - rect.minY) * w - rect.minX
                    for x in area.minX..<area.maxX {
                        out[x] = Float(source[x] >> 24) * (1 / 255)
                    }
                }
            }
        }
        GaussianBlur.blur(plane, temporary: shadow.temporary, width: w, height: h, sigma: shadow.sigma,
                          shiftX: shadow.fractionX, shiftY: shadow.fractionY, threads: threads)
    }

    /// Rasterizes `shadowPath` (non-zero, as Apple fills it) into the plane.
    private static func fillPath(_ path: PathStorage, transform t: CATransform3D, rect: PixelRect,
                                 into plane: UnsafeMutablePointer<Float>, rasterizer: PathRasterizer) {
        let mask: CoverageMask
        if t.m14 == 0, t.m24 == 0, t.m44 != 0 {
            let k = 1 / t.m44
            let affine = CGAffineTransform(a: t.m11 * k, b: t.m12 * k, c: t.m21 * k, d: t.m22 * k, tx: t.m41 * k, ty: t.m42 * k)
            mask = rasterizer.fill(path, transform: affine, rule: .winding, clip: rect)
        } else if let mapping = PlaneMapping(transform: t) {
            let bounds = PathLines.controlBounds(path, transform: .identity)
            let magnification = max(mapping.magnification(atPlanePoint: Double(bounds.midX), Double(bounds.midY)), 1e-3)
            let polygon = PathLines.projected(path, through: mapping, planeTolerance: PathLines.tolerance / magnification)
            mask = rasterizer.fill(polygon, transform: .identity, rule: .winding, clip: rect)
        } else {
            return
        }
        let w = rect.width
        for y in mask.bounds.minY..<mask.bounds.maxY {
            let coverage = mask.row(y) - mask.bounds.x
            let out = plane + (y - rect.minY) * w - rect.minX
            for x in mask.span(ofRow: y) { out[x] = Float(coverage[x]) * (1 / 255) }
        }
    }
}
