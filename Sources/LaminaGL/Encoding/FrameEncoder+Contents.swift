import Foundation

// A layer's `contents` as the contents program draws it: the image's texture and its
// place there, the destination rectangle (its own edges anti-aliased where they do not
// reach the layer's shape), the two nine-part axes (plain scaling is the axis with no
// fixed ends), the source rectangle in texels and the sampling — all of it frame
// preparation's `ContentsMapping`, the one the CPU renderer samples by.

/// One axis of `contentsCenter` stretching in the shader's precision.
struct NineAxis {
    var length: Float, lead: Float, trail: Float, c0: Float, c1: Float

    init(_ axis: NinePartAxis) {
        length = Float(axis.length); lead = Float(axis.lead); trail = Float(axis.trail); c0 = Float(axis.c0); c1 = Float(axis.c1)
    }
}

/// Contents as an instance record (texels 9–15 of the contents program).
struct ContentsRecord {
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
    /// The record of prepared contents (its plane coordinates measured from `origin`), its
    /// picture's texture uploaded if new; nil when the texture cache refuses the picture.
    func contentsRecord(_ c: PreparedContents, origin: PlaneOrigin = .zero) -> ContentsRecord? {
        let m = c.mapping
        let d = m.destination
        let nine = m.ninePart ?? (.plain(length: Double(d.width)), .plain(length: Double(d.height)))
        let e = m.edges
        guard let place = textures.image(c.source, pixels: c.pixels, mipChain: c.mipChain, transient: c.isTransient) else {
            return nil
        }
        let texels = m.sourceTexels
        return ContentsRecord(texture: place.texture, x: NineAxis(nine.x), y: NineAxis(nine.y),
                              origin: (Float(Double(d.minX) - origin.x), Float(Double(d.minY) - origin.y)),
                              height: Float(d.height), isFlipped: m.isFlipped,
                              modulation: c.modulation, sampling: c.sampling.rawValue,
                              source: (Float(texels.x) * place.scaleX, Float(texels.y) * place.scaleY,
                                       Float(texels.width) * place.scaleX, Float(texels.height) * place.scaleY),
                              place: place, destination: (Float(e.minX - origin.x), Float(e.minY - origin.y),
                                                          Float(e.maxX - origin.x), Float(e.maxY - origin.y)))
    }
}
