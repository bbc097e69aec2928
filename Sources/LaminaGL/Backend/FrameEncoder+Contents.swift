import Foundation
import LaminaRaster

// A layer's `contents` as the contents program draws it: the image's texture and its
// place there, the destination rectangle (its own edges anti-aliased where they do not
// reach the layer's shape), the two nine-part axes (plain scaling is the axis with no
// fixed ends), the source rectangle in texels and the sampling — chosen once per item,
// minifying or magnifying at the shape's centre, as the CPU renderer chooses it.

/// One axis of `contentsCenter` stretching (the CPU's NinePartAxis).
struct NineAxis {
    var length: Float, lead: Float, trail: Float, c0: Float, c1: Float
}

/// Contents ready for an instance record (texels 9–15 of the contents program).
struct PreparedContents {
    var texture: UInt32
    var x: NineAxis, y: NineAxis
    var origin: (Float, Float)
    var height: Float
    var isFlipped: Bool
    var modulation: UInt32
    /// 0 nearest, 1 bilinear (8-bit weights, as the CPU), 2 trilinear (mipmaps).
    var sampling: UInt32
    var source: (Float, Float, Float, Float)
    var place: TexturePlacement
    var destination: (Float, Float, Float, Float)

    func append(to words: inout [UInt32]) {
        words.appendTexel(x.length, x.lead, x.trail, x.c0)
        words.appendTexel(x.c1, y.length, y.lead, y.trail)
        words.appendTexel(y.c0, y.c1, origin.0, origin.1)
        words.append(float: height)
        words.append(float: isFlipped ? 1 : 0)
        words.append(modulation)
        words.append(sampling)
        words.appendTexel(source.0, source.1, source.2, source.3)
        words.appendTexel(Float(place.x), Float(place.y), Float(place.width), Float(place.height))
        words.appendTexel(destination.0, destination.1, destination.2, destination.3)
    }
}

extension FrameEncoder {
    /// `c` (whose pixels are `pixels`, identified by `source`) mapped onto a layer of
    /// `shape`; nil when it shows nothing.
    func prepareContents(_ c: ContentsItem, source: AnyObject, pixels image: PixelBuffer, shape: PlaneShape,
                         mapping: PlaneMapping, placement p: ItemPlacement, transient: Bool) -> PreparedContents? {
        let d = c.destinationRect.standardized
        let s = c.sourceRect
        guard image.width > 0, image.height > 0, d.width > 0, d.height > 0,
              d.minX.isFinite, d.minY.isFinite, d.width.isFinite, d.height.isFinite,
              s.minX.isFinite, s.minY.isFinite, s.width.isFinite, s.height.isFinite, s.width != 0, s.height != 0 else { return nil }
        let W = Double(image.width), H = Double(image.height)
        let dMinX = Double(d.minX), dMinY = Double(d.minY), dW = Double(d.width), dH = Double(d.height)
        // The destination's own edges, except where they reach the layer's shape.
        let far: Float = 1e12, eps = 1e-9
        var destination = (Float(d.minX), Float(d.minY), Float(d.maxX), Float(d.maxY))
        if dMinX <= Double(shape.minX) + eps { destination.0 = -far }
        if dMinY <= Double(shape.minY) + eps { destination.1 = -far }
        if Double(d.maxX) >= Double(shape.maxX) - eps { destination.2 = far }
        if Double(d.maxY) >= Double(shape.maxY) - eps { destination.3 = far }
        let sx = Double(s.minX), sy = Double(s.minY), sw = Double(s.width), sh = Double(s.height)
        var axes = (NineAxis(length: Float(dW), lead: 0, trail: 0, c0: 0, c1: 1),
                    NineAxis(length: Float(dH), lead: 0, trail: 0, c0: 0, c1: 1))
        let center = c.center
        if center.minX.isFinite, center.minY.isFinite, center.width.isFinite, center.height.isFinite,
           abs(center.minX) > 1e-9 || abs(center.minY) > 1e-9 || abs(center.width - 1) > 1e-9 || abs(center.height - 1) > 1e-9 {
            let c0x = min(max(Double(center.minX), 0), 1), c1x = min(max(Double(center.maxX), c0x), 1)
            let c0y = min(max(Double(center.minY), 0), 1), c1y = min(max(Double(center.maxY), c0y), 1)
            let imageScale = c.contentsScale.isFinite && c.contentsScale > 0 ? Double(c.contentsScale) : 1
            let naturalW = abs(sw) * W / imageScale, naturalH = abs(sh) * H / imageScale
            func axis(_ length: Double, _ natural: Double, _ c0: Double, _ c1: Double) -> NineAxis {
                var lead = c0 * natural, trail = (1 - c1) * natural
                if lead + trail > length, lead + trail > 0 {
                    let k = length / (lead + trail)
                    lead *= k; trail *= k
                }
                return NineAxis(length: Float(length), lead: Float(lead), trail: Float(trail), c0: Float(c0), c1: Float(c1))
            }
            axes = (axis(dW, naturalW, c0x, c1x), axis(dH, naturalH, c0y, c1y))
        }
        // Minification or magnification: texels per pixel at the shape's centre.
        let au = sw * W / dW, av = (c.isFlipped ? -1 : 1) * sh * H / dH
        let cx = Double(shape.minX + shape.maxX) / 2, cy = Double(shape.minY + shape.maxY) / 2
        var minifying = false
        let h = mapping.project(cx, cy)
        if h.w > 0 {
            let X = h.x / h.w, Y = h.y / h.w
            let q = mapping.qx * X + mapping.qy * Y + mapping.q0
            let xX = (mapping.ux - cx * mapping.qx) / q, xY = (mapping.uy - cx * mapping.qy) / q
            let yX = (mapping.vx - cy * mapping.qx) / q, yY = (mapping.vy - cy * mapping.qy) / q
            let duX = au * xX, duY = au * xY, dvX = av * yX, dvY = av * yY
            let rho = max((duX * duX + dvX * dvX).squareRoot(), (duY * duY + dvY * dvY).squareRoot())
            minifying = rho > 1 + 1e-6
        }
        let filter = minifying ? c.minificationFilter : c.magnificationFilter
        let sampling: UInt32 = filter == .nearest ? 0 : (filter == .trilinear && minifying ? 2 : 1)
        guard let place = textures.image(source, pixels: image, mipmapped: sampling == 2, transient: transient) else { return nil }
        return PreparedContents(texture: place.texture, x: axes.0, y: axes.1, origin: (Float(dMinX), Float(dMinY)),
                                height: Float(dH), isFlipped: c.isFlipped,
                                modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity), sampling: sampling,
                                source: (Float(sx * W), Float(sy * H), Float(sw * W), Float(sh * H)), place: place,
                                destination: destination)
    }
}
