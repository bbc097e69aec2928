import Foundation

// The math behind `CAValueFunction`: an animation of a `CATransform3D` property with a
// value function interpolates plain numbers (an angle, a scale factor, a translation
// vector) and the function turns each interpolated number into a matrix. Input: the
// interpolated value; output: a transform, computed without allocating.

/// What a `CAValueFunction` computes, named by Apple's raw names (`CAValueFunctionName`:
/// `rotateX`, `rotateY`, `rotateZ`, `scale`, `scaleX`, `scaleY`, `scaleZ`, `translate`,
/// `translateX`, `translateY`, `translateZ`).
///
/// Apple's rules, from the `CAValueFunctionName` documentation: the rotations take one
/// number, in radians; `scaleX/Y/Z` and `translateX/Y/Z` take one number; `scale` and
/// `translate` take an array of three numbers (x, y, z). Because the numbers are what
/// is interpolated, a value function rotating from 0 to 4π turns twice, where a
/// transform-to-transform animation (which blends decomposed matrices) would not move.
package enum ValueFunctionKind: String, CaseIterable, Sendable {
    case rotateX, rotateY, rotateZ
    case scale, scaleX, scaleY, scaleZ
    case translate, translateX, translateY, translateZ

    /// The function Apple's raw name `rawName` denotes, or nil for an unknown name.
    package init?(rawName: String) {
        self.init(rawValue: rawName)
    }

    /// Whether the function takes three numbers (`scale`, `translate`) rather than one.
    package var takesVector: Bool { self == .scale || self == .translate }

    /// The type to convert the animation's values to (`AnimatableValue(from:as:)`):
    /// `.numberArray` for `scale` and `translate`, `.cgFloat` for the others.
    package var inputType: LayerValueType { takesVector ? .numberArray : .cgFloat }

    /// Whether `value` is an input this function can turn into a matrix: a number for
    /// the one-number functions; for `scale` and `translate` an array of three numbers
    /// (one or two numbers are also accepted, the missing ones being 1 for `scale` and 0
    /// for `translate`) or, for `scale` only, a single number applied to all three axes.
    /// Callers check this when the animation is added.
    package func accepts(_ value: AnimatableValue) -> Bool {
        switch value {
        case .scalar: return !takesVector || self == .scale
        case .scalars(let xs): return takesVector && (1...3).contains(xs.count)
        default: return false
        }
    }

    /// The matrix for the input `value`; nil when `accepts(value)` is false.
    package func transform(for value: AnimatableValue) -> CATransform3D? {
        guard accepts(value) else { return nil }
        switch value {
        case .scalar(let x):
            return takesVector ? transform(x, x, x) : transform(x)
        case .scalars(let xs):
            let missing: CGFloat = self == .scale ? 1 : 0
            return transform(xs[0], xs.count > 1 ? xs[1] : missing, xs.count > 2 ? xs[2] : missing)
        default:
            return nil
        }
    }

    /// The matrix for the input `fraction` of the way from `from` to `to` — the same as
    /// `transform(for: from.interpolated(to: to, fraction: fraction))` (so arrays of
    /// different lengths switch at 0.5, a number and an array at the end), but without
    /// building the intermediate array. Nil when either end is not an accepted input.
    package func transform(interpolating from: AnimatableValue, to: AnimatableValue,
                           fraction f: CGFloat) -> CATransform3D? {
        guard let a = components(from), let b = components(to) else { return nil }
        if a.count != b.count {
            let switchPoint: CGFloat = a.count > 0 && b.count > 0 ? 0.5 : 1
            return f < switchPoint ? transform(for: from) : transform(for: to)
        }
        return transform(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, a.z + (b.z - a.z) * f)
    }

    /// The transform for a single number: a rotation in radians, a scale factor or a
    /// translation along this function's axis. For `scale` the factor applies to all
    /// three axes; for `translate`, the number moves along x.
    package func transform(_ x: CGFloat) -> CATransform3D {
        switch self {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(x, x, x)
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate, .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
        }
    }

    /// The transform for three numbers: `scale` and `translate` use all three, the
    /// one-number functions only `x`.
    package func transform(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        switch self {
        case .scale: return CATransform3DMakeScale(x, y, z)
        case .translate: return CATransform3DMakeTranslation(x, y, z)
        default: return transform(x)
        }
    }

    /// An accepted input as three numbers (with the defaults of `transform(for:)`) and
    /// how many were given in an array (0 for a single number).
    private func components(_ value: AnimatableValue) -> (x: CGFloat, y: CGFloat, z: CGFloat, count: Int)? {
        guard accepts(value) else { return nil }
        let missing: CGFloat = self == .scale ? 1 : 0
        switch value {
        case .scalar(let x):
            return takesVector ? (x, x, x, 0) : (x, 0, 0, 0)
        case .scalars(let xs):
            return (xs[0], xs.count > 1 ? xs[1] : missing, xs.count > 2 ? xs[2] : missing, xs.count)
        default:
            return nil
        }
    }
}
