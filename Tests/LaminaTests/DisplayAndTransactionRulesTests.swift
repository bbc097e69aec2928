import Foundation
import Testing
@testable import Lamina

/// When a layer is marked for display, and what `CATransaction`'s completion block reads
/// and runs, against Apple's documented and observed rules.
@Suite struct DisplayAndTransactionRulesTests {
    final class ProgressLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || key == "cornerRadius" || super.needsDisplay(forKey: key)
        }
    }

    @Test func settingTheValueAPropertyHasDoesNotMarkForDisplay() {
        let layer = ProgressLayer()
        layer.cornerRadius = 4
        #expect(layer.needsDisplay())
        layer.display()
        #expect(!layer.needsDisplay())
        layer.cornerRadius = 4
        #expect(!layer.needsDisplay(), "the same value again")
        layer.cornerRadius = 5
        #expect(layer.needsDisplay())
        layer.display()

        layer.setValue(0.5, forKey: "progress")
        #expect(layer.needsDisplay())
        layer.display()
        layer.setValue(0.5, forKey: "progress")
        #expect(!layer.needsDisplay())
        layer.setValue(0.75, forKey: "progress")
        #expect(layer.needsDisplay())
        layer.display()

        let text = CATextLayer()
        text.string = "Hello"
        text.display()
        text.string = "Hello"
        #expect(!text.needsDisplay())
        text.string = "World"
        #expect(text.needsDisplay())
        text.display()
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        text.display()
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!text.needsDisplay(), "an equal colour is the same value")
    }

    @Test func onlyKeysTheClassNamesMarkForDisplay() {
        let layer = ProgressLayer()
        layer.opacity = 0.5
        layer.position = CGPoint(x: 3, y: 4)
        layer.setValue(1, forKey: "somethingElse")
        #expect(!layer.needsDisplay())
        #expect(!CALayer.needsDisplay(forKey: "progress"))
        #expect(ProgressLayer.needsDisplay(forKey: "progress"))
    }

    @Test func aBoundsChangeMarksOnlyWithNeedsDisplayOnBoundsChange() {
        let layer = CALayer()
        #expect(!layer.needsDisplayOnBoundsChange, "Apple's default is false")
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay(), "the same bounds")
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.needsDisplay())
    }

    @Test func settingNilClearsTheBlockReadButNotTheOneAlreadySet() {
        let scene = EngineScene()
        var ran: [String] = []
        scene.at(0) {
            CATransaction.begin()
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.setCompletionBlock { ran.append("set") }
            #expect(CATransaction.completionBlock() != nil)
            CATransaction.setCompletionBlock(nil)
            #expect(CATransaction.completionBlock() == nil)
            #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) == nil)
            CATransaction.commit()
        }
        scene.frame(at: 0.016)
        #expect(ran == ["set"])
    }

    @Test func aNestedTransactionReadsTheOuterBlockAndDoesNotRunIt() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        var ran: [String] = []
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("outer") }
            CATransaction.begin()
            let outerBlock = CATransaction.completionBlock()
            #expect(outerBlock != nil, "the nested transaction reads the outer block")
            outerBlock?()
            #expect(ran == ["outer"])
            ran.removeAll()
            CATransaction.setCompletionBlock { ran.append("inner") }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            CATransaction.setCompletionBlock(nil)
            #expect(CATransaction.completionBlock() == nil, "the inner block ended with its transaction")
            CATransaction.commit()
            #expect(ran.isEmpty)
        }
        scene.frame(at: 0.5)
        #expect(ran.isEmpty, "both wait for the animation")
        scene.frame(at: 1.1)
        #expect(ran.sorted() == ["inner", "outer"])
    }

    @Test func committingANestedTransactionDoesNotRunTheOuterBlock() {
        let scene = EngineScene()
        var ran: [String] = []
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran.append("outer") }
            CATransaction.begin()
            CATransaction.commit()
            CATransaction.commit()
            #expect(ran.isEmpty)
        }
        scene.frame(at: 0.016)
        #expect(ran == ["outer"], "runs once, for the outer transaction")
    }

    /// Display runs inside the transaction its commit closes, as Apple's: a text layer's
    /// new backing store fades in (its `contents` action) unless that transaction
    /// disables actions — the usual iOS way to change a text layer's string at once.
    @Test func displayDuringACommitFollowsTheCommittedTransaction() {
        let scene = EngineScene()
        let text = CATextLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            text.string = "One"
            scene.root.addSublayer(text)
            CATransaction.commit()
        }
        scene.frame(at: 0)
        scene.at(1) { text.string = "Two" }
        #expect(text.animationKeys() == ["contents"], "an implicit change fades the new text in")
        scene.at(1.5) { text.removeAllAnimations() }
        scene.at(2) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.string = "Three"
            CATransaction.commit()
        }
        #expect(text.animationKeys() == nil)
        scene.at(3) {
            CATransaction.setDisableActions(true)
            text.string = "Four"
        }
        #expect(text.animationKeys() == nil, "the implicit transaction's setting holds too")
        #expect(CATransaction.disableActions() == false, "the commit leaves no transaction open")
        scene.frame(at: 3)
    }
}
