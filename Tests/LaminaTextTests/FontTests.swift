import Foundation
import Testing
@testable import LaminaText

/// Fonts by name through fontconfig, Core Text's font functions, bad names and sizes.
@Suite struct FontTests {
    @Test func helveticaResolvesToAnInstalledSans() {
        let font = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
        #expect(CTFontGetSize(font) == 24)
        #expect(font.face != nil)
        #expect(!CTFontCopyFamilyName(font).isEmpty)
    }

    @Test func postScriptStyleSuffixPicksTheBoldFace() throws {
        let regular = CTFontCreateWithName("Helvetica", 20, nil)
        let bold = CTFontCreateWithName("Helvetica-Bold", 20, nil)
        #expect(regular.face !== bold.face)
        #expect(try #require(bold.face).styleName.contains("Bold"))
    }

    @Test func metricsScaleWithTheSize() throws {
        let font = CTFontCreateWithName("DejaVu Sans", 20, nil)
        let face = try #require(font.face)
        #expect(face.familyName == "DejaVu Sans")
        #expect(abs(CTFontGetAscent(font) - face.ascender * 20 / face.unitsPerEm) < 1e-9)
        #expect(abs(CTFontGetDescent(font) - face.descender * 20 / face.unitsPerEm) < 1e-9)
        #expect(CTFontGetUnitsPerEm(font) == UInt32(face.unitsPerEm))
    }

    @Test func anUnknownNameFallsBackWithADiagnostic() {
        var font: CTFont?
        let diagnostics = LaminaDiagnostics.capture {
            font = CTFontCreateWithName("No Such Font Anywhere", 18, nil)
        }
        #expect(font?.face != nil)
        #expect(diagnostics.contains { $0.message.contains("No Such Font Anywhere") })
        #expect(CGFont("No Such Font Anywhere" as CFString) == nil)
        #expect(CGFont("DejaVu Sans" as CFString) != nil)
    }

    @Test func sizeZeroMeansTwelveAndNaNIsRefused() {
        #expect(CTFontGetSize(CTFontCreateWithName("Helvetica", 0, nil)) == 12)
        let diagnostics = LaminaDiagnostics.capture {
            #expect(CTFontGetSize(CTFontCreateWithName("Helvetica", .nan, nil)) == 12)
        }
        #expect(diagnostics.count == 1)
    }

    @Test func fontNamesSplitIntoFamilyAndStyle() {
        let name = FontName("HelveticaNeue-BoldItalic")
        #expect(name.family == "Helvetica Neue")
        #expect(name.weight == 200 && name.slant == 100)
        #expect(FontName("TimesNewRomanPSMT").family == "Times New Roman")
        #expect(FontName("Menlo-Regular").family == "monospace")
        #expect(FontName("").family == "Helvetica")
    }

    @Test func attributedStringsTakeTheirRangesStyles() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let s = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: red])
        s.addAttribute(.font, value: CTFontCreateWithName("Helvetica", 30, nil), range: NSRange(location: 1, length: 1))
        s.addAttribute(.kern, value: NSNumber(value: 2), range: NSRange(location: 0, length: 1))
        let styled = StyledText(s)
        #expect(styled.scalars.count == 2)
        let first = styled.styles[Int(styled.styleIndex[0])], second = styled.styles[Int(styled.styleIndex[1])]
        #expect(first.color == red.rgba && first.size == 12 && first.kern == 2)
        #expect(second.size == 30 && second.kern == 0)
        // A Core Text colour key works too; no colour at all is black.
        let coreText = NSAttributedString(string: "x", attributes: [NSAttributedString.Key(kCTForegroundColorAttributeName): red])
        #expect(StyledText(coreText).styles[0].color == red.rgba)
        #expect(StyledText(NSAttributedString(string: "x")).styles[0].color == CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
