import Foundation
import Lamina
import LaminaGL
import LaminaScenes

// # Scene soak
//
// Input: a demo scene, a backend (the CPU renderer, or OpenGL through headless EGL), a
// frame count, a frame size and a frame rate of scene time. Output: `SceneSoakResult` —
// the resident set size and the GL texture cache's bytes after the warm-up frames and at
// the end, the frames per second drawn. Runs on the calling thread, which it fixes the
// media clock on (`SceneRun`).
//
// The scene plays its script in a loop (`SceneRun(loopingScript:)`), so a long run keeps
// getting the clicks and keys that start its animations; scene time only goes forward
// (frame i is drawn at i / fps). Frames are drawn and not read back.

/// What a soak draws with.
package enum SoakBackend: String, CaseIterable, Sendable {
    case cpu
    case gl
}

/// How one scene fared over a soak run.
package struct SceneSoakResult: Sendable {
    package var scene: Int
    package var title: String
    package var backend: SoakBackend
    package var frames: Int
    package var warmUpFrames: Int
    /// Resident kilobytes (the heap trimmed first) after the warm-up frames and at the end.
    package var residentAfterWarmUpKB: Int
    package var residentAtEndKB: Int
    /// The most resident kilobytes seen at any sample after the warm-up.
    package var residentPeakKB: Int
    /// The GL texture cache's bytes after the warm-up and at the end, the most seen at a
    /// sample after the warm-up, and its budget (all 0 on the CPU).
    package var textureBytesAfterWarmUp: Int
    package var textureBytesAtEnd: Int
    package var textureBytesPeak: Int
    package var textureBudgetBytes: Int
    /// Frames drawn per second of wall time after the warm-up.
    package var framesPerSecond: Double = 0
    /// The C heap's bytes in use after the warm-up and at the end (what of the resident
    /// growth is allocations).
    package var heapBytesAfterWarmUp = 0
    package var heapBytesAtEnd = 0
    /// Bytes of every GL object the backend holds (textures, targets, buffers) after
    /// the warm-up and at the end.
    package var glBytesAfterWarmUp = 0
    package var glBytesAtEnd = 0

    /// `soak_rss_growth_kb`: resident kilobytes at the end less after the warm-up.
    package var residentGrowthKB: Int { residentAtEndKB - residentAfterWarmUpKB }
    /// `soak_texture_bytes_growth`: the texture cache's bytes at the end less after the
    /// warm-up.
    package var textureBytesGrowth: Int { textureBytesAtEnd - textureBytesAfterWarmUp }
}

/// Soaks demo scenes: each driven by its looping script for many frames offscreen.
package struct SceneSoak {
    package var frames: Int
    /// Frames before the first sample (1,000 unless the run is shorter than 2,000 frames,
    /// then half of it).
    package var warmUpFrames: Int
    package var width: Int
    package var height: Int
    /// Frames per second of scene time.
    package var sceneFPS: Double = 60
    /// Frames between samples of the resident size and the texture cache after warm-up.
    package var sampleEvery = 500

    package init(frames: Int, width: Int = 160, height: Int = 120) {
        self.frames = max(frames, 2)
        warmUpFrames = frames >= 2_000 ? 1_000 : max(frames / 2, 1)
        self.width = width
        self.height = height
    }

    /// A target for `backend`, or the reason there is none (no EGL for GL).
    package func makeTarget(_ backend: SoakBackend) throws -> any OffscreenTarget {
        switch backend {
        case .cpu: try CPUOffscreenTarget(width: width, height: height)
        case .gl: try GLOffscreenTarget(width: width, height: height)
        }
    }

    /// Runs `scene` for `frames` frames on `target` (made by `makeTarget(backend)`).
    package func run(_ scene: any DemoScene.Type, backend: SoakBackend, target: any OffscreenTarget) -> SceneSoakResult {
        let run = SceneRun(scene, size: CGSize(width: width, height: height), target: target, loopingScript: true)
        var result = SceneSoakResult(scene: scene.number, title: scene.title, backend: backend, frames: frames,
                                     warmUpFrames: warmUpFrames, residentAfterWarmUpKB: 0, residentAtEndKB: 0,
                                     residentPeakKB: 0, textureBytesAfterWarmUp: 0, textureBytesAtEnd: 0,
                                     textureBytesPeak: 0, textureBudgetBytes: 0)
        var start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<frames {
            run.draw(at: Double(index) / sceneFPS)
            let drawn = index + 1
            guard drawn == warmUpFrames || (drawn > warmUpFrames && (drawn - warmUpFrames) % sampleEvery == 0)
                    || drawn == frames else { continue }
            let resident = ResidentMemory.kilobytesInUse()
            let cache = target.renderer.glTextureCache
            let bytes = cache?.bytes ?? 0
            result.textureBudgetBytes = cache?.budgetBytes ?? 0
            if drawn == warmUpFrames {
                result.residentAfterWarmUpKB = resident
                result.textureBytesAfterWarmUp = bytes
                result.heapBytesAfterWarmUp = ResidentMemory.heapBytes()
                result.glBytesAfterWarmUp = target.renderer.statistics.textureBytes
                start = DispatchTime.now().uptimeNanoseconds
            }
            result.residentPeakKB = max(result.residentPeakKB, resident)
            result.textureBytesPeak = max(result.textureBytesPeak, bytes)
            if drawn == frames {
                result.residentAtEndKB = resident
                result.textureBytesAtEnd = bytes
                result.heapBytesAtEnd = ResidentMemory.heapBytes()
                result.glBytesAtEnd = target.renderer.statistics.textureBytes
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        result.framesPerSecond = seconds > 0 ? Double(frames - warmUpFrames) / seconds : 0
        run.finish()
        return result
    }
}
