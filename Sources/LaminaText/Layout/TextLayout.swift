import Foundation

/// How lines sit between the left and right edges: Core Animation's alignment modes.
/// `.natural` follows the paragraph's direction: left for left-to-right text, right for
/// a paragraph whose first strong character is right to left.
package enum TextAlignment: UInt8, Sendable {
    case natural, left, right, center, justified
}

/// A glyph where it is drawn: pen position `x` on its line's baseline and `y` below it
/// (HarfBuzz's offsets: marks on their bases), in points.
package struct PlacedGlyph {
    package var glyph: UInt32
    package var face: FontFace
    package var size: CGFloat
    package var color: CGColor.RGBA?
    package var x: CGFloat
    package var y: CGFloat = 0
}

/// One laid-out line: its glyphs in visual order (left to right), its baseline's
/// distance from the top of the text, its extent, and its height from the fonts on it.
package struct TextLine {
    package var glyphs: [PlacedGlyph]
    /// Distance from the top of the layout down to the baseline, in points.
    package var baseline: CGFloat
    /// The left edge of the line's ink extent after alignment, in points.
    package var x: CGFloat
    /// The width from the line's left edge to the right edge of its last non-space
    /// glyph, in points (after truncation and justification; spaces at the line's
    /// logical end hang outside it).
    package var width: CGFloat
    package var ascent: CGFloat
    package var descent: CGFloat
    package var leading: CGFloat
    /// Whether the line's paragraph runs right to left.
    package var isRightToLeft: Bool = false
}

