import Foundation
import XCTest

/// Runs `lamina-window-check` (or a display server around it) as a child process with a
/// time limit, and parses what it printed: one `key: value` per line.
struct WindowCheckProcess {
    /// What a run printed and how it ended.
    struct Output {
        var status: Int32
        /// True when the process ended by a signal (a crash, or the time limit).
        var wasSignalled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String

        /// The values printed for `key`, in order.
        func values(_ key: String) -> [String] {
            stdout.split(separator: "\n").compactMap { line in
                guard let colon = line.range(of: ": "), line[..<colon.lowerBound] == key else { return nil }
                return String(line[colon.upperBound...])
            }
        }

        /// The first value printed for `key`.
        func value(_ key: String) -> String? { values(key).first }

        /// The RGBA printed for probe `name` (`probe NAME X Y: r g b a`).
        func probe(_ name: String) -> [Int]? {
            for line in stdout.split(separator: "\n") where line.hasPrefix("probe \(name) ") {
                guard let colon = line.range(of: ": ") else { continue }
                return line[colon.upperBound...].split(separator: " ").compactMap { Int($0) }
            }
            return nil
        }

        /// Everything printed, for failure messages.
        var transcript: String {
            "exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
        }
    }

    /// The built `name` (`lamina-window-check` by default, or `lamina-demo`), next to the
    /// test bundle (SwiftPM builds every product before testing); `LAMINA_WINDOW_CHECK`
    /// names another window check.
    static func executable(_ name: String = "lamina-window-check") throws -> String {
        if name == "lamina-window-check", let path = ProcessInfo.processInfo.environment["LAMINA_WINDOW_CHECK"] {
            return path
        }
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                       Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("\(name) is not built next to the tests (looked in \(folders.map(\.path))); `swift build` builds it")
    }

    /// The full path of `tool` on PATH, or nil.
    static func find(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments` in `environment`, killing it (its process
    /// group: display servers it started go too) after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeout: Double) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let outData = PipeReader(out), errData = PipeReader(err)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        var timedOut = false
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if ended.wait(timeout: .now() + 3) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
        }
        return Output(status: process.terminationStatus,
                      wasSignalled: process.terminationReason == .uncaughtSignal,
                      timedOut: timedOut,
                      stdout: outData.finish(), stderr: errData.finish())
    }

    /// The test process's environment without any display or library override: a
    /// child sees only what a test gives it.
    static var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "LD_LIBRARY_PATH", "XAUTHORITY", "WAYLAND_SOCKET"] {
            environment.removeValue(forKey: key)
        }
        return environment
    }
}

/// Drains a pipe on a thread of its own, so a chatty child never blocks on a full pipe.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// What the pipe carried, once its writers closed it (5 s at most after the child
    /// ended: a grandchild that kept the pipe open must not hang the test).
    func finish() -> String {
        guard done.wait(timeout: .now() + 5) == .success else { return "(the pipe stayed open)\n" }
        return String(decoding: data, as: UTF8.self)
    }
}
