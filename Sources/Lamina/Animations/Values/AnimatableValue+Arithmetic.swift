import Foundation

// The arithmetic Core Animation's property animations are defined by: blending two
// values (`interpolated`), `isAdditive` and `byValue` (`adding`, `subtracting`),
// `isCumulative` (`scaled`, `cumulative`), and the distance paced keyframes are spaced
// by. Evaluators call these per frame; none of them allocates for numbers, points,
// sizes, rectangles, colours or transforms (`interpolated` on transforms decomposes
// both ends on every call — per-frame code uses `TransformInterpolator`,
// `ValueInterpolator` or `KeyframeTrack`, which decompose once).

extension AnimatableValue {
    // MARK: Kinds

    /// The kind of value, for comparing two values' kinds and for diagnostics.
    package var kindName: String {
        switch self {
        case .scalar: return "number"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .transform: return "CATransform3D"
        case .color: return "CGColor"
        case .path: return "CGPath"
        case .scalars: return "number array"
        case .colors: return "CGColor array"
        case .discrete: return "discrete value"
        }
    }

    /// Whether `self` and `other` are the same case (payloads aside).
    package func hasSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.color, .color), (.path, .path),
             (.scalars, .scalars), (.colors, .colors), (.discrete, .discrete):
            return true
        default:
            return false
        }
    }

    /// Why `self` and `other` cannot blend smoothly, or nil when they can: paths whose
    /// element structures (verbs) differ. Evaluators report this once, when the animation
    /// is added; blending such paths switches from one to the other at fraction 0.5.
    package func blendProblem(with other: AnimatableValue) -> String? {
        if case .path(let a) = self, case .path(let b) = other, a.verbs != b.verbs {
            return "paths with different element structures (\(a.verbs.count) and \(b.verbs.count) "
                + "elements) cannot morph; the animation switches between them halfway"
        }
        return nil
    }

    // MARK: Interpolation

    /// The value a fraction `fraction` of the way from `self` to `other`.
    ///
    /// - Numbers, points, sizes, rectangles and colours (unpremultiplied RGBA) blend
    ///   component by component; `fraction` outside [0, 1] extrapolates (timing functions
    ///   may overshoot).
    /// - Transforms blend by decomposition (`TransformInterpolator`).
    /// - Paths with the same element structure blend point by point; arrays of the same
    ///   length element by element. Otherwise the value switches to `other` at
    ///   fraction 0.5.
    /// - Values that never blend (`.discrete`, or two values of different kinds) keep
    ///   `self` until the fraction reaches 1, then take `other`. This is how Lamina's
    ///   basic animations treat non-interpolable properties (Booleans, strings, images):
    ///   the new value appears when the animation ends, as the model value would, and a
    ///   keyframe animation in linear mode holds each such keyframe until the next one's
    ///   time. Apple does not document this case.
    package func interpolated(to other: AnimatableValue, fraction: CGFloat) -> AnimatableValue {
        let f = fraction
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)):
            return .point(Self.lerp(a, b, f))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * f,
                                height: a.height + (b.height - a.height) * f))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(origin: Self.lerp(a.origin, b.origin, f),
                                size: CGSize(width: a.size.width + (b.size.width - a.size.width) * f,
                                             height: a.size.height + (b.size.height - a.size.height) * f)))
        case (.transform(let a), .transform(let b)):
            return .transform(TransformInterpolator(from: a, to: b).transform(at: f))
        case (.color(let a), .color(let b)):
            return .color(Self.lerp(a, b, f))
        case (.path(let a), .path(let b)):
            guard a.verbs == b.verbs else { return f < 0.5 ? self : other }
            return .path(Self.mapPoints(a) { Self.lerp(a.points[$0], b.points[$0], f) })
        case (.scalars(let a), .scalars(let b)):
            guard a.count == b.count else { return f < 0.5 ? self : other }
            return .scalars(zip(a, b).map { $0 + ($1 - $0) * f })
        case (.colors(let a), .colors(let b)):
            guard a.count == b.count else { return f < 0.5 ? self : other }
            return .colors(zip(a, b).map { Self.lerp($0, $1, f) })
        default:
            return f >= 1 ? other : self
        }
    }

    // MARK: Addition

    /// `self` plus `other`, as `isAdditive` and `byValue` define it: numbers, points,
    /// sizes, rectangles (origin and size) and colours add component by component;
    /// paths of the same element structure point by point; arrays element by element
    /// (a missing element counts as 0). Transforms concatenate with `other` applied first:
    /// `CATransform3DConcat(other, self)` — an additive animation's matrix acts in the
    /// layer's own space, before the model transform ("for affine transforms the two
    /// matrices are concatenated", `CAPropertyAnimation.isAdditive`), so an additive
    /// rotation spins a translated layer in place. Values that cannot be added (discrete,
    /// different kinds, paths of different structure) give `other`.
    package func adding(_ other: AnimatableValue) -> AnimatableValue {
        combine(other, sign: 1) ?? other
    }

    /// `self` minus `other`, the inverse of `adding`: `a.adding(b).subtracting(b) == a`.
    /// Transforms: `CATransform3DConcat(inverse(other), self)`; a singular `other` leaves
    /// `self` unchanged (callers validate `byValue` when the animation is added). Values
    /// that cannot be subtracted give `self`.
    package func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            guard let inverse = b.inverse else { return self }
            return .transform(CATransform3DConcat(inverse, a))
        }
        return combine(other, sign: -1) ?? self
    }

    /// Component-wise `self + sign · other`; transforms only for `sign` = 1 (see
    /// `subtracting`); nil when the values cannot be combined.
    private func combine(_ other: AnimatableValue, sign s: CGFloat) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + s * b)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: a.x + s * b.x, y: a.y + s * b.y))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + s * b.width, height: a.height + s * b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.origin.x + s * b.origin.x, y: a.origin.y + s * b.origin.y,
                                width: a.size.width + s * b.size.width, height: a.size.height + s * b.size.height))
        case (.transform(let a), .transform(let b)):
            return s > 0 ? .transform(CATransform3DConcat(b, a)) : nil
        case (.color(let a), .color(let b)):
            return .color(Self.sum(a, b, s))
        case (.path(let a), .path(let b)):
            guard a.verbs == b.verbs else { return nil }
            return .path(Self.mapPoints(a) { CGPoint(x: a.points[$0].x + s * b.points[$0].x, y: a.points[$0].y + s * b.points[$0].y) })
        case (.scalars(let a), .scalars(let b)):
            return .scalars((0..<max(a.count, b.count)).map { i in
                (i < a.count ? a[i] : 0) + s * (i < b.count ? b[i] : 0)
            })
        case (.colors(let a), .colors(let b)):
            let zero = CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            return .colors((0..<max(a.count, b.count)).map { i in
                Self.sum(i < a.count ? a[i] : zero, i < b.count ? b[i] : zero, s)
            })
        default:
            return nil
        }
    }

    // MARK: Repetition (isCumulative)

    /// `self` added to itself `factor` times: every component times `factor` for
    /// numbers, geometry, colours, arrays and paths; for a transform, the matrix
    /// concatenated with itself `factor` times (rounded to a whole number; a negative
    /// count uses the inverse, a singular matrix with a negative count gives the
    /// identity), computed by repeated squaring. `.discrete` values are returned as they
    /// are.
    package func scaled(by factor: CGFloat) -> AnimatableValue {
        let k = factor
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let a): return .point(CGPoint(x: a.x * k, y: a.y * k))
        case .size(let a): return .size(CGSize(width: a.width * k, height: a.height * k))
        case .rect(let a):
            return .rect(CGRect(x: a.origin.x * k, y: a.origin.y * k, width: a.size.width * k, height: a.size.height * k))
        case .transform(let t):
            return .transform(Self.power(t, k))
        case .color(let c):
            return .color(CGColor.RGBA(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
        case .path(let p):
            return .path(Self.mapPoints(p) { CGPoint(x: p.points[$0].x * k, y: p.points[$0].y * k) })
        case .scalars(let xs): return .scalars(xs.map { $0 * k })
        case .colors(let cs):
            return .colors(cs.map { CGColor.RGBA(red: $0.red * k, green: $0.green * k, blue: $0.blue * k, alpha: $0.alpha * k) })
        case .discrete: return self
        }
    }

    /// The value of a cumulative animation (`isCumulative`) during repeat cycle
    /// `completedCycles` (0 for the first): `self` (the value computed for the current
    /// cycle) plus the value at the end of the previous cycle, which after n whole cycles
    /// is `cycleEnd` added n times — Apple's "the value at the end of the previous repeat
    /// cycle, plus the value of the current repeat cycle". A cycle from 0 to 2π ends the
    /// third cycle at 6π.
    package func cumulative(cycleEnd: AnimatableValue, completedCycles: Int) -> AnimatableValue {
        guard completedCycles != 0 else { return self }
        return cycleEnd.scaled(by: CGFloat(completedCycles)).adding(self)
    }

    /// `t` concatenated with itself `exponent` times (rounded), by repeated squaring.
    private static func power(_ t: CATransform3D, _ exponent: CGFloat) -> CATransform3D {
        guard exponent.isFinite else { return t }
        var n = Int(min(exponent.rounded().magnitude, 1e9))
        var base = t
        if exponent < 0 {
            guard let inverse = t.inverse else { return CATransform3DIdentity }
            base = inverse
        }
        var result = CATransform3DIdentity
        while n > 0 {
            if n & 1 == 1 { result = CATransform3DConcat(result, base) }
            n >>= 1
            if n > 0 { base = CATransform3DConcat(base, base) }
        }
        return result
    }

    // MARK: Distance (paced keyframes)

    /// How far apart `self` and `other` are, for spacing paced keyframes: the Euclidean
    /// length of the component differences (points, sizes, rectangles; colours in RGBA;
    /// paths of the same structure over all their points; arrays of the same length);
    /// for transforms, `DecomposedTransform.distance(to:)` over their decomposed parts
    /// (matrix entries when one cannot be decomposed). 0 for values that do not blend.
    package func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return abs(b - a)
        case (.point(let a), .point(let b)):
            return hypot(b.x - a.x, b.y - a.y)
        case (.size(let a), .size(let b)):
            return hypot(b.width - a.width, b.height - a.height)
        case (.rect(let a), .rect(let b)):
            return Self.norm(b.origin.x - a.origin.x, b.origin.y - a.origin.y,
                             b.size.width - a.size.width, b.size.height - a.size.height)
        case (.transform(let a), .transform(let b)):
            if let pa = DecomposedTransform(a), let pb = DecomposedTransform(b) {
                return CGFloat(pa.distance(to: pb))
            }
            return CGFloat(TransformInterpolator.entryDistance(a, b))
        case (.color(let a), .color(let b)):
            return Self.norm(b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha)
        case (.path(let a), .path(let b)):
            guard a.verbs == b.verbs else { return 0 }
            var sum: CGFloat = 0
            for (p, q) in zip(a.points, b.points) { sum += (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) }
            return sum.squareRoot()
        case (.scalars(let a), .scalars(let b)):
            guard a.count == b.count else { return 0 }
            return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        case (.colors(let a), .colors(let b)):
            guard a.count == b.count else { return 0 }
            return zip(a, b).reduce(0) {
                let d = Self.norm($1.1.red - $1.0.red, $1.1.green - $1.0.green, $1.1.blue - $1.0.blue,
                                  $1.1.alpha - $1.0.alpha)
                return $0 + d * d
            }.squareRoot()
        default:
            return 0
        }
    }

    // MARK: Helpers

    /// `a + (b − a)·f` per coordinate.
    @inline(__always)
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    /// `a + (b − a)·f` per component.
    @inline(__always)
    static func lerp(_ a: CGColor.RGBA, _ b: CGColor.RGBA, _ f: CGFloat) -> CGColor.RGBA {
        CGColor.RGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// `a + s·b` per component.
    @inline(__always)
    private static func sum(_ a: CGColor.RGBA, _ b: CGColor.RGBA, _ s: CGFloat) -> CGColor.RGBA {
        CGColor.RGBA(red: a.red + s * b.red, green: a.green + s * b.green,
                     blue: a.blue + s * b.blue, alpha: a.alpha + s * b.alpha)
    }

    /// The Euclidean norm of four numbers.
    @inline(__always)
    private static func norm(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        (a * a + b * b + c * c + d * d).squareRoot()
    }

    /// A path with `structure`'s elements whose i-th point is `point(i)`.
    static func mapPoints(_ structure: PathStorage, _ point: (Int) -> CGPoint) -> PathStorage {
        var out = PathStorage()
        out.reserveCapacity(elements: structure.verbs.count, points: structure.points.count)
        var i = 0
        for verb in structure.verbs {
            switch verb {
            case .moveToPoint:
                out.move(to: point(i))
            case .addLineToPoint:
                _ = out.prepareSegment()
                out.line(to: point(i))
            case .addQuadCurveToPoint:
                _ = out.prepareSegment()
                let c = point(i)
                out.quad(control: c, to: point(i + 1))
            case .addCurveToPoint:
                _ = out.prepareSegment()
                let c1 = point(i), c2 = point(i + 1)
                out.cubic(control1: c1, control2: c2, to: point(i + 2))
            case .closeSubpath:
                out.close()
            }
            i += verb.pointCount
        }
        return out
    }
}
