import Foundation

// The per-frame blend of a basic animation: its two resolved ends (after Apple's
// from / to / by rules, which the animation evaluator applies) prepared once when the
// animation is added, then evaluated at each frame's fraction. Input: two values;
// output: one value per fraction, allocation-free for numbers, points, sizes,
// rectangles, colours and transforms.

/// Blends two values the way `CABasicAnimation` does, with everything that can be
/// computed ahead (transform decompositions, checks) done at init.
///
/// Semantics are those of `AnimatableValue.interpolated(to:fraction:)`: component-wise
/// blends; transforms by decomposition; paths point by point when their element
/// structures match, otherwise switching halfway (reported once, here); values that
/// never blend (Booleans, strings, images, …) keep `from` until the fraction reaches 1.
package struct ValueInterpolator {
    /// The value at fraction 0.
    package let from: AnimatableValue
    /// The value at fraction 1.
    package let to: AnimatableValue
    /// Prepared when both ends are transforms.
    private let transforms: TransformInterpolator?

    /// Prepares a blend from `from` to `to`. Paths that cannot morph into each other are
    /// reported once, naming `context` (for example `CABasicAnimation(keyPath: "path")`).
    package init(from: AnimatableValue, to: AnimatableValue, context: String) {
        self.from = from
        self.to = to
        if case .transform(let a) = from, case .transform(let b) = to {
            transforms = TransformInterpolator(from: a, to: b)
        } else {
            transforms = nil
        }
        if let problem = from.blendProblem(with: to) {
            LaminaDiagnostics.report(.invalidValueType, "\(context): fromValue and toValue are \(problem)")
        }
    }

    /// The value `fraction` of the way from `from` to `to` (fractions outside [0, 1]
    /// extrapolate where the values blend).
    package func value(at fraction: Double) -> AnimatableValue {
        if let transforms { return .transform(transforms.transform(at: CGFloat(fraction))) }
        return from.interpolated(to: to, fraction: CGFloat(fraction))
    }
}
