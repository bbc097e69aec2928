import Foundation
import Testing
@testable import Lamina

/// `add(_:forKey:)` and groups, against Apple's documented and observed rules: the layer
/// keeps a copy; a duration of 0 becomes the transaction's `animationDuration` on that
/// copy when it is added; a transition is kept under `kCATransition`; a group's timing
/// function warps the time its children see.
@Suite struct AnimationAddingTests {
    @Test func theLayerKeepsACopyWithTheTransactionsDuration() throws {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.0
        layer.add(fade, forKey: "fade")
        let kept = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(kept !== fade)
        #expect(kept.duration == 0.25, "CATransaction.animationDuration() defaults to 0.25 s")
        #expect(fade.duration == 0, "the caller's object is unchanged")
        fade.toValue = 1.0
        #expect(kept.toValue as? Double == 0.0)

        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        layer.add(fade, forKey: "slow")
        CATransaction.commit()
        #expect(layer.animation(forKey: "slow")?.duration == 3)

        let timed = CABasicAnimation(keyPath: "opacity")
        timed.duration = 1.5
        layer.add(timed, forKey: "timed")
        #expect(layer.animation(forKey: "timed")?.duration == 1.5)
    }

    @Test func aTransitionIsKeptUnderTheTransitionKey() {
        let layer = CALayer()
        let push = CATransition()
        push.type = .push
        layer.add(push, forKey: "slide")
        #expect(kCATransition == "transition")
        #expect(layer.animation(forKey: "transition") is CATransition)
        #expect(layer.animation(forKey: "slide") == nil)
        #expect(layer.animationKeys() == ["transition"])
        layer.add(CATransition(), forKey: nil)
        #expect(layer.animationKeys() == ["transition"], "a second transition replaces the first")
    }

    @Test func aGroupAddedToALayerIgnoresLaterChangesToItsChildren() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0.0
        child.toValue = 1.0
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        scene.at(1) { layer.add(group, forKey: "group") }
        child.toValue = 0.0
        let presented = try #require(CAMediaClock.withFixedTime(2) { layer.presentation() })
        #expect(abs(Double(presented.opacity) - 0.5) < 1e-6)
    }

    /// The opacity a linear 0 → 1 child shows, in a group of the same duration with
    /// `groupCurve`, the child having `childCurve`: the group's curve first.
    func groupedOpacity(at t: Double, groupCurve: CAMediaTimingFunctionName?,
                        childCurve: CAMediaTimingFunctionName?) throws -> Double {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0.0
        child.toValue = 1.0
        child.timingFunction = childCurve.map { CAMediaTimingFunction(name: $0) }
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.timingFunction = groupCurve.map { CAMediaTimingFunction(name: $0) }
        scene.at(1) { layer.add(group, forKey: "group") }
        scene.frame(at: 1 + t)
        let shown = Double(scene.shown(layer).opacity)
        let presented = try #require(CAMediaClock.withFixedTime(1 + t) { layer.presentation() })
        #expect(abs(Double(presented.opacity) - shown) < 1e-6)
        return shown
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func aGroupsTimingFunctionWarpsItsChildrensTime(_ t: Double) throws {
        // easeIn is (0.42, 0) (1, 1); easeOut is (0, 0) (0.58, 1).
        let easeIn = bezierY(atX: t, 0.42, 0, 1, 1)
        let warped = try groupedOpacity(at: t, groupCurve: .easeIn, childCurve: nil)
        #expect(abs(warped - easeIn) < 1e-4)
        let composed = try groupedOpacity(at: t, groupCurve: .easeIn, childCurve: .easeOut)
        #expect(abs(composed - bezierY(atX: easeIn, 0, 0, 0.58, 1)) < 1e-4, "easeOut of easeIn")
        let childOnly = try groupedOpacity(at: t, groupCurve: nil, childCurve: .easeOut)
        #expect(abs(childOnly - bezierY(atX: t, 0, 0, 0.58, 1)) < 1e-4)
    }

    /// Apple's listing on the CAAnimationGroup page, as written there: the scale child
    /// has no duration of its own and runs over the group's second, so halfway the
    /// layer is at opacity 0.5 and scale 2.
    @Test func applesGroupListingFadesAndScalesTogether() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.fromValue = 1
        fadeOut.toValue = 0
        fadeOut.duration = 1
        let expandScale = CABasicAnimation()
        expandScale.keyPath = "transform"
        expandScale.valueFunction = CAValueFunction(name: kCAValueFunctionScale)
        expandScale.fromValue = [1, 1, 1]
        expandScale.toValue = [3, 3, 3]
        let fadeAndScale = CAAnimationGroup()
        fadeAndScale.animations = [fadeOut, expandScale]
        fadeAndScale.duration = 1
        scene.at(1) { layer.add(fadeAndScale, forKey: nil) }
        scene.frame(at: 1.5)
        let shown = scene.shown(layer)
        #expect(abs(shown.opacity - 0.5) < 1e-6)
        #expect(abs(shown.transform.m11 - 2) < 1e-9 && abs(shown.transform.m22 - 2) < 1e-9
                && abs(shown.transform.m33 - 2) < 1e-9)
        scene.frame(at: 2.5)
        #expect(scene.shown(layer).opacity == 1 && CATransform3DIsIdentity(scene.shown(layer).transform))
    }

    @Test func aLayersDurationReadsBackInfinite() {
        let layer = CALayer()
        #expect(layer.duration == .infinity)
        #expect(CAShapeLayer().duration == .infinity)
        // It still does not cycle its sublayers' time.
        #expect(layer.convertTime(100, from: nil) == 100)
        layer.duration = 2
        #expect(layer.duration == 2)
        #expect(CABasicAnimation().duration == 0, "an animation's stays 0")
    }
}
