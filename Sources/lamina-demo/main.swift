// lamina-demo: the scenes of SCENES.md in a window (X11 or Wayland, OpenGL), or drawn
// offscreen into PNG frames at fixed times (`--offscreen`, OpenGL through EGL or the CPU
// renderer).
import Foundation
import LaminaScenes

func fail(_ error: DemoError) -> Never {
    FileHandle.standardError.write(Data("lamina-demo: \(error)\n".utf8))
    exit(error.exitCode)
}

do {
    let options = try DemoOptions(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case .help:
        print(DemoOptions.usage)
    case .list:
        for scene in DemoScenes.all { print(String(format: "%2d  ", scene.number) + "\(scene.title): \(scene.hint)") }
    case .offscreen:
        try OffscreenRun(options: options).run()
    case .window:
        try WindowDemo(options: options).run()
    }
} catch let error as DemoError {
    fail(error)
} catch {
    fail(.failed("\(error)"))
}
