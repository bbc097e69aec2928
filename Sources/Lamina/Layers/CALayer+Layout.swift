import Foundation

/// Layout and display invalidation, with Apple's semantics. A layer marked as needing
/// layout or display also marks its ancestors as having such a descendant, so a pass
/// from the root visits only the branches that need it.
package struct PendingWork {
    package var needsLayout = false
    package var descendantNeedsLayout = false
    package var needsDisplay = false
    package var descendantNeedsDisplay = false
    /// The union of the rectangles passed to `setNeedsDisplay(_:)` (the bounds for
    /// `setNeedsDisplay()`), in layer coordinates.
    package var dirtyRect = CGRect.null
    package init() {}
}

extension CALayer {
    /// What `setNeedsLayout(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultSetNeedsLayout() {
        pending.needsLayout = true
        var node = storedSuperlayer
        while let layer = node, !layer.pending.descendantNeedsLayout {
            layer.pending.descendantNeedsLayout = true
            node = layer.storedSuperlayer
        }
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool { pending.needsLayout }

    /// What `layoutIfNeeded(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultLayoutIfNeeded() {
        var top = self
        while let parent = top.storedSuperlayer, parent.pending.needsLayout { top = parent }
        top.layoutSubtree()
    }

    /// Lays out this layer (if marked) and then every marked layer below it.
    package func layoutSubtree() {
        walkSubtree(where: { $0.pending.needsLayout || $0.pending.descendantNeedsLayout }) { layer in
            if layer.pending.needsLayout {
                layer.pending.needsLayout = false
                layer.layoutSublayers()
            }
            guard layer.pending.descendantNeedsLayout else { return false }
            layer.pending.descendantNeedsLayout = false
            return true
        }
    }
}
