import Foundation
import Testing
@testable import Lamina

/// The render tree keeps a second copy of a layer's values, its model, only while the
/// layer has animations: frames reset the animated properties from it. Without
/// animations only commits write the presented values, so they are the model.
@Suite struct RenderTreeModelTests {
    private func slot(of layer: CALayer, in scene: EngineScene) -> Int32 {
        let tree = scene.renderer.tree
        return tree.modelSlots[tree.index(of: layer.layerID)!]
    }

    @Test func aLayerKeepsAModelOfItsOwnOnlyWhileItHasAnimations() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let still = scene.addLayer()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            layer.opacity = 0.3
        }
        scene.frame(at: 0)
        #expect(slot(of: layer, in: scene) == -1 && slot(of: still, in: scene) == -1)
        #expect(slot(of: scene.root, in: scene) == -1)

        scene.at(0) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
        scene.frame(at: 0.25)
        #expect(slot(of: layer, in: scene) >= 0 && slot(of: still, in: scene) == -1)
        #expect(abs(scene.shown(layer).opacity - 0.75) < 1e-6)
        #expect(scene.renderer.tree.model(of: scene.renderer.tree.index(of: layer.layerID)!).opacity == 0.3)

        // The model changes under the animation: the kept model follows the commit.
        scene.at(0.5) {
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 70, y: 80)
        }
        scene.frame(at: 0.5)
        #expect(scene.shown(layer).position == CGPoint(x: 70, y: 80))
        #expect(abs(scene.shown(layer).opacity - 0.5) < 1e-6)

        // Removed on completion: the model shows again and the copy is given back.
        scene.frame(at: 1.5)
        #expect(slot(of: layer, in: scene) == -1)
        #expect(scene.shown(layer).opacity == 0.3 && scene.shown(layer).position == CGPoint(x: 70, y: 80))
    }

    @Test func aModelGivenBackIsReusedByTheNextAnimatedLayer() {
        let scene = EngineScene()
        let a = scene.addLayer(), b = scene.addLayer()
        func move(_ layer: CALayer, at t: CFTimeInterval) {
            scene.at(t) {
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = 0
                slide.toValue = 100
                slide.duration = 1
                layer.add(slide, forKey: "slide")
            }
        }
        move(a, at: 0)
        scene.frame(at: 0.5)
        let first = slot(of: a, in: scene)
        #expect(first >= 0 && abs(scene.shown(a).position.x - 50) < 1e-9)
        scene.frame(at: 1.5)
        #expect(slot(of: a, in: scene) == -1 && scene.shown(a).position.x == 50)
        move(b, at: 2)
        scene.frame(at: 2.25)
        #expect(slot(of: b, in: scene) == first, "the freed copy is taken again")
        #expect(scene.renderer.tree.models.count == 1)
        #expect(abs(scene.shown(b).position.x - 25) < 1e-9 && scene.shown(a).position.x == 50)
    }
}
