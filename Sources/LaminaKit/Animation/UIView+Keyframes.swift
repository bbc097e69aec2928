import Foundation
import Lamina

/// UIKit's keyframe animation blocks: inside `animateKeyframes`, each `addKeyframe`
/// closure's property changes become keyframes — at the keyframe's relative start the
/// property still shows its earlier value, by its end the new one — of one
/// `CAKeyframeAnimation` per changed property over the whole duration
/// (`ViewKeyframeRecorder` says how it is built). `completion` runs as for
/// `animate(withDuration:…)`.
extension UIView {
    /// Animates the keyframes `animations` adds over `duration` seconds after `delay`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var d = duration, w = delay
        if !(d.isFinite && d >= 0) {
            LaminaDiagnostics.report(.invalidArgument,
                "UIView.animateKeyframes(withDuration:delay:options:animations:completion:): duration \(duration) is not valid; using 0")
            d = 0
        }
        if !(w.isFinite && w >= 0) {
            LaminaDiagnostics.report(.invalidArgument,
                "UIView.animateKeyframes(withDuration:delay:options:animations:completion:): delay \(delay) is not valid; using 0")
            w = 0
        }
        let block = ViewAnimationBlock(duration: d, delay: w, options: options.animationOptions, spring: nil,
                                       completion: completion, animates: d > 0, outer: ViewAnimationState.current)
        let recorder = ViewKeyframeRecorder(calculationMode: options.calculationMode)
        block.keyframes = recorder
        ViewAnimationState.run(block) {
            animations()
            recorder.addAnimations(for: block)
        }
    }

    /// A keyframe of the enclosing keyframe block: the changes `animations` makes are
    /// reached over the part of the block from `frameStartTime` for `frameDuration`
    /// (fractions of its duration, 0…1). Outside a keyframe block the changes are made
    /// as part of whatever block is open, or at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = ViewAnimationState.current?.keyframes else {
            animations()
            return
        }
        let outer = recorder.window
        recorder.window = .init(start: frameStartTime.isFinite ? frameStartTime : 0,
                                duration: frameDuration.isFinite ? max(frameDuration, 0) : 0)
        animations()
        recorder.window = outer
    }
}
