@_spi(LaminaBackend) import LaminaRenderList

// A perspective `contents` row without nine-part stretching or mipmaps: texel coordinates
// are a projective function of the column, their homogeneous form steps by a constant,
// one division per pixel. Input: the sampler, the homogeneous texel coordinates at the
// row's first pixel and their step; output: the row's texels. Runs on a band thread.
//
// A pixel whose bilinear footprint lies inside the image (0 ≤ u < width − 1, likewise v,
// which NaN fails) skips `fixed`'s NaN and range clamps and the four edge clamps; other
// pixels take the clamping path, so every word equals the general sampler's.

/// The homogeneous texel coordinates (tu, tv, q) of a perspective row and their step per column.
struct HomogeneousTexelRow {
    var tu: Double, tv: Double, q: Double
    let dtu: Double, dtv: Double, dq: Double
}

extension MipLevel {
    /// `bilinear` at texel coordinates (u, v) − ½ whose footprint lies inside the level
    /// (0 ≤ u < width − 1, likewise v): ⌊256u⌋ and ⌊256v⌋ are bits 24 up of `fixed`'s
    /// 32.32 values, so the texels and 8-bit weights are `bilinear(fixed(u), fixed(v))`'s,
    /// lerped in the same order with the four channels as 16-bit lanes of one word.
    @inline(__always)
    func interiorBilinear(_ u: Double, _ v: Double) -> UInt32 {
        let U = Self.floor(u * 256), V = Self.floor(v * 256)
        let fx = UInt64(truncatingIfNeeded: U) & 0xFF, gx = 256 &- fx
        let fy = UInt64(truncatingIfNeeded: V) & 0xFF, gy = 256 &- fy
        let r0 = texels + ((V >> 8) &* stride &+ (U >> 8)), r1 = r0 + stride
        let top = Self.lerpLanes(Self.lanes(r0[0]), Self.lanes(r0[1]), gx, fx)
        let bottom = Self.lerpLanes(Self.lanes(r1[0]), Self.lanes(r1[1]), gx, fx)
        let m = Self.lerpLanes(top, bottom, gy, fy)
        return UInt32(truncatingIfNeeded: m | (m >> 24))
    }

    /// `interiorBilinear(u, v)` for a `v` whose texel row `r0` and weights `gy`, `fy` were
    /// found once: the same words, for a row along which v does not change.
    @inline(__always)
    func interiorBilinear(_ u: Double, row r0: UnsafePointer<UInt32>, _ gy: UInt64, _ fy: UInt64) -> UInt32 {
        let U = Self.floor(u * 256)
        let fx = UInt64(truncatingIfNeeded: U) & 0xFF, gx = 256 &- fx
        let a = r0 + (U >> 8), b = a + stride
        let top = Self.lerpLanes(Self.lanes(a[0]), Self.lanes(a[1]), gx, fx)
        let bottom = Self.lerpLanes(Self.lanes(b[0]), Self.lanes(b[1]), gx, fx)
        let m = Self.lerpLanes(top, bottom, gy, fy)
        return UInt32(truncatingIfNeeded: m | (m >> 24))
    }

    /// ⌊y⌋ for 0 ≤ y < 2⁵¹ without the checks of `Int(_:)`: y + 2⁵² rounds y to an
    /// integer in the significand's low bits, one less when that rounded up.
    @inline(__always)
    static func floor(_ y: Double) -> Int {
        let n = Int(truncatingIfNeeded: (y + 0x1p52).bitPattern & 0x000F_FFFF_FFFF_FFFF)
        return Double(n) > y ? n &- 1 : n
    }

    /// Red and blue in lanes 0 and 1, green and alpha in lanes 2 and 3 (16 bits each).
    @inline(__always)
    static func lanes(_ p: UInt32) -> UInt64 {
        let w = UInt64(p)
        return (w & 0x00FF_00FF) | ((w & 0xFF00_FF00) << 24)
    }

    /// `PackedColor.lerp` on every lane: (a·g + b·f) >> 8, no lane overflowing 16 bits.
    @inline(__always)
    static func lerpLanes(_ a: UInt64, _ b: UInt64, _ g: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* g &+ b &* f) >> 8) & 0x00FF_00FF_00FF_00FF
    }
}

