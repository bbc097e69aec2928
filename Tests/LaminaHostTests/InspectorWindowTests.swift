import Foundation
import XCTest

/// The layer inspector in a real window, on X11 (OpenGL) and Wayland (the CPU renderer):
/// `lamina-window-check inspector` moves the pointer through the window's input path over
/// a layer, then over an entry of the panel. Expected colours are the inspector's, worked
/// out here: its outline border (1, 0.2, 0.8), its panel (0.04, 0.05, 0.08) at alpha 0.88
/// and its row highlight (1, 0.2, 0.8) at alpha 0.35, over the scene's blue root.
final class InspectorWindowTests: XCTestCase {
    func check(_ output: WindowCheckProcess.Output, on platform: String) {
        WindowCheckAssertions.assertRan(output, on: platform)
        // The pointer over the red layer (10, 10, 40 × 40) selects it and outlines it; the
        // app still gets the move.
        XCTAssertEqual(output.value("selected over the app"), "red", output.transcript)
        XCTAssertEqual(output.value("outline"), "10,10,40,40", output.transcript)
        XCTAssertEqual(output.value("app events after the app move"), "1", output.transcript)
        WindowCheckAssertions.assertProbe(output, "outline", is: [255, 51, 204, 255])
        let panel = [0.04 * 0.88, 0.05 * 0.88, 0.08 * 0.88 + 0.12].map { $0 * 255 }
        WindowCheckAssertions.assertProbe(output, "panel", is: panel.map { Int($0.rounded()) } + [255])
        // Over the green layer's entry (the list: root, red, green): it is selected and
        // outlined (20 × 20 about (70, 80)), its row highlighted; the app sees nothing.
        XCTAssertEqual(output.value("green row"), "2", output.transcript)
        XCTAssertEqual(output.value("selected over the panel"), "green", output.transcript)
        XCTAssertEqual(output.value("outline over the panel"), "60,70,20,20", output.transcript)
        XCTAssertEqual(output.value("app events after the panel move"), "1", output.transcript)
        let highlight = zip([1.0, 0.2, 0.8], panel).map { Int(($0 * 0.35 * 255 + $1 * 0.65).rounded()) }
        WindowCheckAssertions.assertProbe(output, "highlighted row", is: highlight + [255])
        // Closed, it leaves nothing in the way of the app's hit testing.
        XCTAssertEqual(output.value("hit under the panel after closing"), "root", output.transcript)
    }

    func testTheInspectorSelectsWhatThePointerIsOverOnX11() throws {
        check(try X11Display.runCheck("inspector", backend: "gl"), on: "X11")
    }

    func testTheInspectorSelectsWhatThePointerIsOverOnWayland() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        check(try weston.runCheck("inspector", backend: "cpu"), on: "Wayland")
    }
}
