import Foundation

// A prepared `contents` as band threads sample it: the mapping's coefficients and
// nine-part axes laid out for the row loops, the destination's own edges as a coverage
// scanner, the mip levels for `.trilinear` minification.

extension PlannedContents {
    /// `c` on a layer whose plane is seen through `mapping`.
    /// `isAdditive`: added to the target (an `.additive` emitter's particle).
    init(_ c: PreparedContents, mapping: PlaneMapping, isAdditive: Bool = false) {
        let m = c.mapping
        let image = c.pixels
        let chain = c.mipChain
        let sampler = ContentsSampler(texels: UnsafeRawPointer(image.data).assumingMemoryBound(to: UInt32.self),
                                      width: image.width, height: image.height, stride: image.bytesPerRow / 4,
                                      au: m.au, bu: m.bu, av: m.av, bv: m.bv, ninePart: m.ninePart,
                                      destinationOrigin: (Double(m.destination.minX), Double(m.destination.minY)),
                                      destinationHeight: Double(m.destination.height), isFlipped: m.isFlipped,
                                      sourceTexels: m.sourceTexels, nearest: c.sampling == .nearest,
                                      mips: chain.map { UnsafePointer($0.table.baseAddress!) },
                                      mipCount: chain?.levels.count ?? 1)
        self.init(image: image, mipChain: chain, sampler: sampler,
                  destination: c.destination.map { ProjectedShape(mapping: mapping, outline: $0) } ?? .none,
                  hasDestination: c.destination != nil, opacity: c.opacity, modulation: c.modulation,
                  isTinted: c.isTinted, isAdditive: isAdditive)
    }
}
