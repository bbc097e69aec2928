import Foundation
import XCTest

/// What the window tests expect of `lamina-window-check`'s output, whichever display
/// server it ran under.
enum WindowCheckAssertions {
    static let red = [255, 0, 0, 255]
    static let green = [0, 255, 0, 255]
    static let blue = [0, 0, 255, 255]

    /// The check ran, on the platform meant (GLFW's version string says so: no silent
    /// fallback to the other one), drawn by `backend` ("OpenGL", "CPU") when given.
    static func assertRan(_ output: WindowCheckProcess.Output, on platform: String, backend: String? = nil,
                          file: StaticString = #filePath, line: UInt = #line) {
        if let backend {
            XCTAssertEqual(output.value("backend"), backend, output.transcript, file: file, line: line)
        }
        XCTAssertFalse(output.timedOut, "timed out\n\(output.transcript)", file: file, line: line)
        XCTAssertEqual(output.status, 0, output.transcript, file: file, line: line)
        let version = output.value("version") ?? ""
        XCTAssertTrue(version.split(separator: " ").contains(Substring(platform)),
                      "GLFW's version string \"\(version)\" does not name \(platform)", file: file, line: line)
        XCTAssertEqual(output.value("platform"), platform, file: file, line: line)
    }

    /// `probe` is within 2 of `expected` in every channel (GL rounding).
    static func assertProbe(_ output: WindowCheckProcess.Output, _ name: String, is expected: [Int],
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let found = output.probe(name), found.count == 4 else {
            return XCTFail("no probe \(name)\n\(output.transcript)", file: file, line: line)
        }
        XCTAssertTrue(zip(found, expected).allSatisfy { abs($0 - $1) <= 2 },
                      "probe \(name): \(found), expected \(expected)", file: file, line: line)
    }

    /// The smoke scene at 0.5 s: the red square, the blue root, the green square half
    /// way (centred at x = 110) and not where it started or where it goes.
    static func assertSmokeScene(_ output: WindowCheckProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThanOrEqual(Int(output.value("frames") ?? "") ?? 0, 3, file: file, line: line)
        assertProbe(output, "red", is: red, file: file, line: line)
        assertProbe(output, "root", is: blue, file: file, line: line)
        assertProbe(output, "green", is: green, file: file, line: line)
        assertProbe(output, "vacated", is: blue, file: file, line: line)
        assertProbe(output, "ahead", is: blue, file: file, line: line)
        XCTAssertEqual(output.value("run after close request"), "ended, window closed", file: file, line: line)
        XCTAssertEqual(output.value("capture after close"), "none", file: file, line: line)
    }

    /// The root layer and the framebuffer followed the resize to 320×240 points.
    static func assertResized(_ output: WindowCheckProcess.Output, scale: Int,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(output.value("before"), "0,0,200,150", file: file, line: line)
        XCTAssertEqual(output.value("after"), "0,0,320,240", file: file, line: line)
        XCTAssertEqual(output.value("resizes")?.split(separator: " ").last, "320x240", file: file, line: line)
        XCTAssertEqual(output.value("framebuffer"), "\(320 * scale)x\(240 * scale)", file: file, line: line)
        assertProbe(output, "corner", is: blue, file: file, line: line)
        assertProbe(output, "red", is: red, file: file, line: line)
    }
}
