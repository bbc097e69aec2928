import Foundation
import Testing
@testable import LaminaScenes
@testable import LaminaSoak

// Demo scenes driven by their looping scripts for 5,000 frames at 160×120, on the CPU
// renderer and on OpenGL through EGL (skipped without EGL, except in CI): after the
// first 1,000 frames the resident set must stay flat and the GL texture cache within
// its budget and no bigger than it was. lamina-bench soak runs every scene for 100,000.

/// Kilobytes a scene's resident set may grow by from frame 1,000 to frame 5,000 (the
/// soak's target over 100,000 frames is 1,024; the allocator's pages move a little).
let residentGrowthBoundKB = 2_048

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

@Suite("Soak: scenes for 5,000 frames", .serialized)
struct SceneSoakTests {
    static let frames = Int(ProcessInfo.processInfo.environment["LAMINA_SOAK_FRAMES"] ?? "") ?? 5_000

    @Test("CPU: the resident set stays flat after warm-up", arguments: cpuSoakedScenes)
    func cpu(scene number: Int) throws {
        let scene = try #require(DemoScenes.scene(numbered: number))
        let soak = SceneSoak(frames: Self.frames)
        let result = soak.run(scene, backend: .cpu, target: try soak.makeTarget(.cpu))
        report(result)
        #expect(result.residentGrowthKB <= residentGrowthBoundKB,
                "scene \(number) (\(scene.title)): resident set grew \(result.residentGrowthKB) KB after warm-up")
        #expect(result.framesPerSecond > 0)
    }

    @Test("GL: the resident set stays flat and the texture cache within its budget",
          arguments: glSoakedScenes)
    func gl(scene number: Int) throws {
        let scene = try #require(DemoScenes.scene(numbered: number))
        let soak = SceneSoak(frames: Self.frames)
        let target: any OffscreenTarget
        do {
            target = try soak.makeTarget(.gl)
        } catch {
            if runsInCI { Issue.record("CI=true but no OpenGL offscreen context: \(error)") }
            return
        }
        let result = soak.run(scene, backend: .gl, target: target)
        report(result)
        #expect(result.residentGrowthKB <= residentGrowthBoundKB,
                "scene \(number) (\(scene.title)): resident set grew \(result.residentGrowthKB) KB after warm-up")
        #expect(result.textureBudgetBytes > 0)
        #expect(result.textureBytesPeak <= result.textureBudgetBytes,
                "scene \(number): texture cache held \(result.textureBytesPeak) bytes, budget \(result.textureBudgetBytes)")
        #expect(result.textureBytesGrowth <= 0,
                "scene \(number): texture cache grew \(result.textureBytesGrowth) bytes after warm-up")
    }
}

/// Prints what a soak measured (the test log shows the figures lamina-bench reports).
func report(_ r: SceneSoakResult) {
    print(String(format: "soak %@ scene %d (%@): %d frames, %.0f fps, resident %+d KB after warm-up (heap %+d KB, GL objects %+d KB), texture cache %+d B (peak %d of %d)",
                 r.backend.rawValue, r.scene, r.title, r.frames, r.framesPerSecond, r.residentGrowthKB,
                 (r.heapBytesAtEnd - r.heapBytesAfterWarmUp) / 1024, (r.glBytesAtEnd - r.glBytesAfterWarmUp) / 1024,
                 r.textureBytesGrowth, r.textureBytesPeak, r.textureBudgetBytes))
}
