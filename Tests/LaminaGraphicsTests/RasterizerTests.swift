import Foundation
import Testing
@testable import LaminaGraphics

/// `PathRasterizer`: coverage computed analytically in each test.
@Suite struct RasterizerTests {
    let clip = PixelRect(width: 100, height: 100)

    func rect(_ r: CGRect) -> PathStorage {
        let path = CGMutablePath()
        path.addRect(r)
        return path.storage
    }

    /// A polygon through `points` (closed).
    func polygon(_ points: [CGPoint]) -> PathStorage {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path.storage
    }

    @Test func wholePixelRectangleIsExact() {
        let raster = PathRasterizer()
        let mask = raster.fill(rect(CGRect(x: 10, y: 10, width: 50, height: 50)), transform: .identity,
                               rule: .winding, clip: clip)
        #expect(mask.bounds == PixelRect(x: 10, y: 10, width: 50, height: 50))
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = x >= 10 && x < 60 && y >= 10 && y < 60
                #expect(mask.coverage(x: x, y: y) == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
        #expect(mask.totalCoverage == 2500)
    }

    @Test func halfPixelEdgesCoverHalf() {
        let mask = PathRasterizer().fill(rect(CGRect(x: 10.5, y: 20, width: 10, height: 10.5)), transform: .identity,
                                         rule: .winding, clip: clip)
        let half = 127.5
        #expect(abs(Double(mask.coverage(x: 10, y: 25)) - half) <= 2, "left edge column")
        #expect(abs(Double(mask.coverage(x: 20, y: 25)) - half) <= 2, "right edge column")
        #expect(abs(Double(mask.coverage(x: 15, y: 30)) - half) <= 2, "bottom edge row")
        #expect(mask.coverage(x: 15, y: 25) == 255)
        #expect(abs(Double(mask.coverage(x: 10, y: 30)) - 255 * 0.25) <= 2, "corner: a quarter")
        // Each coverage byte is rounded: up to 0.5 / 255 per edge pixel.
        #expect(abs(mask.totalCoverage - 10 * 10.5) < 32 * 0.5 / 255)
    }

    /// Radius 25 and up: a circle flattened within 0.1 px is a polygon whose chords fall
    /// short of the arc by up to 0.1 px, which costs about (2/3)·0.1·2πr of area — under
    /// 0.5 % of πr² from r ≈ 27 on (the 0.1 px bound is rarely reached).
    @Test func circleAreaIsWithinHalfAPercent() {
        for (r, center) in [(CGFloat(50), CGPoint(x: 50, y: 50)), (35, CGPoint(x: 40.3, y: 57.7)), (25, CGPoint(x: 30, y: 60))] {
            let path = CGMutablePath()
            path.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
            let mask = PathRasterizer().fill(path.storage, transform: .identity, rule: .winding, clip: clip)
            let exact = Double.pi * Double(r * r)
            #expect(abs(mask.totalCoverage - exact) / exact < 0.005, "r = \(r): \(mask.totalCoverage) vs \(exact)")
            #expect(mask.coverage(x: Int(center.x), y: Int(center.y)) == 255)
        }
    }

