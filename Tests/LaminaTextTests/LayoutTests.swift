import Foundation
import Testing
@testable import LaminaText

/// Wrapping, alignment, truncation and line heights, with expectations from the widths
/// of the unwrapped pieces and the font's metrics.
@Suite struct LayoutTests {
    /// The width of `string` laid out on one line.
    func width(_ string: String, size: CGFloat = 20) -> CGFloat {
        TextTest.layout(string, size: size).lines.first?.width ?? 0
    }

    /// The characters drawn on a line, spaces excluded.
    func inkCount(_ line: TextLine) -> Int { line.glyphs.count }

    @Test func wrapsAtWordBoundariesForAWidthThatFitsThreeWords() {
        // No "fi" or "fl": DejaVu Sans draws those as one ligature glyph.
        let string = "one two three four nine six"
        let three = width("one two three"), four = width("one two three four")
        let layout = TextTest.layout(string, width: (three + four) / 2, wrapped: true)
        #expect(layout.lines.count == 2)
        #expect(inkCount(layout.lines[0]) == "onetwothree".count)
        #expect(inkCount(layout.lines[1]) == "fourninesix".count)
        #expect(abs(layout.lines[0].width - three) < 1e-9)
        #expect(layout.lines[1].glyphs.first?.x == 0)
    }

    @Test func lineHeightIsAscentDescentAndLeading() throws {
        let face = TextTest.sans
        let layout = TextTest.layout("a\nb\n\nc", size: 30)
        #expect(layout.lines.count == 4)
        let k: CGFloat = 30 / face.unitsPerEm
        let lineHeight = (face.ascender + face.descender + face.lineGap) * k
        for (i, line) in layout.lines.enumerated() {
            #expect(abs(line.baseline - (face.ascender * k + CGFloat(i) * lineHeight)) < 1e-9)
        }
    }

    @Test func aWordLongerThanTheWidthBreaksBetweenCharacters() {
        let layout = TextTest.layout("abcdefghij", width: width("abcd") + 0.5, wrapped: true)
        #expect(layout.lines.map { $0.glyphs.count } == [4, 4, 2])
    }

    @Test func cjkBreaksBetweenCharactersAndFallsBackToAFontThatHasThem() throws {
        let layout = TextTest.layout("中文字体排版", size: 20, width: 2.5 * 20, wrapped: true)
        // Full-width ideographs advance one em: two fit in 2.5 em.
        #expect(layout.lines.map { $0.glyphs.count } == [2, 2, 2])
        let glyph = try #require(layout.lines.first?.glyphs.first)
        #expect(glyph.face !== TextTest.sans, "the ideograph comes from a fallback face")
        #expect(glyph.glyph != 0)
    }

    @Test(arguments: [TextAlignment.left, .natural, .right, .center])
    func alignmentPlacesTheLineByTheSpareWidth(_ alignment: TextAlignment) throws {
        let box: CGFloat = 300
        let line = try #require(TextTest.layout("Hello there", width: box, alignment: alignment).lines.first)
        let w = width("Hello there")
        let expected: CGFloat
        switch alignment {
        case .right: expected = box - w
        case .center: expected = (box - w) / 2
        default: expected = 0
        }
        #expect(abs(line.x - expected) < 1e-9)
        #expect(abs((line.glyphs.first?.x ?? -1) - expected) < 1e-9)
    }

    @Test func justifiedStretchesSpacesExceptOnTheLastLine() {
        let box = width("aa bb cc dd") + 1
        let layout = TextTest.layout("aa bb cc dd ee ff gg", width: box, wrapped: true, alignment: .justified)
        #expect(layout.lines.count == 2)
        #expect(abs(layout.lines[0].width - box) < 1e-9)
        // The last word of the first line ends at the right edge.
        #expect(abs(layout.lines[1].width - width("ee ff gg")) < 1e-9)
        #expect(layout.lines[1].x == 0)
    }

