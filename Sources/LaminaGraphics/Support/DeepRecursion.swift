import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Input: a piece of work that recurses once per level of a tree, and how many levels the
// tree has. Output: the work done, on the calling thread when the tree is shallow, else
// on a helper thread whose stack has room for every level while the caller waits.
// Runs on the calling thread or on that helper; nothing runs concurrently with the
// caller (it is blocked until the work returns), and the diagnostics sink of the caller's
// task goes along.
//
// Walks whose recursion carries much state per level (flattening a layer into the
// render list: matrices, clips, groups, transitions and replicator runs on the way down
// and on the way back up) would lose clarity as explicit stacks; a deep tree moves the
// whole walk onto a stack sized for it instead (as `stacker` grows Rust's). A thread's
// stack is reserved address space, touched only as deep as the walk goes.

/// Runs deep recursions where their stack cannot overflow.
package enum DeepRecursion {
    /// Levels that always run on the caller's stack (a main thread has 8 MiB, a
    /// secondary one often 512 KiB: enough for this many levels of the deepest walk).
    package static let inlineLevels = 96

    /// Stack reserved per level, twice what flattening was measured to take (release
    /// ≈ 14 KB a level, debug ≈ 30 KB: debug builds keep every local of a frame apart).
    #if DEBUG
    package static let bytesPerLevel = 64 << 10
    #else
    package static let bytesPerLevel = 32 << 10
    #endif

    /// Runs `body` — recursion at most `levels` deep — on a stack with room for it.
    package static func run(levels: Int, _ body: () -> Void) {
        guard levels > inlineLevels else { return body() }
        let size = min(max(levels, 0) * bytesPerLevel + (4 << 20), 4 << 30)
        let sink = LaminaDiagnostics.taskSink
        withoutActuallyEscaping(body) { body in
            let work = Work { LaminaDiagnostics.$taskSink.withValue(sink) { body() } }
            guard runOnThread(stackSize: size, work) else { return body() }
        }
    }

    /// What the helper thread runs (held across the thread start).
    private final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `work` on a new thread with `stackSize` bytes of stack and waits for it; false
    /// when no such thread could be made (the caller then runs it itself).
    private static func runOnThread(stackSize: Int, _ work: Work) -> Bool {
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
        let argument = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { argument in
            let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
            work.body()
            return nil
        }, argument)
        guard made == 0 else {
            Unmanaged<Work>.fromOpaque(argument).release()
            return false
        }
        pthread_join(thread, nil)
        return true
        #else
        return false
        #endif
    }
}