    @Test func nonZeroAndEvenOddOnOverlappingSquares() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 40, height: 40))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let raster = PathRasterizer()
        let nonZero = raster.fill(path.storage, transform: .identity, rule: .winding, clip: clip)
        #expect(nonZero.coverage(x: 40, y: 40) == 255, "overlap: winding 2 is inside")
        #expect(nonZero.totalCoverage == 1600 + 1600 - 400)
        let evenOdd = raster.fill(path.storage, transform: .identity, rule: .evenOdd, clip: clip)
        #expect(evenOdd.coverage(x: 40, y: 40) == 0, "overlap: winding 2 is outside")
        #expect(evenOdd.coverage(x: 20, y: 20) == 255)
        #expect(evenOdd.totalCoverage == 1600 + 1600 - 2 * 400)
    }

    @Test func oppositeWindingCancelsUnderNonZero() {
        var storage = rect(CGRect(x: 10, y: 10, width: 40, height: 40))
        // The same square traced the other way round.
        storage.append(polygon([CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 70, y: 30)]),
                       transform: .identity)
        let mask = PathRasterizer().fill(storage, transform: .identity, rule: .winding, clip: clip)
        #expect(mask.coverage(x: 40, y: 40) == 0)
        #expect(mask.coverage(x: 60, y: 60) == 255)
    }

    @Test func pentagramCentreDependsOnTheRule() {
        let points = (0..<5).map { k -> CGPoint in
            let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * CGFloat.pi / 5
            return CGPoint(x: 50 + 40 * cos(a), y: 50 + 40 * sin(a))
        }
        let star = polygon(points)
        let raster = PathRasterizer()
        #expect(raster.fill(star, transform: .identity, rule: .winding, clip: clip).coverage(x: 50, y: 52) == 255)
        #expect(raster.fill(star, transform: .identity, rule: .evenOdd, clip: clip).coverage(x: 50, y: 52) == 0)
    }

    @Test func overlappingStrokePiecesStayOpaqueInside() {
        // A zigzag stroked wide: its outline is many overlapping pieces.
        let line = CGMutablePath()
        line.addLines(between: (0...8).map { CGPoint(x: 10 + CGFloat($0) * 10, y: $0 % 2 == 0 ? 30 : 70) })
        let outline = line.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 10)
        let mask = PathRasterizer().fill(outline, transform: .identity, rule: .winding, clip: clip)
        // Round caps and joins: the stroke is every point within 3 of the centre line. A
        // pixel whose centre is nearer than 3 − √½ lies wholly inside; farther than 3 + √½,
        // wholly outside.
        let points = (0...8).map { CGPoint(x: 10 + CGFloat($0) * 10, y: $0 % 2 == 0 ? 30 : 70) }
        var checked = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let d = PathTest.distance(from: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5), toPolyline: points, closed: false)
                if d < 3 - 0.75 {
                    #expect(mask.coverage(x: x, y: y) == 255, "(\(x), \(y)) at \(d) from the line")
                    checked += 1
                } else if d > 3 + 0.75 {
                    #expect(mask.coverage(x: x, y: y) == 0, "(\(x), \(y)) at \(d) from the line")
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test func clippingKeepsTheWindingOfCutEdges() {
        // A rectangle wider and taller than the clip on every side: all of it inside.
        let mask = PathRasterizer().fill(rect(CGRect(x: -30, y: -40, width: 200, height: 300)), transform: .identity,
                                         rule: .winding, clip: PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(mask.bounds == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(mask.totalCoverage == 30 * 40)
        // Only the left edge inside: the region right of it is covered up to the clip.
        let right = PathRasterizer().fill(rect(CGRect(x: 50.5, y: 0, width: 1000, height: 100)), transform: .identity,
                                          rule: .winding, clip: clip)
        #expect(right.coverage(x: 99, y: 50) == 255)
        #expect(abs(Double(right.coverage(x: 50, y: 50)) - 127.5) <= 2)
        #expect(right.coverage(x: 49, y: 50) == 0)
        // A slanted edge crossing the left side of the clip.
        let slanted = polygon([CGPoint(x: -50, y: 0), CGPoint(x: 50, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 0)])
        let s = PathRasterizer().fill(slanted, transform: .identity, rule: .winding, clip: clip)
        // Inside the clip the shape is everything right of x = y − 50: area 100·100 − ½·50·50.
        #expect(abs(s.totalCoverage - (10_000 - 1250)) < 0.5)
    }

    @Test func farAwayCoordinatesKeepTheirPrecision() {
        let huge = rect(CGRect(x: -1e9, y: -1e9, width: 1e9 + 50.5, height: 2e9))
        let mask = PathRasterizer().fill(huge, transform: .identity, rule: .winding, clip: clip)
        #expect(mask.coverage(x: 0, y: 50) == 255)
        #expect(mask.coverage(x: 49, y: 99) == 255)
        #expect(abs(Double(mask.coverage(x: 50, y: 50)) - 127.5) <= 2)
        #expect(mask.coverage(x: 51, y: 0) == 0)
    }

    @Test func shallowAndSteepEdgesHaveExactArea() {
        let raster = PathRasterizer()
        let shallow = polygon([CGPoint(x: 0.3, y: 10.2), CGPoint(x: 97.9, y: 10.2), CGPoint(x: 97.9, y: 13.7)])
        // Tolerances: 0.5 / 255 of rounding per edge pixel.
        #expect(abs(raster.fill(shallow, transform: .identity, rule: .winding, clip: clip).totalCoverage - 0.5 * 97.6 * 3.5) < 0.4)
        let steep = polygon([CGPoint(x: 20.1, y: 0.4), CGPoint(x: 22.6, y: 99.1), CGPoint(x: 20.1, y: 99.1)])
        #expect(abs(raster.fill(steep, transform: .identity, rule: .winding, clip: clip).totalCoverage - 0.5 * 2.5 * 98.7) < 0.6)
        let sliver = rect(CGRect(x: 30.25, y: 5, width: 0.25, height: 10))
        let m = raster.fill(sliver, transform: .identity, rule: .winding, clip: clip)
        #expect(abs(Double(m.coverage(x: 30, y: 8)) - 63.75) <= 1)
    }

    @Test func transformedSquareKeepsItsArea() {
        let square = rect(CGRect(x: -20, y: -20, width: 40, height: 40))
        for angle in [0.3, 0.7854, 1.2] {
            let t = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: 50.2, y: 49.7))
            let mask = PathRasterizer().fill(square, transform: t, rule: .winding, clip: clip)
            #expect(abs(mask.totalCoverage - 1600) < 1600 * 0.001, "angle \(angle): \(mask.totalCoverage)")
        }
        let scaled = PathRasterizer().fill(square, transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 50, ty: 50),
                                           rule: .winding, clip: clip)
        #expect(scaled.totalCoverage == 1600)
    }

    @Test func tallShapesAreProcessedInBands() {
        // Stride 202 cells: a band holds 262144 / 202 = 1297 rows, so 3000 rows take 3 bands.
        let tall = rect(CGRect(x: 0.5, y: 0, width: 200, height: 3000))
        let mask = PathRasterizer().fill(tall, transform: .identity, rule: .winding,
                                         clip: PixelRect(width: 201, height: 3000))
        // Columns 1…199 full; columns 0 and 200 half covered, each stored as 128 / 255.
        #expect(abs(mask.totalCoverage - 3000 * (199 + 2 * 128 / 255.0)) < 0.01)
        for y in [0, 1296, 1297, 1298, 2593, 2594, 2999] {
            #expect(mask.coverage(x: 100, y: y) == 255, "row \(y)")
            #expect(abs(Double(mask.coverage(x: 0, y: y)) - 127.5) <= 2, "row \(y)")
        }
    }

    @Test func reuseLeavesNoResidue() {
        let raster = PathRasterizer()
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 12.3, y: 20.1, width: 60, height: 44))
        let first = raster.fill(circle.storage, transform: .identity, rule: .evenOdd, clip: clip).copy()
        _ = raster.fill(rect(CGRect(x: -5, y: -5, width: 300, height: 300)), transform: .identity, rule: .winding,
                        clip: PixelRect(width: 300, height: 300))
        let again = raster.fill(circle.storage, transform: .identity, rule: .evenOdd, clip: clip)
        #expect(again.bounds == first.bounds)
        for y in 0..<100 {
            for x in 0..<100 where again.coverage(x: x, y: y) != first.coverage(x: x, y: y) {
                Issue.record("pixel (\(x), \(y)) differs after reuse")
            }
        }
    }

    @Test func aliasedFillKeepsPixelsAtLeastHalfCovered() {
        let mask = PathRasterizer().fill(rect(CGRect(x: 10.5, y: 10, width: 9.9, height: 10)), transform: .identity,
                                         rule: .winding, clip: clip, antialias: false)
        #expect(mask.coverage(x: 10, y: 15) == 255, "half covered")
        #expect(mask.coverage(x: 20, y: 15) == 0, "40 % covered")
        #expect(mask.coverage(x: 15, y: 15) == 255)
        #expect(mask.totalCoverage == 10 * 10)
    }

    @Test func curvesAreFlattenedWithinATenthOfAPixel() {
        // A quadratic arch: exact area under B(t) = (1−t)²p0 + 2t(1−t)p1 + t²p2 is ⅔ of the
        // control triangle's base × height.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 90))
        path.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 50, y: 10))
        path.closeSubpath()
        let mask = PathRasterizer().fill(path.storage, transform: .identity, rule: .winding, clip: clip)
        let exact = 2.0 / 3.0 * 80 * 40
        // A 0.1 px flattening error along a ~100 px curve changes the area by at most 10 px².
        #expect(abs(mask.totalCoverage - exact) < 10, "\(mask.totalCoverage) vs \(exact)")
    }

    @Test func emptyAndInvalidInputGiveAnEmptyMask() {
        let raster = PathRasterizer()
        #expect(raster.fill(PathStorage(), transform: .identity, rule: .winding, clip: clip).bounds.isEmpty)
        #expect(raster.fill(rect(CGRect(x: 200, y: 200, width: 5, height: 5)), transform: .identity, rule: .winding,
                            clip: clip).bounds.isEmpty)
        let diagnostics = LaminaDiagnostics.capture {
            let t = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            #expect(raster.fill(rect(CGRect(x: 1, y: 1, width: 5, height: 5)), transform: t, rule: .winding,
                                clip: clip).bounds.isEmpty)
        }
        #expect(diagnostics.map(\.code) == [.nonFiniteValue])
    }

    @Test func spansHoldEveryCoveredPixelAndLittleElse() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 20.5, y: 30.25, width: 40, height: 20))
        let mask = PathRasterizer().fill(path.storage, transform: .identity, rule: .winding, clip: clip)
        for y in mask.bounds.minY..<mask.bounds.maxY {
            let span = mask.span(ofRow: y)
            // Compare with the exact ellipse: a pixel is covered when its square meets it.
            let cy = CGFloat(y) + 0.5 - 40.25
            let top = abs(cy) - 0.5
            guard top < 10 else {
                #expect(span.isEmpty, "row \(y) is outside the ellipse")
                continue
            }
            let halfWidth = 20 * (1 - Swift.max(top, 0) * Swift.max(top, 0) / 100).squareRoot()
            let first = Int((40.5 - halfWidth).rounded(.down)), last = Int((40.5 + halfWidth).rounded(.up))
            #expect(span.lowerBound >= first - 1 && span.lowerBound <= first + 1, "row \(y) starts at \(span.lowerBound), not near \(first)")
            #expect(span.upperBound >= last - 1 && span.upperBound <= last + 1, "row \(y) ends at \(span.upperBound), not near \(last)")
        }
    }

    @Test func randomTrianglesMatchASupersampledReference() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        let raster = PathRasterizer()
        let box = PixelRect(width: 24, height: 24)
        for _ in 0..<40 {
            let a = CGPoint(x: -4 + 32 * random(), y: -4 + 32 * random())
            let b = CGPoint(x: -4 + 32 * random(), y: -4 + 32 * random())
            let c = CGPoint(x: -4 + 32 * random(), y: -4 + 32 * random())
            let mask = raster.fill(polygon([a, b, c]), transform: .identity, rule: .winding, clip: box)
            // 32 × 32 samples per pixel, each tested against the triangle's three edges.
            func side(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
            let orientation: CGFloat = side(a, b, c) > 0 ? 1 : -1
            for y in 0..<24 {
                for x in 0..<24 {
                    var inside = 0
                    for sy in 0..<32 {
                        for sx in 0..<32 {
                            let p = CGPoint(x: CGFloat(x) + (CGFloat(sx) + 0.5) / 32, y: CGFloat(y) + (CGFloat(sy) + 0.5) / 32)
                            if orientation * side(a, b, p) >= 0 && orientation * side(b, c, p) >= 0 && orientation * side(c, a, p) >= 0 {
                                inside += 1
                            }
                        }
                    }
                    let expected = Double(inside) / 1024
                    let got = Double(mask.coverage(x: x, y: y)) / 255
                    // Sampling error: up to about one sample row per edge crossing the pixel.
                    if abs(got - expected) > 3.0 / 32 {
                        Issue.record("triangle \(a) \(b) \(c): pixel (\(x), \(y)) has \(got), expected \(expected)")
                        return
                    }
                }
            }
        }
    }

    /// A path of many points of every kind spans treat apart: one long self-crossing
    /// spiral with curves, an open subpath, and many small closed triangles.
    func manyPointPath() -> PathStorage {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 400, y: 400))
        for k in 1...3_000 {
            let angle = Double(k) * 0.05, radius = 20 + Double(k) * 0.12
            let p = CGPoint(x: 400 + radius * cos(angle), y: 400 + radius * sin(angle) * 0.8)
            if k % 7 == 0 {
                path.addQuadCurve(to: p, control: CGPoint(x: p.x + 9, y: p.y - 6))
            } else if k % 11 == 0 {
                path.addCurve(to: p, control1: CGPoint(x: p.x - 5, y: p.y + 7), control2: CGPoint(x: p.x + 3, y: p.y + 2))
            } else {
                path.addLine(to: p)
            }
        }
        path.closeSubpath()
        path.move(to: CGPoint(x: 100, y: 700))
        for k in 0..<300 { path.addLine(to: CGPoint(x: 100 + Double(k) * 2, y: 700 + 40 * sin(Double(k) * 0.3))) }
        for k in 0..<400 {
            let x = Double(k % 20) * 40 + 5, y = Double(k / 20) * 40 + 3
            path.addLines(between: [CGPoint(x: x, y: y), CGPoint(x: x + 30, y: y + 7), CGPoint(x: x + 11, y: y + 29)])
            if k % 3 != 0 { path.closeSubpath() }
        }
        return path.storage
    }

    @Test func spansSkipWhatAWindowDoesNotSeeAndChangeNoPixel() {
        let path = manyPointPath()
        let spans = PathSpans(path)
        #expect(spans.fine.count > 60 && spans.coarse.count < spans.fine.count / 8,
                "\(spans.fine.count) fine spans, \(spans.coarse.count) coarse")
        let plain = PathRasterizer(), spanned = PathRasterizer()
        let window = PixelRect(width: 24, height: 24)
        var compared = 0
        for k in 0..<120 {
            // Windows all over the path, some rotated and scaled.
            let x = Double((k * 37) % 800), y = Double((k * 53) % 800)
            let angle = Double(k % 5) * 0.3, scale = 1 + Double(k % 3) * 0.7
            let t = CGAffineTransform(translationX: -x, y: -y)
                .concatenating(CGAffineTransform(rotationAngle: angle)).concatenating(CGAffineTransform(scaleX: scale, y: scale))
            for rule in [CGPathFillRule.winding, .evenOdd] {
                let a = plain.fill(path, transform: t, rule: rule, clip: window)
                let b = spanned.fill(path, transform: t, rule: rule, clip: window, spans: spans)
                for py in 0..<24 {
                    for px in 0..<24 {
                        let difference = abs(Int(a.coverage(x: px, y: py)) - Int(b.coverage(x: px, y: py)))
                        if difference > 1 {
                            Issue.record("window \(k) \(rule): pixel (\(px), \(py)) is \(b.coverage(x: px, y: py)) with spans, \(a.coverage(x: px, y: py)) without")
                            return
                        }
                        if a.coverage(x: px, y: py) != 0 { compared += 1 }
                    }
                }
            }
        }
        #expect(compared > 10_000, "the windows saw too little of the path to compare")
    }

    @Test func aLargeCircleWithSpansIsSolidInsideAndEmptyOutside() {
        // A 4,000-gon of radius 1,000 around (0, 0), windows of 8 × 8 pixels here and there.
        let path = polygon((0..<4_000).map { k in
            let angle = 2 * Double.pi * Double(k) / 4_000
            return CGPoint(x: 1_000 * cos(angle), y: 1_000 * sin(angle))
        })
        let spans = PathSpans(path)
        let raster = PathRasterizer()
        let window = PixelRect(width: 8, height: 8)
        for (x, y, inside) in [(0.0, 0.0, true), (-990.0, -4.0, true), (720.0, -720.0, false), (600.0, 600.0, true),
                               (1_003.0, 0.0, false), (-1_020.0, 300.0, false), (-4.0, 985.0, true)] {
            let mask = raster.fill(path, transform: CGAffineTransform(translationX: -x, y: -y), rule: .winding,
                                   clip: window, spans: spans)
            for py in 0..<8 {
                for px in 0..<8 {
                    // Every pixel's corners are at least a pixel inside or outside the circle.
                    let distance = ((x + Double(px) + 0.5) * (x + Double(px) + 0.5) + (y + Double(py) + 0.5) * (y + Double(py) + 0.5)).squareRoot()
                    #expect(abs(distance - 1_000) > 2, "window (\(x), \(y)) reaches the circle's edge")
                    #expect(mask.coverage(x: px, y: py) == (inside ? 255 : 0), "window (\(x), \(y)): pixel (\(px), \(py))")
                }
            }
        }
    }

    @Test func solidRunsAreFullyCoveredAndFound() {
        let raster = PathRasterizer()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 5.5, y: 5.25, width: 80, height: 60))
        path.addRect(CGRect(x: 30, y: 20, width: 20, height: 20))
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let mask = raster.fill(path.storage, transform: .identity, rule: rule, clip: clip)
            var solidPixels = 0
            for y in mask.bounds.minY..<mask.bounds.maxY {
                let solid = mask.solidRun(ofRow: y)
                #expect(solid.isEmpty || (solid.lowerBound >= mask.span(ofRow: y).lowerBound
                                          && solid.upperBound <= mask.span(ofRow: y).upperBound))
                for x in solid where mask.coverage(x: x, y: y) != 255 {
                    Issue.record("\(rule): pixel (\(x), \(y)) in the solid run has \(mask.coverage(x: x, y: y))")
                }
                solidPixels += solid.count
            }
            // Most of the interior is found (rows through the square keep only their
            // longest solid stretch).
            #expect(Double(solidPixels) > 0.6 * .pi * 40 * 30, "\(rule): \(solidPixels)")
        }
        // Intersecting keeps runs only where both masks are solid.
        let a = raster.fill(path.storage, transform: .identity, rule: .evenOdd, clip: clip).copy()
        let b = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 60, height: 100), coverage: 255)
        a.intersect(with: b)
        for y in a.bounds.minY..<a.bounds.maxY {
            for x in a.solidRun(ofRow: y) where a.coverage(x: x, y: y) != 255 || x >= 60 {
                Issue.record("intersection: pixel (\(x), \(y)) is in the solid run")
            }
        }
    }
}
