import Foundation

/// The `CAMediaTiming` values of a layer or an animation, as plain data: what a commit
/// copies into the render tree and what evaluation reads. Defaults are Apple's. The
/// arithmetic on them (phases, active interval, layer time) is in
/// `MediaTiming+Phase.swift` and `MediaTiming+LayerTime.swift`.
package struct MediaTiming: Equatable, Sendable {
    // Doubles, then floats, then flags: 48 bytes a copy (a layer holds two, its node one).

    /// When the object begins, in its parent's time.
    package var beginTime: CFTimeInterval = 0
    /// One simple cycle, in local seconds (0: unresolved for animations; infinity, or
    /// 0, for a layer that does not cycle).
    package var duration: CFTimeInterval = 0
    /// An offset in active local time.
    package var timeOffset: CFTimeInterval = 0
    /// Local seconds to repeat for, instead of a count (0: unused).
    package var repeatDuration: CFTimeInterval = 0
    /// Local seconds per parent second (0 freezes, negative runs backwards).
    package var speed: Float = 1
    /// Cycles to play (0: one; `.greatestFiniteMagnitude` or infinity: forever).
    package var repeatCount: Float = 0
    /// Whether each cycle plays forwards then backwards.
    package var autoreverses = false
    /// Whether the first frame shows before the active interval (`.backwards`, `.both`).
    package var fillsBackwards = false
    /// Whether the last frame shows after the active interval (`.forwards`, `.both`).
    package var fillsForwards = false

    /// What is shown outside the active interval. Stored as two flags, so timing stays
    /// plain data that frames copy without touching the runtime; a name other than
    /// Apple's four reads back as `.removed`, which is how it behaves.
    package var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (true, true): return .both
            case (true, false): return .backwards
            case (false, true): return .forwards
            case (false, false): return .removed
            }
        }
        set {
            fillsBackwards = newValue.fillsBackwards
            fillsForwards = newValue.fillsForwards
        }
    }

    package init() {}

    /// A layer's defaults: an animation's, but an infinite duration (a layer's
    /// `duration` reads back as infinity on Apple; either way its time never cycles).
    package static let layerDefault: MediaTiming = {
        var timing = MediaTiming()
        timing.duration = .infinity
        return timing
    }()
}

/// What an object with timing shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode as Apple spells it (`"removed"`, `"forwards"`, `"backwards"`, `"both"`).
    public let rawValue: String
    /// A fill mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value after the active interval.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value before the active interval.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
