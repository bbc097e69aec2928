import Foundation
import Lamina

/// Where the render thread sleeps between frames: until a deadline on the monotonic
/// clock, or until another thread signals (a commit arrived, the window resized, a frame
/// was asked for, the loop stops). A signal sent while the thread is awake is kept, so
/// the next wait returns at once and no wake-up is lost.
package final class RenderWakeup: @unchecked Sendable {
    private let condition = NSCondition()
    private var signalled = false

    package init() {}

    /// Wakes the sleeping thread (from any thread).
    package func signal() {
        condition.lock()
        signalled = true
        condition.signal()
        condition.unlock()
    }

    /// Sleeps until `deadline` (seconds of `CAMediaClock.monotonicSeconds()`; `.infinity`
    /// waits for a signal) or a signal, whichever comes first.
    package func wait(until deadline: Double) {
        condition.lock()
        while !signalled {
            if deadline == .infinity {
                condition.wait()
                continue
            }
            let remaining = deadline - CAMediaClock.monotonicSeconds()
            if remaining <= 0 { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
        }
        signalled = false
        condition.unlock()
    }
}
