import Foundation
import Testing
@testable import Lamina

@Suite struct EngineAnimationTests {
    @Test func basicAnimationInterpolatesAndIsRemovedOnCompletion() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 40)
        move.duration = 1
        scene.at(1) { layer.add(move, forKey: "move") }
        scene.frame(at: 1)
        #expect(scene.shown(layer).position == CGPoint(x: 0, y: 0))
        scene.frame(at: 1.25)
        #expect(close(scene.shown(layer).position, CGPoint(x: 25, y: 10)))
        let presented = scene.at(1.5) { layer.presentation()?.position }
        #expect(presented.map { close($0, CGPoint(x: 50, y: 20)) } == true)
        // The model never changes.
        #expect(layer.position == CGPoint(x: 50, y: 50))
        scene.frame(at: 2.01)
        #expect(scene.shown(layer).position == CGPoint(x: 50, y: 50))
        #expect(layer.animation(forKey: "move") == nil)
        #expect(layer.animationKeys() == nil)
    }

    @Test func addCopiesTheAnimation() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        scene.at(0) { layer.add(fade, forKey: "fade") }
        fade.toValue = 0.5
        fade.duration = 100
        scene.frame(at: 0)
        scene.frame(at: 1)
        #expect(close(CGFloat(scene.shown(layer).opacity), 0.5))
        #expect(layer.animation(forKey: "fade") !== fade)
        #expect(layer.animation(forKey: "fade")?.duration == 2)
    }

    @Test func delegateHearsStartAndStopOnceEach() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let recorder = AnimationRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = recorder
        scene.at(0) { layer.add(fade, forKey: "fade") }
        scene.frames([0, 0.5, 0.9])
        #expect(recorder.events == ["start"])
        scene.frames([1.0, 1.1, 2])
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func replacingOrRemovingEarlyReportsNotFinished() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let first = AnimationRecorder(), second = AnimationRecorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 1
        a.delegate = first
        scene.at(0) { layer.add(a, forKey: "fade") }
        scene.frame(at: 0.2)
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0.5
        b.duration = 1
        b.delegate = second
        scene.at(0.3) { layer.add(b, forKey: "fade") }
        scene.frame(at: 0.3)
        #expect(first.events == ["start", "stop false"])
        #expect(second.events == ["start"])
        scene.at(0.4) { layer.removeAnimation(forKey: "fade") }
        scene.frame(at: 0.4)
        #expect(second.events == ["start", "stop false"])
        #expect(scene.shown(layer).opacity == 1)
    }

    @Test func fillForwardsHoldsTheEndWhenNotRemoved() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 0.5
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        scene.at(0) { layer.add(grow, forKey: "grow") }
        scene.frames([0, 0.5, 3])
        #expect(close(scene.shown(layer).transform.m11, 0.5))
        #expect(layer.animation(forKey: "grow") != nil)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test func rotationComponentSpinsThreeTimes() {
        // The lottery wheel: transform.rotation from 0 to 2π·3 turns three whole times.
        let scene = EngineScene()
        let wheel = scene.addLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = 2 * CGFloat.pi * 3
        spin.duration = 3
        scene.at(0) { wheel.add(spin, forKey: "spin") }
        // At 1/12 of the way (0.25 s) the wheel has turned π/2: (1, 0) ↦ (0, 1).
        for t in [0.25, 1.25, 2.25] {
            scene.frame(at: t)
            let m = scene.shown(wheel).transform
            #expect(abs(m.m11) < 1e-9 && close(m.m12, 1))
        }
        scene.frame(at: 1.5)
        #expect(close(scene.shown(wheel).transform.m11, -1))
    }

    @Test func wholeTransformAnimatesByDecomposition() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        turn.duration = 1
        scene.at(0) { layer.add(turn, forKey: "turn") }
        scene.frame(at: 0.5)
        // Identity to a whole turn decomposes to the same rotation: no motion.
        #expect(close(scene.shown(layer).transform, CATransform3DIdentity, 1e-9))
        let quarter = CABasicAnimation(keyPath: "transform")
        quarter.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        quarter.duration = 1
        scene.at(0.5) { layer.add(quarter, forKey: "turn") }
        scene.frame(at: 1.0)
        let m = scene.shown(layer).transform
        #expect(close(m.m11, cos(.pi / 4)) && close(m.m12, sin(.pi / 4)))
    }

    @Test func groupChildrenRunInGroupTimeAndAreCutAtItsDuration() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 4
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        scene.at(10) { layer.add(group, forKey: "group") }
        scene.frame(at: 11.5)
        #expect(close(scene.shown(layer).position.x, 1.5 / 4 * 100))
        #expect(close(CGFloat(scene.shown(layer).opacity), 0.5))
        // After the group's 2 s the children are gone, even the 4 s move.
        scene.frame(at: 12.5)
        #expect(scene.shown(layer).position.x == 50 && scene.shown(layer).opacity == 1)
    }

    @Test func springFollowsTheClosedFormOscillator() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 5
        scene.at(0) { layer.add(spring, forKey: "spring") }
        // m = 1, k = 100, c = 10: ω0 = 10, ζ = 0.5, ωd = 10·√0.75; from 0 to 1 at rest:
        // x(t) = 1 − e^(−ζω0 t)(cos ωd t + ζω0/ωd · sin ωd t).
        let w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.2, 0.37, 1.0] {
            scene.frame(at: t)
            let x = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            #expect(close(scene.shown(layer).position.x, CGFloat(100 * x), 1e-6))
        }
    }

    @Test func keyframesAlongAPathMoveAndTurnTheLayer() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let square = CGMutablePath()
        square.move(to: CGPoint(x: 0, y: 0))
        square.addLine(to: CGPoint(x: 100, y: 0))
        square.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = square
        follow.duration = 2
        follow.rotationMode = .rotateAuto
        scene.at(0) { layer.add(follow, forKey: "follow") }
        scene.frame(at: 0.5)
        #expect(close(scene.shown(layer).position, CGPoint(x: 50, y: 0)))
        #expect(close(scene.shown(layer).transform.m11, 1))
        scene.frame(at: 1.5)
        #expect(close(scene.shown(layer).position, CGPoint(x: 100, y: 50)))
        // Heading down (+y) the layer has turned a quarter: (1, 0) ↦ (0, 1).
        #expect(abs(scene.shown(layer).transform.m11) < 1e-9 && close(scene.shown(layer).transform.m12, 1))
    }

    @Test func mismatchedKeyframesAreIgnoredButStillFinish() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let recorder = AnimationRecorder()
        let bad = CAKeyframeAnimation(keyPath: "opacity")
        bad.values = [0, 1, 0]
        bad.keyTimes = [0, 1]
        bad.duration = 1
        bad.delegate = recorder
        let reported = LaminaDiagnostics.capture { scene.at(0) { layer.add(bad, forKey: "bad") } }
        #expect(!reported.isEmpty)
        scene.frames([0, 0.5])
        #expect(scene.shown(layer).opacity == 1)
        scene.frame(at: 1.5)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func additiveAnimationAddsToTheModel() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 20
        nudge.isAdditive = true
        nudge.duration = 1
        scene.at(0) { layer.add(nudge, forKey: "nudge") }
        scene.frame(at: 0.5)
        #expect(close(scene.shown(layer).position.x, 50 + 10))
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.isCumulative = true
        step.repeatCount = 3
        step.duration = 1
        scene.at(0) { layer.add(step, forKey: "step") }
        scene.frame(at: 2.5)
        #expect(close(scene.shown(layer).position.x, 25))
    }

    @Test func animationsOnALayerOutsideAnyRendererNeverStart() {
        let loose = CALayer()
        let recorder = AnimationRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.delegate = recorder
        loose.add(fade, forKey: "fade")
        CATransaction.flush()
        #expect(loose.presentation() == nil)
        #expect(recorder.events.isEmpty)
        #expect(loose.animation(forKey: "fade") != nil)
    }
}
