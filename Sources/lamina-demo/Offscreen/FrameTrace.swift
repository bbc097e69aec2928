import Foundation
import LaminaScenes
import Lamina
import LaminaHost

/// Per-frame statistics as Chrome trace events (the JSON that Perfetto and
/// chrome://tracing open). Each scene (or window) is a process with two tracks, as the
/// window's threads are: the main thread's commit (the app's half of a frame) and the
/// render thread's frame, with its evaluate, flatten and draw steps nested inside; and a
/// counter track per figure — layers, draw calls, instances, offscreen passes, texture
/// uploads (bytes), texture memory and, for the CPU renderer, bands.
struct FrameTrace {
    private var events: [String] = []
    private let origin = DispatchTime.now().uptimeNanoseconds

    /// The tracks of a process.
    static let mainThread = 1, renderThread = 2

    /// Microseconds since the trace began.
    func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - origin) / 1000
    }

    /// Names process `process` and its two threads.
    mutating func nameProcess(_ process: Int, _ name: String) {
        events.append(#"{"name":"process_name","ph":"M","pid":\#(process),"args":{"name":\#(Self.quoted(name))}}"#)
        for (track, thread) in [(Self.mainThread, "main thread"), (Self.renderThread, "render thread")] {
            events.append(#"{"name":"thread_name","ph":"M","pid":\#(process),"tid":\#(track),"args":{"name":"\#(thread)"}}"#)
        }
    }

    /// Records a commit of `process` on its main thread, from `start` for `duration`
    /// (microseconds of this trace's clock).
    mutating func addCommit(process: Int, start: Double, duration: Double) {
        add(name: "commit", category: "commit", start: start, duration: duration, process: process,
            track: Self.mainThread, args: "{}")
    }

    /// Records frame `index` of `process` on its render thread, from `renderStart` to
    /// `renderEnd` (microseconds of this trace's clock), its steps laid end to end from
    /// `renderStart`, and its counters.
    mutating func addFrame(_ index: Int, process: Int, sceneTime: CFTimeInterval, renderStart: Double,
                           renderEnd: Double, statistics s: CARendererStatistics) {
        let frameArgs = String(format: #"{"frame":%d,"scene_time":%.4f,"layers":%d,"commands":%d,"draw_calls":%d,"instances":%d,"offscreen_passes":%d,"uploaded_bytes":%d,"texture_bytes":%d,"bands":%d}"#,
                               index, sceneTime, s.layers, s.commands, s.drawCalls, s.instances, s.offscreenPasses,
                               s.uploadedBytes, s.textureBytes, s.bands)
        add(name: "frame \(index)", category: "frame", start: renderStart, duration: renderEnd - renderStart, process: process,
            track: Self.renderThread, args: frameArgs)
        var t = renderStart
        for (name, seconds) in [("evaluate", s.evaluateSeconds), ("flatten", s.flattenSeconds), ("draw", s.drawSeconds)] {
            let duration = seconds * 1e6
            add(name: name, category: "step", start: t, duration: duration, process: process, track: Self.renderThread,
                args: "{}")
            t += duration
        }
        let counters: [(String, Int)] = [("layers", s.layers), ("draw calls", s.drawCalls), ("instances", s.instances),
                                         ("offscreen passes", s.offscreenPasses), ("uploaded bytes", s.uploadedBytes),
                                         ("texture bytes", s.textureBytes), ("bands", s.bands)]
        for (name, value) in counters {
            events.append(String(format: #"{"name":"%@","ph":"C","ts":%.3f,"pid":%d,"args":{"value":%d}}"#,
                                 name, renderStart, process, value))
        }
    }

    /// Records what `profile` holds of a window's frames as `process`, its clock's seconds
    /// made microseconds from its first sample.
    mutating func addWindowProfile(_ profile: FrameProfile, process: Int, name: String) {
        nameProcess(process, name)
        let (commits, frames) = profile.samples
        let origin = min(commits.first?.start ?? .infinity, frames.first?.start ?? .infinity)
        guard origin.isFinite else { return }
        for commit in commits {
            addCommit(process: process, start: (commit.start - origin) * 1e6, duration: (commit.end - commit.start) * 1e6)
        }
        for (index, frame) in frames.enumerated() {
            addFrame(index, process: process, sceneTime: frame.frameTime, renderStart: (frame.start - origin) * 1e6,
                     renderEnd: (frame.end - origin) * 1e6, statistics: frame.statistics)
        }
    }

    private mutating func add(name: String, category: String, start: Double, duration: Double, process: Int, track: Int,
                              args: String) {
        events.append(String(format: #"{"name":%@,"cat":"%@","ph":"X","ts":%.3f,"dur":%.3f,"pid":%d,"tid":%d,"args":%@}"#,
                             Self.quoted(name), category, start, max(duration, 0), process, track, args))
    }

    func write(to url: URL) throws {
        let json = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
        try Data(json.utf8).write(to: url)
    }

    private static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}
