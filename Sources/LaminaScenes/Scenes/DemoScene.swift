import Foundation
import Lamina

/// What a scene reacts to: the window's pointer and keys, or an offscreen run's script.
package enum SceneInput: Equatable {
    /// A press at a point of the scene's stage.
    case pointerDown(CGPoint)
    /// The pressed pointer moved to a point of the stage.
    case pointerMoved(CGPoint)
    /// The press ended at a point of the stage.
    case pointerUp(CGPoint)
    /// A key, as the character it types (lower case).
    case key(Character)
}

/// A scripted input: what happens, and when (seconds since the scene started).
package struct ScriptedInput {
    package var time: CFTimeInterval
    package var input: SceneInput

    /// `inputs` by time; inputs at the same time keep their order (a release before the
    /// next press).
    package static func inOrder(_ inputs: [ScriptedInput]) -> [ScriptedInput] {
        inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A press at `point` at `time`, released where it was `duration` later.
    package static func tap(_ point: CGPoint, at time: CFTimeInterval, duration: CFTimeInterval = 0.1) -> [ScriptedInput] {
        [ScriptedInput(time: time, input: .pointerDown(point)),
         ScriptedInput(time: time + duration, input: .pointerUp(point))]
    }

    /// A press at the first of `points` at `time`, moves through the others, one every
    /// `step` seconds, and the release at the last one a step after it.
    package static func drag(_ points: [CGPoint], at time: CFTimeInterval, step: CFTimeInterval = 1.0 / 30) -> [ScriptedInput] {
        guard let first = points.first, let last = points.last else { return [] }
        var inputs = [ScriptedInput(time: time, input: .pointerDown(first))]
        for (i, point) in points.dropFirst().enumerated() {
            inputs.append(ScriptedInput(time: time + Double(i + 1) * step, input: .pointerMoved(point)))
        }
        inputs.append(ScriptedInput(time: time + Double(points.count) * step, input: .pointerUp(last)))
        return inputs
    }

    /// `count` + 1 points evenly spaced on the straight line from `a` to `b`.
    package static func line(from a: CGPoint, to b: CGPoint, count: Int) -> [CGPoint] {
        let n = max(count, 1)
        return (0...n).map { i in
            let f = CGFloat(i) / CGFloat(n)
            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
    }
}

/// One effect of SCENES.md, written against the public API exactly as an iOS developer
/// would write it against Apple's. A scene builds its layers on a stage of
/// `DemoStage.size` points and reacts to input; its `script` drives it offscreen.
package protocol DemoScene: AnyObject {
    /// The number in SCENES.md.
    static var number: Int { get }
    static var title: String { get }
    /// What the viewer can do, one line.
    static var hint: String { get }
    /// Input that exercises the scene when it runs without a person (offscreen runs).
    static var script: [ScriptedInput] { get }
    /// The script a long run plays again and again (`SceneRun(loopingScript:)`): the
    /// script, unless what it does adds up (a path drawn again each time is drawn longer),
    /// when this puts the scene back first.
    static var loopScript: [ScriptedInput] { get }
    /// Builds the scene into `stage` (a `DemoStage.size` layer whose actions are off, as a
    /// view's own layer).
    init(stage: CALayer)
    /// Reacts to input (main thread, inside the frame loop's implicit transaction);
    /// returns whether the scene used it (the demo handles what scenes leave).
    @discardableResult
    func handle(_ input: SceneInput) -> Bool
    /// Called once per frame at the frame's media time `time`, before it is drawn (a
    /// view-controller scene moves its window's gesture clock).
    func advance(to time: CFTimeInterval)
    /// Called when the scene leaves the screen: it stops its display links and timers.
    func stop()
    /// Called when the space key paused (true) or resumed the stage's layer time: a scene
    /// driven by a display link pauses or resumes it too.
    func stagePaused(_ paused: Bool)
}

extension DemoScene {
    package static var script: [ScriptedInput] { [] }
    package static var loopScript: [ScriptedInput] { script }
    package func handle(_ input: SceneInput) -> Bool { false }
    package func advance(to time: CFTimeInterval) {}
    package func stop() {}
    package func stagePaused(_ paused: Bool) {}
}

/// The scenes this demo shows, in order (keys 1–9, the arrow keys and the gallery, scene
/// 17, switch between them).
package enum DemoScenes {
    package static var all: [any DemoScene.Type] { [
        BasicAnimationsScene.self,
        DrawnPathScene.self,
        AnimationGroupScene.self,
        TransitionsScene.self,
        PauseResumeScene.self,
        ImplicitAnimationsScene.self,
        DisplayLinkScene.self,
        LotteryWheelScene.self,
        ImageFoldScene.self,
        VolumeBarsScene.self,
        ActivityIndicatorScene.self,
        ReflectionScene.self,
        PathParticlesScene.self,
        StickyBadgeScene.self,
        ImageSwitchScene.self,
        ArcMenuScene.self,
        GalleryScene.self,
        ParticlesScene.self,
    ] }

    /// The scene with SCENES.md number `number`.
    package static func scene(numbered number: Int) -> (any DemoScene.Type)? {
        all.first { $0.number == number }
    }
}
