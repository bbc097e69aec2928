@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// `contents` on a row: the texel under every pixel centre, perspective-correct, through
// `sourceRect`, the destination rectangle and nine-part stretching, filtered bilinearly
// by nearest neighbour, or trilinearly through the picture's `MipChain` when `.trilinear`
// minifies it, then blended under the layer's coverage and opacity.
//
// Paths, fastest first: (1) the image lands texel-for-pixel (scale 1, no rotation, texel
// centres on pixel centres): the image row itself is the source, nothing is sampled;
// (2) affine without stretching: texel coordinates step by a constant per pixel, in
// 32.32 fixed point; (3) perspective or nine-part: one division per pixel. Coordinates
// outside the image clamp to its edge texels, as `contentsRect` beyond the unit rectangle
// does on Apple's platforms.

extension ContentsSampler {
    /// Level 0: the image's own texels.
    @inline(__always)
    var level0: MipLevel { MipLevel(texels: texels, width: width, height: height, stride: stride) }

    /// The bilinear sample at texel coordinates (U, V) − ½, 32.32 fixed point.
    @inline(__always)
    func bilinear(_ U: Int, _ V: Int) -> UInt32 { level0.bilinear(U, V) }

    /// The level of detail at the plane point (x, y), where ∂(x, y)/∂(X, Y) is `j`: log₂
    /// of the most texels one pixel step crosses (OpenGL's ρ), `contentsCenter`'s
    /// stretching included.
    func lod(_ x: Double, _ y: Double, _ j: Jacobian) -> Double {
        var su = au, sv = av
        if let nine = ninePart {
            var dy = y - destinationOrigin.y
            if isFlipped { dy = destinationHeight - dy }
            su = nine.x.slope(x - destinationOrigin.x) * sourceTexels.width
            sv = nine.y.slope(dy) * sourceTexels.height
        }
        let uX = su * j.xX, uY = su * j.xY, vX = sv * j.yX, vY = sv * j.yY
        let rho = max((uX * uX + vX * vX).squareRoot(), (uY * uY + vY * vY).squareRoot())
        return rho > 0 ? log2(rho) : -.infinity
    }

    /// The trilinear sample at level-0 texel coordinates (u, v) with level of detail
    /// `lod`: bilinear samples of levels ⌊lod⌋ and ⌊lod⌋ + 1 (each level's coordinates
    /// scaled by its size), mixed by the fraction in 8 bits; level 0 alone below 0, the
    /// last level alone beyond it.
    @inline(__always)
    func trilinear(_ u: Double, _ v: Double, lod: Double) -> UInt32 {
        guard lod > 0, let mips, mipCount > 1 else { return bilinear(fixed(u - 0.5), fixed(v - 0.5)) }
        @inline(__always) func level(_ k: Int) -> UInt32 {
            let l = mips[k]
            return l.bilinear(fixed(u * Double(l.width) / Double(width) - 0.5), fixed(v * Double(l.height) / Double(height) - 0.5))
        }
        let top = mipCount - 1
        guard lod < Double(top) else { return level(top) }
        let d = Int(lod)
        let f = UInt32(min(Int((lod - Double(d)) * 256), 255))
        return PackedColor.lerp(level(d), level(d + 1), f)
    }

    /// The nearest texel to texel coordinates (U, V), 32.32 fixed point.
    @inline(__always)
    func nearestTexel(_ U: Int, _ V: Int) -> UInt32 {
        let x = min(max(U >> 32, 0), width - 1), y = min(max(V >> 32, 0), height - 1)
        return texels[y * stride + x]
    }

    /// Texel coordinates (not yet shifted to texel centres) of the plane point (x, y).
    @inline(__always)
    func texelCoordinates(_ x: Double, _ y: Double) -> (u: Double, v: Double) {
        guard let nine = ninePart else { return (au * x + bu, av * y + bv) }
        let dx = x - destinationOrigin.x
        var dy = y - destinationOrigin.y
        if isFlipped { dy = destinationHeight - dy }
        let s = nine.x.map(dx), t = nine.y.map(dy)
        return (sourceTexels.x + s * sourceTexels.width, sourceTexels.y + t * sourceTexels.height)
    }

