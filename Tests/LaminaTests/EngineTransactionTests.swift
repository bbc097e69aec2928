import Foundation
import Testing
@testable import Lamina

@Suite struct EngineTransactionTests {
    @Test func nestedTransactionsInheritAndDoNotLeak() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2 && CATransaction.disableActions())
        CATransaction.setAnimationDuration(5)
        CATransaction.setValue(false, forKey: kCATransactionDisableActions)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 5)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2 && CATransaction.disableActions())
        CATransaction.setValue("tag", forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? String == "tag")
        CATransaction.commit()
        CATransaction.flush()
    }

    @Test func defaultDurationIsAQuarterSecond() {
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.commit()
    }

    @Test func commitWithoutBeginIsReportedAndHarmless() {
        let reported = LaminaDiagnostics.capture { CATransaction.commit() }
        #expect(reported.count == 1)
    }

    @Test func completionWaitsForEveryAnimationOfTheTransaction() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var completions: [String] = []
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completions.append("first") }
            CATransaction.setCompletionBlock { completions.append("second") }
            let short = CABasicAnimation(keyPath: "opacity")
            short.toValue = 0
            short.duration = 0.5
            layer.add(short, forKey: "short")
            let long = CABasicAnimation(keyPath: "position.x")
            long.toValue = 0
            long.duration = 1
            layer.add(long, forKey: "long")
            CATransaction.commit()
            // Never inside commit().
            #expect(completions.isEmpty)
        }
        scene.frames([0, 0.6])
        #expect(completions.isEmpty)
        scene.frame(at: 1.0)
        #expect(completions == ["first", "second"])
        scene.frame(at: 2)
        #expect(completions.count == 2)
    }

    @Test func completionWithoutAnimationsRunsAtTheNextTurn() {
        let scene = EngineScene()
        var ran = 0
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran += 1 }
            CATransaction.commit()
            #expect(ran == 0)
        }
        scene.frame(at: 0.016)
        #expect(ran == 1)
    }

    @Test func removingAnAnimationReleasesTheCompletion() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var done = false
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 10
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        scene.frame(at: 1)
        #expect(!done)
        scene.at(2) { layer.removeAllAnimations() }
        scene.frame(at: 2)
        #expect(done)
    }

    @Test func aCompletionBlockIsLetGoOnceItHasRun() {
        // The arc menu's pattern (seed 010): a layer made for one move, its animation kept
        // on completion (`isRemovedOnCompletion = false`), the completion block capturing
        // the layer to remove it. Core Animation releases the block after calling it, so
        // nothing holds the layer once it leaves the tree.
        let scene = EngineScene()
        weak var moved: CALayer?
        var ran = 0
        scene.at(0) {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            scene.root.addSublayer(layer)
            moved = layer
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                ran += 1
                layer.removeFromSuperlayer()
            }
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 50
            move.duration = 0.5
            move.isRemovedOnCompletion = false
            move.fillMode = .forwards
            layer.add(move, forKey: "move")
            CATransaction.commit()
        }
        scene.frames([0.25, 0.6, 0.7])
        #expect(ran == 1)
        #expect(scene.root.sublayers?.isEmpty ?? true)
        #expect(moved == nil, "the layer outlived its completion block")
    }

    @Test func implicitAnimationRunsFromTheScreenValueWithTheTransactionTiming() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(1) { layer.opacity = 0 }
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit != nil)
        #expect(implicit?.keyPath == "opacity")
        #expect(layer.opacity == 0)
        // 0.25 s with the default timing function (0.25, 0.1, 0.25, 1).
        scene.frame(at: 1.125)
        let eased = bezierY(atX: 0.5, 0.25, 0.1, 0.25, 1)
        #expect(abs(Double(scene.shown(layer).opacity) - (1 - eased)) < 1e-6)
        scene.frame(at: 1.3)
        #expect(scene.shown(layer).opacity == 0)
    }

    @Test func transactionDurationAndTimingApplyToImplicitAnimations() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 250, y: 50)
            CATransaction.commit()
        }
        scene.frame(at: 0.5)
        #expect(close(scene.shown(layer).position.x, 50 + 200 * 0.25))
    }

    @Test func interruptedImplicitAnimationStartsFromWhatIsOnScreen() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 150, y: 50)
            CATransaction.commit()
        }
        scene.frame(at: 0.5)
        #expect(close(scene.shown(layer).position.x, 100))
        scene.at(0.5) {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setAnimationDuration(1)
            layer.position = CGPoint(x: 0, y: 50)
            CATransaction.commit()
        }
        // The new animation runs from 100 (on screen at 0.5), not from the old model 150.
        scene.frame(at: 1.0)
        #expect(close(scene.shown(layer).position.x, 50))
    }

    @Test func actionsCanBeDisabledOrReplaced() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
        }
        #expect(layer.animation(forKey: "opacity") == nil)
        layer.actions = ["opacity": NSNull()]
        scene.at(1) { layer.opacity = 0.2 }
        #expect(layer.animation(forKey: "opacity") == nil)
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["opacity": custom]
        scene.at(2) { layer.opacity = 0.1 }
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
    }

    @Test func delegateActionComesFirst() {
        final class NoActions: CALayerDelegate {
            var asked: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                asked.append(event)
                return NSNull()
            }
        }
        let scene = EngineScene()
        let layer = scene.addLayer()
        let delegate = NoActions()
        layer.delegate = delegate
        layer.actions = ["position": CABasicAnimation()]
        scene.at(0) { layer.position = CGPoint(x: 1, y: 1) }
        #expect(delegate.asked == ["position"])
        #expect(layer.animation(forKey: "position") == nil)
    }

    @Test func aFreshLayerDoesNotAnimateImplicitly() {
        let layer = CALayer()
        layer.opacity = 0.3
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animationKeys() == nil)
        CATransaction.flush()
    }
}

