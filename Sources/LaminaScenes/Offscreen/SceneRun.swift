import Foundation
import Lamina

/// One scene driven at fixed times on an offscreen target: the media clock is fixed at
/// each frame's time (scoped to the calling thread, so runs may go on in parallel) and
/// scripted input is applied at its own time, so the same times give the same pixels on
/// every run.
package final class SceneRun {
    package let scene: any DemoScene
    package let stage = DemoStage()
    package let root = CALayer()
    private let target: any OffscreenTarget
    private var script: ArraySlice<ScriptedInput>
    /// The script in order, and how often it starts again (nil: it plays once).
    private let fullScript: [ScriptedInput]
    private let loopPeriod: CFTimeInterval?
    private var loopsQueued = 1
    /// Called with each way a frame's layer tree, render tree or render list breaks its
    /// rules (`CARenderer.checkInvariants()`), after every frame; tests set it.
    package var onInvariantViolation: ((String) -> Void)?

    /// Builds `sceneType` at media time 0 on a root of `size` points drawn into `target`.
    /// With `loopingScript` the script starts again every `loopPeriod(of:)` seconds, so
    /// a long run (a soak) keeps getting input.
    package init(_ sceneType: any DemoScene.Type, size: CGSize, target: any OffscreenTarget,
                 script: [ScriptedInput]? = nil, loopingScript: Bool = false) {
        self.target = target
        fullScript = ScriptedInput.inOrder(script ?? (loopingScript ? sceneType.loopScript : sceneType.script))
        self.script = fullScript[...]
        loopPeriod = loopingScript && !fullScript.isEmpty ? Self.loopPeriod(of: fullScript) : nil
        let (root, stage) = (root, stage)
        scene = CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.frame = CGRect(origin: .zero, size: size)
            root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
            root.addSublayer(stage.layer)
            stage.fit(in: root.bounds)
            target.renderer.bounds = root.frame
            target.renderer.layer = root
            let scene = sceneType.init(stage: stage.layer)
            CATransaction.commit()
            // Making the stage opened the thread's implicit transaction, around the explicit
            // one: commit both now, so the scene starts at 0 whenever the first frame is.
            CATransaction.flush()
            return scene
        }
    }

    /// Applies the scripted input due by `t` (each committed at its own time), then draws
    /// the frame at `t`. Times must not go backwards.
    package func frame(at t: CFTimeInterval) throws -> CGImage {
        render(at: t)
        return try target.image()
    }

    /// `frame(at:)` without reading the frame back (a soak's frames are not looked at):
    /// the target presents it instead, as a window would.
    package func draw(at t: CFTimeInterval) {
        render(at: t)
        target.present()
    }

    private func render(at t: CFTimeInterval) {
        advance(to: t)
        CAMediaClock.withFixedTime(t) {
            scene.advance(to: t)
            let renderer = target.renderer
            target.clear()
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
            if let report = onInvariantViolation {
                for problem in renderer.checkInvariants() { report("t = \(t): \(problem)") }
            }
        }
    }

    /// How often a looping script starts again: two seconds after its last input, and
    /// never sooner than every three seconds (the scenes' animations take about a second).
    package static func loopPeriod(of script: [ScriptedInput]) -> CFTimeInterval {
        max((script.map(\.time).max() ?? 0) + 2, 3)
    }

    /// Applies the scripted input due by `t` without drawing: what it changes is committed
    /// at the input's own time, as the window's loop commits at the end of the event's turn.
    package func advance(to t: CFTimeInterval) {
        while true {
            if script.isEmpty, let period = loopPeriod, Double(loopsQueued) * period <= t {
                // The next loop's inputs, once the last loop's are all given.
                let offset = Double(loopsQueued) * period
                script = fullScript.map { ScriptedInput(time: $0.time + offset, input: $0.input) }[...]
                loopsQueued += 1
            }
            guard let next = script.first, next.time <= t else { break }
            script.removeFirst()
            CAMediaClock.withFixedTime(next.time) {
                stage.route(next.input, to: scene)
                CATransaction.flush()
            }
        }
    }

    /// Runs `body` at media time `t` (to read presentation values as of a frame).
    package func at<R>(_ t: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try CAMediaClock.withFixedTime(t, body)
    }

    /// The statistics of the last frame.
    package var statistics: CARendererStatistics { target.renderer.statistics }

    /// Detaches the tree from the renderer.
    package func finish() {
        scene.stop()
        target.renderer.layer = nil
    }
}