    /// The texel sample at texel coordinates (u, v).
    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> UInt32 {
        nearest ? nearestTexel(fixed(u), fixed(v)) : bilinear(fixed(u - 0.5), fixed(v - 0.5))
    }
}

extension BandPainter {
    /// Bilinear samples along a row whose texel coordinate steps by `dU` (≤ 1 texel, 32.32)
    /// with a constant V: the two source rows are first blended vertically over the texels
    /// the row reads, kept as separate red/blue and green/alpha lanes (`scratch.texels`),
    /// scaled by `opacity` (8-bit), then each pixel blends two neighbours of those. At
    /// opacity 255 the result equals `PackedColor.lerp` of the vertical lerps, word for
    /// word; below, the opacity is applied to texels before the horizontal lerp (within a
    /// level of applying it after).
    func magnifiedRow(_ c: ContentsSampler, U: Int, V: Int, dU: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
                      opacity: UInt32) {
        let y0 = V >> 32
        let fy = UInt32(truncatingIfNeeded: V >> 24) & 0xFF, gy = 256 - fy
        let hm = c.height - 1, wm = c.width - 1
        let rowA = c.texels + min(max(y0, 0), hm) * c.stride, rowB = c.texels + min(max(y0 + 1, 0), hm) * c.stride
        let first = U >> 32, last = (U &+ dU &* (count - 1)) >> 32
        let n = last - first + 2
        guard n <= scratch.capacity + 2 else {
            var u = U
            for i in 0..<count { out[i] = PackedColor.scale(c.bilinear(u, V), opacity); u &+= dU }
            return
        }
        let mask: UInt32 = 0x00FF_00FF
        let rb = scratch.texels, ag = scratch.texels + (scratch.capacity + 2)
        // Both lanes of a word times opacity/255, rounded (PackedColor.scale's arithmetic).
        @inline(__always) func scaled(_ x: UInt32) -> UInt32 {
            let t = x &* opacity &+ 0x0080_0080
            return ((t &+ ((t >> 8) & mask)) >> 8) & mask
        }
        @inline(__always) func vertical(_ k: Int, _ a: UInt32, _ b: UInt32) {
            rb[k] = scaled((((a & mask) &* gy &+ (b & mask) &* fy) >> 8) & mask)
            ag[k] = scaled(((((a >> 8) & mask) &* gy &+ ((b >> 8) & mask) &* fy) >> 8) & mask)
        }
        // At opacity 255 the scaling is exact division of x·255 by 255: every lane as it is.
        @inline(__always) func verticalOpaque(_ k: Int, _ a: UInt32, _ b: UInt32) {
            rb[k] = (((a & mask) &* gy &+ (b & mask) &* fy) >> 8) & mask
            ag[k] = ((((a >> 8) & mask) &* gy &+ ((b >> 8) & mask) &* fy) >> 8) & mask
        }
        // Clamped columns at either end; the run between reads both rows contiguously
        // (a loop LLVM vectorizes).
        let inLo = min(max(-first, 0), n), inHi = max(min(wm + 1 - first, n), inLo)
        for k in 0..<inLo { vertical(k, rowA[0], rowB[0]) }
        let a = rowA + first, b = rowB + first
        if opacity == 255 {
            for k in inLo..<inHi { verticalOpaque(k, a[k], b[k]) }
        } else {
            for k in inLo..<inHi { vertical(k, a[k], b[k]) }
        }
        for k in inHi..<n { vertical(k, rowA[wm], rowB[wm]) }
        if dU == 1 << 32 {
            // One texel per pixel: the same weights for the whole row, neighbours in step
            // (a loop LLVM vectorizes).
            let f = UInt32(truncatingIfNeeded: U >> 24) & 0xFF, g = 256 &- f
            for i in 0..<count {
                let r = ((rb[i] &* g &+ rb[i + 1] &* f) >> 8) & mask
                out[i] = r | ((ag[i] &* g &+ ag[i + 1] &* f) & 0xFF00_FF00)
            }
            return
        }
        var u = U &- (first << 32)
        for i in 0..<count {
            let k = u >> 32
            let f = UInt32(truncatingIfNeeded: u >> 24) & 0xFF, g = 256 &- f
            let r = ((rb[k] &* g &+ rb[k + 1] &* f) >> 8) & mask
            out[i] = r | ((ag[k] &* g &+ ag[k + 1] &* f) & 0xFF00_FF00)
            u &+= dU
        }
    }
}

