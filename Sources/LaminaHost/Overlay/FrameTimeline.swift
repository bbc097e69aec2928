import Foundation

/// The last frames' durations, as the fps overlay graphs them: the time from one frame's
/// presentation to the next, oldest first, in a fixed ring (recording never allocates).
package struct FrameTimeline {
    /// How many frames it keeps.
    package static let capacity = 120

    private var ring = [Double](repeating: 0, count: FrameTimeline.capacity)
    private var next = 0
    /// Frame durations kept (at most `capacity`).
    package private(set) var count = 0
    private var lastPresentation: Double?
    private var lastFramesPresented = 0

    package init() {}

    /// Takes the window's figures: when `framesPresented` grew since the last call, the
    /// time since the last presentation is shared out among the new frames (one each,
    /// normally — a display link runs once per frame).
    package mutating func record(framesPresented: Int, lastPresentationTime: Double) {
        defer {
            lastFramesPresented = framesPresented
            lastPresentation = lastPresentationTime
        }
        let frames = framesPresented - lastFramesPresented
        guard frames > 0, let previous = lastPresentation, lastPresentationTime > previous else { return }
        let each = (lastPresentationTime - previous) / Double(frames)
        for _ in 0..<min(frames, Self.capacity) {
            ring[next] = each
            next = (next + 1) % Self.capacity
            count = min(count + 1, Self.capacity)
        }
    }

    /// Duration `i` in seconds, 0 the oldest kept.
    package subscript(i: Int) -> Double {
        ring[(next - count + i + Self.capacity) % Self.capacity]
    }

    /// The newest duration (0 before any).
    package var last: Double { count == 0 ? 0 : self[count - 1] }

    /// Frames per second over the frames kept: their count over the time they span.
    package var framesPerSecond: Double {
        var total = 0.0
        for i in 0..<count { total += self[i] }
        return total > 0 ? Double(count) / total : 0
    }
}
