import Foundation
import LaminaGraphics

// What frame preparation checks of a shape's paths before it rasterizes them: whether
// every point is finite, and their control bounds. Input: a path; output: those facts.
// Preparation's thread. A large path's facts are worked out once a frame: replicator
// copies prepare one shape item many times (fuzzing, animations: 20,000 copies of a
// stroke outline of many points took minutes, every copy measuring every point again,
// and then flattening every point again though each copy's window saw a few).

/// This frame's facts of the large paths prepared so far.
struct PathFacts {
    /// A path of more points than this is measured once a frame; smaller ones each time
    /// (their bounds exactly under the item's transform).
    static let memoizedFrom = 256

    struct Facts {
        var finite: Bool
        /// The control points' bounds, untransformed.
        var bounds: CGRect
        /// Times the path was rasterized this frame, and its spans once it was rasterized
        /// again (`spansForRasterizing(_:)`).
        var rasterizations = 0
        var spans: PathSpans?
    }

    /// Paths are known by their points' storage, which the frame's render list keeps alive.
    private struct Key: Hashable {
        var address: UInt
        var count: Int
    }

    private var known: [Key: Facts] = [:]

    private static func key(of path: PathStorage) -> Key {
        path.points.withUnsafeBufferPointer { Key(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
    }

    /// Forgets the last frame's paths.
    mutating func reset() {
        known.removeAll(keepingCapacity: true)
    }

    /// The facts of `path` (large paths only: see `memoizedFrom`).
    mutating func facts(of path: PathStorage) -> Facts {
        let key = Self.key(of: path)
        if let facts = known[key] { return facts }
        let facts = Facts(finite: path.allPointsFinite, bounds: PathLines.controlBounds(path, transform: .identity))
        known[key] = facts
        return facts
    }

    /// The spans to rasterize a large path with, from its second rasterization in a frame
    /// on (replicator copies: each copy skips what lies outside its window); nil for the
    /// first, which the spans would cost as much as they save, and for a small path.
    mutating func spansForRasterizing(_ path: PathStorage) -> PathSpans? {
        guard path.points.count > Self.memoizedFrom else { return nil }
        var facts = facts(of: path)
        guard facts.finite else { return nil }
        facts.rasterizations += 1
        if facts.rasterizations >= 2, facts.spans == nil { facts.spans = PathSpans(path) }
        known[Self.key(of: path)] = facts
        return facts.spans
    }
}
