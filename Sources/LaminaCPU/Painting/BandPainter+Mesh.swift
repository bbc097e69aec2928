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
        guard lo < hi, group.opacity > 0 else { return }
        let parent = targets[group.parent], picture = targets[group.content]
        let m = parent.rect.minX
        for t in triangles.indices {
            let triangle = triangles.baseAddress! + t
            let y0 = max(lo, triangle.pointee.minY), y1 = min(hi, triangle.pointee.maxY)
            guard y0 < y1 else { continue }
            for y in y0..<y1 {
                let Y = Double(y) + 0.5
                let columns = triangle.pointee.columns(row: Y)
                let x0 = max(columns.lo, bounds.minX, triangle.pointee.minX)
                let x1 = min(columns.hi, bounds.maxX, triangle.pointee.maxX)
                guard x0 < x1 else { continue }
                var span = CoverageSpan(lo: x0, hi: x1, innerLo: x0, innerHi: x1)
                if group.clip >= 0 {
                    span = clipChain(group.clip, row: y, from: x0, to: x1, origin: m)
                    guard !span.isEmpty else { continue }
                }
                let clipRow = UnsafePointer(scratch.clipCoverage - m)
                let dst = parent.row(y) - m
                for x in span.lo..<span.hi {
                    let X = Double(x) + 0.5
                    guard triangle.pointee.contains(X, Y) else { continue }
                    let coverage = group.opacity * span.value(x, clipRow)
                    guard coverage > 0 else { continue }
                    let f = triangle.pointee.px * X + triangle.pointee.py * Y + triangle.pointee.p0
                    guard f[0] > 0 else { continue }
                    let w = 1 / f[0]
                    let color = Self.sample(picture, u: f[1] * w, v: f[2] * w)
                    let source = Self.shaded(color, shade: Float(f[3] * w), wash: Float(f[4] * w), coverage: coverage)
                    guard source != 0 else { continue }
                    dst[x] = group.isAdditive ? PackedColor.addSaturating(source, dst[x]) : PackedColor.over(source, dst[x])
                }
            }
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
        @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            guard x >= r.minX, x < r.maxX, y >= r.minY, y < r.maxY else { return .zero }
            let p = picture.pixel(x, y).pointee
            return SIMD4(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24)) / 255
        }
        let top = texel(i, j) * (1 - fx) + texel(i + 1, j) * fx
        let bottom = texel(i, j + 1) * (1 - fx) + texel(i + 1, j + 1) * fx
        return top * (1 - fy) + bottom * fy
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
