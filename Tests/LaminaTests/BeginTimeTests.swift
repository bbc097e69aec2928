import Foundation
import Testing
@testable import Lamina

/// An animation whose `beginTime` is 0 begins at the media time of the commit that
/// carried it (Apple: "the layer's current time" when it is committed), whether or not
/// its renderer has drawn a frame yet.
@Suite struct BeginTimeTests {
    func fade() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 4
        return fade
    }

    func draw(_ renderer: CARenderer, at t: CFTimeInterval) {
        CAMediaClock.withFixedTime(t) {
            renderer.beginFrame(atTime: t)
            renderer.render()
            renderer.endFrame()
        }
    }

    func shownOpacity(_ renderer: CARenderer, _ layer: CALayer) -> Float? {
        renderer.tree.index(of: layer.layerID).map { renderer.tree.presented[$0].opacity }
    }

    @Test func beforeTheRenderersFirstFrame() throws {
        let renderer = CARenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        renderer.layer = root
        let layer = CALayer()
        CAMediaClock.withFixedTime(10) {
            root.addSublayer(layer)
            layer.add(fade(), forKey: "fade")
            CATransaction.flush()
        }
        draw(renderer, at: 11)
        #expect(abs(try #require(shownOpacity(renderer, layer)) - 0.25) < 1e-6)
        let presented = try #require(CAMediaClock.withFixedTime(11) { layer.presentation() })
        #expect(abs(presented.opacity - 0.25) < 1e-6)
    }

    @Test func aCommitInsideAnExplicitTransactionUsesItsCommitTime() throws {
        let renderer = CARenderer()
        let root = CALayer()
        renderer.layer = root
        let layer = CALayer()
        CAMediaClock.withFixedTime(1) { root.addSublayer(layer); CATransaction.flush() }
        CAMediaClock.withFixedTime(2) {
            CATransaction.begin()
            layer.add(fade(), forKey: "fade")
            CATransaction.commit()
        }
        draw(renderer, at: 4)
        #expect(abs(try #require(shownOpacity(renderer, layer)) - 0.5) < 1e-6)
    }
}

extension BeginTimeTests {
    /// A layer whose tree no renderer draws yet (a window before its first frame): the
    /// commit still starts its animation, which is that far along once it is drawn.
    @Test func aCommitWithoutARendererStillStartsTheAnimation() throws {
        let renderer = CARenderer()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        CAMediaClock.withFixedTime(3) {
            layer.add(fade(), forKey: "fade")
            CATransaction.flush()
        }
        CAMediaClock.withFixedTime(5) {
            renderer.layer = root
            CATransaction.flush()
        }
        draw(renderer, at: 5)
        #expect(abs(try #require(shownOpacity(renderer, layer)) - 0.5) < 1e-6)
    }
}

/// A sublayer with no timing of its own runs in its superlayer's time: the superlayer's
/// speed slows its animations, also when the speed changes after they began.
@Suite struct InheritedLayerTimeTests {
    @Test func aSuperlayersSpeedSlowsItsSublayersAnimations() throws {
        let scene = EngineScene()
        let parent = CALayer(), child = CALayer()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            parent.addSublayer(child)
            scene.root.addSublayer(parent)
        }
        scene.frame(at: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 4
        scene.at(1) { child.add(fade, forKey: "fade") }
        scene.frame(at: 2)
        #expect(abs(scene.shown(child).opacity - 0.25) < 1e-6, "1 s of 4 at speed 1")
        // Half speed from t = 2 (the recipe keeps the parent's time continuous).
        scene.at(2) {
            let now = parent.convertTime(2, from: nil)
            parent.speed = 0.5
            parent.beginTime = 2
            parent.timeOffset = now
        }
        scene.frame(at: 4)
        // Parent time at 4: (4 − 2)·0.5 + 2 = 3, so the child is 2 s into its 4.
        #expect(abs(scene.shown(child).opacity - 0.5) < 1e-6)
    }
}
