import Foundation

/// The commit: the one door from the model to the renderers (DESIGN.md, "Commit is the
/// only door"). Input: the layers a thread changed since its last commit. Output: for
/// each layer in a tree drawn by a `CARenderer`, a `LayerSnapshot` in that renderer's
/// inbox. Runs on the committing (app) thread; layout and display run first.
package enum Commit {
    /// Commits the layers `stack` recorded as changed (its list, emptied here) at media
    /// time `time`. The list is read in short accesses, never held: layout and display
    /// (app code: `layoutSublayers`, a view's `layoutSubviews`) may change more layers,
    /// and even open and commit transactions of their own; those changes join this commit.
    package static func run(takingChangesFrom stack: TransactionStack, at time: CFTimeInterval) {
        var rounds = 0
        while !stack.changedLayers.isEmpty && rounds < 16 {
            rounds += 1
            let batch = stack.takeChangedLayers()
            layOutAndDisplay(batch)
            let settled = batch + stack.takeChangedLayers()
            send(settled, at: time)
        }
        if !stack.changedLayers.isEmpty {
            LaminaDiagnostics.report(.invalidArgument,
                "CATransaction commit: layout kept changing layers after 16 rounds; the rest waits for the next commit")
        }
    }

    private static func layOutAndDisplay(_ layers: [CALayer]) {
        var seen = Set<ObjectIdentifier>()
        var roots = RootFinder()
        for layer in layers {
            let root = roots.root(of: layer)
            guard seen.insert(ObjectIdentifier(root)).inserted else { continue }
            root.layoutSubtree()
            root.displaySubtreeIfNeeded()
        }
    }

    /// Snapshots each changed layer into the renderer drawing its tree.
    private static func send(_ layers: [CALayer], at time: CFTimeInterval) {
        // Few renderers: a linear search keeps each batch mutable in place.
        var renderers: [CARenderer] = []
        var batches: [[LayerSnapshot]] = []
        var roots = RootFinder()
        for layer in layers {
            layer.commitState.isQueued = false
            guard let renderer = roots.root(of: layer).attachedRenderer else {
                // Not drawn yet (its window has no renderer so far): its new animations
                // still begin now, as Apple's begin at the commit that carries them.
                resolveBeginTimes(of: layer, at: time)
                continue
            }
            let slot: Int
            if let found = renderers.firstIndex(where: { $0 === renderer }) {
                slot = found
            } else {
                renderers.append(renderer)
                batches.append([])
                slot = batches.count - 1
            }
            snapshot(layer, for: renderer, at: time, into: &batches[slot])
        }
        for (renderer, batch) in zip(renderers, batches) {
            renderer.receive(batch)
        }
    }

    /// Snapshots `layer`, and the whole subtree of any child the renderer has not seen,
    /// in depth-first order (a layer, its sublayers' subtrees in order, then its mask's).
    /// The walk keeps its own stack, so a tree of any depth commits.
    package static func snapshot(_ layer: CALayer, for renderer: CARenderer, at time: CFTimeInterval,
                                 into batch: inout [LayerSnapshot]) {
        var pending = [layer]
        while let layer = pending.popLast() {
            resolveBeginTimes(of: layer, at: time)
            let made = LayerSnapshot(layer)
            layer.didCommitModel(timing: made.timing)
            if layer.commitState.isRedrawnFromPresentation { PresentationRedisplay.current.modelCommitted(layer) }
            let isNew = layer.committedRenderer !== renderer
            layer.committedRenderer = renderer
            batch.append(made)
            // Pushed last first, so they come off in order.
            if let mask = layer.storedMask, mask.committedRenderer !== renderer || isNew {
                pending.append(mask)
            }
            for child in layer.storedSublayers.reversed() where child.committedRenderer !== renderer || isNew {
                pending.append(child)
            }
        }
    }

    /// Starts the animations added to `layer` since the last commit: a `beginTime` of 0
    /// becomes the commit's media time in the layer's time.
    private static func resolveBeginTimes(of layer: CALayer, at time: CFTimeInterval) {
        guard layer.animationEntries.contains(where: { $0.beginTime == nil }) else { return }
        let layerNow = layer.localTime(fromAbsolute: time)
        for entry in layer.animationEntries where entry.beginTime == nil {
            entry.resolveBeginTime(layerTimeNow: layerNow)
        }
    }
}

/// The root layers of a commit's changed layers, each chain of superlayers walked once:
/// a layer's walk stops at the first ancestor whose root it already found, so a deep
/// tree whose every layer changed costs its size, not its size times its depth.
struct RootFinder {
    private var known: [ObjectIdentifier: CALayer] = [:]
    private var path: [CALayer] = []

    mutating func root(of layer: CALayer) -> CALayer {
        // A layer alone (no superlayer) is its own root: nothing to remember.
        guard layer.storedSuperlayer != nil else { return layer }
        var node = layer
        var root: CALayer?
        while true {
            if let found = known[ObjectIdentifier(node)] { root = found; break }
            path.append(node)
            guard let parent = node.storedSuperlayer else { root = node; break }
            node = parent
        }
        for visited in path { known[ObjectIdentifier(visited)] = root! }
        path.removeAll(keepingCapacity: true)
        return root!
    }
}
