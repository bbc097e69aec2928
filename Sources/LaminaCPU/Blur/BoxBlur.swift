import Foundation

// The wide-shadow blur: three successive box blurs per axis approximate a Gaussian (the
// central limit theorem; W3C Filter Effects suggests the same for feGaussianBlur), each
// box a running sum, so the cost per pixel does not grow with σ. The three widths are
// odd and chosen so the boxes' variances add up to σ² (Kutskir's "boxes for Gauss"):
// n_low boxes of width w_l and the rest of width w_l + 2. A sub-pixel shift is a final
// two-tap pass. Input and output as `GaussianBlur.blur`; rows (horizontal passes) and
// columns (vertical passes) are split across the cores.

/// Box-blur approximation of a wide Gaussian.
enum BoxBlur {
    /// Blurs `plane` in place (see `GaussianBlur.blur`).
    static func blur(_ plane: UnsafeMutablePointer<Float>, temporary: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                     sigma: Double, shiftX: Double, shiftY: Double, threads: Int) {
        guard w > 0, h > 0 else { return }
        let boxes = BlurKernel.boxWidths(sigma: sigma)
        let radii = [(boxes.0 - 1) / 2, (boxes.1 - 1) / 2, (boxes.2 - 1) / 2]
        let chunks = max(1, min(threads * 4, h / 8))
        // Rows: plane → temporary, three boxes then the shift, in per-chunk row buffers.
        GaussianBlur.parallel(chunks, threads: threads) { chunk in
            let y0 = chunk * h / chunks, y1 = (chunk + 1) * h / chunks
            let a = UnsafeMutablePointer<Float>.allocate(capacity: w), b = UnsafeMutablePointer<Float>.allocate(capacity: w)
            defer { a.deallocate(); b.deallocate() }
            for y in y0..<y1 {
                boxRow(plane + y * w, a, count: w, radius: radii[0])
                boxRow(a, b, count: w, radius: radii[1])
                boxRow(b, a, count: w, radius: radii[2])
                shiftRow(a, temporary + y * w, count: w, shift: Float(shiftX))
            }
        }
        // Columns: temporary → plane → temporary → plane → temporary (shift, three boxes),
        // then back into the plane.
        let columnChunks = max(1, min(threads * 4, w / 32))
        GaussianBlur.parallel(columnChunks, threads: threads) { chunk in
            let x0 = chunk * w / columnChunks, x1 = (chunk + 1) * w / columnChunks
            let n = x1 - x0
            guard n > 0 else { return }
            let sums = UnsafeMutablePointer<Float>.allocate(capacity: n)
            defer { sums.deallocate() }
            shiftColumns(temporary + x0, plane + x0, width: w, height: h, count: n, shift: Float(shiftY))
            boxColumns(plane + x0, temporary + x0, width: w, height: h, count: n, radius: radii[0], sums: sums)
            boxColumns(temporary + x0, plane + x0, width: w, height: h, count: n, radius: radii[1], sums: sums)
            boxColumns(plane + x0, temporary + x0, width: w, height: h, count: n, radius: radii[2], sums: sums)
            for y in 0..<h { (plane + y * w + x0).update(from: temporary + y * w + x0, count: n) }
        }
    }

    /// out[i] = mean of src[i − r … i + r] (zero outside).
    private static func boxRow(_ src: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>, count n: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var sum: Float = 0
        for k in 0..<min(r, n) { sum += src[k] }
        for i in 0..<n {
            if i + r < n { sum += src[i + r] }
            out[i] = sum * scale
            if i - r >= 0 { sum -= src[i - r] }
        }
    }

    /// out[i] = (1 − f)·src[i] + f·src[i − 1]: the row moved right by f.
    private static func shiftRow(_ src: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>, count n: Int, shift f: Float) {
        out[0] = (1 - f) * src[0]
        for i in 1..<max(n, 1) where i < n { out[i] = (1 - f) * src[i] + f * src[i - 1] }
    }

    /// The vertical `boxRow` over `count` columns at once (rows `width` apart).
    private static func boxColumns(_ src: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                                   count n: Int, radius r: Int, sums: UnsafeMutablePointer<Float>) {
        let scale = 1 / Float(2 * r + 1)
        sums.update(repeating: 0, count: n)
        for k in 0..<min(r, h) {
            let row = src + k * w
            for x in 0..<n { sums[x] += row[x] }
        }
        for y in 0..<h {
            if y + r < h {
                let add = src + (y + r) * w
                for x in 0..<n { sums[x] += add[x] }
            }
            let o = out + y * w
            for x in 0..<n { o[x] = sums[x] * scale }
            if y - r >= 0 {
                let remove = src + (y - r) * w
                for x in 0..<n { sums[x] -= remove[x] }
            }
        }
    }

    /// The vertical `shiftRow` over `count` columns.
    private static func shiftColumns(_ src: UnsafePointer<Float>, _ out: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                                     count n: Int, shift f: Float) {
        for x in 0..<n { out[x] = (1 - f) * src[x] }
        for y in 1..<max(h, 1) where y < h {
            let s = src + y * w, p = src + (y - 1) * w, o = out + y * w
            for x in 0..<n { o[x] = (1 - f) * s[x] + f * p[x] }
        }
    }
}
