import Foundation

/// `style`: default values for keys the layer has not been given explicitly, as Apple's.
/// A property set explicitly keeps its value; one that was not takes the value of the
/// first dictionary in the `style` chain (each dictionary's own `"style"` entry continues
/// the search) that has its key, else the class's `defaultValue(forKey:)`.
extension CALayer {
    /// The value the style chain gives `key`, or nil.
    package func styleValue(forKey key: String) -> Any? {
        var dictionary = style
        var depth = 0
        while let current = dictionary, depth < 64 {
            if let value = current[AnyHashable(key)], key != "style" { return value }
            dictionary = current[AnyHashable("style")] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// Re-derives the properties a style change can affect: every key named by the old or
    /// the new style chain that the layer has not been given explicitly.
    package func styleDidChange(from old: [AnyHashable: Any]?) {
        var keys = Set<String>()
        for chain in [old, style] {
            var dictionary = chain
            var depth = 0
            while let current = dictionary, depth < 64 {
                for case let key as String in current.keys where key != "style" { keys.insert(key) }
                dictionary = current[AnyHashable("style")] as? [AnyHashable: Any]
                depth += 1
            }
        }
        withDefaultsApplying {
            for key in keys.sorted() {
                guard let property = LayerProperty(key: key),
                      property.owner.isAncestor(of: type(of: self)),
                      !explicitProperties.contains(property), property.takesStyleDefaults else { continue }
                setValue(styleValue(forKey: key) ?? type(of: self).defaultValue(forKey: key), for: property)
            }
        }
    }

    /// Runs `body` without marking the properties it sets as explicitly set.
    package func withDefaultsApplying(_ body: () -> Void) {
        let outer = isApplyingDefaults
        isApplyingDefaults = true
        body()
        isApplyingDefaults = outer
    }
}

extension LayerProperty {
    /// Whether `style` may supply the property: values, not the tree or the style itself.
    var takesStyleDefaults: Bool {
        switch self {
        case .sublayers, .mask, .style, .frame, .actions: return false
        default: return true
        }
    }
}
