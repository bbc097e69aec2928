import Foundation

/// An immutable graphics path: a sequence of subpaths made of lines and quadratic and
/// cubic Bézier curves, as CoreGraphics' `CGPath`.
///
/// Paths are compared and hashed by their elements (same kinds, same points, same
/// order), as `CGPathEqualToPath` does. Copies are cheap: the element arrays are shared
/// copy-on-write. An immutable `CGPath` may be read from any thread; a `CGMutablePath`
/// must not be mutated while another thread reads it (Apple's rule as well).
open class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements. Only `CGMutablePath` mutates it, through its own methods.
    package var storage: PathStorage

    /// A path holding `storage`.
    package init(storage: PathStorage) {
        self.storage = storage
    }

    // MARK: Copying

    /// An immutable copy of the path (cheap: the elements are shared until one side changes).
    public func copy() -> CGPath? {
        CGPath(storage: storage)
    }

    /// An immutable copy with every point mapped by `transform` (nil means none).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        copy(using: transform, operation: "CGPath.copy(using:)", CGPath.init(storage:))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(storage: storage)
    }

    /// A mutable copy with every point mapped by `transform` (nil means none).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        copy(using: transform, operation: "CGPath.mutableCopy(using:)", CGMutablePath.init(storage:))
    }

    /// `make` over the storage mapped by `transform` (nil: the storage as it is), or nil
    /// (with a diagnostic naming `operation`) if the mapped points are not finite.
    private func copy<Path: CGPath>(using transform: UnsafePointer<CGAffineTransform>?, operation: String,
                                    _ make: (PathStorage) -> Path) -> Path? {
        guard let t = transform?.pointee else { return make(storage) }
        let mapped = storage.applying(t)
        guard mapped.allPointsFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the transform maps the path to non-finite points")
            return nil
        }
        return make(mapped)
    }

    // MARK: Examining

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The point where the next segment would start: the last element's end point; after
    /// `closeSubpath` the closed subpath's starting point; `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    // MARK: Applying

    /// Calls `block` once per element, in order. The element's points are a scratch copy
    /// valid during the call (a close element points at one zero point).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let verbs = storage.verbs
        let points = storage.points
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { scratch in
            let base = scratch.baseAddress!
            var index = 0
            for verb in verbs {
                let n = verb.pointCount
                if n == 0 {
                    base.initialize(to: .zero)
                } else {
                    for k in 0..<n { (base + k).initialize(to: points[index + k]) }
                }
                var element = CGPathElement(type: verb, points: base)
                withUnsafePointer(to: &element) { block($0) }
                index += n
            }
        }
    }

    /// Calls the C function `function` once per element with `info`, as `CGPathApply`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }

    // MARK: Equality

    /// Whether the two paths have the same elements, as `CGPathEqualToPath`.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.storage == rhs.storage
    }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// The elements in PostScript-like notation: `x y m`, `x y l`,
    /// `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`.
    public var description: String {
        var parts: [String] = []
        var index = 0
        let points = storage.points
        for verb in storage.verbs {
            let n = verb.pointCount
            var coords = ""
            for k in 0..<n { coords += "\(points[index + k].x) \(points[index + k].y) " }
            switch verb {
            case .moveToPoint: parts.append(coords + "m")
            case .addLineToPoint: parts.append(coords + "l")
            case .addQuadCurveToPoint: parts.append(coords + "q")
            case .addCurveToPoint: parts.append(coords + "c")
            case .closeSubpath: parts.append("h")
            }
            index += n
        }
        return parts.joined(separator: " ")
    }
}
