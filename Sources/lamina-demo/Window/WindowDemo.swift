import Foundation
import LaminaScenes
import Lamina
import LaminaHost
import LaminaRaster

/// The demo in a window: one scene at a time on a stage that fits the window. Keys 1–9
/// open scenes 1–9, 0 the gallery (scene 17, where a click opens any scene), ←/→ the
/// previous / next scene; space pauses and resumes, F shows the fps overlay, Esc quits;
/// pointer presses, drags and releases go to the scene in stage coordinates. With `--script` each scene's scripted input
/// plays as if someone clicked and typed it.
final class WindowDemo {
    private let options: DemoOptions
    private var window: Window?
    private var stage = DemoStage()
    private var scene: (any DemoScene)?
    private var index = 0
    /// When the scene on show started, and the scripted input still to come.
    private var sceneStart: CFTimeInterval = 0
    private var script: ArraySlice<ScriptedInput> = []

    init(options: DemoOptions) {
        self.options = options
        let first = options.scenes.first ?? GalleryScene.number
        index = DemoScenes.all.firstIndex { $0.number == first } ?? 0
    }

    func run() throws {
        let size = options.size.map { CGSize(width: $0.width, height: $0.height) } ?? DemoStage.size
        let window: Window
        do {
            window = try Window(title: "Lamina", size: size, renderingBackend: renderingBackend)
        } catch let error as WindowError {
            throw DemoError.failed("\(error)")
        }
        self.window = window
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.rootLayer.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        CATransaction.commit()
        say("""
        Lamina demo (\(Window.glfwVersion.split(separator: " ").prefix(3).joined(separator: " ")))
        drawn by: \(window.backendChoice.summary)
        keys: 1–9 scenes 1–9 · 0 the gallery (all scenes) · ←/→ previous / next · space pauses · F fps overlay · T prints the layer tree · I the layer inspector · Esc quits · the pointer acts on the scene
        debug colours: B blended layers · O offscreen-rendered · U flash updated regions · C copied images · M misaligned images · D batches
        """)
        show(index)
        window.showsFPSOverlay = options.fpsOverlay
        for view in options.shown {
            switch view {
            case .blended: window.colorBlendedLayers = true
            case .offscreen: window.colorOffscreenRendered = true
            case .flash: window.flashUpdatedRegions = true
            case .copied: window.colorCopiedImages = true
            case .misaligned: window.colorMisalignedImages = true
            case .batches: window.showsBatches = true
            case .inspector: window.showsInspector = true
            }
        }
        window.onResize = { [unowned self] _ in
            guard let window = self.window else { return }
            self.stage.fit(in: window.rootLayer.bounds)
        }
        window.onPointer = { [unowned self] event in
            guard let scene = self.scene,
                  let input = SceneInput(event.phase, button: event.button, pressedButtons: event.pressedButtons,
                                         at: event.location(in: self.stage.layer)) else { return }
            self.stage.route(input, to: scene)
        }
        window.onKey = { [unowned self] event in
            guard event.phase != .up else { return }
            self.key(event.key)
        }
        if options.profile != nil { _ = window.startProfiling() }
        let opened = CACurrentMediaTime()
        let firstFrames = window.statistics.framesPresented
        let firstFramesAt = CAMediaClock.monotonicSeconds()
        let closedByTimer = window.run(until: { [unowned self] in
            playScript()
            self.scene?.advance(to: CACurrentMediaTime())
            guard let limit = options.quitAfter else { return false }
            return CACurrentMediaTime() - opened >= limit
        })
        let seconds = CAMediaClock.monotonicSeconds() - firstFramesAt
        let frames = window.statistics.framesPresented - firstFrames
        say(String(format: "shown: %d frames in %.2f s, %.1f fps", frames, seconds, seconds > 0 ? Double(frames) / seconds : 0)
            + " (\(window.activeRenderingBackend) renderer)")
        if closedByTimer, let file = options.capture {
            guard let frame = window.captureFrame() else {
                window.close()
                throw DemoError.failed("could not read the window's frame back")
            }
            try frame.writePNG(to: URL(fileURLWithPath: file))
            say("last frame → \(file)")
        }
        if let file = options.profile, let profile = window.stopProfiling() {
            var trace = FrameTrace()
            trace.addWindowProfile(profile, process: 1, name: "lamina-demo window (\(window.activeRenderingBackend) renderer)")
            try trace.write(to: URL(fileURLWithPath: file))
            say("profile → \(file)")
        }
        window.close()
    }

