import Foundation

// What the stress tests share: a thread with a chosen stack, for workloads whose depth
// would find recursion.

/// Runs `body` on a new thread with `stackSize` bytes of stack (8 MiB: what Linux gives a
/// process's main thread), and waits for it: a workload that recursed once per layer of a
/// deep tree overflows there as it would in an app, and the test crashes.
func onThread<R: Sendable>(stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> R) -> R {
    let box = ResultBox<R>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value!
}

/// Carries a thread's result back.
private final class ResultBox<R>: @unchecked Sendable {
    var value: R?
}
