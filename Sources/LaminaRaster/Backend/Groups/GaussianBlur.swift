import Foundation

// Separable Gaussian blur of a float alpha plane, with a sub-pixel shift (a shadow's
// fractional offset). Input: an alpha plane; output: the blurred plane. Rows are split
// across the cores; the horizontal pass finishes before the vertical one reads it.
//
// Up to σ = `exactSigmaLimit` the kernel is the true Gaussian with the shift folded in
// (cost 6σ per pixel and pass); beyond it, three box blurs whose widths are chosen to
// match the Gaussian's variance (`BoxBlur`, cost independent of σ, within a few percent
// of the Gaussian) and a two-tap shift. σ is capped at `maximumSigma` pixels.
//
// Apple's `shadowRadius`: Core Animation documents it only as "the blur radius used to
// render the layer's shadow". Designers' tools agree on its scale: Sketch and Figma draw
// a shadow "blur" b as CSS does, a Gaussian of σ = b/2 (CSS Backgrounds 3, §7.2; Blink
// commit 909793b "Update shadow blur-radius computations"), and the shadows they export
// to iOS set `shadowRadius = b / 2` (the widely copied `CALayer.applySketchShadow`;
// Bjango, "Matching drop shadows across CSS, Android, iOS, Figma, and Sketch": the same
// number blurs twice as much on iOS as in CSS). Hence σ = shadowRadius (in pixels once
// scaled), which `sigma(forShadowRadius:)` returns. RenderList's `ShadowItem.blurRadius`
// comment says σ = radius / 2; the evidence says otherwise, so the one function here
// decides and both backends should call it.
//
// The kernel integrates the Gaussian over each pixel (differences of the normal CDF), so
// small σ stays normalized and a σ of 0 degenerates to the exact box (or, with a shift, to
// linear interpolation between two pixels).

/// Gaussian blurs for shadows.
package enum GaussianBlur {
    /// The standard deviation Core Animation blurs a shadow with, in the units of `radius`.
    package static func sigma(forShadowRadius radius: Double) -> Double {
        radius.isFinite ? max(0, radius) : 0
    }

    /// The largest σ the exact kernel is used for.
    package static let exactSigmaLimit = 6.0
    /// The largest σ drawn (a wider shadow is drawn with this one; it bounds memory).
    package static let maximumSigma = 256.0

    /// How far a blur of `sigma` reaches, in whole pixels (3σ, plus one for a shift).
    package static func reach(sigma: Double) -> Int {
        sigma > 0.05 ? Int((3 * min(sigma, maximumSigma)).rounded(.up)) + 1 : 1
    }

    /// Blurs `plane` (w × h floats, rows `w` apart) in place with σ = `sigma`, moving its
    /// content right and down by `shiftX`, `shiftY` (each in 0…1); `temporary` is a second
    /// plane of the same size.
    static func blur(_ plane: UnsafeMutablePointer<Float>, temporary: UnsafeMutablePointer<Float>, width w: Int, height h: Int,
                     sigma: Double, shiftX: Double, shiftY: Double, threads: Int) {
        let sigma = min(sigma, maximumSigma)
        if sigma > exactSigmaLimit {
            BoxBlur.blur(plane, temporary: temporary, width: w, height: h, sigma: sigma, shiftX: shiftX, shiftY: shiftY,
                         threads: threads)
            return
        }
        var kx: [Float] = [], ky: [Float] = []
        let rx = kernel(sigma: sigma, shift: shiftX, into: &kx)
        let ry = kernel(sigma: sigma, shift: shiftY, into: &ky)
        blur(plane, temporary: temporary, width: w, height: h, kx: kx, reachX: rx, ky: ky, reachY: ry, threads: threads)
    }

    /// Weights `w[k]`, k = −reach…reach, for out[i] = Σ w[k]·in[i − k]: a Gaussian of
    /// `sigma` centred on `shift` (0 ≤ shift < 1), integrated over each pixel.
    package static func kernel(sigma: Double, shift: Double, into weights: inout [Float]) -> Int {
        let r = reach(sigma: sigma)
        weights.removeAll(keepingCapacity: true)
        if sigma <= 0.05 {
            for k in -r...r {
                weights.append(k == 0 ? Float(1 - shift) : (k == 1 ? Float(shift) : 0))
            }
            return r
        }
        let scale = 1 / (sigma * 2.0.squareRoot())
        func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x * scale)) }
        var total = 0.0
        var raw: [Double] = []
        raw.reserveCapacity(2 * r + 1)
        for k in -r...r {
            let c = Double(k) - shift
            let w = cdf(c + 0.5) - cdf(c - 0.5)
            raw.append(w)
            total += w
        }
        for w in raw { weights.append(Float(w / total)) }
        return r
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
