import Foundation

/// Converting points and rectangles between the coordinate spaces of two layers.
///
/// Both spaces are mapped to their nearest common ancestor (through each layer's
/// position, anchor point, bounds origin, transform and the ancestors' sublayer
/// transforms); the target side is inverted as a homography of its plane, so the
/// conversion is exact under 3D rotation and perspective. `nil` names the space the
/// tree's root sits in (its superlayer's, were it to have one: the root's position,
/// anchor point and transform count), as on Apple; layers of two different trees
/// convert through that space of each root. A point that has no image (a layer seen edge-on, or scaled to zero) comes back
/// unchanged, with a diagnostic.
extension CALayer {
    /// What `convert(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultConvert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let (fromRoot, toRoot) = conversionTransforms(from: layer, to: self)
        return map(p, from: fromRoot, to: toRoot)
    }

    /// What `convert(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultConvert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let (fromRoot, toRoot) = conversionTransforms(from: self, to: layer)
        return map(p, from: fromRoot, to: toRoot)
    }

    /// What `convert(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultConvert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        let (fromRoot, toRoot) = conversionTransforms(from: layer, to: self)
        return map(r, from: fromRoot, to: toRoot)
    }

    /// What `convert(…)` does (declared open in `CALayer.swift`, for subclasses to override).
    package func defaultConvert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        let (fromRoot, toRoot) = conversionTransforms(from: self, to: layer)
        return map(r, from: fromRoot, to: toRoot)
    }

    /// The transforms of `source` and `target` (nil: the space the other's root sits in)
    /// to their nearest common ancestor, or to the spaces their roots sit in when they
    /// are in different trees (those spaces taken to coincide).
    private func conversionTransforms(from source: CALayer?, to target: CALayer?) -> (CATransform3D, CATransform3D) {
        if source === target { return (CATransform3DIdentity, CATransform3DIdentity) }
        guard let source, let target else {
            return (source?.transformToRootsSuperlayer() ?? CATransform3DIdentity,
                    target?.transformToRootsSuperlayer() ?? CATransform3DIdentity)
        }
        // Walk the deeper layer up to the other's depth, then both up to where they meet.
        var a: CALayer? = source, b: CALayer? = target
        var depthA = source.depth, depthB = target.depth
        while depthA > depthB { a = a?.storedSuperlayer; depthA -= 1 }
        while depthB > depthA { b = b?.storedSuperlayer; depthB -= 1 }
        while let x = a, let y = b, x !== y {
            a = x.storedSuperlayer
            b = y.storedSuperlayer
        }
        guard let common = a else {
            return (source.transformToRootsSuperlayer(), target.transformToRootsSuperlayer())
        }
        return (source.transform(toAncestor: common), target.transform(toAncestor: common))
    }

    /// The matrix from this layer's coordinates to the space its root sits in.
    private func transformToRootsSuperlayer() -> CATransform3D {
        CATransform3DConcat(transform(toAncestor: nil), rootLayer.localToParentTransform(includingParent: false))
    }

    /// The number of superlayers above this layer.
    private var depth: Int {
        var count = 0
        var node = storedSuperlayer
        while let layer = node { count += 1; node = layer.storedSuperlayer }
        return count
    }

    private func map(_ p: CGPoint, from source: CATransform3D, to target: CATransform3D) -> CGPoint {
        guard let shared = source.mapPointAllowingBehind(p) else { return unmappable(p) }
        if CATransform3DIsIdentity(target) { return shared }
        guard let result = target.unprojectToPlane(shared) else { return unmappable(p) }
        return result
    }

    private func map(_ r: CGRect, from source: CATransform3D, to target: CATransform3D) -> CGRect {
        if r.isNull || r.isInfinite { return r }
        let s = r.standardized
        let corners = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                       CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)]
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in corners {
            let q = map(corner, from: source, to: target)
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func unmappable(_ p: CGPoint) -> CGPoint {
        LaminaDiagnostics.report(.singularTransform,
            "convert: a point has no image in the target layer's plane (edge-on or zero scale); returned unchanged")
        return p
    }
}
