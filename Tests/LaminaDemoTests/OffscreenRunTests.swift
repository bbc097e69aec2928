import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster
import LaminaHost
import LaminaGL

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

    /// A 10-second `--profile` trace of `scene` drawn by `backend`, parsed as Perfetto
    /// would: its events, and its frames (slices on the render thread), oldest first.
    private func profile(scene: Int, backend: String) throws -> (events: [[String: Any]], frames: [[String: Any]]) {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = directory.appendingPathComponent("trace.json")
        let options = try DemoOptions(["--offscreen", "--scene", String(scene), "--to", "10", "--fps", "10",
                                       "--backend", backend, "--size", "160x120", "--out", directory.path,
                                       "--profile", profile.path])
        try OffscreenRun(options: options).run()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: profile)) as? [String: Any]
        let events = try #require(json?["traceEvents"] as? [[String: Any]])
        let frames = events.filter { ($0["cat"] as? String) == "frame" }
            .sorted { ($0["ts"] as? Double ?? 0) < ($1["ts"] as? Double ?? 0) }
        return (events, frames)
    }

    @Test("--profile writes Chrome trace events: main and render threads on tracks of their own, steps inside each frame, counters per frame")
    func profileIsTraceEventJSON() throws {
        let (events, frames) = try profile(scene: 4, backend: "cpu")
        // 0…10 s at 10 frames a second.
        #expect(frames.count == 101)
        // One process, its two threads named.
        let threadNames = events.filter { ($0["name"] as? String) == "thread_name" }
        let named = Dictionary(uniqueKeysWithValues: threadNames.compactMap { e -> (Int, String)? in
            guard let tid = e["tid"] as? Int, let name = (e["args"] as? [String: Any])?["name"] as? String else { return nil }
            return (tid, name)
        })
        #expect(named == [1: "main thread", 2: "render thread"])
        #expect(events.contains { ($0["name"] as? String) == "process_name" })
        let commits = events.filter { ($0["cat"] as? String) == "commit" }
        #expect(commits.count == 101 && commits.allSatisfy { $0["tid"] as? Int == 1 })
        for frame in frames {
            #expect(frame["tid"] as? Int == 2)
            let start = try #require(frame["ts"] as? Double), duration = try #require(frame["dur"] as? Double)
            let steps = events.filter { ($0["cat"] as? String) == "step" && $0["tid"] as? Int == 2
                && ($0["ts"] as? Double ?? -1) >= start && ($0["ts"] as? Double ?? .infinity) <= start + duration }
            #expect(Set(steps.compactMap { $0["name"] as? String }) == ["evaluate", "flatten", "draw"])
            let args = try #require(frame["args"] as? [String: Any])
            #expect((args["layers"] as? Int ?? 0) >= 3)
            // The CPU renderer draws in bands of 16 rows: 120 rows are 8.
            #expect(args["bands"] as? Int == 8)
        }
        // A counter track per figure, a value per frame.
        for name in ["layers", "draw calls", "instances", "offscreen passes", "uploaded bytes", "texture bytes", "bands"] {
            let counter = events.filter { ($0["ph"] as? String) == "C" && ($0["name"] as? String) == name }
            #expect(counter.count == 101, "\(name)")
        }
        // The scene's transitions draw through offscreen targets while they run, and not
        // between them.
        let passes = frames.compactMap { ($0["args"] as? [String: Any])?["offscreen_passes"] as? Int }
        #expect(passes.contains { $0 > 0 } && passes.contains(0))
    }

    @Test("--profile with OpenGL counts draw calls, instances and the bytes uploaded: the images in the first frame, none once they are cached")
    func profileCountsGLWork() throws {
        do {
            _ = try GLOffscreenContext(width: 8, height: 8)
        } catch {
            if ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") {
                Issue.record("CI=true but no OpenGL offscreen context: \(error)")
            }
            return
        }
        let (_, frames) = try profile(scene: 15, backend: "gl")
        let args = frames.compactMap { $0["args"] as? [String: Any] }
        #expect(args.count == 101)
        for (i, a) in args.enumerated() {
            #expect((a["draw_calls"] as? Int ?? 0) > 0 && (a["instances"] as? Int ?? 0) > 0, "frame \(i): \(a)")
        }
        #expect((args[0]["uploaded_bytes"] as? Int ?? 0) > 0, "the first frame uploads the scene's images")
        #expect(args.contains { $0["uploaded_bytes"] as? Int == 0 }, "frames that draw the same images upload nothing")
        #expect(args.allSatisfy { $0["bands"] as? Int == 0 })
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
