import Foundation

// What must hold of a render tree between frames: tests check it after every frame of
// every scene.

extension RenderTree {
    /// The ways this tree breaks its rules; empty when it keeps them all: the root and
    /// every child index in range, each reachable node's parent link pointing back, no
    /// node reached twice (no cycles, no node in two places), the identity map and the
    /// value arrays matching the nodes (a model of its own for every node with
    /// animations), the schedule and the late copies' ranges in range, and the presented
    /// geometry finite.
    package func checkInvariants() -> [String] {
        var problems: [String] = []
        func note(_ text: String) { if problems.count < 20 { problems.append(text) } }
        if modelSlots.count != nodes.count || presented.count != nodes.count {
            note("\(nodes.count) nodes but \(modelSlots.count) model slots and \(presented.count) presented values")
        }
        for (i, slot) in modelSlots.enumerated() where slot >= models.count
            || (slot < 0 && i < nodes.count && !nodes[i].animations.isEmpty) {
            note("node \(i): model slot \(slot) of \(models.count), with \(i < nodes.count ? nodes[i].animations.count : 0) animations")
        }
        guard root >= -1, root < nodes.count else {
            note("root \(root) out of range")
            return problems
        }
        for (id, i) in indexByID where i < 0 || i >= nodes.count || nodes[i].id != id {
            note("layer \(id) maps to node \(i), which is not it")
        }
        if root >= 0 {
            var seen = Set<Int>()
            var stack = [root]
            while let i = stack.popLast() {
                guard seen.insert(i).inserted else { note("node \(i) reached twice"); continue }
                let node = nodes[i]
                if indexByID[node.id] != i { note("node \(i) is not in the identity map") }
                var children = node.sublayers
                if node.mask >= 0 { children.append(node.mask) }
                for child in children {
                    guard child >= 0, child < nodes.count else { note("node \(i): child \(child) out of range"); continue }
                    if nodes[child].parent != i { note("node \(child): parent \(nodes[child].parent), not \(i)") }
                    stack.append(child)
                }
                let v = presented[i]
                if !v.bounds.isFiniteRect || !v.position.isFinite || !v.transform.isFinite
                    || !v.sublayerTransform.isFinite || !v.opacity.isFinite {
                    note("node \(i): presented geometry not finite")
                }
            }
            if nodes[root].parent != -1 { note("root has parent \(nodes[root].parent)") }
        }
        for scheduled in schedule {
            if scheduled.node < 0 || scheduled.node >= nodes.count { note("scheduled node \(scheduled.node) out of range") }
            if scheduled.slots.upperBound > slots.count || frameSlots.count != slots.count || scheduled.resets.upperBound > resetOps.count {
                note("schedule of node \(scheduled.node) runs past its slots")
            }
        }
        for (i, range) in replicaRanges.enumerated() where range.upperBound > replicas.count {
            note("node \(i): late copies \(range) past the \(replicas.count) evaluated")
        }
        return problems
    }
}

extension RenderTree {
    /// How this tree differs from the layer tree under `root` as it stands (which, right
    /// after a commit reached the renderer, is the committed model): the same layers,
    /// each with the same sublayers in the same order and the same mask, and no other
    /// layers. Empty when the drawn tree is the model tree.
    package func differences(fromModel root: CALayer?) -> [String] {
        var problems: [String] = []
        func note(_ text: String) { if problems.count < 20 { problems.append(text) } }
        guard let root else {
            if self.root >= 0 { note("the tree has a root but the renderer has no layer") }
            return problems
        }
        guard self.root >= 0, nodes[self.root].id == root.layerID else {
            note("the tree's root is not the renderer's layer")
            return problems
        }
        var reached = 0
        var stack = [root]
        while let layer = stack.popLast(), reached <= nodes.count {
            reached += 1
            guard let i = indexByID[layer.layerID] else {
                note("\(type(of: layer)) \(layer.name ?? "") \(layer.layerID) is in the model but not drawn")
                continue
            }
            let node = nodes[i]
            let sublayers = layer.storedSublayers.map(\.layerID)
            if node.sublayers.map({ nodes[$0].id }) != sublayers || node.sublayerIDs != sublayers {
                note("layer \(layer.layerID): drawn sublayers \(node.sublayerIDs), model \(sublayers)")
            }
            if (node.mask >= 0 ? nodes[node.mask].id : nil) != layer.storedMask?.layerID {
                note("layer \(layer.layerID): drawn mask differs from the model's")
            }
            stack.append(contentsOf: layer.storedSublayers)
            if let mask = layer.storedMask { stack.append(mask) }
        }
        var drawn = 0
        var walk = [self.root]
        while let i = walk.popLast(), drawn <= nodes.count {
            drawn += 1
            walk.append(contentsOf: nodes[i].sublayers)
            if nodes[i].mask >= 0 { walk.append(nodes[i].mask) }
        }
        if drawn != reached { note("\(drawn) layers drawn, \(reached) in the model") }
        return problems
    }
}
