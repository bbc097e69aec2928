import Foundation

// The current path: built from user-space coordinates, each point mapped by the CTM as
// it is added, and stored in target pixels. Not part of the graphics state.

extension CGContext {
    /// Discards the current path and starts an empty one.
    public func beginPath() {
        currentPath.storage.removeAll()  // keeps the capacity for the next path
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        currentPath.move(to: point, transform: userToPixelTransform)
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point, transform: userToPixelTransform)
    }

    /// Adds a subpath through `points` (a move to the first, lines to the others).
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: userToPixelTransform)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: userToPixelTransform)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: userToPixelTransform)
    }

    /// Adds an arc of the circle (`center`, `radius`) from `startAngle` to `endAngle`,
    /// as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`, with
    /// `clockwise` meant in user space (in the default y-up space, `clockwise: false`
    /// runs counterclockwise on screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: userToPixelTransform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End` (PostScript's `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius,
                           transform: userToPixelTransform)
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect, transform: userToPixelTransform)
    }

    /// Adds one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        currentPath.addRects(rects, transform: userToPixelTransform)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect, transform: userToPixelTransform)
    }

    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path, transform: userToPixelTransform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        currentPath.closeSubpath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path in user space (`.zero` for an empty path, or when
    /// the CTM cannot be inverted).
    public var currentPointOfPath: CGPoint {
        guard !currentPath.isEmpty, let inverse = pixelToUserTransform else { return .zero }
        return currentPath.currentPoint.applying(inverse)
    }

    /// The bounding box of the current path in user space, control points included
    /// (`CGRect.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty, let inverse = pixelToUserTransform else { return .null }
        return currentPath.boundingBox.applying(inverse)
    }

    /// A copy of the current path in user space (nil when it is empty), as Apple's
    /// `path` property.
    public var path: CGPath? {
        guard !currentPath.isEmpty, let inverse = pixelToUserTransform else { return nil }
        return CGPath(storage: currentPath.storage.applying(inverse))
    }

    /// Whether `point` (user space) is inside the current path painted with `mode`:
    /// inside the fill for the fill modes, inside the stroke outline for `.stroke`,
    /// either for the fill-and-stroke modes.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard !currentPath.isEmpty, point.isFinite else { return false }
        let p = point.applying(userToPixelTransform)
        switch mode {
        case .fill: return currentPath.contains(p, using: .winding)
        case .eoFill: return currentPath.contains(p, using: .evenOdd)
        case .stroke: return strokeOutline()?.contains(p, using: .winding) ?? false
        case .fillStroke: return currentPath.contains(p, using: .winding) || (strokeOutline()?.contains(p, using: .winding) ?? false)
        case .eoFillStroke: return currentPath.contains(p, using: .evenOdd) || (strokeOutline()?.contains(p, using: .winding) ?? false)
        }
    }

    /// Replaces the current path by the outline of its stroke with the current line
    /// style (filling the result with the non-zero rule paints the stroke).
    public func replacePathWithStrokedPath() {
        guard !currentPath.isEmpty else { return }
        let outline = strokeOutline()
        currentPath = CGMutablePath()
        if let outline { currentPath.addPath(outline) }
    }

    /// Target pixels to user space, or nil when the CTM cannot be inverted.
    var pixelToUserTransform: CGAffineTransform? {
        let t = userToPixelTransform
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let inverse = t.inverted()
        return inverse.isFiniteForPath ? inverse : nil
    }
}
