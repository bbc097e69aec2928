import Foundation

/// Turns the `Any` values that key-value coding and animations receive into the Swift
/// types layer properties store, accepting what an iOS programmer passes: any Swift
/// number or `NSNumber` for a scalar, a Bool or a number for a Bool, a `String` or the
/// struct itself for a string-backed enum.
///
/// Linux has no Objective-C bridging, so `1.5 as Any as? CGFloat` fails there; every
/// numeric type is matched explicitly.
package enum KeyValueConversion {
    /// `value` as the Swift type properties of `type` hold, or nil when it cannot be one.
    /// String-backed enums, option sets and objects pass through as they are (their
    /// property's setter takes the raw forms too).
    package static func convert(_ value: Any, to type: LayerValueType) -> Any? {
        switch type {
        case .cgFloat: return cgFloat(value)
        case .float: return float(value)
        case .double: return double(value)
        case .int: return int(value)
        case .bool: return bool(value)
        case .point: return value as? CGPoint
        case .size: return value as? CGSize
        case .rect: return value as? CGRect
        case .transform: return value as? CATransform3D
        case .color: return value as? CGColor
        case .path: return value as? CGPath
        case .string: return value as? String
        case .numberArray: return numberArray(value)
        case .layer: return value as? CALayer
        case .layerArray: return value as? [CALayer]
        case .mask, .stringEnum, .object: return value
        }
    }

    /// The value as a Double if it is a number (any Swift integer or floating-point
    /// type, `NSNumber`, or a `Bool` as 0 / 1, as `NSNumber` treats it).
    package static func double(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as Bool: return v ? 1 : 0
        case let v as Int8: return Double(v)
        case let v as Int16: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as UInt8: return Double(v)
        case let v as UInt16: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as UInt64: return Double(v)
        default: return nil
        }
    }

    /// The value as a CGFloat if it is a number.
    package static func cgFloat(_ value: Any) -> CGFloat? {
        if let v = value as? CGFloat { return v }
        return double(value).map { CGFloat($0) }
    }

    /// The value as a Float if it is a number.
    package static func float(_ value: Any) -> Float? {
        if let v = value as? Float { return v }
        return double(value).map { Float($0) }
    }

    /// The value as an Int if it is a number: integers exactly, floating-point values
    /// truncated toward zero (as `NSNumber.intValue`); nil for NaN, infinities and
    /// values out of range.
    package static func int(_ value: Any) -> Int? {
        if let v = value as? Int { return v }
        guard let d = double(value), d.isFinite,
              d > -9.223_372_036_854_775_808e18, d < 9.223_372_036_854_775_808e18 else { return nil }
        return Int(d.rounded(.towardZero))
    }

    /// The value as a Bool: a Bool, or a number (nonzero is true).
    package static func bool(_ value: Any) -> Bool? {
        if let v = value as? Bool { return v }
        return double(value).map { $0 != 0 }
    }

    /// The value as an `NSNumber` array: `[NSNumber]` itself, or an array of numbers.
    package static func numberArray(_ value: Any) -> [NSNumber]? {
        if let v = value as? [NSNumber] { return v }
        guard let items = value as? [Any] else { return nil }
        var numbers: [NSNumber] = []
        numbers.reserveCapacity(items.count)
        for item in items {
            if let n = item as? NSNumber { numbers.append(n); continue }
            guard let d = double(item) else { return nil }
            numbers.append(NSNumber(value: d))
        }
        return numbers
    }

    /// A string-backed enum struct from itself or from its raw `String`.
    package static func stringEnum<T: RawRepresentable>(_ value: Any, as type: T.Type) -> T?
        where T.RawValue == String {
        if let v = value as? T { return v }
        if let s = value as? String { return T(rawValue: s) }
        if let s = value as? NSString { return T(rawValue: String(describing: s)) }
        return nil
    }

    /// An option set from itself or from its raw integer value.
    package static func optionSet<T: OptionSet>(_ value: Any, as type: T.Type) -> T?
        where T.RawValue: FixedWidthInteger {
        if let v = value as? T { return v }
        guard let i = int(value), let raw = T.RawValue(exactly: i) else { return nil }
        return T(rawValue: raw)
    }

    /// A short description of a value's type for diagnostics.
    package static func typeName(_ value: Any?) -> String {
        guard let value else { return "nil" }
        return String(describing: type(of: value))
    }
}
