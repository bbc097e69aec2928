import Foundation
import Testing
@testable import Lamina

/// The public animation classes: Apple's defaults, copying (independent objects of the
/// same class, groups copied deeply), key-value coding with custom keys, key paths
/// parsed once, and Apple's raw names.
@Suite struct AnimationClassTests {
    final class Recorder: CAAnimationDelegate {
        var stopped: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
    }

    // MARK: Defaults

    @Test func animationDefaultsAreApples() {
        let a = CAAnimation()
        #expect(a.beginTime == 0)
        #expect(a.duration == 0)
        #expect(a.speed == 1)
        #expect(a.timeOffset == 0)
        #expect(a.repeatCount == 0)
        #expect(a.repeatDuration == 0)
        #expect(a.autoreverses == false)
        #expect(a.fillMode == .removed)
        #expect(a.timingFunction == nil)
        #expect(a.delegate == nil)
        #expect(a.isRemovedOnCompletion == true)
        #expect(a.timing == MediaTiming())
    }

    @Test func subclassDefaultsAreApples() {
        let property = CAPropertyAnimation()
        #expect(property.keyPath == nil && property.parsedKeyPath == nil)
        #expect(!property.isAdditive && !property.isCumulative && property.valueFunction == nil)

        let basic = CABasicAnimation(keyPath: "opacity")
        #expect(basic.fromValue == nil && basic.toValue == nil && basic.byValue == nil)

        let keyframe = CAKeyframeAnimation()
        #expect(keyframe.values == nil && keyframe.path == nil && keyframe.keyTimes == nil)
        #expect(keyframe.timingFunctions == nil && keyframe.rotationMode == nil)
        #expect(keyframe.calculationMode == .linear)
        #expect(keyframe.tensionValues == nil && keyframe.continuityValues == nil && keyframe.biasValues == nil)

        let group = CAAnimationGroup()
        #expect(group.animations == nil)

        let transition = CATransition()
        #expect(transition.type == .fade && transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1 && transition.filter == nil)
    }

    @Test func classDefaultValuesAnswerForTheirKeys() {
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(CAAnimation.defaultValue(forKey: "nonsense") == nil)
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        #expect(CAKeyframeAnimation.defaultValue(forKey: "calculationMode") as? CAAnimationCalculationMode == .linear)
        #expect(CATransition.defaultValue(forKey: "endProgress") as? Float == 1)
        #expect(CAAnimation().shouldArchiveValue(forKey: "duration"))
    }

    final class SlowFade: CABasicAnimation {
        override class func defaultValue(forKey key: String) -> Any? {
            switch key {
            case "duration": return 3.0
            case "keyPath": return "opacity"
            case "fillMode": return "both"
            default: return super.defaultValue(forKey: key)
            }
        }
    }

    @Test func anAppSubclassStartsWithTheDefaultsItDeclares() {
        let fade = SlowFade()
        #expect(fade.duration == 3)
        #expect(fade.keyPath == "opacity")
        #expect(fade.parsedKeyPath == LayerKeyPath("opacity"))
        #expect(fade.fillMode == .both)
        #expect(fade.speed == 1)
        #expect((fade.copy() as AnyObject) is SlowFade)
    }

    // MARK: Names

    @Test func namesHaveApplesRawValues() {
        #expect(CAAnimationCalculationMode.linear.rawValue == "linear")
        #expect(CAAnimationCalculationMode.discrete.rawValue == "discrete")
        #expect(CAAnimationCalculationMode.paced.rawValue == "paced")
        #expect(CAAnimationCalculationMode.cubic.rawValue == "cubic")
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
        #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
        #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
        #expect(CATransitionType.fade.rawValue == "fade")
        #expect(CATransitionType.moveIn.rawValue == "moveIn")
        #expect(CATransitionType.push.rawValue == "push")
        #expect(CATransitionType.reveal.rawValue == "reveal")
        #expect(CATransitionSubtype.fromRight.rawValue == "fromRight")
        #expect(CATransitionSubtype.fromLeft.rawValue == "fromLeft")
        #expect(CATransitionSubtype.fromTop.rawValue == "fromTop")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom")
        let functions: [(CAValueFunctionName, String)] = [
            (.rotateX, "rotateX"), (.rotateY, "rotateY"), (.rotateZ, "rotateZ"), (.scale, "scale"),
            (.scaleX, "scaleX"), (.scaleY, "scaleY"), (.scaleZ, "scaleZ"), (.translate, "translate"),
            (.translateX, "translateX"), (.translateY, "translateY"), (.translateZ, "translateZ"),
        ]
        for (name, raw) in functions {
            #expect(name.rawValue == raw)
            #expect(CAValueFunction(name: name)?.name == name)
        }
        #expect(CAMediaTimingFillMode("forwards") == .forwards)
    }

