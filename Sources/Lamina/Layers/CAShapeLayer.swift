import Foundation

/// How a shape's interior is decided. Unknown names act as `.nonZero`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's open ends. Unknown names act as `.butt`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners. Unknown names act as `.miter`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// The stored values of a `CAShapeLayer`, with Apple's defaults.
package struct ShapeLayerState {
    package var path: CGPath?
    package var fillColor: CGColor? = CGColor.black
    package var fillRule = CAShapeLayerFillRule.nonZero
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var lineCap = CAShapeLayerLineCap.butt
    package var lineJoin = CAShapeLayerLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var lineDashPattern: [NSNumber]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    package init() {}
}

/// A layer that draws a path: filled, stroked, dashed, trimmed by `strokeStart` and
/// `strokeEnd`. The path is in the layer's coordinates and is not clipped to the bounds.
open class CAShapeLayer: CALayer {
    package var shape = ShapeLayerState()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { shape = other.shape }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The path drawn (copied when set, as Apple's). Default nil.
    open var path: CGPath? {
        get { shape.path }
        set { shape.path = newValue?.copy(); didChange(.path) }
    }

    /// The interior's colour; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { shape.fillColor = newValue; didChange(.fillColor) }
    }

    /// How the interior is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { shape.fillRule = newValue; didChange(.fillRule) }
    }

    /// The stroke's colour; nil (the default) strokes nothing.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { shape.strokeColor = newValue; didChange(.strokeColor) }
    }

    /// The stroke's width, centred on the path. Default 1.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setShapeFinite(\.lineWidth, newValue, .lineWidth) }
    }

    /// The shape of open ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { shape.lineCap = newValue; didChange(.lineCap) }
    }

    /// The shape of corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { shape.lineJoin = newValue; didChange(.lineJoin) }
    }

    /// Miter joins longer than `miterLimit × lineWidth` become bevels. Default 10.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setShapeFinite(\.miterLimit, newValue, .miterLimit) }
    }

    /// Alternating dash and gap lengths; nil (the default) draws a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { shape.lineDashPattern = newValue; didChange(.lineDashPattern) }
    }

    /// How far into the dash pattern the stroke starts. Default 0.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setShapeFinite(\.lineDashPhase, newValue, .lineDashPhase) }
    }

    /// Where stroking starts, as a fraction of the path's length. Default 0.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setShapeFinite(\.strokeStart, newValue, .strokeStart) }
    }

    /// Where stroking ends, as a fraction of the path's length. Default 1.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setShapeFinite(\.strokeEnd, newValue, .strokeEnd) }
    }

    private func setShapeFinite(_ keyPath: WritableKeyPath<ShapeLayerState, CGFloat>, _ value: CGFloat,
                                _ property: LayerProperty) {
        guard value.isFinite else { return refuseNonFinite(property.key, value) }
        shape[keyPath: keyPath] = value
        didChange(property)
    }
}
