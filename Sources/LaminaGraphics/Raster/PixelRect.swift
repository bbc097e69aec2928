import Foundation

// Integer pixel rectangles: the clip rectangles, mask bounds and dirty areas every
// raster stage passes around. Pixel (x, y) is the unit square [x, x+1) × [y, y+1) in
// target pixel space (y down, row 0 at the top of memory).

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    package var x: Int
    /// The first row.
    package var y: Int
    /// The number of columns (never negative).
    package var width: Int
    /// The number of rows (never negative).
    package var height: Int

    /// A rectangle at (`x`, `y`); negative sizes count as 0.
    @inline(__always)
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(width, 0)
        self.height = Swift.max(height, 0)
    }

    /// The rectangle `minX..<maxX` × `minY..<maxY` (empty when reversed).
    @inline(__always)
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A rectangle at the origin of a `width` × `height` target.
    package init(width: Int, height: Int) {
        self.init(x: 0, y: 0, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    package static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    @inline(__always) package var minX: Int { x }
    @inline(__always) package var minY: Int { y }
    @inline(__always) package var maxX: Int { x + width }
    @inline(__always) package var maxY: Int { y + height }

    /// Whether it holds no pixel.
    @inline(__always) package var isEmpty: Bool { width == 0 || height == 0 }

    /// The number of pixels.
    package var area: Int { width * height }

    /// The pixels in both rectangles.
    @inline(__always)
    package func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                  maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The smallest rectangle holding both (an empty operand is ignored).
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                         maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Whether pixel (`px`, `py`) is inside.
    @inline(__always)
    package func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// Whether every pixel of `other` is inside (an empty `other` always is).
    package func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The smallest pixel rectangle covering every point of `rect` (pixel space), or
    /// `.zero` when `rect` is null, empty or not finite. Coordinates beyond ±2³⁰ are
    /// clamped, so the result's arithmetic cannot overflow.
    package init(covering rect: CGRect) {
        guard !rect.isNull, rect.isFiniteRect else { self = .zero; return }
        let r = rect.standardized
        let limit: CGFloat = 1_073_741_824
        let x0 = Swift.min(Swift.max(r.minX.rounded(.down), -limit), limit)
        let y0 = Swift.min(Swift.max(r.minY.rounded(.down), -limit), limit)
        let x1 = Swift.min(Swift.max(r.maxX.rounded(.up), -limit), limit)
        let y1 = Swift.min(Swift.max(r.maxY.rounded(.up), -limit), limit)
        self.init(minX: Int(x0), minY: Int(y0), maxX: Int(x1), maxY: Int(y1))
    }

    /// The rectangle as a `CGRect` in pixel space.
    package var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    package var description: String { "(\(x), \(y), \(width)×\(height))" }
}