    @Test func transitionsAcceptAnyRawType() {
        let transition = CATransition()
        for raw in ["cube", "oglFlip", "suckEffect", "rippleEffect", "pageCurl", "pageUnCurl",
                    "cameraIrisHollowOpen", "cameraIrisHollowClose"] {
            transition.type = CATransitionType(rawValue: raw)
            #expect(transition.type.rawValue == raw)
        }
        transition.setValue("push", forKey: "type")
        #expect(transition.type == .push)
        transition.subtype = .fromTop
        #expect(transition.value(forKey: "subtype") as? CATransitionSubtype == .fromTop)
    }

    @Test func unknownValueFunctionsAreNil() {
        var function: CAValueFunction?
        let diagnostics = LaminaDiagnostics.capture { function = CAValueFunction(name: CAValueFunctionName("spin")) }
        #expect(function == nil)
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        #expect(CAValueFunction(name: .rotateZ) == CAValueFunction(name: .rotateZ))
        #expect(CAValueFunction(name: .rotateZ) != CAValueFunction(name: .rotateX))
    }

    // MARK: Key paths

    @Test func keyPathsAreParsedOnceWhenSet() {
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        #expect(spin.parsedKeyPath == LayerKeyPath("transform.rotation.z"))
        spin.keyPath = "position.x"
        #expect(spin.parsedKeyPath == LayerKeyPath("position.x"))
        spin.keyPath = nil
        #expect(spin.parsedKeyPath == nil)

        var unknown: CABasicAnimation!
        _ = LaminaDiagnostics.capture { unknown = CABasicAnimation(keyPath: "wobble.amount") }
        #expect(unknown.keyPath == "wobble.amount")
        #expect(unknown.parsedKeyPath == nil)
    }

    // MARK: Copying

    @Test func copyingGivesAnIndependentObjectOfTheSameClass() {
        let delegate = Recorder()
        let original = CABasicAnimation(keyPath: "position")
        original.fromValue = CGPoint(x: 1, y: 2)
        original.toValue = CGPoint(x: 3, y: 4)
        original.byValue = 5.0
        original.duration = 2
        original.beginTime = 1
        original.speed = 2
        original.timeOffset = 0.5
        original.repeatCount = 3
        original.autoreverses = true
        original.fillMode = .forwards
        original.isRemovedOnCompletion = false
        original.timingFunction = CAMediaTimingFunction(name: .easeIn)
        original.delegate = delegate
        original.isAdditive = true
        original.isCumulative = true
        original.valueFunction = CAValueFunction(name: .translateX)
        original.setValue("tag", forKey: "name")

        let copy = original.copy() as! CABasicAnimation
        #expect(copy !== original)
        #expect(type(of: copy) == CABasicAnimation.self)
        #expect(copy.timing == original.timing)
        #expect(copy.keyPath == "position" && copy.parsedKeyPath == original.parsedKeyPath)
        #expect(copy.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(copy.toValue as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(copy.byValue as? Double == 5)
        #expect(copy.isRemovedOnCompletion == false)
        #expect(copy.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(copy.delegate === delegate, "the same delegate object")
        #expect(copy.isAdditive && copy.isCumulative)
        #expect(copy.valueFunction?.name == .translateX)
        #expect(copy.value(forKey: "name") as? String == "tag")

        copy.duration = 9
        copy.keyPath = "opacity"
        copy.toValue = 0.0
        copy.isAdditive = false
        copy.setValue("other", forKey: "name")
        copy.fillMode = .removed
        #expect(original.duration == 2)
        #expect(original.keyPath == "position")
        #expect(original.toValue as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(original.isAdditive)
        #expect(original.value(forKey: "name") as? String == "tag")
        #expect(original.fillMode == .forwards)
    }

