import Foundation

/// What the commits did with one layer: whether it waits in a transaction's list, and
/// the values the last commit sent (what `presentation()` starts from, and what
/// implicit animations start from).
package struct CommitState {
    /// The layer is in its thread's list of changed layers.
    package var isQueued = false
    /// The model values and timing at the last commit that reached a renderer; nil
    /// until then (and `presentation()` is nil until then, as Apple's).
    package var committedValues: RenderValues?
    /// The model objects at that commit (the `CGColor`s, paths, … its values came from).
    package var committedObjects: LayerObjects?
    package var committedTiming = MediaTiming()
    package init() {}
}
