import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster
import LaminaHost

@Suite("Offscreen runs")
struct OffscreenRunTests {
    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lamina-demo-\(UUID().uuidString)")
    }

    @Test("the same command writes the same bytes, and the frames move")
    func framesAreReproducible() throws {
        let a = temporaryDirectory(), b = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        for directory in [a, b] {
            let options = try DemoOptions(["--offscreen", "--scene", "6", "--from", "0", "--to", "1",
                                           "--fps", "8", "--backend", "cpu", "--size", "200x150",
                                           "--out", directory.path])
            try OffscreenRun(options: options).run()
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: a.path).sorted()
        #expect(names == (0...8).map { String(format: "frame-%04d.png", $0) })
        var distinct = Set<Data>()
        for name in names {
            let first = try Data(contentsOf: a.appendingPathComponent(name))
            #expect(first == (try Data(contentsOf: b.appendingPathComponent(name))), "\(name) differs between runs")
            distinct.insert(first)
            let image = try CGImage.load(contentsOf: a.appendingPathComponent(name))
            #expect(image.width == 200 && image.height == 150)
        }
        #expect(distinct.count > 2)
    }

    @Test("--profile writes Chrome trace events: a slice per frame with its steps inside")
    func profileIsTraceEventJSON() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = directory.appendingPathComponent("trace.json")
        let options = try DemoOptions(["--offscreen", "--scene", "10", "--to", "0.5", "--fps", "10",
                                       "--backend", "cpu", "--size", "160x120", "--out", directory.path,
                                       "--profile", profile.path])
        try OffscreenRun(options: options).run()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: profile)) as? [String: Any]
        let events = try #require(json?["traceEvents"] as? [[String: Any]])
        let frames = events.filter { ($0["cat"] as? String) == "frame" }
        #expect(frames.count == 6)
        for frame in frames {
            let start = try #require(frame["ts"] as? Double), duration = try #require(frame["dur"] as? Double)
            let steps = events.filter { ($0["cat"] as? String) == "step" && ($0["ts"] as? Double ?? -1) >= start
                && ($0["ts"] as? Double ?? .infinity) <= start + duration }
            #expect(Set(steps.compactMap { $0["name"] as? String }).isSuperset(of: ["commit", "evaluate", "flatten", "draw"]))
            let args = try #require(frame["args"] as? [String: Any])
            #expect((args["layers"] as? Int ?? 0) >= 3)
        }
    }

    @Test("command lines that cannot run are refused with the reason and exit code 2")
    func badCommandLines() {
        let cases: [([String], String)] = [
            (["--offscreen"], "--out"),
            (["--bogus"], "unknown argument"),
            (["--scene", "99"], "no such scene"),
            (["--scene", "0"], "no such scene"),
            (["--size", "0x10"], "--size"),
            (["--fps", "0"], "--fps"),
            (["--from", "2", "--to", "1"], "--from"),
            (["--backend", "vulkan"], "gl or cpu"),
            (["--from"], "needs a value"),
            (["--to", "nan"], "not a number"),
        ]
        for (arguments, reason) in cases {
            #expect {
                _ = try DemoOptions(arguments)
            } throws: { error in
                guard let error = error as? DemoError else { return false }
                return error.exitCode == 2 && error.description.contains(reason)
            }
        }
    }

    @Test("defaults: every scene, 0…3 s at 30 fps, the automatic backend (OpenGL offscreen)")
    func defaults() throws {
        let options = try DemoOptions(["--offscreen", "--out", "/tmp/x"])
        #expect(options.scenes == DemoScenes.all.map { $0.number })
        #expect(options.scenes == Array(1...18))
        #expect(options.from == 0 && options.to == 3 && options.fps == 30 && options.backend == .auto)
    }

    @Test("--backend takes auto, gl or cpu, for the window too")
    func backendChoice() throws {
        #expect(try DemoOptions([]).backend == .auto)
        #expect(try DemoOptions(["--backend", "cpu"]).backend == .cpu)
        #expect(try DemoOptions(["--backend", "gl", "--scene", "8"]).backend == .gl)
        #expect(try DemoOptions(["--backend", "auto"]).mode == .window)
    }
}

/// The window's pointer becomes scene input as a single touch would.
@Suite("Pointer input")
struct PointerInputTests {
    @Test("the primary button's press, drag and release; nothing for other buttons or hovering")
    func mapping() {
        let p = CGPoint(x: 12, y: 34)
        #expect(SceneInput(.down, button: .primary, pressedButtons: .primary, at: p) == .pointerDown(p))
        #expect(SceneInput(.moved, button: nil, pressedButtons: .primary, at: p) == .pointerMoved(p))
        #expect(SceneInput(.up, button: .primary, pressedButtons: [], at: p) == .pointerUp(p))
        #expect(SceneInput(.moved, button: nil, pressedButtons: [], at: p) == nil)
        #expect(SceneInput(.down, button: .secondary, pressedButtons: .secondary, at: p) == nil)
        #expect(SceneInput(.up, button: .secondary, pressedButtons: [], at: p) == nil)
    }

    @Test("scripted drags and taps: press, moves a step apart, release; same-time inputs keep their order")
    func scripts() {
        let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 30, y: 40)
        let line = ScriptedInput.line(from: a, to: b, count: 5)
        #expect(line.count == 6 && line[0] == a && line[5] == b && line[1] == CGPoint(x: 6, y: 8))
        let drag = ScriptedInput.drag(line, at: 1, step: 0.1)
        #expect(drag.map(\.input) == [.pointerDown(a)] + line.dropFirst().map { .pointerMoved($0) } + [.pointerUp(b)])
        #expect(abs(drag[3].time - 1.3) < 1e-12 && abs(drag.last!.time - 1.6) < 1e-12)
        let ordered = ScriptedInput.inOrder([ScriptedInput(time: 1, input: .pointerUp(a)),
                                             ScriptedInput(time: 0.5, input: .key("x")),
                                             ScriptedInput(time: 1, input: .pointerDown(b))])
        #expect(ordered.map(\.input) == [.key("x"), .pointerUp(a), .pointerDown(b)])
        #expect(ScriptedInput.drag([], at: 0).isEmpty)
    }
}
