import Foundation
import Testing
@testable import LaminaText

/// Bidirectional text: paragraph direction from the first strong character, visual
/// order per line (UAX #9's rules, worked by hand in each test), natural alignment,
/// mirrored brackets.
@Suite struct BidiTests {
    func glyphs(_ scalars: String) -> [UInt32] {
        let direct = TextTest.DirectFace(TextTest.sans)
        return scalars.unicodeScalars.map { UInt32(direct.glyph($0)) }
    }

    @Test func mixedLineShowsTheHebrewWordReversed() {
        // "abc שלום def": a left-to-right paragraph (first strong letter a) whose Hebrew
        // run is at level 1, so on screen it reads right to left: ם ו ל ש.
        let layout = TextTest.layout("abc שלום def", size: 30)
        #expect(layout.lines.count == 1)
        #expect(!layout.lines[0].isRightToLeft)
        let shown = TextTest.placed(layout).map(\.glyph)
        #expect(shown == glyphs("abc") + glyphs("םולש") + glyphs("def"))
        #expect(layout.lines[0].x == 0, "natural alignment of a left-to-right paragraph is left")
    }

    @Test func aHebrewParagraphIsRightToLeftAndNaturallyRightAligned() {
        // The first strong character is Hebrew: the paragraph runs right to left; the
        // Latin word inside it keeps its own order.
        let text = "שלום abc"
        let box: CGFloat = 400
        let layout = TextTest.layout(text, size: 30, width: box, alignment: .natural)
        let line = layout.lines[0]
        #expect(line.isRightToLeft)
        #expect(abs(line.x + line.width - box) < 1e-9, "natural is right for a right-to-left paragraph")
        #expect(TextTest.placed(layout).map(\.glyph) == glyphs("abc") + glyphs("םולש"))
        // The ink ends at the box's right edge: the last glyph's pen plus its advance.
        let direct = TextTest.DirectFace(TextTest.sans)
        let k: CGFloat = 30 / direct.unitsPerEm
        let rightmost = TextTest.placed(layout).last!
        #expect(abs(rightmost.x + direct.advance("ש") * k - box) < 1e-9)
        // Left alignment still means left.
        let left = TextTest.layout(text, size: 30, width: box, alignment: .left)
        #expect(left.lines[0].x == 0)
        #expect(abs((TextTest.placed(left).first?.x ?? -1)) < 1e-9)
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() {
        // Logical "א(ב)": in a right-to-left paragraph the brackets are at level 1 and
        // mirrored, so left to right on screen: "(" (the mirrored ")"), ב, ")", א —
        // which reads "א(ב)" right to left.
        let layout = TextTest.layout("א(ב)", size: 30)
        #expect(TextTest.placed(layout).map(\.glyph) == glyphs("(") + glyphs("ב") + glyphs(")") + glyphs("א"))
    }

    @Test func numbersInHebrewKeepTheirOrder() {
        // European digits in a right-to-left paragraph stay left to right (level 2).
        let layout = TextTest.layout("שלום 123", size: 30)
        #expect(TextTest.placed(layout).map(\.glyph) == glyphs("123") + glyphs("םולש"))
    }

    @Test func eachWrappedLineIsReorderedOnItsOwn() {
        // Two Hebrew words wrapped onto two lines: each line is right aligned and holds
        // its own word, reversed; the first word (logically first) is on the first line.
        let one = TextTest.layout("שלום", size: 30).lines[0].width
        let layout = TextTest.layout("שלום עולם", size: 30, width: one + 5, wrapped: true, alignment: .natural)
        #expect(layout.lines.count == 2)
        #expect(TextTest.placed(layout).map(\.glyph) == glyphs("םולש"))
        let second = layout.lines[1].glyphs.sorted { $0.x < $1.x }.map(\.glyph)
        #expect(second == glyphs("םלוע"))
        for line in layout.lines { #expect(abs(line.x + line.width - (one + 5)) < 1e-9) }
    }

    @Test func endTruncationOfARightToLeftLineCutsItsLogicalEnd() {
        // The logical end of a right-to-left line is on the left: the ellipsis is there.
        let text = "שלום עולם שלום עולם"
        let full = TextTest.layout(text, size: 30).lines[0].width
        let layout = TextTest.layout(text, size: 30, width: full / 2, truncation: .end)
        let shown = TextTest.placed(layout)
        let ellipsis = glyphs("\u{2026}")[0]
        #expect(shown.first?.glyph == ellipsis)
        #expect(shown.last?.glyph == glyphs("ש")[0], "the logical start stays, on the right")
    }
}
