import Foundation
import XCTest
@testable import LaminaGL
import CEpoxy
import LaminaRaster

/// Faults survived, offscreen: OpenGL missing or too old, a shader that does not compile,
/// an image larger than GL_MAX_TEXTURE_SIZE, GL out of memory on upload — each injected
/// through `GLFaults` (what `LAMINA_FAULT` sets), each ending in a frame drawn right and
/// one diagnostic, never a crash.
final class GLFaultTests: XCTestCase {
    override func tearDown() {
        GLFaults.active = GLFaults()
        super.tearDown()
    }

    /// Needs a real context first (else the test would pass for the wrong reason).
    private func requireOpenGL() throws {
        _ = try makeContext(8, 8)
    }

    func testMissingEGLFailingContextsAndOldOpenGLAreErrorsNotCrashes() throws {
        try requireOpenGL()
        var faults = GLFaults()
        faults.eglMissing = true
        GLFaults.active = faults
        XCTAssertThrowsError(try GLOffscreenContext(width: 8, height: 8)) { error in
            XCTAssertEqual(error as? GLContextError, .eglUnavailable)
        }
        GLFaults.active = GLFaults(parsing: "context-fails")
        XCTAssertThrowsError(try GLOffscreenContext(width: 8, height: 8)) { error in
            guard case .contextCreationFailed(let detail) = error as? GLContextError else { return XCTFail("\(error)") }
            XCTAssertTrue(detail.contains("LAMINA_FAULT"), detail)
        }
        GLFaults.active = GLFaults(parsing: "gl-version-3.0")
        XCTAssertThrowsError(try GLOffscreenContext(width: 8, height: 8)) { error in
            XCTAssertEqual(error as? GLContextError, .versionTooLow("3.0 (LAMINA_FAULT)"))
            XCTAssertTrue("\(error)".contains("below the 3.3"), "\(error)")
        }
        GLFaults.active = GLFaults()
        XCTAssertNoThrow(try GLOffscreenContext(width: 8, height: 8))
    }

    func testLAMINA_FAULTParsesEveryFault() {
        let faults = GLFaults(parsing: "egl-missing, context-fails,gl-version-3.0,shader-error=layer.frag:12,max-texture-size=512,texture-oom=2,fence-hold-off")
        XCTAssertTrue(faults.eglMissing)
        XCTAssertTrue(faults.contextCreationFails)
        XCTAssertEqual(faults.reportedVersion?.major, 3)
        XCTAssertEqual(faults.reportedVersion?.minor, 0)
        XCTAssertEqual(faults.shaderError?.file, "layer.frag")
        XCTAssertEqual(faults.shaderError?.line, 12)
        XCTAssertEqual(faults.maxTextureSize, 512)
        XCTAssertEqual(faults.textureOutOfMemory, 2)
        XCTAssertTrue(faults.fenceHoldOff)
        XCTAssertEqual(GLFaults.versionAtLeast33("4.5 (Core Profile) Mesa 22.3.6").ok, true)
        XCTAssertEqual(GLFaults.versionAtLeast33("3.0 Mesa 22.3.6").ok, false)
        XCTAssertEqual(GLFaults.versionAtLeast33("3.3.0 NVIDIA 535.1").ok, true)
    }

