import Foundation
import XCTest
@testable import LaminaHost

/// Without a display server a window cannot open: a clear error naming the offscreen
/// mode, a non-zero exit — never a crash.
final class NoDisplayTests: XCTestCase {
    func testOpeningAWindowWithoutADisplayExitsWithAnErrorNamingTheOffscreenMode() throws {
        let check = try WindowCheckProcess.executable()
        let output = try WindowCheckProcess.run(check, ["smoke"], environment: WindowCheckProcess.baseEnvironment,
                                                timeout: 30)
        XCTAssertFalse(output.wasSignalled, "crashed\n\(output.transcript)")
        XCTAssertEqual(output.status, 2, output.transcript)
        XCTAssertTrue(output.stderr.contains("no display"), output.stderr)
        XCTAssertTrue(output.stderr.contains("--offscreen"), output.stderr)
        XCTAssertTrue(output.stderr.contains("DISPLAY"), output.stderr)
    }

    /// Whichever renderer is asked for: the display is checked before any context.
    func testTheCPURendererWithoutADisplayGivesTheSameError() throws {
        let check = try WindowCheckProcess.executable()
        let output = try WindowCheckProcess.run(check, ["smoke", "--backend", "cpu"],
                                                environment: WindowCheckProcess.baseEnvironment, timeout: 30)
        XCTAssertFalse(output.wasSignalled, "crashed\n\(output.transcript)")
        XCTAssertEqual(output.status, 2, output.transcript)
        XCTAssertTrue(output.stderr.contains("no display"), output.stderr)
        XCTAssertTrue(output.stderr.contains("--offscreen"), output.stderr)
    }

    func testTheErrorIsThrownBeforeGLFWIsAsked() {
        XCTAssertThrowsError(try GLFWRuntime.start(environment: ["DISPLAY": "", "HOME": "/"])) { error in
            guard case .noDisplay(let reason) = error as? WindowError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(reason, "neither DISPLAY nor WAYLAND_DISPLAY is set")
            XCTAssertTrue("\(error)".contains("offscreen mode"))
        }
    }

    func testAWindowIsRefusedOffTheMainThread() {
        final class Outcome: @unchecked Sendable { var error: Error? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do { _ = try Window(title: "off main") } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        XCTAssertEqual(outcome.error as? WindowError, .notMainThread)
    }
}
