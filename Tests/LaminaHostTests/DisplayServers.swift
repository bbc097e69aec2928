import Foundation
import XCTest

/// Runs `lamina-window-check` under a fresh Xvfb through `xvfb-run -a` (which picks a
/// free display, starts the server, and stops it when the check ends).
enum X11Display {
    /// Runs `lamina-window-check mode`, its window drawn by `backend` ("auto", "gl",
    /// "cpu"), with `environment` added to the test's.
    static func runCheck(_ mode: String, backend: String = "auto", resources: String? = nil,
                         environment: [String: String] = [:], timeout: Double = 60) throws -> WindowCheckProcess.Output {
        try run("lamina-window-check", [mode, "--backend", backend], resources: resources,
                environment: environment, timeout: timeout)
    }

    /// Runs the built product `program` with `arguments` under a fresh Xvfb; `resources`
    /// (X resources such as "Xft.dpi: 192") are loaded with `xrdb` first; `environment`
    /// is added to the test's (without its display).
    static func run(_ program: String, _ arguments: [String], resources: String? = nil,
                    environment: [String: String] = [:], timeout: Double = 60) throws -> WindowCheckProcess.Output {
        guard let xvfbRun = WindowCheckProcess.find("xvfb-run") else {
            throw XCTSkip("xvfb-run is not installed (apt-get install xvfb xauth): the X11 window tests need it")
        }
        guard WindowCheckProcess.find("xauth") != nil else {
            throw XCTSkip("xauth is not installed (apt-get install xauth): xvfb-run needs it")
        }
        let executable = try WindowCheckProcess.executable(program)
        var command = [executable] + arguments
        if let resources {
            guard let xrdb = WindowCheckProcess.find("xrdb") else {
                throw XCTSkip("xrdb is not installed (apt-get install x11-xserver-utils): this X11 test sets X resources")
            }
            let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            command = ["/bin/sh", "-c", "printf '%s\\n' '\(resources)' | \(xrdb) -nocpp -merge && exec \(quoted)"]
        }
        // -noreset: Xvfb otherwise resets when xrdb (its only client) leaves, dropping the
        // resources it set.
        return try WindowCheckProcess.run(xvfbRun, ["-a", "-s", "-screen 0 1280x720x24 -noreset"] + command,
                                          environment: WindowCheckProcess.baseEnvironment.merging(environment) { $1 },
                                          timeout: timeout)
    }
}

/// A private weston compositor on its headless backend (pixman renderer, no GPU, no
/// seat), with its own XDG_RUNTIME_DIR, for running checks with GLFW's Wayland build.
final class WestonSession {
    private let process = Process()
    private let runtimeDirectory: URL
    private let socket: String
    private let log: URL
    /// Where GLFW's Wayland build (libglfw.so.3) is.
    let glfwLibrary: String

    /// Starts weston with output scale `scale`; waits (10 s at most) for its socket.
    /// Skips when weston or GLFW's Wayland build is missing.
    init(scale: Int = 1) throws {
        guard let weston = WindowCheckProcess.find("weston") else {
            throw XCTSkip("weston is not installed (apt-get install weston libwayland-cursor0): the Wayland window tests need it")
        }
        glfwLibrary = try WestonSession.waylandGLFW()
        runtimeDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lamina-weston-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        socket = "lamina-wayland"
        log = runtimeDirectory.appendingPathComponent("weston.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: weston)
        process.arguments = ["--backend=headless-backend.so", "--use-pixman", "--socket=\(socket)", "--no-config",
                             "--width=1280", "--height=720", "--scale=\(scale)", "--idle-time=0"]
        var environment = WindowCheckProcess.baseEnvironment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        process.environment = environment
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardOutput = logHandle
        process.standardError = logHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        let deadline = Date(timeIntervalSinceNow: 10)
        while !FileManager.default.fileExists(atPath: socketPath) {
            guard process.isRunning, Date() < deadline else {
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                stop()
                throw XCTSkip("weston did not start a headless compositor within 10 s:\n\(said.suffix(2000))")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit { stop() }

    /// Runs `lamina-window-check mode` as a Wayland client of this compositor (its window
    /// drawn by `backend`): DISPLAY unset, GLFW's Wayland build first on the library path.
    func runCheck(_ mode: String, backend: String = "auto", environment: [String: String] = [:],
                  timeout: Double = 60) throws -> WindowCheckProcess.Output {
        try run("lamina-window-check", [mode, "--backend", backend], environment: environment, timeout: timeout)
    }

    /// Runs the built product `program` with `arguments` as a Wayland client of this
    /// compositor.
    /// `environment` is added to the client's.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
             timeout: Double = 60) throws -> WindowCheckProcess.Output {
        try WindowCheckProcess.run(try WindowCheckProcess.executable(program), arguments,
                                   environment: clientEnvironment.merging(environment) { $1 }, timeout: timeout)
    }

    /// The environment of a Wayland client of this compositor (as `run` gives it).
    var clientEnvironment: [String: String] {
        var environment = WindowCheckProcess.baseEnvironment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = socket
        environment["LD_LIBRARY_PATH"] = glfwLibrary
        return environment
    }

    /// Kills weston at once (SIGKILL), as a crash would end it.
    func killNow() {
        guard process.isRunning else { return }
        killProcess(process.processIdentifier)
        process.waitUntilExit()
    }

    /// Stops weston (SIGTERM, then SIGKILL after 3 s) and removes its runtime folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date(timeIntervalSinceNow: 3)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    /// The folder with GLFW's Wayland build, as Scripts/lib/wayland-glfw.sh caches it
    /// (LAMINA_WAYLAND_GLFW_DIR/lib, by default .build/glfw-wayland/lib in the package).
    static func waylandGLFW() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = ProcessInfo.processInfo.environment["LAMINA_WAYLAND_GLFW_DIR"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/glfw-wayland")
        let lib = folder.appendingPathComponent("lib")
        guard FileManager.default.fileExists(atPath: lib.appendingPathComponent("libglfw.so.3").path) else {
            throw XCTSkip("GLFW's Wayland build is not in \(lib.path): Scripts/lib/wayland-glfw.sh fetches it "
                + "(apt-get download libglfw3-wayland; needs the network once, Scripts/test runs it)")
        }
        return lib.path
    }
}

/// Sends SIGKILL to `pid` (for methods whose own name would hide `kill`).
func killProcess(_ pid: pid_t) {
    kill(pid, SIGKILL)
}