    /// A broken layer.frag (an error injected at its line 3): the renderer says once
    /// which file and line the driver rejected and that the CPU renderer draws from now
    /// on, and the frames are the CPU renderer's pixels, in the GL framebuffer.
    func testAShaderThatDoesNotCompileNamesItsFileAndLineAndFallsBackToTheCPU() throws {
        try requireOpenGL()
        GLFaults.active = GLFaults(parsing: "shader-error=layer.frag:3")
        let scene = Scene(name: "broken shader", width: 80, height: 60, times: [0, 0.5, 1]) { root in
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let square = CALayer()
            square.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            square.cornerRadius = 6
            root.addSublayer(square)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 25
            slide.toValue = 55
            slide.duration = 1
            square.add(slide, forKey: "slide")
        }
        var frames: (images: [CGImage], backend: GLBackend, errors: [String])?
        let diagnostics = try LaminaDiagnostics.capture { frames = try scene.glFrames() }
        guard let frames else { return XCTFail("no frames") }
        XCTAssertTrue(frames.backend.isUsingSoftwareFallback)
        let messages = diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 1, "one diagnostic: \(messages)")
        XCTAssertEqual(diagnostics.first?.code, .renderingFallback)
        let message = messages.first ?? ""
        XCTAssertTrue(message.contains("layer.frag:3"), message)
        XCTAssertTrue(message.contains("CPU renderer"), message)
        XCTAssertEqual(frames.errors, [], "GL errors while falling back")
        GLFaults.active = GLFaults()
        let cpu = scene.cpuFrames()
        for (index, (gl, cpu)) in zip(frames.images, cpu).enumerated() {
            let difference = ImageComparison.compare(cpu, gl, tolerance: 0)!
            XCTAssertEqual(difference.differingPixels, 0, "frame \(index): \(difference)")
        }
        XCTAssertTrue(near(rgba(frames.images[0], 20, 20), [255, 0, 0, 255], 0))
        XCTAssertTrue(near(rgba(frames.images[0], 70, 50), [0, 0, 255, 255], 0))
    }

    /// Programs that do not link (a uniform of two types across the stages, injected in
    /// common.glsl): one message naming the program's files, and the CPU renderer draws.
    func testAProgramThatDoesNotLinkNamesItsFilesAndFallsBackToTheCPU() throws {
        try requireOpenGL()
        GLFaults.active = GLFaults(parsing: "shader-link-error=common.glsl")
        let scene = Scene(name: "unlinkable", width: 40, height: 30) { root in
            root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
        var frames: (images: [CGImage], backend: GLBackend, errors: [String])?
        let diagnostics = try LaminaDiagnostics.capture { frames = try scene.glFrames() }
        guard let frames else { return XCTFail("no frames") }
        XCTAssertTrue(frames.backend.isUsingSoftwareFallback)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        let message = diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("link stage failed at common.glsl + plane.vert + layer.frag"), message)
        XCTAssertTrue(message.contains("uLaminaLinkFault"), message)
        XCTAssertTrue(message.contains("drawing with the CPU renderer"), message)
        XCTAssertTrue(near(rgba(frames.images[0], 20, 15), [0, 255, 0, 255], 0))
    }

    /// The file and line of a driver's error are mapped back through the `#line` numbering
    /// the loader gives each embedded file (Mesa's "N:L(C)" with L = N · 100000 + line).
    /// llvmpipe's fence race (FrameFenceHold): each finished frame's fence stays referenced
    /// until a later frame's is seen signalled, and no longer: after every present (which
    /// waits) exactly the newest frame's is held, however many frames ran. Other drivers,
    /// and the workaround turned off, hold none.
    func testLlvmpipeHoldsEachFrameFenceUntilALaterFrameIsSeenFinished() throws {
        let context = try makeContext(16, 16)
        let onLlvmpipe = context.renderer.contains("llvmpipe")
        for frame in 0..<40 {
            glClearColor(Float(frame % 2), 0, 0, 1)
            glClear(GL_COLOR_BUFFER_BIT)
            context.present()
            XCTAssertEqual(context.frameFences?.heldCount, onLlvmpipe ? 1 : 0, "frame \(frame)")
        }
        let pixels = PixelBuffer(width: 16, height: 16)
        context.readPixels(into: pixels)
        XCTAssertEqual(context.frameFences?.heldCount, onLlvmpipe ? 1 : 0)
        XCTAssertEqual(pixels.row(8)[0], 255, "the last frame's clear (frame 39: red) was read")

        GLFaults.active = GLFaults(parsing: "fence-hold-off")
        let unheld = try makeContext(16, 16)
        for _ in 0..<3 { unheld.present() }
        XCTAssertEqual(unheld.frameFences?.heldCount, 0)
    }

    func testDriverLogsAreMappedToTheShaderFile() {
        let (log, file, line) = ShaderProgram.annotate("0:200042(7): error: syntax error, unexpected IDENTIFIER",
                                                       names: ["", "common.glsl", "layer.frag"])
        XCTAssertEqual(file, "layer.frag")
        XCTAssertEqual(line, 42)
        XCTAssertTrue(log.hasPrefix("layer.frag:42"), log)
    }

    /// A 1024×512 image with GL_MAX_TEXTURE_SIZE 256 (injected; llvmpipe's is 16384): drawn
    /// downsampled to 256×128 with one diagnostic, and the frame matches the CPU
    /// renderer's, which samples the full image.
    func testAnImageLargerThanTheTextureLimitIsDrawnDownsampled() throws {
        try requireOpenGL()
        var faults = GLFaults()
        faults.maxTextureSize = 256
        GLFaults.active = faults
        let picture = smoothImage(1024, 512)
        let contents = ContentsItem(image: picture, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                    destinationRect: CGRect(x: 0, y: 0, width: 200, height: 100),
                                    center: CGRect(x: 0, y: 0, width: 1, height: 1),
                                    minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
        let commands = [layerItem(CATransform3DMakeTranslation(20, 10, 0), size: CGSize(width: 200, height: 100),
                                  color: nil, contents: contents)]
        var drawn: (image: CGImage, backend: GLBackend)?
        let diagnostics = try LaminaDiagnostics.capture { drawn = try drawGL(commands, width: 240, height: 120) }
        guard let drawn else { return XCTFail("no frame") }
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("downsampled to 256×128") ?? false, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?.code, .renderingFallback)
        XCTAssertEqual(drawn.backend.textureCache?.maxTextureSize, 256)
        XCTAssertEqual(drawn.backend.textureCache?.count, 1)
        let cpu = drawCPU(commands, width: 240, height: 120)
        let difference = ImageComparison.compare(cpu, drawn.image, tolerance: 3)!
        XCTAssertGreaterThanOrEqual(difference.psnr, 40, "\(difference)")
        XCTAssertGreaterThan(rgba(drawn.image, 120, 60)[3], 250, "the image is drawn")
    }

    /// GL_OUT_OF_MEMORY on an upload (injected): the cache lets go of what the frame does
    /// not draw, the upload is retried and the image drawn, with one diagnostic.
    func testOutOfMemoryOnUploadEvictsTheCacheAndRetries() throws {
        try requireOpenGL()
        let context = try makeContext(120, 60)
        let backend = GLBackend(context: context)
        func item(_ picture: CGImage) -> [RenderCommand] {
            let contents = ContentsItem(image: picture, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                        destinationRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                        center: CGRect(x: 0, y: 0, width: 1, height: 1),
                                        minificationFilter: .linear, magnificationFilter: .linear, isFlipped: false)
            return [layerItem(CATransform3DMakeTranslation(10, 5, 0), size: CGSize(width: 100, height: 50),
                              color: nil, contents: contents)]
        }
        let first = smoothImage(400, 200), second = smoothImage(300, 150)
        backend.draw(renderList(item(first), width: 120, height: 60))
        XCTAssertEqual(backend.textureCache?.count, 1)
        var faults = GLFaults()
        faults.textureOutOfMemory = 1
        GLFaults.active = faults
        let diagnostics = LaminaDiagnostics.capture {
            backend.draw(renderList(item(second), width: 120, height: 60))
        }
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("out of memory") ?? false, "\(diagnostics)")
        XCTAssertEqual(backend.textureCache?.evictions, 1)
        XCTAssertEqual(backend.textureCache?.count, 1, "the first image went, the second is held")
        let gl = context.readPixels()
        let cpu = drawCPU(item(second), width: 120, height: 60)
        let difference = ImageComparison.compare(cpu, gl, tolerance: 2)!
        XCTAssertGreaterThanOrEqual(difference.psnr, 40, "\(difference)")
    }

    /// An opaque image that changes slowly (so downsampling keeps it): a diagonal ramp.
    private func smoothImage(_ w: Int, _ h: Int) -> CGImage {
        let pixels = PixelBuffer(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let p = pixels.row(y) + x * 4
                p[0] = UInt8(255 * x / max(w - 1, 1))
                p[1] = UInt8(255 * y / max(h - 1, 1))
                p[2] = UInt8(128 + 127 * (x + y) / max(w + h - 2, 1))
                p[3] = 255
            }
        }
        return CGImage(pixels: pixels)
    }
}
