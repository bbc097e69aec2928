import Foundation

// The cubic calculation modes: a Kochanek–Bartels spline through the keyframes
// (Catmull–Rom when tension, continuity and bias are 0), and for `cubicPaced` the same
// spline travelled at constant speed through an arc-length table built at init.
//
// Each segment k (from keyframe k to k + 1, local parameter s in [0, 1]) is the cubic
// Hermite curve
//
//     P(s) = h00(s)·Pₖ + h10(s)·TDₖ + h01(s)·Pₖ₊₁ + h11(s)·TSₖ₊₁
//
// with Kochanek & Bartels' tangents (SIGGRAPH 1984, "Interpolating Splines with Local
// Tension, Continuity, and Bias Control"), for keyframe i with tension t, continuity c
// and bias b:
//
//     TDᵢ (outgoing) = A·(Pᵢ − Pᵢ₋₁) + B·(Pᵢ₊₁ − Pᵢ),  A = (1−t)(1+b)(1+c)/2, B = (1−t)(1−b)(1−c)/2
//     TSᵢ (incoming) = C·(Pᵢ − Pᵢ₋₁) + D·(Pᵢ₊₁ − Pᵢ),  C = (1−t)(1+b)(1−c)/2, D = (1−t)(1−b)(1+c)/2
//
// and the paper's correction for unevenly spaced keys: TDᵢ × 2Δᵢ/(Δᵢ₋₁ + Δᵢ),
// TSᵢ × 2Δᵢ₋₁/(Δᵢ₋₁ + Δᵢ), Δᵢ being the time from key i to key i + 1. At the ends the
// missing neighbour is the end keyframe itself (P₋₁ = P₀, Pₙ = Pₙ₋₁), so the end
// tangents are half the first and last chords. Expanding the tangents, P(s) is an
// affine combination of Pₖ₋₁ … Pₖ₊₂, which is how it is evaluated: four weights, one
// weighted sum, no allocation.

extension KeyframeTrack {
    /// Per keyframe: (A, B) of the outgoing tangent and (C, D) of the incoming one, with
    /// the uneven-spacing correction applied. Missing tension / continuity / bias
    /// entries are 0.
    static func tangentWeights(times: [Double], tension: [Double]?, continuity: [Double]?,
                               bias: [Double]?) -> [SIMD4<Double>] {
        let n = times.count
        func parameter(_ array: [Double]?, _ i: Int) -> Double {
            guard let array, i < array.count, array[i].isFinite else { return 0 }
            return array[i]
        }
        var weights: [SIMD4<Double>] = []
        weights.reserveCapacity(n)
        for i in 0..<n {
            let t = parameter(tension, i), c = parameter(continuity, i), b = parameter(bias, i)
            var a = (1 - t) * (1 + b) * (1 + c) / 2
            var bb = (1 - t) * (1 - b) * (1 - c) / 2
            var cc = (1 - t) * (1 + b) * (1 - c) / 2
            var d = (1 - t) * (1 - b) * (1 + c) / 2
            let next = i < n - 1 ? times[i + 1] - times[i] : times[i] - times[i - 1]
            let previous = i > 0 ? times[i] - times[i - 1] : next
            let sum = previous + next
            if sum > 0 {
                let outgoing = 2 * next / sum, incoming = 2 * previous / sum
                a *= outgoing; bb *= outgoing
                cc *= incoming; d *= incoming
            }
            weights.append(SIMD4(a, bb, cc, d))
        }
        return weights
    }

    /// The weights of Pₖ₋₁, Pₖ, Pₖ₊₁, Pₖ₊₂ at parameter `s` of segment `k` (they sum to
    /// 1), or of the derivative with respect to s (they sum to 0).
    func cubicWeights(_ k: Int, _ s: Double, derivative: Bool) -> SIMD4<Double> {
        let s2 = s * s, s3 = s2 * s
        let h00, h10, h01, h11: Double
        if derivative {
            h00 = 6 * s2 - 6 * s; h10 = 3 * s2 - 4 * s + 1
            h01 = -6 * s2 + 6 * s; h11 = 3 * s2 - 2 * s
        } else {
            h00 = 2 * s3 - 3 * s2 + 1; h10 = s3 - 2 * s2 + s
            h01 = -2 * s3 + 3 * s2; h11 = s3 - s2
        }
        let out = tangentWeights[k], inc = tangentWeights[k + 1]
        let a = out.x, b = out.y, c = inc.z, d = inc.w
        return SIMD4(-h10 * a,
                     h00 + h10 * (a - b) - h11 * c,
                     h01 + h10 * b + h11 * (c - d),
                     h11 * d)
    }