/// A coordinate as 32.32 fixed point, clamped far outside any image.
@inline(__always)
func fixed(_ value: Double) -> Int {
    let v = value.isNaN ? 0 : min(max(value, -1e9), 1e9) * 4_294_967_296
    return floorInt(v)
}

extension BandPainter {
    /// Draws a layer's contents on row `y` under `span` (the layer's clipped coverage).
    func drawContents(_ contents: UnsafePointer<PlannedContents>, mapping: UnsafePointer<PlaneMapping>, span: CoverageSpan,
                      coverage: UnsafeMutablePointer<Float>, row y: Int, dst: UnsafeMutablePointer<UInt32>, origin: Int) {
        var span = span
        if contents.pointee.hasDestination {
            let destinationRow = scratch.auxCoverage - origin
            let destinationSpan = contents.pointer(to: \.destination)!.scan(row: y, from: span.lo, to: span.hi, into: destinationRow)
            span.multiply(by: destinationSpan, destinationRow, into: coverage)
            guard !span.isEmpty else { return }
        }
        let pixels = scratch.pixels - origin
        let tinted = contents.pointee.isTinted
        let opacity = tinted ? 1 : contents.pointee.opacity
        let sampled = sampleRow(contents.pointer(to: \.sampler)!, mapping: mapping, row: y, from: span.lo, to: span.hi,
                                into: pixels, opacity: PackedColor.factor(opacity))
        let source = sampled.texels
        if tinted {
            if UnsafeMutablePointer(mutating: source) != pixels {
                (pixels + span.lo).update(from: source + span.lo, count: span.hi - span.lo)
            }
            SpanBlending.modulate(pixels + span.lo, by: contents.pointee.modulation, count: span.hi - span.lo)
            composite(pixels, span: span, coverage: coverage, opacity: 1, additive: contents.pointee.isAdditive, dst: dst)
        } else {
            composite(source, span: span, coverage: coverage, opacity: sampled.opacityApplied ? 1 : opacity,
                      additive: contents.pointee.isAdditive, dst: dst)
        }
    }

