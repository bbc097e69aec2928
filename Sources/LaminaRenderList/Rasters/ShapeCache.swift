import Foundation

// Rasterized shape layers, kept from frame to frame. Input: a shape item and where it
// lands; output: its coverage masks (affine: in target pixels) or a premultiplied texture
// (perspective: in the layer's plane at the scale it is seen at, drawn like `contents`).
// The rasterizer is LaminaGraphics' `PathRasterizer` (exact-area accumulation, work
// bounded by the shape's box). A shape is rasterized again only when its `contentKey` or
// its placement changes; an entry no frame has used for a while is dropped. Used by the
// frame planner's thread only.

/// A shape's fill and stroke coverage in target pixels.
package final class ShapeRaster: @unchecked Sendable {
    /// The pixels either mask covers (absolute target pixels).
    package let rect: PixelRect
    /// Coverage masks (copies the raster owns); nil when there is none.
    package let fill: CoverageMask?
    package let stroke: CoverageMask?
    var lastUsedFrame = 0

    /// Rasterizes `fill` (under `fillRule`) and `stroke` (non-zero) mapped by
    /// `transform`, within `clip`; `spans` gives a large path's spans, if it has them.
    init(clip: PixelRect, fill: PathStorage?, fillRule: CGPathFillRule, stroke: PathStorage?,
         transform: CGAffineTransform, rasterizer: PathRasterizer, spans: (PathStorage) -> PathSpans? = { _ in nil }) {
        func rasterize(_ path: PathStorage?, _ rule: CGPathFillRule) -> CoverageMask? {
            guard let path, !path.isEmpty, !clip.isEmpty else { return nil }
            let mask = rasterizer.fill(path, transform: transform, rule: rule, clip: clip, spans: spans(path))
            return mask.isEmpty ? nil : mask.copy()
        }
        self.fill = rasterize(fill, fillRule)
        self.stroke = rasterize(stroke, .winding)
        rect = (self.fill?.bounds ?? .empty).union(self.stroke?.bounds ?? .empty)
    }
}

