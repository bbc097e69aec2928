import Foundation

// The outline of a rectangle of a layer's plane as seen in the target: its four corners
// projected, after clipping away the part behind the eye (w ≤ 0) and, under perspective,
// what lands beyond ±10⁷ pixels (so at most nine vertices). Input: a rectangle and a
// `PlaneMapping`; output: the pixel bounding box and, per row, the columns the outline
// can touch. Built by the frame planner, read by bands.

/// A convex polygon in target pixels (a projected plane rectangle).
package struct ScreenPolygon {
    /// Vertices, `count` of them (at most 9).
    private var xs = SIMD16<Double>(), ys = SIMD16<Double>()
    package private(set) var count = 0
    /// The bounding box in pixels: every pixel that can get coverage lies inside it.
    package private(set) var bounds = PixelRect.empty

    /// Projected coordinates are clamped to this magnitude so a corner next to the
    /// horizon stays a finite, convertible number.
    private static let limit = 1e7
    /// Points with w below this are treated as behind the eye.
    private static let nearW = 1e-6

    /// The outline of `rect` (plane coordinates) under `mapping`.
    package init(rect: CGRect, mapping: PlaneMapping) {
        guard rect.width > 0, rect.height > 0 else { return }
        let x0 = Double(rect.minX), x1 = Double(rect.maxX), y0 = Double(rect.minY), y1 = Double(rect.maxY)
        @inline(__always) func corner(_ k: Int) -> (Double, Double) {
            switch k & 3 {
            case 0: (x0, y0)
            case 1: (x1, y0)
            case 2: (x1, y1)
            default: (x0, y1)
            }
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var finite = true
        /// Appends the homogeneous point `h` divided (w below nearW as nearW), clamped.
        func emit(_ h: (x: Double, y: Double, w: Double)) {
            let w = max(h.w, Self.nearW)
            let px = min(max(h.x / w, -Self.limit), Self.limit), py = min(max(h.y / w, -Self.limit), Self.limit)
            guard px.isFinite, py.isFinite else { finite = false; return }
            xs[count] = px; ys[count] = py
            count += 1
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        if let w = mapping.constantW, w >= Self.nearW, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite {
            // No perspective, in front of the eye: clipping would keep every corner.
            for k in 0..<4 {
                let p = corner(k)
                emit(mapping.project(p.0, p.1))
            }
        } else {
            // Clip the projected quad in homogeneous coordinates against w ≥ nearW and the
            // box |x|, |y| ≤ limit·w (Sutherland–Hodgman, a plane at a time), then divide.
            // Clamping each coordinate of a far vertex instead would move it off its ray:
            // two corners near the horizon clamped to one point left a triangle of a plane
            // seen edge-on as a line a pixel wide (fuzzing, trees).
            var clipped = HomogeneousPolygon()
            for k in 0..<4 {
                let p = corner(k)
                clipped.append(mapping.project(p.0, p.1))
            }
            clipped.clip { $0.w - Self.nearW }
            clipped.clip { Self.limit * $0.w - $0.x }
            clipped.clip { Self.limit * $0.w + $0.x }
            clipped.clip { Self.limit * $0.w - $0.y }
            clipped.clip { Self.limit * $0.w + $0.y }
            for i in 0..<clipped.count where finite {
                emit((clipped.xs[i], clipped.ys[i], clipped.ws[i]))
            }
        }
        guard finite, count >= 3 else {
            count = 0
            return
        }
        // One pixel of margin: anti-aliasing reaches half a pixel (more under perspective).
        bounds = PixelRect(minX: floorInt(minX - 1), minY: floorInt(minY - 1),
                           maxX: ceilInt(maxX + 1), maxY: ceilInt(maxY + 1))
    }

    /// The columns of row `y` whose pixels can get coverage: those whose centres lie
    /// within about a pixel of the polygon's part between y − 0.5 and y + 1.5.
    @inlinable @inline(__always)
    package func columns(row y: Int) -> (lo: Int, hi: Int) {
        let yc = Double(y) + 0.5
        let y0 = yc - 1, y1 = yc + 1
        var lo = Double.infinity, hi = -Double.infinity
        var k = 0
        while k < count {
            let j = k + 1 == count ? 0 : k + 1
            let ax = xs[k], ay = ys[k], bx = xs[j], by = ys[j]
            k += 1
            var t0 = 0.0, t1 = 1.0
            let dy = by - ay
            if dy == 0 {
                if ay < y0 || ay > y1 { continue }
            } else {
                var ta = (y0 - ay) / dy, tb = (y1 - ay) / dy
                if ta > tb { swap(&ta, &tb) }
                t0 = max(t0, ta); t1 = min(t1, tb)
                if t0 > t1 { continue }
            }
            let xa = ax + (bx - ax) * t0, xb = ax + (bx - ax) * t1
            lo = min(lo, min(xa, xb)); hi = max(hi, max(xa, xb))
        }
        guard lo <= hi else { return (0, 0) }
        // Pixel i (centre i + 0.5) is kept when its centre is within 1 px of [lo, hi].
        return (ceilInt(lo - 1.5), floorInt(hi + 0.5) + 1)
    }
}

/// A convex polygon of homogeneous points (x, y, w), clipped a half-space at a time
/// (at most nine vertices: four corners, one more per plane cut).
private struct HomogeneousPolygon {
    var xs = SIMD16<Double>(), ys = SIMD16<Double>(), ws = SIMD16<Double>()
    var count = 0

    mutating func append(_ p: (x: Double, y: Double, w: Double)) {
        xs[count] = p.x; ys[count] = p.y; ws[count] = p.w
        count += 1
    }

    /// Keeps the part where `distance` ≥ 0 (linear in the point).
    mutating func clip(_ distance: ((x: Double, y: Double, w: Double)) -> Double) {
        guard count > 0 else { return }
        var kept = HomogeneousPolygon()
        for k in 0..<count {
            let j = k + 1 == count ? 0 : k + 1
            let p = (x: xs[k], y: ys[k], w: ws[k]), q = (x: xs[j], y: ys[j], w: ws[j])
            let dp = distance(p), dq = distance(q)
            if dp >= 0 { kept.append(p) }
            if (dp >= 0) != (dq >= 0) {
                let t = dp / (dp - dq)
                kept.append((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.w + (q.w - p.w) * t))
            }
        }
        self = kept
    }
}

/// ⌊v⌋ without a library call (the x86-64 baseline has no rounding instruction, and
/// `rounded(.down)` becomes a call to `floor`); `v` must be finite and within ±2⁶².
@_spi(LaminaBackend) @inlinable @inline(__always)
public func floorInt(_ v: Double) -> Int {
    let t = Int(v)
    return Double(t) > v ? t - 1 : t
}

/// ⌈v⌉ without a library call; `v` must be finite and within ±2⁶².
@_spi(LaminaBackend) @inlinable @inline(__always)
public func ceilInt(_ v: Double) -> Int {
    let t = Int(v)
    return Double(t) < v ? t + 1 : t
}

extension PixelRect {
    /// The empty rectangle (LaminaGraphics' `.zero`).
    package static let empty = PixelRect.zero

    /// Grown by `d` pixels on every side (an empty rectangle stays empty).
    package func expanded(by d: Int) -> PixelRect {
        isEmpty ? self : PixelRect(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }

    /// Moved by (dx, dy).
    package func offsetBy(_ dx: Int, _ dy: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
