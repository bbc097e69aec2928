import Foundation
import Testing
@testable import LaminaScenes
@testable import LaminaSoak

// Demo scenes driven by their looping scripts for 5,000 frames at 160×120, on the CPU
// renderer and on OpenGL through EGL (skipped without EGL, except in CI), in a process of
// their own (`lamina-bench soak`, debug build: the resident set is the whole process's,
// and other tests run beside these): after the first 1,000 frames the resident set must
// stay flat, and the GL texture cache within its budget and no bigger than it was.
// lamina-bench soak in a release build runs every scene for 100,000.

/// Kilobytes a scene's resident set may grow by from frame 1,000 to frame 5,000 (the
/// soak's target over 100,000 frames is 1,024; the allocator's pages move a little).
let residentGrowthBoundKB = 2_048

/// Whether the processes run under a sanitizer (`Scripts/test --sanitize=…` sets its
/// options): its allocator holds freed memory in quarantine and its shadow memory grows
/// with the heap, so the resident set says nothing of leaks there and is not asserted
/// (the sanitizer checks memory itself; the ordinary run checks the resident set).
let runsUnderSanitizer = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil }

/// The scenes soaked on the CPU: simple layers and animations (1), images folding (9),
/// a reflection's replicator (12), a kit scene with pictures and explosions (14) —
/// `LAMINA_SOAK_SCENES=all` (or a list: `1,4,8`) soaks others; every scene in debug
/// takes too long for the test suite (lamina-bench soak runs them all).
let cpuSoakedScenes = soakedScenes(default: [1, 9, 12, 14])
/// The scenes soaked on GL, chosen for their textures: transitions' frozen pictures (4),
/// the lottery wheel's images and text (8), explosion frames (14), switching images
/// (15), the arc menu's icons (16).
let glSoakedScenes = soakedScenes(default: [4, 8, 14, 15, 16])

/// `LAMINA_SOAK_SCENES` (all, or numbers separated by commas), else `numbers`.
func soakedScenes(default numbers: [Int]) -> [Int] {
    guard let chosen = ProcessInfo.processInfo.environment["LAMINA_SOAK_SCENES"] else { return numbers }
    if chosen == "all" { return DemoScenes.all.map { $0.number } }
    return chosen.split(separator: ",").compactMap { Int($0) }
}

/// Whether the tests run in CI (`CI=true`): there GL soaks never skip.
let runsInCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

@Suite("Soak: scenes for 5,000 frames")
struct SceneSoakTests {
    static let frames = ProcessInfo.processInfo.environment["LAMINA_SOAK_FRAMES"] ?? "5000"

    private func soak(_ backend: SoakBackend, _ scenes: [Int]) throws -> BenchOutput {
        try runBench(["soak", "--frames", Self.frames, "--backend", backend.rawValue, "--size", "160x120",
                      "--scene", scenes.map(String.init).joined(separator: ",")])
    }

    @Test("CPU: the resident set stays flat after warm-up")
    func cpu() throws {
        let output = try soak(.cpu, cpuSoakedScenes)
        print(output.messages, terminator: "")
        let growth = output.values.filter { $0.name == "soak_rss_growth_kb" }
        #expect(growth.count == cpuSoakedScenes.count)
        for row in growth where !runsUnderSanitizer {
            #expect(row.value <= Double(residentGrowthBoundKB),
                    "scene \(row.scene): resident set grew \(Int(row.value)) KB after warm-up")
        }
        #expect(output.values.filter { $0.name == "soak_fps" }.allSatisfy { $0.value > 0 })
    }

    @Test("GL: the resident set stays flat and the texture cache within its budget")
    func gl() throws {
        let output = try soak(.gl, glSoakedScenes)
        print(output.messages, terminator: "")
        let growth = output.values.filter { $0.name == "soak_rss_growth_kb" }
        if growth.isEmpty {
            // No EGL: lamina-bench said why on standard error.
            if runsInCI { Issue.record("CI=true but GL was skipped: \(output.messages)") }
            return
        }
        #expect(growth.count == glSoakedScenes.count)
        for row in growth where !runsUnderSanitizer {
            #expect(row.value <= Double(residentGrowthBoundKB),
                    "scene \(row.scene): resident set grew \(Int(row.value)) KB after warm-up")
        }
        for row in output.values where row.name == "soak_texture_bytes_peak_over_budget" {
            #expect(row.value == 0, "scene \(row.scene): texture cache went \(Int(row.value)) bytes past its budget")
        }
        for row in output.values where row.name == "soak_texture_bytes_growth" {
            #expect(row.value <= 0, "scene \(row.scene): texture cache grew \(Int(row.value)) bytes after warm-up")
        }
    }

    @Test("a looping script starts again after its period, later by the period each time")
    func loopingScript() throws {
        let scene = try #require(DemoScenes.scene(numbered: 6))
        let period = SceneRun.loopPeriod(of: scene.script)
        let last = try #require(scene.script.map(\.time).max())
        #expect(period == max(last + 2, 3))
    }
}
