// lamina-bench: the speed of Lamina's engine, measured in a release build:
//
//   swift run -c release lamina-bench [SUITE…] [--json]
//
// SUITE is `foundation` (geometry, paths, the layer tree), `engine` (animation
// evaluation), `shapes` (path filling and stroking, next to cairo), `text` (a
// CATextLayer paragraph laid out and drawn), `cpu` (whole frames drawn by the CPU
// renderer), `gl` (the same frames drawn by OpenGL through EGL, next to the CPU's) or
// `overlay` (what the fps overlay costs a frame) or `transitions` (a frame in the middle
// of each transition type, CPU and GL) or `emitter` (100,000 live particles) or
// `counters` (per demo scene and backend, what a frame asks: draw calls, instances,
// offscreen passes, bands, uploaded bytes; `--scene N` for one) or `soak`
// (every demo scene for 100,000 frames, `--frames N` for fewer, `--scene N` for one,
// `--backend cpu|gl` for one backend, watching memory) or `stress` (huge, deep and busy trees); none runs every suite but
// soak. Each suite
// prints a table of median times per
// operation, or with `--json` one JSON object per suite with its rows and headline
// figures (the engine's is `engine_ns_per_layer_frame`). With
// `LAMINA_BENCH_CPU_FRAMES=SCENE:N` it only draws N frames of a cpu scene (for profilers),
// and with `LAMINA_BENCH_CPU_DUMP=DIR` as well writes each of them to DIR as a PNG.
import Foundation
import Lamina
import LaminaSoak

let suites: [String: () -> SuiteReport] = [
    "foundation": FoundationSuite.run,
    "engine": EngineSuite.run,
    "shapes": ShapesSuite.run,
    "text": TextSuite.run,
    "cpu": CPUSuite.run,
    "gl": GLSuite.run,
    "overlay": OverlaySuite.run,
    "transitions": TransitionSuite.run,
    "emitter": EmitterSuite.run,
    "counters": CountersSuite.run,
    "stress": StressSuite.run,
    "soak": SoakSuite.run,
]
let order = ["foundation", "engine", "shapes", "text", "cpu", "gl", "overlay", "transitions", "emitter", "counters", "stress",
             "soak"]
/// Suites that run only when named (the soak takes hours at its full length).
let onlyWhenNamed: Set<String> = ["soak"]

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: lamina-bench [\(order.joined(separator: "|"))…] [--json] [--frames N] [--scene N[,M…]] [--backend cpu|gl] [--size WxH]")
    exit(0)
}
/// Takes `flag` and its value out of the arguments; nil when it is not there.
@MainActor func option(_ flag: String) -> String? {
    guard let i = arguments.firstIndex(of: flag) else { return nil }
    guard i + 1 < arguments.count else {
        FileHandle.standardError.write(Data("lamina-bench: \(flag) needs a value\n".utf8))
        exit(2)
    }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}
if let text = option("--frames") {
    guard let n = Int(text), n >= 2 else {
        FileHandle.standardError.write(Data("lamina-bench: --frames \(text): need a whole number ≥ 2\n".utf8))
        exit(2)
    }
    SoakSuite.frames = n
}
if let text = option("--scene") {
    SoakSuite.scenes = text.split(separator: ",").compactMap { Int($0) }
}
if let text = option("--size") {
    let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (16...4096).contains(parts[0]), (16...4096).contains(parts[1]) else {
        FileHandle.standardError.write(Data("lamina-bench: --size \(text): expected WxH, e.g. 320x240\n".utf8))
        exit(2)
    }
    SoakSuite.size = (parts[0], parts[1])
}
if let text = option("--backend") {
    guard let backend = SoakBackend(rawValue: text) else {
        FileHandle.standardError.write(Data("lamina-bench: --backend \(text): use cpu or gl\n".utf8))
        exit(2)
    }
    SoakSuite.backends = [backend]
}
if let profile = ProcessInfo.processInfo.environment["LAMINA_BENCH_CPU_FRAMES"] {
    let parts = profile.split(separator: ":")
    let dump = ProcessInfo.processInfo.environment["LAMINA_BENCH_CPU_DUMP"].map { URL(fileURLWithPath: $0) }
    CPUSuite.drawFrames(String(parts[0]), frames: parts.count > 1 ? Int(parts[1]) ?? 1 : 1, dump: dump)
    exit(0)
}
let unknown = arguments.filter { suites[$0] == nil }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("lamina-bench: unknown suite \(unknown.joined(separator: ", ")); known: \(order.joined(separator: ", "))\n".utf8))
    exit(2)
}
for name in order where arguments.isEmpty ? !onlyWhenNamed.contains(name) : arguments.contains(name) {
    let report = suites[name]!()
    print(json ? report.json : report.table)
}
