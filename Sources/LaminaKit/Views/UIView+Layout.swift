import Foundation
import Lamina

/// Layout and drawing invalidation, over the layer's: a view lays out when its layer
/// does (the layer asks its delegate, the view, which calls `layoutSubviews()`), and
/// draws when its layer displays (the layer asks the view to draw into its backing
/// store, which calls `draw(_:)` with that context current). Both happen at the next
/// commit — the end of the main run loop's turn, or the next frame.
extension UIView {
    /// Marks the view as needing `layoutSubviews()` at the next layout pass.
    public func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now if a layout is pending (this view's or an ancestor's).
    public func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Marks the whole view as needing `draw(_:)` at the next display pass.
    public func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks part of the view (in its coordinates) as needing `draw(_:)`.
    public func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// The layer delegate's drawing: `draw(_:)` with `ctx` pushed as the current UIKit
    /// graphics context, for the view's bounds.
    func drawLayerContent(_ drawnLayer: CALayer, in ctx: CGContext) {
        guard drawnLayer === layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(bounds)
    }
}
