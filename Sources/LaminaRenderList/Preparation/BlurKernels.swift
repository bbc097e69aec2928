import Foundation

// The blur a shadow gets, decided once for both backends: σ from Apple's `shadowRadius`,
// how far the blur reaches, and its one-dimensional kernels. The CPU renderer runs the
// exact kernel up to `exactSigmaLimit` and three box blurs beyond it; the OpenGL backend
// runs one pass per axis with `weights(sigma:shift:into:)`, which is either the exact
// kernel or those three boxes and the shift convolved into one, so both blur alike.
//
// Apple's `shadowRadius`: Core Animation documents it only as "the blur radius used to
// render the layer's shadow". Designers' tools agree on its scale: Sketch and Figma draw
// a shadow "blur" b as CSS does, a Gaussian of σ = b/2 (CSS Backgrounds 3, §7.2; Blink
// commit 909793b "Update shadow blur-radius computations"), and the shadows they export
// to iOS set `shadowRadius = b / 2` (the widely copied `CALayer.applySketchShadow`;
// Bjango, "Matching drop shadows across CSS, Android, iOS, Figma, and Sketch": the same
// number blurs twice as much on iOS as in CSS). Hence σ = shadowRadius (in pixels once
// scaled).
//
// The exact kernel integrates the Gaussian over each pixel (differences of the normal
// CDF), so small σ stays normalized and a σ of 0 degenerates to the exact box (or, with a
// shift, to linear interpolation between two pixels). Wide blurs use three successive box
// blurs whose odd widths are chosen so their variances add up to σ² (the central limit
// theorem; W3C Filter Effects suggests the same for feGaussianBlur; Kutskir's "boxes for
// Gauss"), and a final two-tap pass for the sub-pixel shift.

/// The kernels of shadow blurs.
package enum BlurKernel {
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

    /// Weights `w[k]`, k = −reach…reach, for out[i] = Σ w[k]·in[i − k]: a Gaussian of
    /// `sigma` centred on `shift` (0 ≤ shift < 1), integrated over each pixel.
    package static func gaussian(sigma: Double, shift: Double, into weights: inout [Float]) -> Int {
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

    /// The three odd box widths whose variances sum to `sigma`².
    package static func boxWidths(sigma: Double) -> (Int, Int, Int) {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var low = Int(ideal.rounded(.down))
        if low % 2 == 0 { low -= 1 }
        low = max(low, 1)
        let high = low + 2
        let lowF = Double(low)
        let m = Int(((12 * sigma * sigma - n * lowF * lowF - 4 * n * lowF - 3 * n) / (-4 * lowF - 4)).rounded())
        let sizes = (0..<3).map { $0 < m ? low : high }
        return (sizes[0], sizes[1], sizes[2])
    }

    /// The whole blur of one axis as one kernel: up to `exactSigmaLimit` the exact
    /// Gaussian with the shift folded in, beyond it the three box blurs and the two-tap
    /// shift convolved. Fills `weights` (2·reach + 1 values) and returns the reach.
    package static func weights(sigma: Double, shift: Double, into weights: inout [Float]) -> Int {
        let sigma = min(sigma, maximumSigma)
        if sigma <= exactSigmaLimit {
            return gaussian(sigma: sigma, shift: shift, into: &weights)
        }
        let boxes = boxWidths(sigma: sigma)
        var kernel: [Double] = [1]
        var reach = 0
        for width in [boxes.0, boxes.1, boxes.2] {
            let r = (width - 1) / 2
            let box = [Double](repeating: 1 / Double(width), count: width)
            kernel = convolve(kernel, box)
            reach += r
        }
        // The shift: out[i] = (1 − f)·in[i] + f·in[i − 1] (taps k = 0, 1).
        kernel = convolve(kernel, [0, 1 - shift, shift])
        reach += 1
        weights.removeAll(keepingCapacity: true)
        for w in kernel { weights.append(Float(w)) }
        return reach
    }

    /// The full convolution of two kernels centred on their middle taps.
    private static func convolve(_ a: [Double], _ b: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: a.count + b.count - 1)
        for (i, x) in a.enumerated() where x != 0 {
            for (j, y) in b.enumerated() { out[i + j] += x * y }
        }
        return out
    }
}
