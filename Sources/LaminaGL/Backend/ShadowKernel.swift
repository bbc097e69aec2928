import Foundation
import LaminaRaster

// The one-dimensional kernel of a shadow blur pass, exactly the CPU renderer's: up to
// `GaussianBlur.exactSigmaLimit` the Gaussian integrated over each pixel with the
// sub-pixel shift folded in (`GaussianBlur.kernel`); beyond it the three box blurs of
// `BoxBlur` (widths whose variances add up to σ²) and the two-tap shift, convolved into
// one kernel so the GPU runs one pass per axis. Weights w[k], k = −reach…reach, for
// out[i] = Σ w[k]·in[i − k].

enum ShadowKernel {
    /// Fills `weights` (2·reach + 1 values) and returns the reach.
    static func weights(sigma: Double, shift: Double, into weights: inout [Float]) -> Int {
        let sigma = min(sigma, GaussianBlur.maximumSigma)
        if sigma <= GaussianBlur.exactSigmaLimit {
            return GaussianBlur.kernel(sigma: sigma, shift: shift, into: &weights)
        }
        let boxes = BoxBlur.widths(sigma: sigma)
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
