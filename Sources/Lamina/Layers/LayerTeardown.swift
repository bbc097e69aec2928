import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Input: the sublayers of a layer being deinitialized. Output: those layers released,
// and, as each goes, its own sublayers, all from one loop on the thread that dropped the
// outermost layer. Runs on the deinitializing thread; its queue is per thread.
//
// Left to Swift, dropping the root of a deep tree releases its sublayers from inside its
// deinit, theirs from inside theirs, and so on: one nest of frames per level, which a
// tree some thousands deep overflows. Here a deinit that runs while the loop is going
// only queues its sublayers and returns.

/// Releases dropped layer trees level by level instead of by recursion.
enum LayerTeardown {
    /// A thread's layers waiting to be released, and whether its loop is running.
    private final class Queue {
        var layers: [CALayer] = []
        var isDraining = false
    }

    /// The key of each thread's queue (freed with the thread).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { queue in
            if let queue { Unmanaged<Queue>.fromOpaque(queue).release() }
        }
        return key
    }()

    private static var queue: Queue {
        if let stored = pthread_getspecific(key) { return Unmanaged<Queue>.fromOpaque(stored).takeUnretainedValue() }
        let made = Queue()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Takes `sublayers` (emptied) from a deinitializing layer and releases them in the
    /// order the array would have, each one's own sublayers after it.
    static func release(_ sublayers: inout [CALayer]) {
        let queue = queue
        queue.layers.append(contentsOf: sublayers.reversed())
        sublayers = []
        guard !queue.isDraining else { return }
        queue.isDraining = true
        // Each layer popped is released at the end of its turn; its deinit queues its
        // sublayers here and returns.
        while let layer = queue.layers.popLast() {
            withExtendedLifetime(layer) {}
        }
        queue.isDraining = false
    }
}
