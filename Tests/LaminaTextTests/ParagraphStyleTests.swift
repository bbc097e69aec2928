import Foundation
import Testing
@testable import LaminaText

/// NSParagraphStyle and NSMutableParagraphStyle: Apple's raw values and defaults,
/// copying, and how an attributed string's paragraph style reaches layout.
@Suite struct ParagraphStyleTests {
    @Test func rawValuesAreIOSs() {
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
        #expect(NSLineBreakMode.byCharWrapping.rawValue == 1)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
        #expect(NSLineBreakMode.byTruncatingHead.rawValue == 3)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(kCTParagraphStyleAttributeName == "NSParagraphStyle")
    }

    @Test func theDefaultStyleHasApplesDefaults() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.lineSpacing == 0)
        #expect(style.paragraphSpacing == 0)
        #expect(NSParagraphStyle.default === NSParagraphStyle.default)
        #expect(NSMutableParagraphStyle() == NSParagraphStyle.default, "a new mutable style equals the default")
    }

    @Test func theUsualIOSIdiomMakesAnIndependentMutableCopy() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        style.lineSpacing = 4
        style.paragraphSpacing = 10
        #expect(NSParagraphStyle.default.alignment == .natural, "the default is not changed")
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen == style)
        style.alignment = .right
        #expect(frozen.alignment == .center, "a copy keeps its values")
        #expect(frozen != style)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other == frozen && other.hash == frozen.hash)
    }

    @Test func spacingsAreNeverNegative() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = -3
        style.paragraphSpacing = -1
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0)
        let diagnostics = LaminaDiagnostics.capture {
            style.lineSpacing = .nan
            style.paragraphSpacing = .infinity
        }
        #expect(diagnostics.count == 2)
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0)
    }

    @Test func eachLineBreakModeBecomesItsLayout() {
        let expected: [(NSLineBreakMode, Bool, Bool, TextTruncation)] = [
            (.byWordWrapping, true, false, .none), (.byCharWrapping, true, true, .none),
            (.byClipping, false, false, .none), (.byTruncatingHead, false, false, .start),
            (.byTruncatingTail, false, false, .end), (.byTruncatingMiddle, false, false, .middle),
        ]
        for (mode, wraps, byCharacter, truncation) in expected {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = mode
            let attributes = ParagraphAttributes(style)
            #expect(attributes.isWrapped == wraps && attributes.wrapsByCharacter == byCharacter
                    && attributes.truncation == truncation, "\(mode)")
        }
        let aligned: [(NSTextAlignment, TextAlignment)] = [
            (.left, .left), (.center, .center), (.right, .right), (.justified, .justified), (.natural, .natural),
        ]
        for (alignment, layout) in aligned {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            #expect(ParagraphAttributes(style).alignment == layout)
        }
    }

    @Test func anAttributedStringsParagraphStyleReachesItsStyles() throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineSpacing = 6
        let s = NSMutableAttributedString(string: "One\nTwo")
        s.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 4))
        let text = StyledText(s)
        let first = try #require(text.styles[Int(text.styleIndex[0])].paragraph)
        #expect(first == ParagraphAttributes(alignment: .center, lineSpacing: 6))
        #expect(text.styles[Int(text.styleIndex[5])].paragraph == nil, "the second paragraph has none")
        #expect(text.firstParagraph == first)
    }

    @Test func aValueThatIsNotAParagraphStyleIsReportedAndIgnored() {
        let s = NSAttributedString(string: "x", attributes: [.paragraphStyle: "centred"])
        var text = StyledText()
        let diagnostics = LaminaDiagnostics.capture { text = StyledText(s) }
        #expect(diagnostics.map(\.code) == [.invalidValueType])
        #expect(text.styles[0].paragraph == nil)
    }
}

/// Linux Foundation's mutable attributed strings crash comparing `NSObject` values of
/// neighbouring ranges; paragraph styles are plain classes so this works.
@Suite struct ParagraphStyleAttributeTests {
    @Test func neighbouringRangesMayHoldDifferentStyles() {
        let a = NSMutableParagraphStyle(), b = NSMutableParagraphStyle()
        b.alignment = .right
        let s = NSMutableAttributedString(string: "One\nTwo")
        s.addAttribute(.paragraphStyle, value: a, range: NSRange(location: 0, length: 4))
        s.addAttribute(.paragraphStyle, value: b, range: NSRange(location: 4, length: 3))
        s.addAttribute(.paragraphStyle, value: a.copy(), range: NSRange(location: 4, length: 3))
        var found: [NSTextAlignment] = []
        s.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: s.length)) { value, _, _ in
            if let style = value as? NSParagraphStyle { found.append(style.alignment) }
        }
        #expect(found == [.natural], "equal styles coalesce into one range, as on Apple platforms")
    }
}
