import Foundation
import Testing
@testable import LaminaText

/// CTFramesetter and CTFrame: lines from the top of the path's box in y-up space, one
/// line height apart, only those that fit; what they hold; suggested sizes; drawing.
@Suite struct CoreTextFrameTests {
    static let size: CGFloat = 20
    static var lineHeight: CGFloat {
        let m = CoreTextTest.metrics(size: size)
        return m.ascent + m.descent + m.leading
    }

    static func frame(_ string: NSAttributedString, _ rect: CGRect) -> CTFrame {
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        return CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: rect, transform: nil), nil)
    }

    static func origins(_ frame: CTFrame) -> [CGPoint] {
        let count = (CTFrameGetLines(frame) as! [CTLine]).count
        var origins = [CGPoint](repeating: CGPoint(x: -1, y: -1), count: count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        return origins
    }

    @Test func linesStartAtTheTopOfTheBoxOneLineHeightApart() {
        let frame = Self.frame(CoreTextTest.string("Hi Min\nHHH\nIl", size: Self.size), CGRect(x: 10, y: 20, width: 300, height: 200))
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count == 3)
        let ascent = CoreTextTest.metrics(size: Self.size).ascent
        for (i, origin) in Self.origins(frame).enumerated() {
            #expect(origin.x == 0)
            #expect(abs(origin.y - (200 - ascent - CGFloat(i) * Self.lineHeight)) < 1e-9, "line \(i): \(origin)")
        }
        let widths = lines.map { CTLineGetTypographicBounds($0, nil, nil, nil) }
        #expect(abs(widths[1] - Double(CoreTextTest.advance("HHH", size: Self.size))) < 1e-9)
        let range = CTFrameGetVisibleStringRange(frame)
        #expect(range.location == 0 && range.length == 13)
        let ranges = lines.map(CTLineGetStringRange).map { [$0.location, $0.length] }
        #expect(ranges == [[0, 7], [7, 4], [11, 2]], "each line holds its paragraph and the line break after it")
    }

    @Test func onlyLinesThatFitWholeAreInTheFrame() {
        let m = CoreTextTest.metrics(size: Self.size)
        // Room for the first line and most of the second.
        let frame = Self.frame(CoreTextTest.string("Hi Min\nHHH\nIl", size: Self.size),
                               CGRect(x: 0, y: 0, width: 300, height: Self.lineHeight + m.ascent + m.descent - 1))
        #expect(CTFrameGetLines(frame).count == 1)
        let visible = CTFrameGetVisibleStringRange(frame), asked = CTFrameGetStringRange(frame)
        #expect(visible.location == 0 && visible.length == 7, "\"Hi Min\\n\"")
        #expect(asked.location == 0 && asked.length == 13)
        let tooShort = Self.frame(CoreTextTest.string("Hi", size: Self.size), CGRect(x: 0, y: 0, width: 300, height: 5))
        #expect(CTFrameGetLines(tooShort).count == 0)
        #expect(CTFrameGetVisibleStringRange(tooShort).length == 0)
    }

    @Test func textWrapsAtTheBoxWidthAtWordBoundaries() {
        let word = CoreTextTest.advance("HHH", size: Self.size)
        let frame = Self.frame(CoreTextTest.string("HHH HHH HHH", size: Self.size),
                               CGRect(x: 0, y: 0, width: word + 2, height: 500))
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.count == 3)
        for line in lines { #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - Double(word)) < 1e-9) }
        #expect(lines.map(CTLineGetStringRange).map { [$0.location, $0.length] } == [[0, 4], [4, 4], [8, 3]])
        #expect(lines.map(CTLineGetGlyphCount) == [4, 4, 3])
    }

    @Test func aCentredParagraphStyleCentresEachLine() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let frame = Self.frame(CoreTextTest.string("HHH\nIl", size: Self.size, [.paragraphStyle: style]),
                               CGRect(x: 0, y: 0, width: 200, height: 200))
        let origins = Self.origins(frame)
        #expect(abs(origins[0].x - (200 - CoreTextTest.advance("HHH", size: Self.size)) / 2) < 1e-9)
        #expect(abs(origins[1].x - (200 - CoreTextTest.advance("Il", size: Self.size)) / 2) < 1e-9)
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let flush = Self.frame(CoreTextTest.string("HHH", size: Self.size, [.paragraphStyle: right]),
                               CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(abs(Self.origins(flush)[0].x - (200 - CoreTextTest.advance("HHH", size: Self.size))) < 1e-9)
    }

    @Test func suggestedSizeIsTheWidestLineAndTheLinesHeight() {
        let framesetter = CTFramesetterCreateWithAttributedString(CoreTextTest.string("HHH HHH\nHi", size: Self.size))
        var fit = CFRange(location: -1, length: -1)
        let free = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRangeMake(0, 0), nil,
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), &fit)
        #expect(abs(free.width - CoreTextTest.advance("HHH HHH", size: Self.size)) < 1e-9)
        #expect(abs(free.height - 2 * Self.lineHeight) < 1e-9)
        #expect(fit.location == 0 && fit.length == 10)
        let short = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRangeMake(0, 0), nil, CGSize(width: 1000, height: 1.5 * Self.lineHeight), &fit)
        #expect(abs(short.height - Self.lineHeight) < 1e-9)
        #expect(fit.location == 0 && fit.length == 8, "\"HHH HHH\\n\"")
        let narrow = CTFramesetterSuggestFrameSizeWithConstraints(
            framesetter, CFRangeMake(0, 0), nil, CGSize(width: CoreTextTest.advance("HHH", size: Self.size) + 1, height: 0), nil)
        #expect(abs(narrow.height - 3 * Self.lineHeight) < 1e-9, "wrapped to three lines; a height of 0 does not constrain")
        let part = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(8, 2), nil,
                                                                CGSize(width: 1000, height: 1000), &fit)
        #expect(abs(part.width - CoreTextTest.advance("Hi", size: Self.size)) < 1e-9)
        #expect(fit.location == 8 && fit.length == 2)
    }

    @Test func aFrameDrawsUprightInsideItsBoxInAYUpContext() throws {
        let ctx = CoreTextTest.yUpContext(200, 100)
        let rect = CGRect(x: 30, y: 10, width: 160, height: 80)
        let frame = Self.frame(CoreTextTest.string("T", size: 40), rect)
        CTFrameDraw(frame, ctx)
        let ink = try #require(TextTest.inkBounds(ctx))
        let box = CoreTextTest.glyphBox("T", size: 40), ascent = CoreTextTest.metrics(size: 40).ascent
        // The box's top is memory row 100 − 90 = 10; the baseline is the ascent below it.
        let baselineRow = 10 + ascent
        #expect(abs(CGFloat(ink.maxY) - baselineRow) <= 1.5, "\(ink) baseline \(baselineRow)")
        #expect(abs(CGFloat(ink.minY) - (baselineRow - box.maxY)) <= 1.5)
        #expect(abs(CGFloat(ink.minX) - (30 + box.minX)) <= 1.5)
        #expect(CoreTextTest.tIsUpright(ctx) == true)
        let origin = Self.origins(frame)[0]
        #expect(ctx.textPosition == CGPoint(x: 30 + origin.x, y: 10 + origin.y), "left at the last line's origin")
    }

    @Test func badInputGivesEmptyFramesAndNoCrash() {
        let framesetter = CTFramesetterCreateWithAttributedString(CoreTextTest.string("Hello", size: 12))
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        var frame: CTFrame?
        let diagnostics = LaminaDiagnostics.capture {
            frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(9, 1), path, nil)
        }
        #expect(diagnostics.count == 1 && CTFrameGetLines(frame!).count == 0)
        #expect(CTFrameGetLines(CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGMutablePath(), nil)).count == 0)
        let flat = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 0), transform: nil)
        #expect(CTFrameGetLines(CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), flat, nil)).count == 0)
        let clamped = CTFramesetterCreateFrame(framesetter, CFRangeMake(2, 100), path, nil)
        #expect(CTFrameGetStringRange(clamped).length == 3)
        let empty = CTFramesetterCreateWithAttributedString(NSAttributedString(string: ""))
        var fit = CFRange(location: 5, length: 5)
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(empty, CFRange(), nil, CGSize(width: 100, height: 100), &fit) == .zero)
        #expect(fit.location == 0 && fit.length == 0)
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: CGFloat.nan, height: .nan), nil).width > 0,
                "NaN constraints do not constrain")
        // Asking for more origins than there are lines copies those there are.
        let one = CTFramesetterCreateFrame(framesetter, CFRange(), path, nil)
        var origins = [CGPoint](repeating: CGPoint(x: -1, y: -1), count: 3)
        let reported = LaminaDiagnostics.capture { CTFrameGetLineOrigins(one, CFRangeMake(0, 3), &origins) }
        #expect(reported.count == 1 && origins[0] != CGPoint(x: -1, y: -1) && origins[1] == CGPoint(x: -1, y: -1))
        let ctx = CoreTextTest.yUpContext(10, 10)
        CTFrameDraw(CTFramesetterCreateFrame(empty, CFRange(), path, nil), ctx)
        #expect(TextTest.inkBounds(ctx) == nil)
    }
}
