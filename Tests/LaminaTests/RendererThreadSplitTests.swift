import Foundation
import Testing
@testable import Lamina

/// The two halves of a frame (`commitFrame` on the app thread, `evaluateFrame` /
/// `render` / `endFrame` on a render thread) and the inbox between them.
@Suite struct RendererThreadSplitTests {
    /// A renderer made on the calling thread, with a 400×400 root and one 100×100 layer.
    private func makeScene() -> (renderer: CARenderer, root: CALayer, layer: CALayer) {
        let renderer = CARenderer()
        let root = CALayer()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        CATransaction.commit()
        renderer.layer = root
        return (renderer, root, layer)
    }

    /// Runs the render thread's half of a frame at `t` on a thread of its own and waits.
    private func renderOnAnotherThread(_ renderer: CARenderer, at t: CFTimeInterval) -> pthread_t {
        let box = RenderThreadBox(renderer)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.thread = pthread_self()
            box.renderer.evaluateFrame(atTime: t)
            box.renderer.render()
            box.renderer.endFrame()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.thread!
    }

    @Test func commitFillsTheInboxWithoutTouchingTheRenderTree() {
        let (renderer, _, _) = makeScene()
        renderer.commitFrame(atTime: 0)
        #expect(renderer.inbox.hasPendingChanges)
        #expect(renderer.tree.layerCount == 0)
        renderer.evaluateFrame(atTime: 0)
        renderer.endFrame()
        #expect(!renderer.inbox.hasPendingChanges)
        #expect(renderer.tree.layerCount == 2)
    }

    @Test func everyDeliveryRunsTheHandlerOnTheCommittingThread() {
        let (renderer, _, layer) = makeScene()
        let committer = pthread_self()
        var calls: [Bool] = []
        renderer.inbox.setDeliveryHandler { calls.append(pthread_equal(pthread_self(), committer) != 0) }
        renderer.commitFrame(atTime: 0)
        #expect(calls == [true])
        layer.opacity = 0.5
        renderer.commitFrame(atTime: 0.1)
        #expect(calls == [true, true])
        // Nothing changed: no delivery.
        renderer.commitFrame(atTime: 0.2)
        #expect(calls.count == 2)
        renderer.layer = CALayer()
        #expect(calls.count == 3)
    }

    @Test func evaluationOnARenderThreadQueuesCallbacksToTheAppThread() {
        let (renderer, _, layer) = makeScene()
        renderer.commitFrame(atTime: 0)
        _ = renderOnAnotherThread(renderer, at: 0)

        let recorder = ThreadRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = recorder
        var completionThread: pthread_t?
        CAMediaClock.withFixedTime(1) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completionThread = pthread_self() }
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        renderer.commitFrame(atTime: 1)

        let renderThread = renderOnAnotherThread(renderer, at: 1)
        #expect(renderer.tree.animatedNodes.count == 1)
        // Queued, not run on the render thread.
        #expect(recorder.events.isEmpty)
        renderer.callbacks.drain()
        #expect(recorder.events.map(\.name) == ["start"])

