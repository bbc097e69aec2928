import Foundation

/// Whole-property access by `LayerProperty`, under key-value coding and animations alike:
/// through the property's public getter and setter (its row in `LayerPropertyTable`), so
/// validation, change handling and subclasses' overrides apply as for a direct
/// assignment. A property that the receiver's class does not declare (`path` on a plain
/// `CALayer`) is a custom value, as on Apple.
extension CALayer {
    /// The value of `property`, typed as the property is (`CGFloat`, `Float`, `Bool`,
    /// `CGPoint`, `CATransform3D`, `CGColor`, a `RawRepresentable` struct, …); nil for an
    /// optional property that is nil. A property the layer's class does not declare
    /// reads the custom value stored under its key.
    package func value(for property: LayerProperty) -> Any? {
        let d = property.descriptor
        guard d.owner.isAncestor(of: type(of: self)) else { return customValues[d.key] }
        return d.access.get(self)
    }

    /// Sets `property` through its public setter from any value an iOS programmer would
    /// pass (see `KeyValueConversion`). A value of the wrong type is ignored with an
    /// `.invalidValueType` diagnostic. A property the layer's class does not declare is
    /// stored as a custom value.
    package func setValue(_ value: Any?, for property: LayerProperty) {
        let d = property.descriptor
        let value = value is NSNull ? nil : value
        guard d.owner.isAncestor(of: type(of: self)) else {
            return setCustomValue(value, forKey: d.key)
        }
        guard let value else {
            guard d.isOptional else { return refuseValue(nil, for: d.key, expected: "a non-nil value") }
            _ = d.access.set(self, nil)
            return
        }
        guard let converted = KeyValueConversion.convert(value, to: d.valueType), d.access.set(self, converted) else {
            return refuseValue(value, for: d.key, expected: Self.expectation(of: d))
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

    /// What a refused value should have been, for the diagnostic.
    private static func expectation(of d: LayerPropertyDescriptor) -> String {
        switch d.valueType {
        case .cgFloat, .float, .double: return "a number"
        case .int: return "a finite number"
        case .bool: return "a Bool or a number"
        case .point: return "a CGPoint"
        case .size: return "a CGSize"
        case .rect: return "a CGRect"
        case .transform: return "a CATransform3D"
        case .color: return "a CGColor"
        case .path: return "a CGPath"
        case .mask: return d.property == .maskedCorners ? "a CACornerMask" : "a CAEdgeAntialiasingMask"
        case .stringEnum: return "a String or \(Swift.type(of: d.defaultValue ?? ""))"
        case .string: return "a String"
        case .numberArray: return "an array of numbers"
        case .layer: return "a CALayer"
        case .layerArray: return "an array of CALayer"
        case .object:
            switch d.property {
            case .style: return "a dictionary"
            case .actions: return "a [String: CAAction] dictionary"
            default: return "an array"
            }
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
    nonisolated(unsafe) static let scrollLayer = CAScrollLayer()
    nonisolated(unsafe) static let emitterLayer = CAEmitterLayer()

    static func prototype(for owner: LayerPropertyOwner) -> CALayer {
        switch owner {
        case .layer: return layer
        case .shapeLayer: return shapeLayer
        case .gradientLayer: return gradientLayer
        case .replicatorLayer, .depthPreservingLayer: return replicatorLayer
        case .textLayer: return textLayer
        case .scrollLayer: return scrollLayer
        case .emitterLayer: return emitterLayer
        }
    }
}
