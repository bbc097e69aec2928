import Foundation
import Lamina

/// The render thread's side of `FrameLoop`: the only code that touches the surface, the
/// render tree and the render list while the loop runs. Input: the renderer's inbox and
/// the loop's shared requests. Output: presented frames, callbacks queued to the app.
extension FrameLoop {
    func runRenderThread() {
        do {
            try surface.attach()
        } catch {
            shared.lock()
            attachError = error
            renderThreadRunning = false
            shared.broadcast()
            shared.unlock()
            finished.signal()
            return
        }
        var lastStart = -Double.infinity
        var lastFrameTime = -Double.infinity
        while true {
            shared.lock()
            let stopping = stopRequested
            let forced = pendingSize != nil || captureRequested || redrawRequested
            shared.unlock()
            if stopping { break }
            let due = nextFrameDue(lastStart: lastStart, lastFrameTime: lastFrameTime, forced: forced)
            if CAMediaClock.monotonicSeconds() < due {
                wakeup.wait(until: due)
                continue
            }
            lastStart = CAMediaClock.monotonicSeconds()
            lastFrameTime = drawFrame()
        }
        surface.detach()
        shared.lock()
        renderThreadRunning = false
        shared.broadcast()
        shared.unlock()
        finished.signal()
    }

    /// When the next frame should start (monotonic seconds): paced after the last one
    /// when it is forced, a commit waits or something animates; when the next animation
    /// begins; never (`.infinity`) while the tree is idle.
    private func nextFrameDue(lastStart: Double, lastFrameTime: CFTimeInterval, forced: Bool) -> Double {
        let earliest = lastStart + minimumFrameSpacing
        if forced { return earliest }
        let next = renderer.nextEvaluationTime()
        if next == .infinity { return .infinity }
        if next <= lastFrameTime { return earliest }
        return max(earliest, lastStart + (next - lastFrameTime))
    }

    /// Evaluates, draws and presents one frame; returns its media time.
    private func drawFrame() -> CFTimeInterval {
        shared.lock()
        let size = pendingSize
        pendingSize = nil
        let capture = captureRequested
        captureRequested = false
        redrawRequested = false
        let profile = self.profile
        shared.unlock()
        let start = CAMediaClock.monotonicSeconds()

        if let size {
            surface.resize(to: size)
            renderer.bounds = size.bounds
        }
        let t = CACurrentMediaTime()
        renderer.evaluateFrame(atTime: t)
        renderer.render()
        let pixels = capture ? surface.readPixels() : nil
        surface.present()
        renderer.endFrame()
        let presented = PresentedFrame(frameTime: t, presentedAt: CAMediaClock.monotonicSeconds())
        let callbacksWaiting = !renderer.callbacks.isEmpty
        profile?.record(FrameProfile.Frame(start: start, end: presented.presentedAt, frameTime: t,
                                           statistics: renderer.statistics))

        shared.lock()
        log.record(presented)
        statistics.framesPresented += 1
        statistics.lastFrameTime = t
        statistics.lastPresentationTime = presented.presentedAt
        statistics.renderer = renderer.statistics
        if capture {
            capturedPixels = pixels
            capturesDone += 1
        }
        if statistics.framesPresented == 1 || capture { shared.broadcast() }
        let postWake = callbacksWaiting && !appWakePosted
        if postWake { appWakePosted = true }
        shared.unlock()
        if postWake { wakeApp() }
        return t
    }
}
