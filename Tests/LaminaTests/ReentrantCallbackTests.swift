import Foundation
import Testing
@testable import Lamina

/// Faults survived: delegates, completion blocks and display-link handlers that throw (a
/// Swift error thrown and caught inside the handler: the handlers themselves are
/// non-throwing, as Apple's) or re-enter the engine — add animations, commit
/// transactions, remove their own layer or the animation being delivered, move the layer
/// elsewhere — leave the tree consistent: every frame of `EngineScene` checks the
/// renderer's invariants (layer tree, render tree, render list, render tree = model), and
/// each case checks it once more after its last callback, and Apple's documented
/// outcomes.
@Suite struct ReentrantCallbackTests {
    /// A delegate whose callbacks run closures.
    final class Delegate: NSObject, CAAnimationDelegate {
        var onStart: ((CAAnimation) -> Void)?
        var onStop: ((CAAnimation, Bool) -> Void)?
        var events: [String] = []

        func animationDidStart(_ anim: CAAnimation) {
            events.append("start")
            onStart?(anim)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \(flag)")
            onStop?(anim, flag)
        }
    }

    struct HandlerError: Error {}

    /// What a handler's own code does that fails: it throws, and the handler catches it.
    static func failingWork() throws -> Int { throw HandlerError() }

    static func fade(_ duration: CFTimeInterval = 1, delegate: Delegate? = nil) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        fade.delegate = delegate
        return fade
    }

    static func assertConsistent(_ scene: EngineScene, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = scene.renderer.checkInvariants() + scene.root.checkInvariants()
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }

    /// animationDidStop throws and catches, then adds a new animation under the same key
    /// and commits a transaction of its own: the new animation runs from the frame after.
    @Test func didStopThatThrowsAndAddsAnAnimationUnderTheSameKey() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let delegate = Delegate()
        var caught = 0
        delegate.onStop = { _, finished in
            do { _ = try Self.failingWork() } catch { caught += 1 }
            guard finished, caught == 1 else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.add(Self.fade(2), forKey: "fade")
            layer.opacity = 0.5
            CATransaction.commit()
        }
        scene.at(0) { layer.add(Self.fade(1, delegate: delegate), forKey: "fade") }
        scene.frames([0, 0.5, 1.0, 1.1])
        #expect(delegate.events == ["start", "stop true"])
        #expect(caught == 1)
        // The second fade (from 1 to 0 over 2 s) began at the stop's commit (t = 1.0).
        scene.frame(at: 2.0)
        #expect(abs(Double(scene.shown(layer).opacity) - 0.5) < 1e-6, "half way through the second fade")
        #expect(layer.animation(forKey: "fade") != nil)
        scene.frame(at: 3.5)
        #expect(scene.shown(layer).opacity == 0.5, "the model value once it ended")
        Self.assertConsistent(scene)
    }

    /// animationDidStart removes the animation being delivered: Apple then reports
    /// animationDidStop with finished == false, once, and the layer shows its model.
    @Test func didStartRemovesTheAnimationBeingDelivered() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let delegate = Delegate()
        delegate.onStart = { _ in
            do { _ = try Self.failingWork() } catch {
                layer.removeAnimation(forKey: "fade")
            }
        }
        scene.at(0) { layer.add(Self.fade(1, delegate: delegate), forKey: "fade") }
        scene.frames([0, 0.25, 0.5, 2])
        #expect(delegate.events == ["start", "stop false"])
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(scene.shown(layer).opacity == 1)
        Self.assertConsistent(scene)
    }

    /// animationDidStop removes the animation's own layer from the tree.
    @Test func didStopRemovesItsOwnLayer() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let child = CALayer()
        scene.at(0) { layer.addSublayer(child) }
        let delegate = Delegate()
        delegate.onStop = { _, _ in layer.removeFromSuperlayer() }
        scene.at(0) { layer.add(Self.fade(0.5, delegate: delegate), forKey: "fade") }
        scene.frames([0, 0.25, 0.6, 0.7])
        #expect(delegate.events == ["start", "stop true"])
        #expect(layer.superlayer == nil && scene.root.sublayers?.contains(layer) != true)
        #expect(scene.renderer.tree.index(of: layer.layerID) == nil)
        #expect(scene.renderer.tree.index(of: child.layerID) == nil)
        Self.assertConsistent(scene)
    }

    /// animationDidStart moves the layer under another parent while its animation runs:
    /// the animation keeps running there (a layer's animations go with it) and ends once.
    @Test func didStartMovesTheLayerElsewhere() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let other = scene.addLayer()
        let delegate = Delegate()
        delegate.onStart = { _ in
            CATransaction.begin()
            other.addSublayer(layer)
            CATransaction.commit()
        }
        scene.at(0) { layer.add(Self.fade(1, delegate: delegate), forKey: "fade") }
        scene.frames([0, 0.5])
        #expect(layer.superlayer === other)
        #expect(abs(Double(scene.shown(layer).opacity) - 0.5) < 1e-6, "the fade runs on in its new place")
        scene.frames([1.1, 1.2])
        #expect(delegate.events == ["start", "stop true"])
        Self.assertConsistent(scene)
    }

    /// animationDidStop of one animation removes a second one of the same layer, which
    /// then stops unfinished; removing everything while a stop is delivered is safe.
    @Test func didStopRemovesTheOtherAnimations() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let first = Delegate(), second = Delegate()
        first.onStop = { _, _ in layer.removeAllAnimations() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 5
        move.delegate = second
        scene.at(0) {
            layer.add(Self.fade(0.5, delegate: first), forKey: "fade")
            layer.add(move, forKey: "move")
        }
        scene.frames([0, 0.6, 0.7, 1])
        #expect(first.events == ["start", "stop true"])
        #expect(second.events == ["start", "stop false"])
        #expect(layer.animationKeys() == nil || layer.animationKeys()?.isEmpty == true)
        #expect(scene.shown(layer).position.x == layer.position.x)
        Self.assertConsistent(scene)
    }

    /// A transaction's completion block throws and catches, commits a nested transaction
    /// with a completion block of its own and animates: both blocks run, the outer first,
    /// the inner once its own animations end.
    @Test func completionBlockThatCommitsATransactionWithItsOwnCompletion() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var order: [String] = []
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setCompletionBlock {
                do { _ = try Self.failingWork() } catch { order.append("outer caught") }
                CATransaction.begin()
                CATransaction.setAnimationDuration(0.5)
                CATransaction.setCompletionBlock { order.append("inner") }
                layer.opacity = 0.25
                CATransaction.commit()
                order.append("outer")
            }
            layer.position = CGPoint(x: 200, y: 200)
            CATransaction.commit()
        }
        scene.frames([0, 0.3, 0.6])
        #expect(order == ["outer caught", "outer"])
        scene.frames([0.8, 1.2, 1.3])
        #expect(order == ["outer caught", "outer", "inner"])
        #expect(scene.shown(layer).opacity == 0.25)
        Self.assertConsistent(scene)
    }

    /// A completion block removes the layer whose animations it waited for.
    @Test func completionBlockRemovesTheLayer() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var ran = 0
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setCompletionBlock {
                ran += 1
                layer.removeFromSuperlayer()
            }
            layer.opacity = 0
            CATransaction.commit()
        }
        scene.frames([0, 0.3, 0.6, 0.7])
        #expect(ran == 1)
        #expect(layer.superlayer == nil)
        Self.assertConsistent(scene)
    }

    /// A display link's handler throws and catches, adds an animation, removes its layer
    /// and invalidates itself while being delivered: it fires no more, and the tree holds.
    @Test func displayLinkHandlerThatReentersAndInvalidatesItself() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var fired = 0, caught = 0
        let link = CADisplayLink { link in
            fired += 1
            do { _ = try Self.failingWork() } catch { caught += 1 }
            switch fired {
            case 1:
                layer.add(Self.fade(1), forKey: "fade")
            case 2:
                CATransaction.begin()
                layer.removeFromSuperlayer()
                CATransaction.commit()
            default:
                scene.root.addSublayer(layer)
                link.invalidate()
            }
        }
        link.add(to: .main, forMode: .common)
        scene.frames([1, 1.1, 1.2, 1.3, 1.4])
        #expect(fired == 3)
        #expect(caught == 3)
        #expect(layer.superlayer === scene.root)
        #expect(scene.renderer.nextFrameTime() == .infinity || layer.animation(forKey: "fade") != nil)
        Self.assertConsistent(scene)
    }

    /// The delegate of an animation whose layer a display link removed from the tree gets
    /// animationDidStop(finished: false) (Apple: removal from the tree stops a layer's
    /// animations).
    @Test func layerRemovedFromTheTreeStopsItsAnimationUnfinished() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let delegate = Delegate()
        scene.at(0) { layer.add(Self.fade(5, delegate: delegate), forKey: "fade") }
        scene.frames([0, 0.5])
        let link = CADisplayLink { link in
            layer.removeFromSuperlayer()
            link.invalidate()
        }
        link.add(to: .main, forMode: .common)
        scene.frames([1, 1.1])
        #expect(delegate.events == ["start", "stop false"])
        Self.assertConsistent(scene)
    }
}
