import Foundation

/// A glyph's anti-aliased coverage at one pixel size, as FreeType renders it: one byte
/// per pixel, rows top-down, placed relative to the pen position on the baseline.
package struct GlyphBitmap: Sendable {
    /// Columns and rows of coverage.
    package var width: Int
    package var height: Int
    /// Pixels from the pen position to the bitmap's left column (may be negative).
    package var left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    package var top: Int
    /// `width × height` bytes, row 0 at the top; 255 is full coverage.
    package var coverage: [UInt8]

    /// Whether the glyph covers no pixel (a space).
    package var isEmpty: Bool { width == 0 || height == 0 }
}
