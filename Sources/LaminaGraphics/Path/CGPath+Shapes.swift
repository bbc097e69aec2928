import Foundation

// Rectangles, ellipses, rounded rectangles and circular / elliptical arcs as path
// elements: the builders behind `CGPath(rect:)`, `CGMutablePath.addEllipse(in:)` and
// the arc methods, with the input checks every public entry point shares.

extension CGPath {
    /// A path holding one rectangle: a move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), then a close, as `CGPathAddRect` documents (the
    /// rectangle is standardized; its points are mapped by `transform` if given).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var storage = PathStorage()
        storage.appendRect(rect, transform: transform?.pointee ?? .identity, operation: "CGPath(rect:transform:)")
        self.init(storage: storage)
    }

    /// A path holding the ellipse inscribed in `rect`, as `CGMutablePath.addEllipse(in:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var storage = PathStorage()
        storage.appendEllipse(in: rect, transform: transform?.pointee ?? .identity, operation: "CGPath(ellipseIn:transform:)")
        self.init(storage: storage)
    }

    /// A path holding a rounded rectangle, as `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)`.
    /// Apple asserts that each corner size is between 0 and half the side; Lamina clamps
    /// it into that range and reports `invalidArgument`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var storage = PathStorage()
        storage.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                  transform: transform?.pointee ?? .identity,
                                  operation: "CGPath(roundedRect:cornerWidth:cornerHeight:transform:)")
        self.init(storage: storage)
    }
}

extension CGAffineTransform {
    /// Every entry is finite (a path transform must be, or points become NaN).
    var isFiniteForPath: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

/// 4/3·(√2 − 1): the control-point distance, as a fraction of the radius, of the cubic
/// that approximates a quarter circle (4/3·tan(θ/4) at θ = π/2).
let quarterArcKappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

extension PathStorage {
    /// Checks a transform and reports `nonFiniteValue` for `operation` when it has a NaN
    /// or infinite entry.
    static func validate(_ transform: CGAffineTransform, _ operation: String) -> Bool {
        guard transform.isFiniteForPath else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the transform has a non-finite entry; the path is unchanged")
            return false
        }
        return true
    }

