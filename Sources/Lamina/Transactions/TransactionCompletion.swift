import Foundation

/// The completion blocks of one transaction and the animations they wait for. Every
/// animation added while the transaction is open holds the group, and through it the
/// groups of the transactions around it; when the transaction has committed and nothing
/// holds it any more, its blocks are queued to the thread that committed it — never run
/// inside `commit()`.
///
/// A group holds its parent once, from its first animation until its blocks are due
/// (not once per animation): adding an animation costs the same however deep the
/// transactions are nested, and nothing here recurses.
package final class TransactionCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [() -> Void] = []
    /// Animations held directly, and nested groups holding this one.
    private var pending = 0
    private var committed = false
    private var delivered = false
    /// Whether this group holds its parent (from its first hold until delivered).
    private var holdsParent = false
    private let parent: TransactionCompletion?
    private var queue: CallbackQueue?

    package init(parent: TransactionCompletion?) {
        self.parent = parent
    }

    /// Adds a block (a second `setCompletionBlock` adds, it does not replace).
    package func add(_ block: @escaping () -> Void) {
        lock.lock(); defer { lock.unlock() }
        blocks.append(block)
    }

    /// An animation added in this transaction (or one nested in it) starts holding it.
    package func retainForAnimation() {
        var group: TransactionCompletion? = self
        while let g = group {
            g.lock.lock()
            g.pending += 1
            let holdsNow = !g.holdsParent && !g.delivered && g.parent != nil
            if holdsNow { g.holdsParent = true }
            g.lock.unlock()
            // The parent is held once, by the group's first hold.
            group = holdsNow ? g.parent : nil
        }
    }

    /// An animation that held the group finished or was removed.
    package func releaseForAnimation() {
        var group: TransactionCompletion? = self
        while let g = group {
            g.lock.lock()
            g.pending -= 1
            group = g.settle()
        }
    }

    /// The transaction committed; its blocks run (on `queue`) once nothing holds it.
    package func didCommit(on queue: CallbackQueue) {
        lock.lock()
        committed = true
        self.queue = queue
        var group = settle()
        while let g = group {
            g.lock.lock()
            g.pending -= 1
            group = g.settle()
        }
    }

    /// With the lock held (and released here): delivers the blocks if the group has
    /// committed and nothing holds it; returns the parent when this let go of it.
    private func settle() -> TransactionCompletion? {
        let ready = pending == 0 && committed && !delivered
        if ready { delivered = true }
        let letsGo = ready && holdsParent
        if letsGo { holdsParent = false }
        lock.unlock()
        if ready { deliver() }
        return letsGo ? parent : nil
    }

    /// Runs the blocks once and lets them go, as Core Animation releases a completion
    /// block after calling it: a block that captures the layer it animates (whose
    /// animation entry holds this group) would otherwise keep that layer alive for good.
    private func deliver() {
        lock.lock()
        let blocks = self.blocks
        self.blocks = []
        let queue = self.queue ?? .current
        lock.unlock()
        guard !blocks.isEmpty else { return }
        queue.enqueue { for block in blocks { block() } }
    }
}