extension BandPainter {
    /// Columns [lo, hi) of a perspective row into `pixels` (indexed by column); a pixel
    /// behind the eye (q ≤ 0) is transparent.
    func perspectiveRow(_ c: ContentsSampler, _ h: HomogeneousTexelRow, from lo: Int, to hi: Int,
                        into pixels: UnsafeMutablePointer<UInt32>) {
        var h = h
        if c.nearest {
            for x in lo..<hi {
                if h.q > 0 {
                    let r = 1 / h.q
                    pixels[x] = c.nearestTexel(fixed(h.tu * r), fixed(h.tv * r))
                } else {
                    pixels[x] = 0
                }
                h.tu += h.dtu; h.tv += h.dtv; h.q += h.dq
            }
            return
        }
        let level = c.level0
        let uMax = Double(c.width - 1), vMax = Double(c.height - 1)
        @inline(__always) func checked(_ x: Int) {
            if h.q > 0 {
                let r = 1 / h.q
                let u = h.tu * r, v = h.tv * r
                if u >= 0, u < uMax, v >= 0, v < vMax {
                    pixels[x] = level.interiorBilinear(u, v)
                } else {
                    pixels[x] = level.bilinear(fixed(u), fixed(v))
                }
            } else {
                pixels[x] = 0
            }
            h.tu += h.dtu; h.tv += h.dtv; h.q += h.dq
        }
        let inside = h.interiorColumns(from: lo, to: hi, uMax: uMax, vMax: vMax)
        for x in lo..<inside.lowerBound { checked(x) }
        if h.dq == 0, h.dtv == 0, !inside.isEmpty {
            // A row of constant depth (a plane turned about a horizontal axis) that keeps
            // to one texel row: q and v stay as they are, so the division and the row's
            // vertical terms are done once; u steps as in the general loop.
            let r = 1 / h.q
            let V = MipLevel.floor(h.tv * r * 256)
            let fy = UInt64(truncatingIfNeeded: V) & 0xFF, gy = 256 &- fy
            let row = level.texels + (V >> 8) &* level.stride
            for x in inside {
                pixels[x] = level.interiorBilinear(h.tu * r, row: row, gy, fy)
                h.tu += h.dtu
            }
        } else {
            for x in inside {
                let r = 1 / h.q
                pixels[x] = level.interiorBilinear(h.tu * r, h.tv * r)
                h.tu += h.dtu; h.tv += h.dtv; h.q += h.dq
            }
        }
        for x in inside.upperBound..<hi { checked(x) }
    }
}

extension HomogeneousTexelRow {
    /// Columns of [lo, hi) (this row starting at `lo`) whose texel coordinates lie a texel
    /// or more inside [0, uMax) × [0, vMax), in front of the eye, with a column to spare at
    /// either end: the constraints are linear in the column once multiplied by q, so the
    /// run is solved for, not searched; rounding (far below a texel) cannot take its
    /// columns outside, and they need no clamps. Empty when there is no such run.
    func interiorColumns(from lo: Int, to hi: Int, uMax: Double, vMax: Double) -> Range<Int> {
        let count = Double(hi - lo)
        guard hi - lo > 2, uMax > 2, vMax > 2, (tu + tv + q + dtu + dtv + dq).isFinite else { return hi..<hi }
        let qScale = max(abs(q), abs(q + dq * count))
        guard qScale > 0 else { return hi..<hi }
        var kMin = 0.0, kMax = count - 1
        // a + b·k ≥ 0 for k in [kMin, kMax].
        @inline(__always) func require(_ a: Double, _ b: Double) {
            if b > 0 {
                kMin = max(kMin, -a / b)
            } else if b < 0 {
                kMax = min(kMax, -a / b)
            } else if !(a >= 0) {
                kMin = .infinity
            }
        }
        require(q - 1e-3 * qScale, dq)
        require(tu - q, dtu - dq)
        require((uMax - 1) * q - tu, (uMax - 1) * dq - dtu)
        require(tv - q, dtv - dq)
        require((vMax - 1) * q - tv, (vMax - 1) * dq - dtv)
        guard kMin.isFinite, kMax.isFinite, kMin <= kMax else { return hi..<hi }
        // Clamped to the row first: a bound far outside it has no Int offset.
        let span = Double(hi - lo)
        let kFirst = Swift.max(kMin, -2), kLast = Swift.min(kMax, span + 2)
        guard kFirst <= kLast else { return hi..<hi }
        let first = lo + Int(kFirst.rounded(.up)) + 1, last = lo + Int(kLast.rounded(.down)) - 1
        return first <= last ? first..<last + 1 : hi..<hi
    }
}
