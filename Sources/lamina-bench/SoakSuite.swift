import Foundation
import LaminaScenes
import LaminaSoak

/// Every demo scene driven by its looping script for `frames` frames (100,000 unless
/// `--frames N`) at 320×240 (`--size WxH`), on the CPU renderer and on OpenGL through EGL (skipped, with
/// a message, without EGL). Per scene and backend: `soak_rss_growth_kb` (the resident set
/// at the end less after the first 1,000 frames, the heap trimmed first; target ≤ 1,024),
/// `soak_texture_bytes_growth` (the GL texture cache's bytes likewise; target 0 — it must
/// not grow beyond what the warm-up made, and never past its budget) and `soak_fps`.
/// Figures: the largest growth of each kind over the scenes, per backend.
enum SoakSuite {
    /// `--frames N`: frames per scene and backend.
    nonisolated(unsafe) static var frames = 100_000
    /// `--scene N`: only these scenes (SCENES.md numbers); empty: all.
    nonisolated(unsafe) static var scenes: [Int] = []
    /// `--size WxH`: the frames' size in pixels (320×240 unless set).
    nonisolated(unsafe) static var size = (width: 320, height: 240)
    /// `--backend cpu|gl`: only that backend; empty: both.
    nonisolated(unsafe) static var backends: [SoakBackend] = SoakBackend.allCases

    static func run() -> SuiteReport {
        let soak = SceneSoak(frames: frames, width: size.width, height: size.height)
        let chosen = DemoScenes.all.filter { scenes.isEmpty || scenes.contains($0.number) }
        var values: [ValueRow] = []
        var figures: [String: Double] = [:]
        for backend in backends {
            let target: any OffscreenTarget
            do {
                target = try soak.makeTarget(backend)
            } catch {
                FileHandle.standardError.write(Data("lamina-bench soak: \(backend.rawValue) skipped: \(error)\n".utf8))
                continue
            }
            var worstResident = 0, worstTexture = 0
            for scene in chosen {
                let r = soak.run(scene, backend: backend, target: target)
                let label = String(format: "%02d %@", r.scene, r.title)
                FileHandle.standardError.write(Data(String(format: "lamina-bench soak: %@ %@: %d frames, %.0f fps, resident %+d KB, textures %+d B\n",
                                                           backend.rawValue, label, r.frames, r.framesPerSecond,
                                                           r.residentGrowthKB, r.textureBytesGrowth).utf8))
                values.append(ValueRow(name: "soak_rss_growth_kb", scene: label, backend: backend.rawValue,
                                       value: Double(r.residentGrowthKB)))
                if backend == .gl {
                    values.append(ValueRow(name: "soak_texture_bytes_growth", scene: label, backend: backend.rawValue,
                                           value: Double(r.textureBytesGrowth)))
                    values.append(ValueRow(name: "soak_texture_bytes_peak_over_budget", scene: label, backend: backend.rawValue,
                                           value: Double(max(0, r.textureBytesPeak - r.textureBudgetBytes))))
                }
                values.append(ValueRow(name: "soak_fps", scene: label, backend: backend.rawValue, value: r.framesPerSecond.rounded()))
                worstResident = max(worstResident, r.residentGrowthKB)
                worstTexture = max(worstTexture, r.textureBytesGrowth)
            }
            figures["soak_rss_growth_kb_max_\(backend.rawValue)"] = Double(worstResident)
            if backend == .gl { figures["soak_texture_bytes_growth_max_gl"] = Double(worstTexture) }
        }
        figures["soak_frames"] = Double(soak.frames)
        return SuiteReport(name: "soak", rows: [], figures: figures, values: values)
    }
}
