import Foundation
import Testing
@testable import LaminaGraphics

/// Strokes: widths, caps, joins, dashes, measured in pixel rows and columns.
@Suite struct CGContextStrokeTests {
    /// A horizontal line from x0 to x1 at user y, stroked with `configure`.
    func strokedLine(from x0: CGFloat, to x1: CGFloat, y: CGFloat, _ configure: (CGContext) -> Void) -> CGContext {
        let c = ContextTest.context()
        c.setStrokeColor(ContextTest.red)
        configure(c)
        c.move(to: CGPoint(x: x0, y: y))
        c.addLine(to: CGPoint(x: x1, y: y))
        c.strokePath()
        return c
    }

    @Test func widthIsMeasuredAcrossTheLine() {
        for width in [2, 4, 7] {
            // On y = 50 a width of w covers user y 50 − w/2 … 50 + w/2.
            let c = strokedLine(from: 10, to: 90, y: 50) { $0.setLineWidth(CGFloat(width)) }
            let column = ContextTest.alphaColumn(c, column: 50)
            let covered = column.reduce(0) { $0 + Double($1) } / 255
            #expect(abs(covered - Double(width)) < 0.01, "width \(width): \(covered)")
            if width % 2 == 0 {
                let runs = ContextTest.runs(column)
                #expect(runs.count == 1 && runs[0].length == width && runs[0].start == 50 - width / 2, "width \(width): \(runs)")
                #expect(column.filter { $0 != 0 }.allSatisfy { $0 == 255 })
            }
        }
    }

