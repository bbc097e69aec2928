import Foundation
import XCTest
@testable import Lamina

/// The main thread's callback queue (XCTest runs these on the main thread).
final class MainCallbackQueueTests: XCTestCase {
    func testFramesDrawnWithoutARunLoopLeaveOneDispatchedDrainWaiting() {
        XCTAssertTrue(Thread.isMainThread)
        let queue = CallbackQueue.main
        queue.drain()
        let before = queue.drainsDispatched
        // A program that draws frames on the main thread and never returns to the run
        // loop: each frame queues callbacks and drains them itself.
        var ran = 0
        for _ in 0..<1_000 {
            queue.enqueue { ran += 1 }
            queue.drain()
        }
        XCTAssertEqual(ran, 1_000)
        XCTAssertLessThanOrEqual(queue.drainsDispatched - before, 1, "one drain a frame sent to the main queue, none of them run")
        // The run loop turns: the waiting drain runs, and the next block sends another.
        RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        let afterTurn = queue.drainsDispatched
        queue.enqueue { ran += 1 }
        XCTAssertEqual(queue.drainsDispatched, afterTurn + 1)
        RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(ran, 1_001, "the block ran on a turn of the main run loop")
    }
}
