import Foundation
import Testing
@testable import LaminaKit

/// UIKit's string measuring: `size(withAttributes:)`, `boundingRect(with:…)` and their
/// attributed-string forms, against advances and metrics read from the font's file.
@Suite struct StringMeasuringTests {
    static let font = UIFont.systemFont(ofSize: 20)
    static var attributes: [NSAttributedString.Key: Any] { [.font: font] }
    static var probe: FontProbe { FontProbe(font) }
    static var lineHeight: CGFloat { probe.lineHeight(size: 20) }

    @Test func optionsHaveApplesRawValues() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        #expect(NSString.DrawingOptions.usesLineFragmentOrigin == .usesLineFragmentOrigin)
    }

    @Test func aStringsSizeIsItsAdvanceByItsLineHeight() {
        let size = "Hill".size(withAttributes: Self.attributes)
        #expect(abs(size.width - Self.probe.advance("Hill", size: 20)) < 1e-9)
        #expect(abs(size.height - Self.lineHeight) < 1e-9)
        #expect(abs(size.height - Self.font.lineHeight) < 1e-9)
        #expect(size.width != size.width.rounded(.up), "fractional, as UIKit's: ceil it to size a view")
        let two = "Hill\nMinimum".size(withAttributes: Self.attributes)
        #expect(abs(two.width - Self.probe.advance("Minimum", size: 20)) < 1e-9, "the widest paragraph")
        #expect(abs(two.height - 2 * Self.lineHeight) < 1e-9)
        #expect(("Hill" as NSString).size(withAttributes: Self.attributes) == size)
        #expect(NSAttributedString(string: "Hill", attributes: Self.attributes).size() == size)
    }

    @Test func withoutAttributesTextIsHelvetica12() {
        let helvetica = FontProbe(ctFont: CTFontCreateWithName("Helvetica", 12, nil))
        let size = "Hill".size(withAttributes: nil)
        #expect(abs(size.width - helvetica.advance("Hill", size: 12)) < 1e-9)
        #expect(abs(size.height - helvetica.lineHeight(size: 12)) < 1e-9)
        #expect(NSAttributedString(string: "Hill").size() == size)
    }

    @Test func anEmptyStringHasNoSize() {
        #expect("".size(withAttributes: Self.attributes) == .zero)
        #expect(NSAttributedString(string: "").size() == .zero)
        #expect("".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                attributes: Self.attributes, context: nil) == .zero)
    }

    @Test func withoutLineFragmentOriginTheStringIsOneLineFromItsBaseline() {
        let rect = "Hi\nll".boundingRect(with: CGSize(width: 10, height: 10), options: [], attributes: Self.attributes,
                                         context: nil)
        let m = Self.probe.metrics(size: 20)
        #expect(abs(rect.minY + m.ascent) < 1e-9, "the origin is the baseline's: y is minus the ascent")
        #expect(rect.minX == 0 && abs(rect.height - Self.lineHeight) < 1e-9)
        #expect(abs(rect.width - Self.probe.advance("Hill", size: 20)) < 1e-9, "one line, not wrapped to 10")
    }

    @Test func withLineFragmentOriginTheTextWrapsToTheWidth() {
        let word = Self.probe.advance("HHH", size: 20)
        let rect = "HHH HHH HHH".boundingRect(with: CGSize(width: word + 2, height: .greatestFiniteMagnitude),
                                           options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(rect.origin == .zero)
        #expect(abs(rect.width - word) < 1e-9 && abs(rect.height - 3 * Self.lineHeight) < 1e-9)
        // The height is a guide: every line counts...
        let short = "HHH HHH HHH".boundingRect(with: CGSize(width: word + 2, height: Self.lineHeight),
                                            options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(abs(short.height - 3 * Self.lineHeight) < 1e-9)
        // ...unless the last visible line is truncated.
        let cut = "HHH HHH HHH".boundingRect(with: CGSize(width: word + 2, height: 2.5 * Self.lineHeight),
                                          options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                          attributes: Self.attributes, context: nil)
        #expect(abs(cut.height - 2 * Self.lineHeight) < 1e-9 && cut.width <= word + 2)
        let attributed = NSAttributedString(string: "HHH HHH HHH", attributes: Self.attributes)
        #expect(attributed.boundingRect(with: CGSize(width: word + 2, height: 0), options: .usesLineFragmentOrigin,
                                        context: nil) == rect, "a height of 0 does not constrain")
    }

    @Test func deviceMetricsMeasureTheInk() {
        let box = Self.probe.glyphBox("T", size: 20)
        let single = "T".boundingRect(with: .zero, options: .usesDeviceMetrics, attributes: Self.attributes, context: nil)
        #expect(abs(single.minX - box.minX) < 1e-6 && abs(single.minY + box.maxY) < 1e-6)
        #expect(abs(single.width - box.width) < 1e-6 && abs(single.height - box.height) < 1e-6)
        let lines = "T".boundingRect(with: .zero, options: [.usesLineFragmentOrigin, .usesDeviceMetrics],
                                     attributes: Self.attributes, context: nil)
        #expect(abs(lines.minY - (Self.probe.metrics(size: 20).ascent - box.maxY)) < 1e-6, "from the top of the line")
    }

    @Test func aDrawingContextShrinksTheFontToFit() {
        let natural = Self.probe.advance("HHHHHHHH", size: 20)
        let context = NSStringDrawingContext()
        #expect(context.minimumScaleFactor == 0 && context.actualScaleFactor == 1 && context.totalBounds == .zero)
        context.minimumScaleFactor = 0.5
        let rect = "HHHHHHHH".boundingRect(with: CGSize(width: 0.75 * natural, height: 100), options: [],
                                        attributes: Self.attributes, context: context)
        #expect(context.actualScaleFactor <= 0.75 && context.actualScaleFactor > 0.748, "\(context.actualScaleFactor)")
        #expect(rect.width <= 0.75 * natural + 1e-9 && context.totalBounds == rect)
        _ = "HHHHHHHH".boundingRect(with: CGSize(width: 0.25 * natural, height: 100), options: [],
                                    attributes: Self.attributes, context: context)
        #expect(context.actualScaleFactor == 0.5, "no smaller than the minimum")
        _ = "HH".boundingRect(with: CGSize(width: 1000, height: 100), options: [], attributes: Self.attributes, context: context)
        #expect(context.actualScaleFactor == 1, "text that fits is not shrunk")
    }

    @Test func badSizesDoNotConstrainAndDoNotCrash() {
        let free = "Hill".boundingRect(with: CGSize(width: CGFloat.nan, height: -5), options: .usesLineFragmentOrigin,
                                       attributes: Self.attributes, context: nil)
        #expect(abs(free.width - Self.probe.advance("Hill", size: 20)) < 1e-9)
        let infinite = "Hill".boundingRect(with: CGSize(width: CGFloat.infinity, height: .infinity),
                                           options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(infinite == free)
    }
}
