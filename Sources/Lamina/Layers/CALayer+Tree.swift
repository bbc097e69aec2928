import Foundation

/// The layer tree: sublayers, superlayer and mask. Every edit keeps the tree a tree:
/// a layer added somewhere leaves its old parent, and an edit that would put a layer
/// inside itself is refused with a diagnostic and changes nothing.
extension CALayer {
    /// What `sublayers` does (declared open in `CALayer.swift`, for subclasses to override).
    package var defaultSublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            let layers = newValue ?? []
            var seen = Set<ObjectIdentifier>()
            for layer in layers {
                guard seen.insert(ObjectIdentifier(layer)).inserted else {
                    return refuseEdit("sublayers: the array holds \(layer) twice")
                }
                guard canAdopt(layer, operation: "sublayers") else { return }
            }
            for old in storedSublayers where !seen.contains(ObjectIdentifier(old)) {
                old.storedSuperlayer = nil
            }
            for layer in layers where layer.storedSuperlayer !== self || layer.maskedLayer != nil {
                layer.detachFromParent()
            }
            for layer in layers {
                layer.storedSuperlayer = self
                noteAdopted(layer)
            }
            storedSublayers = layers
            sublayersDidChange()
        }
    }

    /// The layer this one is a sublayer (or the mask) of.
    public var superlayer: CALayer? { storedSuperlayer }

    /// What `mask` does (declared open in `CALayer.swift`, for subclasses to override).
    package var defaultMask: CALayer? {
        get { storedMask }
        set {
            if newValue === storedMask { return }
            if let layer = newValue {
                guard canAdopt(layer, operation: "mask") else { return }
                layer.detachFromParent()
            }
            if let old = storedMask {
                old.storedSuperlayer = nil
                old.maskedLayer = nil
            }
            storedMask = newValue
            newValue?.storedSuperlayer = self
            newValue?.maskedLayer = self
            if let newValue { noteAdopted(newValue) }
            didChange(.mask)
        }
    }

    /// What `addSublayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultAddSublayer(_ layer: CALayer) {
        insertSublayer(layer, atIndex: storedSublayers.count, operation: "addSublayer")
    }

    /// What `insertSublayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        var index = Int(idx)
        let count = storedSublayers.filter { $0 !== layer }.count
        if index > count {
            LaminaDiagnostics.report(.invalidArgument,
                "insertSublayer(_:at: \(idx)): index past the end (\(count) sublayers); appended")
            index = count
        }
        insertSublayer(layer, atIndex: index, operation: "insertSublayer(_:at:)")
    }

    /// What `insertSublayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertRelative(layer, to: sibling, after: false)
    }

    /// What `insertSublayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertRelative(layer, to: sibling, after: true)
    }

    /// What `replaceSublayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return refuseEdit("replaceSublayer(_:with:): \(oldLayer) is not a sublayer of \(self)")
        }
        if oldLayer === newLayer { return }
        guard canAdopt(newLayer, operation: "replaceSublayer(_:with:)") else { return }
        oldLayer.storedSuperlayer = nil
        storedSublayers.remove(at: index)
        var target = index
        if newLayer.storedSuperlayer === self,
           let at = storedSublayers.firstIndex(where: { $0 === newLayer }) {
            storedSublayers.remove(at: at)
            if at < target { target -= 1 }
        } else {
            newLayer.detachFromParent()
        }
        newLayer.storedSuperlayer = self
        noteAdopted(newLayer)
        storedSublayers.insert(newLayer, at: target)
        sublayersDidChange()
    }

    /// What `removeFromSuperlayer(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultRemoveFromSuperlayer() {
        detachFromParent()
    }

    /// Visits the sublayers, then the mask, for which `isSelected` holds.
    package func forEachChild(where isSelected: (CALayer) -> Bool, _ body: (CALayer) -> Void) {
        for sublayer in storedSublayers where isSelected(sublayer) { body(sublayer) }
        if let mask = storedMask, isSelected(mask) { body(mask) }
    }

    /// Walks this layer's subtree depth first as the recursion
    /// `if visit(layer) { layer.forEachChild(where: isSelected) { walk($0) } }` would —
    /// a child is selected just before it is visited, after its earlier siblings'
    /// subtrees — but with a stack of its own, so a tree of any depth is walked.
    /// `visit` returns whether to go into the layer's children.
    package func walkSubtree(where isSelected: (CALayer) -> Bool, _ visit: (CALayer) -> Bool) {
        struct Level {
            let sublayers: [CALayer]
            let mask: CALayer?
            /// The next child: a sublayer's index, `sublayers.count` for the mask.
            var next = 0
        }
        guard visit(self) else { return }
        var levels = [Level(sublayers: storedSublayers, mask: storedMask)]
        while !levels.isEmpty {
            let top = levels.count - 1
            let next = levels[top].next
            levels[top].next += 1
            let child: CALayer
            if next < levels[top].sublayers.count {
                child = levels[top].sublayers[next]
            } else if next == levels[top].sublayers.count, let mask = levels[top].mask {
                child = mask
            } else {
                levels.removeLast()
                continue
            }
            guard isSelected(child), visit(child) else { continue }
            levels.append(Level(sublayers: child.storedSublayers, mask: child.storedMask))
        }
    }

    // MARK: Internals

    private func insertRelative(_ layer: CALayer, to sibling: CALayer?, after: Bool) {
        let name = after ? "insertSublayer(_:above:)" : "insertSublayer(_:below:)"
        guard let sibling else {
            return insertSublayer(layer, atIndex: after ? storedSublayers.count : 0, operation: name)
        }
        if sibling === layer { return }
        guard sibling.storedSuperlayer === self, storedSublayers.contains(where: { $0 === sibling }) else {
            return refuseEdit("\(name): \(sibling) is not a sublayer of \(self)")
        }
        guard canAdopt(layer, operation: name) else { return }
        layer.detachFromParent()
        let index = storedSublayers.firstIndex(where: { $0 === sibling })!
        insertSublayer(layer, atIndex: after ? index + 1 : index, operation: name)
    }

    /// Inserts at an index counted in the sublayers without `layer` itself.
    private func insertSublayer(_ layer: CALayer, atIndex index: Int, operation: String) {
        guard canAdopt(layer, operation: operation) else { return }
        layer.detachFromParent()
        layer.storedSuperlayer = self
        noteAdopted(layer)
        storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
        sublayersDidChange()
    }

    /// A layer just attached here brings its pending layout and display along: marked (or
    /// holding marked layers) while detached, it makes this layer and its ancestors hold
    /// a marked layer, so the next pass from the root reaches it.
    private func noteAdopted(_ layer: CALayer) {
        if layer.pending.needsLayout || layer.pending.descendantNeedsLayout {
            var node: CALayer? = self
            while let current = node, !current.pending.descendantNeedsLayout {
                current.pending.descendantNeedsLayout = true
                node = current.storedSuperlayer
            }
        }
        if layer.pending.needsDisplay || layer.pending.descendantNeedsDisplay {
            var node: CALayer? = self
            while let current = node, !current.pending.descendantNeedsDisplay {
                current.pending.descendantNeedsDisplay = true
                node = current.storedSuperlayer
            }
        }
    }

    /// Whether `layer` may become a child (sublayer or mask) of this layer: not this
    /// layer, not one of its ancestors.
    private func canAdopt(_ layer: CALayer, operation: String) -> Bool {
        // A layer without sublayers or mask is no one's ancestor: adding a new leaf to a
        // deep tree need not walk up it.
        if layer !== self && layer.storedSublayers.isEmpty && layer.storedMask == nil { return true }
        var node: CALayer? = self
        while let current = node {
            if current === layer {
                refuseEdit("\(operation): \(layer) is \(current === self ? "the layer itself" : "an ancestor of \(self)"); adding it would make a cycle")
                return false
            }
            node = current.storedSuperlayer
        }
        return true
    }

    /// Takes the layer out of its parent's sublayers or mask slot.
    package func detachFromParent() {
        // Re-added later, the layer and its subtree are sent to the renderer again whole.
        committedRenderer = nil
        if let owner = maskedLayer {
            owner.storedMask = nil
            maskedLayer = nil
            storedSuperlayer = nil
            owner.didChange(.mask)
            return
        }
        guard let parent = storedSuperlayer else { return }
        storedSuperlayer = nil
        if let index = parent.storedSublayers.firstIndex(where: { $0 === self }) {
            parent.storedSublayers.remove(at: index)
            parent.sublayersDidChange()
        }
    }

    private func sublayersDidChange() {
        didChange(.sublayers)
        setNeedsLayout()
    }

    private func refuseEdit(_ message: String) {
        LaminaDiagnostics.report(.layerCycle, message + "; the tree is unchanged")
    }

    /// Checks the tree's invariants below this layer (tests call it): every sublayer's
    /// superlayer is this layer, a mask's superlayer is its owner, and no layer appears
    /// twice. Returns the problems found (empty when sound).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        var visited = Set<ObjectIdentifier>()
        func visit(_ layer: CALayer) {
            guard visited.insert(ObjectIdentifier(layer)).inserted else {
                problems.append("\(layer) appears twice")
                return
            }
            for child in layer.storedSublayers {
                if child.storedSuperlayer !== layer { problems.append("\(child).superlayer is not \(layer)") }
                if child.maskedLayer != nil { problems.append("\(child) is both a sublayer and a mask") }
                visit(child)
            }
            if let mask = layer.storedMask {
                if mask.storedSuperlayer !== layer { problems.append("mask \(mask).superlayer is not \(layer)") }
                if mask.maskedLayer !== layer { problems.append("mask \(mask) does not point back to \(layer)") }
                visit(mask)
            }
        }
        visit(self)
        return problems
    }
}
