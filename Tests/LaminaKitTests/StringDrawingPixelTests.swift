import Foundation
import Testing
@testable import LaminaKit

/// UIKit's string drawing in pixels: where the ink lands in a y-down UIKit context,
/// which lines are drawn, alignment, colour, and bad input.
@Suite struct StringDrawingPixelTests {
    static let font = UIFont.systemFont(ofSize: 40)
    static var probe: FontProbe { FontProbe(font) }

    @Test func drawAtPutsTheTopLeftOfTheLineAtThePointUpright() throws {
        let image = Ink.image(CGSize(width: 200, height: 80)) {
            "T".draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: Self.font])
        }
        let ink = try #require(Ink.bounds(image))
        let box = Self.probe.glyphBox("T", size: 40), ascent = Self.probe.metrics(size: 40).ascent
        #expect(abs(CGFloat(ink.maxY) - (10 + ascent)) <= 1.5, "the baseline is the ascent below the point (\(ink))")
        #expect(abs(CGFloat(ink.minY) - (10 + ascent - box.maxY)) <= 1.5)
        #expect(abs(CGFloat(ink.minX) - (20 + box.minX)) <= 1.5)
        #expect(Ink.tIsUpright(image) == true, "UIKit's string drawing stands upright in its y-down space")
        let black = image!.pixels.pixel(x: 20 + Int(box.midX), y: ink.minY + 2)
        #expect(black.r == 0 && black.g == 0 && black.b == 0 && black.a == 255, "black by default: \(black)")
    }

    @Test func drawInWrapsAndDrawsOnlyTheLinesThatFitWhole() throws {
        let word = Self.probe.advance("HHH", size: 40), line = Self.probe.lineHeight(size: 40)
        let rect = CGRect(x: 10, y: 5, width: word + 4, height: 2.5 * line)
        let image = Ink.image(CGSize(width: 300, height: 300)) {
            "HHH HHH HHH".draw(in: rect, withAttributes: [.font: Self.font])
        }
        let bands = Ink.rowBands(try #require(image))
        #expect(bands.count == 2, "two of the three lines fit: \(bands)")
        let ink = try #require(Ink.bounds(image))
        #expect(CGFloat(ink.maxY) <= rect.minY + 2 * line, "nothing below the second line")
        #expect(CGFloat(ink.maxX) <= rect.maxX && CGFloat(ink.minX) >= rect.minX)
        let ascent = Self.probe.metrics(size: 40).ascent
        #expect(abs(CGFloat(bands[1].upperBound) - (rect.minY + line + ascent)) <= 1.5, "second baseline one line lower")
    }

    @Test func aParagraphStylesAlignmentPlacesTheLines() throws {
        for (alignment, expectedLeft) in [(NSTextAlignment.center, (200 - Self.probe.advance("HHH", size: 40)) / 2),
                                          (.right, 200 - Self.probe.advance("HHH", size: 40)), (.left, 0)] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let image = Ink.image(CGSize(width: 240, height: 60)) {
                "HHH".draw(in: CGRect(x: 20, y: 0, width: 200, height: 60), withAttributes: [.font: Self.font, .paragraphStyle: style])
            }
            let ink = try #require(Ink.bounds(image))
            let h = Self.probe.glyphBox("H", size: 40)
            #expect(abs(CGFloat(ink.minX) - (20 + expectedLeft + h.minX)) <= 1.5, "\(alignment): \(ink)")
        }
    }

    @Test func eachParagraphTakesItsOwnStyle() throws {
        // Needs the layout to honour TextStyle.paragraph per paragraph (the shaping
        // rewrite); until then every paragraph takes the first one's.
        let centred = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        centred.alignment = .center
        right.alignment = .right
        let s = NSMutableAttributedString(string: "HHH\nHHH", attributes: [.font: Self.font])
        s.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 4))
        s.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 4, length: 3))
        let image = try #require(Ink.image(CGSize(width: 200, height: 120)) {
            s.draw(in: CGRect(x: 0, y: 0, width: 200, height: 120))
        })
        let bands = Ink.rowBands(image)
        try #require(bands.count == 2)
        let word = Self.probe.advance("HHH", size: 40), h = Self.probe.glyphBox("H", size: 40)
        let first = try #require(Ink.bounds(image, in: (0..<200, bands[0])))
        #expect(abs(CGFloat(first.minX) - ((200 - word) / 2 + h.minX)) <= 1.5)
        let second = try #require(Ink.bounds(image, in: (0..<200, bands[1])))
        #expect(abs(CGFloat(second.minX) - (200 - word + h.minX)) <= 1.5)
    }

    @Test func drawWithoutLineFragmentOriginPutsTheBaselineAtTheOrigin() throws {
        let image = Ink.image(CGSize(width: 200, height: 80)) {
            "T".draw(with: CGRect(x: 30, y: 60, width: 5, height: 5), options: [], attributes: [.font: Self.font], context: nil)
        }
        let ink = try #require(Ink.bounds(image))
        #expect(abs(ink.maxY - 60) <= 1, "\(ink)")
        #expect(Ink.tIsUpright(image) == true)
    }

    @Test func theForegroundColourPaintsTheGlyphs() throws {
        let image = try #require(Ink.image(CGSize(width: 80, height: 60)) {
            NSAttributedString(string: "H", attributes: [.font: Self.font, .foregroundColor: UIColor.red]).draw(at: CGPoint(x: 5, y: 5))
        })
        let h = Self.probe.glyphBox("H", size: 40), ascent = Self.probe.metrics(size: 40).ascent
        let p = image.pixels.pixel(x: 5 + Int(h.minX.rounded(.up)) + 1, y: Int(5 + ascent - h.height / 2))
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255, "\(p)")
    }

    @Test func badInputDrawsNothingAndDoesNotCrash() {
        // No current context: UIKit logs "invalid context" and draws nothing.
        let outside = LaminaDiagnostics.capture {
            "Hi".draw(at: .zero, withAttributes: nil)
            NSAttributedString(string: "Hi").draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        #expect(outside.count == 2)
        let image = Ink.image(CGSize(width: 50, height: 50)) {
            let reported = LaminaDiagnostics.capture {
                "Hi".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: nil)
                "Hi".draw(in: CGRect(x: 0, y: CGFloat.nan, width: 50, height: 50), withAttributes: nil)
            }
            #expect(reported.count == 2)
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 0, height: 50), withAttributes: nil)
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 50, height: 0), withAttributes: nil)
            "".draw(at: CGPoint(x: 5, y: 5), withAttributes: nil)
            NSAttributedString(string: "").draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 50, height: 3), withAttributes: nil)
        }
        #expect(Ink.bounds(image) == nil, "nothing fits, nothing drawn")
    }
}
