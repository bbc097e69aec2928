import CFreeType
import Foundation

/// A colour glyph's pixels as an image: FreeType's premultiplied BGRA bitmap (a CBDT
/// strike or composed COLR layers) turned into Lamina's premultiplied RGBA, resampled
/// by `scale`. Shrinking averages every source pixel a target pixel covers (a box
/// filter over fractional pixels), so a 109-pixel emoji strike drawn at 17 pixels keeps
/// its detail instead of aliasing; enlarging is bilinear.
enum ColorGlyphImage {
    /// `bitmap` (pixel mode BGRA) scaled by `scale`, or nil when empty.
    static func image(fromBGRA bitmap: FT_Bitmap, scale: CGFloat) -> CGImage? {
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer, scale > 0, scale.isFinite else { return nil }
        let pitch = Int(bitmap.pitch)
        let source = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * (-pitch)
            let out = source.row(y)
            for x in 0..<width {
                out[4 * x] = row[4 * x + 2]
                out[4 * x + 1] = row[4 * x + 1]
                out[4 * x + 2] = row[4 * x]
                out[4 * x + 3] = row[4 * x + 3]
            }
        }
        if abs(scale - 1) < 1e-9 { return CGImage(pixels: source) }
        let targetWidth = max(Int((CGFloat(width) * scale).rounded()), 1)
        let targetHeight = max(Int((CGFloat(height) * scale).rounded()), 1)
        let scaled = scale < 1
            ? boxFiltered(source, width: targetWidth, height: targetHeight)
            : bilinear(source, width: targetWidth, height: targetHeight)
        return CGImage(pixels: scaled)
    }

    /// Each target pixel the average of the source area it covers, weighted by the
    /// fraction of each source pixel inside it; separable (rows, then columns).
    private static func boxFiltered(_ source: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        let horizontal = weights(from: source.width, to: width)
        let vertical = weights(from: source.height, to: height)
        var rows = [Float](repeating: 0, count: width * source.height * 4)
        for y in 0..<source.height {
            let input = source.row(y)
            for (x, taps) in horizontal.enumerated() {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in taps {
                    let p = input + 4 * index
                    sum.0 += Float(p[0]) * weight
                    sum.1 += Float(p[1]) * weight
                    sum.2 += Float(p[2]) * weight
                    sum.3 += Float(p[3]) * weight
                }
                let o = (y * width + x) * 4
                rows[o] = sum.0; rows[o + 1] = sum.1; rows[o + 2] = sum.2; rows[o + 3] = sum.3
            }
        }
        let target = PixelBuffer(width: width, height: height)
        for (y, taps) in vertical.enumerated() {
            let out = target.row(y)
            for x in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in taps {
                    let o = (index * width + x) * 4
                    sum.0 += rows[o] * weight
                    sum.1 += rows[o + 1] * weight
                    sum.2 += rows[o + 2] * weight
                    sum.3 += rows[o + 3] * weight
                }
                let alpha = min(sum.3.rounded(), 255)
                out[4 * x] = UInt8(min(sum.0.rounded(), alpha))
                out[4 * x + 1] = UInt8(min(sum.1.rounded(), alpha))
                out[4 * x + 2] = UInt8(min(sum.2.rounded(), alpha))
                out[4 * x + 3] = UInt8(alpha)
            }
        }
        return target
    }

    /// For each of `count` target pixels, the source pixels it covers and the share of
    /// each (summing to 1).
    private static func weights(from sourceCount: Int, to count: Int) -> [[(Int, Float)]] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { i in
            let start = Double(i) * step, end = start + step
            var taps: [(Int, Float)] = []
            var s = Int(start.rounded(.down))
            while Double(s) < end, s < sourceCount {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                if covered > 0 { taps.append((s, Float(covered / step))) }
                s += 1
            }
            return taps
        }
    }

    /// Bilinear enlargement, sampling at target pixel centres.
    private static func bilinear(_ source: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        let target = PixelBuffer(width: width, height: height)
        let sx = Double(source.width) / Double(width), sy = Double(source.height) / Double(height)
        for y in 0..<height {
            let fy = max(min((Double(y) + 0.5) * sy - 0.5, Double(source.height - 1)), 0)
            let y0 = Int(fy), y1 = min(y0 + 1, source.height - 1)
            let wy = Float(fy - Double(y0))
            let out = target.row(y)
            for x in 0..<width {
                let fx = max(min((Double(x) + 0.5) * sx - 0.5, Double(source.width - 1)), 0)
                let x0 = Int(fx), x1 = min(x0 + 1, source.width - 1)
                let wx = Float(fx - Double(x0))
                for c in 0..<4 {
                    let top = Float(source.row(y0)[4 * x0 + c]) * (1 - wx) + Float(source.row(y0)[4 * x1 + c]) * wx
                    let bottom = Float(source.row(y1)[4 * x0 + c]) * (1 - wx) + Float(source.row(y1)[4 * x1 + c]) * wx
                    out[4 * x + c] = UInt8(min(max((top * (1 - wy) + bottom * wy).rounded(), 0), 255))
                }
            }
        }
        return target
    }
}
