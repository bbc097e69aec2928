#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The current absolute time, in seconds: Core Animation's clock.
///
/// Like Apple's (mach time converted to seconds) it is monotonic — it never jumps with
/// changes of the wall clock — and its origin is arbitrary (here `CLOCK_MONOTONIC`, the
/// time since boot). When a fixed time is set, it is returned instead: first a scoped
/// one (`CAMediaClock.withFixedTime(_:_:)`, for tests that run in parallel), then the
/// process-wide `CAMediaClock.fixedTime` (offscreen rendering, scripted scenes).
public func CACurrentMediaTime() -> CFTimeInterval {
    if let scoped = CAMediaClock.scopedFixedTime { return scoped }
    if let fixed = CAMediaClock.fixedTime { return fixed }
    return CAMediaClock.monotonicSeconds()
}

/// Lamina's control over `CACurrentMediaTime()`: setting a fixed time makes every frame
/// reproducible (tests, offscreen rendering).
public enum CAMediaClock {
    private static let lock = NSLock()
    /// Only read or written while `lock` is held.
    nonisolated(unsafe) private static var storedFixedTime: CFTimeInterval?

    /// When set, `CACurrentMediaTime()` returns this value instead of the monotonic
    /// clock, for every thread of the process; nil (the default) restores the clock.
    /// A scoped `withFixedTime(_:_:)` on the calling task takes precedence.
    public static var fixedTime: CFTimeInterval? {
        get {
            lock.lock(); defer { lock.unlock() }
            return storedFixedTime
        }
        set {
            lock.lock(); defer { lock.unlock() }
            storedFixedTime = newValue
        }
    }

    /// The time set by `withFixedTime(_:_:)` for the current task, if any.
    @TaskLocal package static var scopedFixedTime: CFTimeInterval?

    /// Runs `body` with `CACurrentMediaTime()` returning `time` on the calling task (and
    /// the tasks it starts), whatever `fixedTime` says. Tests use it rather than the
    /// process-wide `fixedTime`, because Swift Testing runs them in parallel.
    package static func withFixedTime<R>(_ time: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try $scopedFixedTime.withValue(time) { try body() }
    }

    /// Seconds of the system's monotonic clock.
    package static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) * 1e-9
    }
}
