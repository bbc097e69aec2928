import Foundation

// The small value types of CoreGraphics' path API: element kinds, the element record
// handed to `CGPath.apply`, and the stroke and fill parameters. Raw values are Apple's.

/// The kind of one element of a path, as `CGPath.apply(info:function:)` reports it.
public enum CGPathElementType: Int32, Sendable, Hashable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve to `points[1]`, with control point `points[0]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve to `points[2]`, with control points `points[0]` and `points[1]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its starting point; no points.
    case closeSubpath = 4

    /// How many points an element of this kind carries.
    @inlinable
    package var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: return 1
        case .addQuadCurveToPoint: return 2
        case .addCurveToPoint: return 3
        case .closeSubpath: return 0
        }
    }
}

/// One element of a path: its kind and a pointer to its points (0 to 3 of them, see
/// `CGPathElementType`).
///
/// As on Apple platforms the pointer is valid only during the applier call that
/// receives the element; Lamina hands out a scratch copy, so writing through it never
/// changes the path.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points; how many depends on `type`.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of kind `type` whose points are at `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls once per element, with the `info`
/// pointer it was given.
///
/// Apple declares it `@convention(c)`; a Swift struct such as `CGPathElement` cannot
/// appear in a C function type, so Lamina declares a plain Swift function type. Every
/// closure literal or function written for Apple's version (which captures nothing)
/// also converts to this one.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The block `CGPath.applyWithBlock(_:)` calls once per element.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// How the ends of open subpaths are drawn when a path is stroked.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// The stroke stops exactly at the end point.
    case butt = 0
    /// A half circle of diameter `lineWidth` is added beyond the end point.
    case round = 1
    /// A half square of side `lineWidth` is added beyond the end point.
    case square = 2
}

/// How two connected segments meet when a path is stroked.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// The outer edges are extended until they meet, unless the miter length divided by
    /// the line width exceeds the miter limit, in which case the join is bevelled.
    case miter = 0
    /// A circle of diameter `lineWidth` rounds the outside of the corner.
    case round = 1
    /// The outer corners of the two segments are joined by a straight line.
    case bevel = 2
}

/// Which points a path's fill covers.
public enum CGPathFillRule: Int32, Sendable, Hashable {
    /// Non-zero winding: a point is inside when the path winds around it a non-zero
    /// number of times (counting direction).
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number
    /// of times.
    case evenOdd = 1
}
