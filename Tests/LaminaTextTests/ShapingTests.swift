import CHarfBuzz
import Foundation
import Testing
@testable import LaminaText

/// Shaping through HarfBuzz: ligatures, contextual forms, conjuncts and GPOS kerning,
/// each compared with HarfBuzz's own output for the same text and font, and with the
/// font's character map (the glyphs unshaped text would draw).
@Suite struct ShapingTests {
    @Test func ffiDrawsTheLigatureGlyph() {
        let sans = TextTest.sans
        let direct = TextTest.DirectFace(sans)
        let expected = TextTest.harfBuzz("ffi", path: sans.path, index: sans.index)
        let glyphs = TextTest.placed(TextTest.layout("ffi", size: 40))
        #expect(expected.count == 1, "DejaVu Sans has an ffi ligature (U+FB03)")
        #expect(glyphs.map(\.glyph) == expected.map(\.glyph))
        #expect(glyphs.first?.glyph == UInt32(direct.glyph("\u{FB03}")), "the ligature is the font's U+FB03")
        #expect(glyphs.first?.glyph != UInt32(direct.glyph("f")))
        // The line is as wide as the ligature's advance, not three letters'.
        let layout = TextTest.layout("ffi", size: 40)
        let k: CGFloat = 40 / direct.unitsPerEm
        #expect(abs(layout.lines[0].width - direct.advance("\u{FB03}") * k) < 1e-9)
    }

    @Test func arabicLettersJoin() throws {
        // seen, lam, alef, meem. By Arabic joining: seen joins the lam after it (initial
        // form), lam and alef form the lam-alef ligature (final, joined to seen), and
        // alef does not join leftwards, so meem stands isolated.
        let text = "سلام"
        let layout = TextTest.layout(text, size: 40)
        let glyphs = TextTest.placed(layout)
        let face = try #require(glyphs.first?.face)
        #expect(face.familyName == TextTest.sans.familyName, "DejaVu Sans has Arabic")
        let direct = TextTest.DirectFace(face)
        let isolated = text.unicodeScalars.map { UInt32(direct.glyph($0)) }
        #expect(!isolated.contains(0))
        // Left to right on screen: meem (isolated), lam-alef final, seen initial.
        let expected = ["\u{0645}", "\u{FEFC}", "\u{FEB3}"].map { UInt32(direct.glyph(Unicode.Scalar($0)!)) }
        #expect(glyphs.map(\.glyph) == expected)
        #expect(glyphs.first(where: { $0.glyph == isolated[0] }) == nil, "seen is not drawn isolated")
        #expect(glyphs.map(\.glyph) == TextTest.harfBuzz(text, path: face.path, index: face.index).map(\.glyph))
    }

    @Test func devanagariConjunctIsOneGlyph() throws {
        let text = "क्ष"   // ka, virama, ssa
        let layout = TextTest.layout(text, size: 40)
        let glyphs = TextTest.placed(layout)
        let face = try #require(glyphs.first?.face)
        #expect(face.familyName != TextTest.sans.familyName, "DejaVu Sans has no Devanagari: a fallback face draws it")
        let expected = TextTest.harfBuzz(text, path: face.path, index: face.index)
        #expect(glyphs.map(\.glyph) == expected.map(\.glyph))
        #expect(glyphs.count < text.unicodeScalars.count, "the conjunct is fewer glyphs than letters")
    }

    @Test func kerningChangesTheAdvances() {
        let sans = TextTest.sans
        let direct = TextTest.DirectFace(sans)
        let k: CGFloat = 50 / direct.unitsPerEm
        let unkerned = (direct.advance("A") + direct.advance("V")) * k
        let shaped = TextTest.harfBuzz("AV", path: sans.path, index: sans.index)
        let kerned = CGFloat(shaped.map(\.advance).reduce(0, +)) * k
        #expect(kerned < unkerned - 1, "DejaVu Sans kerns A and V together")
        let layout = TextTest.layout("AV", size: 50)
        #expect(abs(layout.lines[0].width - kerned) < 1e-9)
        let glyphs = TextTest.placed(layout)
        #expect(abs(glyphs[1].x - glyphs[0].x - CGFloat(shaped[0].advance) * k) < 1e-9)
    }

    @Test func combiningMarksStayWithTheirBaseAcrossBreaks() {
        // "e" + combining acute, five times: each line break falls between clusters.
        let cluster = "e\u{0301}"
        let text = String(repeating: cluster, count: 5)
        let single = TextTest.layout(cluster, size: 30).lines[0]
        let layout = TextTest.layout(text, size: 30, width: single.width * 2 + 0.5, wrapped: true)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.map(\.glyphs.count) == [2, 2, 1].map { $0 * single.glyphs.count })
        #expect(abs(layout.lines[0].width - single.width * 2) < 1e-6)
    }

    @Test func truncationNeverSplitsALigature() {
        // The cut falls inside "office…": the ffi ligature is kept or dropped whole, so
        // no lone "f" glyph is ever drawn.
        let full = TextTest.layout("office office office", size: 30)
        let direct = TextTest.DirectFace(TextTest.sans)
        for fraction in stride(from: 0.25, through: 0.9, by: 0.04) {
            let width = full.lines[0].width * CGFloat(fraction)
            let layout = TextTest.layout("office office office", size: 30, width: width, truncation: .end)
            let glyphs = layout.lines[0].glyphs.map(\.glyph)
            #expect(!glyphs.contains(UInt32(direct.glyph("f"))))
            #expect(glyphs.last == UInt32(direct.glyph("\u{2026}")))
            #expect(layout.lines[0].width <= width + 1e-6)
        }
    }
}