/// Styled text laid out in a box, as `CATextLayer` lays out its string: lines from the
/// newlines, wrapped at word boundaries to the width when `isWrapped`; the first line's
/// ascent below the top, each next line one line height (ascent + descent + leading of
/// the fonts on it) further down; lines placed by the alignment; lines that do not fit
/// truncated with "…" — each unwrapped line that is too wide, or, when wrapping, the
/// last line that fits the height when more text follows. Each line is put in visual
/// order by the bidi algorithm after it is broken and truncated. A paragraph whose
/// first character carries `ParagraphAttributes` (an attributed string's paragraph
/// style) is laid out by them instead of the layout's own wrapping, truncation and
/// alignment.
package struct TextLayout {
    package var lines: [TextLine] = []

    /// A line before placement: its glyphs in logical order and its paragraph.
    private struct PendingLine {
        var glyphs: [ShapedGlyph]
        var style: Int32
        var paragraph: Int
        var endsParagraph: Bool
    }

    /// Lays out `text` in a box `width` × `height` points.
    package init(_ text: StyledText, width: CGFloat, height: CGFloat, isWrapped: Bool,
                 alignment: TextAlignment, truncation: TextTruncation) {
        guard width.isFinite, height.isFinite, !text.scalars.isEmpty else { return }
        let boxWidth = max(width, 0)
        let defaults = ParagraphAttributes(alignment: alignment, isWrapped: isWrapped, truncation: truncation)
        let paragraphs = TextShaper.shape(text)
        let attributes = paragraphs.map { text.styles[Int($0.style)].paragraph ?? defaults }
        var pending: [PendingLine] = []
        for (p, paragraph) in paragraphs.enumerated() {
            let ranges = attributes[p].isWrapped
                ? LineBreaker.lines(of: paragraph.glyphs, width: boxWidth, byCharacter: attributes[p].wrapsByCharacter)
                : [0..<paragraph.glyphs.count]
            for (k, range) in ranges.enumerated() {
                pending.append(PendingLine(glyphs: Array(paragraph.glyphs[range]), style: paragraph.style,
                                           paragraph: p, endsParagraph: k == ranges.count - 1))
            }
        }
        func ellipsis(for line: PendingLine, style: Int32) -> [ShapedGlyph] {
            TextShaper.ellipsis(style: text.styles[Int(style)], index: style, level: paragraphs[line.paragraph].baseLevel)
        }
        var truncated = Set<Int>()
        let visible = Self.visibleLineCount(pending, attributes: attributes, text: text, height: height)
        // The last line that fits is cut as its paragraph says, else as the layout does.
        let lastMode = visible < pending.count ? attributes[pending[visible - 1].paragraph].truncation : .none
        let cut = lastMode != .none ? lastMode : truncation
        if visible < pending.count, attributes[pending[visible - 1].paragraph].isWrapped, cut != .none {
            let last = visible - 1
            var rest = pending[last].glyphs
            for line in pending[(last + 1)...] where !line.glyphs.isEmpty {
                if let end = rest.last, !end.isWhitespace {
                    rest.append(TextShaper.space(style: text.styles[Int(end.style)], index: end.style, level: end.level))
                }
                rest += line.glyphs
            }
            let style = rest.first?.style ?? pending[last].style
            pending[last].glyphs = LineTruncation.truncate(rest, width: boxWidth, mode: cut,
                                                           ellipsis: ellipsis(for: pending[last], style: style), force: true)
            pending.removeLast(pending.count - visible)
            truncated.insert(last)
        }
        for i in pending.indices {
            let attrs = attributes[pending[i].paragraph]
            guard !attrs.isWrapped, attrs.truncation != .none, !truncated.contains(i),
                  TextShaper.width(of: pending[i].glyphs) > boxWidth + 1e-6 else { continue }
            let style = pending[i].glyphs.first?.style ?? pending[i].style
            pending[i].glyphs = LineTruncation.truncate(pending[i].glyphs, width: boxWidth, mode: attrs.truncation,
                                                        ellipsis: ellipsis(for: pending[i], style: style), force: false)
            truncated.insert(i)
        }
        var top: CGFloat = 0
        var positions: [CGFloat] = []
        for (i, line) in pending.enumerated() {
            let attrs = attributes[line.paragraph]
            let paragraph = paragraphs[line.paragraph]
            let metrics = Self.metrics(of: line.glyphs, fallbackStyle: text.styles[Int(line.style)])
            var glyphs = Self.visualOrder(line.glyphs, base: paragraph.baseLevel)
            var extent = Self.extent(glyphs, positions: &positions, rightToLeft: paragraph.isRightToLeft)
            var lineAlignment = attrs.alignment
            if lineAlignment == .justified {
                if attrs.isWrapped && !line.endsParagraph && !truncated.contains(i) {
                    Self.justify(&glyphs, to: boxWidth, width: extent.width)
                    extent = Self.extent(glyphs, positions: &positions, rightToLeft: paragraph.isRightToLeft)
                }
                lineAlignment = .natural
            }
            if lineAlignment == .natural { lineAlignment = paragraph.isRightToLeft ? .right : .left }
            let x: CGFloat
            switch lineAlignment {
            case .right: x = boxWidth - extent.width
            case .center: x = (boxWidth - extent.width) / 2
            default: x = 0
            }
            let baseline = top + metrics.ascent
            var placed: [PlacedGlyph] = []
            placed.reserveCapacity(glyphs.count)
            for (k, g) in glyphs.enumerated() where g.glyph != 0 && !g.isWhitespace {
                guard let face = g.face else { continue }
                placed.append(PlacedGlyph(glyph: g.glyph, face: face, size: g.size, color: text.styles[Int(g.style)].color,
                                          x: x - extent.hang + positions[k] + g.offset.x, y: -g.offset.y))
            }
            lines.append(TextLine(glyphs: placed, baseline: baseline, x: x, width: extent.width, ascent: metrics.ascent,
                                  descent: metrics.descent, leading: metrics.leading,
                                  isRightToLeft: paragraph.isRightToLeft))
            top = baseline + metrics.descent + metrics.leading
                + (line.endsParagraph ? attrs.paragraphSpacing : attrs.lineSpacing)
        }
    }

    /// A line's glyphs in visual order (unchanged when all of them run left to right).
    private static func visualOrder(_ glyphs: [ShapedGlyph], base: UInt8) -> [ShapedGlyph] {
        guard base != 0 || glyphs.contains(where: { $0.level != 0 }) else { return glyphs }
        let order = BidiParagraph.visualOrder(levels: glyphs.map(\.level), isWhitespace: { glyphs[$0].isWhitespace },
                                              base: base)
        return order.map { glyphs[$0] }
    }

    /// The pen positions of a line in visual order, its width, and how far spaces at its
    /// logical end hang off its left edge (a right-to-left line's trailing spaces sit at
    /// its visual start).
    private static func extent(_ glyphs: [ShapedGlyph], positions: inout [CGFloat],
                               rightToLeft: Bool) -> (width: CGFloat, hang: CGFloat) {
        let width = TextShaper.measure(glyphs, positions: &positions)
        guard rightToLeft, let firstInk = glyphs.firstIndex(where: { !$0.isWhitespace }) else { return (width, 0) }
        let hang = positions[firstInk]
        return (width - hang, hang)
    }

    /// The height of all lines.
    package var height: CGFloat {
        lines.last.map { $0.baseline + $0.descent + $0.leading } ?? 0
    }

    /// How many lines fit in `height` (their bottoms, baseline plus descent, inside
    /// it); at least one.
    private static func visibleLineCount(_ lines: [PendingLine], attributes: [ParagraphAttributes],
                                         text: StyledText, height: CGFloat) -> Int {
        var top: CGFloat = 0
        var count = 0
        for line in lines {
            let m = metrics(of: line.glyphs, fallbackStyle: text.styles[Int(line.style)])
            let bottom = top + m.ascent + m.descent
            if bottom > height + 1e-6 { break }
            count += 1
            let attrs = attributes[line.paragraph]
            top += m.ascent + m.descent + m.leading + (line.endsParagraph ? attrs.paragraphSpacing : attrs.lineSpacing)
        }
        return max(count, 1)
    }

    /// The tallest ascent, descent and leading among the faces on a line (an empty
    /// line takes its paragraph's style).
    static func metrics(of glyphs: [ShapedGlyph], fallbackStyle: TextStyle)
        -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        func include(_ face: FontFace?, _ size: CGFloat) {
            guard let face else { return }
            let k = size / face.unitsPerEm
            ascent = max(ascent, face.ascender * k)
            descent = max(descent, face.descender * k)
            leading = max(leading, face.lineGap * k)
        }
        if glyphs.isEmpty { include(fallbackStyle.face, fallbackStyle.size) }
        for g in glyphs { include(g.face, g.size) }
        return (ascent, descent, leading)
    }

    /// Stretches the spaces between words so the line is `target` wide (spaces at the
    /// line's edges excluded). Lines with no inner space stay.
    private static func justify(_ glyphs: inout [ShapedGlyph], to target: CGFloat, width: CGFloat) {
        guard width < target, let lastInk = glyphs.lastIndex(where: { !$0.isWhitespace }),
              let firstInk = glyphs.firstIndex(where: { !$0.isWhitespace }) else { return }
        let spaces = (firstInk..<lastInk).filter { glyphs[$0].isWhitespace && !glyphs[$0].isTab }
        guard !spaces.isEmpty else { return }
        let extra = (target - width) / CGFloat(spaces.count)
        for i in spaces { glyphs[i].advance += extra }
    }
}
