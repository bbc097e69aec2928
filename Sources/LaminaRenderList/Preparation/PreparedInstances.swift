import Foundation

/// A replicator's copies of one layer, for a backend that draws them in one instanced
/// draw (`PreparedFrameSink.instances(_:)`): the layer as listed in its run's space, the
/// runs it is nested in and where the outermost sits. Copy i is, level by level from
/// the innermost, copy i mod n of that level (then i / n for the next); a backend
/// derives each copy's transform, tint and culling from these alone, as
/// `InstanceRun.forEachCopy` does on the CPU.
package struct PreparedInstances {
    package var surface: Int
    /// The innermost clip region (a valid index), or −1.
    package var clip: Int32
    /// The runs, innermost first.
    package var levels: [InstanceRun]
    /// The outermost run's enclosing space → target pixels.
    package var toTarget: CATransform3D
    /// The layer, its transform ending in the innermost run's space; its tint includes
    /// the enclosing copies'.
    package var item: LayerItem
    /// Its shape (radii as drawn).
    package var geometry: RoundedRectGeometry
    /// Copies in all (the product of the levels' counts).
    package var count: Int
    /// The layer's tint as listed, and the enclosing copies' (their product is `item`'s).
    package var itemTint: CGColor.RGBA
    package var enclosingTint: CGColor.RGBA
    /// The layer's contents, prepared in the innermost run's space: sampled alike in every
    /// copy (its modulation is the listed layer's; each copy's comes from its own tint).
    package var contents: PreparedContents?
    /// The layer's gradient, when the copied layer is a gradient layer (then `item` has its
    /// placement and shape, and no background, border or contents): every copy looks up
    /// the same ramp; its modulation is the listed layer's, each copy's comes from its own
    /// tint.
    package var gradient: PreparedGradient?
    /// How the layer varies per copy of the innermost level, when its animations run
    /// late there (its transform, bounds, opacity and background then come from it and
    /// `tracks`, evaluated `varying.shift + k × levels[0].delay` late for copy k).
    package var varying: InstanceVarying?
    /// The varying layer's tracks.
    package var tracks: ArraySlice<InstanceTrack>
}
