import Foundation
import XCTest
@testable import LaminaRaster

/// `lamina-demo` in a real window, on X11 (Xvfb) and Wayland (weston): it opens, shows
/// its scenes drawn by OpenGL or by the CPU renderer, plays a scene's scripted input, and
/// writes its last frame.
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
    private func checkVolumeBars(_ output: WindowCheckProcess.Output, capture: String, platform: String,
                                 drawnBy: String) throws {
        XCTAssertFalse(output.wasSignalled || output.timedOut, output.transcript)
        XCTAssertEqual(output.status, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains(platform), "GLFW should say \(platform)\n\(output.transcript)")
        XCTAssertTrue(output.stdout.contains("drawn by: \(drawnBy)"), output.transcript)
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
        let output = try X11Display.run("lamina-demo", ["--scene", "10", "--backend", "gl", "--quit-after", "1",
                                                        "--capture", capture])
        try checkVolumeBars(output, capture: capture, platform: "X11", drawnBy: "OpenGL renderer")
    }

    func testTheDemoShowsASceneDrawnByTheCPURendererOnX11() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "10", "--backend", "cpu", "--quit-after", "1",
                                                        "--capture", capture])
        try checkVolumeBars(output, capture: capture, platform: "X11", drawnBy: "CPU renderer")
        // On closing, the demo says how many frames it showed and drew them with what.
        XCTAssertTrue(output.stdout.contains("fps (CPU renderer)"), output.transcript)
    }

    /// A window's `--profile` trace: Perfetto's JSON, the main thread's commits and the
    /// render thread's frames on tracks of their own (the threads they ran on), each frame
    /// with its steps and counters.
    private func checkWindowProfile(_ file: String, output: WindowCheckProcess.Output, drawCalls: Bool) throws {
        XCTAssertEqual(output.status, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("profile → \(file)"), output.transcript)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        let events = try XCTUnwrap(json?["traceEvents"] as? [[String: Any]])
        let names = events.filter { ($0["name"] as? String) == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        XCTAssertEqual(Set(names), ["main thread", "render thread"])
        let frames = events.filter { ($0["cat"] as? String) == "frame" }
        let commits = events.filter { ($0["cat"] as? String) == "commit" }
        // Two seconds of an animated scene: dozens of frames, even on a loaded machine.
        XCTAssertGreaterThan(frames.count, 10)
        XCTAssertGreaterThan(commits.count, 0)
        XCTAssertTrue(frames.allSatisfy { $0["tid"] as? Int == 2 } && commits.allSatisfy { $0["tid"] as? Int == 1 })
        let steps = events.filter { ($0["cat"] as? String) == "step" }
        XCTAssertEqual(Set(steps.compactMap { $0["name"] as? String }), ["evaluate", "flatten", "draw"])
        let args = frames.compactMap { $0["args"] as? [String: Any] }
        XCTAssertGreaterThanOrEqual(args.last?["layers"] as? Int ?? 0, 4, "the window root, the stage, the replicator, its bar")
        if drawCalls {
            XCTAssertTrue(args.allSatisfy { ($0["draw_calls"] as? Int ?? 0) > 0 })
        } else {
            XCTAssertTrue(args.allSatisfy { ($0["bands"] as? Int ?? 0) > 0 })
        }
        for counter in ["draw calls", "instances", "offscreen passes", "uploaded bytes"] {
            XCTAssertEqual(events.filter { ($0["ph"] as? String) == "C" && ($0["name"] as? String) == counter }.count,
                           frames.count, counter)
        }
    }

    func testTheDemoWritesAProfileOfTheWindowsTwoThreadsOnX11AndWayland() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-profile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let x11 = try X11Display.run("lamina-demo", ["--scene", "10", "--backend", "gl", "--quit-after", "2", "--profile", file])
        try checkWindowProfile(file, output: x11, drawCalls: true)
        let weston = try WestonSession()
        defer { weston.stop() }
        let wayland = try weston.run("lamina-demo", ["--scene", "10", "--backend", "cpu", "--quit-after", "2", "--profile", file])
        try checkWindowProfile(file, output: wayland, drawCalls: false)
    }

    /// `--show`: the inspector's panel at the window's right edge (X11), and Color Blended
    /// Layers over the opaque stage (Wayland, the CPU renderer): the stage (247, 247, 245)
    /// under half green.
    func testTheDemoShowsTheInspectorAndTheDebugColoursInTheWindow() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let x11 = try X11Display.run("lamina-demo", ["--scene", "10", "--backend", "gl", "--show", "inspector",
                                                     "--quit-after", "1", "--capture", capture])
        XCTAssertEqual(x11.status, 0, x11.transcript)
        var image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        // The panel (0.04, 0.05, 0.08) at alpha 0.88 over the stage (247 grey: the stage
        // fills the 800 × 600 window).
        let under = 0.12 * 247.0 / 255.0
        let panel: [Int] = [0.04, 0.05, 0.08].map { (c: Double) -> Int in Int((c * 0.88 + under) * 255 + 0.5) }
        assertClose(pixel(image, 790, 590), panel + [255], tolerance: 3, "the inspector's panel")
        assertClose(pixel(image, 100, 100), [247, 247, 245, 255], "the stage beside the panel")
        let weston = try WestonSession()
        defer { weston.stop() }
        let wayland = try weston.run("lamina-demo", ["--scene", "10", "--backend", "cpu", "--show", "blended",
                                                     "--quit-after", "1", "--capture", capture])
        XCTAssertEqual(wayland.status, 0, wayland.transcript)
        image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        assertClose(pixel(image, 100, 100), [124, 251, 123, 255], tolerance: 3, "the stage tinted green: opaque")
    }

    func testTheDemoShowsASceneDrawnByEitherRendererOnWayland() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        for (backend, drawnBy) in [("gl", "OpenGL renderer"), ("cpu", "CPU renderer")] {
            let capture = captureFile()
            defer { try? FileManager.default.removeItem(atPath: capture) }
            let output = try weston.run("lamina-demo", ["--scene", "10", "--backend", backend, "--quit-after", "1",
                                                        "--capture", capture])
            try checkVolumeBars(output, capture: capture, platform: "Wayland", drawnBy: drawnBy)
        }
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

    /// Scene 14's script drags the badge 50 pt down-right and holds it there from 0.7 s
    /// to 1.2 s: at 1 s the blob fills the middle of the 50 pt between the small circle
    /// (radius 20 − 50/10 = 15 at (400, 300)) and the badge (radius 20 at (440, 330)).
    func testTheScriptDragsScene14sBadgeInTheWindow() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "14", "--script", "--quit-after", "1",
                                                        "--capture", capture])
        XCTAssertEqual(output.status, 0, output.transcript)
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        assertClose(pixel(image, 420, 315), [255, 0, 0, 255], "the blob between the circles")
        assertClose(pixel(image, 440, 330), [255, 0, 0, 255], "the badge where the pointer holds it")
        // 25 pt across the axis at its middle, beyond the blob's waist ((3·15 + 20)/4 pt).
        assertClose(pixel(image, 420 + 15, 315 - 20), [255, 255, 255, 255], "beside the blob")
    }

    /// Scene 8's script selects Cancer (button 3) and picks: the display link stops, the
    /// wheel spins for 2 s and stops with Cancer on top, turning again 1 s later. At 3.3 s
    /// its selected picture — the pressed sheet's fourth 40 × 46 pt cell — stands upright
    /// 18 pt below the wheel's rim at the top (x 380…420, y 175…221).
    func testTheScriptPicksScene8sSignInTheWindow() throws {
        let capture = captureFile()
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let output = try X11Display.run("lamina-demo", ["--scene", "8", "--script", "--quit-after", "3.3",
                                                        "--capture", capture])
        XCTAssertEqual(output.status, 0, output.transcript)
        let image = try CGImage.load(contentsOf: URL(fileURLWithPath: capture))
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets")
        func difference(from sheetName: String) throws -> Double {
            let sheet = try CGImage.load(contentsOf: assets.appendingPathComponent(sheetName))
            var total = 0.0
            for v in 12..<28 { for u in 12..<28 {
                let shown = pixel(image, 380 + u, 175 + v)
                for channel in 0..<3 {
                    var sum = 0
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let p = sheet.pixels.pixel(x: 3 * 80 + 2 * u + dx, y: 2 * v + dy)
                        sum += Int([p.r, p.g, p.b][channel])
                    }
                    total += abs(Double(shown[channel]) - Double(sum) / 4) / 255
                }
            } }
            return total / (16 * 16 * 3)
        }
        XCTAssertLessThan(try difference(from: "LuckyAstrologyPressed@2x.png"), 0.03, "Cancer, selected, on top")
        XCTAssertGreaterThan(try difference(from: "LuckyAstrology@2x.png"), 0.1, "not the unselected picture")
    }

    /// Scene 17's script clicks scene 4's row at 0.5 s: in the window the gallery opens
    /// scene 4, whose own script then plays.
    func testTheGalleryOpensTheClickedScene() throws {
        let output = try X11Display.run("lamina-demo", ["--scene", "17", "--script", "--quit-after", "1.2"])
        XCTAssertEqual(output.status, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("scene 17: Gallery"), output.transcript)
        XCTAssertTrue(output.stdout.contains("scene 4: Transitions"), output.transcript)
    }

    /// `--fps-overlay` shows the panel in the top-left corner (8 pt in, 300 × 112): beside
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
