import Foundation

/// An immutable colour: sRGB (or gray) components plus alpha.
///
/// Whatever its space, a colour also keeps its four sRGB components (`rgba`), which
/// renderers and interpolation read directly. As Apple's, `components` lists the
/// space's components then alpha (`[gray, alpha]` for a gray colour), and two colours
/// are equal when their spaces and components are equal.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// Red, green, blue, alpha in sRGB, each in 0…1, not premultiplied.
    package let rgba: RGBA

    /// Four colour components, unpremultiplied, 0…1.
    package struct RGBA: Hashable, Sendable {
        package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    private init(space: CGColorSpace, rgba: RGBA) {
        self.colorSpace = space
        self.rgba = rgba
    }

    /// A colour in sRGB; components are clamped to 0…1 (NaN becomes 0, with a diagnostic).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB,
                  rgba: RGBA(red: CGColor.clamp(red, "red"), green: CGColor.clamp(green, "green"),
                             blue: CGColor.clamp(blue, "blue"), alpha: CGColor.clamp(alpha, "alpha")))
    }

    /// A colour in sRGB (Apple's explicit spelling of `init(red:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour: `components` is `[gray, alpha]`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        let g = CGColor.clamp(gray, "gray")
        self.init(space: .sharedGray,
                  rgba: RGBA(red: g, green: g, blue: g, alpha: CGColor.clamp(alpha, "alpha")))
    }

    /// A colour in `space` from its components followed by alpha; nil when the count
    /// does not match the space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb:
            self.init(space: space,
                      rgba: RGBA(red: CGColor.clamp(components[0], "red"),
                                 green: CGColor.clamp(components[1], "green"),
                                 blue: CGColor.clamp(components[2], "blue"),
                                 alpha: CGColor.clamp(components[3], "alpha")))
        case .monochrome:
            let g = CGColor.clamp(components[0], "gray")
            self.init(space: space, rgba: RGBA(red: g, green: g, blue: g,
                                               alpha: CGColor.clamp(components[1], "alpha")))
        default:
            return nil
        }
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components in the colour's space, followed by alpha.
    public var components: [CGFloat]? {
        if colorSpace?.model == .monochrome { return [rgba.red, rgba.alpha] }
        return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }

    /// The number of components, alpha included (4 for RGB, 2 for gray).
    public var numberOfComponents: Int { (colorSpace?.numberOfComponents ?? 3) + 1 }

    /// The alpha component.
    public var alpha: CGFloat { rgba.alpha }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = rgba
        c.alpha = CGColor.clamp(alpha, "alpha")
        return CGColor(space: colorSpace ?? .sharedSRGB, rgba: c)
    }

    /// The colour converted to `space` (gray ↔ sRGB by Rec. 709 luma).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent,
                          options: [AnyHashable: Any]?) -> CGColor? {
        switch space.model {
        case .rgb:
            return CGColor(space: space, rgba: rgba)
        case .monochrome:
            let y = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
            return CGColor(space: space, rgba: RGBA(red: y, green: y, blue: y, alpha: rgba.alpha))
        default:
            return nil
        }
    }

    package init(rgba: RGBA) {
        self.colorSpace = .sharedSRGB
        self.rgba = rgba
    }

    private static func clamp(_ v: CGFloat, _ name: String) -> CGFloat {
        if v.isNaN {
            LaminaDiagnostics.report(.nonFiniteValue, "CGColor: \(name) component is NaN; using 0")
            return 0
        }
        return Swift.min(Swift.max(v, 0), 1)
    }

    /// Whether two colours are the same: the same object, or the same colour model and
    /// components (`CGColorEqualToColor`, which compares values, not identity).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components)
    }

    /// Hashes the colour model and components, so equal colours hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace?.model)
        hasher.combine(rgba)
    }

    /// The model and components, as "<CGColor sRGB 1 0 0 1>".
    public var description: String {
        let comps = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.model == .monochrome ? "gray" : "sRGB") \(comps)>"
    }
}

/// How colours outside a destination gamut are mapped (accepted for API parity; Lamina's
/// spaces share one gamut, so every intent gives the same result).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default intent.
    case defaultIntent
    /// Out-of-gamut colours clip to the nearest in gamut; the white point is not adapted.
    case absoluteColorimetric
    /// Out-of-gamut colours clip to the nearest in gamut, the white point adapted.
    case relativeColorimetric
    /// The whole gamut is compressed to keep colours' relations (for photographs).
    case perceptual
    /// Saturation is kept at the cost of hue accuracy (for charts and graphics).
    case saturation
}
