import Foundation
import XCTest

/// The window on X11, under a private Xvfb (`xvfb-run -a`): each test runs one mode of
/// `lamina-window-check` and judges what it printed.
final class X11WindowTests: XCTestCase {
    func testAWindowRendersAnAnimatedSceneWithOpenGLAndReadsItBack() throws {
        let output = try X11Display.runCheck("smoke", backend: "gl")
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "OpenGL")
        XCTAssertEqual(output.value("context"), "OpenGL 3.3 core")
        WindowCheckAssertions.assertSmokeScene(output)
    }

    /// The CPU renderer draws the frame, an OpenGL 2.1 context shows it as one texture:
    /// the window's framebuffer, read back, holds the same scene.
    func testAWindowRendersAnAnimatedSceneWithTheCPURendererAndReadsItBack() throws {
        let output = try X11Display.runCheck("smoke", backend: "cpu")
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "CPU")
        XCTAssertEqual(output.value("context"), "OpenGL 2.1", "the CPU renderer takes the least context first")
        WindowCheckAssertions.assertSmokeScene(output)
    }

    /// The main thread blocks for 0.5 s inside a pointer handler: the render thread keeps
    /// presenting the running animation on time, display links (main thread) pause and
    /// resume, and the delegate of an animation that ended during the block is called
    /// afterwards, on the main thread.
    func testABlockedMainThreadDoesNotStopTheAnimation() throws {
        let output = try X11Display.runCheck("blocked", backend: "gl")
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "OpenGL")
        let block = (output.value("block") ?? "").split(separator: " ").compactMap { Double($0) }
        guard block.count == 2, block[1] - block[0] >= 0.5 else {
            return XCTFail("no block of 0.5 s\n\(output.transcript)")
        }
        let (start, end) = (block[0], block[1])
        let frames = output.values("frame").map { $0.split(separator: " ").compactMap { Double($0) } }
        let during = frames.filter { $0[0] > start && $0[0] < end }
        XCTAssertGreaterThanOrEqual(during.count, 15, "frames presented during the block (60 Hz: 30)")
        let times = [start] + during.map { $0[0] } + [end]
        let longestGap = zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? .infinity
        XCTAssertLessThan(longestGap, 0.1, "the longest wait between frames during the block")
        XCTAssertTrue(zip(during, during.dropFirst()).allSatisfy { $0[1] < $1[1] }, "frame times advance")

        let firings = (output.value("displaylink") ?? "").split(separator: " ").compactMap { Double($0) }
        XCTAssertFalse(firings.contains { $0 > start + 0.001 && $0 < end - 0.001 },
                       "the display link runs on the (blocked) main thread")
        XCTAssertGreaterThanOrEqual(firings.filter { $0 >= end }.count, 5, "display links resume after the block")

        let stop = output.value("didstop") ?? ""
        XCTAssertTrue(stop.contains("main=true") && stop.contains("finished=true"), stop)
        let stoppedAt = Double(stop.split(separator: " ").first ?? "") ?? 0
        XCTAssertGreaterThanOrEqual(stoppedAt, end, "the delegate ran once the main thread was free")
    }

    /// `Xft.dpi: 192` (a content scale of 2, where X11 leaves scaling to the app): a
    /// window of 160 × 120 points opens with 320 × 240 pixels, the scale reaches the root
    /// layer's contentsScale, and the scene is drawn at 2×.
    func testAHiDPIContentScaleScalesTheWindowAndTheRootLayer() throws {
        for (backend, name) in [("gl", "OpenGL"), ("cpu", "CPU")] {
            let output = try X11Display.runCheck("hidpi", backend: backend, resources: "Xft.dpi: 192")
            WindowCheckAssertions.assertRan(output, on: "X11", backend: name)
            XCTAssertEqual(output.value("scale"), "2.0", name)
            XCTAssertEqual(output.value("contentsScale"), "2.0", name)
            XCTAssertEqual(output.value("bounds"), "0,0,160,120", name)
            XCTAssertEqual(output.value("framebuffer"), "320x240", name)
            WindowCheckAssertions.assertProbe(output, "red", is: WindowCheckAssertions.red)
            WindowCheckAssertions.assertProbe(output, "redEdgeInside", is: WindowCheckAssertions.red)
            WindowCheckAssertions.assertProbe(output, "root", is: WindowCheckAssertions.blue)
        }
    }

    /// After a resize the OpenGL renderer draws the new framebuffer, and the CPU
    /// renderer a new bitmap through a new texture.
    func testTheRootLayerFollowsAResize() throws {
        for (backend, name) in [("gl", "OpenGL"), ("cpu", "CPU")] {
            let output = try X11Display.runCheck("resize", backend: backend)
            WindowCheckAssertions.assertRan(output, on: "X11", backend: name)
            XCTAssertEqual(output.value("scale"), "1.0", name)
            WindowCheckAssertions.assertResized(output, scale: 1)
        }
    }

    /// Pointer, wheel and keys synthesized in the X server reach the app through GLFW,
    /// in root coordinates, hit-tested through a layer turned by 90°.
    func testInputArrivesInLayerCoordinates() throws {
        let output = try X11Display.runCheck("input")
        WindowCheckAssertions.assertRan(output, on: "X11")
        let xtest = output.value("xtest") ?? ""
        if xtest.hasPrefix("unavailable") {
            throw XCTSkip("XTest cannot synthesize input here (\(xtest)); apt-get install libxtst6")
        }
        let events = output.values("event")
        // (90, 40) lies in the turned layer's child: (5, 5) there (see InputRouterTests).
        XCTAssertEqual(events.filter { $0.hasPrefix("pointer") }, [
            "pointer moved - at 90.00,40.00 hit inner local 5.00,5.00 buttons 0 mods 0",
            "pointer down primary at 90.00,40.00 hit inner local 5.00,5.00 buttons 1 mods 0",
            "pointer moved - at 20.00,100.00 hit root local 20.00,100.00 buttons 1 mods 0",
            "pointer up primary at 20.00,100.00 hit root local 20.00,100.00 buttons 0 mods 0",
        ], output.transcript)
        XCTAssertTrue(events.contains("scroll 0.0 1.0 at 20.00,100.00"), output.transcript)
        XCTAssertTrue(events.contains("key down a mods 1"), output.transcript)
        XCTAssertTrue(events.contains("text A"), output.transcript)
        XCTAssertTrue(events.contains("key up a mods 1"), output.transcript)
    }
}
