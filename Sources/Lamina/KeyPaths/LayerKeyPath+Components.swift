import Foundation

/// Reading and replacing a component inside a whole value: `CGPoint`, `CGSize`, `CGRect`
/// or `CATransform3D`. Layer properties and custom values holding those types share it,
/// so `"position.x"` and `"myCustomPoint.x"` behave alike.
extension LayerKeyPath.Component {
    /// The value type of a whole value that has components, or nil.
    package static func structuredType(of value: Any) -> LayerValueType? {
        switch value {
        case is CGPoint: return .point
        case is CGSize: return .size
        case is CGRect: return .rect
        case is CATransform3D: return .transform
        default: return nil
        }
    }

    /// The component `suffix` names in a whole value of `type`, or nil.
    package static func named(_ suffix: Substring, in type: LayerValueType) -> Self? {
        table(for: type)[suffix]
    }

    /// The component's value inside `whole`: a `CGFloat`, or a `CGPoint` / `CGSize` for
    /// `origin`, `size` and `translation`. `whole` itself for `.whole`; nil when `whole`
    /// has no such component.
    package func extract(from whole: Any?) -> Any? {
        if self == .whole { return whole }
        switch whole {
        case let p as CGPoint:
            switch self {
            case .x: return p.x
            case .y: return p.y
            default: return nil
            }
        case let s as CGSize:
            switch self {
            case .width: return s.width
            case .height: return s.height
            default: return nil
            }
        case let r as CGRect:
            switch self {
            case .origin: return r.origin
            case .originX: return r.origin.x
            case .originY: return r.origin.y
            case .size: return r.size
            case .sizeWidth: return r.size.width
            case .sizeHeight: return r.size.height
            default: return nil
            }
        case let t as CATransform3D:
            if self == .translation { return t.translationComponent }
            return t.scalarComponent(self)
        default:
            return nil
        }
    }

    /// `whole` with this component replaced by `value`; nil (with a diagnostic naming
    /// `keyPath`) when `value` has the wrong type or `whole` has no such component.
    package func replacing(in whole: Any?, with value: Any?, keyPath: String) -> Any? {
        if self == .whole { return value }
        guard let whole, let type = Self.structuredType(of: whole),
              Self.table(for: type).values.contains(self) else {
            LaminaDiagnostics.report(.unknownKeyPath,
                "setValue(_:forKeyPath: \"\(keyPath)\"): \(KeyValueConversion.typeName(whole)) has no "
                    + "component \"\(suffix)\"; the value was ignored")
            return nil
        }
        let expected: String
        switch self {
        case .origin: expected = "a CGPoint"
        case .size, .translation: expected = "a CGSize"
        default: expected = "a number"
        }
        func refuse() -> Any? {
            LaminaDiagnostics.report(.invalidValueType,
                "setValue(_:forKeyPath: \"\(keyPath)\"): expected \(expected), got "
                    + "\(KeyValueConversion.typeName(value)); the value was ignored")
            return nil
        }
        let scalar = value.flatMap(KeyValueConversion.cgFloat)
        switch whole {
        case var p as CGPoint:
            guard let scalar else { return refuse() }
            switch self {
            case .x: p.x = scalar
            case .y: p.y = scalar
            default: return nil
            }
            return p
        case var s as CGSize:
            guard let scalar else { return refuse() }
            switch self {
            case .width: s.width = scalar
            case .height: s.height = scalar
            default: return nil
            }
            return s
        case var r as CGRect:
            switch self {
            case .origin:
                guard let point = value as? CGPoint else { return refuse() }
                r.origin = point
            case .size:
                guard let size = value as? CGSize else { return refuse() }
                r.size = size
            case .originX, .originY, .sizeWidth, .sizeHeight:
                guard let scalar else { return refuse() }
                switch self {
                case .originX: r.origin.x = scalar
                case .originY: r.origin.y = scalar
                case .sizeWidth: r.size.width = scalar
                default: r.size.height = scalar
                }
            default: return nil
            }
            return r
        case let t as CATransform3D:
            if self == .translation {
                guard let size = value as? CGSize else { return refuse() }
                return t.settingTranslation(size, keyPath: keyPath)
            }
            guard let scalar else { return refuse() }
            return t.setting(self, to: scalar, keyPath: keyPath)
        default:
            return nil
        }
    }
}
