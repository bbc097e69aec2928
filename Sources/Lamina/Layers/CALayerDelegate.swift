import Foundation

/// The object that draws, lays out and supplies actions for a layer (a view, usually).
/// Every method is optional, as on Apple: the defaults below do what Core Animation does
/// when a delegate does not implement the method.
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's `contents` itself. The default draws the layer through
    /// `draw(_:in:)` into a bitmap the size of its bounds.
    func display(_ layer: CALayer)
    /// Called before the layer draws its contents.
    func layerWillDraw(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers. The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil continues the search, `NSNull()` ends it.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer as it would without a delegate (`draw(in:)` into a new backing
    /// store when it needs display).
    public func display(_ layer: CALayer) { layer.displayWithoutDelegate() }
    /// Does nothing: delegates implement only the callbacks they need.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Positions nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// nil: the action search goes on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
