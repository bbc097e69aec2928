import CEpoxy

// Input: the end of a frame on a context (its present, or a read of its pixels).
// Output: sync objects on the driver's fences of recent frames, deleted once a later one
// has been seen signalled. Thread: the one the context is current on.

/// Keeps the fence of each finished frame alive, on Mesa's llvmpipe, until a later frame's
/// fence is seen signalled: a workaround for a race in that driver.
///
/// llvmpipe (Mesa 22.3, Debian 12's, and upstream since) counts a fence as signalled as
/// soon as a rasterizer thread has incremented the fence's count, while that thread still
/// holds the fence's mutex to broadcast and unlock it; a wait that sees the count already
/// complete returns without the mutex. When the program then flushes its next frame, the
/// driver drops its last reference to the earlier fence and frees it. A rasterizer thread
/// descheduled between the increment and the unlock (a loaded machine) then writes the
/// unlock into freed memory, and `malloc` later fails on the corrupted heap: one 100,000-
/// frame soak crashed that way. Widening the window (a 2 ms delay in each
/// `pthread_cond_broadcast`, `Scripts/probe-llvmpipe-fence-race`) shows the driver
/// destroying a held fence mutex once every 10 to 60 frames, and the same crash follows
/// within 1,000 frames.
///
/// Two sync objects are made at each frame's end on that frame's fence: one is only kept,
/// the other only polled (Mesa drops a sync object's fence as soon as a wait or poll sees
/// it signalled, which would free the fence as early as the race needs). Each thread of
/// the rasterizer finishes a fence, unlock included, before it counts the next, so once a
/// later frame's fence reads as signalled the earlier frames' fences are safe to free, and
/// only then are their sync objects deleted. Other drivers, and contexts without sync
/// objects (OpenGL ES 2.0), only run the frame's wait.
package final class FrameFenceHold {
    private let holds: Bool
    /// Each recent frame's two sync objects on its fence, oldest frame first.
    private var held: [(kept: GLsync, polled: GLsync)] = []

    /// A hold for the current context, whose `GL_RENDERER` is `renderer`.
    package init(renderer: String) {
        let hasSync = epoxy_is_desktop_gl()
            ? epoxy_gl_version() >= 32 || epoxy_has_gl_extension("GL_ARB_sync")
            : epoxy_gl_version() >= 30
        holds = hasSync && renderer.contains("llvmpipe") && !GLFaults.active.fenceHoldOff
        held.reserveCapacity(4)
    }

    /// How many frames' fences are held now: the newest frame seen finished and any after it.
    package var heldCount: Int { held.count }

    /// Ends a frame: references the fence of everything drawn so far, runs `wait` (a
    /// `glFinish`, a buffer swap or a pixel read), then deletes the sync objects of frames
    /// older than the newest one now signalled.
    package func endFrame(_ wait: () -> Void) {
        guard holds, let kept = epoxy_glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            wait()
            return
        }
        guard let polled = epoxy_glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            epoxy_glDeleteSync(kept)
            wait()
            return
        }
        wait()
        held.append((kept, polled))
        guard let newest = held.lastIndex(where: { isSignalled($0.polled) }), newest > 0 else { return }
        for frame in held[..<newest] { delete(frame) }
        held.removeFirst(newest)
    }

    /// Deletes every held sync object; the context must be current (before it goes).
    package func release() {
        for frame in held { delete(frame) }
        held.removeAll()
    }

    private func delete(_ frame: (kept: GLsync, polled: GLsync)) {
        epoxy_glDeleteSync(frame.polled)
        epoxy_glDeleteSync(frame.kept)
    }

    private func isSignalled(_ sync: GLsync) -> Bool {
        let status = epoxy_glClientWaitSync(sync, 0, 0)
        return status == GLenum(GL_ALREADY_SIGNALED) || status == GLenum(GL_CONDITION_SATISFIED)
    }
}
