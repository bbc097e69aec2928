import Foundation

// Weighted sums of several values: the cubic keyframe spline evaluates each point as
// an affine combination (weights summing to 1) of the four keyframes around it, and
// its derivative as a combination whose weights sum to 0.

extension AnimatableValue {
    /// `Σ weightᵢ · valueᵢ` over `terms`, component by component for numbers, points,
    /// sizes, rectangles, colours, arrays of the same length and paths of the same
    /// element structure. Transforms combine by their decomposed parts (quaternions moved
    /// into one hemisphere, summed and normalized); if one does not decompose, by matrix
    /// entries. Values that cannot be combined — discrete ones, mixed kinds, arrays or
    /// paths that differ in shape — give the value with the largest weight (the first of
    /// equals). Nil for no terms.
    ///
    /// This general form allocates (the array, and decompositions); the keyframe
    /// evaluator uses the four-term `weightedSum` on values it prepared once.
    package static func combination(_ terms: [(weight: CGFloat, value: AnimatableValue)]) -> AnimatableValue? {
        guard let first = terms.first else { return nil }
        if case .transform = first.value {
            var transforms: [CATransform3D] = []
            for term in terms {
                guard case .transform(let t) = term.value else { return dominant(terms.count, { terms[$0].weight }, { terms[$0].value }) }
                transforms.append(t)
            }
            let parts = DecomposedTransform.aligned(transforms)
            if parts.allSatisfy({ $0 != nil }) {
                var sum = DecomposedTransform(scale: .zero, skew: .zero, quaternion: .zero, translation: .zero,
                                              perspective: .zero)
                for (term, p) in zip(terms, parts) {
                    sum = DecomposedTransform.weightedSum(1, sum, Double(term.weight), p!, 0, sum, 0, sum)
                }
                return .transform(sum.transform)
            }
        }
        return weightedSum(count: terms.count, weight: { terms[$0].weight }, value: { terms[$0].value })
    }

    /// `w0·v0 + w1·v1 + w2·v2 + w3·v3`, as `combination` but with transforms combined by
    /// matrix entries. Allocation-free for numbers, points, sizes, rectangles, colours
    /// and transforms.
    package static func weightedSum(_ w0: CGFloat, _ v0: AnimatableValue, _ w1: CGFloat, _ v1: AnimatableValue,
                                    _ w2: CGFloat, _ v2: AnimatableValue, _ w3: CGFloat,
                                    _ v3: AnimatableValue) -> AnimatableValue {
        if case .transform(let t0) = v0, case .transform(let t1) = v1, case .transform(let t2) = v2,
           case .transform(let t3) = v3 {
            return .transform(TransformInterpolator.weightedEntries(w0, t0, w1, t1, w2, t2, w3, t3))
        }
        return weightedSum(count: 4, weight: { i in i == 0 ? w0 : i == 1 ? w1 : i == 2 ? w2 : w3 },
                           value: { i in i == 0 ? v0 : i == 1 ? v1 : i == 2 ? v2 : v3 })
    }

    /// The shared component-wise sum over `count` terms; transforms by entries.
    private static func weightedSum(count: Int, weight: (Int) -> CGFloat,
                                    value: (Int) -> AnimatableValue) -> AnimatableValue {
        func fallback() -> AnimatableValue { dominant(count, weight, value) }
        switch value(0) {
        case .scalar:
            var s: CGFloat = 0
            for i in 0..<count {
                guard case .scalar(let x) = value(i) else { return fallback() }
                s += weight(i) * x
            }
            return .scalar(s)
        case .point:
            var p = CGPoint.zero
            for i in 0..<count {
                guard case .point(let q) = value(i) else { return fallback() }
                let w = weight(i)
                p.x += w * q.x; p.y += w * q.y
            }
            return .point(p)
        case .size:
            var s = CGSize.zero
            for i in 0..<count {
                guard case .size(let q) = value(i) else { return fallback() }
                let w = weight(i)
                s.width += w * q.width; s.height += w * q.height
            }
            return .size(s)
        case .rect:
            var r = CGRect.zero
            for i in 0..<count {
                guard case .rect(let q) = value(i) else { return fallback() }
                let w = weight(i)
                r.origin.x += w * q.origin.x; r.origin.y += w * q.origin.y
                r.size.width += w * q.size.width; r.size.height += w * q.size.height
            }
            return .rect(r)
        case .color:
            var c = CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            for i in 0..<count {
                guard case .color(let q) = value(i) else { return fallback() }
                c = addScaled(c, q, weight(i))
            }
            return .color(c)
        case .transform:
            var m = CATransform3D()
            for i in 0..<count {
                guard case .transform(let t) = value(i) else { return fallback() }
                m = TransformInterpolator.weightedEntries(1, m, weight(i), t, 0, m, 0, m)
            }
            return .transform(m)
        case .scalars(let first):
            var xs = [CGFloat](repeating: 0, count: first.count)
            for i in 0..<count {
                guard case .scalars(let q) = value(i), q.count == xs.count else { return fallback() }
                let w = weight(i)
                for j in xs.indices { xs[j] += w * q[j] }
            }
            return .scalars(xs)
        case .colors(let first):
            var cs = [CGColor.RGBA](repeating: CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0), count: first.count)
            for i in 0..<count {
                guard case .colors(let q) = value(i), q.count == cs.count else { return fallback() }
                let w = weight(i)
                for j in cs.indices { cs[j] = addScaled(cs[j], q[j], w) }
            }
            return .colors(cs)
        case .path(let first):
            var points = [CGPoint](repeating: .zero, count: first.points.count)
            for i in 0..<count {
                guard case .path(let q) = value(i), q.verbs == first.verbs else { return fallback() }
                let w = weight(i)
                for j in points.indices { points[j].x += w * q.points[j].x; points[j].y += w * q.points[j].y }
            }
            return .path(mapPoints(first) { points[$0] })
        case .discrete:
            return fallback()
        }
    }

    /// The value with the largest weight (the first of equals).
    private static func dominant(_ count: Int, _ weight: (Int) -> CGFloat,
                                 _ value: (Int) -> AnimatableValue) -> AnimatableValue {
        var best = 0
        for i in 1..<max(count, 1) where weight(i) > weight(best) { best = i }
        return value(best)
    }

    /// `a + w·b` per component.
    @inline(__always)
    private static func addScaled(_ a: CGColor.RGBA, _ b: CGColor.RGBA, _ w: CGFloat) -> CGColor.RGBA {
        CGColor.RGBA(red: a.red + w * b.red, green: a.green + w * b.green,
                     blue: a.blue + w * b.blue, alpha: a.alpha + w * b.alpha)
    }
}
