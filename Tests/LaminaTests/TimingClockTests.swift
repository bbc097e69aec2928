import Foundation
import Testing
@testable import Lamina

/// `CACurrentMediaTime()` and its overrides. Tests never set the process-wide
/// `CAMediaClock.fixedTime`: other tests run in parallel and read the clock.
@Suite struct TimingClockTests {
    @Test func theClockIsMonotonicSeconds() {
        let a = CAMediaClock.monotonicSeconds()
        var spin = 0.0
        for i in 0..<100_000 { spin += Double(i) }
        let b = CAMediaClock.monotonicSeconds()
        #expect(spin > 0)
        #expect(b >= a)
        #expect(b - a < 10, "seconds, not nanoseconds")
        #expect(a > 0)
    }

    @Test func withoutAnOverrideTheClockIsTheMonotonicClock() {
        guard CAMediaClock.fixedTime == nil else { return }  // another process-wide user
        let before = CAMediaClock.monotonicSeconds()
        let now = CACurrentMediaTime()
        let after = CAMediaClock.monotonicSeconds()
        #expect(before <= now && now <= after)
    }

    @Test func aScopedFixedTimeIsReturnedInsideItsScopeOnly() {
        let inside = CAMediaClock.withFixedTime(1234.5) { CACurrentMediaTime() }
        #expect(inside == 1234.5)
        #expect(CAMediaClock.withFixedTime(-3) { CACurrentMediaTime() } == -3)
        if CAMediaClock.fixedTime == nil {
            #expect(CACurrentMediaTime() != 1234.5)
        }
    }

    @Test func scopesNestAndTheInnerOneWins() throws {
        let values = try CAMediaClock.withFixedTime(10) { () throws -> [CFTimeInterval] in
            let outer = CACurrentMediaTime()
            let inner = CAMediaClock.withFixedTime(20) { CACurrentMediaTime() }
            return [outer, inner, CACurrentMediaTime()]
        }
        #expect(values == [10, 20, 10])
    }

    @Test func theScopeReachesTasksStartedInside() async {
        let value = await CAMediaClock.$scopedFixedTime.withValue(77) {
            await Task { CACurrentMediaTime() }.value
        }
        #expect(value == 77)
    }

    @Test func errorsPassThroughTheScope() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try CAMediaClock.withFixedTime(1) { throw Failure() }
        }
    }
}
