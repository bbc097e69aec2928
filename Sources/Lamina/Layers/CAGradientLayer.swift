import Foundation

/// The geometry of a gradient. Unknown names act as `.axial`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// The stored values of a `CAGradientLayer`, with Apple's defaults.
package struct GradientLayerState {
    package var colors: [Any]?
    package var locations: [NSNumber]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type = CAGradientLayerType.axial
    package init() {}
}

/// A layer that fills its bounds with a gradient of `colors` at `locations`, from
/// `startPoint` to `endPoint` (unit coordinates of the bounds).
open class CAGradientLayer: CALayer {
    package var gradient = GradientLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { gradient = other.gradient }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient's colours (`CGColor`s), in order. Default nil.
    open var colors: [Any]? {
        get { gradient.colors }
        set { gradient.colors = newValue; didChange(.colors) }
    }

    /// Where each colour sits, 0…1, increasing; nil spreads them evenly. Default nil.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { gradient.locations = newValue; didChange(.locations) }
    }

    /// Where the gradient starts, in unit coordinates. Default (0.5, 0).
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set {
            guard newValue.isFinite else { return refuseNonFinite("startPoint", newValue) }
            gradient.startPoint = newValue
            didChange(.startPoint)
        }
    }

    /// Where the gradient ends, in unit coordinates. Default (0.5, 1).
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set {
            guard newValue.isFinite else { return refuseNonFinite("endPoint", newValue) }
            gradient.endPoint = newValue
            didChange(.endPoint)
        }
    }

    /// Axial, radial or conic. Default `.axial`.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { gradient.type = newValue; didChange(.type) }
    }
}
