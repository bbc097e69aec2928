import Foundation

// A group's shadow, made between two phases of the frame (every band has finished drawing
// the group, none has composited it yet). Input: the group's buffer, or its `shadowPath`;
// output: the blurred alpha plane the composite reads. The blur's rows run across the
// cores; the source (the group's alpha, or the shadow path's mask frame preparation
// rasterized) is gathered on the calling thread.

/// Makes shadows' alpha planes.
enum ShadowRenderer {
    /// Fills and blurs `group.shadow`'s alpha plane.
    static func render(_ group: PlannedGroup, targets: UnsafeBufferPointer<RenderTarget>, threads: Int) {
        guard let shadow = group.shadow else { return }
        let rect = shadow.rect
        let w = rect.width, h = rect.height
        guard w > 0, h > 0 else { return }
        let plane = shadow.alpha
        plane.update(repeating: 0, count: w * h)
        let prepared = shadow.prepared
        if prepared.hasPath {
            if let mask = prepared.pathMask {
                for y in mask.bounds.minY..<mask.bounds.maxY {
                    let coverage = mask.row(y) - mask.bounds.x
                    let out = plane + (y - rect.minY) * w - rect.minX
                    for x in mask.span(ofRow: y) { out[x] = Float(coverage[x]) * (1 / 255) }
                }
            }
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
        let g = prepared.geometry
        GaussianBlur.blur(plane, temporary: shadow.temporary, width: w, height: h, sigma: g.sigma,
                          kernels: prepared.kernels, shiftX: g.fractionX, shiftY: g.fractionY, threads: threads)
    }
}
