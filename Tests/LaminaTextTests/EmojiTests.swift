import Foundation
import Testing
@testable import LaminaText

/// Colour emoji: fallback to the colour emoji face, sequences shaped to one glyph, and
/// coloured pixels drawn at the font size whatever the text's colour.
@Suite struct EmojiTests {
    /// How many pixels of `ctx` inside columns `x0..<x1` are coloured: opaque enough
    /// and far from grey (the channels differ by more than 40 of 255).
    func colouredPixels(_ ctx: CGContext, _ x0: Int, _ x1: Int) -> Int {
        var count = 0
        for y in 0..<ctx.height {
            for x in max(x0, 0)..<min(x1, ctx.width) {
                let p = TextTest.pixel(ctx, x, y)
                guard p[3] > 128 else { continue }
                if Int(p[0..<3].max()!) - Int(p[0..<3].min()!) > 40 { count += 1 }
            }
        }
        return count
    }

    @Test func threeEmojiAreThreeColourGlyphs() throws {
        // A face, a thumbs up with a skin tone modifier, a flag (two regional indicators).
        let text = "😀👍🏽🇫🇷"
        let layout = TextTest.layout(text, size: 40)
        let glyphs = TextTest.placed(layout)
        #expect(glyphs.count == 3, "the modifier sequence and the flag shape to one glyph each")
        let face = try #require(glyphs.first?.face)
        #expect(face.hasColorGlyphs && glyphs.allSatisfy { $0.face === face })
        #expect(glyphs.map(\.glyph) == TextTest.harfBuzz(text, path: face.path, index: face.index).map(\.glyph))
        // Drawn white text: every emoji's box holds coloured pixels.
        let ctx = TextTest.context(220, 70)
        ctx.draw(layout, at: CGPoint(x: 5, y: 5))
        let advance = face.unitsPerEm > 0 ? 40 * 2550 / face.unitsPerEm : 0
        for g in glyphs {
            let x0 = Int(5 + g.x), x1 = Int(5 + g.x + advance)
            #expect(colouredPixels(ctx, x0, x1) > 200, "emoji at \(g.x) is drawn in colour")
        }
    }

    @Test func emojiScaleWithTheFontSize() throws {
        // Noto Color Emoji's bitmaps are one strike (109 pixels per em); drawn at 20 and
        // 60 points, the ink is three times as tall.
        func inkHeight(_ size: CGFloat) -> Int {
            let layout = TextTest.layout("😀", size: size)
            let ctx = TextTest.context(Int(size * 2), Int(size * 2))
            ctx.draw(layout, at: .zero)
            guard let ink = TextTest.inkBounds(ctx) else { return 0 }
            return ink.maxY - ink.minY
        }
        let small = inkHeight(20), large = inkHeight(60)
        #expect(small >= 16 && small <= 26, "about one em at 20 points: \(small)")
        #expect(abs(CGFloat(large) - 3 * CGFloat(small)) <= 4)
    }

    @Test func emojiIgnoreTheTextColourButTextPresentationDoesNot() {
        // U+263A with U+FE0E asks for a text glyph: drawn in the text's colour (red).
        // With U+FE0F it is an emoji: its own colours.
        let red = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        func draw(_ text: String) -> (CGContext, TextLayout) {
            let layout = TextLayout(StyledText(text, style: TextTest.style(size: 40, color: red)), width: 200,
                                    height: 100, isWrapped: false, alignment: .left, truncation: .none)
            let ctx = TextTest.context(80, 70)
            ctx.draw(layout, at: CGPoint(x: 5, y: 5))
            return (ctx, layout)
        }
        let (textCtx, textLayout) = draw("\u{263A}\u{FE0E}")
        #expect(textLayout.lines[0].glyphs.first?.face.hasColorGlyphs == false)
        var nonRed = 0
        for y in 0..<textCtx.height {
            for x in 0..<textCtx.width {
                let p = TextTest.pixel(textCtx, x, y)
                if p[3] > 0 && (p[1] > 0 || p[2] > 0) { nonRed += 1 }
            }
        }
        #expect(nonRed == 0, "a text-presentation glyph is painted in the text's colour only")
        let (emojiCtx, emojiLayout) = draw("\u{263A}\u{FE0F}")
        #expect(emojiLayout.lines[0].glyphs.first?.face.hasColorGlyphs == true)
        #expect(colouredPixels(emojiCtx, 0, 80) > 200)
    }

    @Test func aRotatedContextDrawsEmojiThroughTheTransform() {
        let layout = TextTest.layout("😀", size: 40)
        let ctx = TextTest.context(120, 120)
        ctx.translateBy(x: 60, y: 60)
        ctx.rotate(by: .pi / 4)
        ctx.draw(layout, at: CGPoint(x: -20, y: -25))
        #expect(colouredPixels(ctx, 0, 120) > 300)
    }

    @Test func zwjFamilyIsOneGlyph() throws {
        // Man, ZWJ, woman, ZWJ, girl: one family glyph in Noto Color Emoji.
        let text = "👨\u{200D}👩\u{200D}👧"
        let layout = TextTest.layout(text, size: 40)
        let glyphs = TextTest.placed(layout)
        let face = try #require(glyphs.first?.face)
        let expected = TextTest.harfBuzz(text, path: face.path, index: face.index)
        #expect(glyphs.count == 1 && expected.count == 1)
        #expect(glyphs.map(\.glyph) == expected.map(\.glyph))
    }

    @Test func colrLayersDrawInTheirPaletteColours() throws {
        // Scripts/fonts/make-colr-test-font.py: "A" is two COLR layers, a red square
        // over the em's lower half (0…400 units) and a blue one over its upper half
        // (400…800), 800 units wide; "B" a plain square drawn in the text's colour.
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fonts/LaminaCOLRTest.ttf").path
        let face = try #require(FontLibrary.shared.withLock {
            FontLibrary.shared.face(at: FontMatcher.Location(path: path, index: 0))
        })
        #expect(face.hasColorGlyphs && face.isScalable)
        // At 50 points (one pixel per point), 1000 units per em: 0.05 pixels per unit.
        // The ascent (800 units) puts the baseline 40 pixels below the top.
        let layout = TextLayout(StyledText("AB", style: TextTest.style(size: 50, face: face)), width: 200, height: 100,
                                isWrapped: false, alignment: .left, truncation: .none)
        #expect(abs(layout.lines[0].baseline - 40) < 1e-9)
        let ctx = TextTest.context(120, 60)
        ctx.draw(layout, at: .zero)
        #expect(TextTest.pixel(ctx, 20, 30) == [255, 0, 0, 255], "lower layer: palette entry 0")
        #expect(TextTest.pixel(ctx, 20, 10) == [0, 0, 255, 255], "upper layer: palette entry 1")
        #expect(TextTest.pixel(ctx, 45, 30) == [0, 0, 0, 0], "A is 40 pixels wide")
        #expect(TextTest.pixel(ctx, 70, 30) == [255, 255, 255, 255], "B is an outline in the text's white")
    }
}
