import Foundation

// A layer's `contents` as the contents program draws it: the image's texture and its
// place there, the destination rectangle (its own edges anti-aliased where they do not
// reach the layer's shape), the two nine-part axes (plain scaling is the axis with no
// fixed ends), the source rectangle in texels and the sampling — chosen once per item,
// minifying or magnifying at the shape's centre, as the CPU renderer chooses it.

/// One axis of `contentsCenter` stretching in the shader's precision.
struct NineAxis {
    var length: Float, lead: Float, trail: Float, c0: Float, c1: Float

    init(_ axis: NinePartAxis) {
        length = Float(axis.length); lead = Float(axis.lead); trail = Float(axis.trail); c0 = Float(axis.c0); c1 = Float(axis.c1)
    }
}

/// Contents ready for an instance record (texels 9–15 of the contents program).
struct PreparedContents {
    var texture: UInt32
    var x: NineAxis, y: NineAxis
    var origin: (Float, Float)
    var height: Float
    var isFlipped: Bool
    var modulation: UInt32
    /// 0 nearest, 1 bilinear (8-bit weights, as the CPU), 2 trilinear (the CPU's mip chain and level of detail).
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
        let rect = CGRect(x: CGFloat(shape.minX), y: CGFloat(shape.minY), width: CGFloat(shape.maxX - shape.minX),
                          height: CGFloat(shape.maxY - shape.minY))
        guard let m = ContentsMapping(c, width: image.width, height: image.height, shape: rect, mapping: mapping) else {
            return nil
        }
        let d = m.destination
        let nine = m.ninePart ?? (.plain(length: Double(d.width)), .plain(length: Double(d.height)))
        let e = m.edges
        let sampling: UInt32 = m.filter == .nearest ? 0 : (m.filter == .trilinear && m.minifying ? 2 : 1)
        guard let place = textures.image(source, pixels: image, mipmapped: sampling == 2, transient: transient) else { return nil }
        let texels = m.sourceTexels
        return PreparedContents(texture: place.texture, x: NineAxis(nine.x), y: NineAxis(nine.y),
                                origin: (Float(d.minX), Float(d.minY)), height: Float(d.height), isFlipped: m.isFlipped,
                                modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity), sampling: sampling,
                                source: (Float(texels.x), Float(texels.y), Float(texels.width), Float(texels.height)),
                                place: place, destination: (Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY)))
    }
}
