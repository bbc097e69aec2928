@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// A group composited through a textured mesh, on a band's rows. Input: the group's
// complete picture (a phase boundary precedes this op) and its mesh's triangles
// (`MeshTriangle`); output: the band's rows of the parent, blended. The triangles are
// drawn in order; each pixel centre inside one samples the picture bilinearly at the
// perspective-correct picture point (transparent outside the picture), washes and shades
// it, and blends it with the group's opacity through its clip — as mesh.frag does on GL.

extension BandPainter {
    /// Rows `rows` of mesh group `group`.
    func drawMesh(_ group: PlannedGroup, triangles: UnsafeBufferPointer<MeshTriangle>, rows: Range<Int>) {
        let bounds = group.compositeBounds
        let lo = max(rows.lowerBound, bounds.minY), hi = min(rows.upperBound, bounds.maxY)
        guard lo < hi, group.opacity > 0, let first = triangles.baseAddress else { return }
        let parent = targets[group.parent], picture = targets[group.content]
        let m = parent.rect.minX
        let clipRow = UnsafePointer(scratch.clipCoverage - m)
        for y in lo..<hi {
            // The clip over the whole row once; each triangle's span reads it.
            var clip = CoverageSpan(lo: bounds.minX, hi: bounds.maxX, innerLo: bounds.minX, innerHi: bounds.maxX)
            if group.clip >= 0 {
                clip = clipChain(group.clip, row: y, from: bounds.minX, to: bounds.maxX, origin: m)
                guard !clip.isEmpty else { continue }
            }
            let Y = Double(y) + 0.5
            let dst = parent.row(y) - m
            for t in 0..<triangles.count {
                let triangle = first + t
                guard y >= triangle.pointee.minY, y < triangle.pointee.maxY else { continue }
                var span = triangle.pointee.columns(row: Y)
                span.lo = max(span.lo, clip.lo, triangle.pointee.minX)
                span.hi = min(span.hi, clip.hi, triangle.pointee.maxX)
                // The conservative span trimmed to the centres inside (the triangle is
                // convex: everything between is inside too).
                while span.lo < span.hi, !triangle.pointee.contains(Double(span.lo) + 0.5, Y) { span.lo += 1 }
                while span.hi > span.lo, !triangle.pointee.contains(Double(span.hi - 1) + 0.5, Y) { span.hi -= 1 }
                guard span.lo < span.hi else { continue }
                drawMeshSpan(triangle, row: Y, span.lo..<span.hi, picture: picture, clip: clip, clipRow: clipRow,
                             opacity: group.opacity, additive: group.isAdditive, dst: dst)
            }
        }
    }

    /// Pixels `columns` of a triangle on the row whose centre is `Y`.
    @inline(__always)
    private func drawMeshSpan(_ triangle: UnsafePointer<MeshTriangle>, row Y: Double, _ columns: Range<Int>,
                              picture: RenderTarget, clip: CoverageSpan, clipRow: UnsafePointer<Float>,
                              opacity: Float, additive: Bool, dst: UnsafeMutablePointer<UInt32>) {
        let px = triangle.pointee.px
        var f = px * (Double(columns.lowerBound) + 0.5) + triangle.pointee.py * Y + triangle.pointee.p0
        if triangle.pointee.isAffine {
            // The picture point and the shade step linearly; texels blend, wash and shade
            // in 8-bit fixed point.
            let plain = triangle.pointee.isPlain
            for x in columns {
                defer { f += px }
                let coverage = opacity * clip.value(x, clipRow)
                guard coverage > 0 else { continue }
                var source = Self.samplePacked(picture, u: f[1], v: f[2])
                if !plain { source = Self.shadedPacked(source, shade: f[3], wash: f[4]) }
                if coverage < 1 { source = PackedColor.scale(source, PackedColor.factor(coverage)) }
                guard source != 0 else { continue }
                dst[x] = additive ? PackedColor.addSaturating(source, dst[x]) : PackedColor.over(source, dst[x])
            }
            return
        }
        for x in columns {
            defer { f += px }
            let coverage = opacity * clip.value(x, clipRow)
            guard coverage > 0, f[0] > 0 else { continue }
            let w = 1 / f[0]
            let color = Self.sample(picture, u: f[1] * w, v: f[2] * w)
            let source = Self.shaded(color, shade: Float(f[3] * w), wash: Float(f[4] * w), coverage: coverage)
            guard source != 0 else { continue }
            dst[x] = additive ? PackedColor.addSaturating(source, dst[x]) : PackedColor.over(source, dst[x])
        }
    }

