import Foundation

// Premultiplied RGBA8 pixels as 32-bit words, and the 8-bit arithmetic every blend uses.
//
// A `PixelBuffer` stores bytes R, G, B, A in that order; read as a little-endian UInt32
// (every platform Lamina targets) red is the low byte and alpha the high byte. The
// arithmetic works on two channels at once ("SWAR"): red and blue in the 16-bit lanes of
// `p & 0x00FF00FF`, green and alpha in those of `(p >> 8) & 0x00FF00FF`. A channel times
// an 8-bit factor stays below 2¹⁶, so lanes never carry into each other, and the loops
// over rows of these words vectorize.

/// 8-bit premultiplied colour arithmetic on packed pixels.
@_spi(LaminaBackend) public enum PackedColor {
    /// `x / 255` rounded to nearest, exact for every `x` in 0…255·255.
    @inlinable @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Each channel of `p` times `f / 255` (f in 0…255), rounded to nearest. Exact:
    /// `scale(p, 255) == p` and `scale(p, 0) == 0`.
    @inlinable @inline(__always)
    public static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `s + d·(1 − αs)`. Both premultiplied; never overflows a channel.
    @inlinable @inline(__always)
    public static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// `s + d` per channel, saturating at 255 (a lane's sum fits 9 bits; its ninth bit
    /// turns into 255).
    @inlinable @inline(__always)
    public static func addSaturating(_ s: UInt32, _ d: UInt32) -> UInt32 {
        var rb = (s & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
        var ag = ((s >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
        let rbOver = rb & 0x0100_0100, agOver = ag & 0x0100_0100
        rb = (rb | (rbOver &- (rbOver >> 8))) & 0x00FF_00FF
        ag = (ag | (agOver &- (agOver >> 8))) & 0x00FF_00FF
        return rb | ag << 8
    }

    /// `a + (b − a)·f/256` per channel, f in 0…256; exact when `a == b`, and keeps a
    /// premultiplied pixel premultiplied (channels never exceed alpha).
    @inlinable @inline(__always)
    public static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }

    /// Each channel multiplied by its own 8-bit factor (a tint), rounded to nearest.
    @inlinable @inline(__always)
    public static func modulate(_ p: UInt32, _ m: UInt32) -> UInt32 {
        let r = div255((p & 0xFF) &* (m & 0xFF))
        let g = div255(((p >> 8) & 0xFF) &* ((m >> 8) & 0xFF))
        let b = div255(((p >> 16) & 0xFF) &* ((m >> 16) & 0xFF))
        let a = div255((p >> 24) &* (m >> 24))
        return r | g << 8 | b << 16 | a << 24
    }

    /// A coverage in 0…1 as an 8-bit factor, rounded to nearest.
    @inlinable @inline(__always)
    public static func factor(_ coverage: Float) -> UInt32 {
        UInt32(coverage * 255 + 0.5)
    }

    /// Packs 8-bit channels.
    @inlinable @inline(__always)
    public static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        r | g << 8 | b << 16 | a << 24
    }

    /// The alpha channel.
    @inlinable @inline(__always)
    public static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// An unpremultiplied colour, times a tint and an opacity, as a premultiplied pixel.
    /// Channels are rounded to nearest and never exceed alpha.
    package static func premultiplied(_ color: CGColor.RGBA, tint: CGColor.RGBA = white, opacity: Float = 1) -> UInt32 {
        let a = clamp01(Double(color.alpha) * Double(tint.alpha) * Double(opacity))
        let a8 = UInt32((a * 255).rounded())
        func channel(_ c: CGFloat, _ t: CGFloat) -> UInt32 {
            min(a8, UInt32((clamp01(Double(c) * Double(t)) * a * 255).rounded()))
        }
        return pack(channel(color.red, tint.red), channel(color.green, tint.green), channel(color.blue, tint.blue), a8)
    }

    /// The per-channel factors a tint and an opacity multiply premultiplied pixels by:
    /// (r·a, g·a, b·a, a) of the tint, times the opacity. Opaque white at opacity 1
    /// gives `0xFFFFFFFF`.
    package static func modulation(tint: CGColor.RGBA, opacity: Float) -> UInt32 {
        let a = clamp01(Double(tint.alpha) * Double(opacity))
        func f(_ c: CGFloat) -> UInt32 { UInt32((clamp01(Double(c)) * a * 255).rounded()) }
        return pack(f(tint.red), f(tint.green), f(tint.blue), UInt32((a * 255).rounded()))
    }

    /// Unpacks a pixel into channels (tests, comparisons).
    public static func channels(_ p: UInt32) -> (r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        (p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
    }

    /// Opaque white, the identity tint.
    package static let white = CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    /// `v` clamped to 0…1 (NaN becomes 0).
    @inlinable @inline(__always)
    public static func clamp01(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}
