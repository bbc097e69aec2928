import Foundation

/// Rendered glyph bitmaps, per face, pixel size, glyph and quarter-pixel offset, so a
/// string drawn again (or another string with the same letters) rasterizes nothing.
/// Bounded: past `byteLimit` bytes of coverage the cache starts over. Use under
/// `FontLibrary`'s lock.
package final class GlyphCache: @unchecked Sendable {
    /// What identifies one rendering of a glyph.
    package struct Key: Hashable, Sendable {
        package var face: Int
        /// Pixels per em in 26.6 fixed point.
        package var pixelSize: Int32
        package var glyph: UInt32
        /// Quarters of a pixel the origin is moved right (0…3).
        package var subpixel: UInt8
    }

    /// The most coverage bytes kept.
    package let byteLimit: Int
    private var entries: [Key: GlyphBitmap] = [:]
    private var bytes = 0
    /// How many glyphs were rendered (tests check that drawing again renders none).
    package private(set) var renderCount = 0

    package init(byteLimit: Int = 16 << 20) {
        self.byteLimit = byteLimit
    }

    /// The bitmap of `glyph` of `face` at `key`'s size and offset, rendered on first use;
    /// nil when the glyph has no outline.
    package func bitmap(_ key: Key, face: FontFace) -> GlyphBitmap? {
        if let known = entries[key] { return known }
        guard let made = face.renderBitmap(of: key.glyph, pixelSize: key.pixelSize, subpixel: key.subpixel) else {
            return nil
        }
        renderCount += 1
        if bytes + made.byteCount > byteLimit {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        entries[key] = made
        bytes += made.byteCount
        return made
    }

    /// The number of bitmaps held.
    package var count: Int { entries.count }
}

/// A glyph at one pixel size, placed relative to the pen position on the baseline: its
/// anti-aliased coverage as FreeType renders it (one byte per pixel, rows top-down),
/// painted in the text's colour — or, for a colour glyph (an emoji), its own colours.
package struct GlyphBitmap: Sendable {
    /// Columns and rows of coverage.
    package var width: Int
    package var height: Int
    /// Pixels from the pen position to the bitmap's left column (may be negative).
    package var left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    package var top: Int
    /// `width × height` bytes, row 0 at the top; 255 is full coverage (empty for a
    /// colour glyph).
    package var coverage: [UInt8]
    /// A colour glyph's premultiplied pixels, `width × height`, drawn as they are
    /// whatever the text's colour (as Core Text draws emoji); nil for other glyphs.
    package var image: CGImage? = nil

    /// Whether the glyph covers no pixel (a space).
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The memory the bitmap holds.
    var byteCount: Int { image == nil ? coverage.count : width * height * 4 }
}
