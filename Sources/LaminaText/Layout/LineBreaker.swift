import Foundation

/// Splits a paragraph into lines no wider than a width: greedy, breaking at the last
/// opportunity (`ScalarClasses.canBreak`) before the first glyph that would cross the
/// width; a word longer than a whole line is broken between characters. Spaces at the
/// end of a line hang past the width and never cause a break. Every line holds at
/// least one glyph, so a width narrower than one character still terminates.
package enum LineBreaker {
    /// The glyph ranges of the lines of `glyphs` at `width` points.
    package static func lines(of glyphs: [ShapedGlyph], width: CGFloat) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [0..<0] }
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastBreak: Int? = nil
        var x: CGFloat = 0
        var i = 0
        while i < glyphs.count {
            let g = glyphs[i]
            if i > lineStart, ScalarClasses.canBreak(between: glyphs[i - 1].scalar, and: g.scalar) {
                lastBreak = i
            }
            let advance = g.isTab ? TextShaper.tabInterval - x.truncatingRemainder(dividingBy: TextShaper.tabInterval)
                                  : g.advance
            if !g.isWhitespace, i > lineStart, x + advance > width + 1e-6 {
                let end = lastBreak.map { $0 > lineStart ? $0 : i } ?? i
                lines.append(lineStart..<end)
                lineStart = end
                lastBreak = nil
                x = 0
                i = end
                continue
            }
            x += advance + g.kerning
            i += 1
        }
        lines.append(lineStart..<glyphs.count)
        return lines
    }
}
