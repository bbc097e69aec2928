import Foundation
import XCTest
@testable import LaminaHost

/// The frame loop's two threads without a window: the test's thread is the app thread,
/// a stand-in surface records what the render thread presents, and the renderer draws
/// with a backend that records where the animated layer was in each frame.
final class FrameLoopTests: XCTestCase {
    private var renderer: CARenderer!
    private var backend: PositionRecorder!
    private var surface: RecordingSurface!
    private var root: CALayer!
    private var layer: CALayer!
    private var loop: FrameLoop!
    private let appWake = DispatchSemaphore(value: 0)

    override func setUp() {
        backend = PositionRecorder()
        renderer = CARenderer(backend: backend)
        surface = RecordingSurface()
        root = CALayer()
        layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 10, y: 50)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        CATransaction.commit()
        renderer.layer = root
        let wake = appWake
        loop = FrameLoop(renderer: renderer, surface: surface,
                         size: DrawableSize(points: CGSize(width: 200, height: 100), pixelWidth: 200, pixelHeight: 100),
                         vsync: false, wakeApp: { wake.signal() })
    }

    override func tearDown() {
        loop.stop()
    }

    /// App-thread turns for `seconds`: wait for a wake-up (or the loop's timeout), turn.
    private func runAppThread(for seconds: Double) {
        let end = CAMediaClock.monotonicSeconds() + seconds
        while CAMediaClock.monotonicSeconds() < end {
            let wait = min(loop.appWaitTimeout(idle: 0.01), end - CAMediaClock.monotonicSeconds())
            _ = appWake.wait(timeout: .now() + max(wait, 0))
            loop.appTurn()
        }
    }

    private func startSliding(duration: Double) {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 190
        slide.duration = duration
        CATransaction.begin()
        layer.add(slide, forKey: "slide")
        CATransaction.commit()
    }

    func testABlockedAppThreadDoesNotStopARunningAnimation() throws {
        startSliding(duration: 3)
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        runAppThread(for: 0.2)

        // An input handler that blocks the app thread for half a second.
        let blockStart = CAMediaClock.monotonicSeconds()
        Thread.sleep(forTimeInterval: 0.5)
        let blockEnd = CAMediaClock.monotonicSeconds()
        runAppThread(for: 0.1)
        loop.stop()

        let during = loop.presentedFrames.filter { $0.presentedAt > blockStart && $0.presentedAt < blockEnd }
        // 60 frames a second: 30 in the block; allow for a busy machine.
        XCTAssertGreaterThanOrEqual(during.count, 15, "frames presented while the app thread was blocked")
        let times = [blockStart] + during.map(\.presentedAt) + [blockEnd]
        let longestGap = zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? .infinity
        XCTAssertLessThan(longestGap, 0.1, "the longest wait between frames during the block")
        // Each frame at a later time, with the layer further along.
        XCTAssertTrue(zip(during, during.dropFirst()).allSatisfy { $0.frameTime < $1.frameTime })
        let xs = backend.positions.filter { $0.time > blockStart - 1 && $0.time < blockEnd }.map(\.x)
        XCTAssertTrue(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "the layer moves every frame: \(xs)")
    }

    func testAnIdleTreeSleepsAndACommitWakesIt() throws {
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        runAppThread(for: 0.05)
        let settled = loop.currentStatistics.framesPresented
        runAppThread(for: 0.3)
        XCTAssertEqual(loop.currentStatistics.framesPresented, settled, "no frames while nothing changes")

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100, y: 50)
        CATransaction.commit()
        let committed = CAMediaClock.monotonicSeconds()
        loop.appTurn()
        let deadline = committed + 1
        while loop.currentStatistics.framesPresented == settled && CAMediaClock.monotonicSeconds() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertEqual(loop.currentStatistics.framesPresented, settled + 1)
        let shown = try XCTUnwrap(loop.presentedFrames.last)
        XCTAssertLessThan(shown.presentedAt - committed, 0.1, "the commit woke the render thread")
        runAppThread(for: 0.1)
        loop.stop()
        XCTAssertEqual(backend.positions.last?.x, 100 - 10, "the last frame shows the committed position")
    }

    func testDelegateCallbacksRunOnTheAppThreadAndWakeIt() throws {
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        let recorder = StopRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.1
        fade.delegate = recorder
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        loop.appTurn()
        // The app thread sleeps until the render thread wakes it with the callbacks.
        XCTAssertEqual(appWake.wait(timeout: .now() + 2), .success)
        let deadline = CAMediaClock.monotonicSeconds() + 2
        while !(recorder.stopped && completed) && CAMediaClock.monotonicSeconds() < deadline {
            loop.appTurn()
            _ = appWake.wait(timeout: .now() + 0.05)
        }
        XCTAssertTrue(recorder.stopped)
        XCTAssertEqual(recorder.onAppThread, true)
        XCTAssertTrue(completed)
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion, on the app thread")
    }

    func testAResizeReachesTheSurfaceAndTheRendererBeforeTheNextFrame() throws {
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        let size = DrawableSize(points: CGSize(width: 300, height: 150), pixelWidth: 600, pixelHeight: 300)
        let before = loop.currentStatistics.framesPresented
        loop.resize(to: size)
        let deadline = CAMediaClock.monotonicSeconds() + 2
        while loop.currentStatistics.framesPresented == before && CAMediaClock.monotonicSeconds() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        loop.stop()
        XCTAssertEqual(surface.sizes.last, size)
        XCTAssertEqual(renderer.bounds, CGRect(x: 0, y: 0, width: 300, height: 150))
        XCTAssertEqual(size.scale, 2)
    }

    /// Nothing changes, so the loop idles; a redraw request (the debug colours turned on)
    /// draws one frame, and only one.
    func testARedrawRequestDrawsOneFrameThoughNothingChanged() throws {
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        func waitForFrames(beyond count: Int) {
            let deadline = CAMediaClock.monotonicSeconds() + 2
            while loop.currentStatistics.framesPresented <= count && CAMediaClock.monotonicSeconds() < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        waitForFrames(beyond: 0)
        Thread.sleep(forTimeInterval: 0.2)
        let idle = loop.currentStatistics.framesPresented
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(loop.currentStatistics.framesPresented, idle, "idle: nothing changed")
        loop.requestRedraw()
        waitForFrames(beyond: idle)
        Thread.sleep(forTimeInterval: 0.2)
        loop.stop()
        XCTAssertEqual(loop.currentStatistics.framesPresented, idle + 1)
    }

    func testCaptureReadsTheFrameBeforeItIsPresented() throws {
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()
        let pixels = try XCTUnwrap(loop.captureFrame(timeout: 2))
        XCTAssertEqual(pixels.width, 200)
        XCTAssertEqual(surface.readBeforePresent, true)
    }

    func testStopReleasesTheSurfaceOnTheRenderThread() throws {
        try loop.start()
        XCTAssertTrue(loop.stop())
        XCTAssertTrue(surface.detached)
        XCTAssertFalse(surface.attachedOnCallerThread)
    }

    func testAFailingSurfaceFailsTheStart() {
        surface.failAttach = true
        XCTAssertThrowsError(try loop.start()) { error in
            XCTAssertEqual(error as? WindowError, .creationFailed(reason: "stand-in"))
        }
    }
}

