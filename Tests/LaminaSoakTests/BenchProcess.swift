import Foundation
import Testing

// Memory is measured in a process of its own: the test bundle runs other targets' tests
// at the same time, and the resident set is the whole process's. The soak and stress
// tests run the debug `lamina-bench` (built next to the tests by `swift build`) with
// `--json` and read its figures.

/// What one `lamina-bench SUITE --json` run printed.
struct BenchOutput {
    /// `values`: (row, scene, backend) → value.
    var values: [(name: String, scene: String, backend: String, value: Double)] = []
    var figures: [String: Double] = [:]
    /// What it wrote to standard error (a skipped backend says why there).
    var messages = ""
}

/// Runs `lamina-bench` with `arguments` (and `--json`), or throws why it cannot.
func runBench(_ arguments: [String]) throws -> BenchOutput {
    let executable = try benchExecutable()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + ["--json"]
    // Standard error into a file, standard output through a pipe read until it closes.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-bench-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let err = try FileHandle(forWritingTo: errorFile)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? err.close()
    var output = BenchOutput(messages: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    guard process.terminationStatus == 0 else {
        throw BenchFailure(description: "lamina-bench \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(output.messages)")
    }
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("{") {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
        for (key, value) in object {
            if let number = value as? Double { output.figures[key] = number }
        }
        for row in object["values"] as? [[String: Any]] ?? [] {
            output.values.append((row["name"] as? String ?? "", row["scene"] as? String ?? "",
                                  row["backend"] as? String ?? "", row["value"] as? Double ?? .nan))
        }
    }
    return output
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// The `lamina-bench` built next to the test bundle.
func benchExecutable() throws -> String {
    var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                   Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for folder in folders {
        let candidate = folder.appendingPathComponent("lamina-bench").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw BenchFailure(description: "lamina-bench is not built next to the tests (looked in \(folders.map(\.path))); `swift build` builds it")
}
