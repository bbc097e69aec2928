import Foundation

/// The abstract base of animations that change one layer property, named by a key path
/// (`"opacity"`, `"position.x"`, `"transform.rotation.z"`, `"bounds.size"`).
///
/// The key path is parsed once, when it is set, into its typed form; evaluation never
/// looks at the string again. A key path that names no layer property is kept as given
/// (a layer subclass may still make sense of it) and simply animates nothing.
open class CAPropertyAnimation: CAAnimation {
    /// `keyPath` parsed, or nil when it is nil or names no layer property.
    package private(set) var parsedKeyPath: LayerKeyPath?

    /// An animation of the property `path` names.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path of the animated property, relative to the layer. Default nil.
    open var keyPath: String? {
        get { storedKeyPath }
        set {
            storedKeyPath = newValue
            parsedKeyPath = newValue.flatMap(LayerKeyPath.parse)
        }
    }

    private var storedKeyPath: String?

    /// Whether the animated value is added to the layer's current (model) value instead
    /// of replacing it. Default false.
    open var isAdditive = false

    /// Whether each repeat cycle builds on the end of the previous one instead of
    /// starting over. Default false.
    open var isCumulative = false

    /// A function applied to the interpolated value before it is set: it turns numbers
    /// (or arrays of them) into a transform, such as a rotation about z. Default nil.
    open var valueFunction: CAValueFunction?

    // MARK: Key-value coding

    /// The keys of the settable properties, for `defaultValue(forKey:)`.
    package override class var propertyKeys: [String] {
        super.propertyKeys + ["keyPath", "additive", "cumulative", "valueFunction"]
    }

    /// Apple's defaults for the property keys (`"additive"` and `"cumulative"` false);
    /// the `CAAnimation` keys otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "additive", "isAdditive", "cumulative", "isCumulative": return false
        case "keyPath", "valueFunction": return nil
        default: return super.defaultValue(forKey: key)
        }
    }

    /// Adds `keyPath`, `additive`, `cumulative` and `valueFunction` to the keys of
    /// `CAAnimation.value(forKey:)`.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": return keyPath
        case "additive", "isAdditive": return isAdditive
        case "cumulative", "isCumulative": return isCumulative
        case "valueFunction": return valueFunction
        default: return super.value(forKey: key)
        }
    }

    /// Adds `keyPath`, `additive`, `cumulative` and `valueFunction` to the keys of
    /// `CAAnimation.setValue(_:forKey:)`.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "keyPath":
            if let string = value as? NSString {
                keyPath = String(describing: string)
            } else {
                assignOptional(value, key) { (path: String?) in keyPath = path }
            }
        case "additive", "isAdditive": assign(value, key, KeyValueConversion.bool) { isAdditive = $0 }
        case "cumulative", "isCumulative": assign(value, key, KeyValueConversion.bool) { isCumulative = $0 }
        case "valueFunction": assignOptional(value, key) { (f: CAValueFunction?) in valueFunction = f }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: Copying

    /// A copy with the same key path, additivity, cumulativeness and value function.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.storedKeyPath = storedKeyPath
        copy.parsedKeyPath = parsedKeyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }
}