/// A render surface that records what the render thread does with it.
private final class RecordingSurface: RenderSurface, @unchecked Sendable {
    private let lock = NSLock()
    private let caller = pthread_self()
    private var _sizes: [DrawableSize] = []
    private var _detached = false
    private var _readBeforePresent: Bool?
    private var _attachedOnCaller = false
    private var pendingRead = false
    var failAttach = false

    var sizes: [DrawableSize] { lock.lock(); defer { lock.unlock() }; return _sizes }
    var detached: Bool { lock.lock(); defer { lock.unlock() }; return _detached }
    var readBeforePresent: Bool? { lock.lock(); defer { lock.unlock() }; return _readBeforePresent }
    var attachedOnCallerThread: Bool { lock.lock(); defer { lock.unlock() }; return _attachedOnCaller }

    func attach() throws {
        if failAttach { throw WindowError.creationFailed(reason: "stand-in") }
        lock.lock(); _attachedOnCaller = pthread_equal(pthread_self(), caller) != 0; lock.unlock()
    }
    func detach() { lock.lock(); _detached = true; lock.unlock() }
    func resize(to size: DrawableSize) { lock.lock(); _sizes.append(size); lock.unlock() }
    func present() {
        lock.lock()
        if pendingRead { _readBeforePresent = true; pendingRead = false }
        lock.unlock()
    }
    func readPixels() -> PixelBuffer? {
        lock.lock(); pendingRead = true; let size = _sizes.last; lock.unlock()
        return PixelBuffer(width: size?.pixelWidth ?? 1, height: size?.pixelHeight ?? 1)
    }
}

/// A backend that records, for each frame, the x of the first layer item's origin in
/// pixels (the sliding layer: the root draws nothing of its own).
private final class PositionRecorder: RenderBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var _positions: [(time: Double, x: Double)] = []
    var positions: [(time: Double, x: Double)] { lock.lock(); defer { lock.unlock() }; return _positions }
    var pixelWidth: Int { 200 }
    var pixelHeight: Int { 100 }
    var scale: CGFloat { 1 }
    func draw(_ list: RenderList) {
        for command in list.commands {
            if case .layer(let item) = command, item.backgroundColor != nil {
                lock.lock()
                _positions.append((CAMediaClock.monotonicSeconds(), Double(item.placement.transform.m41)))
                lock.unlock()
                return
            }
        }
    }
}

/// Records `animationDidStop` and whether it ran on the thread that made it.
private final class StopRecorder: NSObject, CAAnimationDelegate {
    private let owner = pthread_self()
    var stopped = false
    var onAppThread: Bool?
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped = true
        onAppThread = pthread_equal(pthread_self(), owner) != 0
    }
}
