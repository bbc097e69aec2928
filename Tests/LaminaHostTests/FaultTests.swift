import Foundation
import XCTest

/// Faults survived by the window and the offscreen path: OpenGL 3.3 missing (injected
/// with `LAMINA_FAULT`), a shader that does not compile, the display server killed while
/// a window runs, the main thread blocked for 5 s while input arrives. Each runs a real
/// program (`lamina-window-check`, `lamina-demo`) and judges its exit status, its
/// messages and what it printed.
final class FaultTests: XCTestCase {
    /// The lines of `text` that are Lamina's diagnostics ("lamina: …").
    private func laminaLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("lamina: ") }
    }

    // MARK: No OpenGL 3.3

    /// No 3.3 core context (creation fails, or the driver offers 3.0): the automatic
    /// choice opens the window with OpenGL 2.1 and the CPU renderer, says so in one line,
    /// and draws the scene right.
    func testWithoutOpenGL33TheWindowFallsBackToTheCPURenderer() throws {
        for fault in ["context-fails", "gl-version-3.0"] {
            let output = try X11Display.runCheck("smoke", backend: "auto", environment: ["LAMINA_FAULT": fault])
            WindowCheckAssertions.assertRan(output, on: "X11", backend: "CPU")
            XCTAssertEqual(output.value("context"), "OpenGL 2.1", fault)
            WindowCheckAssertions.assertSmokeScene(output)
            let lines = laminaLines(output.stderr)
            XCTAssertEqual(lines.count, 1, "\(fault): one message\n\(output.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("lamina: renderingFallback: no OpenGL 3.3 core context for the window") ?? false,
                          output.stderr)
            XCTAssertTrue(lines.first?.contains("drawing with the CPU renderer") ?? false, output.stderr)
            XCTAssertTrue(lines.first?.contains("LAMINA_FAULT") ?? false || lines.first?.contains("3.0") ?? false, output.stderr)
        }
    }

    /// Asked for OpenGL explicitly, the window does not open without 3.3 core: a clear
    /// error and exit status 2, no crash.
    func testAskingForOpenGLWithoutIt33FailsClearly() throws {
        let output = try X11Display.runCheck("smoke", backend: "gl", environment: ["LAMINA_FAULT": "context-fails"])
        XCTAssertFalse(output.wasSignalled, output.transcript)
        XCTAssertEqual(output.status, 2, output.transcript)
        XCTAssertTrue(output.stderr.contains("no OpenGL 3.3 core context"), output.stderr)
        XCTAssertTrue(output.stderr.contains("--backend cpu"), output.stderr)
    }

    /// Offscreen, `--backend auto` without EGL, without a 3.3 core context, or with
    /// OpenGL 3.0: the CPU renderer draws the frames — the same bytes as `--backend cpu`
    /// — with one message saying so.
    func testOffscreenWithoutOpenGLFallsBackToTheCPURenderer() throws {
        let demo = try WindowCheckProcess.executable("lamina-demo")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-faults-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ name: String, backend: String, fault: String?) throws -> (WindowCheckProcess.Output, Data?) {
            let out = folder.appendingPathComponent(name)
            var environment = WindowCheckProcess.baseEnvironment
            environment["LAMINA_FAULT"] = fault
            let output = try WindowCheckProcess.run(demo, ["--offscreen", "--scene", "1", "--from", "0.5", "--to", "0.5",
                                                            "--size", "96x64", "--backend", backend, "--out", out.path],
                                                    environment: environment, timeout: 120)
            return (output, try? Data(contentsOf: out.appendingPathComponent("frame-0000.png")))
        }
        let (reference, cpuFrame) = try render("cpu", backend: "cpu", fault: nil)
        XCTAssertEqual(reference.status, 0, reference.transcript)
        XCTAssertNotNil(cpuFrame)
        for fault in ["egl-missing", "context-fails", "gl-version-3.0"] {
            let (output, frame) = try render(fault, backend: "auto", fault: fault)
            XCTAssertFalse(output.wasSignalled, output.transcript)
            XCTAssertEqual(output.status, 0, "\(fault)\n\(output.transcript)")
            XCTAssertEqual(frame, cpuFrame, "\(fault): the CPU renderer's frame")
            let lines = laminaLines(output.stderr)
            XCTAssertEqual(lines.count, 1, "\(fault): one message\n\(output.stderr)")
            XCTAssertTrue(lines.first?.contains("drawing with the CPU renderer") ?? false, output.stderr)
        }
        let (strict, _) = try render("strict", backend: "gl", fault: "egl-missing")
        XCTAssertFalse(strict.wasSignalled, strict.transcript)
        XCTAssertNotEqual(strict.status, 0, "--backend gl without EGL fails\n\(strict.transcript)")
        XCTAssertTrue(strict.stderr.contains("libEGL.so.1 could not be loaded"), strict.stderr)
    }

    /// On Wayland every context comes through EGL: without libEGL (injected) the window
    /// cannot open, and says so — naming the offscreen CPU mode — with exit status 2.
    func testWithoutEGLAWaylandWindowFailsClearly() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        let output = try weston.runCheck("smoke", backend: "auto", environment: ["LAMINA_FAULT": "egl-missing"])
        XCTAssertFalse(output.wasSignalled, output.transcript)
        XCTAssertEqual(output.status, 2, output.transcript)
        XCTAssertTrue(output.stderr.contains("no OpenGL context for the window"), output.stderr)
        XCTAssertTrue(output.stderr.contains("LAMINA_FAULT=egl-missing"), output.stderr)
        XCTAssertTrue(output.stderr.contains("--offscreen --backend cpu"), output.stderr)
    }

    /// The same fault with the window on X11 (whose contexts come through GLX) changes
    /// nothing there.
    func testWithoutEGLAnX11WindowStillOpens() throws {
        let output = try X11Display.runCheck("smoke", backend: "gl", environment: ["LAMINA_FAULT": "egl-missing"])
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "OpenGL")
        WindowCheckAssertions.assertSmokeScene(output)
    }

    // MARK: A broken shader

    /// A shader error injected at layer.frag's line 3: the window asked for OpenGL says
    /// once which file and line failed and that the CPU renderer draws instead, and the
    /// frame read back from the window is right.
    func testABrokenShaderInTheWindowNamesItsFileAndFallsBackToTheCPU() throws {
        let output = try X11Display.runCheck("smoke", backend: "gl", environment: ["LAMINA_FAULT": "shader-error=layer.frag:3"])
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "OpenGL")
        WindowCheckAssertions.assertSmokeScene(output)
        let lines = laminaLines(output.stderr)
        XCTAssertEqual(lines.count, 1, "one message\n\(output.stderr)")
        XCTAssertTrue(output.stderr.contains("layer.frag:3"), output.stderr)
        XCTAssertTrue(output.stderr.contains("drawing with the CPU renderer"), output.stderr)
    }

    // MARK: The display server killed

    /// Xvfb killed (SIGKILL) under a running window, drawn by OpenGL and by the CPU
    /// renderer: the program says the display server went away and exits with status 3
    /// within seconds — no crash, no hang.
    func testKillingTheXServerEndsTheProgramWithAClearMessage() throws {
        guard let xvfb = WindowCheckProcess.find("Xvfb") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { return XCTFail("Xvfb is not installed") }
            throw XCTSkip("Xvfb is not installed (apt-get install xvfb)")
        }
        for backend in ["gl", "cpu"] {
            let server = try XvfbServer(xvfb)
            var environment = WindowCheckProcess.baseEnvironment
            environment["DISPLAY"] = server.display
            let output = try runAndKillServer(environment: environment, backend: backend) { server.kill() }
            assertEndedForLostDisplay(output, backend)
        }
    }

    /// weston killed under a running Wayland window: the same.
    func testKillingTheWaylandCompositorEndsTheProgramWithAClearMessage() throws {
        let weston = try WestonSession()
        defer { weston.stop() }
        let output = try runAndKillServer(environment: weston.clientEnvironment, backend: "gl") { weston.killNow() }
        XCTAssertTrue(output.stdout.contains("Wayland"), output.transcript)
        assertEndedForLostDisplay(output, "wayland gl")
    }

    private func assertEndedForLostDisplay(_ output: WindowCheckProcess.Output, _ what: String,
                                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.timedOut, "\(what): hung\n\(output.transcript)", file: file, line: line)
        XCTAssertFalse(output.wasSignalled, "\(what): crashed\n\(output.transcript)", file: file, line: line)
        XCTAssertEqual(output.status, 3, "\(what)\n\(output.transcript)", file: file, line: line)
        let lines = laminaLines(output.stderr).filter { $0.contains("display server went away") }
        XCTAssertEqual(lines.count, 1, "\(what): one message\n\(output.transcript)", file: file, line: line)
    }

    /// Runs `lamina-window-check show 60` in `environment`, waits until it draws, calls
    /// `kill`, and waits (15 s at most) for the program to end.
    private func runAndKillServer(environment: [String: String], backend: String,
                                  kill: () -> Void) throws -> WindowCheckProcess.Output {
        let check = try WindowCheckProcess.executable()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-lost-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutFile = folder.appendingPathComponent("stdout"), stderrFile = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: check)
        process.arguments = ["show", "60", "--backend", backend]
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drawing: the check prints its backend once the window is open; then a second of frames.
        let opened = Date(timeIntervalSinceNow: 20)
        while process.isRunning, Date() < opened,
              !((try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "").contains("backend: ") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 1)
        let wasRunning = process.isRunning
        kill()
        let deadline = Date(timeIntervalSinceNow: 15)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let timedOut = process.isRunning
        if timedOut {
            killProcess(process.processIdentifier)
        }
        process.waitUntilExit()
        var output = WindowCheckProcess.Output(status: process.terminationStatus,
                                               wasSignalled: process.terminationReason == .uncaughtSignal,
                                               timedOut: timedOut,
                                               stdout: (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "",
                                               stderr: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "")
        if !wasRunning { output.stderr += "\n(the check had ended before the server was killed)" }
        XCTAssertTrue(wasRunning, output.transcript)
        return output
    }

    // MARK: A blocked main thread

    /// The main thread sleeps 5 s while a 20 s animation runs and XTest input arrives
    /// (from another X connection): the render thread keeps presenting frames whose
    /// times advance, and the input, none of which the app sees during the block, all
    /// arrives after it in the order it was sent.
    func testAMainThreadBlockedForFiveSecondsKeepsAnimatingAndGetsItsInputInOrderAfter() throws {
        let output = try X11Display.runCheck("blocked-input", backend: "gl", timeout: 90)
        WindowCheckAssertions.assertRan(output, on: "X11", backend: "OpenGL")
        let xtest = output.value("xtest") ?? ""
        if xtest.hasPrefix("unavailable") {
            throw XCTSkip("XTest cannot synthesize input here (\(xtest)); apt-get install libxtst6")
        }
        let block = (output.value("block") ?? "").split(separator: " ").compactMap { Double($0) }
        guard block.count == 2, block[1] - block[0] >= 5 else { return XCTFail("no block of 5 s\n\(output.transcript)") }
        let (start, end) = (block[0], block[1])

        let frames = output.values("frame").map { $0.split(separator: " ").compactMap { Double($0) } }
        let during = frames.filter { $0[0] > start && $0[0] < end }
        XCTAssertGreaterThanOrEqual(during.count, 100, "frames presented during the 5 s block (60 Hz: 300)")
        let times = [start] + during.map { $0[0] } + [end]
        let longestGap = zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? .infinity
        XCTAssertLessThan(longestGap, 0.25, "the longest wait between frames during the block")
        XCTAssertTrue(zip(during, during.dropFirst()).allSatisfy { $0[1] < $1[1] }, "frame times advance")
        if let first = during.first, let last = during.last {
            XCTAssertGreaterThan(last[1] - first[1], 4.5, "the presentation time advanced through the block")
        }

        let sent = output.values("sent").map { $0.split(separator: " ", maxSplits: 1) }
        XCTAssertEqual(sent.map { String($0[1]) }, ["move 30,30", "press", "move 90,60", "release", "key a", "key b"])
        XCTAssertTrue(sent.allSatisfy { (Double($0[0]) ?? 0) > start && (Double($0[0]) ?? .infinity) < end },
                      "all input was sent during the block")
        let events = output.values("event").map { $0.split(separator: " ", maxSplits: 1) }
        XCTAssertTrue(events.allSatisfy { (Double($0[0]) ?? 0) >= end }, "no input reached the app during the block\n\(output.transcript)")
        XCTAssertEqual(events.map { String($0[1]) }, [
            "pointer moved 30.00,30.00", "pointer down 30.00,30.00", "pointer moved 90.00,60.00", "pointer up 90.00,60.00",
            "key down a", "text a", "key up a", "key down b", "text b", "key up b",
        ], output.transcript)
    }
}

/// An Xvfb this test starts and kills itself (not `xvfb-run`, which would outlive it).
private final class XvfbServer {
    private let process = Process()
    private var number = 0
    let display: String

    init(_ xvfb: String) throws {
        for candidate in 140...240 where !FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock")
            && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)") {
            number = candidate
            break
        }
        guard number > 0 else { throw XCTSkip("no free X display number") }
        display = ":\(number)"
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [display, "-screen", "0", "1280x720x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard process.isRunning, Date() < deadline else {
                kill()
                throw XCTSkip("Xvfb \(display) did not start within 10 s")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit { kill() }

    /// Kills the server at once (SIGKILL), as a crash would end it.
    func kill() {
        guard process.isRunning else { return }
        killProcess(process.processIdentifier)
        process.waitUntilExit()
        // A killed server leaves its lock and socket behind.
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
}
