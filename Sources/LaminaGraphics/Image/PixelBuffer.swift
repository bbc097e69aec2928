import Foundation

/// Lamina's one in-memory pixel format: 8-bit RGBA, premultiplied alpha, rows top-down
/// (row 0 is the top of the image), `bytesPerRow` apart. Images, bitmap contexts and the
/// CPU renderer's targets all use it, so pixels move between them without conversion.
package final class PixelBuffer: @unchecked Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes from one row to the next (at least `width · 4`).
    package let bytesPerRow: Int
    /// The first byte of row 0.
    package let data: UnsafeMutablePointer<UInt8>
    private let ownsData: Bool

    /// A transparent buffer (every byte 0). Sizes below 0 count as 0.
    package init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        bytesPerRow = self.width * 4
        let count = max(bytesPerRow * self.height, 1)
        data = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        data.initialize(repeating: 0, count: count)
        ownsData = true
    }

    /// A transparent buffer whose rows are `bytesPerRow` apart (at least `width · 4`),
    /// as a bitmap context made with a wider row asks.
    package init(width: Int, height: Int, bytesPerRow: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.bytesPerRow = max(bytesPerRow, self.width * 4)
        let count = max(self.bytesPerRow * self.height, 1)
        data = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        data.initialize(repeating: 0, count: count)
        ownsData = true
    }

    /// A buffer over memory the caller owns and keeps alive (a `CGContext` made with
    /// its own `data`).
    package init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        data = memory.assumingMemoryBound(to: UInt8.self)
        ownsData = false
    }

    deinit {
        if ownsData { data.deallocate() }
    }

    /// The first byte of row `y`.
    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        data + y * bytesPerRow
    }

    /// An independent copy with tightly packed rows.
    package func copy() -> PixelBuffer {
        let copy = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            copy.row(y).update(from: row(y), count: width * 4)
        }
        return copy
    }

    /// The premultiplied (r, g, b, a) of a pixel; (0, 0, 0, 0) outside the buffer.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let p = row(y) + x * 4
        return (p[0], p[1], p[2], p[3])
    }
}
