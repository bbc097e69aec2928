import Foundation

/// A property of a layer that key-value access and animations can name: the first
/// component of a key path, parsed once from its string.
package enum LayerProperty: UInt8, CaseIterable, Sendable {
    // CALayer geometry
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case frame, isGeometryFlipped
    // CALayer appearance
    case isHidden, isDoubleSided, masksToBounds, mask, opacity, allowsGroupOpacity
    case backgroundColor, cornerRadius, maskedCorners, cornerCurve, borderWidth, borderColor
    case contents, contentsRect, contentsCenter, contentsGravity, contentsScale, contentsFormat
    case minificationFilter, magnificationFilter, minificationFilterBias
    case isOpaque, needsDisplayOnBoundsChange, drawsAsynchronously
    case edgeAntialiasingMask, allowsEdgeAntialiasing, shouldRasterize, rasterizationScale
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case name, style, actions, sublayers, filters, backgroundFilters, compositingFilter
    // CAShapeLayer
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint, type
    // CAReplicatorLayer
    case instanceCount, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset, preservesDepth
    // CATextLayer
    case string, font, fontSize, foregroundColor, alignmentMode, isWrapped, truncationMode
    case allowsFontSubpixelQuantization

    /// The key as Apple spells it in key-value coding (`"hidden"`, not `"isHidden"`).
    package var key: String {
        switch self {
        case .isGeometryFlipped: return "geometryFlipped"
        case .isHidden: return "hidden"
        case .isDoubleSided: return "doubleSided"
        case .isOpaque: return "opaque"
        case .isWrapped: return "wrapped"
        default: return String(describing: self)
        }
    }

    /// The property a key names, accepting both `"hidden"` and `"isHidden"`; nil if none.
    package init?(key: String) {
        guard let p = LayerProperty.byKey[key] else { return nil }
        self = p
    }

    private static let byKey: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        for p in LayerProperty.allCases {
            table[p.key] = p
            table[String(describing: p)] = p
        }
        return table
    }()
}
