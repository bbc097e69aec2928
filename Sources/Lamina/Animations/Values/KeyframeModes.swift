import Foundation

/// How a keyframe animation computes the values between its keyframes
/// (`CAKeyframeAnimation.calculationMode`), with Apple's raw names.
///
/// Apple's rules (CAKeyframeAnimation `keyTimes` and `CAAnimationCalculationMode`
/// documentation):
/// - `linear` and `cubic` use `keyTimes` (one per value, the first 0, the last 1) and
///   `timingFunctions` (one per segment).
/// - `discrete` uses `keyTimes` with one more entry than there are values: value i holds
///   from key time i until key time i + 1; the last value holds to the end.
/// - `paced` and `cubicPaced` ignore `keyTimes` and the timing functions: keyframe times
///   are generated so that the value changes at constant speed.
/// - `cubic` is a Catmull–Rom spline through the keyframes, reshaped by the
///   Kochanek–Bartels tension, continuity and bias values.
package enum KeyframeCalculationMode: String, CaseIterable, Sendable {
    /// Straight interpolation between neighbouring keyframes (`kCAAnimationLinear`).
    case linear
    /// No interpolation: each value in turn (`kCAAnimationDiscrete`).
    case discrete
    /// Linear interpolation at constant speed (`kCAAnimationPaced`).
    case paced
    /// A Kochanek–Bartels (Catmull–Rom) spline through the keyframes (`kCAAnimationCubic`).
    case cubic
    /// The cubic spline travelled at constant speed (`kCAAnimationCubicPaced`).
    case cubicPaced

    /// The mode Apple's raw name denotes (`"linear"`, `"discrete"`, `"paced"`, `"cubic"`,
    /// `"cubicPaced"`), or nil.
    package init?(rawName: String) {
        self.init(rawValue: rawName)
    }

    /// Whether the mode spaces keyframes by distance and so ignores `keyTimes` and the
    /// per-segment timing functions.
    package var isPaced: Bool { self == .paced || self == .cubicPaced }

    /// Whether the mode interpolates with the cubic spline.
    package var isCubic: Bool { self == .cubic || self == .cubicPaced }
}

/// Whether a layer animated along a path turns with it (`CAKeyframeAnimation.rotationMode`).
package enum KeyframeRotationMode: String, CaseIterable, Sendable {
    /// No rotation (Apple's default, a nil `rotationMode`).
    case none
    /// The layer's x axis follows the direction of travel (`kCAAnimationRotateAuto`,
    /// raw name `"auto"`).
    case auto
    /// The direction of travel plus a half turn (`kCAAnimationRotateAutoReverse`, raw
    /// name `"autoReverse"`).
    case autoReverse

    /// The mode for Apple's raw name: `"auto"`, `"autoReverse"`; nil or any other name is
    /// `.none`.
    package init(rawName: String?) {
        switch rawName {
        case "auto": self = .auto
        case "autoReverse": self = .autoReverse
        default: self = .none
        }
    }
}
