import Foundation

// Flattening: input a path, a tolerance and a transform; output polylines (one per
// subpath, with a closed flag) whose distance from the exact curves is at most the
// tolerance. Runs on whichever thread asks (rasterizer, hit testing, stroking).
//
// Subdivision counts come from the standard bound on the distance between a curve and
// its chord: over a parameter interval of length h it is at most (1/8)·max|B''|·h².
//   quadratic: B'' = 2·(p0 − 2p1 + p2), so n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉
//   cubic:     |B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) = 6·M,
//              so n = ⌈√(3·M / (4·tol))⌉
// and the curve is sampled at n + 1 evenly spaced parameters.

/// Receives a flattened path, one polyline per subpath; used with
/// `CGPath.flatten(tolerance:transform:into:)`, which allocates nothing per segment.
package protocol PathFlatteningSink {
    /// A subpath starts at `point`.
    mutating func beginSubpath(at point: CGPoint)
    /// The polyline continues to `point`.
    mutating func addLine(to point: CGPoint)
    /// The subpath ends; when `closed`, its last point connects back to its first.
    mutating func endSubpath(closed: Bool)
}

/// One flattened subpath: its vertices in order (the closing edge of a closed subpath
/// is implied, not repeated) and whether it is closed.
package struct FlattenedSubpath: Equatable, Sendable {
    /// The vertices, first to last.
    package var points: [CGPoint]
    /// Whether the last vertex connects back to the first.
    package var isClosed: Bool

    /// A subpath through `points`.
    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// The subdivision rules shared by every flattening client.
package enum PathFlattening {
    /// Upper bound on the pieces one curve is cut into, so a huge curve with a tiny
    /// tolerance cannot exhaust memory.
    package static let maximumPiecesPerCurve = 1 << 14

    /// How many chords keep `segment` within `tolerance` of its exact curve (see the
    /// bounds at the head of this file); 1 for a line.
    package static func pieceCount(for segment: PathSegment, tolerance: CGFloat) -> Int {
        let dd: CGFloat
        switch segment.kind {
        case .line:
            return 1
        case .quad:
            let dx = segment.p0.x - 2 * segment.p1.x + segment.p2.x
            let dy = segment.p0.y - 2 * segment.p1.y + segment.p2.y
            dd = (dx * dx + dy * dy).squareRoot() / (4 * tolerance)
        case .cubic:
            let ax = segment.p0.x - 2 * segment.p1.x + segment.p2.x, ay = segment.p0.y - 2 * segment.p1.y + segment.p2.y
            let bx = segment.p1.x - 2 * segment.p2.x + segment.p3.x, by = segment.p1.y - 2 * segment.p2.y + segment.p3.y
            let m = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
            dd = 3 * m / (4 * tolerance)
        }
        let n = dd.squareRoot().rounded(.up)
        // Clamped while still a Double: a curve 1e200 points across has no Int count.
        guard n < Double(maximumPiecesPerCurve) else { return maximumPiecesPerCurve }
        return Swift.max(Int(n), 1)
    }

    /// Calls `body` with the points after the start of `segment` cut into `pieces`
    /// chords (the last is exactly the end point).
    @inline(__always)
    package static func forEachPoint(of segment: PathSegment, pieces: Int, _ body: (CGPoint) -> Void) {
        if pieces > 1 {
            let step = 1 / CGFloat(pieces)
            for i in 1..<pieces { body(segment.point(at: CGFloat(i) * step)) }
        }
        body(segment.end)
    }

    /// `tolerance` if it is a positive finite number; otherwise reports and returns the
    /// default, a quarter unit.
    package static func checkedTolerance(_ tolerance: CGFloat, _ operation: String) -> CGFloat {
        guard tolerance > 0, tolerance.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "\(operation): tolerance \(tolerance) must be positive and finite; using 0.25")
            return 0.25
        }
        return tolerance
    }
}

/// Collects polylines into `FlattenedSubpath` values.
private struct SubpathCollector: PathFlatteningSink {
    var subpaths: [FlattenedSubpath] = []
    var points: [CGPoint] = []

    mutating func beginSubpath(at point: CGPoint) {
        points.removeAll(keepingCapacity: true)
        points.append(point)
    }

    mutating func addLine(to point: CGPoint) { points.append(point) }

    mutating func endSubpath(closed: Bool) {
        subpaths.append(FlattenedSubpath(points: points, isClosed: closed))
    }
}

/// Rebuilds a path from polylines.
private struct PathBuilderSink: PathFlatteningSink {
    var storage = PathStorage()

    mutating func beginSubpath(at point: CGPoint) { storage.move(to: point) }
    mutating func addLine(to point: CGPoint) { storage.line(to: point) }
    mutating func endSubpath(closed: Bool) { if closed { storage.close() } }
}

extension CGPath {
    /// Feeds `sink` the path as polylines within `tolerance` of the exact curves, after
    /// mapping it by `transform` (so the tolerance is measured in the mapped space).
    package func flatten<Sink: PathFlatteningSink>(tolerance: CGFloat, transform: CGAffineTransform = .identity,
                                                   into sink: inout Sink) {
        let tol = PathFlattening.checkedTolerance(tolerance, "CGPath.flatten(tolerance:transform:into:)")
        storage.walk(transform: transform) { event in
            switch event {
            case .begin(let p):
                sink.beginSubpath(at: p)
            case .segment(let segment, let isClosing):
                guard !isClosing else { return }
                let pieces = PathFlattening.pieceCount(for: segment, tolerance: tol)
                PathFlattening.forEachPoint(of: segment, pieces: pieces) { sink.addLine(to: $0) }
            case .end(let closed):
                sink.endSubpath(closed: closed)
            }
        }
    }

    /// The path as polylines within `tolerance` of the exact curves (after `transform`),
    /// one per subpath, each with its closed flag.
    package func flattenedSubpaths(tolerance: CGFloat, transform: CGAffineTransform = .identity) -> [FlattenedSubpath] {
        var collector = SubpathCollector()
        flatten(tolerance: tolerance, transform: transform, into: &collector)
        return collector.subpaths
    }

    /// A copy with every curve replaced by straight lines that stay within `threshold`
    /// of it (Apple's `flattened(threshold:)`, iOS 16). Subpaths keep their moves and
    /// closes. A threshold that is not positive and finite reports `invalidArgument` and
    /// returns an unflattened copy.
    public func flattened(threshold: CGFloat) -> CGPath {
        guard threshold > 0, threshold.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "CGPath.flattened(threshold:): threshold \(threshold) must be positive and finite; the path is returned unflattened")
            return CGPath(storage: storage)
        }
        var builder = PathBuilderSink()
        flatten(tolerance: threshold, into: &builder)
        return CGPath(storage: builder.storage)
    }
}
