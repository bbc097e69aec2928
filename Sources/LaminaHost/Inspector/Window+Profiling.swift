import Foundation

extension Window {
    /// Starts recording the timings of every frame on the window's two threads (the main
    /// thread's commits, the render thread's frames with the renderer's counters), for a
    /// trace (`lamina-demo --profile FILE`).
    package func startProfiling() -> FrameProfile {
        frameLoop.startProfiling()
    }

    /// Stops recording; returns what was recorded (nil when not profiling).
    package func stopProfiling() -> FrameProfile? {
        frameLoop.stopProfiling()
    }
}
