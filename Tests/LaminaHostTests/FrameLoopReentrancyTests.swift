import Foundation
import XCTest
@testable import LaminaHost

/// Faults survived on the frame loop's two threads: callbacks the render thread queues
/// (animation delegates, completion blocks) and display links run on the app thread, and
/// re-enter there — throw and catch, move their layer, add and remove animations, remove
/// layers, invalidate themselves — while the render thread keeps drawing. The trees stay
/// consistent: the layer tree's and the renderer's invariants hold once the loop stops.
final class FrameLoopReentrancyTests: XCTestCase {
    /// A delegate whose callbacks run closures, recording them in order.
    private final class Delegate: NSObject, CAAnimationDelegate {
        var onStart: (() -> Void)?
        var onStop: ((Bool) -> Void)?
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start"); onStart?() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)"); onStop?(flag) }
    }

    private struct HandlerError: Error {}
    private static func failingWork() throws { throw HandlerError() }

    func testReentrantCallbacksOnTheAppThreadKeepTheTreesConsistent() throws {
        let renderer = CARenderer()
        let root = CALayer(), layer = CALayer(), other = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        for (sublayer, x) in [(layer, 30.0), (other, 120.0)] {
            sublayer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            sublayer.position = CGPoint(x: x, y: 50)
            sublayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(sublayer)
        }
        CATransaction.commit()
        renderer.layer = root
        let wake = DispatchSemaphore(value: 0)
        let loop = FrameLoop(renderer: renderer, surface: NullSurface(),
                             size: DrawableSize(points: CGSize(width: 200, height: 100), pixelWidth: 200, pixelHeight: 100),
                             vsync: false, wakeApp: { wake.signal() })
        defer { loop.stop() }

        let first = Delegate(), second = Delegate()
        var caught = 0, completions: [String] = []
        first.onStop = { finished in
            do { try Self.failingWork() } catch { caught += 1 }
            // Moves its layer and gives it a new animation, with a completion block that
            // commits a transaction of its own.
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                completions.append("outer")
                CATransaction.begin()
                CATransaction.setCompletionBlock { completions.append("inner") }
                layer.opacity = 0.5
                CATransaction.commit()
            }
            other.addSublayer(layer)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi
            spin.duration = 5
            spin.delegate = second
            layer.add(spin, forKey: "spin")
            CATransaction.commit()
        }
        // The second animation removes itself as it starts: it stops unfinished.
        second.onStart = { layer.removeAnimation(forKey: "spin") }
        var linkFirings = 0
        let extra = CALayer()
        let link = CADisplayLink { link in
            linkFirings += 1
            do { try Self.failingWork() } catch {
                if linkFirings == 2 { root.addSublayer(extra) }
                if linkFirings == 4 {
                    extra.removeFromSuperlayer()
                    link.invalidate()
                }
            }
        }
        link.add(to: .main, forMode: .common)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.15
        fade.delegate = first
        CATransaction.begin()
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        renderer.commitFrame(atTime: CACurrentMediaTime())
        try loop.start()

        let deadline = CAMediaClock.monotonicSeconds() + 5
        while CAMediaClock.monotonicSeconds() < deadline
            && !(second.events.count == 2 && completions.count == 2 && linkFirings >= 4) {
            _ = wake.wait(timeout: .now() + min(loop.appWaitTimeout(idle: 0.01), 0.05))
            loop.appTurn()
        }
        XCTAssertTrue(loop.stop())
        XCTAssertEqual(first.events, ["start", "stop true"])
        XCTAssertEqual(second.events, ["start", "stop false"], "removed while it ran: finished is false")
        XCTAssertEqual(caught, 1)
        XCTAssertEqual(completions, ["outer", "inner"])
        XCTAssertEqual(linkFirings, 4, "an invalidated link fires no more")
        XCTAssertTrue(layer.superlayer === other)
        XCTAssertNil(extra.superlayer)
        XCTAssertNil(layer.animation(forKey: "spin"))
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(root.checkInvariants(), [])
        XCTAssertEqual(renderer.checkInvariants(), [])
    }
}

/// A render surface that shows nothing.
private final class NullSurface: RenderSurface, @unchecked Sendable {
    func attach() throws {}
    func detach() {}
    func resize(to size: DrawableSize) {}
    func present() {}
    func readPixels() -> PixelBuffer? { nil }
}