    /// The picture's colour at point (u, v) (target pixels), bilinear between the four
    /// nearest texel centres, transparent outside the picture: premultiplied, 0…1.
    @inline(__always)
    static func sample(_ picture: RenderTarget, u: Double, v: Double) -> SIMD4<Float> {
        let s = u - 0.5, t = v - 0.5
        guard s > -1e7, s < 1e7, t > -1e7, t < 1e7 else { return .zero }
        let i = Int(s.rounded(.down)), j = Int(t.rounded(.down))
        let fx = Float(s - Double(i)), fy = Float(t - Double(j))
        let r = picture.rect
        @inline(__always) func unpack(_ p: UInt32) -> SIMD4<Float> {
            SIMD4(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
        }
        var t00: SIMD4<Float>, t10: SIMD4<Float>, t01: SIMD4<Float>, t11: SIMD4<Float>
        if i >= r.minX, i + 1 < r.maxX, j >= r.minY, j + 1 < r.maxY {
            let row = picture.pixel(i, j), next = picture.pixel(i, j + 1)
            t00 = unpack(row[0]); t10 = unpack(row[1]); t01 = unpack(next[0]); t11 = unpack(next[1])
        } else {
            @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                guard x >= r.minX, x < r.maxX, y >= r.minY, y < r.maxY else { return .zero }
                return unpack(picture.pixel(x, y).pointee)
            }
            t00 = texel(i, j); t10 = texel(i + 1, j); t01 = texel(i, j + 1); t11 = texel(i + 1, j + 1)
        }
        let top = t00 + (t10 - t00) * fx, bottom = t01 + (t11 - t01) * fx
        return (top + (bottom - top) * fy) * (1 / 255)
    }
    /// `sample` in 8-bit fixed point (weights in 1/256): premultiplied, packed.
    @inline(__always)
    static func samplePacked(_ picture: RenderTarget, u: Double, v: Double) -> UInt32 {
        let s = u - 0.5, t = v - 0.5
        guard s > -1e7, s < 1e7, t > -1e7, t < 1e7 else { return 0 }
        let fs = s.rounded(.down), ft = t.rounded(.down)
        let i = Int(fs), j = Int(ft)
        let fx = UInt32((s - fs) * 256 + 0.5), fy = UInt32((t - ft) * 256 + 0.5)
        let r = picture.rect
        var t00: UInt32, t10: UInt32, t01: UInt32, t11: UInt32
        if i >= r.minX, i + 1 < r.maxX, j >= r.minY, j + 1 < r.maxY {
            let row = picture.pixel(i, j), next = picture.pixel(i, j + 1)
            t00 = row[0]; t10 = row[1]; t01 = next[0]; t11 = next[1]
        } else {
            @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
                x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY ? picture.pixel(x, y).pointee : 0
            }
            t00 = texel(i, j); t10 = texel(i + 1, j); t01 = texel(i, j + 1); t11 = texel(i + 1, j + 1)
        }
        return PackedColor.lerp(PackedColor.lerp(t00, t10, fx), PackedColor.lerp(t01, t11, fx), fy)
    }

    /// A packed colour washed toward white (keeping its alpha), then shaded.
    @inline(__always)
    static func shadedPacked(_ p: UInt32, shade: Double, wash: Double) -> UInt32 {
        var p = p
        if wash > 0 {
            let a = p >> 24
            p = PackedColor.lerp(p, PackedColor.pack(a, a, a, a), UInt32(min(wash, 1) * 256 + 0.5))
        }
        if shade < 1 {
            let s = UInt32(max(shade, 0) * 255 + 0.5)
            p = PackedColor.modulate(p, PackedColor.pack(s, s, s, 255))
        }
        return p
    }

    /// A sampled colour washed toward white (keeping its alpha), shaded and scaled by
    /// `coverage`, packed (premultiplied, rounded).
    @inline(__always)
    static func shaded(_ c: SIMD4<Float>, shade: Float, wash: Float, coverage: Float) -> UInt32 {
        let shade = min(max(shade, 0), 1), wash = min(max(wash, 0), 1)
        var rgb = SIMD3(c.x, c.y, c.z) * (1 - wash) + SIMD3(repeating: c.w * wash)
        rgb *= shade
        let out = SIMD4(rgb.x, rgb.y, rgb.z, c.w) * coverage
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v * 255 + 0.5, 0), 255)) }
        let a = byte(out.w)
        return PackedColor.pack(min(byte(out.x), a), min(byte(out.y), a), min(byte(out.z), a), a)
    }
}
