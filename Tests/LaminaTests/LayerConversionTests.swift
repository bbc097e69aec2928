import Foundation
import Testing
@testable import Lamina

@Suite struct LayerConversionTests {
    /// root (400×400) ⊃ parent at (100, 100), 200×200, bounds origin (10, 20) ⊃ child at
    /// (50, 60), 40×20, anchor (0, 0).
    func tree() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        parent.bounds = CGRect(x: 10, y: 20, width: 200, height: 200)
        parent.position = CGPoint(x: 100, y: 100)
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 50, y: 60)
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    @Test func translationOnlyChainAddsOffsets() {
        let (root, parent, child) = tree()
        // parent's bounds origin (10, 20) sits at its frame origin (0, 0) in root.
        #expect(parent.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint(x: 0, y: 0))
        // child (0, 0) is parent (50, 60), which is root (40, 40).
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: 40))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 45, y: 45))
        #expect(root.convert(CGPoint(x: 45, y: 45), to: child) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGPoint(x: 45, y: 45), from: nil) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 51, y: 62))
        #expect(parent.convert(CGPoint(x: 51, y: 62), to: child) == CGPoint(x: 1, y: 2))
    }

    @Test func rotationAboutTheAnchorPoint() {
        let (root, _, child) = tree()
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Anchor (0,0): child point (10, 0) turns to (0, 10) about the anchor, then moves
        // to the position (50, 60) in parent, which is (40, 40) in root.
        #expect(close(child.convert(CGPoint(x: 10, y: 0), to: root), CGPoint(x: 40, y: 50)))
    }

    @Test func sublayerTransformActsAboutTheParentsAnchor() {
        let (root, parent, child) = tree()
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // The parent's anchor in its bounds space is (10 + 100, 20 + 100) = (110, 120).
        // child (0,0) = parent (50, 60) → scaled about (110, 120): (−10, 0) → root (−20, −20).
        #expect(close(child.convert(CGPoint.zero, to: parent), CGPoint(x: -10, y: 0)))
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: -20, y: -20)))
        // The parent itself is not affected by its own sublayerTransform.
        #expect(parent.convert(CGPoint(x: 10, y: 20), to: root) == CGPoint.zero)
    }

    @Test func roundTripsThroughPerspectiveReturnWithin1eMinus9() {
        let (root, parent, child) = tree()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        child.transform = CATransform3DRotate(CATransform3DMakeRotation(0.7, 1, 0, 0), 0.4, 0, 1, 0)
        child.zPosition = 30
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let p = CGPoint(x: CGFloat.random(in: -20...60, using: &rng), y: CGFloat.random(in: -20...40, using: &rng))
            let there = child.convert(p, to: root)
            #expect(close(child.convert(there, from: root), p, 1e-9))
            #expect(close(root.convert(child.convert(p, to: root), to: child), p, 1e-9))
        }
    }

    @Test func perspectiveMatchesTheHandComputedProjection() {
        let root = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)  // centred on root's anchor
        child.zPosition = 100
        root.addSublayer(child)
        // A child point (0, 0) is 50 left and 50 up of the anchor, at z = 100:
        // w = 1 − 100/500 = 0.8, so it appears at 100 + (−50 / 0.8) in both axes.
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 100 - 62.5, y: 100 - 62.5)))
    }

    @Test func anchorPointZMovesThePivotOffThePlane() {
        let root = CALayer(), card = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        card.bounds = root.bounds
        card.position = CGPoint(x: 50, y: 50)
        card.anchorPointZ = 50
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(card)
        // Card point (100, 50) is (50, 0, −50) from the pivot; half a turn about y takes it
        // to (−50, 0, 50): in front of the plane by 50, so w = 1 − 50/500 = 0.9.
        let p = card.convert(CGPoint(x: 100, y: 50), to: root)
        #expect(close(p, CGPoint(x: 50 - 50 / 0.9, y: 50)))
        card.anchorPointZ = 0
        #expect(close(card.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 0, y: 50)))
    }

    @Test func geometryFlippedParentFlipsSublayerPositions() {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 20, y: 0)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 0))
        parent.isGeometryFlipped = true
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 100))
        #expect(child.convert(CGPoint(x: 0, y: 10), to: parent) == CGPoint(x: 20, y: 90))
    }

    @Test func rectsConvertToTheBoundingBox() {
        let (root, _, child) = tree()
        #expect(child.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: root) == CGRect(x: 40, y: 40, width: 40, height: 20))
        child.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let r = child.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: root)
        #expect(close(r, CGRect(x: 0, y: 20, width: 40, height: 20)))
        #expect(close(root.convert(r, to: child), CGRect(x: 0, y: 0, width: 40, height: 20)))
    }

    @Test func layersInDifferentTreesShareTheRootSpace() {
        let a = CALayer(), b = CALayer()
        a.position = CGPoint(x: 10, y: 10)
        b.position = CGPoint(x: 30, y: 50)
        // Two roots: each converts through nothing, so their spaces coincide.
        #expect(a.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: 1, y: 1))
    }

    @Test func zeroScaleTargetReportsAndReturnsThePoint() {
        let (root, _, child) = tree()
        child.transform = CATransform3DMakeScale(0, 0, 1)
        var result = CGPoint.zero
        let reported = LaminaDiagnostics.capture { result = child.convert(CGPoint(x: 3, y: 4), from: root) }
        #expect(result == CGPoint(x: 3, y: 4))
        #expect(reported.map(\.code) == [.singularTransform])
    }

    @Test func transformLayerKeepsDepthForItsSublayers() {
        let root = CALayer(), scene = CATransformLayer(), card = CALayer()
        root.addSublayer(scene)
        scene.addSublayer(card)
        card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        card.zPosition = 100
        var spin = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        spin.m34 = 0
        scene.transform = spin
        // Inside a transform layer the card's z survives: turning the scene a quarter
        // about y carries z = 100 onto x = 100. A flattening parent would drop it.
        let inRoot = card.convert(CGPoint(x: 50, y: 50), to: root)
        #expect(close(inRoot, CGPoint(x: 100, y: 0)))
        let flat = CALayer(), card2 = CALayer()
        root.addSublayer(flat)
        flat.addSublayer(card2)
        card2.bounds = card.bounds
        card2.zPosition = 100
        flat.transform = spin
        // Flattened, the card collapses onto the flat layer's plane, which is edge-on.
        #expect(close(card2.convert(CGPoint(x: 50, y: 50), to: root).x, 0))
    }
}
