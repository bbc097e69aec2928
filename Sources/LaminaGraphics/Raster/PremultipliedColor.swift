import Foundation

// The one colour value the raster stages use: premultiplied RGBA8, the same four bytes a
// `PixelBuffer` pixel holds, converted once from a `CGColor` (and a global alpha).

/// A premultiplied RGBA8 colour: `red`, `green`, `blue` never exceed `alpha`.
package struct PremultipliedColor: Hashable, Sendable, CustomStringConvertible {
    /// Red times alpha, 0…255.
    package var red: UInt8
    /// Green times alpha, 0…255.
    package var green: UInt8
    /// Blue times alpha, 0…255.
    package var blue: UInt8
    /// Alpha, 0…255.
    package var alpha: UInt8

    /// A colour from premultiplied bytes (each colour byte is clamped to `alpha`).
    @inline(__always)
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = Swift.min(red, alpha)
        self.green = Swift.min(green, alpha)
        self.blue = Swift.min(blue, alpha)
        self.alpha = alpha
    }

    /// The colour of `color` with its alpha multiplied by `alpha` (0…1), premultiplied
    /// and rounded to bytes: each channel is round(component · a · 255).
    package init(_ color: CGColor, alpha: CGFloat = 1) {
        self.init(color.rgba, alpha: alpha)
    }

    /// `init(_:alpha:)` from unpremultiplied sRGB components.
    package init(_ c: CGColor.RGBA, alpha: CGFloat = 1) {
        @inline(__always) func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        let a = unit(c.alpha) * unit(alpha)
        @inline(__always) func byte(_ v: CGFloat) -> UInt8 { UInt8((unit(v) * 255).rounded()) }
        self.init(red: byte(unit(c.red) * a), green: byte(unit(c.green) * a), blue: byte(unit(c.blue) * a),
                  alpha: byte(a))
    }

    /// Fully transparent.
    package static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The four bytes as one little-endian word (red in the low byte), which is how a
    /// pixel reads when loaded as `UInt32`.
    @inline(__always)
    package var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// Whether alpha is 255.
    @inline(__always) package var isOpaque: Bool { alpha == 255 }

    package var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}
