import Foundation

/// The built-in layer class that declares a property: key-value access to a property
/// that the receiver's class does not have falls back to the layer's custom values, as
/// Apple's `CALayer` does for any key it does not know.
package enum LayerPropertyOwner: Sendable {
    case layer, shapeLayer, gradientLayer, replicatorLayer, textLayer

    /// Whether instances of `layerClass` have the properties this owner declares.
    package func isAncestor(of layerClass: CALayer.Type) -> Bool {
        switch self {
        case .layer: return true
        case .shapeLayer: return layerClass is CAShapeLayer.Type
        case .gradientLayer: return layerClass is CAGradientLayer.Type
        case .replicatorLayer: return layerClass is CAReplicatorLayer.Type
        case .textLayer: return layerClass is CATextLayer.Type
        }
    }
}

/// The Swift type a property's (or a key path component's) value has: what
/// `value(forKey:)` returns and what the animation engine converts `fromValue` and
/// `toValue` into, once, when an animation is added.
package enum LayerValueType: Sendable, Hashable {
    /// `CGFloat`.
    case cgFloat
    /// `Float` (`opacity`, `shadowOpacity`, the replicator's colour offsets, …).
    case float
    /// `Double` / `CFTimeInterval` (`instanceDelay`).
    case double
    /// `Int` (`instanceCount`).
    case int
    /// `Bool`.
    case bool
    case point, size, rect, transform
    /// `CGColor`.
    case color
    /// `CGPath`.
    case path
    /// An option set: `CACornerMask` or `CAEdgeAntialiasingMask`.
    case mask
    /// A string-backed `RawRepresentable` struct (`contentsGravity`, `lineCap`, …).
    case stringEnum
    /// `String` (`name`).
    case string
    /// `[NSNumber]` (`locations`, `lineDashPattern`).
    case numberArray
    /// `CALayer` (`mask`).
    case layer
    /// `[CALayer]` (`sublayers`).
    case layerArray
    /// Anything else: `contents`, `colors`, `filters`, `style`, `actions`, `string`, `font`.
    case object
}

extension LayerProperty {
    /// The built-in class that declares the property.
    package var owner: LayerPropertyOwner {
        switch self {
        case .path, .fillColor, .fillRule, .strokeColor, .lineWidth, .lineCap, .lineJoin,
             .miterLimit, .lineDashPattern, .lineDashPhase, .strokeStart, .strokeEnd:
            return .shapeLayer
        case .colors, .locations, .startPoint, .endPoint, .type:
            return .gradientLayer
        case .instanceCount, .instanceDelay, .instanceTransform, .instanceColor,
             .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
             .instanceAlphaOffset, .preservesDepth:
            return .replicatorLayer
        case .string, .font, .fontSize, .foregroundColor, .alignmentMode, .isWrapped,
             .truncationMode, .allowsFontSubpixelQuantization:
            return .textLayer
        default:
            return .layer
        }
    }

    /// The type of the property's value.
    package var valueType: LayerValueType {
        switch self {
        case .zPosition, .anchorPointZ, .cornerRadius, .borderWidth, .contentsScale,
             .rasterizationScale, .shadowRadius, .lineWidth, .miterLimit, .lineDashPhase,
             .strokeStart, .strokeEnd, .fontSize:
            return .cgFloat
        case .opacity, .minificationFilterBias, .shadowOpacity, .instanceRedOffset,
             .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
            return .float
        case .instanceDelay:
            return .double
        case .instanceCount:
            return .int
        case .isGeometryFlipped, .isHidden, .isDoubleSided, .masksToBounds, .allowsGroupOpacity,
             .isOpaque, .needsDisplayOnBoundsChange, .drawsAsynchronously,
             .allowsEdgeAntialiasing, .shouldRasterize, .preservesDepth, .isWrapped,
             .allowsFontSubpixelQuantization:
            return .bool
        case .position, .anchorPoint, .startPoint, .endPoint:
            return .point
        case .shadowOffset:
            return .size
        case .bounds, .frame, .contentsRect, .contentsCenter:
            return .rect
        case .transform, .sublayerTransform, .instanceTransform:
            return .transform
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor,
             .instanceColor, .foregroundColor:
            return .color
        case .shadowPath, .path:
            return .path
        case .maskedCorners, .edgeAntialiasingMask:
            return .mask
        case .cornerCurve, .contentsGravity, .contentsFormat, .minificationFilter,
             .magnificationFilter, .fillRule, .lineCap, .lineJoin, .type, .alignmentMode,
             .truncationMode:
            return .stringEnum
        case .name:
            return .string
        case .locations, .lineDashPattern:
            return .numberArray
        case .mask:
            return .layer
        case .sublayers:
            return .layerArray
        case .contents, .style, .actions, .filters, .backgroundFilters, .compositingFilter,
             .colors, .string, .font:
            return .object
        }
    }

    /// Whether the property accepts nil.
    package var isOptional: Bool {
        switch valueType {
        case .color, .path, .string, .numberArray, .layer, .layerArray, .object: return true
        default: return false
        }
    }
}
