import Foundation
import Testing
@testable @_spi(Fuzzing) import LaminaFuzzing

/// Every committed fuzz input (Fuzz/Corpus/<target>/, the seeds and what the fuzzer
/// found, crashes among them) replayed through its target: none may break a rule.
/// A crash or trap fails the run outright.
@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test("every corpus input passes", arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let files = Self.inputs(target)
        #expect(files.count >= 4, "Fuzz/Corpus/\(target.rawValue) holds the seed corpus")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let findings = target.run(bytes)
            #expect(findings.isEmpty, "\(target.rawValue)/\(file.lastPathComponent): \(findings)")
        }
    }
}