/// The cache of rasterized shapes.
package final class ShapeCache {
    /// Identifies an affine raster: content, exact placement, visible window.
    struct RasterKey: Hashable {
        var contentKey: Int
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var fillRule: CGPathFillRule
        var hasFill: Bool, hasStroke: Bool
    }

    /// Identifies a perspective texture: content, colours (baked in) and scale.
    struct TextureKey: Hashable {
        var contentKey: Int
        var scale: Double
        var fillColor: CGColor.RGBA?
        var strokeColor: CGColor.RGBA?
        var fillRule: CGPathFillRule
    }

    /// A texture and the plane rectangle it covers.
    package final class Texture {
        package let pixels: PixelBuffer
        package let planeRect: CGRect
        var lastUsedFrame = 0
        init(pixels: PixelBuffer, planeRect: CGRect) {
            self.pixels = pixels
            self.planeRect = planeRect
        }
    }

    private var rasters: [RasterKey: ShapeRaster] = [:]
    private var textures: [TextureKey: Texture] = [:]
    package let rasterizer = PathRasterizer()

    package init() {}
    /// Frames an unused entry survives.
    private let keepFrames = 2
    package private(set) var hits = 0
    package private(set) var misses = 0

    /// The masks of a shape under an affine transform over `rect`, from the cache or made
    /// now (with the spans `spans` gives a path, if any).
    package func raster(for item: ShapeItem, fill: PathStorage?, stroke: PathStorage?, transform t: CGAffineTransform,
                        rect: PixelRect, frame: Int, spans: (PathStorage) -> PathSpans? = { _ in nil }) -> ShapeRaster {
        let key = RasterKey(contentKey: item.contentKey, a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty,
                            minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY,
                            fillRule: item.fillRule, hasFill: fill != nil, hasStroke: stroke != nil)
        if let hit = rasters[key] {
            hits += 1
            hit.lastUsedFrame = frame
            return hit
        }
        misses += 1
        let raster = ShapeRaster(clip: rect, fill: fill, fillRule: item.fillRule, stroke: stroke,
                                 transform: t, rasterizer: rasterizer, spans: spans)
        raster.lastUsedFrame = frame
        rasters[key] = raster
        return raster
    }

    /// A premultiplied texture of the shape in its plane, for a shape layer seen through
    /// `mapping` (in perspective): made at the largest magnification of the shape's
    /// corners, quantized up to quarter powers of two (so small changes of depth reuse the
    /// texture) within 1/64…16. nil when the shape has no extent or the plane is edge-on.
    package func texture(for item: ShapeItem, fill: PathStorage?, stroke: PathStorage?, seenThrough mapping: PlaneMapping,
                         frame: Int) -> Texture? {
        var planeBounds = CGRect.null
        if let fill { planeBounds = planeBounds.union(PathLines.controlBounds(fill, transform: .identity)) }
        if let stroke { planeBounds = planeBounds.union(PathLines.controlBounds(stroke, transform: .identity)) }
        guard !planeBounds.isNull, planeBounds.width >= 0, planeBounds.height >= 0 else { return nil }
        var magnification = 0.0
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? planeBounds.minX : planeBounds.maxX, y = corner < 2 ? planeBounds.minY : planeBounds.maxY
            magnification = max(magnification, mapping.magnification(atPlanePoint: Double(x), Double(y)))
        }
        guard magnification > 0 else { return nil }
        let scale = pow(2, (log2(min(max(magnification, 1.0 / 64), 16)) * 4).rounded(.up) / 4)
        return texture(for: item, fill: fill, stroke: stroke, planeBounds: planeBounds, scale: scale, frame: frame)
    }

    /// A premultiplied texture of the shape in its plane at `scale` texels per unit.
    func texture(for item: ShapeItem, fill: PathStorage?, stroke: PathStorage?, planeBounds: CGRect,
                 scale: Double, frame: Int) -> Texture? {
        let key = TextureKey(contentKey: item.contentKey, scale: scale, fillColor: fill == nil ? nil : item.fillColor,
                             strokeColor: stroke == nil ? nil : item.strokeColor, fillRule: item.fillRule)
        if let hit = textures[key] {
            hits += 1
            hit.lastUsedFrame = frame
            return hit
        }
        misses += 1
        // One transparent texel around the shape, so the texture's own edge never shows.
        let margin = 1 / scale
        let planeRect = planeBounds.insetBy(dx: -margin, dy: -margin)
        let pixelWidth = (Double(planeRect.width) * scale).rounded(.up), pixelHeight = (Double(planeRect.height) * scale).rounded(.up)
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 8192, pixelHeight <= 8192 else { return nil }
        let w = Int(pixelWidth), h = Int(pixelHeight)
        let rect = PixelRect(minX: 0, minY: 0, maxX: w, maxY: h)
        let toTexels = CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                         tx: -Double(planeRect.minX) * scale, ty: -Double(planeRect.minY) * scale)
        let masks = ShapeRaster(clip: rect, fill: fill, fillRule: item.fillRule, stroke: stroke,
                                transform: toTexels, rasterizer: rasterizer)
        let pixels = PixelBuffer(width: w, height: h)
        let fillColor = item.fillColor.map { PackedColor.premultiplied($0) } ?? 0
        let strokeColor = item.strokeColor.map { PackedColor.premultiplied($0) } ?? 0
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(pixels.row(y)).assumingMemoryBound(to: UInt32.self)
            if let f = masks.fill {
                let coverage = f.row(y) - f.bounds.x
                for x in f.span(ofRow: y) { row[x] = PackedColor.scale(fillColor, UInt32(coverage[x])) }
            }
            if let s = masks.stroke {
                let coverage = s.row(y) - s.bounds.x
                for x in s.span(ofRow: y) {
                    row[x] = PackedColor.over(PackedColor.scale(strokeColor, UInt32(coverage[x])), row[x])
                }
            }
        }
        let texture = Texture(pixels: pixels, planeRect: CGRect(x: planeRect.minX, y: planeRect.minY,
                                                                width: Double(w) / scale, height: Double(h) / scale))
        texture.lastUsedFrame = frame
        textures[key] = texture
        return texture
    }

    /// Drops entries unused since `frame − keepFrames`.
    package func evict(before frame: Int) {
        if rasters.values.contains(where: { frame - $0.lastUsedFrame > keepFrames }) {
            rasters = rasters.filter { frame - $0.value.lastUsedFrame <= keepFrames }
        }
        if textures.values.contains(where: { frame - $0.lastUsedFrame > keepFrames }) {
            textures = textures.filter { frame - $0.value.lastUsedFrame <= keepFrames }
        }
    }

    /// Entries held.
    package var count: Int { rasters.count + textures.count }
}
