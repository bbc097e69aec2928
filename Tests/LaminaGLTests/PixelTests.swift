import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// GL pixels from first principles: exact interiors, clear outsides, edge coverage equal
/// to the covered area, opacity, borders, corners, clips, contents and gradients, with
/// every expected value computed here from geometry.
final class PixelTests: XCTestCase {
    func testRedLayerInteriorIsExactlyRedAndOutsideIsClear() throws {
        let (image, _) = try drawGL([layerItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: red)])
        XCTAssertEqual(rgba(image, 35, 35), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 10, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 59, 59), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 5, 5), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image, 60, 35), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image, 35, 9), [0, 0, 0, 0])
        XCTAssertEqual(coveredArea(image), 2500, accuracy: 0.5)
    }

    func testHalfCoveredEdgePixelIsHalf() throws {
        // The layer starts at x = 10.5: column 10 is half covered, 11 fully.
        let (image, _) = try drawGL([layerItem(frame: CGRect(x: 10.5, y: 10, width: 20, height: 20), color: red)])
        XCTAssertTrue(near(rgba(image, 10, 20), [128, 0, 0, 128], 1), "\(rgba(image, 10, 20))")
        XCTAssertEqual(rgba(image, 11, 20), [255, 0, 0, 255])
        // The right edge at 30.5: column 30 half covered.
        XCTAssertTrue(near(rgba(image, 30, 20), [128, 0, 0, 128], 1))
    }

    func testOpacityAndTintScaleThePremultipliedColour() throws {
        let (image, _) = try drawGL([
            layerItem(CATransform3DMakeTranslation(0, 0, 0), size: CGSize(width: 40, height: 40), color: red, opacity: 0.5),
            layerItem(CATransform3DMakeTranslation(50, 0, 0), size: CGSize(width: 40, height: 40), color: white,
                      tint: CGColor.RGBA(red: 0, green: 1, blue: 0.5, alpha: 1)),
        ])
        XCTAssertTrue(near(rgba(image, 20, 20), [128, 0, 0, 128], 1))
        XCTAssertTrue(near(rgba(image, 70, 20), [0, 255, 128, 255], 1))
    }

    func testRotatedSquareCoversItsArea() throws {
        let (image, _) = try drawGL([layerItem(rotated(size: 40, 40, centre: 50, 50, angle: 0.3), size: CGSize(width: 40, height: 40),
                                               color: red)])
        XCTAssertEqual(coveredArea(image), 1600, accuracy: 1600 * 0.002)
        XCTAssertEqual(rgba(image, 50, 50), [255, 0, 0, 255])
    }

    func testRoundedCornersCutTheirArea() throws {
        // Area of a 60×40 rectangle with r = 10 corners: 2400 − (4 − π)·100.
        let (image, _) = try drawGL([layerItem(CATransform3DMakeTranslation(20, 30, 0), size: CGSize(width: 60, height: 40),
                                               color: blue, cornerRadius: 10)])
        XCTAssertEqual(coveredArea(image), 2400 - (4 - .pi) * 100, accuracy: 2)
        XCTAssertEqual(rgba(image, 20, 30), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image, 50, 50), [0, 0, 255, 255])
    }

    func testMaskedCornersRoundOnlyTheNamedCorners() throws {
        let (image, _) = try drawGL([layerItem(CATransform3DMakeTranslation(10, 10, 0), size: CGSize(width: 60, height: 60),
                                               color: blue, cornerRadius: 20, corners: [.layerMaxXMaxYCorner])])
        XCTAssertEqual(rgba(image, 10, 10), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 69, 10), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 69, 69), [0, 0, 0, 0])
        XCTAssertEqual(coveredArea(image), 3600 - (1 - .pi / 4) * 400, accuracy: 1.5)
    }

    func testBorderIsInsideTheBoundsAboveTheBackground() throws {
        let (image, _) = try drawGL([layerItem(CATransform3DMakeTranslation(10, 10, 0), size: CGSize(width: 60, height: 60),
                                               color: red, borderWidth: 5, borderColor: blue)])
        XCTAssertEqual(rgba(image, 12, 40), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 14, 40), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 15, 40), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 9, 40), [0, 0, 0, 0])
    }

    func testClipUnderRotationIsTheRotatedShape() throws {
        let diamond = rotated(size: 40, 40, centre: 50, 50, angle: .pi / 4)
        let (clipped, _) = try drawGL([layerItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red, clip: 0)],
                                      clips: [clipRegion(diamond, size: CGSize(width: 40, height: 40))])
        XCTAssertEqual(rgba(clipped, 50, 50), [255, 0, 0, 255])
        XCTAssertEqual(rgba(clipped, 5, 5), [0, 0, 0, 0])
        XCTAssertEqual(rgba(clipped, 50, 20), [0, 0, 0, 0])  // the top vertex is at y = 50 − 20√2
        XCTAssertEqual(coveredArea(clipped), 1600, accuracy: 1600 * 0.005)
    }

    func testClipChainsIntersect() throws {
        let diamond = rotated(size: 40, 40, centre: 50, 50, angle: .pi / 4)
        let (image, _) = try drawGL([layerItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red, clip: 1)],
                                    clips: [clipRegion(diamond, size: CGSize(width: 40, height: 40)),
                                            clipRegion(CATransform3DIdentity, size: CGSize(width: 50, height: 100), parent: 0)])
        XCTAssertEqual(coveredArea(image), 800, accuracy: 8)
        XCTAssertEqual(rgba(image, 40, 50), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 60, 50), [0, 0, 0, 0])
    }

    func testPerspectiveQuadCoversItsProjectedArea() throws {
        // A 60×60 layer turned 0.8 rad about y under m34 = −1/200, centred at (50, 50):
        // its coverage is the area of the projected quadrilateral (shoelace formula).
        var t = CATransform3DMakeTranslation(-30, -30, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.8, 0, 1, 0))
        var p = CATransform3DIdentity
        p.m34 = -1 / 200
        t = CATransform3DConcat(t, p)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(50, 50, 0))
        let (image, _) = try drawGL([layerItem(t, size: CGSize(width: 60, height: 60), color: green)])
        var corners: [(Double, Double)] = []
        for (x, y) in [(0.0, 0.0), (60.0, 0.0), (60.0, 60.0), (0.0, 60.0)] {
            let w = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
            corners.append(((x * Double(t.m11) + y * Double(t.m21) + Double(t.m41)) / w,
                            (x * Double(t.m12) + y * Double(t.m22) + Double(t.m42)) / w))
        }
        var area = 0.0
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            area += a.0 * b.1 - b.0 * a.1
        }
        XCTAssertEqual(coveredArea(image), abs(area) / 2, accuracy: abs(area) / 2 * 0.005)
        XCTAssertEqual(rgba(image, 50, 50), [0, 255, 0, 255])
    }

    func testNearestContentsShowTheImagePixels() throws {
        // A 2×2 image magnified to 80×80 with nearest filtering: four exact quadrants.
        let pixels = PixelBuffer(width: 2, height: 2)
        let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [128, 128, 128, 255]]
        for (i, c) in colours.enumerated() {
            let p = pixels.row(i / 2) + (i % 2) * 4
            for k in 0..<4 { p[k] = c[k] }
        }
        let image = CGImage(pixels: pixels)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let contents = ContentsItem(image: image, sourceRect: unit, destinationRect: CGRect(x: 0, y: 0, width: 80, height: 80),
                                    center: unit, minificationFilter: .nearest, magnificationFilter: .nearest, isFlipped: false)
        let (out, _) = try drawGL([layerItem(CATransform3DMakeTranslation(10, 10, 0), size: CGSize(width: 80, height: 80),
                                             color: nil, contents: contents)])
        XCTAssertEqual(rgba(out, 20, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(out, 80, 20), [0, 255, 0, 255])
        XCTAssertEqual(rgba(out, 20, 80), [0, 0, 255, 255])
        XCTAssertEqual(rgba(out, 80, 80), [128, 128, 128, 255])
        XCTAssertEqual(rgba(out, 49, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(out, 50, 20), [0, 255, 0, 255])
    }

    func testAxialGradientInterpolatesPremultiplied() throws {
        // Opaque red → transparent blue, left to right: in premultiplied space the middle
        // is half red, half alpha, no blue.
        let colors = [CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 1), CGColor.RGBA(red: 0, green: 0, blue: 1, alpha: 0)]
        let rect = CGRect(x: 0, y: 0, width: 256, height: 10)
        let item = GradientItem(placement: ItemPlacement(transform: CATransform3DIdentity, bounds: rect, opacity: 1,
                                                         tint: white, clip: -1),
                                cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
                                kind: .axial, colors: colors, locations: [0, 1], startPoint: CGPoint(x: 0, y: 0.5),
                                endPoint: CGPoint(x: 1, y: 0.5))
        let (image, _) = try drawGL([.gradient(item)], width: 256, height: 10)
        XCTAssertTrue(near(rgba(image, 128, 5), [128, 0, 0, 128], 2), "\(rgba(image, 128, 5))")
        XCTAssertTrue(near(rgba(image, 0, 5), [255, 0, 0, 255], 1))
        XCTAssertTrue(near(rgba(image, 255, 5), [0, 0, 0, 0], 1))
    }

    func testGroupOpacityTreatsTheGroupAsOneImage() throws {
        let a = CGRect(x: 10, y: 10, width: 50, height: 50), b = CGRect(x: 40, y: 40, width: 50, height: 50)
        let (image, backend) = try drawGL([
            .beginGroup(GroupItem(opacity: 0.5, hasMask: false, shadow: nil, clip: -1,
                                  pixelBounds: CGRect(x: 10, y: 10, width: 80, height: 80))),
            layerItem(frame: a, color: red), layerItem(frame: b, color: blue),
            .endGroup,
        ])
        // The opaque blue on top, then halved; outside the overlap, half red.
        XCTAssertTrue(near(rgba(image, 50, 50), [0, 0, 128, 128], 1))
        XCTAssertTrue(near(rgba(image, 20, 20), [128, 0, 0, 128], 1))
        XCTAssertEqual(backend.statistics.groups, 1)
    }

    func testMaskAlphaMultipliesTheGroup() throws {
        let group = GroupItem(opacity: 1, hasMask: true, shadow: nil, clip: -1, pixelBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (image, _) = try drawGL([
            .beginGroup(group),
            .beginMask,
            layerItem(frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: white),
            layerItem(frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)),
            .endMask,
            layerItem(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: green),
            .endGroup,
        ])
        XCTAssertEqual(rgba(image, 30, 30), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image, 70, 30), [0, 0, 0, 0])
        XCTAssertTrue(near(rgba(image, 70, 70), [0, 128, 0, 128], 1))
    }

    func testShadowFalloffIsGaussian() throws {
        // A 40×40 white square at (20, 20) casting a black shadow of σ = 4 offset by 60:
        // the shadow's alpha is the box blurred by the Gaussian, Φ differences per axis.
        let sigma = 4.0
        let shadow = ShadowItem(color: black, opacity: 1, offset: CGSize(width: 60, height: 0), blurRadius: CGFloat(sigma),
                                path: nil, pathTransform: CATransform3DIdentity)
        let (image, backend) = try drawGL([
            .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: shadow, clip: -1,
                                  pixelBounds: CGRect(x: 20, y: 20, width: 40, height: 40))),
            layerItem(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: white),
            .endGroup,
        ], width: 160, height: 100)
        func expected(_ x: Int, _ y: Int) -> Int {
            let X = Double(x) + 0.5, Y = Double(y) + 0.5
            let a = (Phi((X - 80) / sigma) - Phi((X - 120) / sigma)) * (Phi((Y - 20) / sigma) - Phi((Y - 60) / sigma))
            return Int((a * 255).rounded())
        }
        XCTAssertTrue(near(rgba(image, 100, 40), [0, 0, 0, 255], 1))
        for x in [112, 116, 119, 120, 121, 124, 127, 130] {
            XCTAssertLessThanOrEqual(abs(rgba(image, x, 40)[3] - expected(x, 40)), 2, "x = \(x)")
        }
        XCTAssertLessThanOrEqual(abs(rgba(image, 121, 61)[3] - expected(121, 61)), 2)
        XCTAssertEqual(rgba(image, 40, 40), [255, 255, 255, 255])
        XCTAssertEqual(rgba(image, 150, 40), [0, 0, 0, 0])
        XCTAssertEqual(backend.statistics.shadows, 1)
    }

    func testShadowPathCastsTheShadowNotTheGroup() throws {
        // A shadow of σ ≈ 0 from a path 20×20 at (0, 0) of the layer, offset (50, 0): a
        // sharp black square at (70…90) × (20…40), none where the group's other pixels are.
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil).storage
        let shadow = ShadowItem(color: black, opacity: 1, offset: CGSize(width: 50, height: 0), blurRadius: 0,
                                path: path, pathTransform: CATransform3DMakeTranslation(20, 20, 0))
        let (image, _) = try drawGL([
            .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: shadow, clip: -1,
                                  pixelBounds: CGRect(x: 20, y: 20, width: 40, height: 40))),
            layerItem(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: white),
            .endGroup,
        ], width: 140, height: 80)
        XCTAssertEqual(rgba(image, 80, 30), [0, 0, 0, 255])
        XCTAssertEqual(rgba(image, 80, 45), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image, 95, 30), [0, 0, 0, 0])
    }
}
