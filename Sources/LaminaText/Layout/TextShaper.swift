import Foundation

/// A character as layout places it: its glyph in the face that has it, its advance and
/// the kerning to the next glyph, in points.
package struct ShapedGlyph {
    package var scalar: Unicode.Scalar
    /// The glyph in `face` (0 when no installed face has one: nothing is drawn).
    package var glyph: UInt32
    /// The face drawn with: the style's, or a fallback face holding the character.
    package var face: FontFace?
    /// The style's index in `StyledText.styles`.
    package var style: Int32
    /// Points per em.
    package var size: CGFloat
    /// The pen's advance in points, with the style's `kern` added.
    package var advance: CGFloat
    /// The font's kerning between this glyph and the next, in points.
    package var kerning: CGFloat = 0
    /// A tab: its advance runs to the next tab stop.
    package var isTab: Bool { scalar == "\t" }
    package var isWhitespace: Bool { ScalarClasses.isWhitespace(scalar) }
}

/// A paragraph of shaped glyphs (the text between two newlines) and the style an empty
/// paragraph takes its line height from.
package struct ShapedParagraph {
    package var glyphs: [ShapedGlyph]
    package var style: Int32
}

/// Characters to glyphs: each scalar's glyph from its style's face, or from the face
/// fontconfig finds holding it (CJK in a Latin font), advances and kerning from the
/// font (FreeType's reading of the 'kern' table). No ligatures or contextual forms.
package enum TextShaper {
    /// Core Text's default distance between tab stops, in points.
    package static let tabInterval: CGFloat = 28

    /// `text` split at newlines and shaped.
    package static func shape(_ text: StyledText) -> [ShapedParagraph] {
        FontLibrary.shared.withLock {
            var paragraphs: [ShapedParagraph] = []
            var current: [ShapedGlyph] = []
            var previous: Unicode.Scalar = " "
            for (i, scalar) in text.scalars.enumerated() {
                let styleIndex = text.styleIndex[i]
                defer { previous = scalar }
                if ScalarClasses.isNewline(scalar) {
                    if scalar == "\n" && previous == "\r" { continue }
                    paragraphs.append(finish(current, style: styleIndex))
                    current.removeAll()
                    continue
                }
                if ScalarClasses.isInvisibleControl(scalar) { continue }
                current.append(glyph(for: scalar, style: text.styles[Int(styleIndex)], index: styleIndex))
            }
            let lastStyle = text.styleIndex.last ?? 0
            paragraphs.append(finish(current, style: lastStyle))
            return paragraphs
        }
    }

    /// The glyphs of `scalar` in `style` (under the lock).
    static func glyph(for scalar: Unicode.Scalar, style: TextStyle, index: Int32) -> ShapedGlyph {
        var face = style.face
        var glyph = face?.glyph(for: scalar) ?? 0
        if glyph == 0, !ScalarClasses.isWhitespace(scalar), let fallback = FontLibrary.shared.fallbackFace(for: scalar) {
            face = fallback
            glyph = fallback.glyph(for: scalar)
        }
        var advance: CGFloat = 0
        if let face {
            advance = face.advance(of: glyph) * style.size / face.unitsPerEm
        }
        return ShapedGlyph(scalar: scalar, glyph: glyph, face: face, style: index, size: style.size,
                           advance: advance + style.kern)
    }

    /// An ellipsis ("…", or "..." when no face has one) in `style`.
    package static func ellipsis(style: TextStyle, index: Int32) -> [ShapedGlyph] {
        FontLibrary.shared.withLock {
            let single = glyph(for: "\u{2026}", style: style, index: index)
            if single.glyph != 0 { return [single] }
            return finish(Array(repeating: glyph(for: ".", style: style, index: index), count: 3), style: index).glyphs
        }
    }

    /// A space in `style` (joins paragraphs that truncation runs together).
    package static func space(style: TextStyle, index: Int32) -> ShapedGlyph {
        FontLibrary.shared.withLock { glyph(for: " ", style: style, index: index) }
    }

    /// Adds the kerning between neighbours drawn with the same face at the same size.
    private static func finish(_ glyphs: [ShapedGlyph], style: Int32) -> ShapedParagraph {
        var glyphs = glyphs
        if glyphs.count > 1 {
            for i in 0..<(glyphs.count - 1) {
                guard let face = glyphs[i].face, face === glyphs[i + 1].face,
                      glyphs[i].size == glyphs[i + 1].size else { continue }
                glyphs[i].kerning = face.kerning(glyphs[i].glyph, glyphs[i + 1].glyph) * glyphs[i].size / face.unitsPerEm
            }
        }
        return ShapedParagraph(glyphs: glyphs, style: style)
    }

    /// The pen position before each glyph of `glyphs` and the width of the run: the
    /// right edge of its last non-space glyph (trailing spaces hang; the last glyph's
    /// kerning to a neighbour that is not there is not counted).
    package static func measure<C: Collection>(_ glyphs: C, positions: inout [CGFloat]) -> CGFloat
    where C.Element == ShapedGlyph {
        positions.removeAll(keepingCapacity: true)
        var x: CGFloat = 0
        var width: CGFloat = 0
        for g in glyphs {
            positions.append(x)
            let advance = g.isTab ? tabInterval - x.truncatingRemainder(dividingBy: tabInterval) : g.advance
            if !g.isWhitespace { width = x + advance }
            x += advance + g.kerning
        }
        return width
    }

    /// `measure`'s width alone.
    package static func width<C: Collection>(of glyphs: C) -> CGFloat where C.Element == ShapedGlyph {
        var scratch: [CGFloat] = []
        return measure(glyphs, positions: &scratch)
    }
}
