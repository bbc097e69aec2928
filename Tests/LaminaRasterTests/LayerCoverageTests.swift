import Foundation
import Testing
@testable import LaminaRaster

/// Layers' backgrounds, corners, borders and edges under translation, rotation and
/// perspective, checked against coverage computed from the geometry.
@Suite struct LayerCoverageTests {
    @Test func solidLayerInteriorIsExactAndOutsideIsClear() {
        let image = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red)])
        #expect(px(image, 35, 35) == [255, 0, 0, 255])
        #expect(px(image, 5, 5) == [0, 0, 0, 0])
        // Edges on pixel boundaries: the first and last covered pixels are full, their
        // neighbours empty.
        #expect(px(image, 10, 35) == [255, 0, 0, 255])
        #expect(px(image, 59, 59) == [255, 0, 0, 255])
        #expect(px(image, 9, 35) == [0, 0, 0, 0])
        #expect(px(image, 60, 35) == [0, 0, 0, 0])
        #expect(px(image, 35, 60) == [0, 0, 0, 0])
        #expect(abs(coveredArea(image) - 2500) < 0.01)
    }

    @Test func halfCoveredEdgePixelIsHalf() {
        // x from 10.5 to 60.5: pixels 10 and 60 are half covered.
        let image = render([layer(frame: CGRect(x: 10.5, y: 10, width: 50, height: 50), color: red)])
        #expect(near(px(image, 10, 35), covered(red, 0.5), 2))
        #expect(near(px(image, 60, 35), covered(red, 0.5), 2))
        #expect(px(image, 11, 35) == [255, 0, 0, 255])
        // A corner pixel half covered in x and fully in y.
        #expect(near(px(image, 10, 10), covered(red, 0.5), 2))
        // Quarter: half in x, half in y.
        let quarter = render([layer(frame: CGRect(x: 10.5, y: 10.5, width: 50, height: 50), color: red)])
        #expect(near(px(quarter, 10, 10), covered(red, 0.25), 2))
    }

    @Test func opacityAndTintScaleThePremultipliedColour() {
        let image = render([
            layer(translation(10, 10), size: CGSize(width: 20, height: 20), color: white, opacity: 0.5),
            layer(translation(40, 10), size: CGSize(width: 20, height: 20), color: white,
                  tint: RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)),
        ])
        #expect(near(px(image, 20, 20), [128, 128, 128, 128], 1))
        #expect(near(px(image, 50, 20), [255, 128, 0, 255], 1))
    }

    @Test func roundedCornersCutOutAndKeepTheArc() {
        let image = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red, cornerRadius: 20)])
        // In the cut-out of the top-left corner: the centre (11.5, 11.5) is 26.2 from the
        // arc's centre (30, 30), beyond 20.5.
        #expect(px(image, 11, 11) == [0, 0, 0, 0])
        #expect(px(image, 58, 58) == [0, 0, 0, 0])
        // Inside the arc: (16.5, 20.5) is 16.5 from (30, 30).
        #expect(px(image, 16, 20) == [255, 0, 0, 255])
        // On the arc: within 0.1 of the pixel's true covered area.
        let truth = circleCoverage(pixelX: 15, pixelY: 16, centre: (30, 30), radius: 20)
        #expect(truth > 0.2 && truth < 0.9)
        #expect(abs(Double(px(image, 15, 16)[3]) / 255 - truth) < 0.1)
        // Area: square minus four corners of r²(4 − π)/4 each.
        let expected = 2500 - 400 * (4 - Double.pi)
        #expect(abs(coveredArea(image) - expected) / expected < 0.005)
    }

    @Test func maskedCornersRoundOnlyTheNamedCorners() {
        let image = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red, cornerRadius: 20,
                                  corners: [.layerMinXMinYCorner])])
        #expect(px(image, 11, 11) == [0, 0, 0, 0])
        #expect(px(image, 58, 11) == [255, 0, 0, 255])
        #expect(px(image, 11, 58) == [255, 0, 0, 255])
        #expect(px(image, 58, 58) == [255, 0, 0, 255])
    }

    @Test func oversizedRadiusMakesACircle() {
        // A 40×40 layer with radius 100 draws as the inscribed circle (area π·20²).
        let image = render([layer(frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: red, cornerRadius: 100)])
        #expect(abs(coveredArea(image) - Double.pi * 400) / (Double.pi * 400) < 0.005)
    }

    @Test func borderIsDrawnInsideTheBounds() {
        let image = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: blue,
                                  borderWidth: 5, borderColor: red)])
        #expect(px(image, 9, 35) == [0, 0, 0, 0])
        #expect(px(image, 10, 35) == [255, 0, 0, 255])
        #expect(px(image, 14, 35) == [255, 0, 0, 255])
        #expect(px(image, 15, 35) == [0, 0, 255, 255])
        #expect(px(image, 35, 35) == [0, 0, 255, 255])
        #expect(px(image, 55, 35) == [255, 0, 0, 255])
        #expect(px(image, 54, 35) == [0, 0, 255, 255])
        #expect(px(image, 35, 12) == [255, 0, 0, 255])
        #expect(px(image, 35, 57) == [255, 0, 0, 255])
        // A border alone leaves the middle clear; its area is 50² − 40².
        let ring = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: nil,
                                 borderWidth: 5, borderColor: red)])
        #expect(px(ring, 35, 35) == [0, 0, 0, 0])
        #expect(abs(coveredArea(ring) - 900) < 0.5)
    }

    @Test func roundedBorderInnerEdgeFollowsTheInnerRoundedRect() {
        // Radius 10, border 5: the inner edge is a rounded rect inset by 5 with radius 5.
        let image = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: blue, cornerRadius: 10,
                                  borderWidth: 5, borderColor: red)])
        // (15.5, 15.5): 6.4 from the inner arc's centre (20, 20) > 5.5, 6.4 from the outer
        // arc's centre (20, 20) < 9.5: pure border.
        #expect(px(image, 15, 15) == [255, 0, 0, 255])
        // (17.5, 17.5): 3.5 from (20, 20) < 4.5: inside the inner edge.
        #expect(px(image, 17, 17) == [0, 0, 255, 255])
        // Outside the outer arc.
        #expect(px(image, 10, 10) == [0, 0, 0, 0])
        // Ring area: (50² − (4 − π)·10²) − (40² − (4 − π)·5²).
        let ring = render([layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: nil, cornerRadius: 10,
                                 borderWidth: 5, borderColor: red)])
        let expected = (2500 - (4 - Double.pi) * 100) - (1600 - (4 - Double.pi) * 25)
        #expect(abs(coveredArea(ring) - expected) / expected < 0.01)
    }

    @Test func rotatedTranslucentBorderBlendsOverItsBackground() {
        // 40 × 40, radius 8, border 4 of white at alpha 0.5, turned by 30°. The plane
        // point (2, 20) lies 2 inside both of the ring's edges, so the pixel holding its
        // image (its centre at most 0.71 away, beyond any edge's ramp) is pure ring; the
        // centre is pure background.
        let t = rotated(size: 40, 40, centre: 50, 50, angle: .pi / 6)
        let halfWhite = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        let ringX = Int(projectedX(t, 2, 20).rounded(.down)), ringY = Int(projectedY(t, 2, 20).rounded(.down))
        func draw(_ background: RGBA?) -> PixelBuffer {
            render([layer(t, size: CGSize(width: 40, height: 40), color: background, cornerRadius: 8,
                          borderWidth: 4, borderColor: halfWhite)])
        }
        // Premultiplied border (128, 128, 128, 128) over opaque blue: blue keeps 127/255.
        let opaque = draw(blue)
        #expect(px(opaque, 50, 50) == [0, 0, 255, 255])
        #expect(near(px(opaque, ringX, ringY), [128, 128, 255, 255], 1))
        // Over blue at alpha 0.5 (0, 0, 128, 128): 128 + 128·127/255 = 192 in blue and alpha.
        let translucent = draw(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(near(px(translucent, 50, 50), [0, 0, 128, 128], 1))
        #expect(near(px(translucent, ringX, ringY), [128, 128, 192, 192], 1))
        // The ring alone: (40² − (4 − π)·8²) − (32² − (4 − π)·4²) pixels at half alpha.
        let ring = draw(nil)
        #expect(px(ring, 50, 50) == [0, 0, 0, 0])
        let area = (1600 - (4 - Double.pi) * 64) - (1024 - (4 - Double.pi) * 16)
        #expect(abs(coveredArea(ring) - area / 2) / (area / 2) < 0.01)
    }

    @Test func rotatedSquareCoversItsArea() {
        let angle = CGFloat.pi / 4
        let image = render([layer(rotated(size: 40, 40, centre: 50, 50, angle: angle), size: CGSize(width: 40, height: 40),
                                  color: red)])
        #expect(abs(coveredArea(image) - 1600) / 1600 < 0.005)
        #expect(px(image, 50, 50) == [255, 0, 0, 255])
        // The diamond's top vertex is at y = 50 − 20√2 ≈ 21.7; its side vertices at x ≈ 21.7, 78.3.
        #expect(px(image, 50, 20) == [0, 0, 0, 0])
        #expect(px(image, 50, 23) == [255, 0, 0, 255])
        #expect(px(image, 20, 50) == [0, 0, 0, 0])
        #expect(px(image, 23, 50) == [255, 0, 0, 255])
        // The corner pixel (40, 40) lies outside the rotated square (the edge runs from
        // (21.7, 50) to (50, 21.7), i.e. x + y = 71.7; (40.5, 40.5) gives 81 > 71.7 inside).
        #expect(px(image, 40, 40) == [255, 0, 0, 255])
        #expect(px(image, 30, 30) == [0, 0, 0, 0])
    }

    @Test func perspectiveMagnifiesALayerAtDepth() {
        // m34 = −1/500 about (100, 100); a 40×40 layer centred there at z = 100 has
        // w = 1 − 100/500 = 0.8, so it shows 50×50: x from 75 to 125.
        var t = translation(80, 80, 100)
        t = CATransform3DConcat(t, perspective(500, centre: 100, 100))
        let image = render([layer(t, size: CGSize(width: 40, height: 40), color: red)], width: 200, height: 200)
        #expect(px(image, 100, 100) == [255, 0, 0, 255])
        #expect(px(image, 75, 100) == [255, 0, 0, 255])
        #expect(px(image, 124, 124) == [255, 0, 0, 255])
        #expect(px(image, 74, 100) == [0, 0, 0, 0])
        #expect(px(image, 125, 100) == [0, 0, 0, 0])
        #expect(abs(coveredArea(image) - 2500) < 0.5)
        // 41×41 shows 51.25 wide: from 74.375, so pixel 74 is 62.5 % covered.
        var t2 = translation(79.5, 79.5, 100)
        t2 = CATransform3DConcat(t2, perspective(500, centre: 100, 100))
        let wide = render([layer(t2, size: CGSize(width: 41, height: 41), color: red)], width: 200, height: 200)
        #expect(near(px(wide, 74, 100), covered(red, 0.625), 2))
    }

    @Test func perspectiveTiltKeepsProjectedEdges() {
        // A 60×60 layer rotated 50° about y through its centre, perspective 1/500 about it.
        let size: CGFloat = 60, cx: CGFloat = 100, cy: CGFloat = 100
        var t = translation(-size / 2, -size / 2)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0))
        t = CATransform3DConcat(t, translation(cx, cy))
        t = CATransform3DConcat(t, perspective(500, centre: cx, cy))
        let image = render([layer(t, size: CGSize(width: size, height: size), color: red)], width: 200, height: 200)
        // Project the corners by hand; the row through the centre spans between the
        // projections of its two ends.
        let left = projectedX(t, 0, size / 2), right = projectedX(t, size, size / 2)
        let lo = min(left, right), hi = max(left, right)
        #expect(px(image, Int((lo + 1).rounded(.up)), 100) == [255, 0, 0, 255])
        #expect(px(image, Int((hi - 1).rounded(.down)) - 1, 100) == [255, 0, 0, 255])
        #expect(px(image, Int((lo - 1).rounded(.down)) - 1, 100) == [0, 0, 0, 0])
        #expect(px(image, Int((hi + 1).rounded(.up)), 100) == [0, 0, 0, 0])
        // Each end's column is as tall as that edge's projection (the near one taller).
        for edgeX in [CGFloat(0), size] {
            let x = projectedX(t, edgeX, size / 2)
            let column = Int((x + (x < 100 ? 2 : -2)).rounded(.down))
            // A vertical line of the plane stays vertical on screen (its w is constant): the
            // column shows the plane line under its centre, whose height is projected here.
            guard let planeX = t.unprojectToPlane(CGPoint(x: CGFloat(column) + 0.5, y: 100))?.x else {
                Issue.record("column \(column) is off the plane")
                continue
            }
            let expected = projectedY(t, planeX, size) - projectedY(t, planeX, 0)
            var count = 0.0
            for y in 0..<200 { count += Double(px(image, column, y)[3]) / 255 }
            #expect(abs(count - expected) < 0.5, "column \(column)")
        }
        let leftHeight = projectedY(t, 0, size) - projectedY(t, 0, 0)
        let rightHeight = projectedY(t, size, size) - projectedY(t, size, 0)
        #expect(abs(leftHeight - rightHeight) > 4)
    }

    @Test func bandsDoNotChangeThePicture() {
        let commands = (0..<40).map { i -> RenderCommand in
            let a = CGFloat(i) * 0.37
            return layer(rotated(size: 24, 24, centre: CGFloat(20 + (i % 8) * 22), CGFloat(20 + (i / 8) * 30), angle: a),
                         size: CGSize(width: 24, height: 24), color: RGBA(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7),
                         cornerRadius: 6, borderWidth: 2, borderColor: red)
        }
        let one = render(commands, width: 200, height: 160, threads: 1)
        let many = render(commands, width: 200, height: 160, threads: 4)
        #expect(ImageComparison.compare(one, many)?.isIdentical == true)
    }

    @Test func edgeOnAndBehindTheEyeLayersDrawNothingAndDoNotCrash() {
        // Rotated 90° about y: seen edge-on.
        var edgeOn = translation(-20, -20)
        edgeOn = CATransform3DConcat(edgeOn, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        edgeOn = CATransform3DConcat(edgeOn, translation(50, 50))
        edgeOn = CATransform3DConcat(edgeOn, perspective(500, centre: 50, 50))
        // Entirely behind the eye: z = 600 > d.
        let behind = CATransform3DConcat(translation(30, 30, 600), perspective(500, centre: 50, 50))
        let image = render([layer(edgeOn, size: CGSize(width: 40, height: 40), color: red),
                            layer(behind, size: CGSize(width: 40, height: 40), color: red)])
        #expect(coveredArea(image) < 1)
    }
}

/// The exact covered fraction of pixel (px, py) by a disc, by 64 × 64 supersampling.
func circleCoverage(pixelX: Int, pixelY: Int, centre: (Double, Double), radius: Double) -> Double {
    var inside = 0
    for i in 0..<64 {
        for j in 0..<64 {
            let x = Double(pixelX) + (Double(i) + 0.5) / 64, y = Double(pixelY) + (Double(j) + 0.5) / 64
            let dx = x - centre.0, dy = y - centre.1
            if dx * dx + dy * dy <= radius * radius { inside += 1 }
        }
    }
    return Double(inside) / 4096
}

/// The target x of the bounds point (x, y), by the row-vector definition.
func projectedX(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> Double {
    let w = x * t.m14 + y * t.m24 + t.m44
    return Double((x * t.m11 + y * t.m21 + t.m41) / w)
}

func projectedY(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> Double {
    let w = x * t.m14 + y * t.m24 + t.m44
    return Double((x * t.m12 + y * t.m22 + t.m42) / w)
}
