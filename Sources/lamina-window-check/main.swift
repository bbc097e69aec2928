// lamina-window-check: opens a real window (X11 or Wayland, whichever GLFW library is
// loaded), runs one check and prints what it saw, one `key: value` per line, for
// Tests/LaminaHostTests to judge. Exit status: 0 when the check ran, 2 when no window
// could be opened (the error on stderr), 1 for bad usage or a check that could not run,
// 3 when the display server went away while a window was open (LaminaHost ends the
// process, saying so on stderr).
//
//   lamina-window-check smoke      scene + animation, framebuffer read back, version string
//   lamina-window-check blocked    the main thread blocked 0.5 s in an input handler
//   lamina-window-check blocked-input  the main thread blocked 5 s while XTest input
//                                  arrives (X11): frames go on, input comes after, in order
//   lamina-window-check resize     the window resized; root layer and framebuffer follow
//   lamina-window-check hidpi      the scale a HiDPI output gives (weston --scale=2)
//   lamina-window-check input      pointer events synthesized through XTest (X11)
//   lamina-window-check overlay    the fps overlay over the smoke scene: its renderer label
//   lamina-window-check inspector  the layer inspector: the pointer over a layer, over an
//                                  entry; what it selects, its outline and panel
//   lamina-window-check show [S]   a scene with running animations, on screen S seconds
//                                  (3 by default), for screenshots
//
// `--backend auto|gl|cpu` (anywhere on the line) chooses the window's renderer
// (`Window.RenderingBackend`; automatic by default).
import Foundation
import LaminaHost

let backends: [String: Window.RenderingBackend] = ["auto": .automatic, "gl": .openGL, "cpu": .cpu]
var arguments = Array(CommandLine.arguments.dropFirst())
var backend = Window.RenderingBackend.automatic
if let flag = arguments.firstIndex(of: "--backend") {
    guard flag + 1 < arguments.count, let chosen = backends[arguments[flag + 1]] else {
        FileHandle.standardError.write(Data("lamina-window-check: --backend needs auto, gl or cpu\n".utf8))
        exit(1)
    }
    backend = chosen
    arguments.removeSubrange(flag...flag + 1)
}
let checks: [String: (WindowCheck) throws -> Void] = [
    "smoke": { try $0.smoke() },
    "blocked": { try $0.blockedMainThread() },
    "blocked-input": { try $0.blockedInput() },
    "resize": { try $0.resize() },
    "hidpi": { try $0.hiDPI() },
    "input": { try $0.pointerInput() },
    "overlay": { try $0.overlay() },
    "inspector": { try $0.inspector() },
    "show": { try $0.show(seconds: Double(arguments.dropFirst().first ?? "") ?? 3) },
]

guard let mode = arguments.first, let check = checks[mode] else {
    FileHandle.standardError.write(Data("usage: lamina-window-check \(checks.keys.sorted().joined(separator: "|")) [--backend auto|gl|cpu]\n".utf8))
    exit(1)
}
do {
    try check(WindowCheck(backend: backend))
    exit(0)
} catch let error as WindowError {
    FileHandle.standardError.write(Data("lamina-window-check: \(error)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("lamina-window-check: \(error)\n".utf8))
    exit(1)
}
