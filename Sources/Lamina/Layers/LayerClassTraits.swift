import Foundation

/// What a layer class's overridable class methods say about the built-in keys, asked
/// once per class so that no property change has to ask again: which keys make the layer
/// redraw (`needsDisplay(forKey:)`) and which defaults a subclass changed
/// (`defaultValue(forKey:)`).
package final class LayerClassTraits: @unchecked Sendable {
    /// Properties whose change calls `setNeedsDisplay()` (beyond those that redisplay
    /// every layer of their class, `LayerProperty.redisplays`).
    package let displayProperties: LayerPropertySet
    /// Defaults the class overrides, applied to each new instance.
    package let defaultOverrides: [(key: String, value: Any)]

    private init(displayProperties: LayerPropertySet, defaultOverrides: [(key: String, value: Any)]) {
        self.displayProperties = displayProperties
        self.defaultOverrides = defaultOverrides
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: LayerClassTraits] = [:]
    private static let builtIn = LayerClassTraits(displayProperties: LayerPropertySet(), defaultOverrides: [])
    private static let builtInClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self),
        ObjectIdentifier(CAGradientLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CATransformLayer.self),
        ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CAEmitterLayer.self),
    ]

    /// The traits of `layerClass`, computed on first use.
    package static func of(_ layerClass: CALayer.Type) -> LayerClassTraits {
        let id = ObjectIdentifier(layerClass)
        if builtInClasses.contains(id) { return builtIn }
        lock.lock()
        if let known = cache[id] { lock.unlock(); return known }
        lock.unlock()
        // Computed outside the lock: the class methods are user code and may create layers.
        let traits = compute(layerClass)
        lock.lock(); defer { lock.unlock() }
        if let known = cache[id] { return known }
        cache[id] = traits
        return traits
    }

    private static func compute(_ layerClass: CALayer.Type) -> LayerClassTraits {
        var display = LayerPropertySet()
        var overrides: [(key: String, value: Any)] = []
        for property in LayerProperty.allCases {
            if layerClass.needsDisplay(forKey: property.key) { display.insert(property) }
            guard let value = layerClass.defaultValue(forKey: property.key) else { continue }
            let builtInValue = CALayer.builtInDefault(for: property)
            if builtInValue.map({ String(describing: $0) }) != String(describing: value) {
                overrides.append((property.key, value))
            }
        }
        return LayerClassTraits(displayProperties: display, defaultOverrides: overrides)
    }
}

extension CALayer {
    /// Gives a new instance the defaults its class overrides with `defaultValue(forKey:)`.
    func applyClassDefaults() {
        guard !traits.defaultOverrides.isEmpty else { return }
        withDefaultsApplying {
            for entry in traits.defaultOverrides {
                setValue(entry.value, forKey: entry.key)
            }
        }
    }
}
