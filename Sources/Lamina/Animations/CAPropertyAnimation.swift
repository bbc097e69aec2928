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

    // MARK: Copying

    /// A copy with the same key path (already parsed), additivity, cumulativeness and
    /// value function.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.storedKeyPath = storedKeyPath
        copy.parsedKeyPath = parsedKeyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { propertyAnimationKeys }

    package static let propertyAnimationKeys = AnimationKeyTable(inheriting: CAAnimation.baseKeyTable, [
        .optional("keyPath", \CAPropertyAnimation.keyPath,
                  convert: { ($0 as? String) ?? ($0 as? NSString).map { String(describing: $0) } }),
        .value("additive", \CAPropertyAnimation.isAdditive, swiftName: "isAdditive", default: false,
               convert: KeyValueConversion.bool),
        .value("cumulative", \CAPropertyAnimation.isCumulative, swiftName: "isCumulative", default: false,
               convert: KeyValueConversion.bool),
        .optional("valueFunction", \CAPropertyAnimation.valueFunction),
    ])
}
