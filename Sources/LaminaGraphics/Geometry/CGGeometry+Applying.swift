import Foundation

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (no translation), as Apple's.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners. The null
    /// rectangle maps to itself, as Apple's.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if isInfinite { return self }
        let r = standardized
        let p0 = CGPoint(x: r.minX, y: r.minY).applying(t)
        let p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t)
        let p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPoint {
    /// Both coordinates are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Both dimensions are finite.
    package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// Origin and size are finite (the null rectangle is not).
    package var isFiniteRect: Bool { origin.isFinite && size.isFinite }
}
