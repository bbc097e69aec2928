import Foundation

/// How a shape's interior is decided. Unknown names act as `.nonZero`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds a non-zero number of times (the default). `kCAFillRuleNonZero`.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times. `kCAFillRuleEvenOdd`.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's open ends. Unknown names act as `.butt`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point (the default). `kCALineCapButt`.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point. `kCALineCapRound`.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width past the end point. `kCALineCapSquare`.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners. Unknown names act as `.miter`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled where the miter limit is exceeded (the default). `kCALineJoinMiter`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners. `kCALineJoinRound`.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut flat. `kCALineJoinBevel`.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, stroked, dashed, trimmed by `strokeStart` and
/// `strokeEnd`. The path is in the layer's coordinates and is not clipped to the bounds.
open class CAShapeLayer: CALayer {
    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The path drawn (copied when set, as Apple's). Default nil. Animatable (between
    /// paths of the same elements), but changing it runs no implicit animation, as
    /// Apple documents.
    open var path: CGPath? {
        get { self.path(.path) }
        set { store(newValue, .path) }
    }

    /// The interior's colour; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? {
        get { color(.fillColor) }
        set { store(newValue, .fillColor) }
    }

    /// How the interior is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { kind(.fillRule, as: CAShapeLayerFillRule.self) }
        set { store(kind: newValue, .fillRule) }
    }

    /// The stroke's colour; nil (the default) strokes nothing.
    open var strokeColor: CGColor? {
        get { color(.strokeColor) }
        set { store(newValue, .strokeColor) }
    }

    /// The stroke's width, centred on the path. Default 1.
    open var lineWidth: CGFloat {
        get { state.values.lineWidth }
        set { store(newValue, .lineWidth) }
    }

    /// The shape of open ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { kind(.lineCap, as: CAShapeLayerLineCap.self) }
        set { store(kind: newValue, .lineCap) }
    }

    /// The shape of corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { kind(.lineJoin, as: CAShapeLayerLineJoin.self) }
        set { store(kind: newValue, .lineJoin) }
    }

    /// Miter joins longer than `miterLimit × lineWidth` become bevels. Default 10.
    open var miterLimit: CGFloat {
        get { state.values.miterLimit }
        set { store(newValue, .miterLimit) }
    }

    /// Alternating dash and gap lengths; nil (the default) draws a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        get { numberList(.lineDashPattern) }
        set { store(newValue, .lineDashPattern) }
    }

    /// How far into the dash pattern the stroke starts. Default 0. Animatable: animating
    /// it from 0 to the pattern's length makes "marching ants".
    open var lineDashPhase: CGFloat {
        get { state.values.lineDashPhase }
        set { store(newValue, .lineDashPhase) }
    }

    /// Where stroking starts, as a fraction of the path's length. Default 0.
    open var strokeStart: CGFloat {
        get { state.values.strokeStart }
        set { store(newValue, .strokeStart) }
    }

    /// Where stroking ends, as a fraction of the path's length. Default 1.
    open var strokeEnd: CGFloat {
        get { state.values.strokeEnd }
        set { store(newValue, .strokeEnd) }
    }
}