    /// What `--backend` asks the window for.
    private var renderingBackend: Window.RenderingBackend {
        switch options.backend {
        case .auto: .automatic
        case .gl: .openGL
        case .cpu: .cpu
        }
    }

    /// Gives the scene the scripted input that is due.
    private func playScript() {
        guard let scene else { return }
        let now = CACurrentMediaTime() - sceneStart
        while let next = script.first, next.time <= now {
            script.removeFirst()
            stage.route(next.input, to: scene)
        }
    }

    /// Prints a line now (stdout may be a pipe that a test reads before the window closes).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func key(_ key: Key) {
        guard let window, let scene else { return }
        switch key {
        case .escape:
            window.requestClose()
        case .right:
            show((index + 1) % DemoScenes.all.count)
        case .left:
            show((index + DemoScenes.all.count - 1) % DemoScenes.all.count)
        default:
            guard let character = key.character else { return }
            if let digit = character.wholeNumberValue, let number = [0: GalleryScene.number][digit] ?? Optional(digit),
               let i = DemoScenes.all.firstIndex(where: { $0.number == number }) {
                show(i)
            } else if character.lowercased() == "f" {
                window.showsFPSOverlay.toggle()
            } else if character.lowercased() == "t" {
                window.dumpLayerTree()
            } else if character.lowercased() == "b" {
                window.colorBlendedLayers.toggle()
            } else if character.lowercased() == "o" {
                window.colorOffscreenRendered.toggle()
            } else if character.lowercased() == "u" {
                window.flashUpdatedRegions.toggle()
            } else if character.lowercased() == "c" {
                window.colorCopiedImages.toggle()
            } else if character.lowercased() == "m" {
                window.colorMisalignedImages.toggle()
            } else if character.lowercased() == "d" {
                window.showsBatches.toggle()
            } else if character.lowercased() == "i" {
                window.showsInspector.toggle()
            } else {
                stage.route(.key(Character(character.lowercased())), to: scene)
            }
        }
    }

    /// Replaces the stage with a new one showing scene `i` of `DemoScenes.all`.
    private func show(_ i: Int) {
        guard let window else { return }
        index = i
        let type = DemoScenes.all[i]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene?.stop()
        stage.layer.removeFromSuperlayer()
        stage = DemoStage()
        window.rootLayer.addSublayer(stage.layer)
        stage.fit(in: window.rootLayer.bounds)
        let previous = scene.map { Swift.type(of: $0).number }
        let shown = type.init(stage: stage.layer)
        if let gallery = shown as? GalleryScene {
            if let previous { gallery.mark(previous) }
            gallery.onOpen = { [unowned self] number in
                guard let i = DemoScenes.all.firstIndex(where: { $0.number == number }) else { return }
                self.show(i)
            }
        }
        scene = shown
        CATransaction.commit()
        window.title = "Lamina — \(type.number). \(type.title)"
        sceneStart = CACurrentMediaTime()
        script = options.playScript ? ScriptedInput.inOrder(type.script)[...] : []
        say("scene \(type.number): \(type.title) — \(type.hint)")
    }
}

extension SceneInput {
    /// The window's pointer as scene input: the primary button's press and release, and
    /// moves while it is held (touch has one finger; other buttons and hovering give nil).
    init?(_ phase: PointerEvent.Phase, button: PointerButton?, pressedButtons: PointerButtons, at point: CGPoint) {
        switch phase {
        case .down where button == .primary: self = .pointerDown(point)
        case .moved where pressedButtons.contains(.primary): self = .pointerMoved(point)
        case .up where button == .primary: self = .pointerUp(point)
        default: return nil
        }
    }
}
