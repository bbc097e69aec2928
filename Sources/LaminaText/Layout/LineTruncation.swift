import Foundation

/// Where a line that does not fit is cut: Core Animation's truncation modes.
package enum TextTruncation: Sendable {
    case none, start, middle, end
}

/// Cuts a line to a width with an ellipsis: `.end` keeps the longest start that fits
/// with "…" after it, `.start` the longest end with "…" before it, `.middle` the start
/// and the end (grown alternately, the shorter side first) around "…". Spaces next to
/// the ellipsis are dropped. When not even the ellipsis fits, the line is the ellipsis.
package enum LineTruncation {
    /// `glyphs` cut to `width` points as `mode` says, with `ellipsis` (already shaped)
    /// marking the cut. `force` cuts even when the line fits (more text follows it).
    package static func truncate(_ glyphs: [ShapedGlyph], width: CGFloat, mode: TextTruncation,
                                 ellipsis: [ShapedGlyph], force: Bool) -> [ShapedGlyph] {
        guard mode != .none else { return glyphs }
        if !force && TextShaper.width(of: glyphs) <= width + 1e-6 { return glyphs }
        func fits(_ candidate: [ShapedGlyph]) -> Bool { TextShaper.width(of: candidate) <= width + 1e-6 }
        switch mode {
        case .none:
            return glyphs
        case .end:
            for k in stride(from: force ? glyphs.count : glyphs.count - 1, through: 0, by: -1) {
                let candidate = joined(trimmedEnd(glyphs[0..<k]), ellipsis, [])
                if fits(candidate) { return candidate }
            }
        case .start:
            for k in (force ? 0 : 1)...glyphs.count {
                let candidate = joined([], ellipsis, trimmedStart(glyphs[k...]))
                if fits(candidate) { return candidate }
            }
        case .middle:
            var front = 0, back = 0
            var best = joined([], ellipsis, [])
            while front + back < glyphs.count - (force ? 0 : 1) {
                let frontWidth = TextShaper.width(of: glyphs[0..<front])
                let backWidth = TextShaper.width(of: glyphs[(glyphs.count - back)...])
                let tries = frontWidth <= backWidth ? [(front + 1, back), (front, back + 1)]
                                                    : [(front, back + 1), (front + 1, back)]
                var grew = false
                for (f, b) in tries where f + b <= glyphs.count - (force ? 0 : 1) {
                    let candidate = joined(trimmedEnd(glyphs[0..<f]), ellipsis,
                                           trimmedStart(glyphs[(glyphs.count - b)...]))
                    if fits(candidate) {
                        front = f; back = b; best = candidate; grew = true
                        break
                    }
                }
                if !grew { break }
            }
            return best
        }
        return ellipsis
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
