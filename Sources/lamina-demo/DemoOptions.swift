import Foundation
import LaminaScenes
import Lamina

/// What the command line asked for.
struct DemoOptions {
    enum Mode { case window, offscreen, list, help }
    /// auto: in a window, `Window.RenderingBackend.automatic`; offscreen, OpenGL, else the CPU.
    enum Backend: String { case auto, gl, cpu }

    var mode = Mode.window
    /// SCENES.md numbers; empty: every scene (offscreen) or the gallery (window).
    var scenes: [Int] = []
    var from: CFTimeInterval = 0
    var to: CFTimeInterval = 3
    var fps: Double = 30
    var output: String?
    var backend = Backend.auto
    /// Points; nil: the stage size.
    var size: (width: Int, height: Int)?
    var profile: String?
    var sheet: String?
    /// Window: play each scene's script (its synthetic input) in real time.
    var playScript = false
    /// Window: close after this many seconds.
    var quitAfter: Double?
    /// Window: the last frame before closing, as PNG.
    var capture: String?
    /// Window: start with the fps overlay shown (key F toggles it).
    var fpsOverlay = false
    /// The window's profiling views shown from the start (`--show`).
    var shown: Set<ProfilingView> = []

    /// What `--show` can turn on: Core Animation's debug colours, the inspector.
    enum ProfilingView: String, CaseIterable {
        case blended, offscreen, flash, copied, misaligned, batches, inspector
    }

    static let usage = """
    usage: lamina-demo [--scene N] [--size WxH] [--backend auto|gl|cpu] [--script] [--fps-overlay]
                       [--quit-after S [--capture FILE]] [--profile FILE] [--show VIEW[,VIEW…]]
           lamina-demo --offscreen [--scene N|all] [--from S] [--to S] [--fps F] --out DIR
                       [--backend auto|gl|cpu] [--size WxH] [--profile FILE] [--sheet FILE]
           lamina-demo --list

    Without --offscreen the demo opens a window (X11 or Wayland) with the scenes of
    SCENES.md: keys 1–9 open scenes 1–9, 0 the gallery (scene 17: a click there opens
    any scene), ←/→ the previous / next scene; space pauses and resumes, F shows or hides
    the fps overlay, T prints the layer tree, I shows the layer inspector, Esc quits; B, O, U, C, M and D toggle Core
    Animation's debug colours (blended layers, offscreen-rendered, flash updated regions,
    copied images, misaligned images, batches). The pointer stands in for touch: press,
    drag, release.
      --scene N       the scene to start with (its SCENES.md number; --list shows them;
                      default 17, the gallery)
      --size WxH      the window's (or the frames') size in points (default 800x600)
      --backend B     what draws the window: auto (default) OpenGL on a GPU, the CPU
                      renderer where OpenGL is a software rasterizer (llvmpipe) or 3.3
                      core is missing; gl: OpenGL 3.3; cpu: the CPU renderer, shown as
                      one texture (OpenGL 2.1 or ES 2.0 is enough). LAMINA_BACKEND=gl|cpu
                      decides for auto.
      --script        plays each scene's scripted input (the clicks and keys its
                      offscreen frames use) in real time
      --fps-overlay   starts with the frames-per-second overlay shown
      --quit-after S  closes the window after S seconds; --capture FILE then writes
                      its last frame as PNG. On closing, the demo prints the frames
                      shown and their rate.
      --show VIEWS    starts with these shown (comma-separated): blended, offscreen,
                      flash, copied, misaligned, batches (the debug colours), inspector
      --profile FILE  on closing, writes every frame's timings as Chrome trace-event
                      JSON (open in Perfetto): the main thread's commits and the render
                      thread's frames on tracks of their own, and counters per frame
                      (draw calls, instances, offscreen passes, uploaded bytes, …)
    --offscreen draws frames without a display, at fixed times t = from, from + 1/fps, …,
    to, and writes them as numbered PNG files (the same bytes on every run):
      --scene N|all   the scene (default: all, each in its own folder scene-NN)
      --from, --to    the first and last time in seconds since the scene started (0, 3)
      --fps F         frames per second of scene time (30)
      --out DIR       where the frames go
      --backend B     auto (default): OpenGL through headless EGL, or the CPU renderer
                      (said in one line) where EGL or OpenGL 3.3 is missing; gl: OpenGL,
                      failing without it; cpu: the CPU renderer. LAMINA_FAULT=egl-missing,
                      context-fails or gl-version-3.0 pretends OpenGL is missing.
      --profile FILE  per-frame statistics as Chrome trace-event JSON (open in Perfetto),
                      each frame's commit and render halves on tracks of their own
      --sheet FILE    thumbnails of each scene's frames on one PNG page
    """

