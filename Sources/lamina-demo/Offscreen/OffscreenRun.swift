import Foundation
import LaminaScenes
import Lamina
import LaminaGL
import LaminaRaster

/// `lamina-demo --offscreen`: draws scenes at fixed times (`SceneRun`) and writes the
/// frames as numbered PNG files, the same bytes on every run.
struct OffscreenRun {
    let options: DemoOptions

    func run() throws {
        let output = URL(fileURLWithPath: options.output ?? ".")
        let width = options.size?.width ?? Int(DemoStage.size.width)
        let height = options.size?.height ?? Int(DemoStage.size.height)
        var trace = FrameTrace()
        var sheet = options.sheet.map { _ in FrameSheet() }
        let target = try Self.target(options.backend, width: width, height: height)
        for number in options.scenes {
            guard let scene = DemoScenes.scene(numbered: number) else { continue }
            let directory = options.scenes.count == 1
                ? output : output.appendingPathComponent(String(format: "scene-%02d", number))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            trace.nameProcess(number, "scene \(number): \(scene.title)")
            let frames = try render(scene, size: CGSize(width: width, height: height), target: target,
                                    into: directory, trace: &trace, keep: sheet != nil)
            sheet?.add(scene: number, frames: frames.kept)
            print("scene \(number) (\(scene.title)): \(frames.written) frames → \(directory.path)")
        }
        if let sheet, let file = options.sheet {
            try sheet.write(to: URL(fileURLWithPath: file))
            print("contact sheet → \(file)")
        }
        if let profile = options.profile {
            try trace.write(to: URL(fileURLWithPath: profile))
            print("profile → \(profile)")
        }
    }

    /// Where the frames are drawn: `gl` OpenGL (failing without it), `cpu` the CPU
    /// renderer, `auto` OpenGL where an offscreen 3.3 core context can be had, else the CPU
    /// renderer, said in one line on standard error (the same frames either way).
    static func target(_ backend: DemoOptions.Backend, width: Int, height: Int) throws -> any OffscreenTarget {
        switch backend {
        case .gl:
            return try GLOffscreenTarget(width: width, height: height)
        case .cpu:
            return try CPUOffscreenTarget(width: width, height: height)
        case .auto:
            do {
                return try GLOffscreenTarget(context: GLOffscreenContext(width: width, height: height))
            } catch {
                LaminaDiagnostics.report(.renderingFallback, "no OpenGL offscreen (\(error)); drawing with the CPU renderer")
                return try CPUOffscreenTarget(width: width, height: height)
            }
        }
    }

    /// Draws one scene's frames; returns how many were written, and the frames themselves
    /// when `keep` is set.
    private func render(_ sceneType: any DemoScene.Type, size: CGSize, target: any OffscreenTarget,
                        into directory: URL, trace: inout FrameTrace, keep: Bool)
        throws -> (written: Int, kept: [(time: CFTimeInterval, image: CGImage)]) {
        let run = SceneRun(sceneType, size: size, target: target)
        defer { run.finish() }
        var kept: [(time: CFTimeInterval, image: CGImage)] = []
        let count = Int(((options.to - options.from) * options.fps + 1e-9).rounded(.down)) + 1
        for index in 0..<count {
            let t = options.from + Double(index) / options.fps
            let start = trace.now()
            let image = try run.frame(at: t)
            // Offscreen, the frame's halves run one after the other on this thread: the
            // commit first, then evaluation and drawing.
            let statistics = run.statistics, commit = statistics.commitSeconds * 1e6
            trace.addCommit(process: sceneType.number, start: start, duration: commit)
            trace.addFrame(index, process: sceneType.number, sceneTime: t, renderStart: start + commit, renderEnd: trace.now(),
                           statistics: statistics)
            try image.writePNG(to: directory.appendingPathComponent(String(format: "frame-%04d.png", index)))
            if keep { kept.append((t, image)) }
        }
        return (count, kept)
    }
}
