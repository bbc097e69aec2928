import Foundation
import Lamina

extension UIView {
    /// Options of the animation-block methods, with UIKit's bit values: behaviour flags,
    /// one timing curve (bits 16–19) and one transition (bits 20–23).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits, UIKit's layout.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views take touches while they animate (UIKit turns touches
        /// off for them otherwise).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts each animation from what is on screen (the presentation value) rather
        /// than from the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each animation forwards then backwards (with `.repeat`, back and forth).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not an enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve, not an enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws changing content during a transition.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in `transition(from:to:…)` instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit an enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default): the change is not animated as a transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// The view flips about its vertical axis, its left edge coming towards the viewer
        /// (Core Animation's `oglFlip` from the left).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// The view flips about its vertical axis, its right edge coming towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old content curls up from the bottom like a page (`pageCurl`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The new content curls down over the old like a page (`pageUnCurl`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades into the new (a `fade` transition).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// The view flips about its horizontal axis, its top edge coming towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// The view flips about its horizontal axis, its bottom edge coming towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (accepted; Lamina's animations run at every frame).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames a second (accepted; Lamina's animations run at every frame).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames a second (accepted; Lamina's animations run at every frame).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing function the curve bits name (UIKit's: ease-in-out by default).
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }

        /// The transition the transition bits name, as a Core Animation transition type
        /// and subtype; nil for none. Flips are Core Animation's `oglFlip`, curls its
        /// `pageCurl`/`pageUnCurl`, the cross-dissolve a fade.
        var transition: (type: CATransitionType, subtype: CATransitionSubtype?)? {
            switch (rawValue >> 20) & 0xF {
            case 1: return (CATransitionType("oglFlip"), .fromLeft)
            case 2: return (CATransitionType("oglFlip"), .fromRight)
            case 3: return (CATransitionType("pageCurl"), .fromBottom)
            case 4: return (CATransitionType("pageUnCurl"), .fromBottom)
            case 5: return (.fade, nil)
            case 6: return (CATransitionType("oglFlip"), .fromTop)
            case 7: return (CATransitionType("oglFlip"), .fromBottom)
            default: return nil
            }
        }
    }
}