    /// The texels of columns [lo, hi) of row `y`, indexed by absolute column: either
    /// `pixels` filled, or (texel-for-pixel) the image row itself. Magnified rows come
    /// already scaled by the 8-bit `opacity` (applied once per texel rather than per
    /// pixel), which `opacityApplied` says.
    func sampleRow(_ sampler: UnsafePointer<ContentsSampler>, mapping: UnsafePointer<PlaneMapping>, row y: Int, from lo: Int,
                   to hi: Int, into pixels: UnsafeMutablePointer<UInt32>,
                   opacity: UInt32 = 255) -> (texels: UnsafePointer<UInt32>, opacityApplied: Bool) {
        // The sampling state is small; local copies keep it in registers.
        let c = sampler.pointee, mapping = mapping.pointee
        let count = hi - lo
        guard count > 0 else { return (UnsafePointer(pixels), false) }
        let X0 = Double(lo) + 0.5, Y = Double(y) + 0.5
        if c.ninePart == nil && mapping.isAffine {
            let px = mapping.ux * X0 + mapping.uy * Y + mapping.u0
            let py = mapping.vx * X0 + mapping.vy * Y + mapping.v0
            let u = c.au * px + c.bu, v = c.av * py + c.bv
            let du = c.au * mapping.ux, dv = c.av * mapping.vx
            if c.mips != nil {
                // Minified through mipmaps: one level of detail for the whole layer.
                let lod = c.lod(px, py, Jacobian(xX: mapping.ux, xY: mapping.uy, yX: mapping.vx, yY: mapping.vy))
                if lod > 0 {
                    let out = pixels + lo
                    for i in 0..<count { out[i] = c.trilinear(u + Double(i) * du, v + Double(i) * dv, lod: lod) }
                    return (UnsafePointer(pixels), false)
                }
            }
            if abs(du - 1) < 1e-9, abs(dv) < 1e-9 {
                // Texel-for-pixel along the row: texel centres on pixel centres?
                let fu = u - 0.5, fv = v - 0.5
                let iu = fu.rounded(), iv = fv.rounded()
                if abs(fu - iu) < 1e-6, abs(fv - iv) < 1e-6, iu >= 0, iv >= 0, iv < Double(c.height),
                   iu + Double(count) <= Double(c.width) {
                    return (c.texels + Int(iv) * c.stride + Int(iu) - lo, false)
                }
            }
            let dU = fixed(du), dV = fixed(dv)
            let out = pixels + lo
            if c.nearest {
                var U = fixed(u), V = fixed(v)
                for i in 0..<count {
                    out[i] = c.nearestTexel(U, V)
                    U &+= dU; V &+= dV
                }
            } else {
                var U = fixed(u - 0.5), V = fixed(v - 0.5)
                if dV == 0, dU > 0, dU <= 1 << 32 {
                    // Magnified or 1:1 without rotation: blend the two source rows once
                    // per texel, then each pixel is one horizontal lerp.
                    magnifiedRow(c, U: U, V: V, dU: dU, count: count, into: out, opacity: opacity)
                    return (UnsafePointer(pixels), true)
                } else if dV == 0 {
                    for i in 0..<count {
                        out[i] = c.bilinear(U, V)
                        U &+= dU
                    }
                } else {
                    for i in 0..<count {
                        out[i] = c.bilinear(U, V)
                        U &+= dU; V &+= dV
                    }
                }
            }
            return (UnsafePointer(pixels), false)
        }
        var h = mapping.homogeneous(X0, Y)
        if c.ninePart == nil && c.mips == nil {
            let shift = c.nearest ? 0 : 0.5
            let row = HomogeneousTexelRow(
                tu: c.au * h.u + (c.bu - shift) * h.q, tv: c.av * h.v + (c.bv - shift) * h.q, q: h.q,
                dtu: c.au * mapping.ux + (c.bu - shift) * mapping.qx, dtv: c.av * mapping.vx + (c.bv - shift) * mapping.qx,
                dq: mapping.qx)
            perspectiveRow(c, row, from: lo, to: hi, into: pixels)
            return (UnsafePointer(pixels), false)
        }
        // Nine-part or mipmapped (any mapping): one division per pixel.
        for x in lo..<hi {
            if h.q > 0 {
                let r = 1 / h.q
                let px = h.u * r, py = h.v * r
                let t = c.texelCoordinates(px, py)
                if c.mips != nil {
                    pixels[x] = c.trilinear(t.u, t.v, lod: c.lod(px, py, mapping.jacobian(x: px, y: py, q: h.q)))
                } else {
                    pixels[x] = c.sample(t.u, t.v)
                }
            } else {
                pixels[x] = 0
            }
            h.u += mapping.ux; h.v += mapping.vx; h.q += mapping.qx
        }
        return (UnsafePointer(pixels), false)
    }
}
