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
