import Foundation

/// Where commits meet a renderer: the only state of a `CARenderer` that both the app
/// thread (which commits) and the thread that evaluates and draws touch, so the only
/// state behind a lock. Input: commits' snapshots, a new root layer, the backing stores
/// the app thread drew from layers' presentation values (`PresentationRedisplay`), the
/// cost of the app thread's half of a frame. Output: all of it, taken at once by the
/// frame.
package final class RendererInbox: @unchecked Sendable {
    /// What a frame takes from the inbox.
    package struct Delivery {
        /// The commits' snapshots, oldest first (after a reset, only those made since).
        package var snapshots: [LayerSnapshot] = []
        /// The renderer's root layer changed: the render tree starts again.
        package var resetTree = false
        /// The root layer's identity.
        package var rootID: LayerID?
        /// Seconds the app thread spent committing and firing display links.
        package var commitSeconds: Double = 0
        /// Backing stores drawn from layers' presentation values, oldest first: the
        /// contents each layer shows from now on (nil: its own contents again).
        package var presentationContents: [(id: LayerID, image: CGImage?)] = []

        package init() {}
    }

    private let lock = NSLock()
    private var pending = Delivery()
    private var hasDelivery = false
    /// Runs on the committing thread after each delivery (set before frames start, then
    /// only read): a frame loop wakes its render thread with it.
    private var deliveryHandler: (() -> Void)?

    package init() {}

    /// Sets what runs after each delivery. Call before another thread commits.
    package func setDeliveryHandler(_ handler: (() -> Void)?) {
        lock.lock()
        deliveryHandler = handler
        lock.unlock()
    }

    /// Adds a commit's snapshots.
    package func post(_ snapshots: [LayerSnapshot]) {
        lock.lock()
        pending.snapshots.append(contentsOf: snapshots)
        hasDelivery = true
        let handler = deliveryHandler
        lock.unlock()
        handler?()
    }

    /// Adds the contents `id`'s layer shows from the next frame on, drawn from its
    /// presentation values (nil: its own contents again).
    package func postPresentationContents(_ image: CGImage?, for id: LayerID) {
        lock.lock()
        pending.presentationContents.append((id, image))
        hasDelivery = true
        let handler = deliveryHandler
        lock.unlock()
        handler?()
    }

    /// The renderer's root layer became `rootID`: snapshots not yet taken belonged to the
    /// old tree and are dropped.
    package func replaceRoot(with rootID: LayerID?) {
        lock.lock()
        pending.snapshots.removeAll(keepingCapacity: true)
        pending.resetTree = true
        pending.rootID = rootID
        hasDelivery = true
        let handler = deliveryHandler
        lock.unlock()
        handler?()
    }

    /// Records what the app thread's half of a frame cost.
    package func recordCommit(seconds: Double) {
        lock.lock()
        pending.commitSeconds = seconds
        lock.unlock()
    }

    /// Whether snapshots or a new root wait to be taken.
    package var hasPendingChanges: Bool {
        lock.lock(); defer { lock.unlock() }
        return hasDelivery
    }

    /// Swaps what waits with `delivery` (whose snapshots and contents the caller has
    /// consumed and emptied, so the inbox reuses their storage: no allocation from frame
    /// to frame).
    package func take(into delivery: inout Delivery) {
        delivery.snapshots.removeAll(keepingCapacity: true)
        delivery.presentationContents.removeAll(keepingCapacity: true)
        lock.lock()
        swap(&delivery.snapshots, &pending.snapshots)
        swap(&delivery.presentationContents, &pending.presentationContents)
        delivery.resetTree = pending.resetTree
        delivery.commitSeconds = pending.commitSeconds
        if pending.resetTree { delivery.rootID = pending.rootID }
        pending.resetTree = false
        hasDelivery = false
        lock.unlock()
    }
}
