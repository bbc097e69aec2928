import Foundation

// Bounds of a large path's runs of elements, for rasterizing it many times over small
// windows. Input: a path; output: its spans, fine and coarse, each with the bounds of its
// points. Built on the caller's thread, once for a path (frame preparation builds it once
// a frame for a path of many points); read by `RasterEdgeBuilder` on the rasterizing thread.
//
// The edge builder accumulates winding from the left, so a run of elements that lies
// wholly left of, above, below or right of its box can stand in for all its lines with
// less: a run of segments within one subpath by its chord (a continuous line from A to B
// crosses each row as often, net, as the straight one, and the chord stays in the same
// half-plane), a run of whole subpaths by nothing (a closed loop outside the box adds no
// net winding inside it). Fuzzing found the case this is for: 20,000 replicator copies
// of a stroke outline of 591,023 points, each copy over the same 24 × 24 pixels, took
// minutes when every copy flattened every point.

/// The runs of a path's elements, with their bounds, at two sizes.
package final class PathSpans: @unchecked Sendable {
    /// A run of elements: either consecutive segments of one subpath (`isWholeSubpaths`
    /// false; its bounds include the point it starts from) or whole subpaths from a
    /// move up to the next move or the path's end (true).
    struct Span {
        var firstElement: Int
        var elementCount: Int
        var firstPoint: Int
        var pointCount: Int
        var isWholeSubpaths: Bool
        /// The control bounds of its points.
        var bounds: CGRect
    }

    /// Points at most in a fine span (a single subpath longer than this has no
    /// whole-subpath span; its segments still do).
    static let finePoints = 64
    /// Fine spans merged into a coarse one, at most.
    static let finePerCoarse = 64

    /// In element order, none overlapping.
    let fine: [Span]
    /// Each the union of consecutive fine spans of one kind that follow each other
    /// without a gap (and, for segments, in one subpath): each starts where a fine one does.
    let coarse: [Span]

    /// The spans of `path`, whose points must all be finite.
    package init(_ path: PathStorage) {
        let fine = Self.fineSpans(path)
        self.fine = fine
        coarse = Self.merged(fine)
    }

    private static func fineSpans(_ path: PathStorage) -> [Span] {
        var spans: [Span] = []
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in
                var e = 0, p = 0
                let n = verbs.count
                while e < n {
                    let verb = verbs[e]
                    if verb == .closeSubpath { e += 1; continue }
                    if verb == .moveToPoint {
                        // Whole subpaths while they fit.
                        var end = e, endPoint = p
                        var scan = e, scanPoint = p
                        while scan < n {
                            var next = scan + 1, nextPoint = scanPoint + 1
                            while next < n, verbs[next] != .moveToPoint {
                                nextPoint += verbs[next].pointCount
                                next += 1
                            }
                            guard nextPoint - p <= finePoints else { break }
                            end = next; endPoint = nextPoint
                            scan = next; scanPoint = nextPoint
                        }
                        if end > e {
                            spans.append(span(points, e, end - e, firstPoint: p, pointCount: endPoint - p,
                                              boundsFrom: p, wholeSubpaths: true))
                            e = end; p = endPoint
                            continue
                        }
                        e += 1; p += 1
                        continue
                    }
                    // Segments of this subpath while they fit (a move precedes them, so
                    // the point they start from is at p − 1).
                    var end = e, endPoint = p
                    while end < n, verbs[end] != .moveToPoint, verbs[end] != .closeSubpath {
                        let count = verbs[end].pointCount
                        guard endPoint + count - p <= finePoints || end == e else { break }
                        endPoint += count
                        end += 1
                    }
                    spans.append(span(points, e, end - e, firstPoint: p, pointCount: endPoint - p,
                                      boundsFrom: p - 1, wholeSubpaths: false))
                    e = end; p = endPoint
                }
            }
        }
        return spans
    }

    /// A span of `elements` elements from `element`, holding `pointCount` points from
    /// `firstPoint`; its bounds are those of the points from `boundsFrom` to its last.
    private static func span(_ points: UnsafeBufferPointer<CGPoint>, _ element: Int, _ elements: Int,
                             firstPoint: Int, pointCount: Int, boundsFrom: Int, wholeSubpaths: Bool) -> Span {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in boundsFrom..<(firstPoint + pointCount) {
            let q = points[k]
            minX = Swift.min(minX, q.x); maxX = Swift.max(maxX, q.x)
            minY = Swift.min(minY, q.y); maxY = Swift.max(maxY, q.y)
        }
        return Span(firstElement: element, elementCount: elements, firstPoint: firstPoint, pointCount: pointCount,
                    isWholeSubpaths: wholeSubpaths, bounds: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    private static func merged(_ fine: [Span]) -> [Span] {
        var coarse: [Span] = []
        var k = 0
        while k < fine.count {
            var s = fine[k]
            var taken = 1
            while k + taken < fine.count, taken < finePerCoarse {
                let next = fine[k + taken]
                guard next.isWholeSubpaths == s.isWholeSubpaths,
                      next.firstElement == s.firstElement + s.elementCount else { break }
                s.elementCount += next.elementCount
                s.pointCount += next.pointCount
                s.bounds = s.bounds.union(next.bounds)
                taken += 1
            }
            coarse.append(s)
            k += taken
        }
        return coarse
    }
}
