import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster
import LaminaRenderList

/// Core Animation's debug colours (issue 17), drawn by both backends from one frame:
/// "Color Blended Layers" tints opaque layers green and blended ones red, "Color
/// Offscreen-Rendered" tints what is drawn through an offscreen target yellow, each tint
/// half opaque. Expected pixels are the source-over arithmetic of those tints, worked out
/// here.
final class DebugColorTests: XCTestCase {
    /// Three 20 × 20 layers side by side: opaque white; white at half alpha (blended);
    /// opaque white with a mask (drawn offscreen).
    func scene(_ options: DebugColorOptions) -> Scene {
        var scene = Scene(name: "debug-colors-\(options.rawValue)", width: 60, height: 20) { root in
            let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let opaque = CALayer(), blended = CALayer(), masked = CALayer()
            opaque.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            opaque.backgroundColor = white
            blended.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
            blended.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            masked.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
            masked.backgroundColor = white
            let mask = CALayer()
            mask.frame = masked.bounds
            mask.backgroundColor = white
            masked.mask = mask
            for layer in [opaque, blended, masked] { root.addSublayer(layer) }
        }
        scene.debugColors = options
        return scene
    }

    /// `tint` (unpremultiplied, alpha ½) over the premultiplied pixel `under`.
    func over(_ tint: (Double, Double, Double), _ under: [Double]) -> [Int] {
        let a = 0.5
        let source = [tint.0 * a * 255, tint.1 * a * 255, tint.2 * a * 255, a * 255]
        return (0..<4).map { Int((source[$0] + under[$0] * (1 - a)).rounded()) }
    }

    func check(_ options: DebugColorOptions, expected: [(x: Int, rgba: [Int])]) throws {
        let s = scene(options)
        let gl = try s.glFrames().images[0], cpu = s.cpuFrames()[0]
        for (name, image) in [("CPU", cpu), ("GL", gl)] {
            for (x, rgba) in expected {
                let pixel = LaminaGLTests.rgba(image, x, 10)
                XCTAssertTrue(near(pixel, rgba, 2), "\(name) \(options) at x = \(x): \(pixel), expected \(rgba)")
            }
        }
    }

    func testColorBlendedLayersTintsOpaqueLayersGreenAndBlendedOnesRed() throws {
        let white = [255.0, 255, 255, 255], halfWhite = [127.5, 127.5, 127.5, 127.5]
        try check(.blendedLayers, expected: [(10, over((0, 1, 0), white)), (30, over((1, 0, 0), halfWhite)),
                                             (50, over((0, 1, 0), white))])
        // Off: the frame as drawn.
        try check([], expected: [(10, [255, 255, 255, 255]), (30, [128, 128, 128, 128]), (50, [255, 255, 255, 255])])
    }

    func testColorOffscreenRenderedTintsTheMaskedLayerYellow() throws {
        try check(.offscreenRendered, expected: [(10, [255, 255, 255, 255]), (30, [128, 128, 128, 128]),
                                                 (50, over((1, 1, 0), [255, 255, 255, 255]))])
    }

