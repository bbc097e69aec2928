import LaminaRaster

/// Path builders the pictures share: circles, regular polygons and stars, landscape
/// ridges and sectors of a ring. All coordinates are points in the canvas's y-down space.
public enum PathShapes {
    /// A circle.
    public static func circle(_ center: CGPoint, _ radius: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
               transform: nil)
    }

    /// An ellipse centred on `center`.
    public static func ellipse(_ center: CGPoint, rx: CGFloat, ry: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry), transform: nil)
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    /// A star of `points` tips between `inner` and `outer` radii, the first tip at `rotation`
    /// (radians; 0 points right, y down).
    public static func star(_ center: CGPoint, points: Int, inner: CGFloat, outer: CGFloat,
                            rotation: CGFloat = -.pi / 2) -> CGPath {
        var corners: [CGPoint] = []
        for i in 0..<(2 * points) {
            let angle = rotation + CGFloat(i) * .pi / CGFloat(points)
            let radius = i % 2 == 0 ? outer : inner
            corners.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        return polygon(corners)
    }

    /// The sector of the ring between `inner` and `outer` radii from angle `start` to
    /// `end` (radians, increasing clockwise on screen: 0 right, −π/2 up).
    public static func ringSector(_ center: CGPoint, inner: CGFloat, outer: CGFloat,
                                  start: CGFloat, end: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
        if inner > 0 {
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    /// A ring (annulus): the inner circle runs the other way round, so the nonzero
    /// winding rule (the default for fills and clips) leaves the hole empty.
    public static func ring(_ center: CGPoint, inner: CGFloat, outer: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.addArc(center: center, radius: outer, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        path.addArc(center: center, radius: inner, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
        path.closeSubpath()
        return path
    }

    /// Heights of a rough skyline across `count + 1` samples by midpoint displacement:
    /// `roughness` (0…1) is how much each halving keeps of the displacement.
    public static func ridgeHeights(count: Int, base: CGFloat, amplitude: CGFloat, roughness: CGFloat,
                                    random: inout SeededRandom) -> [CGFloat] {
        var size = 1
        while size < count { size *= 2 }
        var h = [CGFloat](repeating: base, count: size + 1)
        h[0] = base + amplitude * random.cgFloat(in: -0.5...0.5)
        h[size] = base + amplitude * random.cgFloat(in: -0.5...0.5)
        var step = size, spread = amplitude
        while step > 1 {
            let half = step / 2
            for i in stride(from: half, to: size, by: step) {
                h[i] = (h[i - half] + h[i + half]) / 2 + spread * random.cgFloat(in: -0.5...0.5)
            }
            spread *= roughness
            step = half
        }
        return Array(h[0...count])
    }

    /// The region under a ridge: the ridge's heights spread across `width` from x 0,
    /// closed down to `bottom`.
    public static func ridge(_ heights: [CGFloat], width: CGFloat, bottom: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let dx = width / CGFloat(max(1, heights.count - 1))
        path.move(to: CGPoint(x: 0, y: bottom))
        for (i, y) in heights.enumerated() { path.addLine(to: CGPoint(x: CGFloat(i) * dx, y: y)) }
        path.addLine(to: CGPoint(x: width, y: bottom))
        path.closeSubpath()
        return path
    }

    /// A smooth hill line: the sum of `waves` sines (amplitude, wavelength, phase)
    /// sampled every `step` points, closed down to `bottom`.
    public static func hills(base: CGFloat, waves: [(CGFloat, CGFloat, CGFloat)], width: CGFloat,
                             bottom: CGFloat, step: CGFloat = 4) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: bottom))
        var x: CGFloat = 0
        while x <= width + step {
            var y = base
            for (amplitude, length, phase) in waves { y += amplitude * sin(2 * .pi * x / length + phase) }
            path.addLine(to: CGPoint(x: x, y: y))
            x += step
        }
        path.addLine(to: CGPoint(x: width + step, y: bottom))
        path.closeSubpath()
        return path
    }
}
