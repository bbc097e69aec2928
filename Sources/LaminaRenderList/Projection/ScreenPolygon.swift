import Foundation

// The outline of a rectangle of a layer's plane as seen in the target: its four corners
// projected, after clipping away the part behind the eye (w ≤ 0), so at most five
// vertices. Input: a rectangle and a `PlaneMapping`; output: the pixel bounding box and,
// per row, the columns the outline can touch. Built by the frame planner, read by bands.

/// A convex polygon in target pixels (a projected plane rectangle).
package struct ScreenPolygon {
    /// Vertices, `count` of them (at most 8).
    private var xs = SIMD8<Double>(), ys = SIMD8<Double>()
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
        func emit(_ x: Double, _ y: Double) {
            let h = mapping.project(x, y)
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
                emit(p.0, p.1)
            }
        } else {
            // Clip the plane quad against w ≥ nearW (Sutherland–Hodgman, one plane), then
            // project what is left.
            for k in 0..<4 {
                let p = corner(k), q = corner(k + 1)
                let wp = mapping.w(p.0, p.1) - Self.nearW, wq = mapping.w(q.0, q.1) - Self.nearW
                if wp >= 0 { emit(p.0, p.1) }
                if (wp >= 0) != (wq >= 0) {
                    let t = wp / (wp - wq)
                    emit(p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
                }
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
