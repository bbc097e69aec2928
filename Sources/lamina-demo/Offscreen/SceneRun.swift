import Foundation
import Lamina

/// One scene driven at fixed times on an offscreen target: the media clock is fixed at
/// each frame's time (scoped to the calling thread, so runs may go on in parallel) and
/// scripted input is applied at its own time, so the same times give the same pixels on
/// every run.
final class SceneRun {
    let scene: any DemoScene
    let stage = DemoStage()
    let root = CALayer()
    private let target: any OffscreenTarget
    private var script: ArraySlice<ScriptedInput>
    /// Called with each way a frame's layer tree, render tree or render list breaks its
    /// rules (`CARenderer.checkInvariants()`), after every frame; tests set it.
    var onInvariantViolation: ((String) -> Void)?

    /// Builds `sceneType` at media time 0 on a root of `size` points drawn into `target`.
    init(_ sceneType: any DemoScene.Type, size: CGSize, target: any OffscreenTarget,
         script: [ScriptedInput]? = nil) {
        self.target = target
        self.script = ScriptedInput.inOrder(script ?? sceneType.script)[...]
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
    func frame(at t: CFTimeInterval) throws -> CGImage {
        advance(to: t)
        return try CAMediaClock.withFixedTime(t) {
            scene.advance(to: t)
            let renderer = target.renderer
            target.clear()
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
            if let report = onInvariantViolation {
                for problem in renderer.checkInvariants() { report("t = \(t): \(problem)") }
            }
            return try target.image()
        }
    }

    /// Applies the scripted input due by `t` without drawing: what it changes is committed
    /// at the input's own time, as the window's loop commits at the end of the event's turn.
    func advance(to t: CFTimeInterval) {
        while let next = script.first, next.time <= t {
            script.removeFirst()
            CAMediaClock.withFixedTime(next.time) {
                stage.route(next.input, to: scene)
                CATransaction.flush()
            }
        }
    }

    /// Runs `body` at media time `t` (to read presentation values as of a frame).
    func at<R>(_ t: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try CAMediaClock.withFixedTime(t, body)
    }

    /// The statistics of the last frame.
    var statistics: CARendererStatistics { target.renderer.statistics }

    /// Detaches the tree from the renderer.
    func finish() {
        scene.stop()
        target.renderer.layer = nil
    }
}
