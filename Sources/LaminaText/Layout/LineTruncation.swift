import Foundation

/// Where a line that does not fit is cut: Core Animation's truncation modes.
package enum TextTruncation: UInt8, Sendable {
    case none, start, middle, end
}

/// Cuts a line to a width with an ellipsis: `.end` keeps the longest start that fits
/// with "…" after it, `.start` the longest end with "…" before it, `.middle` as many
/// characters as fit, half from the start and half from the end, around "…". Spaces
/// next to the ellipsis are dropped. When not even the ellipsis fits, the line is the
/// ellipsis. Each mode finds its cut by bisection, so a very long line costs
/// O(n log n), not O(n²).
package enum LineTruncation {
    /// `glyphs` cut to `width` points as `mode` says, with `ellipsis` (already shaped)
    /// marking the cut. `force` cuts even when the line fits (more text follows it).
    package static func truncate(_ glyphs: [ShapedGlyph], width: CGFloat, mode: TextTruncation,
                                 ellipsis: [ShapedGlyph], force: Bool) -> [ShapedGlyph] {
        guard mode != .none else { return glyphs }
        if !force && TextShaper.width(of: glyphs) <= width + 1e-6 { return glyphs }
        let n = glyphs.count
        func candidate(keeping kept: Int) -> [ShapedGlyph] {
            switch mode {
            case .none, .end:
                return joined(trimmedEnd(glyphs[0..<kept]), ellipsis, [])
            case .start:
                return joined([], ellipsis, trimmedStart(glyphs[(n - kept)...]))
            case .middle:
                let front = (kept + 1) / 2
                return joined(trimmedEnd(glyphs[0..<front]), ellipsis, trimmedStart(glyphs[(n - (kept - front))...]))
            }
        }
        func fits(_ kept: Int) -> Bool { TextShaper.width(of: candidate(keeping: kept)) <= width + 1e-6 }
        // The most glyphs kept: all of them only when forced (the ellipsis then marks
        // text that follows), otherwise at least one is cut.
        var low = 0, high = force ? n : max(n - 1, 0)
        guard fits(0) else { return ellipsis }
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return candidate(keeping: low)
    }

    /// `head`, the ellipsis, `tail`, with no kerning across the cuts.
    private static func joined(_ head: [ShapedGlyph], _ ellipsis: [ShapedGlyph], _ tail: [ShapedGlyph]) -> [ShapedGlyph] {
        var result = head
        if !result.isEmpty { result[result.count - 1].kerning = 0 }
        result += ellipsis
        if !result.isEmpty { result[result.count - 1].kerning = 0 }
        result += tail
        return result
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
