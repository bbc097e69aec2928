import Foundation
import Testing
@testable import LaminaText

/// Pixels of drawn text: colours per range, scale, clipping to the context.
@Suite struct TextDrawingTests {
    @Test func attributedRangesDrawInTheirColours() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let s = NSMutableAttributedString(string: "HHH HHH")
        s.addAttribute(.font, value: CTFontCreateWithName("Helvetica", 30, nil), range: NSRange(location: 0, length: 7))
        s.addAttribute(.foregroundColor, value: red, range: NSRange(location: 0, length: 3))
        s.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 4, length: 3))
        let layout = TextLayout(StyledText(s), width: 300, height: 60, isWrapped: false, alignment: .left, truncation: .none)
        let ctx = TextTest.context(300, 60)
        ctx.draw(layout, at: .zero)
        let line = try #require(layout.lines.first)
        // The fourth "H" starts after the space: its pen is left of all blue ink and right of all red.
        let split = Int(line.glyphs[3].x.rounded(.down))
        var redPixels = 0, bluePixels = 0
        for y in 0..<60 {
            for x in 0..<300 {
                let p = TextTest.pixel(ctx, x, y)
                guard p[3] > 0 else { continue }
                if x < split {
                    #expect(p[1] == 0 && p[2] == 0, "left of the space only red: \(p) at (\(x), \(y))")
                    if p == [255, 0, 0, 255] { redPixels += 1 }
                } else {
                    #expect(p[0] == 0 && p[1] == 0, "right of the space only blue: \(p) at (\(x), \(y))")
                    if p == [0, 0, 255, 255] { bluePixels += 1 }
                }
            }
        }
        #expect(redPixels > 50 && bluePixels > 50)
    }

    @Test func scaleTwoDrawsTwiceThePixels() throws {
        let layout = TextTest.layout("Hx", size: 20)
        let one = TextTest.context(80, 40), two = TextTest.context(160, 80, scale: 2)
        one.draw(layout, at: .zero)
        two.draw(layout, at: .zero)
        let a = try #require(TextTest.inkBounds(one)), b = try #require(TextTest.inkBounds(two))
        // Ink extents double, give or take the edge pixel each side of each glyph.
        #expect(abs((b.maxX - b.minX) - 2 * (a.maxX - a.minX)) <= 2)
        #expect(abs((b.maxY - b.minY) - 2 * (a.maxY - a.minY)) <= 2)
    }

    @Test func textOutsideTheContextIsCutOffSafely() {
        let ctx = TextTest.context(10, 10)
        ctx.draw(TextTest.layout("Far away", size: 30), at: CGPoint(x: -5000, y: 3000))
        ctx.draw(TextTest.layout("Close", size: 30), at: CGPoint(x: -3, y: -10))
        ctx.draw(TextTest.layout("Huge", size: 4000), at: .zero)
        ctx.draw(TextTest.layout("Enormous", size: 1e7), at: .zero)
        #expect(TextTest.pixel(ctx, 5, 5).count == 4)
    }
}