    /// Parses `arguments` (without the program name).
    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw DemoError.usage("\(flag) needs a value") }
            return next
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let n = Double(text), n.isFinite else { throw DemoError.usage("\(flag) \(text): not a number") }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": mode = .help
            case "--list": mode = .list
            case "--offscreen": mode = .offscreen
            case "--scene":
                let text = try value(argument)
                if text == "all" {
                    scenes = DemoScenes.all.map { $0.number }
                } else if let n = Int(text), DemoScenes.scene(numbered: n) != nil {
                    scenes = [n]
                } else {
                    let known = DemoScenes.all.map { String($0.number) }.joined(separator: ", ")
                    throw DemoError.usage("--scene \(text): no such scene (the demo has \(known))")
                }
            case "--from": from = try number(argument)
            case "--to": to = try number(argument)
            case "--fps":
                fps = try number(argument)
                guard fps > 0, fps <= 1000 else { throw DemoError.usage("--fps must be in (0, 1000]") }
            case "--out": output = try value(argument)
            case "--profile": profile = try value(argument)
            case "--sheet": sheet = try value(argument)
            case "--script": playScript = true
            case "--fps-overlay": fpsOverlay = true
            case "--show":
                let text = try value(argument)
                for name in text.split(separator: ",") {
                    guard let view = ProfilingView(rawValue: String(name)) else {
                        let known = ProfilingView.allCases.map(\.rawValue).joined(separator: ", ")
                        throw DemoError.usage("--show \(name): no such view (\(known))")
                    }
                    shown.insert(view)
                }
            case "--quit-after":
                quitAfter = try number(argument)
                guard quitAfter! >= 0 else { throw DemoError.usage("--quit-after must not be negative") }
            case "--capture": capture = try value(argument)
            case "--backend":
                let text = try value(argument)
                guard let b = Backend(rawValue: text) else { throw DemoError.usage("--backend \(text): use auto, gl or cpu") }
                backend = b
            case "--size":
                let text = try value(argument)
                let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else {
                    throw DemoError.usage("--size \(text): expected WxH, e.g. 800x600")
                }
                size = (parts[0], parts[1])
            default:
                throw DemoError.usage("unknown argument \(argument)")
            }
        }
        guard from >= 0, to >= from else { throw DemoError.usage("need 0 ≤ --from ≤ --to") }
        if mode == .offscreen {
            guard output != nil else { throw DemoError.usage("--offscreen needs --out DIR") }
            if scenes.isEmpty { scenes = DemoScenes.all.map { $0.number } }
            guard (to - from) * fps < 100_000 else { throw DemoError.usage("more than 100,000 frames asked for") }
        }
    }
}

/// Why the demo stops.
enum DemoError: Error, CustomStringConvertible {
    case usage(String)
    case failed(String)

    var description: String {
        switch self {
        case .usage(let message): "\(message)\n\n\(DemoOptions.usage)"
        case .failed(let message): message
        }
    }

    /// The process exit code: 2 for a bad command line, 1 otherwise.
    var exitCode: Int32 {
        if case .usage = self { 2 } else { 1 }
    }
}
