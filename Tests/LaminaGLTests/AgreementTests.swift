import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// The same layer trees drawn by the CPU renderer and by OpenGL (EGL offscreen, Mesa's
/// llvmpipe in CI) at several animation times must agree: PSNR ≥ 40 dB for every frame,
/// and per pixel every channel within `AgreementTests.tolerance` levels except at edges,
/// where the two backends' arithmetic (8-bit fixed point on the CPU, float on the GPU)
/// may round a fringe pixel differently: at most `AgreementTests.edgeShare` of the pixels
/// may exceed it, and none by more than `AgreementTests.edgeTolerance`.
final class AgreementTests: XCTestCase {
    /// Channel levels every pixel away from edges agrees to.
    static let tolerance = 3
    /// The largest difference an edge pixel may have, and the share of pixels allowed
    /// past `tolerance`.
    static let edgeTolerance = 40
    static let edgeShare = 0.01

    func assertAgreement(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) throws {
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [], "GL errors drawing \(scene.name)", file: file, line: line)
        let cpu = scene.cpuFrames()
        for (i, t) in scene.times.enumerated() {
            let difference = ImageComparison.compare(cpu[i], gl.images[i], tolerance: Self.tolerance)!
            let label = "\(scene.name) at t = \(t)"
            print("agreement \(label): \(difference)")
            saveForReview(cpu[i], "\(scene.name)-\(i)-cpu")
            saveForReview(gl.images[i], "\(scene.name)-\(i)-gl")
            if let diff = ImageComparison.differenceImage(cpu[i].pixels, gl.images[i].pixels) {
                saveForReview(CGImage(pixels: diff), "\(scene.name)-\(i)-diff")
            }
            XCTAssertGreaterThanOrEqual(difference.psnr, 40, label, file: file, line: line)
            XCTAssertLessThanOrEqual(Double(difference.differingPixels), Self.edgeShare * Double(scene.width * scene.height),
                                     label, file: file, line: line)
            XCTAssertLessThanOrEqual(difference.maxChannelDifference, Self.edgeTolerance, label, file: file, line: line)
        }
    }

    func testTransformsAndPerspective() throws { try assertAgreement(AgreementScenes.transforms) }
    func testRoundedAndMaskedCornersBordersOpacityAtScale2() throws { try assertAgreement(AgreementScenes.cornersBordersOpacity) }
    func testContentsRectGravityCenterAndFilters() throws { try assertAgreement(AgreementScenes.contents) }
    func testContentsCrossFade() throws { try assertAgreement(AgreementScenes.contentsCrossFade) }
    func testContentsInPerspectiveWithClipAndBorder() throws { try assertAgreement(AgreementScenes.perspectiveContents) }
    func testTrilinearMinificationThroughTheMipChain() throws { try assertAgreement(AgreementScenes.minifiedContents) }
    func testTransitionsPushMoveInRevealFade() throws { try assertAgreement(AgreementScenes.transitions) }
    func testClipsUnderRotationAndPerspective() throws { try assertAgreement(AgreementScenes.clips) }
    func testMasks() throws { try assertAgreement(AgreementScenes.masks) }
    func testGroupOpacity() throws { try assertAgreement(AgreementScenes.groupOpacity) }
    func testShadowsWithAndWithoutShadowPath() throws { try assertAgreement(AgreementScenes.shadows) }
    func testShapes() throws { try assertAgreement(AgreementScenes.shapes) }
    func testGradients() throws { try assertAgreement(AgreementScenes.gradients) }
    func testReplicators() throws { try assertAgreement(AgreementScenes.replicators) }
    func testShapedBidiAndEmojiText() throws { try assertAgreement(AgreementScenes.internationalText) }
    func testInstancedReplicators() throws { try assertAgreement(AgreementScenes.instancedReplicators) }
    func testReplicatorCopiesRunningLate() throws { try assertAgreement(AgreementScenes.lateReplicatorCopies) }

    /// Layers whose bounds start 10⁹ or 10⁶ points from their plane's origin (a far scroll
    /// offset; fuzzing: GL drew nothing of a 13-point-wide layer whose bounds started at
    /// −10⁹, its plane coordinates known only to 64 units in single precision): a plain
    /// layer with a border and rounded corners, contents, a gradient, turned and not.
    func testLayersWhoseBoundsStartFarFromTheirOrigin() throws {
        let far = Scene(name: "far-origins", width: 80, height: 60) { root in
            for (i, origin) in [-1e9, 1e6, -3.5e7].enumerated() {
                let plain = CALayer()
                plain.bounds = CGRect(x: origin, y: -origin / 2, width: 12.9, height: 30)
                plain.position = CGPoint(x: 10 + 25 * CGFloat(i), y: 20)
                plain.transform = CATransform3DMakeRotation(CGFloat(i) * 0.2, 0, 0, 1)
                plain.backgroundColor = CGColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)
                plain.cornerRadius = 4
                plain.borderWidth = 2
                plain.borderColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
                let pictured = CALayer()
                pictured.bounds = CGRect(x: origin, y: origin, width: 10, height: 10)
                pictured.position = CGPoint(x: 14 + 25 * CGFloat(i), y: 45)
                let pixels = PixelBuffer(width: 2, height: 2)
                for k in 0..<4 { pixels.row(k / 2)[(k % 2) * 4 + k % 3] = 255; pixels.row(k / 2)[(k % 2) * 4 + 3] = 255 }
                pictured.contents = CGImage(pixels: pixels)
                let gradient = CAGradientLayer()
                gradient.bounds = CGRect(x: origin, y: 0, width: 8, height: 8)
                gradient.position = CGPoint(x: 22 + 25 * CGFloat(i), y: 52)
                gradient.colors = [CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0.6, blue: 1, alpha: 1)]
                for layer in [plain, pictured, gradient] { root.addSublayer(layer) }
            }
        }
        try assertAgreement(far)
        let cpu = far.cpuFrames()[0]
        for x in [10, 35, 60] { XCTAssertEqual(rgba(cpu, x, 20)[3], 255, "the layer at x = \(x) draws") }
    }

    /// Items 10⁹ points across whose corners land far outside the target (fuzzing: a conic
    /// gradient layer 10⁹ points wide drew half its visible part on GL, llvmpipe dropping a
    /// triangle of a quad whose vertices were 5 × 10⁸ pixels away): a plain layer with a
    /// border, a gradient, contents, a turned layer and replicator copies.
    func testItemsFarLargerThanTheTarget() throws {
        let huge = Scene(name: "huge-items", width: 80, height: 60) { root in
            let plain = CALayer()
            plain.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 12)
            plain.position = CGPoint(x: 30, y: 8)
            plain.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
            plain.borderWidth = 3
            plain.borderColor = CGColor(red: 0, green: 0, blue: 0.6, alpha: 1)
            let gradient = CAGradientLayer()
            gradient.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 14)
            gradient.position = CGPoint(x: 24, y: 24)
            gradient.type = .conic
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            gradient.startPoint = CGPoint(x: 0.857, y: 0.5)
            gradient.endPoint = CGPoint(x: 0.857, y: 0.5)
            let turned = CALayer()
            turned.bounds = CGRect(x: 0, y: 0, width: 12, height: 1e9)
            turned.position = CGPoint(x: 60, y: 30)
            turned.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            turned.backgroundColor = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.8)
            let pictured = CALayer()
            pictured.bounds = CGRect(x: 0, y: 0, width: 4e8, height: 10)
            pictured.position = CGPoint(x: 0, y: 40)
            let pixels = PixelBuffer(width: 2, height: 1)
            pixels.row(0)[0] = 255; pixels.row(0)[3] = 255; pixels.row(0)[6] = 255; pixels.row(0)[7] = 255
            pictured.contents = CGImage(pixels: pixels)
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 5, 0)
            let copy = CALayer()
            copy.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 3)
            copy.position = CGPoint(x: 40, y: 48)
            copy.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0, alpha: 1)
            replicator.addSublayer(copy)
            for layer in [plain, gradient, turned, pictured, replicator] { root.addSublayer(layer) }
        }
        try assertAgreement(huge)
        // Every item shows across the whole target.
        let cpu = huge.cpuFrames()[0]
        for (x, y) in [(1, 8), (78, 8), (1, 24), (78, 24), (1, 40), (78, 40), (1, 53), (78, 53)] {
            XCTAssertGreaterThan(rgba(cpu, x, y)[3], 200, "(\(x), \(y))")
        }
    }

    /// A layer's left edge at x = 10.75: the pixel of column 10 is a quarter covered and its
    /// centre lies a quarter point outside the contents' destination. The contents are a
    /// 4 × 1 image (red, green, blue, white) through a `contentsRect` 8 units wide from
    /// x = 0.5 (32 texels over the layer's 8 points, from texel 2): the mapping carries that
    /// centre to texel coordinate 2 − ¼ × 4 = 1, half red and half green, a quarter covered.
    /// Once plainly, once through a `contentsCenter` whose fixed ends are none on the left
    /// (fuzzing, trees: GL stopped the mapping at the destination's edge, sampling green and
    /// blue there, and so did the CPU's nine-part path; 8 of 13 inputs one run listed).
    func testAnEdgePixelOutsideTheContentsSamplesWhereTheMappingCarriesIt() throws {
        let scene = Scene(name: "edge-outside-contents", width: 24, height: 32) { root in
            let pixels = PixelBuffer(width: 4, height: 1)
            for (k, rgb) in [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)].enumerated() {
                pixels.row(0)[k * 4] = UInt8(rgb.0); pixels.row(0)[k * 4 + 1] = UInt8(rgb.1)
                pixels.row(0)[k * 4 + 2] = UInt8(rgb.2); pixels.row(0)[k * 4 + 3] = 255
            }
            let image = CGImage(pixels: pixels)
            for (row, center) in [(4.0, CGRect(x: 0, y: 0, width: 1, height: 1)), (20.0, CGRect(x: 0, y: 0, width: 0.999, height: 1))] {
                let layer = CALayer()
                layer.frame = CGRect(x: 10.75, y: row, width: 8, height: 8)
                layer.contents = image
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 8, height: 1)
                layer.contentsCenter = center
                root.addSublayer(layer)
            }
        }
        try assertAgreement(scene)
        let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
        // A quarter of half red and half green (8-bit bilinear: 255 × 128/256 = 127).
        let expected = [127 / 4, 127 / 4, 0, 255 / 4]
        for (name, image) in [("CPU", cpu), ("GL", gl)] {
            for y in [6, 9, 22, 25] {
                let pixel = rgba(image, 10, y)
                for c in 0..<4 { XCTAssertEqual(Double(pixel[c]), Double(expected[c]), accuracy: 3, "\(name) (10, \(y)) channel \(c)") }
            }
        }
    }

    /// Contents whose destination reaches far past the layer: a 1 × 3 image (red, green,
    /// blue rows) under `resizeAspectFill` with a `contentsRect` 10⁻²⁰⁰ units wide is
    /// scaled to fill by 4 × 10²⁰¹, so the destination is 1.2 × 10²⁰² points tall, centred
    /// on the 40 × 20 layer: the layer shows the image's middle (texel row 1's centre,
    /// v = 1.5), all green, with and without a `contentsCenter` (its middle part spans the
    /// same point). A 3 × 1 image (red, green, blue columns) under `.top` with a
    /// `contentsRect` 10¹⁰⁹ units wide is 10¹⁰⁹ points wide, centred: the layer lies at
    /// unit x ≈ 5 × 10¹⁰⁸, past the image, where its right edge column (blue) is extended,
    /// in the destination's one point of height only. GL's single precision could not
    /// place either destination and drew nothing (fuzzing, trees).
    func testAContentsDestinationReachingFarPastTheLayerShowsItsNearPart() throws {
        func image(_ width: Int, _ height: Int) -> CGImage {
            let pixels = PixelBuffer(width: width, height: height)
            for (k, rgb) in [(255, 0, 0), (0, 255, 0), (0, 0, 255)].enumerated() {
                let p = width == 1 ? pixels.row(k) : pixels.row(0) + k * 4
                p[0] = UInt8(rgb.0); p[1] = UInt8(rgb.1); p[2] = UInt8(rgb.2); p[3] = 255
            }
            return CGImage(pixels: pixels)
        }
        let scene = Scene(name: "far-destination", width: 40, height: 80) { root in
            for (row, center) in [(0.0, CGRect(x: 0, y: 0, width: 1, height: 1)), (20.0, CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6))] {
                let tall = CALayer()
                tall.frame = CGRect(x: 0, y: row, width: 40, height: 20)
                tall.contents = image(1, 3)
                tall.contentsGravity = .resizeAspectFill
                tall.contentsRect = CGRect(x: 0, y: 0, width: 1e-200, height: 1)
                tall.contentsCenter = center
                root.addSublayer(tall)
            }
            let wide = CALayer()
            wide.frame = CGRect(x: 0, y: 50, width: 40, height: 20)
            wide.contents = image(3, 1)
            wide.contentsGravity = .top
            wide.contentsRect = CGRect(x: 0, y: 0, width: 1e109, height: 1)
            root.addSublayer(wide)
        }
        try assertAgreement(scene)
        let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
        for (name, image) in [("CPU", cpu), ("GL", gl)] {
            for x in [0, 20, 39] {
                for y in [0, 10, 19, 20, 30, 39] {
                    XCTAssertEqual(rgba(image, x, y), [0, 255, 0, 255], "\(name) (\(x), \(y))")
                }
                // `.top`: the destination is the image's one point of height, along one
                // horizontal edge (which one is the gravity's own rule, tested elsewhere).
                let edges = [rgba(image, x, 50), rgba(image, x, 69)]
                XCTAssertEqual(edges.filter { $0 == [0, 0, 255, 255] }.count, 1, "\(name) x = \(x): \(edges)")
                XCTAssertEqual(edges.filter { $0 == [0, 0, 0, 0] }.count, 1, "\(name) x = \(x): \(edges)")
                XCTAssertEqual(rgba(image, x, 60), [0, 0, 0, 0], "\(name) (\(x), 60)")
            }
        }
    }

    /// A conic gradient centred 4 × 10¹³ points to the right, its start direction pointing
    /// back left and 1 point up over that distance: the ray start → end crosses the layer
    /// along y = 9, so rows above it sit just clockwise of the start (t ≈ 0, the first
    /// colour) and rows below just short of a full turn (t ≈ 1, the last). Measured as
    /// atan(p − start) − atan(end − start), single precision rounded both to π and GL
    /// painted every row the first colour (fuzzing, trees: a conic centre 25,056 widths
    /// out).
    func testAConicGradientCentredFarAwaySplitsAtItsStartRay() throws {
        // Centred at (4 × 10¹³, 10), then past single precision, 4 × 10²¹⁵ points away
        // (fuzzing, trees: GL's overflowed), both with the start ray through (0, 9); and
        // one whose start ray points down, past the layer.
        for (x, end, split) in [(1e12, CGPoint(x: 0, y: 0.45), true), (1e214, CGPoint(x: 0, y: 0.45), true),
                                (1e214, CGPoint(x: 1e214, y: 1.5), false)] {
            let scene = Scene(name: "far-conic \(x) to \(end)", width: 40, height: 20) { root in
                let conic = CAGradientLayer()
                conic.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
                conic.type = .conic
                conic.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                conic.startPoint = CGPoint(x: x, y: 0.5)
                conic.endPoint = end
                root.addSublayer(conic)
            }
            try assertAgreement(scene)
            let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
            for image in [cpu, gl] {
                for px in [0, 20, 39] {
                    if split {
                        // The start ray runs to (0, 9): red above it (the angle just under
                        // 2π), blue below (just over 0).
                        XCTAssertEqual(rgba(image, px, 8), [255, 0, 0, 255], "\(scene.name): (\(px), 8)")
                        XCTAssertEqual(rgba(image, px, 9), [0, 0, 255, 255], "\(scene.name): (\(px), 9)")
                    } else {
                        // The layer lies a quarter turn clockwise (y down) from the start
                        // ray, seen from 4 × 10²¹⁵ points away: t = 1/4 all over it.
                        let t = 0.25
                        let expected = [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255]
                        for py in [0, 10, 19] {
                            for (channel, value) in rgba(image, px, py).enumerated() {
                                XCTAssertEqual(Double(value), Double(expected[channel]), accuracy: 1, "\(scene.name): (\(px), \(py))")
                            }
                        }
                    }
                }
            }
        }
    }

    /// A radial gradient centred 10³⁹ points above a 40 × 10 layer (past single
    /// precision), its end 2 × 10³⁹ points below: the ellipse's vertical radius is
    /// 3 × 10³⁹, so over the layer the vertical term (y − start.y)/radius is 1/3 and
    /// t = √(((x − 20)/10)² + 1/9), red to blue. GL's centre overflowed and it drew nothing
    /// (fuzzing, trees).
    func testARadialGradientCentredFarAwayKeepsItsValueOverTheLayer() throws {
        let scene = Scene(name: "far-radial", width: 40, height: 10) { root in
            let radial = CAGradientLayer()
            radial.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
            radial.type = .radial
            radial.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            radial.startPoint = CGPoint(x: 0.5, y: -1e38)
            radial.endPoint = CGPoint(x: 0.75, y: 2e38)
            root.addSublayer(radial)
        }
        try assertAgreement(scene)
        let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
        for (name, image) in [("CPU", cpu), ("GL", gl)] {
            for px in [0, 5, 12, 19, 20, 27, 33, 39] {
                let a = (Double(px) + 0.5 - 20) / 10
                let t = min((a * a + 1.0 / 9).squareRoot(), 1)
                let expected = [255 * (1 - t), 0, 255 * t, 255]
                for py in [0, 9] {
                    for (channel, value) in rgba(image, px, py).enumerated() {
                        XCTAssertEqual(Double(value), expected[channel], accuracy: 2, "\(name) (\(px), \(py))")
                    }
                }
            }
        }
    }

    /// Axial gradients whose start points lie 10³⁰⁰ layer heights away (past single
    /// precision): red, green, blue from a start 10³⁰⁰ units above to an end 10³⁰⁰ below,
    /// so t = ½ over the layer, all green; and from 10³⁰⁰ units above to the layer's
    /// middle, t = 1 − (½ − y/h)/(10³⁰⁰ + ½), all blue. GL's start overflowed and it drew
    /// the first colour (fuzzing, trees).
    func testAnAxialGradientStartingFarAwayKeepsItsValueOverTheLayer() throws {
        for (end, expected) in [(1e300, [0, 255, 0, 255]), (0.5, [0, 0, 255, 255])] {
            let scene = Scene(name: "far-axial to \(end)", width: 20, height: 10) { root in
                let axial = CAGradientLayer()
                axial.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
                axial.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                                CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                axial.startPoint = CGPoint(x: 0.5, y: -1e300)
                axial.endPoint = CGPoint(x: 0.5, y: end)
                root.addSublayer(axial)
            }
            try assertAgreement(scene)
            let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
            for (name, image) in [("CPU", cpu), ("GL", gl)] {
                for (px, py) in [(0, 0), (10, 5), (19, 9)] {
                    for (channel, value) in rgba(image, px, py).enumerated() {
                        XCTAssertEqual(Double(value), Double(expected[channel]), accuracy: 2, "\(scene.name): \(name) (\(px), \(py))")
                    }
                }
            }
        }
    }

    /// An axial gradient whose start lies 10³⁰⁰ layer widths to the side of its layer,
    /// its direction straight down: the start's line of t = 0 passes the layer's top,
    /// so t = y/h ramps red, green, blue down the layer exactly as it would with the start
    /// above the layer, on both backends. Bringing the start near along the direction
    /// instead would have flattened the ramp to its middle colour.
    func testAnAxialGradientStartingFarToItsSideStillRampsOverTheLayer() throws {
        let scene = Scene(name: "far-side-axial", width: 20, height: 10) { root in
            let axial = CAGradientLayer()
            axial.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            axial.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                            CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            axial.startPoint = CGPoint(x: -1e300, y: 0)
            axial.endPoint = CGPoint(x: -1e300, y: 1)
            root.addSublayer(axial)
        }
        try assertAgreement(scene)
        let gl = try scene.glFrames().images[0], cpu = scene.cpuFrames()[0]
        for (name, image) in [("CPU", cpu), ("GL", gl)] {
            for py in 0..<10 {
                let t = (Double(py) + 0.5) / 10
                let expected = t < 0.5 ? [255 * (1 - 2 * t), 255 * 2 * t, 0, 255]
                                       : [0, 255 * (2 - 2 * t), 255 * (2 * t - 1), 255]
                for px in [0, 10, 19] {
                    for (channel, value) in rgba(image, px, py).enumerated() {
                        XCTAssertEqual(Double(value), expected[channel], accuracy: 3, "\(name) (\(px), \(py))")
                    }
                }
            }
        }
    }

    /// A plane seen nearly edge-on through a projective transform, three of its corners
    /// behind the eye: what is in front is a triangle of the target. Each pixel whose
    /// four corners all map (through the inverse of the layer's homography, worked out
    /// here) into the layer in front of the eye is covered, each whose corners all map
    /// outside it or behind the eye is not, on both backends. The CPU's outline once
    /// clamped each coordinate of the corners near the horizon to ±10⁷, which moved them
    /// off their rays, and drew a line a pixel wide (fuzzing, trees).
    func testAPlaneSeenEdgeOnCoversWhatIsInFrontOfTheEye() throws {
        let t = CATransform3D(m11: -0.4463874265659571, m12: -0.4303349355306325, m13: 2, m14: 2,
                              m21: 2, m22: 2, m23: 2, m24: 2, m31: 2, m32: 2, m33: 2, m34: 2,
                              m41: 2, m42: 2, m43: 2, m44: -1.9993286030365454)
        let scene = Scene(name: "edge-on", width: 40, height: 40) { root in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.position = CGPoint(x: 40, y: 40)
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.transform = t
            root.addSublayer(layer)
        }
        try assertShowsWhatIsInFrontOfTheEye(scene, t, position: CGPoint(x: 40, y: 40),
                                             halfSize: CGSize(width: 20, height: 20), covered: 600, empty: 600)
    }

    /// A thin layer whose w grows 30 to 869 times faster than its x and y, the horizon
    /// across it and across the target: the part in front covers most of the target.
    /// GL clipped the quad at the horizon in single precision and drew a part of it or
    /// nothing; a quad reaching behind the eye is now drawn over the target, each pixel
    /// covered by its own plane point (fuzzing, trees: two inputs, 1,305 and 1,560 pixels).
    func testAThinPlaneAcrossTheHorizonCoversWhatIsInFrontOfTheEye() throws {
        for m14 in [30.0, 100, 869] {
            let t = CATransform3D(m11: -0.15005722133211252, m12: -0.41580834668497757, m13: -0.4783703364614329, m14: m14,
                                  m21: -0.8426337071793697, m22: 2, m23: 2, m24: 2, m31: 2, m32: 2, m33: 2, m34: 2,
                                  m41: 2, m42: 2, m43: 2, m44: 2)
            let size = CGSize(width: 30.031769283588922, height: 1.7726710917830166)
            let scene = Scene(name: "thin plane across the horizon, m14 \(m14)", width: 40, height: 40) { root in
                let layer = CALayer()
                layer.bounds = CGRect(origin: .zero, size: size)
                layer.position = .zero
                layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                layer.transform = t
                root.addSublayer(layer)
            }
            try assertShowsWhatIsInFrontOfTheEye(scene, t, position: .zero,
                                                 halfSize: CGSize(width: size.width / 2, height: size.height / 2),
                                                 covered: 1_000, empty: 100)
        }
    }

    /// Asserts that both backends agree on `scene`, a 40 × 40 target showing one white
    /// layer of half-size `halfSize` at `position` under `t`, and that each pixel wholly
    /// on one side of the layer's outline is covered exactly when it shows a point of the
    /// layer in front of the eye (worked out through the inverse homography here); at
    /// least `covered` and `empty` such pixels are checked.
    private func assertShowsWhatIsInFrontOfTheEye(_ scene: Scene, _ t: CATransform3D, position: CGPoint, halfSize: CGSize,
                                                  covered: Int, empty: Int) throws {
        try assertAgreement(scene)
        // Layer point p (from the anchor at the bounds' centre) lands at
        // position + (p·[m11 m21 m41], p·[m12 m22 m42]) / w, w = p·[m14 m24 m44].
        let h = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]].map { $0.map { Double($0) } }
        let det = h[0][0] * (h[1][1] * h[2][2] - h[1][2] * h[2][1]) - h[0][1] * (h[1][0] * h[2][2] - h[1][2] * h[2][0])
            + h[0][2] * (h[1][0] * h[2][1] - h[1][1] * h[2][0])
        func cofactor(_ r: Int, _ c: Int) -> Double {
            let rows = [0, 1, 2].filter { $0 != r }, cols = [0, 1, 2].filter { $0 != c }
            let m = h[rows[0]][cols[0]] * h[rows[1]][cols[1]] - h[rows[0]][cols[1]] * h[rows[1]][cols[0]]
            return (r + c) % 2 == 0 ? m : -m
        }
        let inverse = (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / det } }
        /// Whether the target point (x, y) shows the layer: in its bounds and in front.
        func shows(_ x: Double, _ y: Double) -> Bool {
            let s = [x - Double(position.x), y - Double(position.y), 1.0]
            let v = (0..<3).map { j in (0..<3).reduce(0.0) { $0 + s[$1] * inverse[$1][j] } }
            let p = (v[0] / v[2], v[1] / v[2])
            let w = p.0 * h[0][2] + p.1 * h[1][2] + h[2][2]
            return w > 0 && abs(p.0) < Double(halfSize.width) && abs(p.1) < Double(halfSize.height)
        }
        let images = [scene.cpuFrames()[0], try scene.glFrames().images[0]]
        var checked = (covered: 0, empty: 0)
        for y in 0..<40 {
            for x in 0..<40 {
                let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { shows(Double(x) + $0.0, Double(y) + $0.1) }
                guard corners.allSatisfy({ $0 == corners[0] }) else { continue }
                for (name, image) in zip(["CPU", "GL"], images) {
                    XCTAssertEqual(rgba(image, x, y)[3], corners[0] ? 255 : 0, "\(scene.name), \(name) (\(x), \(y))")
                }
                if corners[0] { checked.covered += 1 } else { checked.empty += 1 }
            }
        }
        XCTAssertGreaterThan(checked.covered, covered, scene.name)
        XCTAssertGreaterThan(checked.empty, empty, scene.name)
    }

    /// A bordered, rounded layer under a strong perspective whose horizon crosses the
    /// target. Each straight edge's anti-aliasing ramp comes from the gradient along its
    /// own projected line, and a pixel beyond a straight edge's ramp is outside, on both
    /// backends: GL took a corner's ramp from the Jacobian at the pixel, which widens
    /// without bound toward the horizon, and covered a diagonal of pixels up to 125
    /// levels that the CPU (walking only the projected outline's columns) left empty
    /// (fuzzing, trees).
    func testEdgesNearTheHorizonRampAlongTheirOwnLines() throws {
        let scene = Scene(name: "near-horizon", width: 40, height: 40) { root in
            let replicator = CAReplicatorLayer()
            replicator.bounds = CGRect(x: 0, y: 0, width: 5.928014531710854e-155, height: 26.06179903868162)
            replicator.position = CGPoint(x: -9.22636758983749, y: 32.24536507209888)
            replicator.sublayerTransform = CATransform3D(
                m11: -1.1772945754177158, m12: 1.2929579613946744, m13: 0.4618905928130008, m14: -0.26346227206836037,
                m21: 0.3144274052033267, m22: -0.7549858854047455, m23: 0.375219348439765, m24: 0.7788509956511787,
                m31: 1.237903410391394, m32: -1.0877546349279013, m33: 1.8580910963607233, m34: 1.0155489433127336,
                m41: -1.1670405127031356, m42: 0.1778896772716867, m43: 1e-300, m44: 1.849057755397879)
            let layer = CALayer()
            layer.bounds = CGRect(x: 9.245288776989394, y: -3.2643625543602646, width: 12.094728007934691, height: 38.19931334401465)
            layer.position = CGPoint(x: 33.234912642099644, y: 32.47730220492866)
            layer.anchorPoint = CGPoint(x: -0.4961852445258259, y: -0.41921873807888915)
            layer.cornerRadius = 4.9741359578851
            layer.borderWidth = 6.506385900663767
            layer.borderColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            replicator.addSublayer(layer)
            root.addSublayer(replicator)
        }
        try assertAgreement(scene)
    }

    /// Wide blurs on a small target: GL blurs only the shadow pixels its composite reads
    /// (fuzzing, trees: a shadowPath blurred 767 px each way was 1,580 × 1,577 pixels of
    /// 1,535 taps a pass, 100 s on llvmpipe). Offsets move what is read; both agree.
    func testWideShadowsOnASmallTarget() throws {
        let wide = Scene(name: "wide-shadows", width: 80, height: 60) { root in
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let pathCast = CALayer()
            pathCast.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            pathCast.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            pathCast.shadowOpacity = 1
            pathCast.shadowRadius = 90
            pathCast.shadowOffset = CGSize(width: 23, height: -17)
            pathCast.shadowPath = CGPath(rect: CGRect(x: -400, y: 5, width: 500, height: 30), transform: nil)
            let alphaCast = CALayer()
            alphaCast.frame = CGRect(x: 50, y: 30, width: 25, height: 25)
            alphaCast.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
            alphaCast.shadowOpacity = 0.8
            alphaCast.shadowRadius = 40
            alphaCast.shadowOffset = CGSize(width: -31, height: 12)
            root.addSublayer(pathCast)
            root.addSublayer(alphaCast)
        }
        try assertAgreement(wide)
        // The shadows darken the white background everywhere near them.
        let cpu = wide.cpuFrames()[0]
        XCTAssertLessThan(rgba(cpu, 5, 55)[0], 250)
        XCTAssertLessThan(rgba(cpu, 75, 5)[0], 250)
    }

    /// The late copies' four runs (one nested in a run in step) are drawn instanced from
    /// their tracks: one batch and one draw each, beside the root's background (a large
    /// item: interior and fringe).
    func testReplicatorCopiesRunningLateAreOneDrawPerRun() throws {
        let gl = try AgreementScenes.lateReplicatorCopies.glFrames()
        XCTAssertEqual(gl.backend.statistics.prepared.itemsDrawn, 1 + 24 + 16 + 10 + 15)
        XCTAssertEqual(gl.backend.statistics.batches, 1 + 4)
        XCTAssertEqual(gl.backend.statistics.drawCalls, 2 + 4)
    }
    func testTextLayers() throws { try assertAgreement(AgreementScenes.text) }

    /// The animated text agrees, and its frames are not all one picture: mid-animation
    /// the layers show their presentation drawings, at 1.2 s their models'.
    func testTextLayersDrawnFromTheirPresentationValues() throws {
        try assertAgreement(AgreementScenes.animatedText)
        let gl = try AgreementScenes.animatedText.glFrames()
        let change = try XCTUnwrap(ImageComparison.compare(gl.images[1], gl.images[2], tolerance: Self.tolerance))
        XCTAssertLessThan(change.psnr, 30)
    }
    func testScrollLayers() throws { try assertAgreement(AgreementScenes.scrolling) }
}
