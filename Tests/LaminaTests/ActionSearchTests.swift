import Foundation
import Testing
@testable import Lamina

/// `action(forKey:)` and `defaultAction(forKey:)` against Apple's documentation ("If any
/// of the above steps returns an instance of NSNull, it is converted to nil") and
/// Apple's observed answers: `+[CALayer defaultActionForKey:]` is nil for every class,
/// and a layer on screen answers a `CABasicAnimation` for an animatable key.
@Suite struct ActionSearchTests {
    final class Recorder: NSObject, CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append(event)
        }
    }

    final class Delegate: NSObject, CALayerDelegate {
        var answer: (any CAAction)?
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
    }

    @Test func defaultActionIsNilForEveryClassAndKey() {
        let classes: [CALayer.Type] = [CALayer.self, CAShapeLayer.self, CAGradientLayer.self,
                                       CAReplicatorLayer.self, CATextLayer.self, CATransformLayer.self]
        for layerClass in classes {
            for key in ["opacity", "position", "bounds", "transform", "backgroundColor", "contents",
                        "strokeEnd", "colors", "instanceDelay", "fontSize", "onOrderIn", "nonsense"] {
                #expect(layerClass.defaultAction(forKey: key) == nil, "\(layerClass).\(key)")
            }
        }
    }

    @Test func aCommittedLayerAnswersABasicAnimationOfTheKey() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let animation = try #require(layer.action(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.keyPath == "opacity")
        #expect(animation.fromValue == nil && animation.toValue == nil && animation.byValue == nil)
        // Disabling actions stops the layer running it, not the answer.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(layer.action(forKey: "opacity") is CABasicAnimation)
        CATransaction.commit()
        // A key that names no animatable property has no action.
        #expect(layer.action(forKey: "nonsense") == nil)
        #expect(layer.action(forKey: "contentsGravity") == nil)
    }

    @Test func nullFromEachPlaceEndsTheSearchWithNil() {
        let scene = EngineScene()
        let viaActions = scene.addLayer()
        viaActions.actions = ["opacity": NSNull()]
        let viaStyle = scene.addLayer()
        viaStyle.style = ["actions": ["opacity": NSNull()]]
        let viaDelegate = scene.addLayer()
        let delegate = Delegate()
        delegate.answer = NSNull()
        viaDelegate.delegate = delegate
        let later = Recorder()
        viaDelegate.actions = ["opacity": later]
        for layer in [viaActions, viaStyle, viaDelegate] {
            #expect(layer.action(forKey: "opacity") == nil)
            scene.at(1) { layer.opacity = 0.5 }
            #expect(layer.animation(forKey: "opacity") == nil, "NSNull means no animation")
        }
        #expect(later.runs.isEmpty, "the delegate's NSNull hides the actions dictionary")
    }

    @Test func aDelegateAnsweringNilLetsTheSearchGoOn() {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let delegate = Delegate()
        layer.delegate = delegate
        let recorder = Recorder()
        layer.actions = ["opacity": recorder]
        #expect(layer.action(forKey: "opacity") as? Recorder === recorder)
        scene.at(1) { layer.opacity = 0.5 }
        #expect(recorder.runs == ["opacity"])
        #expect(layer.animation(forKey: "opacity") == nil)
    }

    @Test func theImplicitAnimationRunsWhenTheSearchFindsNothing() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        scene.at(1) { layer.opacity = 0.25 }
        let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(implicit.keyPath == "opacity")
        #expect(implicit.duration == 0.25, "the transaction's default duration")
        scene.at(2) {
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 80, y: 80)
        }
        #expect(layer.animation(forKey: "position") == nil)
    }

    @Test func overridingActionForKeyToAnswerNilTurnsImplicitAnimationsOff() {
        final class StillLayer: CALayer {
            override func action(forKey event: String) -> (any CAAction)? { nil }
        }
        let scene = EngineScene()
        let layer = StillLayer()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            scene.root.addSublayer(layer)
        }
        scene.frame(at: 0)
        scene.at(1) { layer.opacity = 0.5 }
        #expect(layer.animationKeys() == nil)
    }

    @Test func aClassDefaultActionIsTheLastPlaceSearched() {
        final class Bell: CALayer {
            nonisolated(unsafe) static let bell = Recorder()
            override class func defaultAction(forKey event: String) -> (any CAAction)? {
                event == "cornerRadius" ? bell : nil
            }
        }
        let scene = EngineScene()
        let layer = Bell()
        scene.at(0) {
            CATransaction.setDisableActions(true)
            scene.root.addSublayer(layer)
        }
        scene.frame(at: 0)
        #expect(layer.action(forKey: "cornerRadius") as? Recorder === Bell.bell)
        scene.at(1) { layer.cornerRadius = 4 }
        #expect(Bell.bell.runs == ["cornerRadius"])
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        let own = Recorder()
        layer.actions = ["cornerRadius": own]
        #expect(layer.action(forKey: "cornerRadius") as? Recorder === own, "actions come before the class's")
    }

    /// Apple's listing on the `action(for:forKey:)` page: a delegate answers a custom
    /// event with a basic animation (a translate-x value function from 1 to 300 over
    /// 2 s), which the app looks up and runs under "transform".
    @Test func applesDelegateListingMovesTheSublayerRight() throws {
        final class LayerDelegate: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                guard event == "moveRight" else {
                    return nil
                }
                let animation = CABasicAnimation()
                animation.valueFunction = CAValueFunction(name: .translateX)
                animation.fromValue = 1
                animation.toValue = 300
                animation.duration = 2
                return animation
            }
        }
        let scene = EngineScene()
        let delegate = LayerDelegate()
        let sublayer = scene.addLayer()
        sublayer.delegate = delegate
        scene.at(1) {
            guard let action = sublayer.action(forKey: "moveRight") else {
                Issue.record("the delegate's action was not found")
                return
            }
            action.run(forKey: "transform", object: sublayer, arguments: nil)
        }
        #expect(sublayer.animation(forKey: "transform") is CABasicAnimation)
        scene.frame(at: 2)
        // Linear (no timing function): halfway from 1 to 300.
        #expect(abs(scene.shown(sublayer).transform.m41 - 150.5) < 1e-9)
    }

    /// The common iOS idiom for a custom implicit animation: an animation with no key
    /// path in `actions` animates the property whose change ran it.
    @Test func anActionWithoutAKeyPathAnimatesTheChangedProperty() throws {
        let scene = EngineScene()
        let layer = scene.addLayer()
        let slow = CABasicAnimation()
        slow.duration = 2
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["position": slow]
        scene.at(1) { layer.position = CGPoint(x: 150, y: 250) }
        let added = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(added.keyPath == "position" && added.duration == 2)
        #expect(slow.keyPath == nil, "the action itself is unchanged")
        scene.frame(at: 2)
        // From (50, 50) on screen to (150, 250), halfway.
        let shown = scene.shown(layer).position
        #expect(abs(shown.x - 100) < 1e-9 && abs(shown.y - 150) < 1e-9)
    }
}
