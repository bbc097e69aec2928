import LaminaRaster

/// Colour shorthands for the pictures: sRGB colours from hex literals, lighter and
/// darker variants and mixes, so a picture's palette reads like a designer's swatches.
extension CGColor {
    /// An sRGB colour from `0xRRGGBB` and an alpha.
    public static func hex(_ rgb: UInt32, alpha: CGFloat = 1) -> CGColor {
        CGColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The red, green, blue and alpha components (sRGB; gray colours expanded).
    var rgbaComponents: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: CGFloat) -> CGColor {
        let c = rgbaComponents
        return CGColor(red: c.r, green: c.g, blue: c.b, alpha: alpha)
    }

    /// This colour moved towards `other` by `t` (0 keeps it, 1 gives `other`).
    public func mixed(with other: CGColor, _ t: CGFloat) -> CGColor {
        let a = rgbaComponents, b = other.rgbaComponents
        return CGColor(red: a.r + (b.r - a.r) * t, green: a.g + (b.g - a.g) * t,
                       blue: a.b + (b.b - a.b) * t, alpha: a.a + (b.a - a.a) * t)
    }

    /// Mixed with white by `t`.
    public func lighter(_ t: CGFloat) -> CGColor { mixed(with: .white, t).withAlpha(rgbaComponents.a) }

    /// Mixed with black by `t`.
    public func darker(_ t: CGFloat) -> CGColor { mixed(with: .black, t).withAlpha(rgbaComponents.a) }
}
