import Foundation
import Lamina

/// A window's frame loop, split across two threads as Core Animation's render server
/// is (DESIGN.md, "Commit is the only door"):
///
/// - The app thread (a window's main thread) runs `appTurn()` after it has handled its
///   events: it commits the thread's transactions, fires display links at the frame
///   rate, and runs the callbacks the render thread queued (animation delegates,
///   completion blocks, removals on completion). Commits reach the render thread only
///   through the renderer's locked inbox.
/// - The render thread (started by `start()`) owns the surface and the render tree: it
///   takes commits, evaluates, draws, presents, and sleeps while
///   `nextEvaluationTime()` says nothing will change, until a commit, a resize, a
///   capture or `stop()` wakes it. A blocked app thread does not stop it: running
///   animations keep being presented on time.
///
/// The state both threads touch (the drawable size, requests, statistics, the
/// presentation log) is guarded by `shared`; each frame takes that lock twice and
/// allocates nothing.
package final class FrameLoop: @unchecked Sendable {
    /// The renderer both halves drive (made on the app thread, so its callbacks go there).
    package let renderer: CARenderer
    /// The interval between frames (the display's refresh interval).
    package let frameInterval: Double
    let surface: RenderSurface
    /// Asks the app thread to take a turn (from the render thread; any thread).
    let wakeApp: () -> Void
    /// The least time between the starts of two frames: a frame interval without vsync
    /// (the loop paces itself), half of one with it (swaps pace; this only caps drivers
    /// that ignore the swap interval).
    let minimumFrameSpacing: Double

    /// Guards the state below, shared by both threads; the app thread waits on it for
    /// captures.
    let shared = NSCondition()
    var pendingSize: DrawableSize?
    var stopRequested = false
    var captureRequested = false
    /// A frame is wanted though nothing changed (how frames are drawn did).
    var redrawRequested = false
    var capturedPixels: PixelBuffer?
    var capturesDone = 0
    var appWakePosted = false
    var renderThreadRunning = false
    var attachError: Error?
    var log = PresentationLog(capacity: 1024)
    var statistics = FrameStatistics()
    /// Where both threads record their timings while the window is profiled.
    var profile: FrameProfile?

    /// Where the render thread sleeps.
    let wakeup = RenderWakeup()
    let finished = DispatchSemaphore(value: 0)

    /// App thread only: when display links fire next (monotonic seconds).
    private var nextDisplayLinkTick = 0.0

    /// A loop drawing `renderer`'s tree into `surface`, first at `size`. `wakeApp` must
    /// make the app thread's event wait return (GLFW: `glfwPostEmptyEvent`). Call on the
    /// app thread, the one that made `renderer`.
    package init(renderer: CARenderer, surface: RenderSurface, size: DrawableSize,
                 vsync: Bool, frameInterval: Double = 1.0 / 60, wakeApp: @escaping () -> Void) {
        self.renderer = renderer
        self.surface = surface
        self.frameInterval = frameInterval
        self.wakeApp = wakeApp
        minimumFrameSpacing = vsync ? frameInterval / 2 : frameInterval
        pendingSize = size
        renderer.frameInterval = frameInterval
        renderer.inbox.setDeliveryHandler { [wakeup] in wakeup.signal() }
    }

    /// Starts the render thread. Throws what attaching the surface threw.
    package func start() throws {
        shared.lock()
        renderThreadRunning = true
        shared.unlock()
        let thread = Thread { [self] in runRenderThread() }
        thread.name = "Lamina render"
        thread.qualityOfService = .userInteractive
        thread.start()
        // Wait for the first frame (or the failure to attach), so a broken context
        // surfaces here rather than as a window that never draws.
        shared.lock()
        while renderThreadRunning && statistics.framesPresented == 0 && attachError == nil {
            shared.wait()
        }
        let error = attachError
        shared.unlock()
        if let error { throw error }
    }

    /// Stops the render thread and waits (at most `timeout` seconds) until it has
    /// released the surface. Returns false when it did not stop in time.
    @discardableResult
    package func stop(timeout: Double = 5) -> Bool {
        shared.lock()
        stopRequested = true
        let running = renderThreadRunning
        shared.unlock()
        renderer.inbox.setDeliveryHandler(nil)
        guard running else { return true }
        wakeup.signal()
        return finished.wait(timeout: .now() + timeout) == .success
    }

    // MARK: App thread

    /// How long the app thread may wait for events before its next turn: 0 with
    /// callbacks waiting, until the next display-link tick while links run (or layers are
    /// redrawn from their presentation values), else `idle`.
    package func appWaitTimeout(idle: Double) -> Double {
        if !renderer.callbacks.isEmpty { return 0 }
        if CARenderer.appThreadNeedsEveryFrame {
            return max(0, nextDisplayLinkTick - CAMediaClock.monotonicSeconds())
        }
        return idle
    }

    /// One turn of the app thread, after its events: commits, fires display links when a
    /// frame is due, runs the queued callbacks and commits what they changed.
    package func appTurn() {
        shared.lock()
        appWakePosted = false
        let profile = self.profile
        shared.unlock()
        let now = CAMediaClock.monotonicSeconds()
        let t = CACurrentMediaTime()
        if !CARenderer.appThreadNeedsEveryFrame {
            renderer.commitFrame(atTime: t)
            profile?.record(FrameProfile.Commit(start: now, end: CAMediaClock.monotonicSeconds()))
        } else if now >= nextDisplayLinkTick {
            renderer.commitFrame(atTime: t)
            profile?.record(FrameProfile.Commit(start: now, end: CAMediaClock.monotonicSeconds()))
            // A steady cadence; after a stall, restart it rather than fire in a burst.
            nextDisplayLinkTick = now >= nextDisplayLinkTick + frameInterval
                ? now + frameInterval : nextDisplayLinkTick + frameInterval
        } else {
            TransactionStack.current.commitImplicit(at: t)
        }
        if !renderer.callbacks.isEmpty {
            renderer.callbacks.drain()
            TransactionStack.current.commitImplicit(at: CACurrentMediaTime())
        }
    }

    /// Starts recording both threads' timings into a new profile (any thread).
    package func startProfiling() -> FrameProfile {
        let made = FrameProfile()
        shared.lock()
        profile = made
        shared.unlock()
        return made
    }

    /// Stops recording; returns what was recorded.
    package func stopProfiling() -> FrameProfile? {
        shared.lock()
        defer { profile = nil; shared.unlock() }
        return profile
    }

    /// The drawable changed size (app thread, from the window's resize events).
    package func resize(to size: DrawableSize) {
        shared.lock()
        pendingSize = size
        shared.unlock()
        wakeup.signal()
    }

    /// Has the render thread draw a frame though the tree did not change (app thread; after
    /// a change of how frames are drawn, such as the debug colours).
    package func requestRedraw() {
        shared.lock()
        redrawRequested = true
        shared.unlock()
        wakeup.signal()
    }

    /// Has the render thread draw a frame and read it back before presenting it; waits
    /// at most `timeout` seconds. Commit first to see the app's latest changes.
    package func captureFrame(timeout: Double) -> PixelBuffer? {
        shared.lock()
        captureRequested = true
        capturedPixels = nil
        let target = capturesDone + 1
        shared.unlock()
        wakeup.signal()
        let deadline = Date(timeIntervalSinceNow: timeout)
        shared.lock()
        defer { shared.unlock() }
        while capturesDone < target && renderThreadRunning {
            if !shared.wait(until: deadline) { break }
        }
        return capturesDone >= target ? capturedPixels : nil
    }

    /// What the render thread has shown so far.
    package var currentStatistics: FrameStatistics {
        shared.lock(); defer { shared.unlock() }
        return statistics
    }

    /// The last frames presented, oldest first.
    package var presentedFrames: [PresentedFrame] {
        shared.lock(); defer { shared.unlock() }
        return log.frames
    }
}
