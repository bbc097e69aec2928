import Foundation

/// Whole-property access by `LayerProperty`: the one switch from a property to its
/// public getter and setter, under key-value coding and animations alike. Setting goes
/// through the public setters, so validation and change handling happen as for a
/// direct assignment. A property that the receiver's class does not declare (`path` on
/// a plain `CALayer`) is a custom value, as on Apple.
extension CALayer {
    /// The value of `property`, typed as the property is (`CGFloat`, `Float`, `Bool`,
    /// `CGPoint`, `CATransform3D`, `CGColor`, a `RawRepresentable` struct, …); nil for an
    /// optional property that is nil. A property the layer's class does not declare
    /// reads the custom value stored under its key.
    package func value(for property: LayerProperty) -> Any? {
        switch property.owner {
        case .layer: return layerValue(property)
        case .shapeLayer:
            guard let shape = self as? CAShapeLayer else { return customValues[property.key] }
            return shape.shapeValue(property)
        case .gradientLayer:
            guard let gradient = self as? CAGradientLayer else { return customValues[property.key] }
            return gradient.gradientValue(property)
        case .replicatorLayer:
            guard let replicator = self as? CAReplicatorLayer else { return customValues[property.key] }
            return replicator.replicatorValue(property)
        case .textLayer:
            guard let text = self as? CATextLayer else { return customValues[property.key] }
            return text.textValue(property)
        }
    }

    /// Sets `property` through its public setter from any value an iOS programmer would
    /// pass (see `KeyValueConversion`). A value of the wrong type is ignored with an
    /// `.invalidValueType` diagnostic. A property the layer's class does not declare is
    /// stored as a custom value.
    package func setValue(_ value: Any?, for property: LayerProperty) {
        let value = value is NSNull ? nil : value
        guard property.owner.isAncestor(of: type(of: self)) else {
            return setCustomValue(value, forKey: property.key)
        }
        guard let value else {
            guard property.isOptional else {
                return refuseValue(nil, for: property.key, expected: "a non-nil value")
            }
            return assignNil(to: property)
        }
        switch property.valueType {
        case .cgFloat:
            guard let v = KeyValueConversion.cgFloat(value) else { return refuseValue(value, for: property.key, expected: "a number") }
            assign(cgFloat: v, to: property)
        case .float:
            guard let v = KeyValueConversion.float(value) else { return refuseValue(value, for: property.key, expected: "a number") }
            assign(float: v, to: property)
        case .double:
            guard let v = KeyValueConversion.double(value) else { return refuseValue(value, for: property.key, expected: "a number") }
            (self as? CAReplicatorLayer)?.instanceDelay = v
        case .int:
            guard let v = KeyValueConversion.int(value) else { return refuseValue(value, for: property.key, expected: "a finite number") }
            (self as? CAReplicatorLayer)?.instanceCount = v
        case .bool:
            guard let v = KeyValueConversion.bool(value) else { return refuseValue(value, for: property.key, expected: "a Bool or a number") }
            assign(bool: v, to: property)
        case .point:
            guard let v = value as? CGPoint else { return refuseValue(value, for: property.key, expected: "a CGPoint") }
            assign(point: v, to: property)
        case .size:
            guard let v = value as? CGSize else { return refuseValue(value, for: property.key, expected: "a CGSize") }
            shadowOffset = v
        case .rect:
            guard let v = value as? CGRect else { return refuseValue(value, for: property.key, expected: "a CGRect") }
            assign(rect: v, to: property)
        case .transform:
            guard let v = value as? CATransform3D else { return refuseValue(value, for: property.key, expected: "a CATransform3D") }
            assign(transform: v, to: property)
        case .color:
            guard let v = value as? CGColor else { return refuseValue(value, for: property.key, expected: "a CGColor") }
            assign(color: v, to: property)
        case .path:
            guard let v = value as? CGPath else { return refuseValue(value, for: property.key, expected: "a CGPath") }
            if property == .shadowPath { shadowPath = v } else { (self as? CAShapeLayer)?.path = v }
        case .mask:
            assign(mask: value, to: property)
        case .stringEnum:
            assign(stringEnum: value, to: property)
        case .string:
            guard let v = value as? String else { return refuseValue(value, for: property.key, expected: "a String") }
            name = v
        case .numberArray:
            guard let v = KeyValueConversion.numberArray(value) else { return refuseValue(value, for: property.key, expected: "an array of numbers") }
            if property == .locations { (self as? CAGradientLayer)?.locations = v } else { (self as? CAShapeLayer)?.lineDashPattern = v }
        case .layer:
            guard let v = value as? CALayer else { return refuseValue(value, for: property.key, expected: "a CALayer") }
            mask = v
        case .layerArray:
            guard let v = value as? [CALayer] else { return refuseValue(value, for: property.key, expected: "an array of CALayer") }
            sublayers = v
        case .object:
            assign(object: value, to: property)
        }
    }

