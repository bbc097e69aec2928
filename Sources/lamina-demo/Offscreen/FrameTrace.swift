import Foundation
import LaminaScenes
import Lamina

/// Per-frame statistics as Chrome trace events (the JSON that Perfetto and
/// chrome://tracing open): each frame is a slice with its commit, evaluate, flatten and
/// draw steps nested inside, and counters for layers, draw calls and texture bytes.
struct FrameTrace {
    private var events: [String] = []
    private let origin = DispatchTime.now().uptimeNanoseconds

    /// Microseconds since the trace began.
    func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - origin) / 1000
    }

    /// Records a frame that started at `start` (from `now()`) with `statistics`.
    mutating func addFrame(_ index: Int, sceneTime: CFTimeInterval, start: Double, end: Double,
                           statistics s: CARendererStatistics, track: Int) {
        let frameArgs = String(format: #"{"frame":%d,"scene_time":%.4f,"layers":%d,"commands":%d,"draw_calls":%d,"instances":%d,"texture_bytes":%d}"#,
                               index, sceneTime, s.layers, s.commands, s.drawCalls, s.instances, s.textureBytes)
        add(name: "frame \(index)", category: "frame", start: start, duration: end - start, track: track, args: frameArgs)
        var t = start
        for (name, seconds) in [("commit", s.commitSeconds), ("evaluate", s.evaluateSeconds),
                                ("flatten", s.flattenSeconds), ("draw", s.drawSeconds)] {
            let duration = seconds * 1e6
            add(name: name, category: "step", start: t, duration: duration, track: track, args: "{}")
            t += duration
        }
        events.append(String(format: #"{"name":"renderer","ph":"C","ts":%.3f,"pid":1,"tid":%d,"args":{"layers":%d,"draw_calls":%d,"texture_bytes":%d}}"#,
                             start, track, s.layers, s.drawCalls, s.textureBytes))
    }

    /// Names a track (one per scene).
    mutating func nameTrack(_ track: Int, _ name: String) {
        events.append(#"{"name":"thread_name","ph":"M","pid":1,"tid":\#(track),"args":{"name":\#(Self.quoted(name))}}"#)
    }

    private mutating func add(name: String, category: String, start: Double, duration: Double, track: Int, args: String) {
        events.append(String(format: #"{"name":%@,"cat":"%@","ph":"X","ts":%.3f,"dur":%.3f,"pid":1,"tid":%d,"args":%@}"#,
                             Self.quoted(name), category, start, max(duration, 0), track, args))
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
