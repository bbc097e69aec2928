import Foundation

// The camera iris of `cameraIrisHollowOpen` and `cameraIrisHollowClose`: six dark blades
// around a hexagonal hole at the layer's centre. Input: the kind, the progress and the
// layer's bounds; output: the hole, the blades and their seams as paths in the layer's
// bounds space, and the blades' opacity. Read by flattening, which shows one picture
// through the hole and the other under the blades.
//
// Open: the blades darken the old picture over the first `fadeSpan` of the progress
// (closed: no hole), then the hole opens from the centre until it holds the whole layer
// at p = 1, showing the new picture. Close: the reverse — the hole, holding the whole
// old picture at p = 0, shrinks to the centre by 1 − `fadeSpan`, and the closed blades
// fade off the new picture. The blades turn a sixth of a turn between open and closed,
// as an iris's do; each blade's edge along the hole runs on past the hole's corner to
// the layer's edge, where a lighter seam marks it.

struct IrisAperture {
    /// The part of the progress over which the closed blades fade in (open) or out (close).
    static let fadeSpan = 0.15
    static let blades = 6
    static let bladeColor = CGColor.RGBA(red: 0.09, green: 0.09, blue: 0.1, alpha: 1)
    static let seamColor = CGColor.RGBA(red: 0.3, green: 0.3, blue: 0.32, alpha: 1)

    let center: CGPoint
    /// The hole's circumradius (0: closed), and the radius at which it holds the bounds.
    let radius: Double
    let openRadius: Double
    /// The hexagon's turn (radians).
    let rotation: Double
    /// The blades' opacity.
    let opacity: Double
    private let bounds: CGRect

    init(opening: Bool, progress p: Double, bounds: CGRect) {
        let b = bounds.standardized
        self.bounds = b
        center = CGPoint(x: b.midX, y: b.midY)
        // A hexagon holds the bounds once its inner radius reaches their half-diagonal.
        openRadius = 0.5 * Double(hypot(b.width, b.height)) / cos(.pi / 6) + 1
        let p = min(max(p, 0), 1), f = Self.fadeSpan
        if opening {
            opacity = min(p / f, 1)
            radius = openRadius * smoothstep((p - f) / (1 - f))
        } else {
            opacity = min((1 - p) / f, 1)
            radius = openRadius * (1 - smoothstep(p / (1 - f)))
        }
        rotation = (1 - radius / openRadius) * .pi / 3
    }

    /// Whether the hole holds the whole layer (the blades show nowhere).
    var isOpen: Bool { radius >= openRadius }

    /// The hole's corners.
    private var corners: [CGPoint] {
        (0..<Self.blades).map { i in
            let angle = rotation + Double(i) * 2 * .pi / Double(Self.blades)
            return CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
        }
    }

    /// The hole (empty when closed).
    var hole: PathStorage {
        var path = PathStorage()
        guard radius > 0 else { return path }
        let c = corners
        path.move(to: c[0])
        for p in c.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// The blades: everything around the hole, out past the bounds (filled even-odd and
    /// clipped to the layer).
    var bladesPath: PathStorage {
        var path = PathStorage()
        let reach = CGFloat(openRadius) + 2
        let outer = bounds.insetBy(dx: -reach, dy: -reach)
        path.move(to: CGPoint(x: outer.minX, y: outer.minY))
        path.line(to: CGPoint(x: outer.maxX, y: outer.minY))
        path.line(to: CGPoint(x: outer.maxX, y: outer.maxY))
        path.line(to: CGPoint(x: outer.minX, y: outer.maxY))
        path.close()
        if radius > 0 { path.append(hole, transform: .identity) }
        return path
    }

    /// The seams between blades: thin strips along each hole edge's line, from the corner
    /// it runs into out past the bounds, `width` points wide.
    func seams(width: Double) -> PathStorage {
        var path = PathStorage()
        let c = corners, length = 2 * openRadius + 4, half = width / 2
        for i in 0..<Self.blades {
            let from = c[i], to = c[(i + 1) % Self.blades]
            // The edge's direction (a closed hole's edges point the way they would open).
            let angle = rotation + (Double(i) + 0.5) * 2 * .pi / Double(Self.blades) + .pi / 2
            var dx = Double(to.x - from.x), dy = Double(to.y - from.y)
            let l = (dx * dx + dy * dy).squareRoot()
            if l > 1e-9 { dx /= l; dy /= l } else { dx = cos(angle); dy = sin(angle) }
            let nx = -dy * half, ny = dx * half
            let sx = Double(to.x), sy = Double(to.y), ex = sx + dx * length, ey = sy + dy * length
            path.move(to: CGPoint(x: sx + nx, y: sy + ny))
            path.line(to: CGPoint(x: ex + nx, y: ey + ny))
            path.line(to: CGPoint(x: ex - nx, y: ey - ny))
            path.line(to: CGPoint(x: sx - nx, y: sy - ny))
            path.close()
        }
        return path
    }
}