    /// The default value of `property` for the built-in class that declares it, read from
    /// a prototype instance of that class (`CALayer`, `CAShapeLayer`, `CAGradientLayer`,
    /// `CAReplicatorLayer` or `CATextLayer`).
    package static func builtInDefault(for property: LayerProperty) -> Any? {
        BuiltInPrototypes.prototype(for: property.owner).value(for: property)
    }

    /// Reports a refused value with the key and the expected type; the old value stays.
    package func refuseValue(_ value: Any?, for key: String, expected: String) {
        LaminaDiagnostics.report(.invalidValueType,
            "\(type(of: self)).setValue(_:forKey: \"\(key)\"): expected \(expected), "
                + "got \(KeyValueConversion.typeName(value)); the value was ignored")
    }

    // MARK: Getters by class

    private func layerValue(_ property: LayerProperty) -> Any? {
        switch property {
        case .bounds: return bounds
        case .position: return position
        case .zPosition: return zPosition
        case .anchorPoint: return anchorPoint
        case .anchorPointZ: return anchorPointZ
        case .transform: return transform
        case .sublayerTransform: return sublayerTransform
        case .frame: return frame
        case .isGeometryFlipped: return isGeometryFlipped
        case .isHidden: return isHidden
        case .isDoubleSided: return isDoubleSided
        case .masksToBounds: return masksToBounds
        case .mask: return mask
        case .opacity: return opacity
        case .allowsGroupOpacity: return allowsGroupOpacity
        case .backgroundColor: return backgroundColor
        case .cornerRadius: return cornerRadius
        case .maskedCorners: return maskedCorners
        case .cornerCurve: return cornerCurve
        case .borderWidth: return borderWidth
        case .borderColor: return borderColor
        case .contents: return contents
        case .contentsRect: return contentsRect
        case .contentsCenter: return contentsCenter
        case .contentsGravity: return contentsGravity
        case .contentsScale: return contentsScale
        case .contentsFormat: return contentsFormat
        case .minificationFilter: return minificationFilter
        case .magnificationFilter: return magnificationFilter
        case .minificationFilterBias: return minificationFilterBias
        case .isOpaque: return isOpaque
        case .needsDisplayOnBoundsChange: return needsDisplayOnBoundsChange
        case .drawsAsynchronously: return drawsAsynchronously
        case .edgeAntialiasingMask: return edgeAntialiasingMask
        case .allowsEdgeAntialiasing: return allowsEdgeAntialiasing
        case .shouldRasterize: return shouldRasterize
        case .rasterizationScale: return rasterizationScale
        case .shadowColor: return shadowColor
        case .shadowOpacity: return shadowOpacity
        case .shadowOffset: return shadowOffset
        case .shadowRadius: return shadowRadius
        case .shadowPath: return shadowPath
        case .name: return name
        case .style: return style
        case .actions: return actions
        case .sublayers: return sublayers
        case .filters: return filters
        case .backgroundFilters: return backgroundFilters
        case .compositingFilter: return compositingFilter
        default: return nil
        }
    }

