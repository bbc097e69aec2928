import Foundation
import XCTest
@testable import LaminaGL
import LaminaRaster

/// Batching (draw calls and instances), the texture cache (uploads only what changed,
/// atlas, LRU under a budget, bytes reported), shader errors, bad input.
final class BackendTests: XCTestCase {
    // MARK: Batching

    func testThousandPlainLayersTakeAtMostFourDrawCalls() throws {
        let scene = Scene(name: "thousand", width: 320, height: 240) { root in
            root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
            for i in 0..<1000 {
                let layer = CALayer()
                layer.frame = CGRect(x: CGFloat(i % 40) * 8, y: CGFloat(i / 40) * 9, width: 7, height: 8)
                layer.backgroundColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: CGFloat(i % 3) / 3, alpha: 1)
                layer.cornerRadius = CGFloat(i % 3)
                root.addSublayer(layer)
            }
        }
        let gl = try scene.glFrames()
        XCTAssertLessThanOrEqual(gl.backend.statistics.drawCalls, 4)
        XCTAssertEqual(gl.backend.statistics.instances, 1001)
        XCTAssertEqual(gl.backend.counters.drawCalls, gl.backend.statistics.drawCalls)
    }

    func testThousandCopyReplicatorIsOneDrawCall() throws {
        let scene = Scene(name: "replicator", width: 300, height: 300) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 1000
            replicator.instanceTransform = CATransform3DRotate(CATransform3DMakeScale(0.998, 0.998, 1), 0.13, 0, 0, 1)
            replicator.instanceBlueOffset = -0.001
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
            dot.cornerRadius = 3
            dot.position = CGPoint(x: 150, y: 20)
            dot.backgroundColor = CGColor(red: 0.3, green: 0.8, blue: 1, alpha: 1)
            replicator.addSublayer(dot)
            root.addSublayer(replicator)
        }
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.backend.statistics.drawCalls, 1)
        XCTAssertEqual(gl.backend.statistics.instances, 1000)
    }

    func testRendererStatisticsCarryTheBackendCounters() throws {
        let context = try makeContext(64, 64)
        let renderer = CARenderer(glContext: context)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        renderer.bounds = root.frame
        renderer.layer = root
        renderer.beginFrame(atTime: 0)
        renderer.render()
        renderer.endFrame()
        // The root's 64×64 background: its interior, then its fringe.
        XCTAssertEqual(renderer.statistics.drawCalls, 2)
        XCTAssertEqual(renderer.statistics.instances, 1)
        XCTAssertGreaterThan(renderer.statistics.textureBytes, 0)
    }

    func testItemsOfDifferentKindsThatDoNotOverlapShareBatches() throws {
        // 50 rows, each a plain layer and a gradient side by side: painter's order
        // alternates programs, but nothing overlaps, so each program is one batch.
        var commands: [RenderCommand] = []
        let colors = [red, blue]
        for row in 0..<50 {
            commands.append(layerItem(frame: CGRect(x: 0, y: row * 4, width: 40, height: 3), color: green))
            let rect = CGRect(x: 0, y: 0, width: 40, height: 3)
            commands.append(.gradient(GradientItem(
                placement: ItemPlacement(transform: CATransform3DMakeTranslation(50, CGFloat(row * 4), 0), bounds: rect,
                                         opacity: 1, tint: white, clip: -1),
                cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
                kind: .axial, colors: colors, locations: [0, 1], startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))))
        }
        let (image, backend) = try drawGL(commands, width: 100, height: 200)
        XCTAssertEqual(backend.statistics.drawCalls, 2)
        XCTAssertEqual(backend.statistics.instances, 100)
        XCTAssertEqual(coveredArea(image), 100 * 120, accuracy: 1)
    }

    func testOverlappingItemsKeepPaintersOrder() throws {
        // Red layer, blue gradient over it, green layer over that: the green must win
        // where all three overlap, so the two plain layers may not be merged.
        let rect = CGRect(x: 0, y: 0, width: 60, height: 60)
        let commands: [RenderCommand] = [
            layerItem(frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: red),
            .gradient(GradientItem(placement: ItemPlacement(transform: CATransform3DMakeTranslation(20, 20, 0), bounds: rect,
                                                            opacity: 1, tint: white, clip: -1),
                                   cornerRadius: 0, maskedCorners: allCorners, curve: .circular,
                                   kind: .axial, colors: [blue, blue], locations: [0, 1], startPoint: .zero,
                                   endPoint: CGPoint(x: 1, y: 0))),
            layerItem(frame: CGRect(x: 40, y: 40, width: 50, height: 50), color: green),
        ]
        let (image, backend) = try drawGL(commands)
        XCTAssertEqual(backend.statistics.batches, 3)
        // Each item is large: its interior and its fringe are two draws.
        XCTAssertEqual(backend.statistics.drawCalls, 6)
        XCTAssertEqual(rgba(image, 50, 50), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image, 30, 30), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 10, 10), [255, 0, 0, 255])
    }

    // MARK: Texture cache

    func contentsLayer(_ image: CGImage, at x: CGFloat, _ y: CGFloat, size: CGFloat = 16) -> RenderCommand {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let contents = ContentsItem(image: image, sourceRect: unit, destinationRect: CGRect(x: 0, y: 0, width: size, height: size),
                                    center: unit, minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
        return layerItem(CATransform3DMakeTranslation(x, y, 0), size: CGSize(width: size, height: size), color: nil,
                         contents: contents)
    }

    func solidImage(_ width: Int, _ height: Int, _ value: UInt8) -> CGImage {
        let pixels = PixelBuffer(width: width, height: height)
        pixels.data.update(repeating: value, count: width * height * 4)
        return CGImage(pixels: pixels)
    }

    func testImagesAreUploadedOnceAndAgainOnlyWhenTheyChange() throws {
        let context = try makeContext(64, 64)
        let backend = GLBackend(context: context)
        let a = solidImage(16, 16, 200), b = solidImage(16, 16, 100)
        for _ in 0..<3 { backend.draw(renderList([contentsLayer(a, at: 0, 0)], width: 64, height: 64)) }
        XCTAssertEqual(backend.statistics.textureUploads, 1)
        XCTAssertEqual(rgba(context.readPixels(), 8, 8), [200, 200, 200, 200])
        backend.draw(renderList([contentsLayer(b, at: 0, 0)], width: 64, height: 64))
        XCTAssertEqual(backend.statistics.textureUploads, 2)
        XCTAssertEqual(rgba(context.readPixels(), 8, 8), [100, 100, 100, 100])
        // The same image on many layers: one upload, one draw.
        backend.draw(renderList((0..<12).map { contentsLayer(a, at: CGFloat($0 % 4) * 16, CGFloat($0 / 4) * 16) },
                                width: 64, height: 64))
        XCTAssertEqual(backend.statistics.textureUploads, 2)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
    }

    func testSmallImagesShareAnAtlasAndBatchTogether() throws {
        let context = try makeContext(128, 128)
        let backend = GLBackend(context: context)
        let images = (0..<20).map { solidImage(8 + $0 % 5, 8, UInt8(40 + $0 * 10)) }
        backend.draw(renderList(images.enumerated().map { contentsLayer($1, at: CGFloat($0 % 5) * 20, CGFloat($0 / 5) * 20) },
                                width: 128, height: 128))
        XCTAssertEqual(backend.statistics.textureUploads, 20)
        XCTAssertEqual(backend.statistics.drawCalls, 1)
        XCTAssertEqual(backend.textureCache?.pageCount, 1)
        let image = context.readPixels()
        for k in [0, 7, 19] {
            let v = Int(40 + k * 10)
            XCTAssertEqual(rgba(image, (k % 5) * 20 + 8, (k / 5) * 20 + 8), [v, v, v, v], "image \(k)")
        }
    }

    func testCacheEvictsLeastRecentlyUsedBeyondItsBudgetAndReportsBytes() throws {
        let context = try makeContext(64, 64)
        let backend = GLBackend(context: context)
        backend.textureBudgetBytes = 1 << 20
        // Large images (their own textures, 300×300×4 = 360 KB each), a new one per frame.
        let images = (0..<8).map { solidImage(300, 300, UInt8(20 * $0)) }
        for image in images {
            backend.draw(renderList([contentsLayer(image, at: 0, 0, size: 64)], width: 64, height: 64))
            XCTAssertLessThanOrEqual(backend.textureCache!.bytes, 1 << 20)
        }
        XCTAssertEqual(backend.statistics.textureUploads, 8)
        XCTAssertLessThanOrEqual(backend.textureCache!.count, 2)
        XCTAssertGreaterThanOrEqual(backend.counters.textureBytes, 300 * 300 * 4)
        // The most recent image is still cached: drawing it again uploads nothing.
        backend.draw(renderList([contentsLayer(images[7], at: 0, 0, size: 64)], width: 64, height: 64))
        XCTAssertEqual(backend.statistics.textureUploads, 8)
        // The oldest was evicted: it is uploaded again.
        backend.draw(renderList([contentsLayer(images[0], at: 0, 0, size: 64)], width: 64, height: 64))
        XCTAssertEqual(backend.statistics.textureUploads, 9)
        XCTAssertEqual(rgba(context.readPixels(), 30, 30), [0, 0, 0, 0])
    }

    func testAnImageNothingHoldsAnyMoreLeavesTheCacheAfterItsLastFrame() throws {
        let context = try makeContext(64, 64)
        let backend = GLBackend(context: context)
        // A backing store drawn again every frame (a view's `draw(_:)` while it is dragged
        // over): each frame's image is new, and the one before is held by nobody else.
        let kept = solidImage(300, 300, 90)
        let imageBytes = 300 * 300 * 4
        for k in 0..<10 {
            let list = renderList([contentsLayer(solidImage(300, 300, UInt8(10 * k)), at: 0, 0, size: 32),
                                   contentsLayer(kept, at: 32, 32, size: 32)], width: 64, height: 64)
            backend.draw(list)
            XCTAssertEqual(rgba(context.readPixels(), 8, 8), [10 * k, 10 * k, 10 * k, 10 * k], "frame \(k)")
        }
        // Drawn 10 frames, well within the 60 an unused image is kept: the replaced ones
        // went at once; the image drawn last and the one still held stay.
        XCTAssertEqual(backend.textureCache!.count, 2)
        XCTAssertEqual(backend.textureCache!.bytes, 2 * imageBytes)
        // An image undrawn for a frame but still held is kept: drawn again, no upload.
        backend.draw(renderList([], width: 64, height: 64))
        let uploads = backend.statistics.textureUploads
        backend.draw(renderList([contentsLayer(kept, at: 0, 0, size: 32)], width: 64, height: 64))
        XCTAssertEqual(backend.statistics.textureUploads, uploads)
        XCTAssertEqual(backend.textureCache!.count, 1)
    }

    func testAnAtlasPageDrawnEveryFrameIsPackedAgainOnceMostOfItIsStale() throws {
        let context = try makeContext(64, 64)
        let backend = GLBackend(context: context)
        // A small image drawn every frame beside one replaced every frame (a button's
        // image changed at each tap): both sit in atlas pages (up to 256 pixels a side).
        // A 2048² page holds about a hundred 200 × 200 images, so 300 frames fill three
        // pages' worth; only two images are ever live.
        let kept = solidImage(200, 200, 90)
        for k in 0..<300 {
            let value = UInt8(k % 50 * 4 + 10)
            let list = renderList([contentsLayer(solidImage(200, 200, value), at: 0, 0, size: 32),
                                   contentsLayer(kept, at: 32, 32, size: 32)], width: 64, height: 64)
            backend.draw(list)
            let frame = context.readPixels()
            XCTAssertEqual(rgba(frame, 8, 8), [Int(value), Int(value), Int(value), Int(value)], "frame \(k)")
            XCTAssertEqual(rgba(frame, 40, 40), [90, 90, 90, 90], "frame \(k)")
            XCTAssertEqual(backend.textureCache!.pageCount, 1, "frame \(k)")
        }
        XCTAssertEqual(backend.textureCache!.bytes, 2048 * 2048 * 4)
        XCTAssertEqual(backend.textureCache!.count, 2)
    }

    func testResourcesReleasedAreMadeAgainByTheNextFrame() throws {
        let context = try makeContext(64, 64)
        let backend = GLBackend(context: context)
        let list = renderList([layerItem(frame: CGRect(x: 8, y: 8, width: 40, height: 40), color: red, cornerRadius: 6)],
                              width: 64, height: 64)
        backend.draw(list)
        let before = context.readPixels()
        try context.makeCurrent()
        backend.releaseResources()
        XCTAssertEqual(backend.textureBytes, 0)
        backend.draw(list)
        XCTAssertEqual(ImageComparison.compare(before, context.readPixels())?.maxChannelDifference, 0)
        XCTAssertEqual(glErrors(), [])
    }

    // MARK: Shaders

    func testEveryEmbeddedShaderIsNamedAndCompiles() throws {
        let context = try makeContext(8, 8)
        try context.makeCurrent()
        for name in ["commonGlsl", "planeVert", "pixelRectVert", "layerFrag", "gradientFrag", "shapeMaskFrag",
                     "compositeFrag", "blurFrag", "instancedPlaneVert", "meshVert", "meshFrag", "particleVert", "particleFrag"] {
            XCTAssertNotNil(EmbeddedShaders.sources[name], name)
        }
        let library = ProgramLibrary()
        try library.compileAll()
        // Twelve kinds with and without clips, and the four plane kinds' interiors of both.
        XCTAssertEqual(library.count, 12 * 2 + 4 * 2)
        library.deleteAll()
    }

    func testBrokenShaderReportsFileLineAndTheDriversLog() throws {
        let context = try makeContext(8, 8)
        try context.makeCurrent()
        let broken = ShaderSource(file: "broken.frag", text: """
            #version 330 core
            out vec4 fragColor;
            void main() {
                fragColor = vec4(undeclaredValue);
            }
            """)
        XCTAssertThrowsError(try ShaderProgram(name: "broken", vertex: [.embedded("commonGlsl"), .embedded("pixelRectVert")],
                                               fragment: [.embedded("commonGlsl"), broken], defines: ["STRIDE": "3"])) { error in
            guard let error = error as? ShaderError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.stage, "fragment")
            XCTAssertEqual(error.file, "broken.frag")
            XCTAssertEqual(error.line, 4)
            XCTAssertTrue(error.log.contains("undeclaredValue"), error.log)
            XCTAssertTrue(error.description.contains("broken.frag:4"), error.description)
        }
    }

    // MARK: Bad input

    func testZeroSizedContextThrowsAClearError() throws {
        _ = try makeContext(1, 1)
        XCTAssertThrowsError(try GLOffscreenContext(width: 0, height: 10)) { error in
            XCTAssertEqual(error as? GLContextError, .invalidSize(width: 0, height: 10))
            XCTAssertTrue("\(error)".contains("0×10"))
        }
        XCTAssertThrowsError(try GLOffscreenContext(width: -5, height: -5))
    }

    func testContextSaysWhatDrawsAndClearsToTransparent() throws {
        let context = try makeContext(16, 8)
        print("GL offscreen context: \(context.renderer), EGL \(context.platform)")
        XCTAssertFalse(context.renderer.isEmpty)
        XCTAssertTrue(["surfaceless", "device", "device (software)"].contains(context.platform))
        let image = context.readPixels()
        XCTAssertEqual(image.width, 16)
        XCTAssertEqual(image.height, 8)
        XCTAssertEqual(coveredArea(image), 0)
    }

    func testMissingEGLErrorSaysWhatToInstall() {
        XCTAssertTrue(GLContextError.eglUnavailable.description.contains("apt-get install"))
        XCTAssertTrue(GLContextError.noDisplay("x").description.contains("libegl-mesa0"))
    }

    func testNonFiniteTransformsAndBoundsDrawNothingAndDoNotCrash() throws {
        var nan = CATransform3DIdentity
        nan.m11 = .nan
        var infinite = CATransform3DIdentity
        infinite.m41 = .infinity
        let (image, backend) = try drawGL([
            layerItem(nan, size: CGSize(width: 20, height: 20), color: red),
            layerItem(infinite, size: CGSize(width: 20, height: 20), color: red),
            layerItem(CATransform3DIdentity, size: CGSize(width: CGFloat.nan, height: 20), color: red),
            layerItem(frame: CGRect(x: 50, y: 50, width: 10, height: 10), color: blue),
        ])
        XCTAssertEqual(rgba(image, 55, 55), [0, 0, 255, 255])
        XCTAssertEqual(coveredArea(image), 100, accuracy: 0.5)
        XCTAssertEqual(backend.statistics.itemsDrawn, 1)
    }

    func testNaNTransformOnALayerDoesNotCrash() throws {
        let scene = Scene(name: "nan", width: 50, height: 50) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            var t = CATransform3DIdentity
            t.m22 = .nan
            layer.transform = t
            root.addSublayer(layer)
        }
        let gl = try scene.glFrames()
        let cpu = scene.cpuFrames()
        XCTAssertEqual(ImageComparison.compare(gl.images[0], cpu[0])?.maxChannelDifference ?? 99, 0)
    }

    func testMalformedCommandStreamsAreRepairedNotFatal() throws {
        let diagnostics = try LaminaDiagnostics.capture {
            let (image, _) = try drawGL([
                .endGroup,
                .beginMask,
                .beginGroup(GroupItem(opacity: 1, hasMask: false, shadow: nil, clip: -1,
                                      pixelBounds: CGRect(x: 0, y: 0, width: 50, height: 50))),
                layerItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: red, clip: 7),
                layerItem(frame: CGRect(x: 20, y: 20, width: 20, height: 20), color: green),
            ])
            XCTAssertEqual(rgba(image, 30, 30), [0, 255, 0, 255])
            XCTAssertEqual(rgba(image, 10, 10), [0, 0, 0, 0])
        }
        XCTAssertGreaterThanOrEqual(diagnostics.count, 3)
    }

    /// A text layer draws its own backing store, so the backend sees one layer item
    /// with contents: white glyph pixels inside the text's extent, nothing right of it.
    func testTextLayersArriveAsTheirContents() throws {
        let scene = Scene(name: "text", width: 120, height: 40) { root in
            let text = CATextLayer()
            text.frame = root.bounds
            text.string = "HHH"
            text.fontSize = 24
            root.addSublayer(text)
        }
        let gl = try scene.glFrames()
        XCTAssertEqual(gl.backend.statistics.itemsDrawn, 1)
        let image = gl.images[0]
        var opaqueWhite = 0
        for y in 0..<40 { for x in 0..<120 where rgba(image, x, y) == [255, 255, 255, 255] { opaqueWhite += 1 } }
        // Three capital H's at 24 points have stems and bars of well over 50 full pixels.
        XCTAssertGreaterThan(opaqueWhite, 50)
        // "HHH" at 24 points is about 3 × 0.75 em = 54 points wide: the right half is clear.
        for y in 0..<40 { XCTAssertEqual(rgba(image, 100, y), [0, 0, 0, 0]) }
    }
}

