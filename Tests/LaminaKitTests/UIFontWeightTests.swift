import Foundation
import Testing
@testable import LaminaKit

/// UIFont's weights, italic and monospaced system fonts, and metrics read from the face.
@Suite struct UIFontWeightTests {
    @Test func weightsHaveApplesRawValues() {
        let expected: [(UIFont.Weight, CGFloat)] = [
            (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
            (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
        ]
        for (weight, value) in expected {
            #expect(weight.rawValue == value)
            #expect(UIFont.Weight(rawValue: value) == weight && UIFont.Weight(value) == weight)
        }
    }

    /// The style of the face a font draws with.
    private func style(_ font: UIFont) -> String? { font.ctFont.face?.styleName }

    @Test func eachWeightDrawsTheNearestFaceOfTheFamily() {
        // DejaVu Sans has ExtraLight, Book and Bold faces; fontconfig picks the nearest.
        let expected: [(UIFont.Weight, String)] = [
            (.ultraLight, "ExtraLight"), (.thin, "ExtraLight"), (.light, "ExtraLight"), (.regular, "Book"),
            (.medium, "Book"), (.semibold, "Bold"), (.bold, "Bold"), (.heavy, "Bold"), (.black, "Bold"),
            (UIFont.Weight(0.1), "Book"), (UIFont.Weight(0.5), "Bold"), (UIFont.Weight(-1), "ExtraLight"),
            (UIFont.Weight(.nan), "Book"),
        ]
        for (weight, face) in expected {
            let font = UIFont.systemFont(ofSize: 15, weight: weight)
            #expect(style(font) == face, "\(weight.rawValue)")
            #expect(font.pointSize == 15 && font.familyName == "DejaVu Sans")
        }
        #expect(style(UIFont.boldSystemFont(ofSize: 15)) == "Bold")
        #expect(style(UIFont.systemFont(ofSize: 15)) == "Book")
        #expect(UIFont.systemFont(ofSize: 15, weight: .regular).fontName == UIFont.systemFont(ofSize: 15).fontName)
    }

    @Test func theItalicSystemFontIsTheObliqueFace() {
        #expect(style(UIFont.italicSystemFont(ofSize: 12)) == "Oblique")
    }

    @Test func theMonospacedSystemFontGivesEveryCharacterOneAdvance() {
        let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(font.ctFont.face?.familyName == "DejaVu Sans Mono")
        let probe = FontProbe(font)
        let advances = "iW.m0 ".map { probe.advance(String($0), size: 14) }
        #expect(Set(advances).count == 1, "\(advances)")
        #expect(style(UIFont.monospacedSystemFont(ofSize: 14, weight: .bold)) == "Bold")
    }

    @Test func monospacedDigitsHaveOneAdvance() {
        for weight in [UIFont.Weight.regular, .bold] {
            let font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: weight)
            #expect(font.ctFont.face === UIFont.systemFont(ofSize: 20, weight: weight).ctFont.face)
            let probe = FontProbe(font)
            let advances = "0123456789".map { probe.advance(String($0), size: 20) }
            #expect(Set(advances).count == 1, "DejaVu Sans' digits are tabular: \(advances)")
        }
    }

    @Test func metricsAreTheFacesScaledToThePointSize() {
        let font = UIFont.systemFont(ofSize: 30)
        let probe = FontProbe(font)
        let m = probe.metrics(size: 30), heights = probe.capAndXHeight(size: 30)
        #expect(abs(font.lineHeight - (m.ascent + m.descent + m.leading)) < 1e-9)
        #expect(abs(font.ascender - m.ascent) < 1e-9 && abs(font.descender + m.descent) < 1e-9)
        #expect(abs(font.leading - m.leading) < 1e-9)
        #expect(abs(font.capHeight - heights.cap) < 1e-9 && font.capHeight > 0)
        #expect(abs(font.xHeight - heights.x) < 1e-9 && font.xHeight > 0 && font.xHeight < font.capHeight)
    }

    @Test func aBadSizeIsReportedAndTakesUIKitsLabelSize() {
        var font: UIFont?
        let diagnostics = LaminaDiagnostics.capture { font = UIFont.systemFont(ofSize: .nan, weight: .bold) }
        #expect(diagnostics.count == 1 && font?.pointSize == 17)
        #expect(UIFont.italicSystemFont(ofSize: -3).pointSize == 17)
    }
}