    @Test(arguments: [TextTruncation.end, .start, .middle])
    func truncationPutsTheEllipsisInPlaceAndFits(_ mode: TextTruncation) throws {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        let box: CGFloat = 120
        let line = try #require(TextTest.layout(alphabet, width: box, truncation: mode).lines.first)
        let sans = TextTest.sans
        let (ellipsis, a, z) = FontLibrary.shared.withLock {
            (sans.glyph(for: "\u{2026}"), sans.glyph(for: "a"), sans.glyph(for: "z"))
        }
        let glyphs = line.glyphs.map(\.glyph)
        #expect(line.width <= box + 1e-9)
        #expect(glyphs.filter { $0 == ellipsis }.count == 1)
        switch mode {
        case .end:
            #expect(glyphs.first == a && glyphs.last == ellipsis)
            // One more letter would not have fitted.
            let kept = glyphs.count - 1
            let longer = String(alphabet.prefix(kept + 1)) + "\u{2026}"
            #expect(width(longer) > box)
        case .start:
            #expect(glyphs.first == ellipsis && glyphs.last == z)
        default:
            #expect(glyphs.first == a && glyphs.last == z)
            let middle = try #require(glyphs.firstIndex(of: ellipsis))
            #expect(middle > 0 && middle < glyphs.count - 1)
        }
    }

    @Test func aLineThatFitsIsNotTruncated() {
        let layout = TextTest.layout("short", width: 300, truncation: .end)
        #expect(layout.lines[0].glyphs.count == 5)
    }

    @Test func wrappedTextTruncatesTheLastLineThatFitsTheHeight() throws {
        let face = TextTest.sans
        let size: CGFloat = 20
        let lineHeight = (face.ascender + face.descender + face.lineGap) * size / face.unitsPerEm
        let box = width("word word") + 1
        let layout = TextTest.layout("word word word word word word word word", size: size, width: box,
                                     height: 2 * lineHeight + 1, wrapped: true, truncation: .end)
        #expect(layout.lines.count == 2)
        let ellipsis = FontLibrary.shared.withLock { face.glyph(for: "\u{2026}") }
        #expect(layout.lines[1].glyphs.last?.glyph == ellipsis)
        #expect(layout.lines[1].width <= box + 1e-9)
    }

    @Test func badInputLaysOutNothingAndDoesNotCrash() {
        #expect(TextTest.layout("").lines.isEmpty)
        #expect(TextTest.layout("x", width: .nan).lines.isEmpty)
        #expect(TextTest.layout("x", width: 0, wrapped: true, truncation: .end).lines.count == 1)
        #expect(TextTest.layout("abc", width: -5, wrapped: true).lines.count == 3)
    }
}

/// Long input stays cheap: truncating and wrapping a 200,000-character line finishes
/// (bisection, greedy breaking), and the result still fits.
@Suite struct LongTextTests {
    @Test(arguments: [TextTruncation.end, .start, .middle])
    func aVeryLongLineTruncatesAndFits(_ mode: TextTruncation) throws {
        let long = String(repeating: "lorem ipsum ", count: 20_000)
        let line = try #require(TextTest.layout(long, width: 300, truncation: mode).lines.first)
        #expect(line.width <= 300 + 1e-9)
        #expect(line.glyphs.count > 10)
    }
}

/// Line and paragraph rules Core Text shares: tab stops every 28 points, CR LF as one
/// newline, breaks after hyphens.
@Suite struct LineRuleTests {
    @Test func tabsAdvanceToTheNextStopEvery28Points() throws {
        let line = try #require(TextTest.layout("a\tb\tc", size: 20).lines.first)
        // "a" is narrower than 28 points, so "b" starts at the first stop and "c" at the second.
        #expect(line.glyphs.map(\.x) == [0, 28, 56])
    }

    @Test func crlfIsOneNewlineAndEveryNewlineKindBreaks() {
        #expect(TextTest.layout("a\r\nb").lines.count == 2)
        #expect(TextTest.layout("a\rb\nc\u{2028}d\u{2029}e").lines.count == 5)
        #expect(TextTest.layout("a\n").lines.count == 2)
    }

    @Test func linesBreakAfterAHyphen() {
        let layout = TextTest.layout("well-known", size: 20,
                                     width: TextTest.layout("well-kn", size: 20).lines[0].width, wrapped: true)
        #expect(layout.lines.map { $0.glyphs.count } == [5, 5])
    }
}
