import Foundation

/// One frame the render thread showed.
package struct PresentedFrame: Equatable, Sendable {
    /// The media time the frame was evaluated at.
    package var frameTime: CFTimeInterval
    /// When `present()` returned, in seconds of `CAMediaClock.monotonicSeconds()`.
    package var presentedAt: Double
}

/// The last frames shown, oldest first: a fixed ring, so recording a frame never
/// allocates. Not locked: its frame loop guards it.
package struct PresentationLog {
    private var ring: [PresentedFrame]
    private var next = 0
    /// Frames recorded since the log was made.
    package private(set) var count = 0

    /// A log keeping the last `capacity` frames.
    package init(capacity: Int) {
        ring = Array(repeating: PresentedFrame(frameTime: 0, presentedAt: 0), count: max(capacity, 1))
    }

    package mutating func record(_ frame: PresentedFrame) {
        ring[next] = frame
        next = (next + 1) % ring.count
        count += 1
    }

    /// The frames kept, oldest first.
    package var frames: [PresentedFrame] {
        let kept = min(count, ring.count)
        let start = (next - kept + ring.count) % ring.count
        return (0..<kept).map { ring[(start + $0) % ring.count] }
    }

    /// The last frame recorded.
    package var last: PresentedFrame? {
        count == 0 ? nil : ring[(next - 1 + ring.count) % ring.count]
    }
}
