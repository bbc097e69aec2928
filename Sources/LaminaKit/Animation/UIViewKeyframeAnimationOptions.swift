import Foundation
import Lamina

extension UIView {
    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`,
    /// with UIKit's bit values: the behaviour flags of `AnimationOptions` (same bits) and
    /// one calculation mode (bits 10–12). As in UIKit, the curve bits of
    /// `AnimationOptions` (16–19) are honoured when passed through `rawValue`; without
    /// them the whole keyframe animation eases in and out.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The option bits, UIKit's layout.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        /// Lets the animated views take touches while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        /// Starts each animation from what is on screen rather than from the old model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        /// Repeats the keyframe animation for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        /// Runs the keyframe animation forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// Ignores the duration of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        /// Ignores the options of an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)
        /// Straight blends between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace over the whole animation, key times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull–Rom) curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the mode bits name.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The same bits read as animation-block options (behaviour flags and curve).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    }
}
