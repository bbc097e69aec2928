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

    /// Apple converts between trees through the space each root sits in: the roots'
    /// positions (and anchor points, bounds and transforms) count.
    @Test func layersInDifferentTreesConvertThroughTheirRootsSuperlayerSpaces() {
        let a = CALayer(), b = CALayer()
        a.position = CGPoint(x: 10, y: 10)
        b.position = CGPoint(x: 30, y: 50)
        // a's (1, 1) is (11, 11) where the roots sit, which is b's (−19, −39).
        #expect(a.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -19, y: -39))
        #expect(b.convert(CGPoint(x: -19, y: -39), to: a) == CGPoint(x: 1, y: 1))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.position = CGPoint(x: 5, y: 5)
        b.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        b.addSublayer(child)
        // child (0, 0) is b's (0, 0), which sits at (30 − 10, 50 − 10); a's (20 − 10, 40 − 10).
        #expect(child.convert(CGPoint.zero, to: a) == CGPoint(x: 10, y: 30))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 2, height: 3), to: a) == CGRect(x: 10, y: 30, width: 2, height: 3))
    }

    /// `nil` is the space the root sits in, not the root's own.
    @Test func convertingToNilIncludesTheRootsPlacement() {
        let root = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.position = CGPoint(x: 200, y: 100)
        child.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        root.addSublayer(child)
        // The root's bounds start at (200 − 50, 100 − 30).
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 160, y: 90))
        #expect(child.convert(CGPoint(x: 160, y: 90), from: nil) == CGPoint.zero)
        #expect(root.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 151, y: 72))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 100, height: 60), to: nil) == root.frame)
        root.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled about its centre (200, 100): (0, 0) lands at (200 − 100, 100 − 60).
        #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 40))
        // The root hit-tests in the same space.
        #expect(root.hitTest(CGPoint(x: 100 + 2 * 12, y: 40 + 2 * 22)) === child)
        #expect(root.hitTest(CGPoint(x: 99, y: 40)) == nil)
    }

    @Test func affineTransformIsTheIdentityUnlessTheTransformIsAffine() {
        let layer = CALayer()
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        layer.setAffineTransform(affine)
        #expect(layer.affineTransform() == affine)
        for transform in [CATransform3DMakeScale(1, 1, 2), CATransform3DMakeRotation(0.3, 1, 0, 0),
                          CATransform3DMakeRotation(0.3, 0, 1, 0), CATransform3DMakeTranslation(4, 5, 6)] {
            layer.transform = transform
            #expect(layer.affineTransform() == .identity)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        #expect(layer.affineTransform() == .identity)
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(abs(layer.affineTransform().b - sin(0.3)) < 1e-12)
    }

    /// A flipped superlayer keeps its sublayers' `frame` and `position` in its own
    /// coordinates; what flips is where they are drawn, converted and hit.
    @Test func geometryFlippingKeepsFramesAndAgreesWithConversionAndHitTesting() {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.isGeometryFlipped = true
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 30))
        #expect(child.position == CGPoint(x: 20, y: 25))
        // The child's top-left (0, 0) is y-flipped about the parent's bounds: (10, 100 − 10).
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 90))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 30), to: parent) == CGRect(x: 10, y: 60, width: 20, height: 30))
        #expect(parent.convert(CGPoint(x: 15, y: 85), to: child) == CGPoint(x: 5, y: 5))
        // Hit testing agrees: the child covers y 60…90 of the parent, not 10…40.
        #expect(root.hitTest(CGPoint(x: 15, y: 75)) === child)
        #expect(root.hitTest(CGPoint(x: 15, y: 20)) === parent)
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
