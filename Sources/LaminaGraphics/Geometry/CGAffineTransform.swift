import Foundation

/// A 2D affine transform, with CoreGraphics' layout and conventions.
///
/// A point maps as a row vector: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// Angles grow from +x toward +y, which on a y-down screen looks clockwise.
public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// The x scale (and rotation) entry: the factor of x in x'.
    public var a: CGFloat
    /// The y shear (and rotation) entry: the factor of x in y'.
    public var b: CGFloat
    /// The x shear (and rotation) entry: the factor of y in x'.
    public var c: CGFloat
    /// The y scale (and rotation) entry: the factor of y in y'.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// The zero transform (every entry 0), as Apple's struct initializer gives.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the six entries given.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A transform with the six entries given in order (`a`, `b`, `c`, `d`, `tx`, `ty`).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians (from +x toward +y).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A scale by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: a point is mapped by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse; a singular transform is returned unchanged, as Apple documents.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let inv = CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        guard inv.a.isFinite, inv.b.isFinite, inv.c.isFinite, inv.d.isFinite,
              inv.tx.isFinite, inv.ty.isFinite else { return self }
        return inv
    }

    /// A rotation by `angle` applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    var determinant: CGFloat { a * d - b * c }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The six entries, as "CGAffineTransform(a: 1.0, b: 0.0, …)".
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