/// Colour emoji in a `CATextLayer` on both backends: each of three emoji (a face, a
/// thumbs up with a skin tone, a flag) draws coloured, non-grey pixels in its own box.
final class EmojiTextTests: XCTestCase {
    func testEmojiDrawInColourOnBothBackends() throws {
        let scene = Scene(name: "emoji", width: 180, height: 60) { root in
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let text = CATextLayer()
            text.frame = root.bounds
            text.string = "😀👍🏽🇫🇷"
            text.fontSize = 40
            root.addSublayer(text)
        }
        // Noto Color Emoji advances 2550 of 2048 units per em: 49.8 points at 40 points,
        // so emoji k lies in x ∈ [49.8 k, 49.8 (k + 1)).
        let advance = 40.0 * 2550 / 2048
        let gl = try scene.glFrames().images[0]
        let cpu = scene.cpuFrames()[0]
        for (name, image) in [("gl", gl), ("cpu", cpu)] {
            saveForReview(image, "emoji-\(name)")
            for k in 0..<3 {
                var coloured = 0
                for y in 0..<60 {
                    for x in Int(advance * Double(k)) + 1..<Int(advance * Double(k + 1)) {
                        let p = rgba(image, x, y)
                        if p[0..<3].max()! - p[0..<3].min()! > 40 { coloured += 1 }
                    }
                }
                XCTAssertGreaterThan(coloured, 300, "\(name): emoji \(k) has \(coloured) coloured pixels")
            }
        }
    }
}

