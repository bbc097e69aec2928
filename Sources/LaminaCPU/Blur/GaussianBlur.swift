import Foundation

// Separable Gaussian blur of a float alpha plane, with a sub-pixel shift (a shadow's
// fractional offset). Input: an alpha plane and σ; output: the blurred plane. Runs on
// the frame's thread at a shadow barrier; rows are split across the cores, and the
// horizontal pass finishes before the vertical one reads it.
//
// Up to σ = `BlurKernel.exactSigmaLimit` the kernel is the true Gaussian with the shift
// folded in (cost 6σ per pixel and pass); beyond it, three box blurs (`BoxBlur`, cost
// independent of σ, within a few percent of the Gaussian) and a two-tap shift. The
// kernels and σ's scale are the frame contract's (`BlurKernel`), so GL blurs alike.

/// Gaussian blurs for shadows.
enum GaussianBlur {
    /// Blurs `plane` (w × h floats, rows `w` apart) in place with σ = `sigma`, moving its
    /// content right and down by `shiftX`, `shiftY` (each in 0…1); `temporary` is a second
    /// plane of the same size. Up to the exact limit the blur runs `kernels` (frame
    /// preparation's, the exact Gaussian then); beyond it, three box blurs.
    static func blur(_ plane: UnsafeMutablePointer<Float>, temporary: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                     sigma: Double, kernels: ShadowKernels, shiftX: Double, shiftY: Double, threads: Int) {
        let sigma = min(sigma, BlurKernel.maximumSigma)
        if sigma > BlurKernel.exactSigmaLimit {
            BoxBlur.blur(plane, temporary: temporary, width: w, height: h, sigma: sigma, shiftX: shiftX, shiftY: shiftY,
                         threads: threads)
            return
        }
        blur(plane, temporary: temporary, width: w, height: h, kx: kernels.x, reachX: kernels.reachX,
             ky: kernels.y, reachY: kernels.reachY, threads: threads)
    }

    /// Blurs `plane` (w × h floats, rows `w` apart) in place: rows with `kx`, then
    /// columns with `ky` (each `2·reach + 1` weights), using `temporary` (w × h floats).
    static func blur(_ plane: UnsafeMutablePointer<Float>, temporary: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                     kx: [Float], reachX rx: Int, ky: [Float], reachY ry: Int, threads: Int) {
        guard w > 0, h > 0 else { return }
        let chunks = max(1, min(threads * 4, h / 8))
        // Rows: plane → temporary.
        kx.withUnsafeBufferPointer { kernel in
            let k = kernel.baseAddress!
            parallel(chunks, threads: threads) { chunk in
                let y0 = chunk * h / chunks, y1 = (chunk + 1) * h / chunks
                for y in y0..<y1 {
                    let src = plane + y * w, out = temporary + y * w
                    for x in 0..<w {
                        var sum: Float = 0
                        let kLo = max(-rx, x - (w - 1)), kHi = min(rx, x)
                        if kLo <= kHi {
                            for kk in kLo...kHi { sum += k[kk + rx] * src[x - kk] }
                        }
                        out[x] = sum
                    }
                }
            }
        }
        // Columns: temporary → plane, row by row (out row y reads rows y − k).
        ky.withUnsafeBufferPointer { kernel in
            let k = kernel.baseAddress!
            parallel(chunks, threads: threads) { chunk in
                let y0 = chunk * h / chunks, y1 = (chunk + 1) * h / chunks
                for y in y0..<y1 {
                    let out = plane + y * w
                    out.update(repeating: 0, count: w)
                    let kLo = max(-ry, y - (h - 1)), kHi = min(ry, y)
                    guard kLo <= kHi else { continue }
                    for kk in kLo...kHi {
                        let weight = k[kk + ry]
                        if weight == 0 { continue }
                        let src = temporary + (y - kk) * w
                        for x in 0..<w { out[x] += weight * src[x] }
                    }
                }
            }
        }
    }

    /// Runs `body(0..<count)` on up to `threads` cores.
    static func parallel(_ count: Int, threads: Int, _ body: (Int) -> Void) {
        if threads <= 1 || count <= 1 {
            for i in 0..<count { body(i) }
        } else {
            withoutActuallyEscaping(body) { body in
                let box = UncheckedSendable(body)
                DispatchQueue.concurrentPerform(iterations: count) { box.value($0) }
            }
        }
    }
}

/// Carries a value the caller knows is safe to share into a `@Sendable` closure (the
/// band bodies write disjoint rows).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
