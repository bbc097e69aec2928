import Foundation

// Where on an emitter's shape a particle is born. Input: the emitter's shape, mode,
// position (its centre) and size; a particle's random numbers (from k = 10 on). Output: a
// point in the layer's coordinates. Read at each birth, by the CPU (`ParticleFormula`);
// particle.vert has the same formulas.
//
// Apple documents the shapes' sizes (a circle's and a sphere's radius is
// `emitterSize.width`, a cuboid's depth `emitterDepth`); which part emits follows the
// mode: `.volume` inside, `.surface` on the surface (a flat shape's area), `.outline` on
// the edges (a sphere's surface), `.points` at the corners (a round shape's or a point's
// centre, a line's two ends). A line runs along x, `emitterSize.width` long.

/// A resolved `emitterShape` (unknown names emit from a point).
package enum EmitterShapeKind: UInt8, Sendable {
    case point, line, rectangle, cuboid, circle, sphere
}

/// A resolved `emitterMode` (unknown names emit from the volume, the default).
package enum EmitterModeKind: UInt8, Sendable {
    case points, outline, surface, volume
}

package enum ParticleShapes {
    /// Where a particle whose numbers are `r` is born on an emitter of `shape` and `mode`
    /// centred on `c` and `size` large (width, height, depth).
    package static func point(shape: EmitterShapeKind, mode: EmitterModeKind, center c: SIMD3<Double>,
                              size: SIMD3<Double>, random r: ParticleRandom) -> SIMD3<Double> {
        let half = size / 2
        let u = r.unit(10), v = r.unit(11), w = r.unit(12), pick = r.unit(13)
        switch shape {
        case .line:
            if mode == .points { return c + SIMD3(pick < 0.5 ? -half.x : half.x, 0, 0) }
            return c + SIMD3((2 * u - 1) * half.x, 0, 0)
        case .rectangle:
            switch mode {
            case .points: return c + corner(Int(pick * 4), of: SIMD3(half.x, half.y, 0))
            case .outline: return c + perimeter(pick, half.x, half.y)
            default: return c + SIMD3((2 * u - 1) * half.x, (2 * v - 1) * half.y, 0)
            }
        case .circle:
            let radius = size.x, angle = 2 * Double.pi * u
            switch mode {
            case .points: return c
            case .outline: return c + SIMD3(cos(angle), sin(angle), 0) * radius
            default: return c + SIMD3(cos(angle), sin(angle), 0) * (radius * v.squareRoot())
            }
        case .cuboid:
            switch mode {
            case .points: return c + corner(Int(pick * 8), of: half)
            case .outline:
                // One of the twelve edges (four along each axis), weighted by length.
                let lengths = SIMD3(half.x, half.y, half.z) * 2
                let total = 4 * (lengths.x + lengths.y + lengths.z)
                guard total > 0 else { return c }
                let s = pick * total
                let axis = s < 4 * lengths.x ? 0 : (s < 4 * (lengths.x + lengths.y) ? 1 : 2)
                // Along `axis`; the other two coordinates at ± their half-extents.
                let which = Int(v * 4)
                var p = SIMD3<Double>(0, 0, 0)
                p[axis] = (2 * u - 1) * half[axis]
                let others = [(axis + 1) % 3, (axis + 2) % 3]
                p[others[0]] = (which & 1) == 0 ? -half[others[0]] : half[others[0]]
                p[others[1]] = (which & 2) == 0 ? -half[others[1]] : half[others[1]]
                return c + p
            case .surface:
                // A face, weighted by area.
                let areas = SIMD3(half.y * half.z, half.x * half.z, half.x * half.y)
                let total = areas.sum()
                guard total > 0 else { return c }
                let s = pick * total
                let axis = s < areas.x ? 0 : (s < areas.x + areas.y ? 1 : 2)
                var p = SIMD3((2 * u - 1) * half.x, (2 * v - 1) * half.y, (2 * w - 1) * half.z)
                p[axis] = r.unit(14) < 0.5 ? -half[axis] : half[axis]
                return c + p
            default:
                return c + SIMD3((2 * u - 1) * half.x, (2 * v - 1) * half.y, (2 * w - 1) * half.z)
            }
        case .sphere:
            let radius = size.x
            // A uniform direction: z uniform in [−1, 1], angle uniform.
            let z = 2 * v - 1, angle = 2 * Double.pi * u, s = max(0, 1 - z * z).squareRoot()
            let direction = SIMD3(s * cos(angle), s * sin(angle), z)
            switch mode {
            case .points: return c
            case .outline, .surface: return c + direction * radius
            default: return c + direction * (radius * cbrt(w))
            }
        default:
            return c
        }
    }

    /// Corner `k` (0…3 in the plane, 0…7 in a box) of a box of half-extents `half`.
    private static func corner(_ k: Int, of half: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((k & 1) == 0 ? -half.x : half.x, (k & 2) == 0 ? -half.y : half.y, (k & 4) == 0 ? -half.z : half.z)
    }

    /// The point a fraction `s` of the way round a rectangle's perimeter.
    private static func perimeter(_ s: Double, _ hx: Double, _ hy: Double) -> SIMD3<Double> {
        let w = 2 * hx, h = 2 * hy, total = 2 * (w + h)
        guard total > 0 else { return .zero }
        var d = s * total
        if d < w { return SIMD3(-hx + d, -hy, 0) }
        d -= w
        if d < h { return SIMD3(hx, -hy + d, 0) }
        d -= h
        if d < w { return SIMD3(hx - d, hy, 0) }
        d -= w
        return SIMD3(-hx, hy - d, 0)
    }
}
