import Foundation

// Cutting a measured path between two distances. Curves stay curves: a piece of a
// Bézier is the Bézier between two parameters (de Casteljau), the parameters found from
// the distances by `PathMeasure.parameter(inSegment:atLocalDistance:)`.

extension PathMeasure {
    /// The part of the path between distances `start` and `end` (clamped to the path),
    /// as a new path with one subpath per subpath it overlaps. A subpath covered whole
    /// keeps its close. `start == end` gives a zero-length line at that point, so round
    /// or square caps still draw a dot; `start > end` gives an empty path.
    package func path(from start: CGFloat, to end: CGFloat) -> CGPath {
        var storage = PathStorage()
        appendPieces(from: start, to: end, into: &storage)
        return CGPath(storage: storage)
    }

    /// Appends the part of the path between `start` and `end` to `storage` (see
    /// `path(from:to:)`).
    package func appendPieces(from start: CGFloat, to end: CGFloat, into storage: inout PathStorage) {
        let d0 = Swift.max(start, 0), d1 = Swift.min(end, length)
        guard d0 <= d1, !subpaths.isEmpty else { return }
        if d0 == d1 {
            guard let (index, t) = locate(d0) else { return }
            let p = segments[index].segment.kind == .line
                ? PathMeasure.linePoint(segments[index], d0 - segments[index].startDistance)
                : segments[index].segment.point(at: t)
            storage.move(to: p)
            storage.line(to: p)
            return
        }
        for (k, subpath) in subpaths.enumerated() {
            let a = Swift.max(d0, subpath.startDistance) - subpath.startDistance
            let b = Swift.min(d1, subpath.startDistance + subpath.length) - subpath.startDistance
            guard b > a else { continue }
            if a == 0 && b >= subpath.length && subpath.isClosed {
                appendWhole(subpath: k, into: &storage)
            } else {
                appendPiece(ofSubpath: k, from: a, to: b, continuing: false, into: &storage)
            }
        }
    }

    /// Appends subpath `k` unchanged: its move, its segments and its close.
    package func appendWhole(subpath k: Int, into storage: inout PathStorage) {
        let subpath = subpaths[k]
        storage.move(to: subpath.startPoint)
        for i in subpath.segments where !segments[i].isClosing {
            segments[i].segment.append(to: &storage)
        }
        if subpath.isClosed { storage.close() }
    }

    /// Appends the part of subpath `k` between its own distances `from` and `to`
    /// (closing line included as a plain line). With `continuing`, the piece carries on
    /// from the current point of `storage` (which must be where it starts) instead of
    /// starting with a move. `from == to` gives a zero-length line.
    package func appendPiece(ofSubpath k: Int, from: CGFloat, to: CGFloat, continuing: Bool,
                             into storage: inout PathStorage) {
        let subpath = subpaths[k]
        let a = Swift.max(from, 0), b = Swift.min(to, subpath.length)
        guard a <= b else { return }
        var started = continuing
        for i in subpath.segments {
            let entry = segments[i]
            let s0 = entry.startDistance - subpath.startDistance
            let s1 = s0 + entry.length
            let lo = Swift.max(a, s0), hi = Swift.min(b, s1)
            guard hi > lo || (a == b && lo == hi && entry.length > 0) else { continue }
            let piece = self.piece(ofSegment: i, from: lo - s0, to: hi - s0)
            if !started {
                storage.move(to: piece.p0)
                started = true
            }
            if a == b {
                storage.line(to: piece.p0)
                return
            }
            piece.append(to: &storage)
        }
    }
}
