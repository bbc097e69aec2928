import Lamina

/// The layer found under a point and the point in that layer's own coordinates.
public struct LayerHit {
    /// The deepest, frontmost layer containing the point (`CALayer.hitTest(_:)`).
    public let layer: CALayer
    /// The point in `layer`'s coordinates (its bounds space).
    public let location: CGPoint
}

extension LayerHit {
    /// The layer of `root`'s tree under `windowPoint` (in `root`'s superlayer
    /// coordinates, which a window's points are), found with `root.hitTest`.
    static func find(in root: CALayer, at windowPoint: CGPoint) -> LayerHit? {
        guard let layer = root.hitTest(windowPoint) else { return nil }
        guard let inRoot = root.localToParentTransform(includingParent: false).unprojectToPlane(windowPoint) else {
            return nil
        }
        return LayerHit(layer: layer, location: layer.convert(inRoot, from: root))
    }
}
