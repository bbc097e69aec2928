import Foundation
import Lamina

/// Layout and drawing invalidation, over the layer's: a view lays out when its layer
/// does (the layer asks its delegate, the view, which calls `layoutSubviews()`), and
/// draws when its layer displays (the layer asks the view to draw into its backing
/// store, which calls `draw(_:)` with that context current). Both happen at the next
/// commit — the end of the main run loop's turn, or the next frame.
/// The view classes known to draw nothing in `draw(_:)` (shared, lock-protected).
enum NonDrawingViewClasses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var classes: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UIControl.self),
        ObjectIdentifier(UIButton.self), ObjectIdentifier(UILabel.self),
    ]

    static func contains(_ cls: UIView.Type) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return classes.contains(ObjectIdentifier(cls))
    }

    static func insert(_ cls: UIView.Type) {
        lock.lock(); defer { lock.unlock() }
        classes.insert(ObjectIdentifier(cls))
    }
}

extension UIView {
    /// What `setNeedsLayout(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultSetNeedsLayout() {
        layer.setNeedsLayout()
        TransactionStack.current.layerChanged(layer)
    }

    /// What `layoutIfNeeded(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultLayoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// What `setNeedsDisplay(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultSetNeedsDisplay() {
        layer.setNeedsDisplay()
        TransactionStack.current.layerChanged(layer)
    }

    /// What `setNeedsDisplay(…)` does (declared open in `UIView.swift`, for subclasses to override).
    package func defaultSetNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
        TransactionStack.current.layerChanged(layer)
    }

    /// The layer delegate's display: draws a backing store through `draw(_:)`, except
    /// for views that draw nothing. Swift cannot ask whether a class overrides `draw(_:)`,
    /// so a class is taken as drawing nothing once a display reached `UIView.draw(_:)`
    /// itself and left the backing store fully transparent; its views then keep whatever
    /// `contents` they have (and get none from drawing). Image views never draw: their
    /// `contents` is their picture. Lamina's own view classes are known not to draw.
    func displayLayerContent(_ displayed: CALayer) {
        guard displayed === layer, !(self is UIImageView), !NonDrawingViewClasses.contains(type(of: self)) else {
            return
        }
        reachedBaseDraw = false
        displayed.displayWithoutDelegate()
        if reachedBaseDraw, (displayed.contents as? CGImage).map(UIView.isFullyTransparent) ?? true {
            NonDrawingViewClasses.insert(type(of: self))
            displayed.contents = nil
        }
    }

    /// Prepares `view`'s subtree for `window`: drawn content at the window's pixels per
    /// point (as UIKit sets `contentScaleFactor` when a view joins a window), and a first
    /// display of every view that may draw (UIKit draws views when they first appear).
    static func prepare(_ view: UIView, for window: UIWindow) {
        let scale = window.pixelsPerPoint
        let stale = view.layer.contents == nil || view.layer.contentsScale != scale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.adoptContentScale(scale)
        CATransaction.commit()
        if stale, !(view is UIImageView), !NonDrawingViewClasses.contains(type(of: view)) {
            view.setNeedsDisplay()
        }
        for subview in view.storedSubviews { prepare(subview, for: window) }
        if let mask = view.currentMask { prepare(mask, for: window) }
    }

    private static func isFullyTransparent(_ image: CGImage) -> Bool {
        let pixels = image.pixels
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width where row[x * 4 + 3] != 0 { return false }
        }
        return true
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
