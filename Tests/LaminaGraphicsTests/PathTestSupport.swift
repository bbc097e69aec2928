import Foundation
import Testing
@testable import LaminaGraphics

/// Helpers shared by the path tests (namespaced so they never clash with other suites).
enum PathTest {
    /// One element as `applyWithBlock` reports it.
    struct Element: Equatable, CustomStringConvertible {
        var type: CGPathElementType
        var points: [CGPoint]

        var description: String { "\(type) \(points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))" }
    }

    /// The path's elements, read through the public applier.
    static func elements(_ path: CGPath) -> [Element] {
        var result: [Element] = []
        path.applyWithBlock { element in
            let e = element.pointee
            let n: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: n = 1
            case .addQuadCurveToPoint: n = 2
            case .addCurveToPoint: n = 3
            case .closeSubpath: n = 0
            }
            result.append(Element(type: e.type, points: (0..<n).map { e.points[$0] }))
        }
        return result
    }

    /// The element kinds only.
    static func types(_ path: CGPath) -> [CGPathElementType] { elements(path).map(\.type) }

    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        near(a.origin, b.origin, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// The point of a cubic Bézier at `t`, from the Bernstein form.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The point of a quadratic Bézier at `t`.
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        return CGPoint(x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
                       y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
    }

    /// Distance from `p` to the segment `a`–`b`.
    static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return distance(p, a) }
        let u = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        return distance(p, CGPoint(x: a.x + u * dx, y: a.y + u * dy))
    }

    /// Distance from `p` to a polyline.
    static func distance(from p: CGPoint, toPolyline points: [CGPoint], closed: Bool) -> CGFloat {
        guard points.count > 1 else { return points.first.map { distance(p, $0) } ?? .infinity }
        var best = CGFloat.infinity
        for i in 0..<(points.count - 1) { best = min(best, distance(from: p, toSegment: points[i], points[i + 1])) }
        if closed { best = min(best, distance(from: p, toSegment: points[points.count - 1], points[0])) }
        return best
    }

    /// A circle made of `pieces` cubic arcs, control points at 4/3·tan(θ/4)·r along the
    /// tangents — built here independently of the library's arc code.
    static func cubicCircle(center c: CGPoint, radius r: CGFloat, pieces: Int) -> CGMutablePath {
        let path = CGMutablePath()
        let theta = 2 * CGFloat.pi / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(theta / 4) * r
        path.move(to: CGPoint(x: c.x + r, y: c.y))
        for i in 0..<pieces {
            let a0 = theta * CGFloat(i), a1 = theta * CGFloat(i + 1)
            let p0 = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
            let p3 = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            path.addCurve(to: p3, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                          control2: CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1)))
        }
        path.closeSubpath()
        return path
    }

    /// The length of a cubic by the midpoint rule on |B'| with `samples` samples.
    static func referenceCubicLength(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                     samples: Int = 100_000) -> CGFloat {
        var sum: CGFloat = 0
        for i in 0..<samples {
            let t = (CGFloat(i) + 0.5) / CGFloat(samples), mt = 1 - t
            let dx = 3 * (mt * mt * (p1.x - p0.x) + 2 * mt * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
            let dy = 3 * (mt * mt * (p1.y - p0.y) + 2 * mt * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
            sum += hypot(dx, dy)
        }
        return sum / CGFloat(samples)
    }
}
