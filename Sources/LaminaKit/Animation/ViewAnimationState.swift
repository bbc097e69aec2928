import Foundation
import Lamina

/// The animation blocks open on a thread, innermost last, and the actions they give a
/// view's layer. UIKit's rule: a view answers its layer's `action(for:forKey:)` with
/// `NSNull` (no animation) outside a block, and inside one with an animation of the
/// block's timing from the old value to the new one.
final class ViewAnimationBlock {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let spring: SpringParameters?
    let tracker: AnimationCompletionTracker
    /// Whether changes animate (false inside `performWithoutAnimation`).
    let animates: Bool
    /// The repeat count `UIView.setAnimationRepeatCount(_:)` set inside the block, for
    /// the changes made after it; nil when not set (then `.repeat` repeats for ever).
    var repeatCount: Float?
    /// The keyframe recorder of a keyframe block (`animateKeyframes`): its changes are
    /// recorded as keyframes instead of animating one by one.
    var keyframes: ViewKeyframeRecorder?
    /// Model values before the block changed them, by layer and key.
    private var oldValues: [OldValueKey: Any] = [:]

    struct OldValueKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// The spring of a spring block: mass 1 (UIKit's), the solved stiffness and damping,
    /// and the initial velocity in units of the whole change per second.
    struct SpringParameters {
        let stiffness: CGFloat
        let damping: CGFloat
        let initialVelocity: CGFloat
        /// Whether a spring damped past critical creeps in as an over-damped one
        /// (`animate(springDuration:bounce:…)` with a negative bounce).
        var allowsOverdamping = false
    }

    /// A block; nested in an animating `outer` block, it takes the outer block's duration
    /// and curve unless its options override them (UIKit's inheritance).
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         spring: SpringParameters?, completion: ((Bool) -> Void)?, animates: Bool = true,
         outer: ViewAnimationBlock? = nil) {
        var options = options
        var duration = duration
        var spring = spring
        if let outer, outer.animates, animates {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                options = options.subtracting(.curveLinear).union(outer.options.intersection(.curveLinear))
                if spring == nil { spring = outer.spring }
            }
        }
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
        self.animates = animates
        tracker = AnimationCompletionTracker(completion: completion)
    }

    func recordOldValue(_ value: Any?, of layer: CALayer, forKey key: String) {
        let id = OldValueKey(layer: ObjectIdentifier(layer), key: key)
        if oldValues[id] == nil, let value { oldValues[id] = value }
    }

    func oldValue(of layer: CALayer, forKey key: String) -> Any? {
        oldValues[OldValueKey(layer: ObjectIdentifier(layer), key: key)]
    }
}

enum ViewAnimationState {
    /// A thread's open blocks.
    final class Stack {
        var blocks: [ViewAnimationBlock] = []
        var animationsEnabled = true
    }

    private static let key = ThreadLocal.makeKey()

    static var stack: Stack { ThreadLocal.value(for: key) { Stack() } }

    /// The innermost open block, if any.
    static var current: ViewAnimationBlock? { stack.blocks.last }

    /// Runs `body` inside `block`, then seals the block (its completion may fire).
    static func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        let stack = self.stack
        stack.blocks.append(block)
        body()
        if block.options.contains(.layoutSubviews) {
            // Lay out now, inside the block, so the subviews' new frames animate too.
            for layer in TransactionStack.current.changedLayers { layer.layoutIfNeeded() }
        }
        stack.blocks.removeLast()
        block.tracker.seal()
    }

    /// Notes `layer`'s model value for `key` before a view setter changes it, so the
    /// block's animation starts from it.
    static func recordOldValue(of layer: CALayer, forKey key: String) {
        guard let block = current, block.animates else { return }
        block.recordOldValue(layer.value(forKey: key), of: layer, forKey: key)
    }

    /// The action a view gives its layer for `event`.
    static func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let block = current, block.animates, stack.animationsEnabled,
              type(of: layer).animatesImplicitly(forKey: event) else { return NSNull() }
        return ViewBlockAction(block: block)
    }
}

/// The action of an animation block: adds to the layer, under the property's key, a
/// basic animation (a spring in a spring block) from the old value — or from what is on
/// screen with `.beginFromCurrentState` — to the new model value, with the block's
/// duration, delay (a backwards fill shows the old value meanwhile), curve, repeat (or the
/// block's `setAnimationRepeatCount(_:)`) and autoreverse; an animation of the key from an earlier block is interrupted.
struct ViewBlockAction: CAAction {
    let block: ViewAnimationBlock

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let onScreen = ViewBlockAction.presentedValue(of: layer, forKey: event)
        let from = block.options.contains(.beginFromCurrentState)
            ? onScreen : (block.oldValue(of: layer, forKey: event) ?? onScreen)
        if let keyframes = block.keyframes {
            keyframes.record(layer, key: event, from: from, to: layer.value(forKey: event))
            return
        }
        let animation: CABasicAnimation
        if let spring = block.spring {
            let springAnimation = CASpringAnimation(keyPath: event)
            springAnimation.mass = 1
            springAnimation.stiffness = spring.stiffness
            springAnimation.damping = spring.damping
            springAnimation.initialVelocity = spring.initialVelocity
            springAnimation.allowsOverdamping = spring.allowsOverdamping
            springAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: event)
            animation.timingFunction = block.options.timingFunction
        }
        animation.fromValue = from
        animation.toValue = layer.value(forKey: event)
        animation.duration = block.duration
        if block.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
            animation.fillMode = .backwards
        }
        if let count = block.repeatCount {
            animation.repeatCount = count
        } else if block.options.contains(.repeat) {
            animation.repeatCount = .greatestFiniteMagnitude
        }
        if block.options.contains(.autoreverse) { animation.autoreverses = true }
        let view = layer.delegate as? UIView
        animation.delegate = block.tracker.makeRelay(
            for: view, blocksTouches: !block.options.contains(.allowUserInteraction))
        if let existing = layer.animation(forKey: event)?.delegate as? AnimationStopRelay {
            existing.interrupt()
        }
        layer.add(animation, forKey: event)
    }

    /// The value on screen (the last commit with running animations applied), for the
    /// layer classes whose presentation copy Lamina can make; nil otherwise, which the
    /// engine reads as "from the value on screen".
    static func presentedValue(of layer: CALayer, forKey key: String) -> Any? {
        switch ObjectIdentifier(type(of: layer)) {
        case ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self),
             ObjectIdentifier(CAGradientLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
             ObjectIdentifier(CATransformLayer.self), ObjectIdentifier(CATextLayer.self),
             ObjectIdentifier(CAScrollLayer.self):
            return layer.presentation()?.value(forKey: key)
        default:
            return nil
        }
    }
}