    /// A replicator whose copies run their sublayer's animation late (items rebuilt per
    /// copy, named by index in the list): the tints added before them move those
    /// indices, each copy's tint is rebuilt with it, and the frame still passes the
    /// list's invariants (checked after every frame) and draws alike on both backends.
    func testTintsKeepAReplicatorsLateRunningCopiesInPlace() throws {
        var scene = Scene(name: "debug-colors-replicator", width: 80, height: 30) { root in
            let header = CALayer()
            header.frame = CGRect(x: 0, y: 0, width: 80, height: 5)
            header.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(header)
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 10, width: 80, height: 20)
            replicator.instanceCount = 3
            replicator.instanceDelay = 0.25
            replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 5
            move.toValue = 15
            move.duration = 1
            dot.add(move, forKey: "move")
            replicator.addSublayer(dot)
            root.addSublayer(replicator)
        }
        scene.times = [0, 0.5]
        scene.debugColors = .blendedLayers
        let gl = try scene.glFrames(), cpu = scene.cpuFrames()
        XCTAssertEqual(gl.errors, [])
        for i in scene.times.indices {
            let difference = try XCTUnwrap(ImageComparison.compare(cpu[i], gl.images[i], tolerance: 3))
            XCTAssertGreaterThanOrEqual(difference.psnr, 40, "t = \(scene.times[i])")
        }
        // The opaque header is tinted green: blue under half green.
        XCTAssertTrue(near(LaminaGLTests.rgba(cpu[1], 40, 2), over((0, 1, 0), [0, 0, 255, 255]), 2))
        // At 0.5 s copy k is p = 0.5 − 0.25k through the move: its dot (opaque white, 10
        // points, left at 25k) is centred at y = 10 + 5 + 10p, so it spans 15…25, 12.5…22.5
        // and 10…20. Each is tinted green where its own clock put it (a tint left at the
        // dot's model place, 10…20, would leave copy 0's lowest rows white).
        let green = over((0, 1, 0), [255, 255, 255, 255])
        for (name, image) in [("CPU", cpu[1]), ("GL", gl.images[1])] {
            for (x, y) in [(5, 23), (30, 21), (55, 11)] {
                let pixel = LaminaGLTests.rgba(image, x, y)
                XCTAssertTrue(near(pixel, green, 2), "\(name) at (\(x), \(y)): \(pixel), expected \(green)")
            }
            // Below copy 2's dot: nothing.
            XCTAssertTrue(near(LaminaGLTests.rgba(image, 55, 23), [0, 0, 0, 0], 2), "\(name): \(LaminaGLTests.rgba(image, 55, 23))")
        }
    }

    /// A solid opaque `side` × `side` image of (r, g, b).
    func solid(_ side: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
        let pixels = PixelBuffer(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side {
                let p = pixels.row(y) + x * 4
                p[0] = r; p[1] = g; p[2] = b; p[3] = 255
            }
        }
        return CGImage(pixels: pixels)
    }

    /// Each scene frame's pixels at `points` (y = 5), on both backends, against `expected`
    /// (a row per frame).
    func check(_ scene: Scene, at xs: [Int], expected: [[[Int]]]) throws {
        let gl = try scene.glFrames(), cpu = scene.cpuFrames()
        XCTAssertEqual(gl.errors, [])
        for (name, images) in [("CPU", cpu), ("GL", gl.images)] {
            for (frame, row) in expected.enumerated() {
                for (x, rgba) in zip(xs, row) {
                    let pixel = LaminaGLTests.rgba(images[frame], x, 5)
                    XCTAssertTrue(near(pixel, rgba, 2),
                                  "\(name) \(scene.name) frame \(frame) at x = \(x): \(pixel), expected \(rgba)")
                }
            }
        }
    }

    /// Two opaque white layers; at t = 1 the second turns blue. The first frame is all new
    /// and flashes; the frame after the change flashes the changed layer only; the next,
    /// nothing.
    func testFlashUpdatedRegionsTintsAChangedLayerInTheFrameAfterTheChangeOnly() throws {
        var scene = Scene(name: "debug-flash", width: 40, height: 10) { root in
            for x in [0, 20] {
                let layer = CALayer()
                layer.frame = CGRect(x: x, y: 0, width: 20, height: 10)
                layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                root.addSublayer(layer)
            }
        }
        scene.times = [0, 1, 2]
        scene.change = (1, { root in root.sublayers![1].backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) })
        scene.debugColors = .updatedRegions
        let white = [255.0, 255, 255, 255], blue = [0.0, 0, 255, 255]
        try check(scene, at: [10, 30], expected: [
            [over((1, 1, 0), white), over((1, 1, 0), white)],
            [[255, 255, 255, 255], over((1, 1, 0), blue)],
            [[255, 255, 255, 255], [0, 0, 255, 255]],
        ])
    }

    /// A running animation redraws its layer every frame: it flashes in each.
    func testFlashUpdatedRegionsTintsAnAnimatedLayerInEveryFrame() throws {
        var scene = Scene(name: "debug-flash-animation", width: 40, height: 10) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 10
            move.toValue = 30
            move.duration = 4
            layer.add(move, forKey: "move")
            root.addSublayer(layer)
        }
        scene.times = [0, 1, 2]
        scene.debugColors = .updatedRegions
        // At t = 1 and 2 the layer covers x = 5…25 and 10…30: x = 22 is inside both.
        let white = [255.0, 255, 255, 255]
        try check(scene, at: [22], expected: [[[0, 0, 0, 0]], [over((1, 1, 0), white)], [over((1, 1, 0), white)]])
    }

    /// Two layers showing images; at t = 1 the second gets a new image. An image first
    /// drawn in a frame is tinted cyan in it; drawn again, it is not.
    func testColorCopiedImagesTintsAnImageInTheFrameItIsFirstDrawn() throws {
        let first = solid(10, 0, 0, 255), second = solid(10, 0, 0, 255), replacement = solid(10, 0, 0, 255)
        var scene = Scene(name: "debug-copied", width: 20, height: 10) { root in
            for (x, image) in [(0, first), (10, second)] {
                let layer = CALayer()
                layer.frame = CGRect(x: x, y: 0, width: 10, height: 10)
                layer.contents = image
                root.addSublayer(layer)
            }
        }
        scene.times = [0, 1, 2]
        scene.change = (1, { root in root.sublayers![1].contents = replacement })
        scene.debugColors = .copiedImages
        let blue = [0.0, 0, 255, 255], cyan = over((0, 1, 1), blue)
        try check(scene, at: [5, 15], expected: [[cyan, cyan], [[0, 0, 255, 255], cyan], [[0, 0, 255, 255], [0, 0, 255, 255]]])
    }

    /// A 10 × 10 image three ways: one image pixel per screen pixel on whole pixels (no
    /// tint), moved half a pixel (misaligned: yellow), and stretched over 20 × 10 points
    /// (scaled: magenta).
    func testColorMisalignedImagesTintsScaledImagesMagentaAndMisalignedOnesYellow() throws {
        let picture = solid(10, 0, 0, 255)
        var scene = Scene(name: "debug-misaligned", width: 60, height: 10) { root in
            for frame in [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20.5, y: 0, width: 10, height: 10),
                          CGRect(x: 40, y: 0, width: 20, height: 10)] {
                let layer = CALayer()
                layer.frame = frame
                layer.contents = picture
                root.addSublayer(layer)
            }
        }
        scene.debugColors = .misalignedImages
        let blue = [0.0, 0, 255, 255]
        try check(scene, at: [5, 25, 50], expected: [[[0, 0, 255, 255], over((1, 1, 0), blue), over((1, 0, 1), blue)]])
    }

    /// `color` (opaque, unpremultiplied) half over the premultiplied pixel `under`.
    func over(_ color: CGColor.RGBA, _ under: [Double]) -> [Int] {
        over((Double(color.red), Double(color.green), Double(color.blue)), under)
    }

    /// Two white layers with a red gradient layer between them, side by side, nothing
    /// overlapping. GL draws the two layers in one instanced draw and the gradient in
    /// another: the layers show the first draw's colour, the gradient the second's. The
    /// CPU renderer shows its bands of 16 rows instead: 40 rows are three bands.
    func testBatchesTintEachGLDrawInItsOwnColourAndEachCPUBandInItsOwn() throws {
        var scene = Scene(name: "debug-batches", width: 30, height: 40) { root in
            let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1), red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            for x in [0, 20] {
                let layer = CALayer()
                layer.frame = CGRect(x: x, y: 0, width: 10, height: 40)
                layer.backgroundColor = white
                root.addSublayer(layer)
            }
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 0, width: 10, height: 40)
            gradient.colors = [red, red]
            root.addSublayer(gradient)
        }
        scene.debugColors = .batches
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [])
        XCTAssertEqual(gl.backend.counters.drawCalls, 2, "the tinted draws are not counted")
        let white = [255.0, 255, 255, 255], red = [255.0, 0, 0, 255]
        let first = DebugColorOptions.batchColor(0), second = DebugColorOptions.batchColor(1)
        for (x, expected) in [(5, over(first, white)), (25, over(first, white)), (15, over(second, red))] {
            let pixel = LaminaGLTests.rgba(gl.images[0], x, 20)
            XCTAssertTrue(near(pixel, expected, 2), "GL at x = \(x): \(pixel), expected \(expected)")
        }
        let cpu = scene.cpuFrames()[0]
        // Rows 0…12, 13…25 and 26…39: band b is rows b · 40 / 3 ..< (b + 1) · 40 / 3.
        for (y, band) in [(5, 0), (12, 0), (13, 1), (25, 1), (26, 2), (39, 2)] {
            let expected = over(DebugColorOptions.batchColor(band), white)
            let pixel = LaminaGLTests.rgba(cpu, 5, y)
            XCTAssertTrue(near(pixel, expected, 2), "CPU at y = \(y): \(pixel), expected \(expected)")
        }
        // Off: the frame as drawn, the same draw calls.
        scene.debugColors = []
        let plain = try scene.glFrames()
        XCTAssertEqual(plain.backend.counters.drawCalls, 2)
        XCTAssertTrue(near(LaminaGLTests.rgba(plain.images[0], 5, 20), [255, 255, 255, 255], 0))
        XCTAssertTrue(near(LaminaGLTests.rgba(scene.cpuFrames()[0], 5, 20), [255, 255, 255, 255], 0))
    }

    /// A large rounded layer is drawn in two calls (its interior, then its anti-aliased
    /// fringe): both are tinted in the batch's colour, without a GL error.
    func testBatchesTintALargeItemsInteriorAndFringe() throws {
        var scene = Scene(name: "debug-batches-large", width: 160, height: 160) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 140, height: 140)
            layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.cornerRadius = 20
            root.addSublayer(layer)
        }
        scene.debugColors = .batches
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.errors, [])
        XCTAssertEqual(gl.backend.counters.drawCalls, 2, "the interior and the fringe")
        let tinted = over(DebugColorOptions.batchColor(0), [255, 255, 255, 255])
        for (x, y) in [(80, 80), (12, 80), (80, 147)] {
            let pixel = LaminaGLTests.rgba(gl.images[0], x, y)
            XCTAssertTrue(near(pixel, tinted, 2), "(\(x), \(y)): \(pixel), expected \(tinted)")
        }
    }
}



