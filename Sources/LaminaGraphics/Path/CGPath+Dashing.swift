import Foundation

// Dashing: input a path, a phase and a dash pattern; output a path holding only the
// "on" pieces, each an open subpath, curves kept as curves (cut with PathMeasure).

extension CGPath {
    /// A copy holding the dashes of the path, as `CGPathCreateCopyByDashingPath` (same
    /// meaning of `phase` and `lengths` as `CGContext.setLineDash(phase:lengths:)`).
    ///
    /// `lengths` alternates painted and unpainted lengths, starting with painted; an odd
    /// count repeats the list so the roles alternate (PostScript's rule). `phase` is how
    /// far into the pattern each subpath starts (the pattern restarts at every subpath).
    /// A closed subpath is dashed through its closing segment, and a dash that runs over
    /// its starting point continues into the first dash as one subpath (no seam). A
    /// zero-length dash is kept as a zero-length line (round or square caps draw it as a
    /// dot). Curves stay curves. The result is mapped by `transform`.
    ///
    /// An empty pattern, a negative or non-finite length, an all-zero pattern or a
    /// non-finite phase reports `invalidArgument` and returns the path undashed
    /// (mapped by `transform`).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        copy(dashingWithPhase: phase, lengths: lengths, transform: transform, showingIn: nil)
    }

    /// The dashes as `copy(dashingWithPhase:lengths:transform:)` makes them, less those
    /// that lie wholly outside `visible` (in the path's own space; nil keeps every dash):
    /// for a caller that shows only that area, widened by what it draws around a dash.
    /// The dashes kept are where the pattern puts them, whatever was left out before them.
    package func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform,
                      showingIn visible: CGRect?) -> CGPath {
        let op = "CGPath.copy(dashingWithPhase:lengths:transform:)"
        let undashed = { () -> CGPath in
            guard transform.isFiniteForPath else { return CGPath(storage: self.storage) }
            return CGPath(storage: self.storage.applying(transform))
        }
        guard !lengths.isEmpty else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): the dash pattern is empty; the path is returned undashed")
            return undashed()
        }
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): dash lengths \(lengths) must be finite and not negative; the path is returned undashed")
            return undashed()
        }
        guard lengths.contains(where: { $0 > 0 }) else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): every dash length is zero; the path is returned undashed")
            return undashed()
        }
        guard lengths.reduce(0, +).isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): the dash lengths \(lengths) add up to infinity; the path is returned undashed")
            return undashed()
        }
        guard phase.isFinite else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): phase \(phase) is not finite; the path is returned undashed")
            return undashed()
        }
        guard PathStorage.validate(transform, op) else { return CGPath(storage: storage) }
        let pattern = DashPattern(lengths: lengths, phase: phase)
        let measure = PathMeasure(self)
        var result = PathStorage()
        var budget = DashPattern.maximumDashes
        for k in measure.subpaths.indices {
            guard pattern.dash(subpath: k, of: measure, into: &result, budget: &budget, showingIn: visible) else {
                LaminaDiagnostics.report(.invalidArgument, "\(op): the pattern would make more than \(DashPattern.maximumDashes) dashes; the path is returned undashed")
                return undashed()
            }
        }
        return CGPath(storage: result.applying(transform))
    }
}

/// A dash pattern normalised for walking: an even number of lengths and the starting
/// position the phase gives.
struct DashPattern {
    /// Dashes one call may produce before it gives up (a tiny pattern on a huge path).
    static let maximumDashes = 1_000_000

    let lengths: [CGFloat]
    let total: CGFloat
    /// Index of the interval the phase falls in, and how much of it is left.
    let startIndex: Int
    let startRemaining: CGFloat

    init(lengths input: [CGFloat], phase: CGFloat) {
        lengths = input.count % 2 == 1 ? input + input : input
        total = lengths.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        // Skip whole intervals the phase passes (an interval it ends exactly on is passed):
        // at most one pass, which rounding in `total` could otherwise turn into many.
        for _ in 0..<lengths.count where offset >= lengths[index] && offset > 0 {
            offset -= lengths[index]
            index = (index + 1) % lengths.count
        }
        offset = Swift.min(Swift.max(offset, 0), lengths[index])
        startIndex = index
        startRemaining = lengths[index] - offset
    }