        _ = renderOnAnotherThread(renderer, at: 2.5)
        #expect(recorder.events.count == 1)
        #expect(completionThread == nil)
        renderer.callbacks.drain()
        #expect(recorder.events.map(\.name) == ["start", "stop true"])
        let app = pthread_self()
        #expect(recorder.events.allSatisfy { pthread_equal($0.thread, app) != 0 })
        #expect(recorder.events.allSatisfy { pthread_equal($0.thread, renderThread) == 0 })
        // The removal on completion ran with the callbacks, on the app thread.
        #expect(layer.animation(forKey: "fade") == nil)
        renderer.callbacks.drain()
        #expect(completionThread.map { pthread_equal($0, app) != 0 } == true)
    }

    @Test func aNewRootResetsTheRenderTreeAtTheNextEvaluation() {
        let (renderer, _, _) = makeScene()
        renderer.beginFrame(atTime: 0)
        renderer.endFrame()
        #expect(renderer.tree.layerCount == 2)
        let other = CALayer()
        other.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        renderer.layer = other
        // The app thread does not touch the render tree.
        #expect(renderer.tree.layerCount == 2)
        renderer.commitFrame(atTime: 1)
        renderer.evaluateFrame(atTime: 1)
        renderer.endFrame()
        #expect(renderer.tree.layerCount == 1)
        #expect(renderer.tree.index(of: other.layerID) != nil)
    }

    @Test func snapshotsOfTheOldRootAreDroppedWithIt() {
        let (renderer, _, layer) = makeScene()
        renderer.beginFrame(atTime: 0)
        renderer.endFrame()
        layer.opacity = 0.25
        renderer.commitFrame(atTime: 1)
        let other = CALayer()
        renderer.layer = other
        renderer.commitFrame(atTime: 1)
        renderer.evaluateFrame(atTime: 1)
        renderer.endFrame()
        #expect(renderer.tree.index(of: layer.layerID) == nil)
        #expect(renderer.tree.layerCount == 1)
    }

    @Test func nextEvaluationTimeFollowsTheInboxAndTheAnimations() {
        let (renderer, _, layer) = makeScene()
        renderer.commitFrame(atTime: 0)
        renderer.evaluateFrame(atTime: 0)
        renderer.endFrame()
        #expect(renderer.nextEvaluationTime() == .infinity)

        layer.opacity = 0.5
        renderer.commitFrame(atTime: 1)
        // A commit waits: draw at once (the last frame's time).
        #expect(renderer.nextEvaluationTime() == 0)
        renderer.evaluateFrame(atTime: 1)
        renderer.endFrame()
        // The implicit fade runs from 1 s to 1.25 s.
        #expect(renderer.nextEvaluationTime() == 1)
        renderer.evaluateFrame(atTime: 1.3)
        renderer.endFrame()
        #expect(renderer.nextEvaluationTime() == .infinity)

        let later = CABasicAnimation(keyPath: "position.x")
        later.toValue = 0
        later.duration = 1
        later.beginTime = 5
        CATransaction.begin()
        layer.add(later, forKey: "later")
        CATransaction.commit()
        renderer.commitFrame(atTime: 2)
        renderer.evaluateFrame(atTime: 2)
        renderer.endFrame()
        #expect(renderer.nextEvaluationTime() == 5)
    }

    @Test func displayLinksCountForTheAppThreadButNotForEvaluation() {
        let (renderer, _, _) = makeScene()
        renderer.beginFrame(atTime: 0)
        renderer.endFrame()
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        #expect(renderer.nextFrameTime() == 0)
        #expect(renderer.nextEvaluationTime() == .infinity)
        // Links fire in the app thread's half only.
        _ = renderOnAnotherThread(renderer, at: 1)
        #expect(fired == 0)
        renderer.commitFrame(atTime: 2)
        #expect(fired == 1)
    }

    @Test func theCommitsCostReachesTheStatisticsWithTheFrame() {
        let (renderer, _, _) = makeScene()
        renderer.commitFrame(atTime: 0)
        #expect(renderer.statistics.layers == 0)
        renderer.evaluateFrame(atTime: 0)
        renderer.endFrame()
        #expect(renderer.statistics.commitSeconds > 0)
        #expect(renderer.statistics.layers == 2)
    }

    @Test func nonFiniteTimesAreReportedAndIgnored() {
        let (renderer, _, _) = makeScene()
        let reported = LaminaDiagnostics.capture {
            renderer.commitFrame(atTime: .nan)
            renderer.evaluateFrame(atTime: .infinity)
        }
        #expect(reported.count == 2)
        #expect(renderer.tree.layerCount == 0)
    }
}

/// Hands a renderer to the thread that evaluates it, as a frame loop does.
private final class RenderThreadBox: @unchecked Sendable {
    let renderer: CARenderer
    var thread: pthread_t?
    init(_ renderer: CARenderer) { self.renderer = renderer }
}

/// Records delegate calls and the thread each ran on.
private final class ThreadRecorder: NSObject, CAAnimationDelegate, @unchecked Sendable {
    var events: [(name: String, thread: pthread_t)] = []
    func animationDidStart(_ anim: CAAnimation) { events.append(("start", pthread_self())) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(("stop \(flag)", pthread_self())) }
}
