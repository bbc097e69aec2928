import Foundation

/// One animation attached to a layer: the layer's private copy of the app's animation,
/// compiled once into an `AnimationProgram`, the key it was added under, and its begin
/// time in the layer's local time once a commit has started it. Shared, read-only after
/// the commit, by the model layer and the render tree.
package final class AnimationEntry: @unchecked Sendable {
    /// The key, or nil for an animation added without one.
    package let key: String?
    /// The layer's copy (what `animation(forKey:)` returns).
    package let animation: CAAnimation
    /// The compiled form evaluation runs.
    package let program: AnimationProgram
    /// The completion group of the transaction the animation was added in.
    package let completion: TransactionCompletion
    /// The layer, for removal on completion.
    package weak var layer: CALayer?
    /// Whether the animation changes what the layer draws (it animates a property or
    /// custom key the layer's class redisplays for), so frames redraw the layer from its
    /// presentation values while it shows (`PresentationRedisplay`).
    package let redisplaysLayer: Bool

    private let lock = NSLock()
    private var completionReleased = false

    package init(key: String?, animation: CAAnimation, program: AnimationProgram,
                 completion: TransactionCompletion, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.program = program
        self.completion = completion
        self.layer = layer
        redisplaysLayer = program.redisplays(layer)
        completion.retainForAnimation()
    }

    /// The begin time in the layer's local time, set by the commit that starts the
    /// animation; nil before. Written once, on the committing thread, before the
    /// snapshot carrying the entry reaches a renderer (through the renderer's locked
    /// inbox), so readers need no lock.
    package private(set) var beginTime: CFTimeInterval?

    /// Starts the animation at a commit: an animation whose `beginTime` is 0 begins at
    /// the commit's time converted to the layer's time; others at their own `beginTime`.
    package func resolveBeginTime(layerTimeNow: CFTimeInterval) {
        guard beginTime == nil else { return }
        let own = program.timing.beginTime
        beginTime = own == 0 ? layerTimeNow : own
    }

    /// Lets the transaction's completion block go, once, whether the animation finished
    /// or was removed.
    package func releaseCompletion() {
        lock.lock()
        let first = !completionReleased
        completionReleased = true
        lock.unlock()
        if first { completion.releaseForAnimation() }
    }
}