    // MARK: Setters by value type

    private func assignNil(to property: LayerProperty) {
        switch property {
        case .backgroundColor: backgroundColor = nil
        case .borderColor: borderColor = nil
        case .shadowColor: shadowColor = nil
        case .shadowPath: shadowPath = nil
        case .name: name = nil
        case .mask: mask = nil
        case .sublayers: sublayers = nil
        case .contents: contents = nil
        case .style: style = nil
        case .actions: actions = nil
        case .filters: filters = nil
        case .backgroundFilters: backgroundFilters = nil
        case .compositingFilter: compositingFilter = nil
        case .path: (self as? CAShapeLayer)?.path = nil
        case .fillColor: (self as? CAShapeLayer)?.fillColor = nil
        case .strokeColor: (self as? CAShapeLayer)?.strokeColor = nil
        case .lineDashPattern: (self as? CAShapeLayer)?.lineDashPattern = nil
        case .colors: (self as? CAGradientLayer)?.colors = nil
        case .locations: (self as? CAGradientLayer)?.locations = nil
        case .instanceColor: (self as? CAReplicatorLayer)?.instanceColor = nil
        case .string: (self as? CATextLayer)?.string = nil
        case .font: (self as? CATextLayer)?.font = nil
        case .foregroundColor: (self as? CATextLayer)?.foregroundColor = nil
        default: break
        }
    }

    private func assign(cgFloat v: CGFloat, to property: LayerProperty) {
        switch property {
        case .zPosition: zPosition = v
        case .anchorPointZ: anchorPointZ = v
        case .cornerRadius: cornerRadius = v
        case .borderWidth: borderWidth = v
        case .contentsScale: contentsScale = v
        case .rasterizationScale: rasterizationScale = v
        case .shadowRadius: shadowRadius = v
        case .lineWidth: (self as? CAShapeLayer)?.lineWidth = v
        case .miterLimit: (self as? CAShapeLayer)?.miterLimit = v
        case .lineDashPhase: (self as? CAShapeLayer)?.lineDashPhase = v
        case .strokeStart: (self as? CAShapeLayer)?.strokeStart = v
        case .strokeEnd: (self as? CAShapeLayer)?.strokeEnd = v
        case .fontSize: (self as? CATextLayer)?.fontSize = v
        default: break
        }
    }

    private func assign(float v: Float, to property: LayerProperty) {
        switch property {
        case .opacity: opacity = v
        case .minificationFilterBias: minificationFilterBias = v
        case .shadowOpacity: shadowOpacity = v
        case .instanceRedOffset: (self as? CAReplicatorLayer)?.instanceRedOffset = v
        case .instanceGreenOffset: (self as? CAReplicatorLayer)?.instanceGreenOffset = v
        case .instanceBlueOffset: (self as? CAReplicatorLayer)?.instanceBlueOffset = v
        case .instanceAlphaOffset: (self as? CAReplicatorLayer)?.instanceAlphaOffset = v
        default: break
        }
    }

    private func assign(bool v: Bool, to property: LayerProperty) {
        switch property {
        case .isGeometryFlipped: isGeometryFlipped = v
        case .isHidden: isHidden = v
        case .isDoubleSided: isDoubleSided = v
        case .masksToBounds: masksToBounds = v
        case .allowsGroupOpacity: allowsGroupOpacity = v
        case .isOpaque: isOpaque = v
        case .needsDisplayOnBoundsChange: needsDisplayOnBoundsChange = v
        case .drawsAsynchronously: drawsAsynchronously = v
        case .allowsEdgeAntialiasing: allowsEdgeAntialiasing = v
        case .shouldRasterize: shouldRasterize = v
        case .preservesDepth: (self as? CAReplicatorLayer)?.preservesDepth = v
        case .isWrapped: (self as? CATextLayer)?.isWrapped = v
        case .allowsFontSubpixelQuantization: (self as? CATextLayer)?.allowsFontSubpixelQuantization = v
        default: break
        }
    }

