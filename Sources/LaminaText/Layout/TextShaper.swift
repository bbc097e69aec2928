import CHarfBuzz
import Foundation

// Shaping. Input: styled text. Output: its paragraphs (the text between newlines) as
// glyphs in logical order, each with its cluster, bidi level and where lines may break.
// Runs on the caller's thread under `FontLibrary`'s lock.
//
// A paragraph's levels come from the bidi algorithm (`BidiParagraph`); `TextItemizer`
// splits it into runs of one face, style, level and script; HarfBuzz shapes each run in
// the context of the whole paragraph: GSUB ligatures and contextual forms (Arabic
// joining, Indic conjuncts, emoji sequences), GPOS kerning and mark positioning, the
// 'kern' table where a font has no GPOS, mirrored brackets in right-to-left runs.

/// A glyph as layout places it: its face, its advance and offset in points, and the
/// cluster of characters it draws.
package struct ShapedGlyph {
    /// The glyph in `face` (0 when no installed face has one: nothing is drawn).
    package var glyph: UInt32
    /// The face drawn with: the style's, or a fallback face holding the characters.
    package var face: FontFace?
    /// The style's index in `StyledText.styles`.
    package var style: Int32
    /// Points per em.
    package var size: CGFloat
    /// The pen's advance in points (kerning included), with the style's `kern` added
    /// after each cluster.
    package var advance: CGFloat
    /// HarfBuzz's displacement of the glyph from its pen position, in points (x right,
    /// y up): marks placed on their bases.
    package var offset: CGPoint = .zero
    /// The first character of the glyph's cluster (decides spaces and tabs).
    package var scalar: Unicode.Scalar {
        didSet { isWhitespace = ScalarClasses.isWhitespace(scalar) }
    }
    /// The index in the paragraph of the cluster's first character.
    package var cluster: Int32
    /// Whether this is the first glyph of its cluster in logical order: lines break and
    /// truncate only there, so a cluster is never split.
    package var isClusterStart: Bool = true
    /// Whether a line may break before this cluster.
    package var breakBefore: Bool = false
    /// The bidi embedding level (odd: right to left).
    package var level: UInt8 = 0

    /// A space: it hangs at the end of a line, and lines break after it.
    package private(set) var isWhitespace: Bool

    /// A tab: its advance runs to the next tab stop.
    package var isTab: Bool { scalar == "\t" }

    package init(glyph: UInt32, face: FontFace?, style: Int32, size: CGFloat, advance: CGFloat,
                 offset: CGPoint = .zero, scalar: Unicode.Scalar, cluster: Int32, isClusterStart: Bool = true,
                 level: UInt8 = 0) {
        self.glyph = glyph
        self.face = face
        self.style = style
        self.size = size
        self.advance = advance
        self.offset = offset
        self.scalar = scalar
        self.cluster = cluster
        self.isClusterStart = isClusterStart
        self.level = level
        isWhitespace = ScalarClasses.isWhitespace(scalar)
    }
}

