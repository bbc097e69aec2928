import Foundation
import Lamina

/// Calls an animation block's completion once every animation the block made has
/// stopped: `true` when all ran to their end, `false` when any was interrupted
/// (replaced by a newer animation of the same key, removed). A block that made no
/// animation completes at the next turn with `true`. Completions run on the queue of the
/// thread that ran the block (the main thread's: its run loop; a renderer's: its frames),
/// never inside the call that started the animation.
final class AnimationCompletionTracker {
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private let queue = CallbackQueue.current

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// A delegate for one more animation of the block.
    func makeRelay(for view: UIView?, blocksTouches: Bool) -> AnimationStopRelay {
        pending += 1
        return AnimationStopRelay(tracker: self, view: view, blocksTouches: blocksTouches)
    }

    /// The block has returned: no more animations will join.
    func seal() {
        sealed = true
        fireIfDone()
    }

    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending == 0, let completion else { return }
        self.completion = nil
        let finished = allFinished
        queue.enqueue { completion(finished) }
    }
}

/// The delegate of one animation made by a block: reports its stop to the tracker once
/// (from the renderer, or earlier when a newer block's animation replaces it), and keeps
/// the animated view from taking touches meanwhile unless the block allowed it.
final class AnimationStopRelay: NSObject, CAAnimationDelegate {
    private let tracker: AnimationCompletionTracker
    private weak var view: UIView?
    private let blocksTouches: Bool
    private var stopped = false

    init(tracker: AnimationCompletionTracker, view: UIView?, blocksTouches: Bool) {
        self.tracker = tracker
        self.view = view
        self.blocksTouches = blocksTouches
        super.init()
        if blocksTouches { view?.animationsBlockingTouches += 1 }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stop(finished: flag)
    }

    /// The animation was replaced before the renderer could report it.
    func interrupt() {
        stop(finished: false)
    }

    private func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        if blocksTouches, let view { view.animationsBlockingTouches -= 1 }
        tracker.animationStopped(finished: finished)
    }
}