    @Test func capsExtendTheEnds() {
        // Row at user y 50 (memory row 49), stroke 6 wide from x 20 to 80.
        let expectations: [(CGLineCap, Int, Int)] = [(.butt, 20, 80), (.square, 17, 83), (.round, 17, 83)]
        for (cap, first, end) in expectations {
            let c = strokedLine(from: 20, to: 80, y: 50) { $0.setLineWidth(6); $0.setLineCap(cap) }
            let row = ContextTest.alphaRow(c, memoryRow: 49)
            let runs = ContextTest.runs(row)
            #expect(runs.count == 1 && runs[0].start == first && runs[0].start + runs[0].length == end, "\(cap): \(runs)")
            if cap != .round { #expect(row[first] == 255 && row[end - 1] == 255, "\(cap) ends on whole pixels") }
        }
        // A round cap is a half disc: two of them add π·3². Flattened within 0.1 px, a
        // circle of radius 3 is a 16-gon of area 8·9·sin(π/8) ≈ 27.55.
        let round = strokedLine(from: 20, to: 80, y: 50) { $0.setLineWidth(6); $0.setLineCap(.round) }
        let butt = strokedLine(from: 20, to: 80, y: 50) { $0.setLineWidth(6) }
        let caps = ContextTest.totalAlpha(round) - ContextTest.totalAlpha(butt)
        #expect(abs(caps - .pi * 9) < 1, "\(caps)")
    }

    @Test func joinsFollowTheStyle() {
        // A right angle at (50, 50): the miter fills the outer corner square, the bevel
        // half of it, the round join a quarter disc.
        func corner(_ join: CGLineJoin) -> Double {
            let c = ContextTest.context()
            c.setStrokeColor(ContextTest.red)
            c.setLineWidth(10)
            c.setLineJoin(join)
            c.move(to: CGPoint(x: 20, y: 50))
            c.addLine(to: CGPoint(x: 50, y: 50))
            c.addLine(to: CGPoint(x: 50, y: 20))
            c.strokePath()
            return ContextTest.totalAlpha(c)
        }
        let bevel = corner(.bevel), miter = corner(.miter), round = corner(.round)
        #expect(abs(miter - bevel - 12.5) < 0.3, "miter adds half of the 5×5 corner: \(miter - bevel)")
        // The arc is flattened within 0.1 px, which loses up to ~0.4 px² on a radius of 5.
        #expect(abs(round - bevel - (25 * .pi / 4 - 12.5)) < 0.6, "round adds the quarter disc minus the triangle: \(round - bevel)")
        // Two 30-long, 10-wide pieces overlap in a 5×5 square, plus the bevel's triangle.
        #expect(abs(bevel - (300 + 300 - 25 + 12.5)) < 0.3, "\(bevel)")
    }

    @Test func miterLimitTurnsSharpMitersIntoBevels() {
        func spike(limit: CGFloat) -> Double {
            let c = ContextTest.context()
            c.setStrokeColor(ContextTest.red)
            c.setLineWidth(4)
            c.setMiterLimit(limit)
            c.move(to: CGPoint(x: 10, y: 40))
            c.addLine(to: CGPoint(x: 80, y: 50))
            c.addLine(to: CGPoint(x: 10, y: 60))
            c.strokePath()
            return ContextTest.totalAlpha(c)
        }
        // The turn is about 164°; the miter ratio 1/sin(8°) ≈ 7.2 is under 10, over 2.
        #expect(spike(limit: 10) > spike(limit: 2) + 5)
    }

    @Test func dashesAreCountedAlongTheLine() {
        let c = strokedLine(from: 0, to: 100, y: 50) {
            $0.setLineWidth(2)
            $0.setLineDash(phase: 0, lengths: [10, 5])
        }
        let runs = ContextTest.runs(ContextTest.alphaRow(c, memoryRow: 49))
        // 0–10, 15–25, … 90–100: seven dashes of 10 pixels.
        #expect(runs.count == 7, "\(runs)")
        #expect(runs.allSatisfy { $0.length == 10 }, "\(runs)")
        #expect(runs.map(\.start) == [0, 15, 30, 45, 60, 75, 90])
        // The phase shifts the pattern: 4 into the first dash.
        let shifted = strokedLine(from: 0, to: 100, y: 50) {
            $0.setLineWidth(2)
            $0.setLineDash(phase: 4, lengths: [10, 5])
        }
        let shiftedRuns = ContextTest.runs(ContextTest.alphaRow(shifted, memoryRow: 49))
        #expect(shiftedRuns.first.map { $0.start == 0 && $0.length == 6 } == true, "\(shiftedRuns)")
        // An empty pattern turns dashing off again.
        let solid = strokedLine(from: 0, to: 100, y: 50) {
            $0.setLineWidth(2)
            $0.setLineDash(phase: 0, lengths: [10, 5])
            $0.setLineDash(phase: 0, lengths: [])
        }
        #expect(ContextTest.runs(ContextTest.alphaRow(solid, memoryRow: 49)).count == 1)
    }

    @Test func lineWidthIsInUserSpaceAndStretchesWithTheCTM() {
        // Scaled 4× horizontally: a vertical line 2 units wide is 8 pixels wide, a
        // horizontal one stays 2 pixels tall.
        let c = ContextTest.context()
        c.scaleBy(x: 4, y: 1)
        c.setStrokeColor(ContextTest.red)
        c.setLineWidth(2)
        c.move(to: CGPoint(x: 10, y: 10))
        c.addLine(to: CGPoint(x: 10, y: 90))
        c.strokePath()
        let runs = ContextTest.runs(ContextTest.alphaRow(c, memoryRow: 50))
        #expect(runs.count == 1 && runs[0].start == 36 && runs[0].length == 8, "\(runs)")
        c.move(to: CGPoint(x: 2, y: 50))
        c.addLine(to: CGPoint(x: 20, y: 50))
        c.strokePath()
        let column = ContextTest.runs(ContextTest.alphaColumn(c, column: 60))
        #expect(column.count == 1 && column[0].length == 2, "\(column)")
    }

    @Test func pathPointsAreFixedWhenAdded() {
        // The path is kept in device space: changing the CTM after adding a point does
        // not move it, but it does map the points added afterwards.
        let c = ContextTest.context()
        c.setFillColor(ContextTest.red)
        c.move(to: CGPoint(x: 10, y: 10))
        c.translateBy(x: 50, y: 0)
        c.addLine(to: CGPoint(x: 0, y: 10))
        c.addLine(to: CGPoint(x: 0, y: 20))
        c.addLine(to: CGPoint(x: -40, y: 20))
        c.fillPath()
        // Device rectangle x 10…50, y 10…20.
        #expect(ContextTest.totalAlpha(c) == 400)
        #expect(ContextTest.user(c, 11, 11) == [255, 0, 0, 255])
    }

    @Test func strokeRectAndEllipseAndSegments() {
        let c = ContextTest.context()
        c.setStrokeColor(ContextTest.red)
        c.setLineWidth(2)
        c.stroke(CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(ContextTest.user(c, 50, 20) == [255, 0, 0, 255])
        #expect(ContextTest.user(c, 50, 50) == [0, 0, 0, 0])
        // Mitered corners: the outer square minus the inner one, 62² − 58² = 240 × 2.
        #expect(abs(ContextTest.totalAlpha(c) - 240 * 2) < 0.5)
        let thick = ContextTest.context()
        thick.setStrokeColor(ContextTest.red)
        thick.stroke(CGRect(x: 20, y: 20, width: 60, height: 60), width: 6)
        #expect(abs(ContextTest.totalAlpha(thick) - 240 * 6) < 0.5)
        let e = ContextTest.context()
        e.setStrokeColor(ContextTest.red)
        e.setLineWidth(2)
        e.strokeEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        // An annulus between radii 39 and 41.
        #expect(abs(ContextTest.totalAlpha(e) - .pi * (41 * 41 - 39 * 39)) < 0.01 * .pi * 160)
        let s = ContextTest.context()
        s.setStrokeColor(ContextTest.red)
        s.setLineWidth(2)
        s.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 0, y: 30), CGPoint(x: 50, y: 30), CGPoint(x: 99, y: 99)])
        #expect(ContextTest.totalAlpha(s) == 200)
    }

    @Test func hairlineIsOnePixelWide() {
        let c = strokedLine(from: 10, to: 90, y: 50.5) { $0.setLineWidth(0) }
        let column = ContextTest.runs(ContextTest.alphaColumn(c, column: 50))
        #expect(column.count == 1 && column[0].length == 1, "\(column)")
    }

    @Test func replacePathWithStrokedPathFillsLikeTheStroke() {
        func draw(_ replace: Bool) -> CGContext {
            let c = ContextTest.context()
            c.setStrokeColor(ContextTest.red)
            c.setFillColor(ContextTest.red)
            c.setLineWidth(5)
            c.setLineJoin(.round)
            c.move(to: CGPoint(x: 10, y: 10))
            c.addQuadCurve(to: CGPoint(x: 90, y: 20), control: CGPoint(x: 50, y: 95))
            c.addLine(to: CGPoint(x: 60, y: 60))
            if replace {
                c.replacePathWithStrokedPath()
                #expect(!c.isPathEmpty)
                c.fillPath()
            } else {
                c.strokePath()
            }
            return c
        }
        let stroked = draw(false), filled = draw(true)
        #expect(ContextTest.totalAlpha(stroked) > 300)
        #expect(abs(ContextTest.totalAlpha(stroked) - ContextTest.totalAlpha(filled)) < 0.5)
    }

    @Test func gradientsRespectClipAndAlpha() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil)!
        let c = ContextTest.context()
        c.setAlpha(0.5)
        c.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
        c.clip()
        c.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                             options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ContextTest.user(c, 50, 50) == [128, 128, 128, 128])
        #expect(ContextTest.user(c, 10, 10) == [0, 0, 0, 0])
        #expect(abs(ContextTest.totalAlpha(c) - .pi * 900 * 128 / 255) < .pi * 900 * 0.006)
    }
}