/// A paragraph of shaped glyphs in logical order, the style an empty paragraph takes its
/// line height from, and its base direction.
package struct ShapedParagraph {
    package var glyphs: [ShapedGlyph]
    package var style: Int32
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one (from its first strong
    /// character).
    package var baseLevel: UInt8 = 0

    package var isRightToLeft: Bool { baseLevel % 2 == 1 }
}

/// Characters to glyphs, through HarfBuzz.
package enum TextShaper {
    /// Core Text's default distance between tab stops, in points.
    package static let tabInterval: CGFloat = 28

    /// The one HarfBuzz buffer, reused for every run (use under the lock).
    private nonisolated(unsafe) static var buffer: OpaquePointer? = hb_buffer_create()

    /// `text` split at newlines and shaped.
    package static func shape(_ text: StyledText) -> [ShapedParagraph] {
        FontLibrary.shared.withLock {
            var paragraphs: [ShapedParagraph] = []
            var scalars: [Unicode.Scalar] = []
            var styles: [Int32] = []
            var previous: Unicode.Scalar = " "
            for (i, scalar) in text.scalars.enumerated() {
                let styleIndex = text.styleIndex[i]
                defer { previous = scalar }
                if ScalarClasses.isNewline(scalar) {
                    if scalar == "\n" && previous == "\r" { continue }
                    paragraphs.append(paragraph(scalars, styleIndex: styles, styles: text.styles, emptyStyle: styleIndex))
                    scalars.removeAll(keepingCapacity: true)
                    styles.removeAll(keepingCapacity: true)
                    continue
                }
                if ScalarClasses.isInvisibleControl(scalar) { continue }
                scalars.append(scalar)
                styles.append(styleIndex)
            }
            paragraphs.append(paragraph(scalars, styleIndex: styles, styles: text.styles,
                                        emptyStyle: text.styleIndex.last ?? 0))
            return paragraphs
        }
    }

    /// One paragraph's glyphs in logical order (under the lock).
    static func paragraph(_ scalars: [Unicode.Scalar], styleIndex: [Int32], styles: [TextStyle],
                          emptyStyle: Int32) -> ShapedParagraph {
        let codes = scalars.map(\.value)
        let (levels, base) = BidiParagraph.levels(of: codes)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        for run in TextItemizer.runs(scalars, styleIndex: styleIndex, styles: styles, levels: levels) {
            let start = glyphs.count
            shape(run, codes: codes, scalars: scalars, style: styles[Int(run.style)], into: &glyphs)
            for i in start..<glyphs.count where glyphs[i].isClusterStart {
                let c = Int(glyphs[i].cluster)
                glyphs[i].breakBefore = c > 0 && ScalarClasses.canBreak(between: scalars[c - 1], and: scalars[c])
            }
        }
        return ShapedParagraph(glyphs: glyphs, style: styleIndex.first ?? emptyStyle, baseLevel: base)
    }

    /// Appends the glyphs of `run`, in logical order, to `glyphs`.
    private static func shape(_ run: TextItemizer.Run, codes: [UInt32], scalars: [Unicode.Scalar],
                              style: TextStyle, into glyphs: inout [ShapedGlyph]) {
        guard let face = run.face, let font = face.shapingFont, let buffer else {
            unshaped(run, scalars: scalars, style: style, into: &glyphs)
            return
        }
        hb_buffer_clear_contents(buffer)
        codes.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound),
                                Int32(run.range.count))
        }
        let rightToLeft = run.level % 2 == 1
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, run.script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if run.range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if run.range.upperBound == codes.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count), count > 0 else { return }
        let k = style.size / face.unitsPerEm
        let first = glyphs.count
        for n in 0..<Int(count) {
            // HarfBuzz returns a right-to-left run in visual order; layout works in
            // logical order until a line is reordered.
            let i = rightToLeft ? Int(count) - 1 - n : n
            let cluster = Int(infos[i].cluster)
            let startsCluster = glyphs.count == first || Int(glyphs[glyphs.count - 1].cluster) != cluster
            let p = positions[i]
            glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, face: face, style: run.style, size: style.size,
                                      advance: CGFloat(p.x_advance) * k,
                                      offset: CGPoint(x: CGFloat(p.x_offset) * k, y: CGFloat(p.y_offset) * k),
                                      scalar: scalars[min(cluster, scalars.count - 1)], cluster: Int32(cluster),
                                      isClusterStart: startsCluster, level: run.level))
        }
        if style.kern != 0 { addKern(style.kern, to: &glyphs, from: first) }
    }

    /// Characters one to one onto glyphs with the font's advances: a face HarfBuzz
    /// cannot read, or no face at all.
    private static func unshaped(_ run: TextItemizer.Run, scalars: [Unicode.Scalar], style: TextStyle,
                                 into glyphs: inout [ShapedGlyph]) {
        let first = glyphs.count
        for c in run.range {
            let scalar = scalars[c]
            var glyph: UInt32 = 0
            var advance: CGFloat = 0
            if let face = run.face {
                glyph = face.glyph(for: scalar)
                advance = face.advance(of: glyph) * style.size / face.unitsPerEm
            }
            glyphs.append(ShapedGlyph(glyph: glyph, face: run.face, style: run.style, size: style.size,
                                      advance: advance, scalar: scalar, cluster: Int32(c),
                                      isClusterStart: !scalar.properties.isGraphemeExtend || c == run.range.lowerBound,
                                      level: run.level))
        }
        if style.kern != 0 { addKern(style.kern, to: &glyphs, from: first) }
    }

    /// Adds `kern` points after the last glyph of each cluster from `first` on
    /// (`NSAttributedString.Key.kern`).
    private static func addKern(_ kern: CGFloat, to glyphs: inout [ShapedGlyph], from first: Int) {
        for i in first..<glyphs.count where i + 1 == glyphs.count || glyphs[i + 1].isClusterStart {
            glyphs[i].advance += kern
        }
    }

    /// `scalars` in `style` (index `index`), shaped as a paragraph of their own, at
    /// bidi `level`.
    private static func standalone(_ scalars: [Unicode.Scalar], style: TextStyle, index: Int32,
                                   level: UInt8) -> [ShapedGlyph] {
        var glyphs = paragraph(scalars, styleIndex: Array(repeating: 0, count: scalars.count), styles: [style],
                               emptyStyle: 0).glyphs
        for i in glyphs.indices {
            glyphs[i].style = index
            glyphs[i].level = level
            glyphs[i].cluster = -1
            glyphs[i].breakBefore = false
        }
        return glyphs
    }

    /// An ellipsis ("…", or "..." when no face has one) in `style`, at bidi `level`.
    package static func ellipsis(style: TextStyle, index: Int32, level: UInt8 = 0) -> [ShapedGlyph] {
        FontLibrary.shared.withLock {
            let single = standalone(["\u{2026}"], style: style, index: index, level: level)
            if single.contains(where: { $0.glyph != 0 }) { return single }
            return standalone([".", ".", "."], style: style, index: index, level: level)
        }
    }

    /// A space in `style` (joins paragraphs that truncation runs together).
    package static func space(style: TextStyle, index: Int32, level: UInt8 = 0) -> ShapedGlyph {
        FontLibrary.shared.withLock {
            standalone([" "], style: style, index: index, level: level).first
                ?? ShapedGlyph(glyph: 0, face: style.face, style: index, size: style.size, advance: 0, scalar: " ",
                               cluster: -1, level: level)
        }
    }

    /// The pen position before each glyph of `glyphs` and the width of the run: the
    /// right edge of its last non-space glyph (trailing spaces hang).
    package static func measure<C: Collection>(_ glyphs: C, positions: inout [CGFloat]) -> CGFloat
    where C.Element == ShapedGlyph {
        positions.removeAll(keepingCapacity: true)
        var x: CGFloat = 0
        var width: CGFloat = 0
        for g in glyphs {
            positions.append(x)
            let advance = g.isTab ? tabInterval - x.truncatingRemainder(dividingBy: tabInterval) : g.advance
            x += advance
            if !g.isWhitespace { width = x }
        }
        return width
    }

    /// `measure`'s width alone.
    package static func width<C: Collection>(of glyphs: C) -> CGFloat where C.Element == ShapedGlyph {
        var x: CGFloat = 0
        var width: CGFloat = 0
        for g in glyphs {
            x += g.isTab ? tabInterval - x.truncatingRemainder(dividingBy: tabInterval) : g.advance
            if !g.isWhitespace { width = x }
        }
        return width
    }
}