    private func assign(point v: CGPoint, to property: LayerProperty) {
        switch property {
        case .position: position = v
        case .anchorPoint: anchorPoint = v
        case .startPoint: (self as? CAGradientLayer)?.startPoint = v
        case .endPoint: (self as? CAGradientLayer)?.endPoint = v
        default: break
        }
    }

    private func assign(rect v: CGRect, to property: LayerProperty) {
        switch property {
        case .bounds: bounds = v
        case .frame: frame = v
        case .contentsRect: contentsRect = v
        case .contentsCenter: contentsCenter = v
        default: break
        }
    }

    private func assign(transform v: CATransform3D, to property: LayerProperty) {
        switch property {
        case .transform: transform = v
        case .sublayerTransform: sublayerTransform = v
        case .instanceTransform: (self as? CAReplicatorLayer)?.instanceTransform = v
        default: break
        }
    }

    private func assign(color v: CGColor, to property: LayerProperty) {
        switch property {
        case .backgroundColor: backgroundColor = v
        case .borderColor: borderColor = v
        case .shadowColor: shadowColor = v
        case .fillColor: (self as? CAShapeLayer)?.fillColor = v
        case .strokeColor: (self as? CAShapeLayer)?.strokeColor = v
        case .instanceColor: (self as? CAReplicatorLayer)?.instanceColor = v
        case .foregroundColor: (self as? CATextLayer)?.foregroundColor = v
        default: break
        }
    }

    private func assign(mask value: Any, to property: LayerProperty) {
        if property == .maskedCorners {
            guard let v = KeyValueConversion.optionSet(value, as: CACornerMask.self) else {
                return refuseValue(value, for: property.key, expected: "a CACornerMask")
            }
            maskedCorners = v
        } else {
            guard let v = KeyValueConversion.optionSet(value, as: CAEdgeAntialiasingMask.self) else {
                return refuseValue(value, for: property.key, expected: "a CAEdgeAntialiasingMask")
            }
            edgeAntialiasingMask = v
        }
    }

    private func assign(stringEnum value: Any, to property: LayerProperty) {
        func convert<T: RawRepresentable>(_ type: T.Type, _ set: (T) -> Void) where T.RawValue == String {
            guard let v = KeyValueConversion.stringEnum(value, as: type) else {
                return refuseValue(value, for: property.key, expected: "a String or \(type)")
            }
            set(v)
        }
        switch property {
        case .cornerCurve: convert(CALayerCornerCurve.self) { cornerCurve = $0 }
        case .contentsGravity: convert(CALayerContentsGravity.self) { contentsGravity = $0 }
        case .contentsFormat: convert(CALayerContentsFormat.self) { contentsFormat = $0 }
        case .minificationFilter: convert(CALayerContentsFilter.self) { minificationFilter = $0 }
        case .magnificationFilter: convert(CALayerContentsFilter.self) { magnificationFilter = $0 }
        case .fillRule: convert(CAShapeLayerFillRule.self) { (self as? CAShapeLayer)?.fillRule = $0 }
        case .lineCap: convert(CAShapeLayerLineCap.self) { (self as? CAShapeLayer)?.lineCap = $0 }
        case .lineJoin: convert(CAShapeLayerLineJoin.self) { (self as? CAShapeLayer)?.lineJoin = $0 }
        case .type: convert(CAGradientLayerType.self) { (self as? CAGradientLayer)?.type = $0 }
        case .alignmentMode: convert(CATextLayerAlignmentMode.self) { (self as? CATextLayer)?.alignmentMode = $0 }
        case .truncationMode: convert(CATextLayerTruncationMode.self) { (self as? CATextLayer)?.truncationMode = $0 }
        default: break
        }
    }

