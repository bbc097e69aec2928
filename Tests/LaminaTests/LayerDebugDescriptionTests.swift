import Foundation
import Testing
@testable import Lamina

/// A layer tree as text for bug reports (issue 17, the inspector): each layer's
/// `debugDescription` is one line of class, address, name, frame, what differs from a new
/// layer and its animations with their progress; a subtree indents sublayers "   | " a
/// level under their parent, as UIKit's `recursiveDescription` does, a mask marked.
@Suite struct LayerDebugDescriptionTests {
    func address(_ layer: CALayer) -> String { "\(Unmanaged.passUnretained(layer).toOpaque())" }

    @Test func oneLayerIsOneLineOfWhatDiffersFromANewLayer() {
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(plain.debugDescription == "<CALayer: \(address(plain)); frame = (0 0; 10 10)>")

        let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 10, y: 20.5, width: 40, height: 30)
        badge.opacity = 0.5
        badge.isHidden = true
        badge.masksToBounds = true
        badge.cornerRadius = 4
        badge.transform = CATransform3DMakeScale(2, 1, 1)
        badge.addSublayer(CALayer())
        // The frame of a layer scaled ×2 about its centre (35, 35.5): x 10 − 20 = −10, width 80.
        #expect(badge.debugDescription == "<CALayer: \(address(badge)); name = \"badge\"; frame = (-10 20.5; 80 30); "
            + "opacity = 0.5; hidden; masksToBounds; cornerRadius = 4; transform = [2 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]; "
            + "sublayers = 1>")
        #expect(!badge.debugDescription.contains("\n"))
    }

    @Test func animationsShowTheirKeyClassAndProgress() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.duration = 4
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.duration = 2
        spin.repeatCount = .infinity
        let later = CABasicAnimation(keyPath: "opacity")
        later.toValue = 0
        later.duration = 1
        CAMediaClock.withFixedTime(100) {
            layer.add(move, forKey: "move")
            layer.add(spin, forKey: nil)
            CATransaction.flush()
        }
        // Begun at 100; at 103: the move is 3 s into 4 s (75 %), the spin 1 s into the
        // second 2 s cycle (50 % of repeat 2).
        let line = layer.debugSummary(atMediaTime: 103)
        #expect(line.hasSuffix("; animations = [move: CABasicAnimation 75%, (no key): CABasicAnimation 50% of repeat 2]>"), "\(line)")
        #expect(layer.debugSummary(atMediaTime: 105).contains("move: CABasicAnimation (finished)"))
        CAMediaClock.withFixedTime(106) { later.beginTime = 110; layer.add(later, forKey: "fade") }
        #expect(layer.debugSummary(atMediaTime: 106).contains("fade: CABasicAnimation (not committed)"))
        CAMediaClock.withFixedTime(106) { CATransaction.flush() }
        #expect(layer.debugSummary(atMediaTime: 107).contains("fade: CABasicAnimation (waiting to begin)"))
    }

    @Test func aSubtreeIndentsSublayersUnderTheirParentAndMarksMasks() {
        let root = CALayer(), a = CALayer(), b = CALayer(), child = CALayer(), mask = CAShapeLayer()
        for (layer, name) in [(root, "root"), (a, "a"), (b, "b"), (child, "child"), (mask, "mask")] { layer.name = name }
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(child)
        a.mask = mask
        let lines = root.layerTreeDescription(atMediaTime: 0).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        let expected: [(prefix: String, layer: CALayer)] = [("", root), ("   | ", a), ("   |    | mask ", mask),
                                                              ("   |    | ", child), ("   | ", b)]
        for (line, (prefix, layer)) in zip(lines, expected) {
            #expect(line == prefix + layer.debugSummary(atMediaTime: 0))
        }
    }

    /// A chain 5,000 layers deep: described without recursion, levels past 40 numbered
    /// rather than drawn (5,000 levels of bars would be 60 MB of text).
    @Test func aDeepChainIsDescribedWithoutRecursionItsDeepLevelsNumbered() {
        let root = CALayer()
        var last = root
        for _ in 0..<5_000 {
            let next = CALayer()
            last.addSublayer(next)
            last = next
        }
        let lines = root.layerTreeDescription(atMediaTime: 0).split(separator: "\n").map(String.init)
        #expect(lines.count == 5_001)
        let bars = String(repeating: "   | ", count: CALayer.deepestIndent)
        #expect(lines[40].hasPrefix(bars + "<CALayer: "))
        #expect(lines[41].hasPrefix(bars + "(depth 41) <CALayer: "))
        #expect(lines[5_000].hasPrefix(bars + "(depth 5000) <CALayer: "))
    }
}
