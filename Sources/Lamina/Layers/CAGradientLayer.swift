import Foundation

/// The geometry of a gradient. Unknown names act as `.axial`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default). `kCAGradientLayerAxial`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Circles around `startPoint`, reaching the last colour at `endPoint`'s distance on each axis (an ellipse). `kCAGradientLayerRadial`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting at the angle towards `endPoint`. `kCAGradientLayerConic`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` at `locations`, from
/// `startPoint` to `endPoint` (unit coordinates of the bounds).
open class CAGradientLayer: CALayer {
    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient's colours (`CGColor`s), in order. Default nil.
    open var colors: [Any]? {
        get { colorList(.colors) }
        set { store(colorList: newValue, .colors) }
    }

    /// Where each colour sits, 0…1, increasing; nil spreads them evenly. Default nil.
    open var locations: [NSNumber]? {
        get { numberList(.locations) }
        set { store(newValue, .locations) }
    }

    /// Where the gradient starts, in unit coordinates. Default (0.5, 0).
    open var startPoint: CGPoint {
        get { state.values.startPoint }
        set { store(newValue, .startPoint) }
    }

    /// Where the gradient ends, in unit coordinates. Default (0.5, 1).
    open var endPoint: CGPoint {
        get { state.values.endPoint }
        set { store(newValue, .endPoint) }
    }

    /// Axial, radial or conic. Default `.axial`.
    open var type: CAGradientLayerType {
        get { kind(.type, as: CAGradientLayerType.self) }
        set { store(kind: newValue, .type) }
    }
}
