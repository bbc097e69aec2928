import Foundation
import XCTest

/// How a window on X11 (Xvfb) chooses its renderer, judged from what
/// `lamina-window-check` printed: the automatic choice on this machine's driver, the
/// CPU renderer through each context it can be shown with (Mesa's version overrides take
/// 3.3 core, then OpenGL 2.1, away), the errors when a context is missing, and the fps
/// overlay naming the renderer.
final class RenderingBackendWindowTests: XCTestCase {
    /// Mesa's `MESA_GL_VERSION_OVERRIDE` and `MESA_GLES_VERSION_OVERRIDE` cap the versions
    /// its contexts offer; other drivers do not read them.
    private func requireMesa() throws {
        let output = try X11Display.runCheck("smoke", backend: "gl")
        guard output.value("gl")?.contains("Mesa") == true else {
            throw XCTSkip("the context-override tests need Mesa (this driver: \(output.value("gl") ?? "?"))")
        }
    }

    /// llvmpipe (what CI has) is a software rasterizer: the automatic choice keeps its
    /// 3.3 core context but draws with the CPU renderer. On a GPU's driver it is OpenGL.
    func testTheAutomaticChoiceTakesTheCPURendererOnASoftwareRasterizer() throws {
        let output = try X11Display.runCheck("smoke", backend: "auto")
        let renderer = output.value("renderer") ?? ""
        let software = ["llvmpipe", "softpipe"].contains { renderer.contains($0) }
        WindowCheckAssertions.assertRan(output, on: "X11", backend: software ? "CPU" : "OpenGL")
        XCTAssertEqual(output.value("context"), "OpenGL 3.3 core")
        if software {
            XCTAssertTrue(output.value("backend choice")?.contains("a software rasterizer") == true, output.transcript)
        }
        WindowCheckAssertions.assertSmokeScene(output)
    }

    func testLAMINA_BACKENDDecidesForTheAutomaticChoice() throws {
        let gl = try X11Display.runCheck("smoke", backend: "auto", environment: ["LAMINA_BACKEND": "gl"])
        WindowCheckAssertions.assertRan(gl, on: "X11", backend: "OpenGL")
        XCTAssertTrue(gl.value("backend choice")?.contains("LAMINA_BACKEND") == true, gl.transcript)
        // An explicit choice in code wins over the variable.
        let cpu = try X11Display.runCheck("smoke", backend: "cpu", environment: ["LAMINA_BACKEND": "gl"])
        WindowCheckAssertions.assertRan(cpu, on: "X11", backend: "CPU")
    }

    /// Without OpenGL 3.3 the automatic choice shows the CPU renderer's frames through an
    /// OpenGL 2.1 context; asking for OpenGL fails, saying what would work.
    func testWithoutOpenGL33TheCPURendererIsShownThroughOpenGL21() throws {
        try requireMesa()
        let capped = ["MESA_GL_VERSION_OVERRIDE": "2.1"]
        let output = try X11Display.runCheck("smoke", backend: "auto", environment: capped)
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "CPU")
        XCTAssertEqual(output.value("context"), "OpenGL 2.1")
        XCTAssertTrue(output.value("backend choice")?.contains("no OpenGL 3.3 core context") == true, output.transcript)
        WindowCheckAssertions.assertSmokeScene(output)

        let forced = try X11Display.runCheck("smoke", backend: "gl", environment: capped)
        XCTAssertFalse(forced.wasSignalled || forced.timedOut, forced.transcript)
        XCTAssertEqual(forced.status, 2, forced.transcript)
        XCTAssertTrue(forced.stderr.contains("no OpenGL 3.3 core context"), forced.stderr)
        XCTAssertTrue(forced.stderr.contains("--backend cpu"), forced.stderr)
    }

    /// Without desktop OpenGL 2.1 either, OpenGL ES 2.0 shows the frames (GLSL ES 1.00,
    /// no glReadBuffer for the read-back).
    func testWithoutDesktopOpenGLTheCPURendererIsShownThroughOpenGLES2() throws {
        try requireMesa()
        let output = try X11Display.runCheck("smoke", backend: "auto", environment: ["MESA_GL_VERSION_OVERRIDE": "1.5"])
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "CPU")
        XCTAssertEqual(output.value("context"), "OpenGL ES 2.0")
        WindowCheckAssertions.assertSmokeScene(output)
    }

    /// No context at all: a clear error naming what was tried and the offscreen mode, exit
    /// status 2, no crash.
    func testWithoutAnyOpenGLContextTheWindowSaysSoAndExits() throws {
        try requireMesa()
        let output = try X11Display.runCheck("smoke", backend: "cpu", environment: [
            "MESA_GL_VERSION_OVERRIDE": "1.5", "MESA_GLES_VERSION_OVERRIDE": "1.1",
        ])
        XCTAssertFalse(output.wasSignalled || output.timedOut, output.transcript)
        XCTAssertEqual(output.status, 2, output.transcript)
        for words in ["no OpenGL context for the window", "OpenGL 2.1", "OpenGL ES 2.0", "--offscreen"] {
            XCTAssertTrue(output.stderr.contains(words), "\(words): \(output.stderr)")
        }
    }

    /// The overlay's label names the renderer and the driver, and is drawn: bright text
    /// pixels on its dark panel, whose colour beside the graph is the panel's
    /// (0.04, 0.05, 0.08) at alpha 0.8 over the blue root.
    func testTheFPSOverlayNamesTheRendererInUse() throws {
        for (backend, label) in [("gl", "GL · "), ("cpu", "CPU · ")] {
            let output = try X11Display.runCheck("overlay", backend: backend)
            WindowCheckAssertions.assertRan(output, on: "X11")
            let shortName = (output.value("renderer") ?? "?").split(separator: "(").first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
            XCTAssertEqual(output.value("overlay backend"), label + shortName, output.transcript)
            let panel = [0.04, 0.05, 0.08].map { Int((0.8 * $0 * 255).rounded()) }
            WindowCheckAssertions.assertProbe(output, "panel", is: [panel[0], panel[1], panel[2] + 51, 255])
            WindowCheckAssertions.assertProbe(output, "below", is: WindowCheckAssertions.blue)
            XCTAssertGreaterThan(Int(output.value("overlay label bright pixels") ?? "") ?? 0, 30,
                                 "the label's text is drawn\n\(output.transcript)")
        }
    }
}
