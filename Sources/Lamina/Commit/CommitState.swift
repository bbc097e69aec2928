import Foundation

/// What the commits did with one layer: whether it waits in a transaction's list, and
/// the model as the last commit sent it (what `presentation()` and implicit animations
/// start from).
///
/// The committed model is not copied at each commit: until the model changes again it
/// is the layer's own state, and the first change after a commit saves the state as it
/// was (`CALayer.willChangeModel()`). A layer that is committed and left alone, the
/// common case, keeps one copy of its values, not two.
package struct CommitState {
    /// The model at the last commit, once the model has changed since; nil while it is
    /// the layer's own state.
    package var saved: CommittedModel?
    /// The timing at the last commit.
    package var committedTiming: MediaTiming {
        get { storedCommittedTiming.timing }
        set { storedCommittedTiming.timing = newValue }
    }
    private var storedCommittedTiming = LayerTimingStorage()
    /// The layer is in its thread's list of changed layers.
    package var isQueued = false
    /// A commit has reached a renderer (`presentation()` is nil until then, as Apple's).
    package var hasCommitted = false
    /// The thread's `PresentationRedisplay` watches the layer (frames may draw it from
    /// its presentation values).
    package var isRedrawnFromPresentation = false
    package init() {}
}

/// A layer's model values and objects as a commit sent them.
package final class CommittedModel {
    package let values: RenderValues
    package let objects: LayerObjects

    init(values: RenderValues, objects: LayerObjects) {
        self.values = values
        self.objects = objects
    }
}

extension CALayer {
    /// The model values at the last commit that reached a renderer; nil before it.
    package var committedValues: RenderValues? {
        guard commitState.hasCommitted else { return nil }
        return commitState.saved?.values ?? state.values
    }

    /// The model objects (the `CGColor`s, paths, … the values came from) at that commit.
    package var committedObjects: LayerObjects? {
        guard commitState.hasCommitted else { return nil }
        return commitState.saved?.objects ?? state.objects
    }

    /// Called before any write to the model's state: keeps the committed model when it
    /// is still the state itself.
    @inline(__always)
    package func willChangeModel() {
        if commitState.hasCommitted, commitState.saved == nil {
            commitState.saved = CommittedModel(values: state.values, objects: state.objects)
        }
    }

    /// A commit sent the current state (and `timing`).
    package func didCommitModel(timing: MediaTiming) {
        commitState.hasCommitted = true
        commitState.saved = nil
        commitState.committedTiming = timing
    }
}