    /// The spline's value at parameter `s` of segment `k`.
    func cubicValue(_ k: Int, _ s: Double) -> AnimatableValue {
        cubicCombination(k, cubicWeights(k, s, derivative: false))
    }

    /// The spline's derivative with respect to `s` in segment `k` (a difference of
    /// values: for points, a direction).
    func cubicDerivative(_ k: Int, _ s: Double) -> AnimatableValue {
        cubicCombination(k, cubicWeights(k, s, derivative: true))
    }

    /// `w` applied to the four keyframes around segment `k` (indices clamped to the ends).
    private func cubicCombination(_ k: Int, _ w: SIMD4<Double>) -> AnimatableValue {
        let i0 = max(k - 1, 0), i1 = k, i2 = k + 1, i3 = min(k + 2, values.count - 1)
        if let parts = cubicParts(i0, i1, i2, i3, w) { return .transform(parts.transform) }
        return AnimatableValue.weightedSum(CGFloat(w.x), values[i0], CGFloat(w.y), values[i1],
                                           CGFloat(w.z), values[i2], CGFloat(w.w), values[i3])
    }

    /// The combination in decomposed-transform space when all four keyframes decompose.
    private func cubicParts(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int,
                            _ w: SIMD4<Double>) -> DecomposedTransform? {
        guard !transformParts.isEmpty, let p0 = transformParts[i0], let p1 = transformParts[i1],
              let p2 = transformParts[i2], let p3 = transformParts[i3] else { return nil }
        return DecomposedTransform.weightedSum(w.x, p0, w.y, p1, w.z, p2, w.w, p3)
    }

    // MARK: Constant speed (cubicPaced)

    /// The spline's cumulative length at `arcSamples` even parameter steps per segment,
    /// measured with `AnimatableValue.distance` (decomposed parts for transforms).
    func buildArcTable() -> [Double] {
        let segments = values.count - 1, m = Self.arcSamples
        var table = [0.0]
        table.reserveCapacity(segments * m + 1)
        var total = 0.0
        for k in 0..<segments {
            var previous = sample(k, 0)
            for j in 1...m {
                let next = sample(k, Double(j) / Double(m))
                let d = previous.distance(to: next)
                total += d.isFinite ? d : 0
                table.append(total)
                previous = next
            }
        }
        return table
    }

    /// One spline sample, as decomposed parts or as a value, for measuring.
    private enum Sample {
        case parts(DecomposedTransform)
        case value(AnimatableValue)

        /// The distance between two samples of the same spline.
        func distance(to other: Sample) -> Double {
            switch (self, other) {
            case (.parts(let a), .parts(let b)): return a.distance(to: b)
            case (.value(let a), .value(let b)): return Double(a.distance(to: b))
            default: return 0
            }
        }
    }

    /// The spline at parameter `s` of segment `k`, in the form it is measured in.
    private func sample(_ k: Int, _ s: Double) -> Sample {
        let w = cubicWeights(k, s, derivative: false)
        let i0 = max(k - 1, 0), i3 = min(k + 2, values.count - 1)
        if let parts = cubicParts(i0, k, k + 1, i3, w) { return .parts(parts) }
        return .value(cubicValue(k, s))
    }

    /// The segment and spline parameter reached after the fraction `p` of the spline's
    /// length. Falls back to the key times when the spline has no length.
    func arcSegment(at p: Double) -> (index: Int, fraction: Double) {
        let m = Self.arcSamples, segments = values.count - 1
        let total = arcTable.isEmpty ? 0 : arcTable[arcTable.count - 1]
        guard total > 0 else { return segment(at: p) }
        if p >= 1 { return (segments - 1, 1) }
        let target = p * total
        // Largest j with arcTable[j] ≤ target, below the last entry.
        var lo = 0, hi = arcTable.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if arcTable[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        let step = arcTable[lo + 1] - arcTable[lo]
        let within = step > 0 ? min(max((target - arcTable[lo]) / step, 0), 1) : 0
        let u = (Double(lo) + within) / Double(m)
        let k = min(Int(u), segments - 1)
        return (k, min(u - Double(k), 1))
    }
}
