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

    // MARK: Work that follows what is drawn

    /// A path that runs far outside a 40 × 40 target: a circle of radius 300 whose rim
    /// crosses it, a cubic whose control points are 20,000 pixels away, lines beyond every
    /// side, and a closed subpath.
    func farReachingPath() -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -280, y: 10, width: 600, height: 600))
        path.move(to: CGPoint(x: -500, y: 20))
        path.addCurve(to: CGPoint(x: 30, y: 35), control1: CGPoint(x: 2e4, y: -2e4), control2: CGPoint(x: -2e4, y: 2e4))
        path.addLine(to: CGPoint(x: 900, y: 25))
        path.addQuadCurve(to: CGPoint(x: 5, y: -700), control: CGPoint(x: 3000, y: 3000))
        path.closeSubpath()
        path.move(to: CGPoint(x: -100, y: -100))
        path.addLine(to: CGPoint(x: -100, y: 200))
        // Outside the target by less than a thick stroke's half width, and a sharp corner
        // whose miter reaches in from outside.
        path.move(to: CGPoint(x: -100, y: -5.5))
        path.addLine(to: CGPoint(x: 200, y: -5.5))
        path.move(to: CGPoint(x: 10, y: 100))
        path.addLine(to: CGPoint(x: 20, y: 44))
        path.addLine(to: CGPoint(x: 30, y: 100))
        return path
    }

    @Test("a stroke paints in its target exactly what its whole outline paints there")
    func strokingPaintsWhatTheWholeOutlinePaints() {
        let styles: [(CGLineCap, CGLineJoin, [CGFloat], CGFloat)] = [
            (.butt, .miter, [], 6), (.round, .round, [7, 3], 3), (.square, .bevel, [2, 5, 11], 1.5), (.butt, .miter, [1, 1], 0.3),
            (.butt, .bevel, [], 12), (.square, .round, [], 9),
        ]
        for (cap, join, dashes, width) in styles {
          for angle in [0, 0.1] as [CGFloat] {
            func draw(wholeOutline: Bool) -> CGContext {
                let c = ContextTest.context(40, 40)
                c.setStrokeColor(ContextTest.red)
                c.setFillColor(ContextTest.red)
                c.setLineWidth(width)
                c.setLineCap(cap)
                c.setLineJoin(join)
                c.setMiterLimit(20)
                c.setLineDash(phase: 1, lengths: dashes)
                c.rotate(by: angle)
                c.addPath(farReachingPath())
                if wholeOutline {
                    // The outline of the whole path, clip or not (Apple's replacePathWithStrokedPath).
                    c.replacePathWithStrokedPath()
                    c.fillPath()
                } else {
                    c.strokePath()
                }
                return c
            }
            let stroked = draw(wholeOutline: false), filled = draw(wholeOutline: true)
            var largest = 0
            for y in 0..<40 {
                for x in 0..<40 {
                    let a = ContextTest.memory(stroked, x, y), b = ContextTest.memory(filled, x, y)
                    for k in 0..<4 { largest = max(largest, abs(Int(a[k]) - Int(b[k]))) }
                }
            }
            #expect(ContextTest.totalAlpha(filled) > 5, "\(cap) \(join) \(dashes): the path crosses the target")
            #expect(largest <= 1, "\(cap) \(join) \(dashes) width \(width) turned \(angle): channels differ by \(largest)")
          }
        }
    }

    @Test("dashes and outline pieces wholly outside what is shown are left out")
    func dashesAndPiecesOutsideTheShownAreaAreLeftOut() {
        // A line a million units long, dashes 2 long every 4: 250,000 dashes, of which the
        // 10 × 10 box around the origin meets three.
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -500_000, y: 0))
        line.addLine(to: CGPoint(x: 500_000, y: 0))
        let box = CGRect(x: -5, y: -5, width: 10, height: 10)
        func subpaths(_ path: CGPath) -> Int {
            var n = 0
            path.applyWithBlock { if $0.pointee.type == .moveToPoint { n += 1 } }
            return n
        }
        let all = line.copy(dashingWithPhase: 0, lengths: [2, 2])
        let shown = line.copy(dashingWithPhase: 0, lengths: [2, 2], transform: .identity, showingIn: box)
        #expect(subpaths(all) == 250_000)
        // Dashes [4k, 4k + 2] meeting [−5, 5]: k = −1, 0, 1.
        #expect(subpaths(shown) == 3)
        // The dashes kept are where the pattern puts them.
        var starts: [CGFloat] = []
        shown.applyWithBlock { if $0.pointee.type == .moveToPoint { starts.append($0.pointee.points[0].x) } }
        #expect(starts == [-4, 0, 4])
        // Stroked 2 wide with butt caps: a rectangle per dash within reach, none beyond.
        let outline = shown.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                 transform: .identity, showingIn: box, minimumTolerance: 0)
        #expect(subpaths(outline) == 3)
        // A curve wholly outside is not flattened: its stroke is one rectangle, not hundreds.
        let far = CGMutablePath()
        far.move(to: CGPoint(x: 100, y: 100))
        far.addCurve(to: CGPoint(x: 400, y: 100), control1: CGPoint(x: 200, y: 300), control2: CGPoint(x: 300, y: -100))
        let flattened = far.copy(strokingWithWidth: 0.001, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let culled = far.copy(strokingWithWidth: 0.001, lineCap: .butt, lineJoin: .bevel, miterLimit: 10,
                              transform: .identity, showingIn: box, minimumTolerance: 0)
        #expect(subpaths(flattened) > 100)
        #expect(subpaths(culled) == 0)
    }
}
