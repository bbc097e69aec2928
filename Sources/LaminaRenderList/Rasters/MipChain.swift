import Foundation

// The levels `.trilinear` filtering reads: the picture, then each level halved (floor,
// never below 1) down to 1 × 1, every texel the rounded mean of the 2 × 2 texels under it
// (premultiplied, so a level stays premultiplied; an odd last row or column is left out,
// the rule OpenGL's level sizes follow). Made once per picture and cached by the CPU
// renderer; the OpenGL backend uploads these same levels instead of asking the driver
// for its own, so both backends minify alike.

/// One level's texels, as band threads read them.
@_spi(LaminaBackend) public struct MipLevel {
    /// The level's premultiplied RGBA texels, row after row (owned by its chain).
    public let texels: UnsafePointer<UInt32>
    /// The level's size in texels.
    public let width: Int, height: Int
    /// Words from one texel row to the next.
    public let stride: Int

    /// A level over `texels`, `width` × `height`, rows `stride` words apart.
    @inlinable
    public init(texels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.texels = texels
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The bilinear sample at texel coordinates (U, V) − ½, 32.32 fixed point; coordinates
    /// outside the level clamp to its edge texels. Weights are 8-bit.
    @inlinable @inline(__always)
    public func bilinear(_ U: Int, _ V: Int) -> UInt32 {
        let x0 = U >> 32, y0 = V >> 32
        let fx = UInt32(truncatingIfNeeded: U >> 24) & 0xFF
        let fy = UInt32(truncatingIfNeeded: V >> 24) & 0xFF
        let wm = width - 1, hm = height - 1
        let xa = min(max(x0, 0), wm), xb = min(max(x0 + 1, 0), wm)
        let ya = min(max(y0, 0), hm), yb = min(max(y0 + 1, 0), hm)
        let r0 = texels + ya * stride, r1 = texels + yb * stride
        let top = PackedColor.lerp(r0[xa], r0[xb], fx)
        let bottom = PackedColor.lerp(r1[xa], r1[xb], fx)
        return PackedColor.lerp(top, bottom, fy)
    }
}

/// A picture and its successive halvings.
package final class MipChain {
    /// Level 0 is the picture itself.
    package let levels: [PixelBuffer]
    /// The levels' texels for band threads (valid while the chain lives).
    package let table: UnsafeMutableBufferPointer<MipLevel>

    /// The chain of `base` (premultiplied RGBA8).
    package init(_ base: PixelBuffer) {
        var levels = [base]
        var previous = base
        while previous.width > 1 || previous.height > 1 {
            let next = PixelBuffer(width: max(1, previous.width / 2), height: max(1, previous.height / 2))
            Self.halve(previous, into: next)
            levels.append(next)
            previous = next
        }
        self.levels = levels
        table = .allocate(capacity: levels.count)
        for (k, level) in levels.enumerated() {
            (table.baseAddress! + k).initialize(to: MipLevel(
                texels: UnsafeRawPointer(level.data).assumingMemoryBound(to: UInt32.self),
                width: level.width, height: level.height, stride: level.bytesPerRow / 4))
        }
    }

    deinit { table.deallocate() }

    /// Each texel of `target` the rounded mean of the 2 × 2 texels of `source` under it
    /// (clamped at a side of length 1).
    private static func halve(_ source: PixelBuffer, into target: PixelBuffer) {
        let s = UnsafeRawPointer(source.data).assumingMemoryBound(to: UInt32.self), sStride = source.bytesPerRow / 4
        let t = UnsafeMutableRawPointer(target.data).assumingMemoryBound(to: UInt32.self), tStride = target.bytesPerRow / 4
        let xm = source.width - 1, ym = source.height - 1
        for j in 0..<target.height {
            let r0 = s + min(2 * j, ym) * sStride, r1 = s + min(2 * j + 1, ym) * sStride
            let out = t + j * tStride
            for i in 0..<target.width {
                let a = min(2 * i, xm), b = min(2 * i + 1, xm)
                let p0 = r0[a], p1 = r0[b], p2 = r1[a], p3 = r1[b]
                // Red/blue and green/alpha lanes: four 8-bit values sum below 2¹⁰.
                let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0002_0002
                var rb = (p0 & mask) &+ (p1 & mask)
                rb = rb &+ (p2 & mask) &+ (p3 & mask)
                rb = ((rb &+ half) >> 2) & mask
                var ag = ((p0 >> 8) & mask) &+ ((p1 >> 8) & mask)
                ag = ag &+ ((p2 >> 8) & mask) &+ ((p3 >> 8) & mask)
                ag = ((ag &+ half) >> 2) & mask
                out[i] = rb | ag << 8
            }
        }
    }
}

/// The mip chains of pictures drawn with `.trilinear` minification, made on first use and
/// kept while frames draw them. An entry holds its picture (immutable), so the picture's
/// identity cannot be reused while it is cached.
package final class MipChainCache {
    private var chains: [ObjectIdentifier: (source: AnyObject, chain: MipChain, frame: Int)] = [:]
    /// Frames an unused chain survives.
    private let keepFrames = 2

    package init() {}

    /// The chain of `pixels`, the texels of `source`.
    package func chain(of source: AnyObject, pixels: PixelBuffer, frame: Int) -> MipChain {
        let key = ObjectIdentifier(source)
        if let hit = chains[key] {
            chains[key]?.frame = frame
            return hit.chain
        }
        let chain = MipChain(pixels)
        chains[key] = (source, chain, frame)
        return chain
    }

    /// Drops chains unused since `frame − keepFrames`.
    package func evict(before frame: Int) {
        if chains.contains(where: { frame - $0.value.frame > keepFrames }) {
            chains = chains.filter { frame - $0.value.frame <= keepFrames }
        }
    }
}
