import Foundation

/// Core Animation's hierarchical timing model, adopted by layers and animations: each
/// object maps the time of its parent (the superlayer, the animation group, or for a
/// root layer absolute time, `CACurrentMediaTime()`) to its own local time.
///
/// The conversion has the two stages of Apple's documentation:
/// 1. **Active local time**: `t = (t_parent − beginTime) × speed + timeOffset`. The
///    object is active while `(t_parent − beginTime) × speed` lies in `[0, active
///    duration)`; `timeOffset` moves the starting point inside that interval and wraps
///    around it.
/// 2. **Basic (simple) local time**: the active time is cut into cycles of `duration`
///    (two durations with `autoreverses`, the second played backwards), repeated for
///    `repeatCount` cycles or `repeatDuration` seconds.
///
/// Outside the active interval `fillMode` decides what is shown. The arithmetic lives on
/// `MediaTiming` (`MediaTiming+Phase.swift`, `MediaTiming+LayerTime.swift`).
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time. For an animation added to a layer,
    /// 0 means "at the commit that adds it"; inside a group it is an offset from the
    /// group's start. Default 0.
    var beginTime: CFTimeInterval { get set }

    /// The length of one cycle, in local seconds. For an animation 0 means the
    /// transaction's duration (0.25 s by default); a layer with duration 0 does not
    /// cycle. Default 0.
    var duration: CFTimeInterval { get set }

    /// How fast local time runs relative to the parent's: 2 plays twice as fast, 0
    /// freezes, a negative speed runs backwards. Default 1.
    var speed: Float { get set }

    /// An offset in active local time. With `speed` 0 it sets the frame shown (the
    /// pause recipe); on a running animation it starts that far into the active
    /// interval and wraps around at its end. Default 0.
    var timeOffset: CFTimeInterval { get set }

    /// How many cycles to play; fractions play part of the last one, and
    /// `.greatestFiniteMagnitude` (or `.infinity`) repeats forever. 0 means one cycle.
    /// Do not set it together with `repeatDuration`. Default 0.
    var repeatCount: Float { get set }

    /// How long to repeat, in local seconds, instead of a count; wins over
    /// `repeatCount` when both are set. Default 0.
    var repeatDuration: CFTimeInterval { get set }

    /// Whether each cycle plays forwards and then backwards (doubling its length).
    /// Default false.
    var autoreverses: Bool { get set }

    /// What is shown outside the active interval: `.removed` (the default: nothing),
    /// `.forwards` (the final state after it), `.backwards` (the initial state before
    /// it) or `.both`.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTimingFillMode {
    /// A fill mode from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// Whether the object shows its initial state before its active interval.
    package var fillsBackwards: Bool { self == .backwards || self == .both }

    /// Whether the object keeps its final state after its active interval.
    package var fillsForwards: Bool { self == .forwards || self == .both }
}
