import Foundation
import Testing
@testable import LaminaSoak

// What the soak and stress tests share: whether GL must run (CI), and a thread with a
// main thread's stack for workloads whose depth would find recursion.

/// Whether the tests run in CI (`CI=true`): there GL soaks never skip.
let runsInCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

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

/// Resident kilobytes in use now (the heap trimmed first).
func residentKB() -> Int {
    ResidentMemory.kilobytesInUse()
}
