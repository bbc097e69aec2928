import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` typed as `CGColor`, as Core Graphics' Swift
/// overlay provides on every Apple platform: on iOS the literal is an sRGB colour
/// (`CGColor(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, components:)`), which
/// is what `init(red:green:blue:alpha:)` makes here.
extension CGColor: _ExpressibleByColorLiteral {
    /// The sRGB colour of a colour literal's components (clamped to 0…1 like every
    /// `CGColor`'s).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
