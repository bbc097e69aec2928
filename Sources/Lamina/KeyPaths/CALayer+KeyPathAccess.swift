import Foundation

/// Typed key path access, the form the animation engine uses: a `LayerKeyPath` parsed
/// once, then read and written with no string work.
extension CALayer {
    /// The value `keyPath` names: the property's value (`value(for:)`), or the component
    /// inside it (a `CGFloat`, or a `CGPoint` / `CGSize` for `origin`, `size` and
    /// `translation`). For a property the layer's class does not declare, the component
    /// of the custom value stored under the property's key; nil (with an
    /// `.unknownKeyPath` diagnostic) when that value has no such component.
    package func value(at keyPath: LayerKeyPath) -> Any? {
        let whole = value(for: keyPath.property)
        guard keyPath.component != .whole else { return whole }
        if let part = keyPath.component.extract(from: whole) { return part }
        if whole != nil || keyPath.property.owner.isAncestor(of: type(of: self)) {
            LaminaDiagnostics.report(.unknownKeyPath,
                "\(type(of: self)).value(forKeyPath: \"\(keyPath)\"): "
                    + "\(KeyValueConversion.typeName(whole)) has no component \"\(keyPath.component.suffix)\"")
        } else {
            reportMissing(keyPath.property.key, in: keyPath.description)
        }
        return nil
    }

    /// Sets the value `keyPath` names. A component is written by reading the whole
    /// value, replacing the component and setting the whole value through the
    /// property's public setter (so `bounds.size.width` keeps the origin and height, and
    /// `transform.rotation.z` keeps the scale and translation). A value of the wrong type
    /// is ignored with an `.invalidValueType` diagnostic.
    package func setValue(_ value: Any?, at keyPath: LayerKeyPath) {
        guard keyPath.component != .whole else { return setValue(value, for: keyPath.property) }
        let whole = self.value(for: keyPath.property)
        guard whole != nil || keyPath.property.owner.isAncestor(of: type(of: self)) else {
            return reportMissing(keyPath.property.key, in: keyPath.description)
        }
        guard let replaced = keyPath.component.replacing(in: whole, with: value,
                                                         keyPath: keyPath.description) else { return }
        setValue(replaced, for: keyPath.property)
    }

    /// Reports that `key`, the first component of `keyPath`, names no property of this
    /// layer and holds no custom value.
    package func reportMissing(_ key: String, in keyPath: String) {
        let path = key == keyPath ? "" : " (in \"\(keyPath)\")"
        LaminaDiagnostics.report(.unknownKeyPath,
            "\(type(of: self)) has no property or stored value for the key \"\(key)\"\(path)")
    }
}
