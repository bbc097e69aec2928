import Foundation

// The general blending kernel: every `CGBlendMode`, pixel by pixel, in floating point.
// Input a source (a row, or one colour with stride 0), a destination row and optional
// coverage; output the destination row. Normal, copy and clear have the vectorized
// kernels of `PixelBlend`; this one serves the others, which are rarer.
//
// Formulas act on premultiplied components in 0…1 (see `CGBlendMode`). The colour modes
// use the W3C compositing formula co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), with
// αo = αs + αb − αs·αb and Cs, Cb the unpremultiplied colours. The result is mixed
// with the destination by coverage: R' = D + c·(R − D).

extension PixelBlend {
    /// Blends `count` source pixels into `dst` with `mode`. `sourceStride` is 4 for a
    /// row of pixels, 0 to repeat one pixel. A nil `coverage` means full coverage.
    package static func blend(_ mode: CGBlendMode, source: UnsafePointer<UInt8>, sourceStride: Int,
                              into dst: UnsafeMutablePointer<UInt8>, count: Int, coverage: UnsafePointer<UInt8>?) {
        let inv255: Float = 1 / 255
        for i in 0..<count {
            let c = coverage.map { Float($0[i]) * inv255 } ?? 1
            if c == 0 { continue }
            let s = source + i * sourceStride, d = dst + 4 * i
            let sa = Float(s[3]) * inv255, da = Float(d[3]) * inv255
            let sc = (Float(s[0]) * inv255, Float(s[1]) * inv255, Float(s[2]) * inv255)
            let dc = (Float(d[0]) * inv255, Float(d[1]) * inv255, Float(d[2]) * inv255)
            var r = BlendModeMath.composite(mode, sc, sa, dc, da)
            if c < 1 {
                r.0 = dc.0 + c * (r.0 - dc.0); r.1 = dc.1 + c * (r.1 - dc.1)
                r.2 = dc.2 + c * (r.2 - dc.2); r.3 = da + c * (r.3 - da)
            }
            @inline(__always) func byte(_ v: Float) -> UInt8 { UInt8(Swift.min(Swift.max(v, 0), 1) * 255 + 0.5) }
            let a = byte(r.3)
            d[0] = Swift.min(byte(r.0), a); d[1] = Swift.min(byte(r.1), a); d[2] = Swift.min(byte(r.2), a); d[3] = a
        }
    }
}

/// The per-pixel formulas of every blend mode, on premultiplied components in 0…1.
package enum BlendModeMath {
    /// Red, green, blue.
    package typealias RGB = (Float, Float, Float)

    /// The premultiplied result (r, g, b, a) of `mode` for source (`s`, `sa`) over
    /// destination (`d`, `da`).
    package static func composite(_ mode: CGBlendMode, _ s: RGB, _ sa: Float, _ d: RGB, _ da: Float)
        -> (Float, Float, Float, Float) {
        @inline(__always) func porterDuff(_ fs: Float, _ fd: Float) -> (Float, Float, Float, Float) {
            (s.0 * fs + d.0 * fd, s.1 * fs + d.1 * fd, s.2 * fs + d.2 * fd, sa * fs + da * fd)
        }
        switch mode {
        case .normal: return porterDuff(1, 1 - sa)
        case .clear: return (0, 0, 0, 0)
        case .copy: return (s.0, s.1, s.2, sa)
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 1 - sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter:
            return (Swift.min(1, s.0 + d.0), Swift.min(1, s.1 + d.1), Swift.min(1, s.2 + d.2), Swift.min(1, sa + da))
        case .plusDarker:
            let a = Swift.min(1, sa + da)
            @inline(__always) func ch(_ x: Float, _ y: Float) -> Float { Swift.max(0, a - ((sa - x) + (da - y))) }
            return (ch(s.0, d.0), ch(s.1, d.1), ch(s.2, d.2), a)
        case .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
             .difference, .exclusion, .hue, .saturation, .color, .luminosity:
            let cs = unpremultiply(s, sa), cb = unpremultiply(d, da)
            let b = mix(mode, backdrop: cb, source: cs)
            let both = sa * da
            return (s.0 * (1 - da) + d.0 * (1 - sa) + both * b.0,
                    s.1 * (1 - da) + d.1 * (1 - sa) + both * b.1,
                    s.2 * (1 - da) + d.2 * (1 - sa) + both * b.2,
                    sa + da - both)
        }
    }

    @inline(__always)
    private static func unpremultiply(_ c: RGB, _ a: Float) -> RGB {
        a > 0 ? (Swift.min(c.0 / a, 1), Swift.min(c.1 / a, 1), Swift.min(c.2 / a, 1)) : (0, 0, 0)
    }

    /// B(Cb, Cs) of the colour modes, on unpremultiplied colours.
    package static func mix(_ mode: CGBlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
        @inline(__always) func each(_ f: (Float, Float) -> Float) -> RGB { (f(cb.0, cs.0), f(cb.1, cs.1), f(cb.2, cs.2)) }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each { Swift.min($0, $1) }
        case .lighten: return each { Swift.max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : (s >= 1 ? 1 : Swift.min(1, b / (1 - s))) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - Swift.min(1, (1 - b) / s)) }
        case .hardLight: return each { hardLight($0, $1) }
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let dd = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (dd - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    /// Hard light of backdrop `b` by source `s`.
    @inline(__always)
    private static func hardLight(_ b: Float, _ s: Float) -> Float {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func lum(_ c: RGB) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = Swift.min(c.0, c.1, c.2), x = Swift.max(c.0, c.1, c.2)
        var r = c
        if n < 0 {
            let k = l - n
            r = (l + (r.0 - l) * l / k, l + (r.1 - l) * l / k, l + (r.2 - l) * l / k)
        }
        if x > 1 {
            let k = x - l
            r = (l + (r.0 - l) * (1 - l) / k, l + (r.1 - l) * (1 - l) / k, l + (r.2 - l) * (1 - l) / k)
        }
        return r
    }

    private static func setLum(_ c: RGB, _ l: Float) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Float { Swift.max(c.0, c.1, c.2) - Swift.min(c.0, c.1, c.2) }

    private static func setSat(_ c: RGB, _ s: Float) -> RGB {
        let n = Swift.min(c.0, c.1, c.2), x = Swift.max(c.0, c.1, c.2)
        guard x > n else { return (0, 0, 0) }
        @inline(__always) func f(_ v: Float) -> Float { (v - n) * s / (x - n) }
        return (f(c.0), f(c.1), f(c.2))
    }
}
