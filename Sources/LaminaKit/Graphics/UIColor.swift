import Foundation
import Lamina

/// A colour, over `CGColor` (sRGB or grey). UIKit's fixed colours have its component
/// values (`red` is (1, 0, 0), `gray` is 50 % grey…); the system colours are iOS's light
/// appearance values.
///
/// Unlike UIKit's it is not an `NSObject` subclass: Linux Foundation's mutable
/// attributed strings crash when they compare two `NSObject` values of neighbouring
/// ranges (`addAttribute(.foregroundColor, value: UIColor.red, range: …)`). Colours are
/// equal when their `cgColor`s are (`==`, `isEqual(_:)`, `hash`).
open class UIColor: Hashable, CustomStringConvertible, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour as a Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from sRGB components and alpha, 0…1 (values outside are kept, as UIKit's
    /// extended range; renderers clamp).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: UIColor.finite(red), green: UIColor.finite(green),
                          blue: UIColor.finite(blue), alpha: UIColor.finite(alpha))
    }

    /// A grey of brightness `white`, with `alpha`.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: UIColor.finite(white), alpha: UIColor.finite(alpha))
    }

    /// A colour from hue, saturation and brightness (each 0…1) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (UIColor.finite(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(UIColor.finite(saturation), 0), 1), v = UIColor.finite(brightness)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of `cgColor`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// The colour of `#colorLiteral(red:green:blue:alpha:)` (sRGB components and alpha),
    /// as UIKit's Swift overlay makes it: `init(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour with its alpha replaced by `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: UIColor.finite(alpha)) ?? cgColor)
    }

    /// The sRGB components and alpha; false when the colour has none (never here).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The hue, saturation and brightness (each 0…1, the inverse of
    /// `init(hue:saturation:brightness:alpha:)`) and alpha of the sRGB components; true,
    /// as for `getRed`, since every Lamina colour has sRGB components. A colour without
    /// saturation (a grey) has hue 0.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / chroma
            } else if maximum == c.green {
                h = 2 + (c.blue - c.red) / chroma
            } else {
                h = 4 + (c.red - c.green) / chroma
            }
            h = (h / 6).truncatingRemainder(dividingBy: 1)
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// Makes the colour the fill and stroke colour of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current graphics context.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current graphics context.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Whether `object` is a `UIColor` with an equal `cgColor` (same model, same
    /// components).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// The `cgColor`'s hash, so equal colours hash alike.
    open var hash: Int { cgColor.hashValue }

    /// Whether two colours have equal `cgColor`s.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.cgColor == rhs.cgColor
    }

    /// Hashes the `cgColor`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgColor)
    }

    /// The colour's `CGColor` description, as "UIColor(<CGColor sRGB 1 0 0 1>)".
    open var description: String { "UIColor(\(cgColor))" }

    private static func finite(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "UIColor: refused the component \(value); using 0")
            return 0
        }
        return value
    }

    // MARK: Fixed colours (UIKit's component values)

    /// Gray 0 (black), opaque.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1/3, opaque.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Gray 2/3, opaque.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Gray 1 (white), opaque.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray 0.5, opaque.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0), opaque.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0), opaque.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1), opaque.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1), opaque.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0), opaque.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1), opaque.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0), opaque.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5), opaque.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2), opaque.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0 with alpha 0: fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (iOS's light appearance)

    /// iOS's system red (255, 59, 48).
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// iOS's system green (52, 199, 89).
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// iOS's system blue (0, 122, 255), the tint of system buttons.
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// iOS's system orange (255, 149, 0).
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// iOS's system yellow (255, 204, 0).
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// iOS's system pink (255, 45, 85).
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// iOS's system purple (175, 82, 222).
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// iOS's system teal (48, 176, 199).
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// iOS's system indigo (88, 86, 214).
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// iOS's system gray (142, 142, 147).
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// The background of a screen in the light appearance: white.
    public static var systemBackground: UIColor { .white }
    /// The colour of primary text in the light appearance: black.
    public static var label: UIColor { .black }
    /// The colour of secondary text in the light appearance: (60, 60, 67) at 60 % alpha.
    public static var secondaryLabel: UIColor { UIColor(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6) }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }
}

extension UIColor: CGColorConvertible {}
