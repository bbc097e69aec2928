import Foundation

/// Derived geometry: `frame`, the affine view of `transform`, and the matrix that
/// carries a layer's coordinates into its superlayer's (the basis of conversion, hit
/// testing and, later, rendering).
extension CALayer {
    /// What `frame` does (declared open in `CALayer.swift`, for subclasses to override).
    package var defaultFrame: CGRect {
        get { boundingBox(of: state.values.bounds, through: localToParentTransform(includingParent: false)) }
        set {
            guard newValue.isFiniteRect else { return refuseNonFinite("frame", newValue) }
            let rect = newValue.standardized
            let t = state.values.transform
            var size = rect.size
            if CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                // A scale and translation: the bounds that scale to the requested size.
                size = CGSize(width: rect.width / abs(t.m11), height: rect.height / abs(t.m22))
            }
            bounds.size = size
            if CATransform3DIsIdentity(t) {
                position = CGPoint(x: rect.minX + state.values.anchorPoint.x * rect.width,
                                   y: rect.minY + state.values.anchorPoint.y * rect.height)
                return
            }
            // Place the anchor so the transformed bounds' box starts at the frame's origin.
            let box = frame
            position = CGPoint(x: state.values.position.x + rect.minX - box.minX,
                               y: state.values.position.y + rect.minY - box.minY)
        }
    }

    /// What `affineTransform(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultAffineTransform() -> CGAffineTransform {
        let t = state.values.transform
        return CATransform3DIsAffine(t) ? CATransform3DGetAffineTransform(t) : .identity
    }

    /// What `setAffineTransform(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultSetAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// `preferredFrameSize()`'s default: the bounds' size mapped through the transform.
    package func defaultPreferredFrameSize() -> CGSize {
        boundingBox(of: CGRect(origin: .zero, size: state.values.bounds.size),
                    through: localToParentTransform(includingParent: false)).size
    }

    /// Whether the layer's content is drawn flipped: an odd number of `isGeometryFlipped`
    /// among the layer and its ancestors.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var node: CALayer? = self
        while let layer = node {
            if layer.state.values.isGeometryFlipped { flipped.toggle() }
            node = layer.storedSuperlayer
        }
        return flipped
    }

    /// The matrix from this layer's coordinates (its bounds space, z = 0 plane) to its
    /// superlayer's: about the anchor point, `transform`, then to `position`/`zPosition`;
    /// with `includingParent`, also the superlayer's `isGeometryFlipped`,
    /// `sublayerTransform` (about the superlayer's anchor point) and, unless the
    /// superlayer is a `CATransformLayer` (or `flattening` is false), flattening into the
    /// superlayer's plane.
    package func localToParentTransform(includingParent: Bool = true, flattening: Bool = true) -> CATransform3D {
        // Fields are read one by one: copying the whole state would retain its objects.
        let m = LayerPlacement.toSuperlayer(anchor: state.values.anchorPointInBounds, anchorZ: state.values.anchorPointZ,
                                            transform: state.values.transform, position: state.values.position,
                                            zPosition: state.values.zPosition)
        guard includingParent, let parent = storedSuperlayer else { return m }
        return LayerPlacement.throughSuperlayer(
            m, superBounds: parent.state.values.bounds, superAnchor: parent.state.values.anchorPointInBounds,
            superAnchorZ: parent.state.values.anchorPointZ, sublayerTransform: parent.state.values.sublayerTransform,
            isGeometryFlipped: parent.state.values.isGeometryFlipped, isMask: maskedLayer != nil,
            flattens: flattening && parent.flattensSublayers)
    }

    /// The matrix from this layer's coordinates to `ancestor`'s (nil: the root's).
    /// `ancestor` must be on the superlayer chain; otherwise the chain ends at the root.
    package func transform(toAncestor ancestor: CALayer?) -> CATransform3D {
        var m = CATransform3DIdentity
        var node = self
        while node !== ancestor, let parent = node.storedSuperlayer {
            m = CATransform3DConcat(m, node.localToParentTransform())
            node = parent
        }
        return m
    }

    /// The topmost layer of this layer's tree.
    package var rootLayer: CALayer {
        var node = self
        while let parent = node.storedSuperlayer { node = parent }
        return node
    }

    /// The bounding box of `rect` mapped through `m` (with the perspective divide; corners
    /// behind the eye are skipped).
    package func boundingBox(of rect: CGRect, through m: CATransform3D) -> CGRect {
        let r = rect.standardized
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
            guard let p = m.mapPoint(corner) else { continue }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension RenderValues {
    /// Where the anchor point sits in the layer's own coordinates.
    package var anchorPointInBounds: CGPoint { LayerPlacement.anchorInBounds(bounds, anchorPoint) }
}
