import Foundation

/// How lines sit between the left and right edges: Core Animation's alignment modes.
/// `.natural` is left for left-to-right text (Lamina does not reorder right-to-left text).
package enum TextAlignment: UInt8, Sendable {
    case natural, left, right, center, justified
}

/// A glyph where it is drawn: pen position `x` on its line's baseline, in points.
package struct PlacedGlyph {
    package var glyph: UInt32
    package var face: FontFace
    package var size: CGFloat
    package var color: CGColor.RGBA?
    package var x: CGFloat
}

/// One laid-out line: its glyphs, its baseline's distance from the top of the text, its
/// extent, and its height from the fonts on it.
package struct TextLine {
    package var glyphs: [PlacedGlyph]
    /// Distance from the top of the layout down to the baseline, in points.
    package var baseline: CGFloat
    /// The left edge of the first glyph's pen position after alignment, in points.
    package var x: CGFloat
    /// The width from the first pen position to the right edge of the last non-space
    /// glyph, in points (after truncation and justification).
    package var width: CGFloat
    package var ascent: CGFloat
    package var descent: CGFloat
    package var leading: CGFloat
}

/// Styled text laid out in a box, as `CATextLayer` lays out its string: lines from the
/// newlines, wrapped at word boundaries to the width when `isWrapped`; the first line's
/// ascent below the top, each next line one line height (ascent + descent + leading of
/// the fonts on it) further down; lines placed by the alignment; lines that do not fit
/// truncated with "…" — each unwrapped line that is too wide, or, when wrapping, the
/// last line that fits the height when more text follows.
package struct TextLayout {
    package var lines: [TextLine] = []

    /// Lays out `text` in a box `width` × `height` points.
    package init(_ text: StyledText, width: CGFloat, height: CGFloat, isWrapped: Bool,
                 alignment: TextAlignment, truncation: TextTruncation) {
        guard width.isFinite, height.isFinite, !text.scalars.isEmpty else { return }
        let boxWidth = max(width, 0)
        let paragraphs = TextShaper.shape(text)
        // Lines as glyph sequences, with whether each ends its paragraph.
        var pending: [(glyphs: [ShapedGlyph], style: Int32, endsParagraph: Bool)] = []
        for paragraph in paragraphs {
            let ranges = isWrapped ? LineBreaker.lines(of: paragraph.glyphs, width: boxWidth)
                                   : [0..<paragraph.glyphs.count]
            for (k, range) in ranges.enumerated() {
                pending.append((Array(paragraph.glyphs[range]), paragraph.style, k == ranges.count - 1))
            }
        }
        var truncated = Set<Int>()
        if truncation != .none {
            if isWrapped {
                let visible = Self.visibleLineCount(pending.map { ($0.glyphs, $0.style) }, text: text, height: height)
                if visible < pending.count {
                    let last = visible - 1
                    var rest = pending[last].glyphs
                    for line in pending[(last + 1)...] where !line.glyphs.isEmpty {
                        if let end = rest.last, !end.isWhitespace {
                            rest.append(TextShaper.space(style: text.styles[Int(end.style)], index: end.style))
                        }
                        rest += line.glyphs
                    }
                    let style = rest.first?.style ?? pending[last].style
                    let ellipsis = TextShaper.ellipsis(style: text.styles[Int(style)], index: style)
                    pending[last].glyphs = LineTruncation.truncate(rest, width: boxWidth, mode: truncation,
                                                                   ellipsis: ellipsis, force: true)
                    pending.removeLast(pending.count - visible)
                    truncated.insert(last)
                }
            } else {
                for i in pending.indices where TextShaper.width(of: pending[i].glyphs) > boxWidth + 1e-6 {
                    let style = pending[i].glyphs.first?.style ?? pending[i].style
                    let ellipsis = TextShaper.ellipsis(style: text.styles[Int(style)], index: style)
                    pending[i].glyphs = LineTruncation.truncate(pending[i].glyphs, width: boxWidth, mode: truncation,
                                                                ellipsis: ellipsis, force: false)
                    truncated.insert(i)
                }
            }
        }
        var top: CGFloat = 0
        var positions: [CGFloat] = []
        for (i, line) in pending.enumerated() {
            let metrics = Self.metrics(of: line.glyphs, fallbackStyle: text.styles[Int(line.style)])
            var glyphs = line.glyphs
            var lineWidth = TextShaper.measure(glyphs, positions: &positions)
            var x: CGFloat = 0
            switch alignment {
            case .natural, .left:
                x = 0
            case .right:
                x = boxWidth - lineWidth
            case .center:
                x = (boxWidth - lineWidth) / 2
            case .justified:
                if isWrapped && !line.endsParagraph && !truncated.contains(i) {
                    lineWidth = Self.justify(&glyphs, to: boxWidth, width: lineWidth)
                    lineWidth = TextShaper.measure(glyphs, positions: &positions)
                }
            }
            let baseline = top + metrics.ascent
            var placed: [PlacedGlyph] = []
            placed.reserveCapacity(glyphs.count)
            for (k, g) in glyphs.enumerated() where g.glyph != 0 && !g.isWhitespace {
                guard let face = g.face else { continue }
                placed.append(PlacedGlyph(glyph: g.glyph, face: face, size: g.size,
                                          color: text.styles[Int(g.style)].color, x: x + positions[k]))
            }
            lines.append(TextLine(glyphs: placed, baseline: baseline, x: x, width: lineWidth,
                                  ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading))
            top = baseline + metrics.descent + metrics.leading
        }
    }

    /// The height of all lines.
    package var height: CGFloat {
        lines.last.map { $0.baseline + $0.descent + $0.leading } ?? 0
    }

    /// How many lines fit in `height` (their bottoms, baseline plus descent, inside
    /// it); at least one.
    private static func visibleLineCount(_ lines: [([ShapedGlyph], Int32)], text: StyledText, height: CGFloat) -> Int {
        var top: CGFloat = 0
        var count = 0
        for (glyphs, style) in lines {
            let m = metrics(of: glyphs, fallbackStyle: text.styles[Int(style)])
            let bottom = top + m.ascent + m.descent
            if bottom > height + 1e-6 { break }
            count += 1
            top += m.ascent + m.descent + m.leading
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

    /// Stretches the spaces between words so the line is `target` wide (trailing
    /// spaces excluded); returns the new width. Lines with no inner space stay.
    private static func justify(_ glyphs: inout [ShapedGlyph], to target: CGFloat, width: CGFloat) -> CGFloat {
        guard width < target, let lastInk = glyphs.lastIndex(where: { !$0.isWhitespace }),
              let firstInk = glyphs.firstIndex(where: { !$0.isWhitespace }) else { return width }
        let spaces = (firstInk..<lastInk).filter { glyphs[$0].isWhitespace && !glyphs[$0].isTab }
        guard !spaces.isEmpty else { return width }
        let extra = (target - width) / CGFloat(spaces.count)
        for i in spaces { glyphs[i].advance += extra }
        return target
    }
}
