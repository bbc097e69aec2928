import Foundation

/// How a layer sits in its superlayer, as matrices: the one piece of geometry that
/// coordinate conversion, hit testing and the render list all use, so they agree.
package enum LayerPlacement {
    /// The matrix from a layer's bounds space to its superlayer's (before anything the
    /// superlayer adds): about the anchor point (`anchor`, `anchorZ`), the layer's
    /// `transform`, then to `position`/`zPosition`.
    @inline(__always)
    package static func toSuperlayer(anchor: CGPoint, anchorZ: CGFloat, transform: CATransform3D,
                                     position: CGPoint, zPosition: CGFloat) -> CATransform3D {
        if CATransform3DIsIdentity(transform) {
            return CATransform3DMakeTranslation(position.x - anchor.x, position.y - anchor.y, zPosition - anchorZ)
        }
        var m = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorZ), transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        return m
    }

    /// `m` followed by what a superlayer applies to its sublayers: its
    /// `isGeometryFlipped` (a vertical flip about its bounds), its `sublayerTransform`
    /// about its anchor point (not for its mask), and, when it flattens (every layer but
    /// a `CATransformLayer`), the drop of z into its plane.
    @inline(__always)
    package static func throughSuperlayer(_ m: CATransform3D, superBounds: CGRect, superAnchor: CGPoint,
                                          superAnchorZ: CGFloat, sublayerTransform: CATransform3D,
                                          isGeometryFlipped: Bool, isMask: Bool, flattens: Bool) -> CATransform3D {
        var m = m
        if isGeometryFlipped {
            m = CATransform3DConcat(m, CATransform3D(
                m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: -1, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: 0, m42: superBounds.minY + superBounds.maxY, m43: 0, m44: 1))
        }
        if !isMask, !CATransform3DIsIdentity(sublayerTransform) {
            m = CATransform3DConcat(m, about(sublayerTransform, superAnchor, superAnchorZ))
        }
        if flattens {
            // Drop z: the superlayer renders its sublayers into its own plane.
            m.m13 = 0; m.m23 = 0; m.m33 = 0; m.m43 = 0
        }
        return m
    }

    /// `t` applied about the point (`c`, `cz`): translate it to the origin, `t`, back.
    package static func about(_ t: CATransform3D, _ c: CGPoint, _ cz: CGFloat) -> CATransform3D {
        var m = CATransform3DConcat(CATransform3DMakeTranslation(-c.x, -c.y, -cz), t)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(c.x, c.y, cz))
        return m
    }

    /// Where the anchor point sits in a layer's own coordinates: the bounds'
    /// (standardized) origin plus `anchorPoint` times their size.
    @inline(__always)
    package static func anchorInBounds(_ bounds: CGRect, _ anchorPoint: CGPoint) -> CGPoint {
        let r = bounds.standardized
        return CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
    }
}
