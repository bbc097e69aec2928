import Foundation
import Testing
@testable import Lamina

@Suite struct LayerHitTestingTests {
    func box(_ frame: CGRect, name: String) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.name = name
        return l
    }

    @Test func containsIncludesTheOriginEdgeButNotTheFarEdge() {
        let l = box(CGRect(x: 0, y: 0, width: 10, height: 10), name: "l")
        l.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(l.contains(CGPoint(x: 5, y: 5)))
        #expect(!l.contains(CGPoint(x: 15, y: 10)))
        #expect(!l.contains(CGPoint(x: 10, y: 15)))
        #expect(l.contains(CGPoint(x: 14.999, y: 14.999)))
        #expect(!l.contains(CGPoint(x: 4.999, y: 10)))
    }

    @Test func pointsAreInTheSuperlayersCoordinates() {
        let root = box(CGRect(x: 100, y: 100, width: 200, height: 200), name: "root")
        let child = box(CGRect(x: 10, y: 10, width: 20, height: 20), name: "child")
        root.addSublayer(child)
        // root's superlayer space: root spans 100…300, child spans 110…130.
        #expect(root.hitTest(CGPoint(x: 115, y: 115)) === child)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) == nil)
        // Called on the child directly, the point is in root's coordinates.
        #expect(child.hitTest(CGPoint(x: 15, y: 15)) === child)
    }

    @Test func laterSiblingsAndHigherZPositionWin() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let a = box(CGRect(x: 0, y: 0, width: 50, height: 50), name: "a")
        let b = box(CGRect(x: 0, y: 0, width: 50, height: 50), name: "b")
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
        b.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === b)
        b.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === a)
    }

    @Test func hiddenLayersAndTheirSublayersAreSkipped() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let a = box(CGRect(x: 0, y: 0, width: 50, height: 50), name: "a")
        let inner = box(CGRect(x: 0, y: 0, width: 10, height: 10), name: "inner")
        root.addSublayer(a)
        a.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === inner)
        a.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test func sublayersOutsideTheParentHitUnlessItMasksToBounds() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let parent = box(CGRect(x: 0, y: 0, width: 50, height: 50), name: "parent")
        let outside = box(CGRect(x: 60, y: 60, width: 20, height: 20), name: "outside")
        root.addSublayer(parent)
        parent.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === outside)
        parent.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
    }

    @Test func rotatedLayerIsHitInItsOwnPlane() {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), name: "root")
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        bar.position = CGPoint(x: 100, y: 100)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        // Turned a quarter, the bar is vertical: x 95…105, y 50…150.
        #expect(root.hitTest(CGPoint(x: 100, y: 60)) === bar)
        #expect(root.hitTest(CGPoint(x: 140, y: 100)) === root)
    }

    @Test func perspectiveHitTestFollowsTheProjectedQuad() {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), name: "root")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.position = CGPoint(x: 100, y: 100)
        card.zPosition = 100
        root.addSublayer(card)
        // At z = 100 the card is magnified 1/0.8: it spans 100 ± 62.5.
        #expect(root.hitTest(CGPoint(x: 100 - 60, y: 100)) === card)
        #expect(root.hitTest(CGPoint(x: 100 - 64, y: 100)) === root)
    }

    @Test func upperHalfOnlyHitTestOverride() {
        // The lottery wheel's buttons ignore hits in their lower half (SCENES.md 8).
        final class UpperHalfLayer: CALayer {
            override func hitTest(_ p: CGPoint) -> CALayer? {
                let local = convert(p, from: superlayer)
                return local.y < bounds.height / 2 ? super.hitTest(p) : nil
            }
        }
        let wheel = box(CGRect(x: 0, y: 0, width: 300, height: 300), name: "wheel")
        let button = UpperHalfLayer()
        button.bounds = CGRect(x: 0, y: 0, width: 68, height: 143)
        button.anchorPoint = CGPoint(x: 0.5, y: 1)
        button.position = CGPoint(x: 150, y: 150)
        wheel.addSublayer(button)
        #expect(wheel.hitTest(CGPoint(x: 150, y: 20)) === button)
        #expect(wheel.hitTest(CGPoint(x: 150, y: 140)) === wheel)
    }

    @Test func transformLayerPicksTheNearestOfItsSceneAtThePoint() {
        let root = box(CGRect(x: 0, y: 0, width: 200, height: 200), name: "root")
        let scene = CATransformLayer()
        scene.position = CGPoint(x: 100, y: 100)
        root.addSublayer(scene)
        let near = CALayer(), far = CALayer()
        for l in [near, far] {
            l.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            scene.addSublayer(l)
        }
        near.zPosition = 10
        far.zPosition = -10
        scene.addSublayer(far)  // last sibling, but farther away
        // In a transform layer, depth decides, not sibling order.
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === near)
        // The transform layer itself has no area.
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === root)
    }
}
