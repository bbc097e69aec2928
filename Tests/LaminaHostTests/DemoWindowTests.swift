import Foundation
import XCTest
@testable import LaminaRaster

/// `lamina-demo` in a real window, on X11 (Xvfb) and Wayland (weston): it opens, shows
/// its scenes drawn by OpenGL, plays a scene's scripted input, and writes its last frame.
/// Expected pixels come from the scenes' layout (SCENES.md sizes on an 800×600 stage).
final class DemoWindowTests: XCTestCase {
    private func captureFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lamina-demo-\(UUID().uuidString).png").path
    }

    /// The pixel at (x, y) of a captured frame, 0…255.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixels.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    private func assertClose(_ actual: [Int], _ expected: [Int], tolerance: Int = 4, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let near = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
        XCTAssertTrue(near, "\(what): \(actual), expected \(expected) ± \(tolerance)", file: file, line: line)
    }

    /// Scene 10 after a second: the replicator's dark square (0.2 grey) above the tallest
    /// bar's top (y 200), and every bar's foot, which never shrinks below 15 pt.
    private func checkVolumeBars(_ output: WindowCheckProcess.Output, capture: String, platform: String) throws {
        XCTAssertFalse(output.wasSignalled || output.timedOut, output.transcript)
        XCTAssertEqual(output.status, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains(platform), "GLFW should say \(platform)\n\(output.transcript)")
        XCTAssertTrue(output.stdout.contains("scene 10: Volume bars"), output.transcript)
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 600)
        assertClose(pixel(image, 310, 160), [51, 51, 51, 255], "the replicator's background")
        for k in 0..<4 {
            let green = Int((0.9 * (1 - 0.03 * Double(k)) * 255).rounded())
            assertClose(pixel(image, 332 + 45 * k, 345), [0, green, 0, 255], "bar \(k)'s foot")
        }
        assertClose(pixel(image, 100, 100), [247, 247, 245, 255], "the stage")
    }

    func testTheDemoShowsASceneDrawnByOpenGLOnX11() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "10", "--quit-after", "1", "--capture", capture])
        try checkVolumeBars(output, capture: capture, platform: "X11")
    }

    func testTheDemoShowsASceneDrawnByOpenGLOnWayland() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try weston.run("lamina-demo", ["--scene", "10", "--quit-after", "1", "--capture", capture])
        try checkVolumeBars(output, capture: capture, platform: "Wayland")
    }

    /// Scene 5's script presses space at 1 s (pause) and 2 s (resume): at 1.6 s the lamp
    /// is red and the hand stands where it was at 1 s, a quarter turn (pointing right).
    func testTheScriptPausesScene5InTheWindow() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "5", "--script", "--quit-after", "1.6",
                                                        "--capture", capture])
        XCTAssertEqual(output.status, 0, output.transcript)
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        assertClose(pixel(image, 760, 40), [230, 51, 51, 255], tolerance: 6, "the lamp, red while paused")
        // The hand (12 × 110 pt from the dial's centre at (400, 250)) points right; 30 pt
        // out it stays under (430, 250) for ±11° (±0.12 s of lateness in pausing).
        // Straight up, where it started, is bare dial.
        assertClose(pixel(image, 430, 250), [217, 64, 51, 255], tolerance: 12, "the hand, a quarter turn on")
        assertClose(pixel(image, 400, 195), [255, 255, 255, 255], "the dial above the centre")
    }

    /// `--fps-overlay` shows the panel in the top-left corner (8 pt in, 268 × 112): beside
    /// its graph it is the panel's colour, (0.04, 0.05, 0.08) at alpha 0.8, over the stage.
    func testTheFPSOverlayIsDrawnOverTheScene() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "10", "--fps-overlay", "--quit-after", "1",
                                                        "--capture", capture])
        XCTAssertEqual(output.status, 0, output.transcript)
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        let stage = [247.0, 247, 245]
        let panel = [0.04, 0.05, 0.08].enumerated().map { Int((0.8 * $1 * 255 + 0.2 * stage[$0]).rounded()) }
        assertClose(pixel(image, 8 + 262, 8 + 50), panel + [255], "the overlay's panel")
        assertClose(pixel(image, 8 + 262, 8 + 130), [247, 247, 245, 255], "the stage below the panel")
    }

    func testWithoutADisplayTheDemoSaysToUseTheOffscreenMode() throws {
        let demo = try WindowCheckProcess.executable("lamina-demo")
        let output = try WindowCheckProcess.run(demo, [], environment: WindowCheckProcess.baseEnvironment, timeout: 30)
        XCTAssertFalse(output.wasSignalled, output.transcript)
        XCTAssertNotEqual(output.status, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("--offscreen"), output.stderr)
    }
}
