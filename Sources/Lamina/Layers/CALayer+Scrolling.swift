import Foundation

/// Scrolling from inside a `CAScrollLayer`: each method finds the closest scroll layer
/// above the receiver (its superlayer first; the receiver itself does not count) and
/// calls its `scroll(to:)` with the geometry converted from the receiver's coordinates
/// into the scroll layer's, as CAScrollLayer.h describes. Without a scroll layer above,
/// they do nothing.
extension CALayer {
    /// Scrolls the closest scroll layer above so that `p` (in this layer's coordinates)
    /// lies at its origin.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    /// Scrolls the closest scroll layer above as little as needed for `r` (in this
    /// layer's coordinates) to be visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        guard !r.isNull else { return refuseNonFinite("scrollRectToVisible(_:)", r) }
        scroller.scroll(to: convert(r, to: scroller))
    }

    /// The part of the bounds that the closest scroll layer above does not clip away, in
    /// this layer's coordinates: the bounds themselves without a scroll layer above,
    /// `CGRect.null` when the scroll layer shows none of them.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        let shown = scroller.convert(scroller.bounds, to: self)
        guard !shown.isNull, shown.isFiniteRect else { return .null }
        return bounds.intersection(shown)
    }

    /// The closest `CAScrollLayer` among the superlayers.
    private var enclosingScrollLayer: CAScrollLayer? {
        var node = superlayer
        while let current = node {
            if let scroller = current as? CAScrollLayer { return scroller }
            node = current.superlayer
        }
        return nil
    }
}
