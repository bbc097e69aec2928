import Foundation

/// Key-value coding with Apple's signatures. Linux's `NSObject` has none, so these are
/// `CALayer`'s own declarations: the overridable methods are declared in the class body
/// (`CALayer.swift`) and call the implementations here.
///
/// As in Core Animation ("Key-Value Coding Extensions" in the Core Animation
/// Programming Guide):
/// - every layer property is a key (`"hidden"` and `"isHidden"` both name `isHidden`);
///   values come back typed (`CGFloat`, `Float` for `opacity`, `CGPoint`, `CATransform3D`,
///   `CGColor`, …) and are set through the public setters from any Swift number or
///   `NSNumber`, a `String` for string-backed enums, or the property's own type;
/// - a layer is a key-value container: a key that names no property of the receiver's
///   class stores the value, and reading it back returns it, or else
///   `defaultValue(forKey:)`;
/// - key paths reach into structures (`position.x`, `bounds.size.width`,
///   `transform.rotation.z`, `transform.scale`, `transform.translation`) and continue on
///   layers they pass through (`mask.position.x`, or a layer stored under a custom key).
///
/// Bad input is never a crash: a value of the wrong type is ignored with an
/// `.invalidValueType` diagnostic, a path that names nothing gives nil (or is ignored)
/// with an `.unknownKeyPath` diagnostic.
extension CALayer {
    /// The value of the property `key` names, or the custom value stored under `key`
    /// (else the class's `defaultValue(forKey:)`). A key that names nothing gives nil with
    /// an `.unknownKeyPath` diagnostic. `key` is one key: dots are part of it (use
    /// `value(forKeyPath:)` to reach into values).
    package func storedValue(forKey key: String) -> Any? {
        if let property = LayerProperty(key: key), property.owner.isAncestor(of: type(of: self)) {
            return value(for: property)
        }
        if key == "superlayer" { return superlayer }
        if let stored = customValues[key] { return stored }
        if let styled = styleValue(forKey: key) { return styled }
        if let fallback = type(of: self).defaultValue(forKey: key) { return fallback }
        reportMissing(key, in: key)
        return nil
    }

    /// Sets the property `key` names, through its public setter; a value of the wrong
    /// type is ignored with an `.invalidValueType` diagnostic. A key that names no property
    /// of the layer's class stores `value` (nil removes it), and the layer is marked for
    /// display if the value changed and `needsDisplay(forKey:)` says so.
    package func setStoredValue(_ value: Any?, forKey key: String) {
        if let property = LayerProperty(key: key), property.owner.isAncestor(of: type(of: self)) {
            return setValue(value, for: property)
        }
        if key == "superlayer" {
            return LaminaDiagnostics.report(.invalidArgument,
                "\(type(of: self)).setValue(_:forKey: \"superlayer\"): superlayer is read-only; "
                    + "use addSublayer(_:) on the new superlayer")
        }
        setCustomValue(value, forKey: key)
    }

    /// The value a dotted key path names: a layer property or a component of it
    /// (`"transform.rotation.z"`), continuing on any layer the path passes through
    /// (`"mask.position.x"`) and into dictionaries. A path that names nothing gives nil
    /// with an `.unknownKeyPath` diagnostic; a nil value on the way gives nil.
    package func storedValue(forKeyPath keyPath: String) -> Any? {
        if case .keyPath(let parsed) = LayerKeyPath.parseDetailed(keyPath),
           parsed.property.owner.isAncestor(of: type(of: self)) {
            return value(at: parsed)
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot])
        return follow(value(forKey: head), head: head,
                      rest: keyPath[keyPath.index(after: dot)...], keyPath: keyPath)
    }

    /// Sets the value a dotted key path names (see `value(forKeyPath:)`). A component is
    /// written by replacing it in the whole value and setting that through the public
    /// setter. A path that names nothing is ignored with an `.unknownKeyPath`
    /// diagnostic; a value of the wrong type with an `.invalidValueType` one.
    package func setStoredValue(_ value: Any?, forKeyPath keyPath: String) {
        if case .keyPath(let parsed) = LayerKeyPath.parseDetailed(keyPath),
           parsed.property.owner.isAncestor(of: type(of: self)) {
            return setValue(value, at: parsed)
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot])
        let rest = keyPath[keyPath.index(after: dot)...]
        let current = self.value(forKey: head)
        if let layer = current as? CALayer {
            return layer.setValue(value, forKeyPath: String(rest))
        }
        if let current, let type = LayerKeyPath.Component.structuredType(of: current),
           let component = LayerKeyPath.Component.named(rest, in: type) {
            guard let replaced = component.replacing(in: current, with: value, keyPath: keyPath) else { return }
            return setValue(replaced, forKey: head)
        }
        if current != nil {
            LaminaDiagnostics.report(.unknownKeyPath,
                "\(Swift.type(of: self)).setValue(_:forKeyPath: \"\(keyPath)\"): "
                    + "\(KeyValueConversion.typeName(current)) at \"\(head)\" has no key path \"\(rest)\"; "
                    + "the value was ignored")
        } else if LayerProperty(key: head) != nil || customValues[head] != nil {
            // The head exists but holds nil (a nil mask): nothing to set into.
            LaminaDiagnostics.report(.unknownKeyPath,
                "\(Swift.type(of: self)).setValue(_:forKeyPath: \"\(keyPath)\"): \"\(head)\" is nil; "
                    + "the value was ignored")
        }
    }

    /// Stores a value for a key that names no property of the layer's class (nil removes
    /// it), then marks the layer for display if `needsDisplay(forKey:)` says so.
    package func setCustomValue(_ value: Any?, forKey key: String) {
        let changed = !Self.isSameObject(customValues[key], value)
        if let value {
            customValues[key] = value
        } else {
            customValues.removeValue(forKey: key)
        }
        if changed, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// Continues a key path read past its first component, whose value is `value`.
    private func follow(_ value: Any?, head: String, rest: Substring, keyPath: String) -> Any? {
        guard let value else { return nil }
        if let layer = value as? CALayer { return layer.value(forKeyPath: String(rest)) }
        if let type = LayerKeyPath.Component.structuredType(of: value),
           let component = LayerKeyPath.Component.named(rest, in: type) {
            return component.extract(from: value)
        }
        if let dictionary = value as? [String: Any] {
            return followDictionary(dictionary[String(rest.prefix { $0 != "." })], rest: rest, keyPath: keyPath)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            let key = AnyHashable(String(rest.prefix { $0 != "." }))
            return followDictionary(dictionary[key], rest: rest, keyPath: keyPath)
        }
        LaminaDiagnostics.report(.unknownKeyPath,
            "\(type(of: self)).value(forKeyPath: \"\(keyPath)\"): \(KeyValueConversion.typeName(value)) "
                + "at \"\(head)\" has no key path \"\(rest)\"; returned nil")
        return nil
    }

    /// Continues into a dictionary entry: `entry` is the value of `rest`'s first key.
    private func followDictionary(_ entry: Any?, rest: Substring, keyPath: String) -> Any? {
        guard let dot = rest.firstIndex(of: ".") else { return entry }
        let head = String(rest[..<dot])
        return follow(entry, head: head, rest: rest[rest.index(after: dot)...], keyPath: keyPath)
    }
}
