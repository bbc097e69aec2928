import Foundation
import Testing
@testable import LaminaText

/// CTLine: typographic bounds from the font's own advances and metrics, image bounds
/// from its outlines, and CTLineDraw's placement and orientation in pixels.
@Suite struct CoreTextLineTests {
    @Test func typographicBoundsAreTheFontsAdvancesAndMetrics() {
        let line = CTLineCreateWithAttributedString(CoreTextTest.string("Hi Min", size: 24))
        var ascent: CGFloat = -1, descent: CGFloat = -1, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(abs(width - Double(CoreTextTest.advance("Hi Min", size: 24))) < 1e-9)
        let m = CoreTextTest.metrics(size: 24)
        #expect(abs(ascent - m.ascent) < 1e-9 && abs(descent - m.descent) < 1e-9 && abs(leading - m.leading) < 1e-9)
        let font = CoreTextTest.font(24)
        #expect(ascent == CTFontGetAscent(font) && descent == CTFontGetDescent(font) && leading == CTFontGetLeading(font))
        #expect(CTLineGetGlyphCount(line) == 6, "one glyph a character, the space included")
        let range = CTLineGetStringRange(line)
        #expect(range.location == 0 && range.length == 6)
    }

    @Test func theTallestFontOnTheLineGivesItsAscent() {
        let s = NSMutableAttributedString(attributedString: CoreTextTest.string("Hi", size: 12))
        s.append(CoreTextTest.string("Hi", size: 30))
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let width = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(s), &ascent, &descent, nil)
        #expect(abs(ascent - CoreTextTest.metrics(size: 30).ascent) < 1e-9)
        #expect(abs(descent - CoreTextTest.metrics(size: 30).descent) < 1e-9)
        let expected = CoreTextTest.advance("Hi", size: 12) + CoreTextTest.advance("Hi", size: 30)
        #expect(abs(width - Double(expected)) < 1e-9)
    }

    @Test func spacesAtTheEndCountInTheWidth() {
        let line = CTLineCreateWithAttributedString(CoreTextTest.string("Hi  ", size: 20))
        let space = CoreTextTest.advance(" ", size: 20)
        #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - Double(CoreTextTest.advance("Hi", size: 20) + 2 * space)) < 1e-9)
        #expect(abs(CTLineGetTrailingWhitespaceWidth(line) - Double(2 * space)) < 1e-9)
        let spaces = CTLineCreateWithAttributedString(CoreTextTest.string("   ", size: 20))
        #expect(abs(CTLineGetTypographicBounds(spaces, nil, nil, nil) - Double(3 * space)) < 1e-9)
        #expect(CTLineGetImageBounds(spaces, nil).isNull, "spaces have no ink")
    }

    @Test func aLineBreakStartsNoNewLineAndTakesNoSpace() {
        let line = CTLineCreateWithAttributedString(CoreTextTest.string("Hi\nMin", size: 20))
        #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - Double(CoreTextTest.advance("HiMin", size: 20))) < 1e-9)
        #expect(line.layout.lines.count == 1)
    }

    @Test func anEmptyLineMeasuresNothing() {
        var ascent: CGFloat = 1, descent: CGFloat = 1, leading: CGFloat = 1
        let empty = CTLineCreateWithAttributedString(NSAttributedString(string: ""))
        #expect(CTLineGetTypographicBounds(empty, &ascent, &descent, &leading) == 0)
        #expect(ascent == 0 && descent == 0 && leading == 0)
        #expect(CTLineGetGlyphCount(empty) == 0)
        #expect(CTLineGetImageBounds(empty, nil).isNull)
        let ctx = CoreTextTest.yUpContext(20, 20)
        CTLineDraw(empty, ctx)
        #expect(TextTest.inkBounds(ctx) == nil)
        // A lone newline has its font's metrics (Core Text gives it a run), no width.
        let newline = CTLineCreateWithAttributedString(CoreTextTest.string("\n", size: 20))
        #expect(CTLineGetTypographicBounds(newline, &ascent, nil, nil) == 0)
        #expect(abs(ascent - CoreTextTest.metrics(size: 20).ascent) < 1e-9)
    }

    @Test func imageBoundsAreTheOutlinesBoxAtTheTextPosition() {
        let line = CTLineCreateWithAttributedString(CoreTextTest.string("T", size: 40))
        let box = CoreTextTest.glyphBox("T", size: 40)
        let atOrigin = CTLineGetImageBounds(line, nil)
        #expect(abs(atOrigin.minX - box.minX) < 1e-6 && abs(atOrigin.minY - box.minY) < 1e-6)
        #expect(abs(atOrigin.width - box.width) < 1e-6 && abs(atOrigin.height - box.height) < 1e-6)
        let ctx = CoreTextTest.yUpContext(10, 10)
        ctx.textPosition = CGPoint(x: 10, y: 20)
        let moved = CTLineGetImageBounds(line, ctx)
        #expect(abs(moved.minX - (box.minX + 10)) < 1e-6 && abs(moved.minY - (box.minY + 20)) < 1e-6)
    }

    @Test func inABitmapContextAsMadeTheLineStandsUprightOnTheTextPosition() throws {
        // CoreGraphics' default space is y up: Core Text's glyphs stand upright in it,
        // the baseline at textPosition.y from the bottom.
        let ctx = CoreTextTest.yUpContext(120, 80)
        ctx.textPosition = CGPoint(x: 20, y: 20)
        CTLineDraw(CTLineCreateWithAttributedString(CoreTextTest.string("T", size: 40)), ctx)
        let ink = try #require(TextTest.inkBounds(ctx))
        let box = CoreTextTest.glyphBox("T", size: 40)
        #expect(abs(ink.maxY - 60) <= 1, "the baseline is 20 px above the bottom: memory row 60 (\(ink))")
        #expect(abs(CGFloat(ink.minY) - (60 - box.maxY)) <= 1.5, "the top of the T is its height above it")
        #expect(abs(CGFloat(ink.minX) - (20 + box.minX)) <= 1.5)
        #expect(CoreTextTest.tIsUpright(ctx) == true)
        #expect(ctx.textPosition == CGPoint(x: 20, y: 20), "the text position is left where it was")
    }

    @Test func inUIKitsFlippedSpaceTheLineIsUpsideDownAsOnIOS() throws {
        // A y-down context (UIKit's, a layer's backing store): Core Text's y-up glyphs are
        // mirrored about the baseline, which sits textPosition.y from the top.
        let ctx = TextTest.context(120, 80)
        ctx.textPosition = CGPoint(x: 20, y: 20)
        CTLineDraw(CTLineCreateWithAttributedString(CoreTextTest.string("T", size: 40)), ctx)
        let ink = try #require(TextTest.inkBounds(ctx))
        #expect(abs(ink.minY - 20) <= 1, "ink starts at the baseline and runs down (\(ink))")
        #expect(CoreTextTest.tIsUpright(ctx) == false)
    }

    @Test func theIOSFlipIdiomMakesItUprightAgain() throws {
        // iOS code in draw(_:): ctx.translateBy(x: 0, y: h); ctx.scaleBy(x: 1, y: -1).
        let ctx = TextTest.context(120, 80)
        ctx.translateBy(x: 0, y: 80)
        ctx.scaleBy(x: 1, y: -1)
        ctx.textPosition = CGPoint(x: 20, y: 20)
        CTLineDraw(CTLineCreateWithAttributedString(CoreTextTest.string("T", size: 40)), ctx)
        let ink = try #require(TextTest.inkBounds(ctx))
        #expect(abs(ink.maxY - 60) <= 1)
        #expect(CoreTextTest.tIsUpright(ctx) == true)
    }

    @Test func theTextMatrixScalesTheGlyphsAboutTheTextPosition() throws {
        let plain = CoreTextTest.yUpContext(200, 100), wide = CoreTextTest.yUpContext(200, 100)
        let line = CTLineCreateWithAttributedString(CoreTextTest.string("T", size: 30))
        plain.textPosition = CGPoint(x: 10, y: 10)
        CTLineDraw(line, plain)
        wide.textMatrix = CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 10, ty: 10)
        CTLineDraw(line, wide)
        let a = try #require(TextTest.inkBounds(plain)), b = try #require(TextTest.inkBounds(wide))
        #expect(abs(CGFloat(b.maxX - b.minX) - 2 * CGFloat(a.maxX - a.minX)) <= 2)
        #expect(a.maxY == b.maxY && a.minY == b.minY, "same baseline, same height")
    }

    @Test func glyphsAreDrawnInTheirRangesColour() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let ctx = CoreTextTest.yUpContext(60, 60)
        ctx.textPosition = CGPoint(x: 5, y: 10)
        CTLineDraw(CTLineCreateWithAttributedString(CoreTextTest.string("H", size: 40, [.foregroundColor: red])), ctx)
        let ink = try #require(TextTest.inkBounds(ctx))
        // The left stem of the H is solid: a pixel inside it is exactly red.
        let stem = CoreTextTest.glyphBox("H", size: 40)
        let p = TextTest.pixel(ctx, 5 + Int(stem.minX.rounded(.up)) + 1, (ink.minY + ink.maxY) / 2)
        #expect(p == [255, 0, 0, 255], "\(p)")
    }
}
