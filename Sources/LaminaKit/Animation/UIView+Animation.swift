import Foundation
import Lamina

/// UIKit's animation blocks: the property changes made in `animations` animate, each as
/// an animation added to the changed layer under the property's key (the view answers
/// its layer's `action(for:forKey:)` with it — `ViewAnimationState.swift`), with the
/// block's duration, delay, curve and options. `completion` runs once every animation
/// of the block has stopped: `true` when they all ran to their end, `false` when one
/// was interrupted; on the thread that ran the block, never inside this call.
///
/// A duration that is not finite, or negative, is reported and taken as 0: the changes
/// then happen at once and `completion(true)` follows at the next turn.
extension UIView {
    /// Animates the changes of `animations` over `duration` seconds after `delay`, with
    /// the curve and behaviour of `options`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let (duration, delay) = checked(duration, delay, "animate(withDuration:delay:options:animations:completion:)")
        perform(ViewAnimationBlock(duration: duration, delay: delay, options: options, spring: nil,
                                   completion: completion, animates: duration > 0, outer: ViewAnimationState.current),
                animations)
    }

    /// Animates the changes of `animations` over `duration` seconds, ease-in-ease-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes of `animations` over `duration` seconds, ease-in-ease-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes of `animations` with a spring: mass 1, damping ratio
    /// `dampingRatio` (1 no overshoot, towards 0 more oscillation), initial velocity
    /// `velocity` in units of the whole change per second, and the stiffness that makes
    /// the spring settle in `duration` seconds (`SpringMapping.swift` has the formula
    /// and its sources). The curve options are ignored, as UIKit's.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let name = "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
        let (duration, delay) = checked(duration, delay, name)
        if !dampingRatio.isFinite || !velocity.isFinite {
            LaminaDiagnostics.report(.nonFiniteValue,
                "UIView.\(name): damping \(dampingRatio) and velocity \(velocity) must be finite; using 1 and 0")
        }
        var spring: ViewAnimationBlock.SpringParameters?
        if duration > 0 {
            let solved = SpringMapping.parameters(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
            spring = .init(stiffness: solved.stiffness, damping: solved.damping,
                           initialVelocity: velocity.isFinite ? velocity : 0)
        }
        perform(ViewAnimationBlock(duration: duration, delay: delay, options: options, spring: spring,
                                   completion: completion, animates: duration > 0, outer: ViewAnimationState.current),
                animations)
    }

    /// Animates the changes of `animations` with a spring described as iOS 17 describes
    /// it: `duration` is its perceptual duration (the pace: about the time it takes to
    /// settle, or the period of oscillation of a very bouncy spring) and `bounce` its
    /// bounciness (0 none, up to 1; negative values over-damp), as
    /// `CASpringAnimation(perceptualDuration:bounce:)` reads them (mass 1); the velocity
    /// is in units of the whole change per second. Each change runs until the spring
    /// settles (its `settlingDuration`), and `completion` follows. The curve options are
    /// ignored, as for every spring block.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let name = "animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        let (pace, delay) = checked(duration, delay, name)
        var velocity = initialSpringVelocity
        if !velocity.isFinite {
            LaminaDiagnostics.report(.nonFiniteValue, "UIView.\(name): velocity \(initialSpringVelocity) must be finite; using 0")
            velocity = 0
        }
        var spring: ViewAnimationBlock.SpringParameters?
        var settling: TimeInterval = 0
        if pace > 0 {
            let solved = CASpringAnimation(perceptualDuration: pace, bounce: bounce)
            spring = .init(stiffness: solved.stiffness, damping: solved.damping, initialVelocity: velocity,
                           allowsOverdamping: solved.allowsOverdamping)
            settling = solved.settlingDuration.isFinite ? solved.settlingDuration : pace
        }
        perform(ViewAnimationBlock(duration: settling, delay: delay, options: options, spring: spring,
                                   completion: completion, animates: settling > 0, outer: ViewAnimationState.current),
                animations)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], spring: nil,
                                       completion: nil, animates: false)
        ViewAnimationState.run(block, actionsWithoutAnimation)
    }

    /// How many times the animations of the innermost open animation block repeat — the
    /// changes the block makes after this call. As UIKit documents it, the count may be
    /// fractional and 0 runs them once; with `.autoreverse` each repetition runs forwards
    /// and back. Called inside a `.repeat` block it bounds the repetition (the idiom of
    /// `UIView.animate(…, options: [.repeat, .autoreverse]) { UIView.setAnimationRepeatCount(2); … }`).
    /// Outside an animation block it does nothing. A negative or non-finite count is
    /// reported and ignored.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite, repeatCount >= 0 else {
            LaminaDiagnostics.report(.invalidArgument,
                "UIView.setAnimationRepeatCount(_:): \(repeatCount) is not a repeat count; ignored")
            return
        }
        guard let block = ViewAnimationState.current, block.animates else { return }
        block.repeatCount = repeatCount
    }

    /// Turns block animations on or off for the calling thread.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationState.stack.animationsEnabled = enabled
    }

    /// Whether block animations are on for the calling thread.
    public class var areAnimationsEnabled: Bool {
        ViewAnimationState.stack.animationsEnabled
    }

    /// The duration of the innermost animation block running now (0 outside blocks).
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationState.current?.duration ?? 0
    }

    private class func perform(_ block: ViewAnimationBlock, _ animations: () -> Void) {
        ViewAnimationState.run(block, animations)
    }

    private class func checked(_ duration: TimeInterval, _ delay: TimeInterval, _ name: String)
        -> (TimeInterval, TimeInterval) {
        var d = duration, w = delay
        if !(d.isFinite && d >= 0) {
            LaminaDiagnostics.report(.invalidArgument, "UIView.\(name): duration \(duration) is not valid; using 0")
            d = 0
        }
        if !(w.isFinite && w >= 0) {
            LaminaDiagnostics.report(.invalidArgument, "UIView.\(name): delay \(delay) is not valid; using 0")
            w = 0
        }
        return (d, w)
    }
}