    private func assign(object value: Any, to property: LayerProperty) {
        switch property {
        case .contents: contents = value
        case .compositingFilter: compositingFilter = value
        case .string: (self as? CATextLayer)?.string = value
        case .font: (self as? CATextLayer)?.font = value
        case .style:
            guard let v = value as? [AnyHashable: Any] else {
                return refuseValue(value, for: property.key, expected: "a dictionary")
            }
            style = v
        case .actions:
            guard let v = value as? [String: any CAAction] else {
                return refuseValue(value, for: property.key, expected: "a [String: CAAction] dictionary")
            }
            actions = v
        case .filters, .backgroundFilters, .colors:
            guard let v = value as? [Any] else {
                return refuseValue(value, for: property.key, expected: "an array")
            }
            switch property {
            case .filters: filters = v
            case .backgroundFilters: backgroundFilters = v
            default: (self as? CAGradientLayer)?.colors = v
            }
        default: break
        }
    }
}

extension CAShapeLayer {
    fileprivate func shapeValue(_ property: LayerProperty) -> Any? {
        switch property {
        case .path: return path
        case .fillColor: return fillColor
        case .fillRule: return fillRule
        case .strokeColor: return strokeColor
        case .lineWidth: return lineWidth
        case .lineCap: return lineCap
        case .lineJoin: return lineJoin
        case .miterLimit: return miterLimit
        case .lineDashPattern: return lineDashPattern
        case .lineDashPhase: return lineDashPhase
        case .strokeStart: return strokeStart
        case .strokeEnd: return strokeEnd
        default: return nil
        }
    }
}

extension CAGradientLayer {
    fileprivate func gradientValue(_ property: LayerProperty) -> Any? {
        switch property {
        case .colors: return colors
        case .locations: return locations
        case .startPoint: return startPoint
        case .endPoint: return endPoint
        case .type: return type
        default: return nil
        }
    }
}

extension CAReplicatorLayer {
    fileprivate func replicatorValue(_ property: LayerProperty) -> Any? {
        switch property {
        case .instanceCount: return instanceCount
        case .instanceDelay: return instanceDelay
        case .instanceTransform: return instanceTransform
        case .instanceColor: return instanceColor
        case .instanceRedOffset: return instanceRedOffset
        case .instanceGreenOffset: return instanceGreenOffset
        case .instanceBlueOffset: return instanceBlueOffset
        case .instanceAlphaOffset: return instanceAlphaOffset
        case .preservesDepth: return preservesDepth
        default: return nil
        }
    }
}

extension CATextLayer {
    fileprivate func textValue(_ property: LayerProperty) -> Any? {
        switch property {
        case .string: return string
        case .font: return font
        case .fontSize: return fontSize
        case .foregroundColor: return foregroundColor
        case .alignmentMode: return alignmentMode
        case .isWrapped: return isWrapped
        case .allowsFontSubpixelQuantization: return allowsFontSubpixelQuantization
        case .truncationMode: return truncationMode
        default: return nil
        }
    }
}

/// One instance of each built-in class, read (never written) for their defaults.
private enum BuiltInPrototypes {
    nonisolated(unsafe) static let layer = CALayer()
    nonisolated(unsafe) static let shapeLayer = CAShapeLayer()
    nonisolated(unsafe) static let gradientLayer = CAGradientLayer()
    nonisolated(unsafe) static let replicatorLayer = CAReplicatorLayer()
    nonisolated(unsafe) static let textLayer = CATextLayer()

    static func prototype(for owner: LayerPropertyOwner) -> CALayer {
        switch owner {
        case .layer: return layer
        case .shapeLayer: return shapeLayer
        case .gradientLayer: return gradientLayer
        case .replicatorLayer: return replicatorLayer
        case .textLayer: return textLayer
        }
    }
}