/// Large items are drawn as an interior (no coverage arithmetic) and the fringe cells
/// around it; the two parts tile the item exactly and keep painter's order.
final class SegmentTests: XCTestCase {
    func testLargeLayersAreSplitAndStillExact() throws {
        // Translucent, rotated, rounded, bordered and overlapping: a seam or a pixel drawn
        // twice would show against the CPU renderer.
        var commands: [RenderCommand] = []
        for i in 0..<6 {
            let t = rotated(size: 90, 70, centre: 60 + CGFloat(i % 3) * 50, 60 + CGFloat(i / 3) * 60, angle: CGFloat(i) * 0.37)
            commands.append(layerItem(t, size: CGSize(width: 90, height: 70),
                                      color: CGColor.RGBA(red: CGFloat(i) / 6, green: 0.5, blue: 0.8, alpha: 0.6),
                                      cornerRadius: CGFloat(i * 4), borderWidth: CGFloat(i), borderColor: red))
        }
        let (gl, backend) = try drawGL(commands, width: 220, height: 160)
        let cpu = drawCPU(commands, width: 220, height: 160)
        let difference = ImageComparison.compare(cpu, gl, tolerance: 2)!
        XCTAssertEqual(difference.differingPixels, 0, "\(difference)")
        // Overlapping split items cannot share a batch: six batches of two draws.
        XCTAssertEqual(backend.statistics.batches, 6)
        XCTAssertEqual(backend.statistics.drawCalls, 12)
    }

    func testSplitItemsThatDoNotOverlapShareABatch() throws {
        let commands = (0..<4).map { layerItem(frame: CGRect(x: CGFloat($0) * 50, y: 0, width: 45, height: 45), color: blue) }
        let (image, backend) = try drawGL(commands, width: 200, height: 50)
        XCTAssertEqual(backend.statistics.batches, 1)
        XCTAssertEqual(backend.statistics.drawCalls, 2)
        XCTAssertEqual(coveredArea(image), 4 * 45 * 45, accuracy: 0.5)
        XCTAssertEqual(rgba(image, 20, 20), [0, 0, 255, 255])
    }
}
