import Foundation

// The storage behind every CGPath: one array of element kinds and one array of points,
// both copy-on-write, so copying a path copies two references. Readers (bounds, hit
// testing, flattening, measuring, the rasterizer) walk it without allocating.

/// A path's elements as two flat arrays: `verbs` (one per element) and `points`
/// (`verb.pointCount` per element, in order).
///
/// Invariants, kept by the mutators: the first verb is `.moveToPoint`; a segment never
/// directly follows `.closeSubpath` (a move to the closed subpath's start is inserted,
/// as CoreGraphics begins an implicit subpath there); no point is NaN or infinite
/// (callers validate before appending).
package struct PathStorage: Sendable {
    /// One entry per element.
    package private(set) var verbs: [CGPathElementType] = []
    /// The elements' points, `verbs[i].pointCount` for element `i`.
    package private(set) var points: [CGPoint] = []
    /// Where the current subpath started (the last move's point).
    package private(set) var subpathStart: CGPoint = .zero

    /// An empty path.
    package init() {}

    /// Whether there are no elements.
    @inlinable package var isEmpty: Bool { verbs.isEmpty }

    /// Whether the last element closes its subpath.
    package var endsWithClose: Bool { verbs.last == .closeSubpath }

    /// The point a new segment starts from: the last element's end point, the subpath's
    /// start after a close, nil for an empty path.
    package var currentPoint: CGPoint? {
        guard let last = verbs.last else { return nil }
        return last == .closeSubpath ? subpathStart : points[points.count - 1]
    }

    /// Reserves room for `elements` more elements with `pointCount` more points.
    package mutating func reserveCapacity(elements: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbs.count + elements)
        points.reserveCapacity(points.count + pointCount)
    }

    /// Removes every element, keeping the capacity.
    package mutating func removeAll() {
        verbs.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        subpathStart = .zero
    }

    // MARK: Raw appends (input already validated)

    /// Starts a new subpath at `p`.
    package mutating func move(to p: CGPoint) {
        verbs.append(.moveToPoint)
        points.append(p)
        subpathStart = p
    }

    /// Prepares for a segment: false when there is no current point; after a close,
    /// inserts the implicit move to the closed subpath's start.
    package mutating func prepareSegment() -> Bool {
        guard let last = verbs.last else { return false }
        if last == .closeSubpath { move(to: subpathStart) }
        return true
    }

    /// Appends a line to `p` (the caller has checked `prepareSegment()`).
    package mutating func line(to p: CGPoint) {
        verbs.append(.addLineToPoint)
        points.append(p)
    }

    /// Appends a quadratic curve (the caller has checked `prepareSegment()`).
    package mutating func quad(control c: CGPoint, to p: CGPoint) {
        verbs.append(.addQuadCurveToPoint)
        points.append(c)
        points.append(p)
    }

    /// Appends a cubic curve (the caller has checked `prepareSegment()`).
    package mutating func cubic(control1 c1: CGPoint, control2 c2: CGPoint, to p: CGPoint) {
        verbs.append(.addCurveToPoint)
        points.append(c1)
        points.append(c2)
        points.append(p)
    }

    /// Closes the current subpath; nothing for an empty path or one already closed.
    package mutating func close() {
        guard let last = verbs.last, last != .closeSubpath else { return }
        verbs.append(.closeSubpath)
    }

    /// Appends every element of `other`, its points mapped by `transform`.
    package mutating func append(_ other: PathStorage, transform: CGAffineTransform) {
        guard !other.isEmpty else { return }
        reserveCapacity(elements: other.verbs.count, points: other.points.count)
        let identity = transform.isIdentity
        var index = 0
        for verb in other.verbs {
            let n = verb.pointCount
            if verb == .moveToPoint {
                let p = identity ? other.points[index] : other.points[index].applying(transform)
                move(to: p)
            } else if verb == .closeSubpath {
                close()
            } else {
                if verbs.last == .closeSubpath { move(to: subpathStart) }
                verbs.append(verb)
                for k in 0..<n {
                    points.append(identity ? other.points[index + k] : other.points[index + k].applying(transform))
                }
            }
            index += n
        }
    }

    /// A copy with every point mapped by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathStorage {
        guard !transform.isIdentity else { return self }
        var copy = self
        for i in copy.points.indices { copy.points[i] = copy.points[i].applying(transform) }
        copy.subpathStart = subpathStart.applying(transform)
        return copy
    }

    /// Whether every point is finite (a transform can overflow a finite path).
    package var allPointsFinite: Bool { points.allSatisfy { $0.isFinite } }
}

extension PathStorage: Hashable {
    /// Paths are equal when their elements are: same kinds, same points, in order.
    package static func == (lhs: PathStorage, rhs: PathStorage) -> Bool {
        lhs.verbs == rhs.verbs && lhs.points == rhs.points
    }

    /// Hashes the kinds and the points.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(verbs)
        hasher.combine(points.count)
        for p in points {
            hasher.combine(p.x)
            hasher.combine(p.y)
        }
    }
}

// MARK: - Walking segments

/// What `PathStorage.walk` reports, in path order.
package enum PathWalkEvent {
    /// A subpath starts at this point.
    case begin(CGPoint)
    /// A segment of the current subpath. `isClosing` marks the line a close adds from
    /// the current point back to the subpath's start (only when they differ).
    case segment(PathSegment, isClosing: Bool)
    /// The current subpath ends; `closed` when it ended with `closeSubpath`.
    case end(closed: Bool)
}

extension PathStorage {
    /// Calls `body` for every subpath start, segment and subpath end, with points mapped
    /// by `transform`. Every `begin` is matched by one `end`.
    package func walk(transform: CGAffineTransform = .identity, _ body: (PathWalkEvent) -> Void) {
        let identity = transform.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
        var index = 0
        var open = false
        var start = CGPoint.zero
        var current = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .moveToPoint:
                if open { body(.end(closed: false)) }
                start = map(points[index])
                current = start
                open = true
                body(.begin(start))
            case .addLineToPoint:
                let p = map(points[index])
                body(.segment(PathSegment(line: current, p), isClosing: false))
                current = p
            case .addQuadCurveToPoint:
                let c = map(points[index]), p = map(points[index + 1])
                body(.segment(PathSegment(quad: current, c, p), isClosing: false))
                current = p
            case .addCurveToPoint:
                let c1 = map(points[index]), c2 = map(points[index + 1]), p = map(points[index + 2])
                body(.segment(PathSegment(cubic: current, c1, c2, p), isClosing: false))
                current = p
            case .closeSubpath:
                if current != start {
                    body(.segment(PathSegment(line: current, start), isClosing: true))
                }
                current = start
                body(.end(closed: true))
                open = false
            }
            index += verb.pointCount
        }
        if open { body(.end(closed: false)) }
    }
}
