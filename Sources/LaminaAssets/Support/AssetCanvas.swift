import LaminaRaster

/// A bitmap `CGContext` set up the way the seeds' pictures are measured: user space in
/// points with the origin at the top-left and y down (UIKit's), mapped onto pixels at
/// `scale` pixels per point, so an @2x picture of 40×46 pt is an 80×92-pixel bitmap.
///
/// Every picture of the catalog draws through one canvas; the helpers below are thin
/// shorthands for `CGContext` calls (gradients clipped to a path, paths built with a
/// transform), so what a picture file shows is plain CoreGraphics.
public final class AssetCanvas {
    /// The context drawn into (user space: points, y down).
    public let context: CGContext
    /// The picture's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// A transparent canvas of `size` points at `scale`; nil (with the context's
    /// diagnostic) when the size is not positive.
    public init?(size: CGSize, scale: CGFloat) {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        self.context = context
        self.size = size
        self.scale = scale
    }

    /// The whole canvas in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The pixels drawn so far.
    public func makeImage() -> CGImage? { context.makeImage() }

    /// Runs `body` between `saveGState()` and `restoreGState()`.
    public func isolated(_ body: () -> Void) {
        context.saveGState()
        body()
        context.restoreGState()
    }

    /// Fills `path` with one colour.
    public func fill(_ path: CGPath, _ color: CGColor, rule: CGPathFillRule = .winding) {
        context.addPath(path)
        context.setFillColor(color)
        context.fillPath(using: rule)
    }

    /// Strokes `path` with round caps and joins.
    public func stroke(_ path: CGPath, _ color: CGColor, width: CGFloat) {
        context.addPath(path)
        context.setStrokeColor(color)
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.strokePath()
    }

    /// Fills `path` (or the whole clip when nil) with a linear gradient from `start` to `end`.
    public func fillLinear(_ path: CGPath?, _ colors: [CGColor], locations: [CGFloat]? = nil,
                           from start: CGPoint, to end: CGPoint) {
        guard let gradient = Self.gradient(colors, locations) else { return }
        isolated {
            if let path { context.addPath(path); context.clip() }
            context.drawLinearGradient(gradient, start: start, end: end,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Fills `path` (or the whole clip when nil) with a radial gradient from `center`
    /// (radius 0) out to `radius`; the last colour continues outside.
    public func fillRadial(_ path: CGPath?, _ colors: [CGColor], locations: [CGFloat]? = nil,
                           center: CGPoint, radius: CGFloat, extendsOutside: Bool = true) {
        guard let gradient = Self.gradient(colors, locations) else { return }
        isolated {
            if let path { context.addPath(path); context.clip() }
            context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                       endRadius: radius,
                                       options: extendsOutside ? [.drawsBeforeStartLocation, .drawsAfterEndLocation]
                                                               : [.drawsBeforeStartLocation])
        }
    }

    /// A soft round glow: `color` at the centre fading to transparent at `radius`.
    public func glow(at center: CGPoint, radius: CGFloat, _ color: CGColor) {
        fillRadial(nil, [color, color.withAlpha(0)], center: center, radius: radius, extendsOutside: false)
    }

    /// Draws `image` upright in `rect` (points), undoing the y-down flip that would
    /// otherwise show it upside down.
    public func drawUpright(_ image: CGImage, in rect: CGRect) {
        isolated {
            context.translateBy(x: rect.minX, y: rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        }
    }

    /// A gradient through `colors` (evenly spaced when `locations` is nil).
    static func gradient(_ colors: [CGColor], _ locations: [CGFloat]?) -> CGGradient? {
        if let locations {
            return locations.withUnsafeBufferPointer {
                CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: $0.baseAddress)
            }
        }
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)
    }
}

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
