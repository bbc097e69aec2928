import Foundation

/// One line of laid-out glyphs, as Core Text's `CTLine`: made from an attributed string
/// by `CTLineCreateWithAttributedString`, or one of a frame's lines (`CTFrameGetLines`).
/// Its origin is the start of its baseline; its glyphs run from there in Core Text's
/// text space (x right, y up). Immutable.
public final class CTLine: @unchecked Sendable, CustomStringConvertible {
    /// One `TextLine`, its glyphs placed from the line's origin (no line when the
    /// string was empty).
    package let layout: TextLayout
    /// Metrics of a line with no glyphs (its string held only line separators): its
    /// font's, as Core Text gives a line of a newline.
    private let emptyMetrics: (ascent: CGFloat, descent: CGFloat, leading: CGFloat)
    /// The advance of the spaces after the last glyph with ink.
    package let trailingWhitespaceWidth: CGFloat
    /// Glyphs drawn, and one per space (for a frame's line, the spaces are counted on
    /// first use).
    private let ownGlyphCount: Int
    package var glyphCount: Int { ownGlyphCount + (frameRanges?.spaceCount(ofLine: index) ?? 0) }
    /// The range of the string a line made from a string holds, in UTF-16 code units.
    private let ownRange: CFRange
    /// Where a frame's line finds its range, and which line of the frame it is.
    private let frameRanges: FrameLineRanges?
    private let index: Int

    package init(layout: TextLayout, trailingWhitespaceWidth: CGFloat, glyphCount: Int, stringRange: CFRange,
                 emptyMetrics: (CGFloat, CGFloat, CGFloat) = (0, 0, 0)) {
        self.layout = layout
        self.trailingWhitespaceWidth = trailingWhitespaceWidth
        ownGlyphCount = glyphCount
        self.emptyMetrics = emptyMetrics
        ownRange = stringRange
        frameRanges = nil
        index = 0
    }

    /// Line `index` of a frame, drawing `glyphCount` glyphs, whose range `frameRanges` finds.
    init(layout: TextLayout, glyphCount: Int, frameRanges: FrameLineRanges, index: Int) {
        self.layout = layout
        trailingWhitespaceWidth = 0
        ownGlyphCount = glyphCount
        emptyMetrics = (0, 0, 0)
        ownRange = CFRange()
        self.frameRanges = frameRanges
        self.index = index
    }

    /// The range of the string the line holds, in UTF-16 code units.
    package var stringRange: CFRange { frameRanges?.range(ofLine: index) ?? ownRange }

    /// The laid-out line (nil for an empty string).
    package var line: TextLine? { layout.lines.first }

    package var ascent: CGFloat { line?.ascent ?? emptyMetrics.ascent }
    package var descent: CGFloat { line?.descent ?? emptyMetrics.descent }
    package var leading: CGFloat { line?.leading ?? emptyMetrics.leading }
    /// The typographic width: to the right edge of the last glyph, and the spaces after it.
    package var width: CGFloat { (line?.width ?? 0) + trailingWhitespaceWidth }

    /// The line's width and glyph count, as "<CTLine 42.5 pt, 7 glyphs>".
    public var description: String { "<CTLine \(width) pt, \(glyphCount) glyphs>" }
}

/// The attributed string laid out as one line, as Core Text's
/// `CTLineCreateWithAttributedString`: its fonts, colours and kerning as for any
/// attributed string; nothing wraps or is cut, and line separators (`\n`, `\r`, U+2028…)
/// start no new line and take no space. Paragraph styles do not apply to a lone line.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    let full = StyledText(attrString)
    let text = full.singleLine()
    let layout = TextLayout(text, width: 1e7, height: 1e7, isWrapped: false, alignment: .left, truncation: .none)
    var emptyMetrics: (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    if layout.lines.isEmpty, let first = full.styleIndex.first, let face = full.styles[Int(first)].face {
        let k = full.styles[Int(first)].size / face.unitsPerEm
        emptyMetrics = (face.ascender * k, face.descender * k, face.lineGap * k)
    }
    let trailing = CoreTextLines.trailingWhitespaceWidth(of: text, after: layout.lines.first?.width ?? 0)
    let spaces = text.scalars.reduce(0) { $0 + ($1.properties.isWhitespace ? 1 : 0) }
    return CTLine(layout: layout, trailingWhitespaceWidth: trailing,
                  glyphCount: (layout.lines.first?.glyphs.count ?? 0) + spaces,
                  stringRange: CFRange(location: 0, length: attrString.length), emptyMetrics: emptyMetrics)
}

