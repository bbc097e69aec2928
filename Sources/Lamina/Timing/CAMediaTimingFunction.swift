import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A name from its raw string (`"easeIn"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant pace: control points (0, 0) and (1, 1). `kCAMediaTimingFunctionLinear`.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0) and (1, 1). `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0) and (0.58, 1). `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1) and (0.25, 1).
    /// `kCAMediaTimingFunctionDefault`.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The control points (c1x, c1y, c2x, c2y) of a predefined name; nil for others.
    package var controlPoints: (Float, Float, Float, Float)? {
        switch rawValue {
        case "linear": return (0, 0, 1, 1)
        case "easeIn": return (0.42, 0, 1, 1)
        case "easeOut": return (0, 0, 0.58, 1)
        case "easeInEaseOut": return (0.42, 0, 0.58, 1)
        case "default": return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }
}

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps the
/// linear progress through a cycle (x) to the progress of the animated value (y).
///
/// As Apple's, a timing function is immutable and compares equal to another with the
/// same control points. An explicit animation without one runs linearly; implicit
/// animations use the transaction's, `.default` unless set.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve, solved per frame by evaluation (plain data, safe to copy into the
    /// render tree).
    package let curve: TimingFunctionCurve

    private let points: (c1x: Float, c1y: Float, c2x: Float, c2y: Float)

    /// The predefined timing function `name`. An unknown name gives the linear function
    /// with an `.invalidArgument` diagnostic (Apple raises an exception).
    public convenience init(name: CAMediaTimingFunctionName) {
        if let p = name.controlPoints {
            self.init(controlPoints: p.0, p.1, p.2, p.3)
        } else {
            LaminaDiagnostics.report(.invalidArgument,
                "CAMediaTimingFunction(name:): unknown name \"\(name.rawValue)\"; using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A timing function with control points (c1x, c1y) and (c2x, c2y); the curve runs
    /// from (0, 0) through them to (1, 1). The x coordinates must lie in 0…1 and are
    /// clamped there with an `.invalidArgument` diagnostic; a non-finite coordinate
    /// gives the linear function with a `.nonFiniteValue` diagnostic. The y coordinates
    /// may lie outside 0…1 (the value overshoots).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        var p = (c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y)
        if !(c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite) {
            LaminaDiagnostics.report(.nonFiniteValue,
                "CAMediaTimingFunction(controlPoints:): non-finite control point in "
                    + "(\(c1x), \(c1y), \(c2x), \(c2y)); using linear")
            p = (0, 0, 1, 1)
        } else if !(0...1).contains(c1x) || !(0...1).contains(c2x) {
            LaminaDiagnostics.report(.invalidArgument,
                "CAMediaTimingFunction(controlPoints:): x coordinates must lie in 0…1; "
                    + "clamped \(c1x), \(c2x)")
            p.c1x = min(max(c1x, 0), 1)
            p.c2x = min(max(c2x, 0), 1)
        }
        points = p
        curve = TimingFunctionCurve(c1x: Double(p.c1x), c1y: Double(p.c1y),
                                    c2x: Double(p.c2x), c2y: Double(p.c2y))
        super.init()
    }

    /// Writes control point `idx` to `ptr[0]` (x) and `ptr[1]` (y): 0 is (0, 0), 1 and
    /// 2 are the two control points, 3 is (1, 1). Another index writes nothing and
    /// reports an `.invalidArgument` diagnostic (Apple raises an exception).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.c1x, points.c1y)
        case 2: point = (points.c2x, points.c2y)
        case 3: point = (1, 1)
        default:
            return LaminaDiagnostics.report(.invalidArgument,
                "CAMediaTimingFunction.getControlPoint(at: \(idx)): the index must be 0…3")
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The eased progress for a linear progress `x` (the curve's y where its x is `x`;
    /// x outside 0…1 clamps). Exact to 1e−6 in y; no allocation.
    package func solve(_ x: Double) -> Double {
        curve.solve(x)
    }

    /// Equal to another timing function with the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return points == other.points
    }

    /// A hash of the control points, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(points.c1x)
        hasher.combine(points.c1y)
        hasher.combine(points.c2x)
        hasher.combine(points.c2y)
        return hasher.finalize()
    }

    /// The control points, as Apple's description lists them.
    open override var description: String {
        "<CAMediaTimingFunction (\(points.c1x), \(points.c1y)) (\(points.c2x), \(points.c2y))>"
    }
}
