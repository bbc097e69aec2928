import CFreeType
import Foundation
import Testing
@testable import LaminaText

/// Glyphs land where FreeType's metrics put them, advances and kerning are the font's,
/// and rendered glyphs are cached.
@Suite struct GlyphTests {
    /// "H" at 40 pixels, pen at (10, baseline): every pixel equals FreeType's own
    /// coverage of the glyph at bitmap_left / bitmap_top from the pen, nothing else is
    /// touched.
    @Test func glyphCoverageLandsWhereFreeTypeMetricsSay() throws {
        let face = TextTest.sans
        let direct = TextTest.DirectFace(face)
        let expected = direct.bitmap("H", pixels: 40)
        #expect(expected.width > 0 && expected.rows > 0)
        let layout = TextTest.layout("H", size: 40)
        let line = try #require(layout.lines.first)
        // The baseline is the ascent (hhea, from FreeType) below the top.
        let ascent = CGFloat(direct.face!.pointee.ascender) * 40 / direct.unitsPerEm
        #expect(abs(line.baseline - ascent) < 1e-9)
        let ctx = TextTest.context(100, 60)
        ctx.draw(layout, at: CGPoint(x: 10, y: 0))
        let baselineRow = Int(ascent.rounded())
        let left = 10 + expected.left, top = baselineRow - expected.top
        for y in 0..<60 {
            for x in 0..<100 {
                let inside = x >= left && x < left + expected.width && y >= top && y < top + expected.rows
                let want = inside ? expected.bytes[(y - top) * expected.width + (x - left)] : 0
                let got = TextTest.pixel(ctx, x, y)
                #expect(got == [want, want, want, want], "pixel (\(x), \(y))")
                if got != [want, want, want, want] { return }
            }
        }
    }

    /// A line's width is the sum of the glyphs' advances plus the 'kern' table's pair
    /// kerning, both read through FreeType directly.
    @Test func lineWidthIsAdvancesPlusKerning() throws {
        let string = "AVATAR Ty"
        let size: CGFloat = 30
        let direct = TextTest.DirectFace(TextTest.sans)
        let scalars = Array(string.unicodeScalars)
        var advances: CGFloat = 0, kerning: CGFloat = 0
        for (i, s) in scalars.enumerated() {
            advances += direct.advance(s)
            if i + 1 < scalars.count { kerning += direct.kerning(s, scalars[i + 1]) }
        }
        #expect(kerning != 0, "DejaVu Sans kerns A-V and T-y; the test needs a kerning font")
        let expected = (advances + kerning) * size / direct.unitsPerEm
        let line = try #require(TextTest.layout(string, size: size).lines.first)
        #expect(abs(line.width - expected) < 1e-9)
    }

    /// The `kern` attribute adds its points after every character.
    @Test func kernAttributeAddsAfterEachCharacter() throws {
        let plain = try #require(TextTest.layout("abc", size: 20).lines.first)
        let spaced = TextLayout(StyledText("abc", style: TextTest.style(size: 20, kern: 5)), width: 1000, height: 100,
                                isWrapped: false, alignment: .left, truncation: .none)
        let line = try #require(spaced.lines.first)
        // The width ends at the last glyph's right edge, which includes its own kern.
        #expect(abs(line.width - (plain.width + 15)) < 1e-9)
        #expect(abs(line.glyphs[1].x - plain.glyphs[1].x - 5) < 1e-9)
    }

    /// Drawing the same text again renders no glyph: the bitmaps come from the cache.
    /// (The count is the process's: a test drawing other text at the same moment adds to
    /// it, so a few tries are allowed; a cache that missed would miss on every one.)
    @Test func drawingAgainUsesTheGlyphCache() {
        let layout = TextTest.layout("cache me 123", size: 17)
        TextTest.context(200, 40).draw(layout, at: .zero)
        var rendered: [Int] = []
        for _ in 0..<5 {
            let before = FontLibrary.shared.withLock { FontLibrary.shared.glyphs.renderCount }
            TextTest.context(200, 40).draw(layout, at: .zero)
            let after = FontLibrary.shared.withLock { FontLibrary.shared.glyphs.renderCount }
            rendered.append(after - before)
            if after == before { break }
        }
        #expect(rendered.last == 0, "glyphs rendered on each try: \(rendered)")
    }

    /// Under a rotation the glyphs are filled as outlines: the ink of a rotated "I"
    /// runs along the rotated direction.
    @Test func rotatedContextsFillOutlines() throws {
        let ctx = TextTest.context(100, 100)
        ctx.translateBy(x: 50, y: 50)
        ctx.rotate(by: .pi / 2)
        ctx.draw(TextTest.layout("IIIIIIII", size: 20), at: .zero)
        let ink = try #require(TextTest.inkBounds(ctx))
        // Rotated a quarter turn, the row of I's runs vertically: taller than wide.
        #expect(ink.maxY - ink.minY > 2 * (ink.maxX - ink.minX))
    }
}
