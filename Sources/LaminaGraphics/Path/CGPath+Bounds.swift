import Foundation

// Bounding boxes (with and without control points) and rectangle recognition.

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points of
    /// curves included, as `CGPathGetBoundingBox`. `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let points = storage.points
        guard var minX = points.first?.x else { return .null }
        var minY = points[0].y, maxX = minX, maxY = minY
        for p in points {
            if p.x < minX { minX = p.x } else if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y } else if p.y > maxY { maxY = p.y }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle containing the path's drawn geometry, control points not
    /// included, as `CGPathGetPathBoundingBox`: each curve contributes its end points and
    /// its interior extrema, where the derivative of x or y vanishes (solved in closed
    /// form). Points of moves count too. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundsAccumulator()
        storage.walk { event in
            switch event {
            case .begin(let p):
                box.add(p)
            case .segment(let segment, _):
                box.add(segment.end)
                guard segment.kind != .line else { return }
                for axis in 0..<2 {
                    let extrema = segment.extremaParameters(axis: axis)
                    if extrema.count > 0 { box.add(segment.point(at: extrema.t0)) }
                    if extrema.count > 1 { box.add(segment.point(at: extrema.t1)) }
                }
            case .end:
                break
            }
        }
        return box.rect
    }

    /// Whether the path is a single axis-aligned rectangle, as `CGPathIsRect`: a move and
    /// three lines along alternating horizontal and vertical edges, closed either by a
    /// close element or by a fourth line back to the start (or both). When it is and
    /// `rect` is not nil, the standardized rectangle is stored there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let verbs = storage.verbs, points = storage.points
        let lines = CGPathElementType.addLineToPoint
        let shapeOK: Bool
        switch verbs.count {
        case 5: shapeOK = verbs == [.moveToPoint, lines, lines, lines, .closeSubpath]
            || verbs == [.moveToPoint, lines, lines, lines, lines]
        case 6: shapeOK = verbs == [.moveToPoint, lines, lines, lines, lines, .closeSubpath]
        default: shapeOK = false
        }
        guard shapeOK else { return false }
        if points.count == 5 && points[4] != points[0] { return false }
        let corners = Array(points.prefix(4))
        // Edges must alternate between horizontal and vertical, starting with either.
        func edge(_ i: Int) -> (horizontal: Bool, vertical: Bool) {
            let a = corners[i], b = corners[(i + 1) % 4]
            return (a.y == b.y, a.x == b.x)
        }
        let firstHorizontal = edge(0).horizontal
        for i in 0..<4 {
            let e = edge(i)
            let wantHorizontal = (i % 2 == 0) == firstHorizontal
            if wantHorizontal ? !e.horizontal : !e.vertical { return false }
        }
        if let rect {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            rect.pointee = CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }
        return true
    }
}

/// Grows a rectangle point by point; `.null` until the first point.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
