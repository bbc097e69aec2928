import Foundation

// Blending kernels: input a destination row of premultiplied RGBA8 pixels, a source (a
// solid colour or a row of pixels) and an optional coverage row; output the row,
// blended in place. Runs on the caller's thread; every function is re-entrant.
//
// Arithmetic is 8-bit premultiplied with exact rounding: x / 255 for x ≤ 255·255 is
// (x + 128 + ((x + 128) >> 8)) >> 8. So an opaque source at full coverage writes its
// bytes unchanged, and coverage 0 leaves the destination untouched.
//
// Vectorization: the baseline x86-64 target has SSE2, whose only byte-sized multiply
// is 16-bit (pmullw). Four pixels are loaded as eight 16-bit lanes; `& 0xFF` gives the
// red and blue channels and `>> 8` green and alpha, each in its own lane, so products
// never overflow and no unpacking is needed; results are recombined with `| << 8`.
// Coverage is read four bytes at a time: 0 skips four pixels, 255 with an opaque
// source stores them, anything else takes the arithmetic path.

/// Eight 16-bit lanes: four pixels' even (red, blue) or odd (green, alpha) channels.
private typealias Lanes = SIMD8<UInt16>

@inline(__always) private func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

@inline(__always) private func div255(_ x: Lanes) -> Lanes {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// The alpha lanes (odd ones) of `odd` copied over their green neighbours.
@inline(__always) private func broadcastAlpha(_ odd: Lanes) -> Lanes {
    let a = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
    return unsafeBitCast(a | (a &<< 16), to: Lanes.self)
}

/// Four coverage bytes, each repeated in two lanes (one per channel of a pair).
@inline(__always) private func coverageLanes(_ c: UnsafePointer<UInt8>) -> Lanes {
    let c0 = UInt16(c[0]), c1 = UInt16(c[1]), c2 = UInt16(c[2]), c3 = UInt16(c[3])
    return Lanes(c0, c0, c1, c1, c2, c2, c3, c3)
}

/// `color` repeated over four pixels: its even (red, blue) and odd (green, alpha) lanes.
@inline(__always) private func lanes(_ color: PremultipliedColor) -> (even: Lanes, odd: Lanes) {
    let r = UInt16(color.red), g = UInt16(color.green), b = UInt16(color.blue), a = UInt16(color.alpha)
    return (Lanes(r, b, r, b, r, b, r, b), Lanes(g, a, g, a, g, a, g, a))
}

@inline(__always) private func load(_ p: UnsafeRawPointer, _ offset: Int) -> Lanes {
    p.loadUnaligned(fromByteOffset: offset, as: Lanes.self)
}

@inline(__always) private func store(_ v: Lanes, _ p: UnsafeMutableRawPointer, _ offset: Int) {
    p.storeBytes(of: v, toByteOffset: offset, as: Lanes.self)
}

/// Four pixels at byte `offset` of `p` = source + pixel · (1 − source alpha): the source
/// as even lanes `se` and odd lanes `so`, premultiplied and already scaled by coverage.
@inline(__always) private func blendOver(even se: Lanes, odd so: Lanes, _ p: UnsafeMutableRawPointer, _ offset: Int) {
    let inv = 255 &- broadcastAlpha(so)
    let d = load(p, offset)
    let re = se &+ div255((d & 0xFF) &* inv), ro = so &+ div255((d &>> 8) &* inv)
    store(re | (ro &<< 8), p, offset)
}

/// One pixel `p` = source · c + p · (1 − source alpha · c), the source premultiplied
/// (`r`, `g`, `b`, `a`) at coverage `c`.
@inline(__always) private func blendOver(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32, coverage c: UInt32,
                                         _ p: UnsafeMutablePointer<UInt8>) {
    let sr = div255(r * c), sg = div255(g * c), sb = div255(b * c), sa = div255(a * c)
    let inv = 255 - sa
    p[0] = UInt8(truncatingIfNeeded: sr + div255(UInt32(p[0]) * inv))
    p[1] = UInt8(truncatingIfNeeded: sg + div255(UInt32(p[1]) * inv))
    p[2] = UInt8(truncatingIfNeeded: sb + div255(UInt32(p[2]) * inv))
    p[3] = UInt8(truncatingIfNeeded: sa + div255(UInt32(p[3]) * inv))
}

/// The premultiplied RGBA8 blending kernels shared by `CGContext` and the compositor.
package enum PixelBlend {
    // MARK: Source over

    /// dst = color · coverage + dst · (1 − alpha · coverage), for `count` pixels.
    /// A nil `coverage` means full coverage everywhere.
    package static func sourceOver(_ color: PremultipliedColor, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                                   coverage: UnsafePointer<UInt8>?) {
        guard count > 0, color.alpha > 0 else { return }
        guard let coverage else {
            sourceOver(color, into: dst, count: count)
            return
        }
        let packed = color.packed
        let opaque = color.isOpaque
        let (ce, co) = lanes(color)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            if c4 == .max && opaque {
                raw.storeBytes(of: SIMD4<UInt32>(repeating: packed), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                i += 4
                continue
            }
            let cv = coverageLanes(coverage + i)
            blendOver(even: div255(ce &* cv), odd: div255(co &* cv), raw, 4 * i)
            i += 4
        }
        while i < count {
            sourceOverPixel(color, coverage: UInt32(coverage[i]), dst + 4 * i)
            i += 1
        }
    }

    /// dst = color + dst · (1 − alpha), for `count` pixels at full coverage.
    package static func sourceOver(_ color: PremultipliedColor, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0, color.alpha > 0 else { return }
        if color.isOpaque {
            fill(color, into: dst, count: count)
            return
        }
        let (ce, co) = lanes(color)
        let inv = Lanes(repeating: 255 - UInt16(color.alpha))
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let d = load(raw, 4 * i)
            let re = ce &+ div255((d & 0xFF) &* inv), ro = co &+ div255((d &>> 8) &* inv)
            store(re | (ro &<< 8), raw, 4 * i)
            i += 4
        }
        while i < count {
            sourceOverPixel(color, coverage: 255, dst + 4 * i)
            i += 1
        }
    }

    @inline(__always)
    private static func sourceOverPixel(_ color: PremultipliedColor, coverage c: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
        blendOver(UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha), coverage: c, p)
    }

    /// dst = src · coverage + dst · (1 − srcAlpha · coverage), pixel by pixel, for a row
    /// of premultiplied source pixels. A nil `coverage` means full coverage.
    package static func sourceOver(row src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                                   coverage: UnsafePointer<UInt8>?) {
        guard count > 0 else { return }
        let raw = UnsafeMutableRawPointer(dst), source = UnsafeRawPointer(src)
        let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
        var i = 0
        while i + 4 <= count {
            let s0 = source.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
            let s1 = source.loadUnaligned(fromByteOffset: 4 * i + 8, as: UInt64.self)
            var se: Lanes, so: Lanes
            if let coverage {
                let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
                if c4 == 0 || (s0 | s1) & alphaMask == 0 { i += 4; continue }
                if c4 == .max && s0 & s1 & alphaMask == alphaMask {
                    raw.storeBytes(of: s0, toByteOffset: 4 * i, as: UInt64.self)
                    raw.storeBytes(of: s1, toByteOffset: 4 * i + 8, as: UInt64.self)
                    i += 4
                    continue
                }
                let cv = coverageLanes(coverage + i)
                let s = load(source, 4 * i)
                se = div255((s & 0xFF) &* cv)
                so = div255((s &>> 8) &* cv)
            } else {
                if (s0 | s1) & alphaMask == 0 { i += 4; continue }
                if s0 & s1 & alphaMask == alphaMask {
                    raw.storeBytes(of: s0, toByteOffset: 4 * i, as: UInt64.self)
                    raw.storeBytes(of: s1, toByteOffset: 4 * i + 8, as: UInt64.self)
                    i += 4
                    continue
                }
                let s = load(source, 4 * i)
                se = s & 0xFF
                so = s &>> 8
            }
            blendOver(even: se, odd: so, raw, 4 * i)
            i += 4
        }
        while i < count {
            let s = src + 4 * i
            let c = coverage.map { UInt32($0[i]) } ?? 255
            blendOver(UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]), coverage: c, dst + 4 * i)
            i += 1
        }
    }

    /// Source-over of `color` through every row of `mask` into `target`, limited to
    /// `clip` (target pixels): the compositor's one call for a rasterized shape. Solid
    /// runs are filled without reading coverage.
    package static func sourceOver(_ color: PremultipliedColor, through mask: CoverageMask, into target: PixelBuffer,
                                   clip: PixelRect) {
        let area = mask.bounds.intersection(clip).intersection(PixelRect(width: target.width, height: target.height))
        guard !area.isEmpty, color.alpha > 0 else { return }
        for y in area.minY..<area.maxY {
            let span = mask.span(ofRow: y).clamped(to: area.minX..<area.maxX)
            guard !span.isEmpty else { continue }
            let solid = mask.solidRun(ofRow: y).clamped(to: span)
            let row = target.row(y), coverage = mask.row(y), x0 = mask.bounds.x
            if solid.count >= 16 {
                sourceOver(color, into: row + 4 * span.lowerBound, count: solid.lowerBound - span.lowerBound,
                           coverage: coverage + (span.lowerBound - x0))
                sourceOver(color, into: row + 4 * solid.lowerBound, count: solid.count)
                sourceOver(color, into: row + 4 * solid.upperBound, count: span.upperBound - solid.upperBound,
                           coverage: coverage + (solid.upperBound - x0))
            } else {
                sourceOver(color, into: row + 4 * span.lowerBound, count: span.count, coverage: coverage + (span.lowerBound - x0))
            }
        }
    }

    // MARK: Copy and clear

    /// Writes `color` into `count` pixels.
    package static func fill(_ color: PremultipliedColor, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        UnsafeMutableRawPointer(dst).bindMemory(to: UInt32.self, capacity: count).update(repeating: color.packed, count: count)
    }

    /// dst = color · coverage + dst · (1 − coverage): the colour replaces the
    /// destination inside the shape (CoreGraphics' copy mode), blended at partial coverage.
    package static func copy(_ color: PremultipliedColor, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                             coverage: UnsafePointer<UInt8>?) {
        guard count > 0 else { return }
        guard let coverage else { fill(color, into: dst, count: count); return }
        let (ce, co) = lanes(color)
        let packed = color.packed
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            if c4 == .max {
                raw.storeBytes(of: SIMD4<UInt32>(repeating: packed), toByteOffset: 4 * i, as: SIMD4<UInt32>.self)
                i += 4
                continue
            }
            let cv = coverageLanes(coverage + i), inv = 255 &- cv
            let d = load(raw, 4 * i)
            let re = div255(ce &* cv &+ (d & 0xFF) &* inv), ro = div255(co &* cv &+ (d &>> 8) &* inv)
            store(re | (ro &<< 8), raw, 4 * i)
            i += 4
        }
        while i < count {
            let c = UInt32(coverage[i]), inv = 255 - c, p = dst + 4 * i
            p[0] = UInt8(truncatingIfNeeded: div255(UInt32(color.red) * c + UInt32(p[0]) * inv))
            p[1] = UInt8(truncatingIfNeeded: div255(UInt32(color.green) * c + UInt32(p[1]) * inv))
            p[2] = UInt8(truncatingIfNeeded: div255(UInt32(color.blue) * c + UInt32(p[2]) * inv))
            p[3] = UInt8(truncatingIfNeeded: div255(UInt32(color.alpha) * c + UInt32(p[3]) * inv))
            i += 1
        }
    }

    /// dst = src · coverage + dst · (1 − coverage) for a row of source pixels.
    package static func copy(row src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int,
                             coverage: UnsafePointer<UInt8>?) {
        guard count > 0 else { return }
        guard let coverage else { dst.update(from: src, count: 4 * count); return }
        let raw = UnsafeMutableRawPointer(dst), source = UnsafeRawPointer(src)
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            let s = load(source, 4 * i)
            if c4 == .max { store(s, raw, 4 * i); i += 4; continue }
            let cv = coverageLanes(coverage + i), inv = 255 &- cv
            let d = load(raw, 4 * i)
            let re = div255((s & 0xFF) &* cv &+ (d & 0xFF) &* inv), ro = div255((s &>> 8) &* cv &+ (d &>> 8) &* inv)
            store(re | (ro &<< 8), raw, 4 * i)
            i += 4
        }
        while i < count {
            let c = UInt32(coverage[i]), p = dst + 4 * i, s = src + 4 * i
            for k in 0..<4 { p[k] = UInt8(truncatingIfNeeded: div255(UInt32(s[k]) * c + UInt32(p[k]) * (255 - c))) }
            i += 1
        }
    }

    /// dst = dst · (1 − coverage): clears the shape (fully where coverage is 255).
    package static func clear(_ dst: UnsafeMutablePointer<UInt8>, count: Int, coverage: UnsafePointer<UInt8>?) {
        guard count > 0 else { return }
        guard let coverage else { dst.update(repeating: 0, count: 4 * count); return }
        for i in 0..<count {
            let inv = 255 - UInt32(coverage[i]), p = dst + 4 * i
            for k in 0..<4 { p[k] = UInt8(truncatingIfNeeded: div255(UInt32(p[k]) * inv)) }
        }
    }

    // MARK: Coverage and alpha arithmetic

    /// a[i] = a[i] · b[i] / 255, rounded (intersecting two coverage rows).
    package static func multiplyCoverage(_ a: UnsafeMutablePointer<UInt8>, by b: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        let ra = UnsafeMutableRawPointer(a), rb = UnsafeRawPointer(b)
        while i + 16 <= count {
            let x = load(ra, i), y = load(rb, i)
            let lo = div255((x & 0xFF) &* (y & 0xFF)), hi = div255((x &>> 8) &* (y &>> 8))
            store(lo | (hi &<< 8), ra, i)
            i += 16
        }
        while i < count {
            a[i] = UInt8(truncatingIfNeeded: div255(UInt32(a[i]) * UInt32(b[i])))
            i += 1
        }
    }

    /// a[i] = a[i] · factor / 255, rounded.
    package static func scaleCoverage(_ a: UnsafeMutablePointer<UInt8>, by factor: UInt8, count: Int) {
        guard factor != 255 else { return }
        var i = 0
        let ra = UnsafeMutableRawPointer(a)
        let f = Lanes(repeating: UInt16(factor))
        while i + 16 <= count {
            let x = load(ra, i)
            let lo = div255((x & 0xFF) &* f), hi = div255((x &>> 8) &* f)
            store(lo | (hi &<< 8), ra, i)
            i += 16
        }
        while i < count {
            a[i] = UInt8(truncatingIfNeeded: div255(UInt32(a[i]) * UInt32(factor)))
            i += 1
        }
    }

    /// Multiplies every channel of `count` premultiplied pixels by `factor` / 255 (a
    /// global alpha applied to a source row).
    package static func scalePixels(_ pixels: UnsafeMutablePointer<UInt8>, by factor: UInt8, count: Int) {
        scaleCoverage(pixels, by: factor, count: 4 * count)
    }
}
