import Foundation

/// One open transaction: the values `CATransaction` reads and sets, inherited from the
/// transaction around it, and its completion group.
package struct TransactionScope {
    package var animationDuration: CFTimeInterval
    package var animationTimingFunction: CAMediaTimingFunction?
    package var disableActions: Bool
    package var values: [String: Any]
    /// What `completionBlock()` reads: the block set last here (nil clears it), else the
    /// enclosing transaction's.
    package var completionBlock: (() -> Void)?
    /// The blocks set in this transaction, run once its animations are done.
    package let completion: TransactionCompletion
    /// Whether the app opened this scope with `begin()` (false for the implicit one).
    package let isExplicit: Bool
}

/// A thread's transactions: the stack of open scopes (the bottom one implicit, made by
/// the first change outside an explicit transaction) and the layers changed since the
/// last commit. Used only by its thread (the main thread's also by the main queue,
/// which an app drains on that thread), hence `@unchecked Sendable`.
package final class TransactionStack: @unchecked Sendable {
    package var scopes: [TransactionScope] = []
    /// Layers with changes not yet committed, in the order they first changed.
    package var changedLayers: [CALayer] = []
    private var implicitCommitScheduled = false
    /// Set while `Commit.run` lays out, displays and sends this thread's changes.
    private var isCommitting = false
    /// Asked once: `Thread.isMainThread` costs a system call on Linux.
    private let isMainThread = Thread.isMainThread

    private static let key = ThreadLocal.makeKey()

    /// The calling thread's stack.
    package static var current: TransactionStack {
        ThreadLocal.value(for: key) { TransactionStack() }
    }

    /// The innermost open scope, opening the implicit one if none is open.
    package var top: TransactionScope {
        get {
            if scopes.isEmpty { openImplicit() }
            return scopes[scopes.count - 1]
        }
        set {
            if scopes.isEmpty { openImplicit() }
            scopes[scopes.count - 1] = newValue
        }
    }

    /// Opens a scope with the values of the one around it.
    package func push(explicit: Bool) {
        let outer = scopes.last
        scopes.append(TransactionScope(
            animationDuration: outer?.animationDuration ?? 0.25,
            animationTimingFunction: outer?.animationTimingFunction,
            disableActions: outer?.disableActions ?? false,
            values: outer?.values ?? [:],
            completionBlock: outer?.completionBlock,
            completion: TransactionCompletion(parent: outer?.completion),
            isExplicit: explicit))
    }

    private func openImplicit() {
        push(explicit: false)
        if isMainThread && !implicitCommitScheduled {
            // Committed at the end of this turn of the main run loop, as Apple's.
            implicitCommitScheduled = true
            // This stack, not the draining thread's: the main queue is the main thread's
            // in an app, but a host may drain it elsewhere.
            DispatchQueue.main.async { [self] in
                implicitCommitScheduled = false
                if scopes.count == 1, !scopes[0].isExplicit {
                    commitImplicit(at: CACurrentMediaTime())
                }
            }
        }
    }

    /// The changed layers, leaving the list empty.
    package func takeChangedLayers() -> [CALayer] {
        let layers = changedLayers
        changedLayers.removeAll(keepingCapacity: true)
        return layers
    }

    /// Records that `layer` changed in the current transaction.
    package func layerChanged(_ layer: CALayer) {
        guard !layer.commitState.isQueued else { return }
        layer.commitState.isQueued = true
        if scopes.isEmpty { openImplicit() }
        changedLayers.append(layer)
    }

    /// Closes the innermost scope. The outermost one commits: layout, display, then the
    /// changes go to the renderers; nested scopes only hand their values back.
    package func pop(at time: CFTimeInterval) {
        guard let scope = scopes.popLast() else {
            LaminaDiagnostics.report(.invalidArgument, "CATransaction.commit(): no transaction is open")
            return
        }
        if scopes.isEmpty && !isCommitting {
            // A transaction opened and closed by layout code during the commit leaves its
            // changes to the commit already running. Layout and display run inside the
            // transaction they commit, as Apple's: what they change (a text layer's new
            // backing store) follows its settings, so disabled actions stay disabled.
            isCommitting = true
            scopes.append(scope)
            Commit.run(takingChangesFrom: self, at: time)
            scopes.removeAll(keepingCapacity: true)
            isCommitting = false
        }
        scope.completion.didCommit(on: CallbackQueue.current)
    }

    /// Commits the implicit transaction if it is the only one open (`flush()`, the end of
    /// a run loop turn, the start of a frame).
    package func commitImplicit(at time: CFTimeInterval) {
        guard !isCommitting else { return }
        if scopes.isEmpty {
            guard !changedLayers.isEmpty else { return }
            push(explicit: false)
        }
        guard scopes.count == 1, !scopes[0].isExplicit else { return }
        pop(at: time)
    }
}
