import Foundation
import Lamina

/// UIKit's view transitions, over `CATransition`: the option's transition (cross-dissolve
/// is a fade, flips Core Animation's `oglFlip` with the side as subtype, curls
/// `pageCurl`/`pageUnCurl`) is added to the container's layer under `kCATransition`,
/// and the changes are made in the same transaction, so the transition shows the old
/// picture turning into the new one. `completion` runs when the transition stops.
extension UIView {
    /// Changes `view` with `animations` behind a transition of `duration` seconds.
    public class func transition(with view: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], animations: (() -> Void)?,
                                 completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], spring: nil,
                                       completion: completion, animates: false)
        ViewAnimationState.run(block) {
            addTransition(to: view.layer, duration: duration, options: options, tracker: block.tracker,
                          name: "transition(with:duration:options:animations:completion:)")
            animations?()
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview behind a transition:
    /// `toView` takes `fromView`'s place and `fromView` is removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let name = "transition(from:to:duration:options:completion:)"
        guard let container = fromView.superview else {
            LaminaDiagnostics.report(.invalidArgument, "UIView.\(name): fromView has no superview; nothing to replace")
            let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], spring: nil,
                                           completion: completion, animates: false)
            ViewAnimationState.run(block) {}
            return
        }
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], spring: nil,
                                       completion: completion, animates: false)
        ViewAnimationState.run(block) {
            addTransition(to: container.layer, duration: duration, options: options, tracker: block.tracker,
                          name: name)
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
    }

    private class func addTransition(to layer: CALayer, duration: TimeInterval, options: UIView.AnimationOptions,
                                     tracker: AnimationCompletionTracker, name: String) {
        guard duration.isFinite, duration > 0 else {
            if !(duration.isFinite && duration >= 0) {
                LaminaDiagnostics.report(.invalidArgument, "UIView.\(name): duration \(duration) is not valid; no transition")
            }
            return
        }
        guard let kind = options.transition else { return }
        let transition = CATransition()
        transition.type = kind.type
        transition.subtype = kind.subtype
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        transition.delegate = tracker.makeRelay(for: layer.delegate as? UIView,
                                                blocksTouches: !options.contains(.allowUserInteraction))
        layer.add(transition, forKey: kCATransition)
    }
}