    @Test func everyClassCopiesItsOwnFields() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.values = [1.0, 2.0]
        keyframe.path = path
        keyframe.keyTimes = [0, 1]
        keyframe.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]
        keyframe.calculationMode = .cubicPaced
        keyframe.rotationMode = .rotateAutoReverse
        keyframe.tensionValues = [0.5]
        keyframe.continuityValues = [0.25]
        keyframe.biasValues = [-0.5]
        let k = keyframe.copy() as! CAKeyframeAnimation
        #expect(k.values?.count == 2 && k.path == keyframe.path && k.keyTimes == [0, 1])
        #expect(k.timingFunctions == [CAMediaTimingFunction(name: .easeOut)])
        #expect(k.calculationMode == .cubicPaced && k.rotationMode == .rotateAutoReverse)
        #expect(k.tensionValues == [0.5] && k.continuityValues == [0.25] && k.biasValues == [-0.5])
        k.calculationMode = .discrete
        k.values = []
        #expect(keyframe.calculationMode == .cubicPaced && keyframe.values?.count == 2)

        let spring = CASpringAnimation(keyPath: "position.y")
        spring.mass = 2
        spring.stiffness = 300
        spring.damping = 7
        spring.initialVelocity = -3
        spring.allowsOverdamping = true
        let s = spring.copy() as! CASpringAnimation
        #expect(s.mass == 2 && s.stiffness == 300 && s.damping == 7 && s.initialVelocity == -3 && s.allowsOverdamping)
        s.damping = 1
        #expect(spring.damping == 7)

        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "pageCurl")
        transition.subtype = .fromBottom
        transition.startProgress = 0.2
        transition.endProgress = 0.8
        transition.filter = "filter"
        let t = transition.copy() as! CATransition
        #expect(t.type.rawValue == "pageCurl" && t.subtype == .fromBottom)
        #expect(t.startProgress == 0.2 && t.endProgress == 0.8 && t.filter as? String == "filter")
        t.type = .push
        #expect(transition.type.rawValue == "pageCurl")
    }

    @Test func aKeyframePathIsCopiedWhenSet() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let keyframe = CAKeyframeAnimation(keyPath: "position")
        keyframe.path = path
        path.addLine(to: CGPoint(x: 50, y: 50))
        #expect(keyframe.path?.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func aGroupsCopySharesItsChildren() {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 0.5
        let inner = CAAnimationGroup()
        inner.animations = [CABasicAnimation(keyPath: "opacity")]
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [scale, inner]

        // Apple's -[CAAnimationGroup copyWithZone:] copies the array, not its elements.
        let copy = group.copy() as! CAAnimationGroup
        #expect(copy.duration == 2)
        #expect(copy.animations?.count == 2)
        #expect(copy.animations?[0] === scale && copy.animations?[1] === inner)
        copy.animations?.removeAll()
        #expect(group.animations?.count == 2)
    }

    final class Tagged: CABasicAnimation {
        var tag = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! Tagged
            copy.tag = tag
            return copy
        }
    }

    @Test func appSubclassesCopyThroughSuper() {
        let tagged = Tagged(keyPath: "opacity")
        tagged.tag = 42
        tagged.duration = 4
        let copy = tagged.copy() as! Tagged
        #expect(copy.tag == 42 && copy.duration == 4 && copy.keyPath == "opacity")
    }

    // MARK: Delegate and key-value coding

    @Test func theDelegateIsHeldStrongly() {
        weak var weakDelegate: Recorder?
        let animation = CABasicAnimation()
        do {
            let delegate = Recorder()
            weakDelegate = delegate
            animation.delegate = delegate
        }
        #expect(weakDelegate != nil)
        animation.delegate?.animationDidStop(animation, finished: true)
        animation.delegate?.animationDidStart(animation)   // the default does nothing
        #expect(weakDelegate?.stopped == [true])
        animation.delegate = nil
        #expect(weakDelegate == nil)
    }

    final class Marker {}

    @Test func customKeysRoundTrip() {
        let group = CAAnimationGroup()
        let view = Marker()
        group.setValue(view, forKey: "view")
        group.setValue(3, forKey: "index")
        var read: Any?
        var missing: Any?
        let diagnostics = LaminaDiagnostics.capture {
            read = group.value(forKey: "view")
            missing = group.value(forKey: "missing")
        }
        #expect(diagnostics.isEmpty, "unset custom keys read as nil quietly")
        #expect(missing == nil)
        let readView = read as? Marker
        #expect(readView === view)
        #expect(group.value(forKey: "index") as? Int == 3)
        let copy = group.copy() as! CAAnimation
        let copiedView = copy.value(forKey: "view") as? Marker
        #expect(copiedView === view)
        group.setValue(nil, forKey: "view")
        #expect(group.value(forKey: "view") == nil)
        let stillThere = copy.value(forKey: "view") as? Marker
        #expect(stillThere === view)
    }

    @Test func knownKeysReachTheProperties() {
        let spring = CASpringAnimation()
        spring.setValue(2, forKey: "duration")
        spring.setValue(NSNumber(value: 0.5), forKey: "speed")
        spring.setValue(false, forKey: "removedOnCompletion")
        spring.setValue("forwards", forKey: "fillMode")
        spring.setValue(Float(2.5), forKey: "repeatCount")
        spring.setValue(true, forKey: "additive")
        spring.setValue("position", forKey: "keyPath")
        spring.setValue(12, forKey: "damping")
        spring.setValue(CAMediaTimingFunction(name: .easeOut), forKey: "timingFunction")
        #expect(spring.duration == 2 && spring.speed == 0.5 && !spring.isRemovedOnCompletion)
        #expect(spring.fillMode == .forwards && spring.repeatCount == 2.5 && spring.isAdditive)
        #expect(spring.keyPath == "position" && spring.parsedKeyPath == LayerKeyPath("position"))
        #expect(spring.damping == 12)
        #expect(spring.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(spring.value(forKey: "duration") as? CFTimeInterval == 2)
        #expect(spring.value(forKey: "isRemovedOnCompletion") as? Bool == false)
        #expect(spring.value(forKey: "stiffness") as? CGFloat == 100)
        #expect(spring.value(forKey: "settlingDuration") as? CFTimeInterval == spring.settlingDuration)

        let keyframe = CAKeyframeAnimation()
        keyframe.setValue([0, 0.5, 1], forKey: "keyTimes")
        keyframe.setValue("paced", forKey: "calculationMode")
        keyframe.setValue("auto", forKey: "rotationMode")
        #expect(keyframe.keyTimes == [0, 0.5, 1])
        #expect(keyframe.calculationMode == .paced && keyframe.rotationMode == .rotateAuto)
    }

    @Test func valuesOfTheWrongTypeAreIgnoredWithADiagnostic() {
        let animation = CABasicAnimation()
        animation.duration = 1
        let diagnostics = LaminaDiagnostics.capture {
            animation.setValue("long", forKey: "duration")
            animation.setValue(nil, forKey: "speed")
            animation.setValue(42, forKey: "timingFunction")
            animation.setValue(["a"], forKey: "keyTimes") // a custom key here: stored
        }
        #expect(diagnostics.map(\.code) == [.invalidValueType, .invalidValueType, .invalidValueType])
        #expect(animation.duration == 1 && animation.speed == 1 && animation.timingFunction == nil)
        #expect(animation.value(forKey: "keyTimes") as? [String] == ["a"])
    }

    @Test func nonFiniteTimingIsRefused() {
        let animation = CAAnimation()
        let diagnostics = LaminaDiagnostics.capture {
            animation.duration = .nan
            animation.duration = -1
            animation.speed = .infinity
            animation.beginTime = .nan
        }
        #expect(diagnostics.map(\.code) == [.nonFiniteValue, .invalidArgument, .nonFiniteValue, .nonFiniteValue])
        #expect(animation.timing == MediaTiming())
        animation.repeatCount = .infinity
        animation.repeatDuration = .infinity
        #expect(animation.repeatCount == .infinity && animation.repeatDuration == .infinity)
    }

    @Test func animationsAdoptCAMediaTiming() {
        func configure(_ object: some CAMediaTiming) {
            object.beginTime = 3
            object.duration = 2
            object.autoreverses = true
            object.fillMode = .both
        }
        let animation = CAKeyframeAnimation()
        configure(animation)
        #expect(animation.timing.beginTime == 3 && animation.timing.duration == 2)
        #expect(animation.timing.autoreverses && animation.timing.fillMode == .both)
        #expect(animation.timing.activeDuration == 4)
    }
}
