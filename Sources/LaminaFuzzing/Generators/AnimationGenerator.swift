import Foundation
import Lamina

// Fuzz input → animations. Input: a `FuzzBytes` cursor; output: an animation of any
// class (basic, keyframe, spring, group, transition) with random timing — begin times,
// speed zero and negative, time offsets, repeat counts and durations (infinite
// included), fill modes, timing functions — random key paths and values, keyframe
// arrays whose lengths disagree, and NaN. Caller's thread.

/// Builds animations from fuzz input, for the animations and trees targets.
package enum AnimationGenerator {
    /// An animation of a random class, with up to `depth` levels of groups below it.
    package static func animation(_ input: inout FuzzBytes, layers: [CALayer] = [], depth: Int = 0) -> CAAnimation {
        let animation: CAAnimation
        switch input.byte() % 6 {
        case 0, 1:
            let basic = CABasicAnimation(keyPath: ValueGenerator.keyPath(&input))
            basic.fromValue = typedValue(&input, for: basic.keyPath, layers: layers)
            basic.toValue = typedValue(&input, for: basic.keyPath, layers: layers)
            if input.oneIn(3) { basic.byValue = typedValue(&input, for: basic.keyPath, layers: layers) }
            animation = basic
        case 2:
            animation = keyframes(&input, layers: layers)
        case 3:
            let spring = CASpringAnimation(keyPath: ValueGenerator.keyPath(&input))
            spring.fromValue = typedValue(&input, for: spring.keyPath, layers: layers)
            spring.toValue = typedValue(&input, for: spring.keyPath, layers: layers)
            spring.mass = input.cgFloat(typical: -1...5)
            spring.stiffness = input.cgFloat(typical: -10...500)
            spring.damping = input.cgFloat(typical: -5...50)
            spring.initialVelocity = input.cgFloat(typical: -20...20)
            spring.allowsOverdamping = input.bool()
            animation = spring
        case 4:
            let group = CAAnimationGroup()
            group.animations = depth < 2 ? (0..<input.int(in: 0...3)).map { _ in self.animation(&input, layers: layers, depth: depth + 1) } : []
            animation = group
        default:
            let transition = CATransition()
            transition.type = input.choose([.fade, .moveIn, .push, .reveal, CATransitionType(rawValue: "cube"),
                                            CATransitionType(rawValue: "oglFlip"), CATransitionType(rawValue: "pageCurl"),
                                            CATransitionType(rawValue: "pageUnCurl"), CATransitionType(rawValue: "rippleEffect"),
                                            CATransitionType(rawValue: "suckEffect"), CATransitionType(rawValue: input.string())])
            if input.bool() { transition.subtype = input.choose([.fromLeft, .fromRight, .fromTop, .fromBottom]) }
            transition.startProgress = Float(input.double(typical: -0.5...1.5))
            transition.endProgress = Float(input.double(typical: -0.5...1.5))
            animation = transition
        }
        timing(animation, &input)
        if let property = animation as? CAPropertyAnimation, input.oneIn(4) {
            property.isAdditive = input.bool()
            property.isCumulative = input.bool()
            if input.oneIn(3) {
                property.valueFunction = CAValueFunction(name: input.choose([.rotateX, .rotateY, .rotateZ, .scale, .scaleX,
                                                                             .scaleY, .scaleZ, .translate, .translateX,
                                                                             .translateY, .translateZ]))
            }
        }
        return animation
    }

    /// A keyframe animation: values, key times, timing functions and spline parameters
    /// whose counts need not agree, or a path with a rotation mode.
    private static func keyframes(_ input: inout FuzzBytes, layers: [CALayer]) -> CAKeyframeAnimation {
        let keyframes = CAKeyframeAnimation(keyPath: ValueGenerator.keyPath(&input))
        let count = input.int(in: 0...6)
        keyframes.values = (0..<count).map { _ in typedValue(&input, for: keyframes.keyPath, layers: layers) as Any }
        if input.bool() { keyframes.keyTimes = (0..<input.int(in: 0...7)).map { _ in NSNumber(value: input.double(typical: -0.2...1.2)) } }
        if input.bool() { keyframes.timingFunctions = (0..<input.int(in: 0...6)).map { _ in timingFunction(&input) } }
        keyframes.calculationMode = input.choose([.linear, .discrete, .paced, .cubic, .cubicPaced, CAAnimationCalculationMode(rawValue: "bogus")])
        if input.oneIn(3) {
            keyframes.tensionValues = (0..<input.int(in: 0...6)).map { _ in NSNumber(value: input.double(typical: -1...1)) }
            keyframes.continuityValues = (0..<input.int(in: 0...6)).map { _ in NSNumber(value: input.double(typical: -1...1)) }
            keyframes.biasValues = (0..<input.int(in: 0...6)).map { _ in NSNumber(value: input.double(typical: -1...1)) }
        }
        if input.oneIn(3) {
            keyframes.path = PathGenerator.path(&input, maxOperations: 8)
            if input.bool() { keyframes.rotationMode = input.bool() ? .rotateAuto : .rotateAutoReverse }
        }
        return keyframes
    }

    /// The media timing of an animation, extremes included.
    private static func timing(_ animation: CAAnimation, _ input: inout FuzzBytes) {
        if input.bool() { animation.duration = input.double(typical: -0.5...3) }
        if input.oneIn(3) { animation.beginTime = input.double(typical: -2...3) }
        if input.oneIn(3) { animation.speed = Float(input.oneIn(3) ? input.choose([0, -1, -0.5, 2, .nan, .infinity]) : input.double(typical: -2...4)) }
        if input.oneIn(4) { animation.timeOffset = input.double(typical: -2...3) }
        if input.oneIn(3) { animation.repeatCount = Float(input.oneIn(3) ? input.choose([.infinity, .greatestFiniteMagnitude, -1, 0.5]) : input.double(typical: 0...4)) }
        if input.oneIn(5) { animation.repeatDuration = input.double(typical: -1...5) }
        if input.oneIn(3) { animation.autoreverses = true }
        if input.oneIn(2) { animation.fillMode = input.choose([.removed, .forwards, .backwards, .both, CAMediaTimingFillMode(rawValue: "sideways")]) }
        if input.oneIn(3) { animation.isRemovedOnCompletion = false }
        if input.oneIn(3) { animation.timingFunction = timingFunction(&input) }
    }

    /// A named timing function or one of arbitrary (out-of-range, non-finite) control points.
    package static func timingFunction(_ input: inout FuzzBytes) -> CAMediaTimingFunction {
        if input.bool() { return CAMediaTimingFunction(name: input.choose([.linear, .easeIn, .easeOut, .easeInEaseOut, .default])) }
        return CAMediaTimingFunction(controlPoints: Float(input.double(typical: -1...2)), Float(input.double(typical: -2...3)),
                                     Float(input.double(typical: -1...2)), Float(input.double(typical: -2...3)))
    }

    /// A value for `keyPath`: mostly of the type the property holds (so that evaluation
    /// is reached), sometimes of any type.
    package static func typedValue(_ input: inout FuzzBytes, for keyPath: String?, layers: [CALayer]) -> Any? {
        guard input.byte() % 4 != 0, let keyPath else { return ValueGenerator.value(&input, layers: layers) }
        let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
        switch last {
        case "position", "anchorPoint", "startPoint", "endPoint", "emitterPosition", "translation", "origin":
            return input.point()
        case "bounds", "frame", "contentsRect", "contentsCenter":
            return input.rect()
        case "size", "shadowOffset", "emitterSize":
            return input.size()
        case "transform", "sublayerTransform", "instanceTransform":
            return ValueGenerator.transform3D(&input)
        case "backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor", "foregroundColor", "instanceColor", "color":
            return ValueGenerator.color(&input)
        case "path", "shadowPath":
            return PathGenerator.path(&input, maxOperations: 6) as CGPath
        case "contents":
            return ValueGenerator.image(&input)
        case "colors":
            return (0..<input.int(in: 0...4)).map { _ in ValueGenerator.color(&input) }
        case "locations", "lineDashPattern":
            return (0..<input.int(in: 0...4)).map { _ in NSNumber(value: input.double(typical: 0...1)) }
        case "hidden", "isHidden", "masksToBounds":
            return input.bool()
        default:
            return input.cgFloat(typical: -2...200)
        }
    }
}
