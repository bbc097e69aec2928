import Foundation

/// A smooth transition between colours at locations from 0 to 1, as CoreGraphics'
/// `CGGradient`, drawn by `CGContext.drawLinearGradient` / `drawRadialGradient` and
/// by the compositor's gradient layers.
///
/// Colours are interpolated premultiplied: halfway between opaque red and transparent
/// blue is premultiplied (0.5, 0, 0, 0.5), a half-transparent red, never a purple.
/// Before the first location the first colour holds, after the last the last one.
/// Locations are sorted (stable) if given out of order and clamped to 0…1.
public final class CGGradient: @unchecked Sendable {
    /// One colour stop: a location in 0…1 and an unpremultiplied sRGB colour.
    package struct Stop: Equatable, Sendable {
        /// Where the colour is, 0…1.
        package var location: CGFloat
        /// The colour, unpremultiplied sRGB.
        package var color: CGColor.RGBA
    }

    /// The stops, sorted by location (at least one).
    package let stops: [Stop]
    /// 256 premultiplied colours sampled at t = i / 255.
    package let lookupTable: GradientLookupTable

    private init(stops unsorted: [Stop]) {
        let sorted = unsorted.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        stops = sorted.map(\.element)
        lookupTable = GradientLookupTable(stops: stops)
    }

    /// A gradient through `colors` at `locations` (one per colour, 0…1), or evenly
    /// spaced from 0 to 1 when `locations` is nil, as `CGGradientCreateWithColors`.
    ///
    /// Apple's `colors` is a `CFArray` of `CGColor` (written `[c1, c2] as CFArray`);
    /// CoreFoundation's types are not available to Swift on Linux, so Lamina takes the
    /// array itself. `space` may be nil; every colour is used through its sRGB
    /// components. Nil, with a diagnostic, for an empty array or a non-finite location.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let op = "CGGradient(colorsSpace:colors:locations:)"
        guard !colors.isEmpty else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): the colour array is empty; no gradient")
            return nil
        }
        guard let stops = CGGradient.makeStops(colors.map(\.rgba), locations: locations, op) else { return nil }
        self.init(stops: stops)
    }

    /// A gradient from `count` colours whose components (the space's, then alpha) are
    /// packed in `colorComponents`, at `locations` (or evenly spaced when nil), as
    /// `CGGradientCreateWithColorComponents`. Nil, with a diagnostic, for a count below
    /// 1, a space that is neither RGB nor gray, or a non-finite location.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        let op = "CGGradient(colorSpace:colorComponents:locations:count:)"
        guard count >= 1 else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): count \(count) must be at least 1; no gradient")
            return nil
        }
        let perColor: Int
        switch space.model {
        case .rgb: perColor = 4
        case .monochrome: perColor = 2
        default:
            LaminaDiagnostics.report(.invalidArgument, "\(op): colour space \(space) is not RGB or gray; no gradient")
            return nil
        }
        var colors: [CGColor.RGBA] = []
        for i in 0..<count {
            let c = colorComponents + i * perColor
            guard let color = CGColor(colorSpace: space, components: c) else { return nil }
            colors.append(color.rgba)
        }
        guard let stops = CGGradient.makeStops(colors, locations: locations, op) else { return nil }
        self.init(stops: stops)
    }

    private static func makeStops(_ colors: [CGColor.RGBA], locations: UnsafePointer<CGFloat>?,
                                  _ op: String) -> [Stop]? {
        var stops: [Stop] = []
        for (i, color) in colors.enumerated() {
            let location: CGFloat
            if let locations {
                location = locations[i]
                guard location.isFinite else {
                    LaminaDiagnostics.report(.nonFiniteValue, "\(op): location \(i) is \(location); no gradient")
                    return nil
                }
            } else {
                location = colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)
            }
            stops.append(Stop(location: Swift.min(Swift.max(location, 0), 1), color: color))
        }
        return stops
    }

    /// The premultiplied colour at `t` (components 0…1), computed exactly from the
    /// stops: premultiplied linear interpolation between the stops around `t`.
    package func premultipliedColor(at t: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        GradientLookupTable.evaluate(stops, at: t)
    }
}

/// A gradient sampled at 256 evenly spaced parameters, as premultiplied RGBA8 words
/// (red in the low byte): what every gradient fill reads per pixel.
package struct GradientLookupTable: Sendable {
    /// Entry i is the colour at t = i / 255.
    package let colors: [UInt32]

    /// The table of `stops` (sorted by location, at least one).
    package init(stops: [CGGradient.Stop]) {
        colors = (0..<256).map { i in
            let c = GradientLookupTable.evaluate(stops, at: CGFloat(i) / 255)
            @inline(__always) func byte(_ v: CGFloat) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
            let a = byte(c.alpha)
            return Swift.min(byte(c.red), a) | Swift.min(byte(c.green), a) << 8 | Swift.min(byte(c.blue), a) << 16 | a << 24
        }
    }

    /// The entry for `t` (clamped to 0…1, rounded to the nearest entry).
    @inline(__always)
    package func color(at t: Double) -> UInt32 {
        let i = t.isNaN ? 0 : Int(Swift.min(Swift.max(t, 0), 1) * 255 + 0.5)
        return colors[i]
    }

    /// Premultiplied linear interpolation between the stops around `t`.
    static func evaluate(_ stops: [CGGradient.Stop], at t: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        @inline(__always) func premultiplied(_ c: CGColor.RGBA) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return premultiplied(first.color) }
        if t >= last.location { return premultiplied(last.color) }
        var k = 1
        while k < stops.count - 1 && stops[k].location < t { k += 1 }
        let a = stops[k - 1], b = stops[k]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        let pa = premultiplied(a.color), pb = premultiplied(b.color)
        return (pa.0 + (pb.0 - pa.0) * f, pa.1 + (pb.1 - pa.1) * f, pa.2 + (pb.2 - pa.2) * f, pa.3 + (pb.3 - pa.3) * f)
    }
}
