import Foundation

/// Work that must run on an app thread — animation delegate calls, transaction
/// completion blocks, removal of finished animations — queued by the engine and run by
/// the thread that owns it: at the end of a frame its `CARenderer` drives, and, for the
/// main thread, on the next turn of the main run loop. Never run inside the call that
/// queued it.
package final class CallbackQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [() -> Void] = []
    /// Whether a drain sent to the main dispatch queue has yet to run.
    private var dispatchedDrainPending = false
    /// Drains sent to the main dispatch queue (cumulative).
    package private(set) var drainsDispatched = 0
    private let isMain: Bool

    private init(isMain: Bool) { self.isMain = isMain }

    /// The queue of the calling thread.
    package static var current: CallbackQueue {
        ThreadLocal.value(for: threadKey) { Thread.isMainThread ? main : CallbackQueue(isMain: false) }
    }

    /// The main thread's queue.
    package static let main = CallbackQueue(isMain: true)

    private static let threadKey = ThreadLocal.makeKey()

    /// Queues `block`. On the main queue, a drain is also scheduled on the main dispatch
    /// queue (the main run loop runs it), unless one is scheduled and has not run yet: a
    /// program that drains by drawing frames on the main thread and never returns to a
    /// run loop (a soak, an offscreen tool) leaves one such drain waiting, not one a frame.
    package func enqueue(_ block: @escaping () -> Void) {
        lock.lock()
        blocks.append(block)
        let schedule = isMain && !dispatchedDrainPending
        if schedule {
            dispatchedDrainPending = true
            drainsDispatched += 1
        }
        lock.unlock()
        if schedule {
            DispatchQueue.main.async {
                let queue = CallbackQueue.main
                queue.lock.lock()
                queue.dispatchedDrainPending = false
                queue.lock.unlock()
                queue.drain()
            }
        }
    }

    /// Runs every queued block, in order, including blocks queued while draining.
    package func drain() {
        while true {
            lock.lock()
            var batch: [() -> Void] = []
            swap(&batch, &blocks)
            lock.unlock()
            if batch.isEmpty { return }
            for block in batch { block() }
        }
    }

    /// Whether blocks are waiting.
    package var isEmpty: Bool {
        lock.lock(); defer { lock.unlock() }
        return blocks.isEmpty
    }
}

/// Per-thread objects stored with pthread keys (cheaper than the thread dictionary and
/// released when the thread ends).
package enum ThreadLocal {
    package typealias Key = pthread_key_t

    package static func makeKey() -> Key {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        return key
    }

    /// The calling thread's object for `key`, made by `make` on first use.
    package static func value<T: AnyObject>(for key: Key, make: () -> T) -> T {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! T
        }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object as AnyObject).toOpaque())
        return object
    }
}
