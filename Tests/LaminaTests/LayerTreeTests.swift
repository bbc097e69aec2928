import Foundation
import Testing
@testable import Lamina

@Suite struct LayerTreeTests {
    @Test func sublayersIsNilWhenEmptyAndAddAppends() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.sublayers?.count == 2)
        #expect(root.sublayers?[0] === a && root.sublayers?[1] === b)
        #expect(a.superlayer === root)
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func addingALayerThatHasAParentMovesIt() {
        let p1 = CALayer(), p2 = CALayer(), child = CALayer()
        p1.addSublayer(child)
        p2.addSublayer(child)
        #expect(p1.sublayers == nil)
        #expect(p2.sublayers?.first === child)
        #expect(child.superlayer === p2)
        // Re-adding to the same parent moves it to the front.
        let other = CALayer()
        p2.addSublayer(other)
        p2.addSublayer(child)
        #expect(p2.sublayers?.map { $0 === child } == [false, true])
    }

    @Test func insertAtIndexBelowAndAbove() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, below: a)
        #expect(root.sublayers?.first === d)
        root.insertSublayer(d, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b, d].map(ObjectIdentifier.init))
        let e = CALayer()
        root.insertSublayer(e, below: nil)
        #expect(root.sublayers?.first === e)
        let f = CALayer()
        root.insertSublayer(f, above: nil)
        #expect(root.sublayers?.last === f)
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func insertPastTheEndAppendsWithADiagnostic() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.addSublayer(a)
        let reported = LaminaDiagnostics.capture { root.insertSublayer(b, at: 99) }
        #expect(root.sublayers?.last === b)
        #expect(reported.map(\.code) == [.invalidArgument])
    }

    @Test func insertRelativeToANonSiblingIsRefused() {
        let root = CALayer(), stranger = CALayer(), x = CALayer()
        let reported = LaminaDiagnostics.capture { root.insertSublayer(x, below: stranger) }
        #expect(root.sublayers == nil && x.superlayer == nil)
        #expect(reported.count == 1)
    }

    @Test func replaceSublayerKeepsTheIndex() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), n = CALayer()
        root.sublayers = [a, b, c]
        root.replaceSublayer(b, with: n)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, n, c].map(ObjectIdentifier.init))
        #expect(b.superlayer == nil && n.superlayer === root)
        // Replacing with an existing sibling moves that sibling into the slot.
        root.replaceSublayer(a, with: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, n].map(ObjectIdentifier.init))
        // Replacing a layer that is not a sublayer changes nothing.
        let reported = LaminaDiagnostics.capture { root.replaceSublayer(b, with: CALayer()) }
        #expect(root.sublayers?.count == 2 && reported.count == 1)
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func removeFromSuperlayer() {
        let root = CALayer(), a = CALayer()
        root.addSublayer(a)
        a.removeFromSuperlayer()
        #expect(root.sublayers == nil && a.superlayer == nil)
        a.removeFromSuperlayer()  // harmless when already detached
    }

    @Test func settingSublayersReparents() {
        let p1 = CALayer(), p2 = CALayer(), a = CALayer(), b = CALayer()
        p1.sublayers = [a, b]
        p2.sublayers = [b]
        #expect(p1.sublayers?.count == 1 && p1.sublayers?.first === a)
        #expect(b.superlayer === p2)
        p1.sublayers = nil
        #expect(a.superlayer == nil)
        let reported = LaminaDiagnostics.capture { p2.sublayers = [a, a] }
        #expect(p2.sublayers?.first === b && reported.count == 1)
    }

    @Test func cyclesAreRefusedAndTheTreeIsUnchanged() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let reported = LaminaDiagnostics.capture {
            root.addSublayer(root)
            grandchild.addSublayer(root)
            grandchild.insertSublayer(child, at: 0)
            grandchild.sublayers = [root]
            grandchild.mask = child
            child.replaceSublayer(grandchild, with: root)
        }
        #expect(reported.count == 6)
        #expect(reported.allSatisfy { $0.code == .layerCycle })
        #expect(root.superlayer == nil)
        #expect(root.sublayers?.first === child && child.sublayers?.first === grandchild)
        #expect(grandchild.sublayers == nil && grandchild.mask == nil)
        #expect(root.invariantViolations().isEmpty)
    }

    @Test func maskHasTheMaskedLayerAsSuperlayerButIsNotASublayer() {
        let layer = CALayer(), mask = CALayer()
        layer.mask = mask
        #expect(mask.superlayer === layer)
        #expect(layer.sublayers == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil && mask.superlayer == nil)
        // A sublayer made the mask leaves the sublayers.
        let child = CALayer()
        layer.addSublayer(child)
        layer.mask = child
        #expect(layer.sublayers == nil && layer.mask === child)
        // And a mask added as a sublayer stops being the mask.
        layer.addSublayer(child)
        #expect(layer.mask == nil && layer.sublayers?.first === child)
        layer.mask = child
        layer.sublayers = [child]
        #expect(layer.mask == nil && layer.sublayers?.first === child)
        #expect(layer.invariantViolations().isEmpty)
    }

    @Test func replacingTheMaskReleasesTheOldOne() {
        let layer = CALayer(), m1 = CALayer(), m2 = CALayer()
        layer.mask = m1
        layer.mask = m2
        #expect(m1.superlayer == nil && m2.superlayer === layer)
        layer.mask = nil
        #expect(m2.superlayer == nil)
    }

    @Test func superlayerIsWeak() {
        let child = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            #expect(child.superlayer != nil)
        }
        // The open transaction holds the layers it changed until it commits.
        CATransaction.flush()
        #expect(child.superlayer == nil)
    }
}
