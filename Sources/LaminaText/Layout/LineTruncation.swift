import Foundation

/// Where a line that does not fit is cut: Core Animation's truncation modes.
package enum TextTruncation: UInt8, Sendable {
    case none, start, middle, end
}

/// Cuts a line to a width with an ellipsis: `.end` keeps the longest start that fits
/// with "…" after it, `.start` the longest end with "…" before it, `.middle` as many
/// clusters as fit, half from the start and half from the end, around "…". Cuts fall
/// between clusters (a ligature or an emoji sequence is kept or dropped whole), in
/// logical order, before the line is put in visual order. Spaces next to the ellipsis
/// are dropped. When not even the ellipsis fits, the line is the ellipsis. Each mode
/// finds its cut by bisection, so a very long line costs O(n log n), not O(n²).
package enum LineTruncation {
    /// `glyphs` cut to `width` points as `mode` says, with `ellipsis` (already shaped)
    /// marking the cut. `force` cuts even when the line fits (more text follows it).
    package static func truncate(_ glyphs: [ShapedGlyph], width: CGFloat, mode: TextTruncation,
                                 ellipsis: [ShapedGlyph], force: Bool) -> [ShapedGlyph] {
        guard mode != .none else { return glyphs }
        if !force && TextShaper.width(of: glyphs) <= width + 1e-6 { return glyphs }
        let n = glyphs.count
        // The glyph index where each cluster starts, and the end.
        var starts = glyphs.indices.filter { glyphs[$0].isClusterStart || $0 == 0 }
        let clusters = starts.count
        starts.append(n)
        func candidate(keeping kept: Int) -> [ShapedGlyph] {
            switch mode {
            case .none, .end:
                return joined(trimmedEnd(glyphs[0..<starts[kept]]), ellipsis, [])
            case .start:
                return joined([], ellipsis, trimmedStart(glyphs[starts[clusters - kept]...]))
            case .middle:
                let front = (kept + 1) / 2
                return joined(trimmedEnd(glyphs[0..<starts[front]]), ellipsis,
                              trimmedStart(glyphs[starts[clusters - (kept - front)]...]))
            }
        }
        func fits(_ kept: Int) -> Bool { TextShaper.width(of: candidate(keeping: kept)) <= width + 1e-6 }
        // The most clusters kept: all of them only when forced (the ellipsis then marks
        // text that follows), otherwise at least one is cut.
        var low = 0, high = force ? clusters : max(clusters - 1, 0)
        guard fits(0) else { return ellipsis }
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return candidate(keeping: low)
    }

    /// `head`, the ellipsis, `tail`. The ellipsis comes at the paragraph's level; as a
    /// neutral character in the bidi algorithm, it takes the level of the text on both
    /// sides of it when they agree (the paragraph's edge counting as its level).
    private static func joined(_ head: [ShapedGlyph], _ ellipsis: [ShapedGlyph], _ tail: [ShapedGlyph]) -> [ShapedGlyph] {
        var marker = ellipsis
        if let base = marker.first?.level {
            let before = head.last?.level ?? base, after = tail.first?.level ?? base
            if before == after {
                for i in marker.indices { marker[i].level = before }
            }
        }
        return head + marker + tail
    }

    private static func trimmedEnd(_ glyphs: ArraySlice<ShapedGlyph>) -> [ShapedGlyph] {
        var end = glyphs.endIndex
        while end > glyphs.startIndex && glyphs[end - 1].isWhitespace { end -= 1 }
        return Array(glyphs[glyphs.startIndex..<end])
    }

    private static func trimmedStart(_ glyphs: ArraySlice<ShapedGlyph>) -> [ShapedGlyph] {
        var start = glyphs.startIndex
        while start < glyphs.endIndex && glyphs[start].isWhitespace { start += 1 }
        return Array(glyphs[start..<glyphs.endIndex])
    }
}