    /// Checks a rectangle (finite, not null) and the transform for `operation`.
    static func validate(_ rect: CGRect, _ transform: CGAffineTransform, _ operation: String) -> Bool {
        guard !rect.isNull, rect.isFiniteRect else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the rectangle \(rect) is null or not finite; the path is unchanged")
            return false
        }
        return validate(transform, operation)
    }

    /// Appends `piece` (built with identity) mapped by `transform`, unless a point
    /// overflows to infinity; then reports and leaves the path unchanged.
    mutating func commit(_ piece: PathStorage, transform: CGAffineTransform, _ operation: String) {
        let mapped = piece.applying(transform)
        guard mapped.allPointsFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): the result is not finite; the path is unchanged")
            return
        }
        append(mapped, transform: .identity)
    }

    /// Appends a closed rectangle subpath: move, three lines, close.
    mutating func appendRect(_ rect: CGRect, transform: CGAffineTransform, operation: String) {
        guard PathStorage.validate(rect, transform, operation) else { return }
        var piece = PathStorage()
        piece.move(to: CGPoint(x: rect.minX, y: rect.minY))
        piece.line(to: CGPoint(x: rect.maxX, y: rect.minY))
        piece.line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        piece.line(to: CGPoint(x: rect.minX, y: rect.maxY))
        piece.close()
        commit(piece, transform: transform, operation)
    }

    /// Appends the ellipse inscribed in `rect`: a move to (maxX, midY), four cubic
    /// quarter arcs through (midX, maxY), (minX, midY), (midX, minY) back to the start
    /// (increasing angle), then a close.
    mutating func appendEllipse(in rect: CGRect, transform: CGAffineTransform, operation: String) {
        guard PathStorage.validate(rect, transform, operation) else { return }
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * quarterArcKappa, ky = ry * quarterArcKappa
        var piece = PathStorage()
        piece.move(to: CGPoint(x: cx + rx, y: cy))
        piece.cubic(control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry),
                    to: CGPoint(x: cx, y: cy + ry))
        piece.cubic(control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky),
                    to: CGPoint(x: cx - rx, y: cy))
        piece.cubic(control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry),
                    to: CGPoint(x: cx, y: cy - ry))
        piece.cubic(control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky),
                    to: CGPoint(x: cx + rx, y: cy))
        piece.close()
        commit(piece, transform: transform, operation)
    }

    /// Appends a rounded rectangle: each corner a quarter ellipse with radii
    /// (`cornerWidth`, `cornerHeight`), in the same direction as `appendEllipse`.
    ///
    /// Apple documents it as "a move operation … followed by a series of arc and line
    /// operations", closed. The subpath starts at (maxX, maxY − cornerHeight), rounds the
    /// (maxX, maxY) corner first, and each straight side is a line (omitted when the
    /// corners use the whole side). Corner sizes outside [0, side/2] are clamped with an
    /// `invalidArgument` diagnostic (Apple asserts); zero corners give a plain rectangle.
    mutating func appendRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                    transform: CGAffineTransform, operation: String) {
        guard cornerWidth.isFinite, cornerHeight.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "\(operation): corner size (\(cornerWidth), \(cornerHeight)) is not finite; the path is unchanged")
            return
        }
        guard PathStorage.validate(rect, transform, operation) else { return }
        let r = rect.standardized
        var cw = cornerWidth, ch = cornerHeight
        if cw < 0 || ch < 0 || 2 * cw > r.width || 2 * ch > r.height {
            cw = Swift.min(Swift.max(cw, 0), r.width / 2)
            ch = Swift.min(Swift.max(ch, 0), r.height / 2)
            LaminaDiagnostics.report(.invalidArgument, "\(operation): corner size (\(cornerWidth), \(cornerHeight)) must be between 0 and half of \(r.size); clamped to (\(cw), \(ch))")
        }
        if cw == 0 || ch == 0 {
            appendRect(r, transform: transform, operation: operation)
            return
        }
        let kx = cw * quarterArcKappa, ky = ch * quarterArcKappa
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        var piece = PathStorage()
        piece.move(to: CGPoint(x: x1, y: y1 - ch))
        piece.cubic(control1: CGPoint(x: x1, y: y1 - ch + ky), control2: CGPoint(x: x1 - cw + kx, y: y1),
                    to: CGPoint(x: x1 - cw, y: y1))
        piece.lineIfMoving(to: CGPoint(x: x0 + cw, y: y1))
        piece.cubic(control1: CGPoint(x: x0 + cw - kx, y: y1), control2: CGPoint(x: x0, y: y1 - ch + ky),
                    to: CGPoint(x: x0, y: y1 - ch))
        piece.lineIfMoving(to: CGPoint(x: x0, y: y0 + ch))
        piece.cubic(control1: CGPoint(x: x0, y: y0 + ch - ky), control2: CGPoint(x: x0 + cw - kx, y: y0),
                    to: CGPoint(x: x0 + cw, y: y0))
        piece.lineIfMoving(to: CGPoint(x: x1 - cw, y: y0))
        piece.cubic(control1: CGPoint(x: x1 - cw + kx, y: y0), control2: CGPoint(x: x1, y: y0 + ch - ky),
                    to: CGPoint(x: x1, y: y0 + ch))
        piece.close()
        commit(piece, transform: transform, operation)
    }

    /// Appends a line to `p` unless the current point is already `p`.
    mutating func lineIfMoving(to p: CGPoint) {
        if currentPoint != p { line(to: p) }
    }

    /// Appends the cubic Béziers approximating the arc of the circle (`center`, `radius`)
    /// from angle `start` through the signed angle `sweep` (positive: increasing angle,
    /// from +x toward +y), mapped by `transform`. The current point must be the arc's
    /// start. The sweep is split into ⌈|sweep| / 90°⌉ equal pieces, each a cubic whose
    /// control points lie at 4/3·tan(θ/4)·r along the tangents (radial error ≤ 2.7e-4·r
    /// for a quarter circle).
    mutating func appendArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                                  transform: CGAffineTransform) {
        // A tangent arc's sweep is computed from its points: huge ones can make it NaN.
        guard sweep != 0, sweep.isFinite, radius > 0 else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let delta = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(delta / 4) * radius
        let identity = transform.isIdentity
        @inline(__always) func map(_ p: CGPoint) -> CGPoint { identity ? p : p.applying(transform) }
        var c0 = cos(start), s0 = sin(start)
        // A whole turn ends exactly on its start (cos and sin of start + 2π differ from
        // start's in the last bits, which would leave a sliver where a stroke's ends meet).
        let wholeTurn = abs(sweep) >= 2 * CGFloat.pi
        let cStart = c0, sStart = s0
        for i in 1...pieces {
            let a1 = i == pieces ? start + sweep : start + delta * CGFloat(i)
            let last = i == pieces && wholeTurn
            let c1 = last ? cStart : cos(a1), s1 = last ? sStart : sin(a1)
            let q0 = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let q3 = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            let q1 = CGPoint(x: q0.x - k * s0, y: q0.y + k * c0)
            let q2 = CGPoint(x: q3.x + k * s1, y: q3.y - k * c1)
            cubic(control1: map(q1), control2: map(q2), to: map(q3))
            c0 = c1; s0 = s1
        }
    }
}
