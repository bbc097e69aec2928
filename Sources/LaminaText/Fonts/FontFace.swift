import CFreeType
import Foundation

/// One face of a font file, opened by FreeType: its metrics in font units, its
/// character map, advances, kerning, outlines and bitmaps.
///
/// The metrics are read once when the face opens and may be read from any thread.
/// Everything that calls into FreeType (`glyph(for:)`, `advance(of:)`, `kerning`,
/// `outline(of:)`, `renderBitmap`) needs `FontLibrary.shared`'s lock held: a FreeType
/// face is not thread-safe.
package final class FontFace: @unchecked Sendable {
    /// A number unique to this face in the process (glyph cache keys use it).
    package let id: Int
    /// The font file and the face's index in it (collections hold several).
    package let path: String
    package let index: Int
    /// The family name the font gives (`DejaVu Sans`).
    package let familyName: String
    /// The style name the font gives (`Book`, `Bold`).
    package let styleName: String
    /// The PostScript name (`DejaVuSans-Bold`); the family name when the font has none.
    package let postScriptName: String
    /// Font units per em: metrics in font units times size / `unitsPerEm` give points.
    package let unitsPerEm: CGFloat
    /// Distance from the baseline up to the top of the line, in font units (hhea).
    package let ascender: CGFloat
    /// Distance from the baseline down to the bottom of the line, in font units
    /// (positive; hhea's descender is negative).
    package let descender: CGFloat
    /// Extra space between lines, in font units (hhea's line gap).
    package let lineGap: CGFloat
    /// Height of capital letters and of lower-case x, in font units (OS/2; 0 when absent).
    package let capHeight: CGFloat
    package let xHeight: CGFloat
    /// Whether the font has a 'kern' table FreeType reads.
    package let hasKerning: Bool

    let face: FT_Face
    private var advances: [UInt32: CGFloat] = [:]
    private var glyphIndices: [UInt32: UInt32] = [:]

    /// Opens face `index` of the file at `path` with `library`; nil when FreeType cannot
    /// read it or it has no outlines (bitmap-only fonts cannot be scaled).
    init?(library: FT_Library, path: String, index: Int, id: Int) {
        var opened: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else { return nil }
        guard face.pointee.face_flags & LAMINA_FT_FACE_FLAG_SCALABLE != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            return nil
        }
        self.face = face
        self.id = id
        self.path = path
        self.index = index
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        unitsPerEm = CGFloat(rec.units_per_EM)
        ascender = CGFloat(rec.ascender)
        descender = CGFloat(-rec.descender)
        lineGap = CGFloat(max(Int(rec.height) - Int(rec.ascender) + Int(rec.descender), 0))
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           table.pointee.version >= 2 {
            capHeight = CGFloat(table.pointee.sCapHeight)
            xHeight = CGFloat(table.pointee.sxHeight)
        } else {
            capHeight = 0
            xHeight = 0
        }
        hasKerning = rec.face_flags & LAMINA_FT_FACE_FLAG_KERNING != 0
    }

    deinit {
        FT_Done_Face(face)
    }

    /// The glyph for `scalar`, or 0 (the font's "missing" glyph) when the font lacks it.
    package func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if let known = glyphIndices[scalar.value] { return known }
        let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = glyph
        return glyph
    }

    /// The unhinted horizontal advance of `glyph`, in font units.
    package func advance(of glyph: UInt32) -> CGFloat {
        if let known = advances[glyph] { return known }
        var value: FT_Fixed = 0
        let units: CGFloat = FT_Get_Advance(face, FT_UInt(glyph), LAMINA_FT_LOAD_NO_SCALE, &value) == 0
            ? CGFloat(value) : 0
        advances[glyph] = units
        return units
    }

    /// The kerning between `left` and `right` from the font's 'kern' table, in font
    /// units (0 when the font has none).
    package func kerning(_ left: UInt32, _ right: UInt32) -> CGFloat {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_KERNING_UNSCALED.rawValue, &vector) == 0 else {
            return 0
        }
        return CGFloat(vector.x)
    }

    /// The outline of `glyph` in font units, y up, origin on the baseline at the pen
    /// position; nil when it has none.
    package func outline(of glyph: UInt32) -> CGPath? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), LAMINA_FT_LOAD_NO_SCALE | LAMINA_FT_LOAD_NO_BITMAP) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        return GlyphOutline.path(of: &slot.pointee.outline)
    }

    /// Renders `glyph` anti-aliased at `pixelSize` pixels per em (26.6 fixed point),
    /// its origin moved right by `subpixel` quarters of a pixel; nil when it has no
    /// outline.
    package func renderBitmap(of glyph: UInt32, pixelSize size64: Int32, subpixel: UInt8) -> GlyphBitmap? {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0,
              FT_Load_Glyph(face, FT_UInt(glyph), LAMINA_FT_LOAD_NO_HINTING | LAMINA_FT_LOAD_NO_BITMAP) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel) * 16, 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows)
        var pixels = [UInt8](repeating: 0, count: width * rows)
        if width > 0, rows > 0, let buffer = bitmap.buffer {
            let pitch = Int(bitmap.pitch)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<rows {
                    let source = pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * (-pitch)
                    (out.baseAddress! + y * width).update(from: source, count: width)
                }
            }
        }
        return GlyphBitmap(width: width, height: rows, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), coverage: pixels)
    }
}
