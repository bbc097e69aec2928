import Foundation

/// A path that can be built up element by element, as CoreGraphics' `CGMutablePath`.
///
/// Every method takes an optional `transform` that maps the new elements before they
/// are stored. Bad input never corrupts the path: a NaN or infinite coordinate, a
/// segment without a current point or a negative radius reports a `LaminaDiagnostic`
/// and the call does nothing.
///
/// After `closeSubpath()`, a segment starts an implicit subpath at the closed subpath's
/// start, as CoreGraphics documents; Lamina records that as an explicit move, so every
/// subpath seen by `apply` begins with `moveToPoint`.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty mutable path.
    public init() {
        super.init(storage: PathStorage())
    }

    /// A mutable path holding `storage`.
    package override init(storage: PathStorage) {
        super.init(storage: storage)
    }

    // MARK: Input checks

    /// `point` mapped by `transform`, or nil with a diagnostic when either is not finite.
    final func mapped(_ point: CGPoint, _ transform: CGAffineTransform, _ operation: String) -> CGPoint? {
        guard point.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): point \(point) is not finite; the path is unchanged")
            return nil
        }
        guard PathStorage.validate(transform, operation) else { return nil }
        let p = transform.isIdentity ? point : point.applying(transform)
        guard p.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the transformed point is not finite; the path is unchanged")
            return nil
        }
        return p
    }

    /// Whether there is a current point; otherwise reports `invalidPathOperation`.
    final func requireCurrentPoint(_ operation: String) -> Bool {
        guard !storage.isEmpty else {
            LaminaDiagnostics.report(.invalidPathOperation, "\(operation): the path has no current point; call move(to:) first")
            return false
        }
        return true
    }

    // MARK: Lines and curves

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard let p = mapped(point, transform, "CGMutablePath.move(to:transform:)") else { return }
        storage.move(to: p)
    }

    /// Appends a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addLine(to:transform:)"
        guard requireCurrentPoint(op), let p = mapped(point, transform, op) else { return }
        _ = storage.prepareSegment()
        storage.line(to: p)
    }

    /// Moves to the first of `points` and adds lines through the rest, as `CGPathAddLines`.
    /// An empty array does nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addLines(between:transform:)"
        guard !points.isEmpty else { return }
        var mappedPoints: [CGPoint] = []
        mappedPoints.reserveCapacity(points.count)
        for point in points {
            guard let p = mapped(point, transform, op) else { return }
            mappedPoints.append(p)
        }
        storage.reserveCapacity(elements: points.count, points: points.count)
        storage.move(to: mappedPoints[0])
        for p in mappedPoints.dropFirst() { storage.line(to: p) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end`, with control
    /// point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addQuadCurve(to:control:transform:)"
        guard requireCurrentPoint(op),
              let c = mapped(control, transform, op), let p = mapped(end, transform, op) else { return }
        _ = storage.prepareSegment()
        storage.quad(control: c, to: p)
    }

    /// Appends a cubic Bézier curve from the current point to `end`, with control points
    /// `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addCurve(to:control1:control2:transform:)"
        guard requireCurrentPoint(op),
              let c1 = mapped(control1, transform, op), let c2 = mapped(control2, transform, op),
              let p = mapped(end, transform, op) else { return }
        _ = storage.prepareSegment()
        storage.cubic(control1: c1, control2: c2, to: p)
    }

    /// Closes the current subpath with a line back to its start. The current point
    /// becomes that start. Does nothing on an empty path or an already closed subpath.
    public func closeSubpath() {
        storage.close()
    }

    // MARK: Shapes

    /// Adds a closed rectangular subpath: a move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), and a close, as `CGPathAddRect` documents.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.appendRect(rect, transform: transform, operation: "CGMutablePath.addRect(_:transform:)")
    }

    /// Adds one rectangular subpath per rectangle, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            storage.appendRect(rect, transform: transform, operation: "CGMutablePath.addRects(_:transform:)")
        }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath: a move to (maxX, midY),
    /// then four cubic quarter arcs toward increasing angle — through (midX, maxY),
    /// (minX, midY), (midX, minY) — and a close. On a y-down screen it runs clockwise,
    /// which is the "clockwise" Apple's documentation names.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.appendEllipse(in: rect, transform: transform, operation: "CGMutablePath.addEllipse(in:transform:)")
    }

    /// Adds a rounded rectangle as a closed subpath; each corner is a quarter ellipse with
    /// radii `cornerWidth` and `cornerHeight`, oriented like `addEllipse(in:)`. Apple
    /// asserts that `0 ≤ 2·cornerWidth ≤ rect.width` (same for height); Lamina clamps and
    /// reports `invalidArgument` instead. Zero corners add a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        storage.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform,
                                  operation: "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)")
    }

    /// Appends every element of `path`, mapped by `transform`. Adding a path to itself
    /// appends a copy of its elements as they were before the call.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let op = "CGMutablePath.addPath(_:transform:)"
        guard PathStorage.validate(transform, op) else { return }
        let other = path.storage
        guard transform.isIdentity else {
            storage.commit(other, transform: transform, op)
            return
        }
        storage.append(other, transform: .identity)
    }
}
