import Foundation
import Lamina

// A window's frames as its two threads ran them, for a trace. Input: the frame loop's
// timings (the app thread's commits, the render thread's frames with the renderer's
// statistics). Output: samples in the monotonic clock's seconds, read by whoever writes
// the trace. Both threads record; a lock guards the samples.

/// The timings of a window's frames on its main and render threads, kept from
/// `Window.startProfiling()` until read (up to `capacity` of each, then the oldest go).
package final class FrameProfile: @unchecked Sendable {
    /// The app thread's half of a frame: its commit (and display links).
    package struct Commit: Sendable {
        package var start: Double, end: Double
    }

    /// The render thread's half: evaluation, flattening, drawing and presenting.
    package struct Frame: Sendable {
        package var start: Double, end: Double
        /// The media time the frame was evaluated at.
        package var frameTime: CFTimeInterval
        package var statistics: CARendererStatistics
    }

    private let lock = NSLock()
    private var commits: [Commit] = []
    private var frames: [Frame] = []
    /// Samples of each kind kept (about ten minutes at 60 frames a second).
    package let capacity: Int

    package init(capacity: Int = 36_000) {
        self.capacity = max(capacity, 1)
        commits.reserveCapacity(min(self.capacity, 4096))
        frames.reserveCapacity(min(self.capacity, 4096))
    }

    func record(_ commit: Commit) {
        lock.lock(); defer { lock.unlock() }
        if commits.count == capacity { commits.removeFirst(capacity / 4) }
        commits.append(commit)
    }

    func record(_ frame: Frame) {
        lock.lock(); defer { lock.unlock() }
        if frames.count == capacity { frames.removeFirst(capacity / 4) }
        frames.append(frame)
    }

    /// What was recorded so far, oldest first.
    package var samples: (commits: [Commit], frames: [Frame]) {
        lock.lock(); defer { lock.unlock() }
        return (commits, frames)
    }
}
