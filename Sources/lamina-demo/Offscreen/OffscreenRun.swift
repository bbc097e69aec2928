import Foundation
import Lamina
import LaminaRaster

/// `lamina-demo --offscreen`: draws scenes at fixed times and writes the frames as
/// numbered PNG files. Time is the media clock fixed at each frame's time
/// (`CAMediaClock.fixedTime`), and scripted input is applied at its own time, so every
/// run writes the same bytes.
struct OffscreenRun {
    let options: DemoOptions

    func run() throws {
        let output = URL(fileURLWithPath: options.output ?? ".")
        let width = options.size?.width ?? Int(DemoStage.size.width)
        let height = options.size?.height ?? Int(DemoStage.size.height)
        var trace = FrameTrace()
        var sheet = options.sheet.map { _ in FrameSheet() }
        let target: any OffscreenTarget = switch options.backend {
        case .gl: try GLOffscreenTarget(width: width, height: height)
        case .cpu: try CPUOffscreenTarget(width: width, height: height)
        }
        for number in options.scenes {
            guard let scene = DemoScenes.scene(numbered: number) else { continue }
            let directory = options.scenes.count == 1
                ? output : output.appendingPathComponent(String(format: "scene-%02d", number))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            trace.nameTrack(number, "scene \(number): \(scene.title)")
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

    /// Draws one scene's frames; returns how many were written, and the frames themselves
    /// when `keep` is set.
    private func render(_ sceneType: any DemoScene.Type, size: CGSize, target: any OffscreenTarget,
                        into directory: URL, trace: inout FrameTrace, keep: Bool)
        throws -> (written: Int, kept: [(time: CFTimeInterval, image: CGImage)]) {
        defer { CAMediaClock.fixedTime = nil }
        let renderer = target.renderer
        let root = CALayer()
        let stage = DemoStage()
        CAMediaClock.fixedTime = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        root.addSublayer(stage.layer)
        stage.fit(in: root.bounds)
        renderer.bounds = root.frame
        renderer.layer = root
        let scene = sceneType.init(stage: stage.layer)
        CATransaction.commit()

        var script = sceneType.script.sorted { $0.time < $1.time }[...]
        var kept: [(time: CFTimeInterval, image: CGImage)] = []
        let count = Int(((options.to - options.from) * options.fps + 1e-9).rounded(.down)) + 1
        for index in 0..<count {
            let t = options.from + Double(index) / options.fps
            // Input lands at its own time: what it changes is committed then, as the
            // window's loop commits at the end of the event's turn.
            while let next = script.first, next.time <= t {
                script.removeFirst()
                CAMediaClock.fixedTime = next.time
                scene.handle(next.input)
                CATransaction.flush()
            }
            CAMediaClock.fixedTime = t
            let start = trace.now()
            target.clear()
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
            let image = try target.image()
            trace.addFrame(index, sceneTime: t, start: start, end: trace.now(), statistics: renderer.statistics,
                           track: sceneType.number)
            try image.writePNG(to: directory.appendingPathComponent(String(format: "frame-%04d.png", index)))
            if keep { kept.append((t, image)) }
        }
        renderer.layer = nil
        return (count, kept)
    }
}
