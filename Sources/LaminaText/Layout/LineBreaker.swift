import Foundation

/// Splits a paragraph into lines no wider than a width: greedy, breaking at the last
/// opportunity (`ShapedGlyph.breakBefore`, from `ScalarClasses.canBreak`) before the
/// first cluster that would cross the width; a word longer than a whole line is broken
/// between clusters (and every line breaks between clusters when `byCharacter`). A
/// cluster is never split. Spaces at the end of a line hang past the width and never
/// cause a break. Every line holds at least one cluster, so a width narrower than one
/// character still terminates.
package enum LineBreaker {
    /// The glyph ranges, in logical order, of the lines of `glyphs` at `width` points.
    package static func lines(of glyphs: [ShapedGlyph], width: CGFloat, byCharacter: Bool = false) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [0..<0] }
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastBreak: Int? = nil
        var lastCluster = 0
        var x: CGFloat = 0
        var i = 0
        while i < glyphs.count {
            let g = glyphs[i]
            if g.isClusterStart && i > lineStart {
                if g.breakBefore || (byCharacter && !g.isWhitespace) { lastBreak = i }
                lastCluster = i
            }
            let advance = g.isTab ? TextShaper.tabInterval - x.truncatingRemainder(dividingBy: TextShaper.tabInterval)
                                  : g.advance
            if !g.isWhitespace, i > lineStart, x + advance > width + 1e-6 {
                // The cut: the last break opportunity, else the start of this cluster,
                // else (the line's first cluster is too wide) after it.
                var end = lastBreak ?? lastCluster
                if end <= lineStart {
                    end = i + 1
                    while end < glyphs.count && !glyphs[end].isClusterStart { end += 1 }
                }
                lines.append(lineStart..<end)
                lineStart = end
                lastBreak = nil
                lastCluster = end
                x = 0
                i = end
                continue
            }
            x += advance
            i += 1
        }
        lines.append(lineStart..<glyphs.count)
        return lines
    }
}
