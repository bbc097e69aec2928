import Foundation
import Lamina

/// What a scene reacts to: the window's pointer and keys, or an offscreen run's script.
enum SceneInput: Equatable {
    /// A press at a point of the scene's stage.
    case pointerDown(CGPoint)
    /// A key, as the character it types (lower case).
    case key(Character)
}

/// A scripted input: what happens, and when (seconds since the scene started).
struct ScriptedInput {
    var time: CFTimeInterval
    var input: SceneInput
}

/// One effect of SCENES.md, written against the public API exactly as an iOS developer
/// would write it against Apple's. A scene builds its layers on a stage of
/// `DemoStage.size` points and reacts to input; its `script` drives it offscreen.
protocol DemoScene: AnyObject {
    /// The number in SCENES.md.
    static var number: Int { get }
    static var title: String { get }
    /// What the viewer can do, one line.
    static var hint: String { get }
    /// Input that exercises the scene when it runs without a person (offscreen runs).
    static var script: [ScriptedInput] { get }
    /// Builds the scene into `stage` (a `DemoStage.size` layer whose actions are off, as a
    /// view's own layer).
    init(stage: CALayer)
    /// Reacts to input (main thread, inside the frame loop's implicit transaction);
    /// returns whether the scene used it (the demo handles what scenes leave).
    @discardableResult
    func handle(_ input: SceneInput) -> Bool
}

extension DemoScene {
    static var script: [ScriptedInput] { [] }
    func handle(_ input: SceneInput) -> Bool { false }
}

/// The scenes this demo shows, in order (keys 1… and the arrow keys switch between them).
enum DemoScenes {
    static var all: [any DemoScene.Type] { [
        BasicAnimationsScene.self,
        AnimationGroupScene.self,
        PauseResumeScene.self,
        ImplicitAnimationsScene.self,
        VolumeBarsScene.self,
        ActivityIndicatorScene.self,
    ] }

    /// The scene with SCENES.md number `number`.
    static func scene(numbered number: Int) -> (any DemoScene.Type)? {
        all.first { $0.number == number }
    }
}
