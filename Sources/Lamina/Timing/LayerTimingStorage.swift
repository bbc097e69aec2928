import Foundation

/// A layer's `MediaTiming` kept in one word: nothing while it is the layer default (most
/// layers never set one), else an immutable box holding it. The layer, the commit's
/// record of it and the render tree's node each keep one, so a plain layer pays 24 bytes
/// for its timing instead of 144. Setting a new value makes a new box (setting the same
/// one, as every commit does, keeps it); boxes are never written, so copies share them
/// freely.
package struct LayerTimingStorage: Sendable {
    private final class Box: Sendable {
        let timing: MediaTiming
        init(_ timing: MediaTiming) { self.timing = timing }
    }

    private var box: Box?

    package init(_ timing: MediaTiming = .layerDefault) {
        self.timing = timing
    }

    /// The timing (`MediaTiming.layerDefault` when none was set).
    package var timing: MediaTiming {
        get { box?.timing ?? .layerDefault }
        set {
            guard newValue != timing else { return }
            box = newValue == .layerDefault ? nil : Box(newValue)
        }
    }

    /// Whether the timing differs from the layer default.
    package var isOwn: Bool { box != nil }
}
