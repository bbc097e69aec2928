import Foundation
import Testing
@testable import LaminaScenes
@testable import LaminaSoak

// Every demo scene driven by its looping script for 5,000 frames at 160×120, on the CPU
// renderer and on OpenGL through EGL (skipped without EGL, except in CI): after the
// first 1,000 frames the resident set must stay flat and the GL texture cache within
// its budget and no bigger than it was. lamina-bench soak runs the same for 100,000.

/// Kilobytes a scene's resident set may grow by from frame 1,000 to frame 5,000 (the
/// soak's target over 100,000 frames is 1,024; the allocator's pages move a little).
let residentGrowthBoundKB = 2_048

/// The scenes soaked: all of them.
let soakedScenes: [Int] = DemoScenes.all.map { $0.number }

@Suite("Soak: every scene for 5,000 frames", .serialized)
struct SceneSoakTests {
    static let frames = Int(ProcessInfo.processInfo.environment["LAMINA_SOAK_FRAMES"] ?? "") ?? 5_000

    @Test("CPU: the resident set stays flat after warm-up", arguments: soakedScenes)
    func cpu(scene number: Int) throws {
        let scene = try #require(DemoScenes.scene(numbered: number))
        let soak = SceneSoak(frames: Self.frames)
        let result = soak.run(scene, backend: .cpu, target: try soak.makeTarget(.cpu))
        #expect(result.residentGrowthKB <= residentGrowthBoundKB,
                "scene \(number) (\(scene.title)): resident set grew \(result.residentGrowthKB) KB after warm-up")
        #expect(result.framesPerSecond > 0)
    }

    @Test("GL: the resident set stays flat and the texture cache within its budget",
          arguments: soakedScenes)
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
        #expect(result.residentGrowthKB <= residentGrowthBoundKB,
                "scene \(number) (\(scene.title)): resident set grew \(result.residentGrowthKB) KB after warm-up")
        #expect(result.textureBudgetBytes > 0)
        #expect(result.textureBytesPeak <= result.textureBudgetBytes,
                "scene \(number): texture cache held \(result.textureBytesPeak) bytes, budget \(result.textureBudgetBytes)")
        #expect(result.textureBytesGrowth <= 0,
                "scene \(number): texture cache grew \(result.textureBytesGrowth) bytes after warm-up")
    }
}