/// The line's typographic width in points, as Core Text's `CTLineGetTypographicBounds`:
/// from its origin to the end of its last glyph's advance, spaces at the end included.
/// Writes the line's ascent (the tallest of its fonts' ascents), descent (positive, below
/// the baseline) and leading through whichever pointers are not nil. An empty line is 0
/// wide with no ascent, descent or leading.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The advance of the spaces at the end of the line, as Core Text's
/// `CTLineGetTrailingWhitespaceWidth` (part of the typographic width, drawn as nothing).
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    Double(line.trailingWhitespaceWidth)
}

/// The rectangle that tightly holds the outlines of the line's glyphs, as Core Text's
/// `CTLineGetImageBounds`: in text space (y up, origin at the line's origin) mapped by
/// `context`'s text matrix, which puts it at the context's text position (where
/// `CTLineDraw` would draw it); a nil context takes the identity. `CGRect.null` when
/// no glyph has ink (an empty line, a line of spaces).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    guard let ink = line.line?.inkBounds, !ink.isNull else { return .null }
    return ink.applying(context?.textMatrix ?? .identity)
}

/// How many glyphs the line has, as Core Text's `CTLineGetGlyphCount`: those it draws
/// and one per space.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.glyphCount
}

/// The range of the attributed string the line was made from (all of it, in UTF-16
/// code units), as Core Text's `CTLineGetStringRange`; for a frame's line, the
/// characters laid out on it.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    line.stringRange
}

/// Draws the line into `context` with its origin at the context's `textPosition`, as
/// Core Text's `CTLineDraw`: glyphs go through the text matrix and then the CTM in
/// Core Text's text space, where y runs up. So the text stands upright in a y-up user
/// space — a bitmap `CGContext` as made, or a UIKit context after iOS code's
/// `translateBy(x: 0, y: height); scaleBy(x: 1, y: -1)` — and upside down, mirrored about
/// its baseline, in UIKit's y-down space left as it is (as on iOS). Each glyph is drawn
/// in the colour of its range (black by default), through the clip, with the context's
/// alpha and blend mode. The text position is left where it was.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    context.drawCoreTextLine(line)
}

/// What Core Text's lines compute from the text.
enum CoreTextLines {
    /// Core Text's default distance between tab stops, in points.
    static let tabInterval: CGFloat = 28

    /// The advance of the whitespace at the end of `text`, which starts `x` points from
    /// the line's origin (tabs run to the next tab stop).
    static func trailingWhitespaceWidth(of text: StyledText, after x: CGFloat) -> CGFloat {
        var start = text.scalars.count
        while start > 0, text.scalars[start - 1].properties.isWhitespace { start -= 1 }
        guard start < text.scalars.count else { return 0 }
        return FontLibrary.shared.withLock {
            var pen = x
            for i in start..<text.scalars.count {
                let scalar = text.scalars[i]
                let style = text.styles[Int(text.styleIndex[i])]
                if scalar == "\t" {
                    pen += tabInterval - pen.truncatingRemainder(dividingBy: tabInterval)
                } else if let face = style.face {
                    pen += face.advance(of: face.glyph(for: scalar)) * style.size / face.unitsPerEm + style.kern
                }
            }
            return pen - x
        }
    }
}
