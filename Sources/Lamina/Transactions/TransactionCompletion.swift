import Foundation

/// The completion blocks of one transaction and the animations they wait for. Every
/// animation added while the transaction is open holds the group (and the groups of
/// the transactions around it); when the transaction has committed and nothing holds it
/// any more, its blocks are queued to the thread that committed it — never run inside
/// `commit()`.
package final class TransactionCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [() -> Void] = []
    private var pending = 0
    private var committed = false
    private var delivered = false
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
        lock.lock()
        pending += 1
        lock.unlock()
        parent?.retainForAnimation()
    }

    /// An animation that held the group finished or was removed.
    package func releaseForAnimation() {
        lock.lock()
        pending -= 1
        let ready = pending == 0 && committed && !delivered
        if ready { delivered = true }
        lock.unlock()
        if ready { deliver() }
        parent?.releaseForAnimation()
    }

    /// The transaction committed; its blocks run (on `queue`) once nothing holds it.
    package func didCommit(on queue: CallbackQueue) {
        lock.lock()
        committed = true
        self.queue = queue
        let ready = pending == 0 && !delivered
        if ready { delivered = true }
        lock.unlock()
        if ready { deliver() }
    }

    private func deliver() {
        lock.lock()
        let blocks = self.blocks
        let queue = self.queue ?? .current
        lock.unlock()
        guard !blocks.isEmpty else { return }
        queue.enqueue { for block in blocks { block() } }
    }
}
