import Foundation
import Lamina

/// The fuzz targets: what `Scripts/fuzz` runs under libFuzzer (through the `Fuzz/`
/// package's executables) and what `LaminaFuzzingTests` replays the committed corpus
/// and every input that once crashed through. Outside the package only as SPI: the
/// fuzz executables are its one client.
@_spi(Fuzzing) public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Path building, filling, stroking, dashing and clipping (`PathsTarget`).
    case paths
    /// PNG decoding (`PNGTarget`).
    case png
    /// Animation evaluation through `presentation()` and the renderer (`AnimationsTarget`).
    case animations
    /// Key-value coding on every layer class (`KeyValueTarget`).
    case kvc
    /// Layer trees drawn by the CPU and, differentially, by GL (`TreesTarget`).
    case trees

    /// Runs one input; returns the rules it broke (empty when it passed). Diagnostics
    /// are collected rather than printed, so a run of millions stays quiet.
    public func run(_ data: [UInt8]) -> [String] {
        Self.stageLock.lock()
        defer { Self.stageLock.unlock() }
        var findings: [String] = []
        LaminaDiagnostics.capture {
            switch self {
            case .paths: findings = PathsTarget.run(data)
            case .png: findings = PNGTarget.run(data)
            case .animations: findings = AnimationsTarget.run(data, on: Self.smallStage)
            case .kvc: findings = KeyValueTarget.run(data, on: Self.smallStage)
            case .trees: findings = TreesTarget.run(data, on: Self.treeStage)
            }
        }
        return findings
    }

    /// Runs one input as libFuzzer calls it: a finding stops the run with its message,
    /// which libFuzzer records as a crash and saves the input of. Where the environment
    /// names a folder in `LAMINA_FUZZ_DISAGREEMENTS` (CI's short pass), an input whose only
    /// findings are GL disagreeing with the CPU is saved there and reported instead, and
    /// the search goes on: a crash, a broken rule or a hang still stops it.
    public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        let data = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        let findings = run(data)
        guard !findings.isEmpty else { return }
        if let folder = Self.disagreementFolder,
           findings.allSatisfy({ $0.hasPrefix(FuzzStage.disagreementLead) }) {
            // FNV-1a of the input names it: the same input is saved once.
            let name = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(rawValue)-\(String(name, radix: 16))")
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? Data(data).write(to: url)
            FileHandle.standardError.write(Data("lamina: fuzz target \(rawValue) (reported, not stopped): \(findings[0]); input: \(url.path)\n".utf8))
            return
        }
        fatalError("fuzz target \(rawValue): " + findings.joined(separator: "; "))
    }

    /// Where GL disagreements are saved rather than stopped on (`fuzz`); nil: they stop.
    private static let disagreementFolder = ProcessInfo.processInfo.environment["LAMINA_FUZZ_DISAGREEMENTS"]
        .flatMap { $0.isEmpty ? nil : $0 }

    /// One case at a time: the stages' renderers are shared (tests run targets in parallel).
    private static let stageLock = NSLock()
    /// The CPU-only stage the animation and key-value targets draw on.
    nonisolated(unsafe) static let smallStage = FuzzStage(side: 24, withGL: false)
    /// The stage the trees target draws on: GL too where EGL makes a context.
    nonisolated(unsafe) static let treeStage = FuzzStage(side: 40, withGL: true)
}
