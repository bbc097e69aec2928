import Foundation
import Lamina
import LaminaGL
import LaminaScenes

/// What each demo scene asks of the renderers, frame by frame, the counters the fps
/// overlay and `--profile` traces show: every scene (or `--scene N`) drawn at 800 × 600
/// for its first 10 s at 10 frames a second (the transitions scene starts its first
/// after 3 s), by OpenGL (where EGL makes a context) and by
/// the CPU renderer. Per scene and backend, the mean per frame of draw calls, instances,
/// offscreen passes and bands, the bytes uploaded in the first frame and in all the later
/// ones, and the most offscreen passes one frame needed.
enum CountersSuite {
    static let width = 800, height = 600
    static let frames = 101

    static func run() -> SuiteReport {
        var values: [ValueRow] = []
        var targets: [(String, any OffscreenTarget)] = []
        do {
            targets.append(("gl", try GLOffscreenTarget(width: width, height: height)))
        } catch {
            FileHandle.standardError.write(Data("lamina-bench counters: no OpenGL (\(error)); the CPU renderer only\n".utf8))
        }
        if let cpu = try? CPUOffscreenTarget(width: width, height: height) { targets.append(("cpu", cpu)) }
        let numbers = SoakSuite.scenes.isEmpty ? DemoScenes.all.map { $0.number } : SoakSuite.scenes
        for number in numbers {
            guard let sceneType = DemoScenes.scene(numbered: number) else { continue }
            let label = String(format: "%02d %@", number, sceneType.title)
            for (backend, target) in targets {
                let run = SceneRun(sceneType, size: CGSize(width: width, height: height), target: target)
                var sums = (calls: 0, instances: 0, passes: 0, bands: 0, laterUploads: 0)
                var firstUploads = 0, mostPasses = 0
                for frame in 0..<frames {
                    run.draw(at: Double(frame) / 10)
                    let s = run.statistics
                    sums.calls += s.drawCalls
                    sums.instances += s.instances
                    sums.passes += s.offscreenPasses
                    sums.bands += s.bands
                    if frame == 0 { firstUploads = s.uploadedBytes } else { sums.laterUploads += s.uploadedBytes }
                    mostPasses = max(mostPasses, s.offscreenPasses)
                }
                run.finish()
                let n = Double(frames)
                let rows: [(String, Double)] = [
                    ("draw_calls_per_frame", Double(sums.calls) / n), ("instances_per_frame", Double(sums.instances) / n),
                    ("offscreen_passes_per_frame", Double(sums.passes) / n), ("offscreen_passes_most", Double(mostPasses)),
                    ("bands_per_frame", Double(sums.bands) / n), ("uploaded_bytes_first_frame", Double(firstUploads)),
                    ("uploaded_bytes_later_frames", Double(sums.laterUploads)),
                ]
                for (name, value) in rows { values.append(ValueRow(name: name, scene: label, backend: backend, value: value)) }
            }
        }
        return SuiteReport(name: "counters", rows: [], figures: [:], values: values)
    }
}