@Suite struct EngineTimeTests {
    @Test func pauseAndResumeRecipeFreezesAndContinues() {
        // SCENES.md scene 5, written exactly as the seed does.
        let scene = EngineScene()
        let layer = scene.addLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 10
        scene.at(0) { layer.add(move, forKey: "move") }
        scene.frame(at: 2)
        #expect(close(scene.shown(layer).position.x, 20))
        scene.at(2) {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        }
        for t in [3.0, 5.0, 7.0] {
            scene.frame(at: t)
            #expect(close(scene.shown(layer).position.x, 20))
        }
        scene.at(7) {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
        }
        scene.frame(at: 7)
        #expect(close(scene.shown(layer).position.x, 20))
        scene.frame(at: 8)
        #expect(close(scene.shown(layer).position.x, 30))
    }

    @Test func convertTimeComposesDownTheTree() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 1
        child.timeOffset = 3
        // child time = ((t − 1)·2 − 0)·1 + 3
        #expect(child.convertTime(5, from: nil) == (5 - 1) * 2 + 3)
        #expect(child.convertTime(11, to: nil) == (11 - 3) / 2 + 1)
        #expect(parent.convertTime(4, from: child) == 1)
        #expect(child.convertTime(1, from: parent) == 4)
        CATransaction.flush()
    }

    @Test func nextFrameTimeIsInfinityWhenIdleAndTheStartOfAPendingAnimation() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.frame(at: 1)
        #expect(scene.renderer.nextFrameTime() == .infinity)
        let later = CABasicAnimation(keyPath: "opacity")
        later.toValue = 0
        later.beginTime = 5
        later.duration = 1
        scene.at(1) { layer.add(later, forKey: "later") }
        scene.frame(at: 1)
        #expect(scene.renderer.nextFrameTime() == 5)
        scene.frame(at: 5.5)
        #expect(scene.renderer.nextFrameTime() == 5.5)
        scene.frame(at: 6.5)
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test func displayLinkFiresOncePerFrameUntilInvalidated() {
        let scene = EngineScene()
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        scene.frames([1, 1, 1.016, 1.033])
        #expect(stamps == [1, 1.016, 1.033])
        #expect(link.duration == scene.renderer.frameInterval)
        #expect(scene.renderer.nextFrameTime() == 1.033)
        link.isPaused = true
        scene.frame(at: 1.05)
        #expect(stamps.count == 3)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        scene.frames([1.066, 1.083, 1.1])
        #expect(stamps == [1, 1.016, 1.033, 1.066, 1.1])
        link.invalidate()
        scene.frame(at: 2)
        #expect(stamps.count == 5)
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test func displayLinkChangesAreOnScreenInTheSameFrame() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let link = CADisplayLink { link in
            CATransaction.setDisableActions(true)
            layer.position.x = CGFloat(link.timestamp * 10)
        }
        link.add(to: .main, forMode: .default)
        scene.frame(at: 3)
        #expect(scene.shown(layer).position.x == 30)
        link.invalidate()
    }

    @Test func presentationIsNilBeforeTheFirstCommitAndCopiesValues() {
        let scene = EngineScene()
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.25
        #expect(shape.presentation() == nil)
        scene.at(0) { scene.root.addSublayer(shape) }
        scene.frame(at: 0)
        let copy = shape.presentation()
        #expect(copy?.strokeEnd == 0.25)
        #expect(copy !== shape && copy?.model() === copy)
        #expect(shape.model() === shape)
    }

    /// The presentation layer shows what was last committed: a model change inside a
    /// transaction that has not committed yet does not reach it (values and objects),
    /// and the next commit does.
    @Test func presentationShowsTheLastCommitUntilTheNextOne() {
        let scene = EngineScene()
        let layer = CALayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.at(0) {
            layer.opacity = 0.5
            layer.backgroundColor = red
            layer.name = "first"
            scene.root.addSublayer(layer)
        }
        scene.frame(at: 0)
        CAMediaClock.withFixedTime(0.1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.9
            layer.backgroundColor = blue
            layer.name = "second"
            #expect(layer.presentation()?.opacity == 0.5)
            #expect(layer.presentation()?.backgroundColor === red)
            #expect(layer.presentation()?.name == "first")
            #expect(layer.opacity == 0.9)
            CATransaction.commit()
            CATransaction.flush()
        }
        scene.frame(at: 0.1)
        #expect(layer.presentation()?.opacity == 0.9)
        #expect(layer.presentation()?.backgroundColor === blue)
        #expect(layer.presentation()?.name == "second")
    }
}
