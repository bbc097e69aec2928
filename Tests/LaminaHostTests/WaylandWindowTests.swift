import Foundation
import XCTest

/// The window on Wayland: a private weston on its headless backend, and GLFW's Wayland
/// build loaded in the check's process through LD_LIBRARY_PATH (DISPLAY unset).
final class WaylandWindowTests: XCTestCase {
    func testAWindowRendersAnAnimatedSceneAndReadsItBack() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        for (backend, name) in [("gl", "OpenGL"), ("cpu", "CPU")] {
            let output = try weston.runCheck("smoke", backend: backend)
            WindowCheckAssertions.assertRan(output, on: "Wayland", backend: name)
            WindowCheckAssertions.assertSmokeScene(output)
        }
    }

    /// An output scaled by 2: the window's framebuffer has twice its points, the scale
    /// reaches the root layer's contentsScale, and the scene is drawn at 2× (the red
    /// square's 40 points are 80 pixels).
    func testAHiDPIOutputScalesTheFramebufferAndTheRootLayer() throws {
        let weston = try WestonSession(scale: 2)
        defer { weston.stop() }
        let output = try weston.runCheck("hidpi", backend: "gl")
        WindowCheckAssertions.assertRan(output, on: "Wayland", backend: "OpenGL")
        XCTAssertEqual(output.value("scale"), "2.0")
        XCTAssertEqual(output.value("contentsScale"), "2.0")
        XCTAssertEqual(output.value("bounds"), "0,0,160,120")
        XCTAssertEqual(output.value("framebuffer"), "320x240")
        WindowCheckAssertions.assertProbe(output, "red", is: WindowCheckAssertions.red)
        WindowCheckAssertions.assertProbe(output, "redEdgeInside", is: WindowCheckAssertions.red)
        WindowCheckAssertions.assertProbe(output, "root", is: WindowCheckAssertions.blue)
    }

    func testTheRootLayerFollowsAResize() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        for (backend, name) in [("gl", "OpenGL"), ("cpu", "CPU")] {
            let output = try weston.runCheck("resize", backend: backend)
            WindowCheckAssertions.assertRan(output, on: "Wayland", backend: name)
            WindowCheckAssertions.assertResized(output, scale: 1)
        }
    }
}
