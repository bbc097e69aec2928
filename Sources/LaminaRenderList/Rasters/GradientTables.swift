import Foundation

// The premultiplied lookup tables of gradient layers' stops, made by LaminaGraphics'
// `CGGradient` (so layers and `CGContext` gradients agree) and kept while frames use them:
// every gradient with the same stops shares one `GradientTable`, which a backend may key
// its own copies by (OpenGL's ramp rows). Used by the preparing thread only.

/// A gradient's colours at 256 evenly spaced parameters.
package final class GradientTable {
    package let lookup: GradientLookupTable
    fileprivate(set) var lastUsedFrame: Int

    fileprivate init(lookup: GradientLookupTable, frame: Int) {
        self.lookup = lookup
        lastUsedFrame = frame
    }
}

/// The tables of the stops frames draw, by stops.
package final class GradientTables {
    private struct Key: Hashable {
        var colors: [CGColor.RGBA]
        var locations: [CGFloat]
    }

    private var tables: [Key: GradientTable] = [:]
    /// Frames an unused table survives.
    private let keepFrames = 2

    package init() {}

    /// The table of these stops (unpremultiplied colours, increasing locations, as the
    /// RenderList gives them); `locations` that do not match the colours in number are
    /// ignored (even spacing), as Apple does. nil (with CGGradient's diagnostic) for
    /// stops it refuses.
    package func table(colors: [CGColor.RGBA], locations: [CGFloat], frame: Int) -> GradientTable? {
        let key = Key(colors: colors, locations: locations)
        if let hit = tables[key] {
            hit.lastUsedFrame = frame
            return hit
        }
        let cgColors = colors.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        let gradient = locations.count == colors.count
            ? locations.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) }
            : CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        guard let lookup = gradient?.lookupTable else { return nil }
        let table = GradientTable(lookup: lookup, frame: frame)
        tables[key] = table
        return table
    }

    /// Drops tables unused since `frame − keepFrames`.
    package func evict(before frame: Int) {
        if tables.values.contains(where: { frame - $0.lastUsedFrame > keepFrames }) {
            tables = tables.filter { frame - $0.value.lastUsedFrame <= keepFrames }
        }
    }
}
