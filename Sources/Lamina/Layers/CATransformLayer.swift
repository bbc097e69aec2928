import Foundation

/// A layer that keeps its sublayers in one 3D space instead of flattening them into its
/// plane. It draws nothing of its own: background, border, contents and shadow are
/// ignored, as are `masksToBounds`, `mask` and group opacity.
open class CATransformLayer: CALayer {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override var flattensSublayers: Bool { false }

    /// Transform layers have no plane of their own: the point (in the superlayer's
    /// coordinates) is tested against every layer of the 3D scene below, and the hit
    /// nearest the viewer wins.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestScene(p)
    }
}
