import Foundation

/// Content invalidation: `setNeedsDisplay`, `displayIfNeeded`, `display`.
///
/// `display()` asks the delegate's `display(_:)` first, as Apple's; otherwise the layer
/// draws a backing store through `draw(in:)` (`CALayer+Drawing.swift`).
extension CALayer {
    /// What `setNeedsDisplay(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultSetNeedsDisplay() {
        markNeedsDisplay(CGRect(origin: state.values.bounds.origin, size: state.values.bounds.size))
    }

    /// What `setNeedsDisplay(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultSetNeedsDisplay(_ r: CGRect) {
        guard !r.isNull, r.isFiniteRect || r.isInfinite else { return }
        markNeedsDisplay(r)
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { pending.needsDisplay }

    /// What `displayIfNeeded(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultDisplayIfNeeded() {
        if pending.needsDisplay { display() }
    }

    /// `display()`'s default: clears the mark, then asks the delegate's `display(_:)`
    /// or draws without it.
    package func defaultDisplay() {
        pending.needsDisplay = false
        pending.dirtyRect = .null
        if let delegate {
            delegate.display(self)
        } else {
            displayWithoutDelegate()
        }
    }

    /// The display path a layer takes when no delegate displays it: tells the delegate
    /// (if any) it will draw, then draws its own content into a new backing store.
    package func displayWithoutDelegate() {
        drawBackingStore()
    }

    /// Displays every marked layer in this subtree (the commit runs it on the root).
    package func displaySubtreeIfNeeded() {
        walkSubtree(where: { $0.pending.needsDisplay || $0.pending.descendantNeedsDisplay }) { layer in
            layer.displayIfNeeded()
            guard layer.pending.descendantNeedsDisplay else { return false }
            layer.pending.descendantNeedsDisplay = false
            return true
        }
    }

    /// Tells the ancestors of a layer that needs display (or has a descendant that does)
    /// — called when it joins a tree, so a layer marked before it was added is displayed
    /// by the next commit's pass from the root.
    package func markAncestorsForPendingDisplay() {
        guard pending.needsDisplay || pending.descendantNeedsDisplay else { return }
        var node = storedSuperlayer
        while let layer = node, !layer.pending.descendantNeedsDisplay {
            layer.pending.descendantNeedsDisplay = true
            node = layer.storedSuperlayer
        }
    }

    private func markNeedsDisplay(_ r: CGRect) {
        pending.needsDisplay = true
        pending.dirtyRect = pending.dirtyRect.union(r)
        var node = storedSuperlayer
        while let layer = node, !layer.pending.descendantNeedsDisplay {
            layer.pending.descendantNeedsDisplay = true
            node = layer.storedSuperlayer
        }
    }
}