    /// Appends the dashes of subpath `k` of `measure` to `storage`, taking them from
    /// `budget` (what is left of `maximumDashes` for the whole call); false if there
    /// would be more. With `visible`, a dash whose segments all lie outside it is counted
    /// but not appended.
    func dash(subpath k: Int, of measure: PathMeasure, into storage: inout PathStorage, budget: inout Int,
              showingIn visible: CGRect? = nil) -> Bool {
        let subpath = measure.subpaths[k]
        let length = subpath.length
        guard length > 0 else { return true }
        guard length / total * CGFloat(lengths.count) < CGFloat(budget) else { return false }
        var intervals: [(CGFloat, CGFloat)] = []
        var position: CGFloat = 0
        var index = startIndex
        var remaining = startRemaining
        while position < length {
            let step = Swift.min(remaining, length - position)
            if index % 2 == 0 { intervals.append((position, position + step)) }
            position += step
            remaining -= step
            if remaining <= 0 {
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
        }
        guard !intervals.isEmpty else { return true }
        budget -= intervals.count
        // A closed subpath whose first dash starts at 0 and last dash ends at the end is
        // one dash across the start point.
        let wraps = subpath.isClosed && intervals.count > 1
            && intervals[0].0 == 0 && intervals[intervals.count - 1].1 >= length
        if subpath.isClosed && intervals.count == 1 && intervals[0].0 == 0 && intervals[0].1 >= length {
            measure.appendWhole(subpath: k, into: &storage)
            return true
        }
        let range = wraps ? 1..<(intervals.count - 1) : 0..<intervals.count
        var cursor = subpath.segments.lowerBound
        for i in range where Self.mayShow(intervals[i].0, intervals[i].1, of: subpath, in: measure, visible, from: &cursor) {
            measure.appendPiece(ofSubpath: k, from: intervals[i].0, to: intervals[i].1, continuing: false, into: &storage)
        }
        if wraps {
            let last = intervals[intervals.count - 1], first = intervals[0]
            var fromStart = subpath.segments.lowerBound
            guard Self.mayShow(last.0, length, of: subpath, in: measure, visible, from: &cursor)
                || Self.mayShow(0, first.1, of: subpath, in: measure, visible, from: &fromStart) else { return true }
            measure.appendPiece(ofSubpath: k, from: last.0, to: length, continuing: false, into: &storage)
            measure.appendPiece(ofSubpath: k, from: 0, to: first.1, continuing: true, into: &storage)
        }
        return true
    }

    /// Whether the part of `subpath` between its distances `a` and `b` can reach into
    /// `visible` (always, without one): whether the part of a line it covers, or a curve
    /// it overlaps (its control polygon), does. `cursor` is the first segment that may
    /// still overlap; calls with increasing `a` move it on, so walking a subpath's dashes
    /// costs its dashes plus its segments.
    private static func mayShow(_ a: CGFloat, _ b: CGFloat, of subpath: PathMeasure.Subpath, in measure: PathMeasure,
                                _ visible: CGRect?, from cursor: inout Int) -> Bool {
        guard let visible else { return true }
        let segments = measure.segments, base = subpath.startDistance, end = subpath.segments.upperBound
        while cursor < end - 1, segments[cursor].startDistance - base + segments[cursor].length < a { cursor += 1 }
        var i = cursor
        while i < end, segments[i].startDistance - base <= b {
            let entry = segments[i], s = entry.segment
            if s.kind == .line, entry.length > 0 {
                let s0 = entry.startDistance - base
                let t0 = (Swift.max(a, s0) - s0) / entry.length, t1 = (Swift.min(b, s0 + entry.length) - s0) / entry.length
                let d = CGPoint(x: s.p1.x - s.p0.x, y: s.p1.y - s.p0.y)
                let from = CGPoint(x: s.p0.x + d.x * t0, y: s.p0.y + d.y * t0), to = CGPoint(x: s.p0.x + d.x * t1, y: s.p0.y + d.y * t1)
                if PathSegment(line: from, to).hullMeets(visible) { return true }
            } else if s.hullMeets(visible) {
                return true
            }
            i += 1
        }
        return false
    }
}
