import Foundation

/// The boxes a builder puts items' out-of-line parts in (`ItemBox`), one pool per kind,
/// kept from frame to frame: a frame refills the boxes of the frame before, so an
/// unchanged tree's frame allocates none. Shared by reference between the builder and
/// its walks (a walk of a transition's frozen tree included).
final class ItemPools {
    var contents = ItemBoxPool<ContentsItem>()
    var shapes = ItemBoxPool<ShapePaint>()
    var gradients = ItemBoxPool<GradientStyle>()
    var runs = ItemBoxPool<InstanceRun.Matrices>()
    var particles = ItemBoxPool<ParticleRun>()

    /// Starts a frame (after the list of the frame before has been emptied, which lets
    /// go of its boxes).
    func beginFrame() {
        contents.beginFrame()
        shapes.beginFrame()
        gradients.beginFrame()
        runs.beginFrame()
        particles.beginFrame()
    }
}
