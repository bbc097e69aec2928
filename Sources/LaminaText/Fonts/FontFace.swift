import CFreeType
import CHarfBuzz
import Foundation

/// One face of a font file, opened by FreeType (metrics, character map, outlines,
/// bitmaps, colour glyphs) and by HarfBuzz (shaping, from the same file).
///
/// Faces with outlines scale to any size. Colour bitmap faces (Noto Color Emoji's CBDT)
/// hold their glyphs at fixed sizes; `renderBitmap` scales the nearest strike to the
/// size asked for. Faces with colour layers (COLR) render through FreeType's colour
/// loading.
///
/// The metrics are read once when the face opens and may be read from any thread.
/// Everything that calls into FreeType or HarfBuzz (`glyph(for:)`, `advance(of:)`,
/// `kerning`, `outline(of:)`, `renderBitmap`, `shapingFont`) needs
/// `FontLibrary.shared`'s lock held: a FreeType face is not thread-safe.
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
    /// Whether the font has colour glyphs (CBDT/sbix bitmaps or COLR layers), drawn in
    /// their own colours rather than the text's.
    package let hasColorGlyphs: Bool
    /// Whether the glyphs are outlines (false: fixed-size bitmaps only).
    package let isScalable: Bool

    let face: FT_Face
    private var advances: [UInt32: CGFloat] = [:]
    private var glyphIndices: [UInt32: UInt32] = [:]

    /// The HarfBuzz font over the same file, scaled to font units (made on first use).
    private var hbFont: OpaquePointer?
    private var triedShapingFont = false

    /// Opens face `index` of the file at `path` with `library`; nil when FreeType cannot
    /// read it, or it has neither outlines nor colour bitmaps (a monochrome bitmap font
    /// cannot be scaled).
    init?(library: FT_Library, path: String, index: Int, id: Int) {
        var opened: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else { return nil }
        let flags = face.pointee.face_flags
        let scalable = flags & LAMINA_FT_FACE_FLAG_SCALABLE != 0
        let colorBitmaps = flags & LAMINA_FT_FACE_FLAG_COLOR != 0 && flags & LAMINA_FT_FACE_FLAG_FIXED_SIZES != 0
            && face.pointee.num_fixed_sizes > 0
        // FreeType gives a bitmap-only face no design metrics; its 'head' and 'hhea'
        // tables have them.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        let units = scalable ? Int(face.pointee.units_per_EM) : Int(head?.Units_Per_EM ?? 0)
        guard scalable || colorBitmaps, units > 0 else {
            FT_Done_Face(face)
            return nil
        }
        isScalable = scalable
        hasColorGlyphs = flags & LAMINA_FT_FACE_FLAG_COLOR != 0
        self.face = face
        self.id = id
        self.path = path
        self.index = index
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        unitsPerEm = CGFloat(units)
        if scalable || hhea == nil {
            ascender = CGFloat(rec.ascender)
            descender = CGFloat(-rec.descender)
            lineGap = CGFloat(max(Int(rec.height) - Int(rec.ascender) + Int(rec.descender), 0))
        } else {
            ascender = CGFloat(hhea!.Ascender)
            descender = CGFloat(-Int(hhea!.Descender))
            lineGap = CGFloat(max(Int(hhea!.Line_Gap), 0))
        }
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
        if let hbFont { hb_font_destroy(hbFont) }
        FT_Done_Face(face)
    }

    /// The HarfBuzz font shaping runs in this face, its scale one unit per font unit (so
    /// advances and offsets come out in font units); nil when HarfBuzz cannot read the
    /// file.
    package var shapingFont: OpaquePointer? {
        if triedShapingFont { return hbFont }
        triedShapingFont = true
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let hbFace = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(hbFace) }
        guard hb_face_get_glyph_count(hbFace) > 0, let font = hb_font_create(hbFace) else { return nil }
        let units = Int32(unitsPerEm)
        hb_font_set_scale(font, units, units)
        hbFont = font
        return font
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
    /// outline. A colour glyph comes back as its colour image (`GlyphBitmap.image`),
    /// scaled from the nearest bitmap strike when the face has fixed sizes.
    package func renderBitmap(of glyph: UInt32, pixelSize size64: Int32, subpixel: UInt8) -> GlyphBitmap? {
        if !isScalable { return renderStrike(of: glyph, pixelSize: CGFloat(size64) / 64) }
        let load = LAMINA_FT_LOAD_NO_HINTING | LAMINA_FT_LOAD_NO_BITMAP | (hasColorGlyphs ? LAMINA_FT_LOAD_COLOR : 0)
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0,
              FT_Load_Glyph(face, FT_UInt(glyph), load) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel) * 16, 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
        if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) {
            // COLR layers, composed by FreeType.
            guard let image = ColorGlyphImage.image(fromBGRA: bitmap, scale: 1) else { return nil }
            return GlyphBitmap(width: image.width, height: image.height, left: left, top: top, coverage: [], image: image)
        }
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
        return GlyphBitmap(width: width, height: rows, left: left, top: top, coverage: pixels)
    }

    /// A colour bitmap glyph at `pixelSize` pixels per em: the smallest strike at least
    /// that large (else the largest), area-averaged down (or bilinearly up) to the size.
    private func renderStrike(of glyph: UInt32, pixelSize: CGFloat) -> GlyphBitmap? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes, pixelSize > 0 else { return nil }
        var chosen = 0
        var chosenPixels: CGFloat = 0
        for i in 0..<count {
            let ppem = CGFloat(sizes[i].y_ppem) / 64
            let better = chosenPixels == 0
                || (ppem >= pixelSize && (chosenPixels < pixelSize || ppem < chosenPixels))
                || (chosenPixels < pixelSize && ppem > chosenPixels)
            if better { chosen = i; chosenPixels = ppem }
        }
        guard chosenPixels > 0, FT_Select_Size(face, FT_Int(chosen)) == 0,
              FT_Load_Glyph(face, FT_UInt(glyph), LAMINA_FT_LOAD_COLOR) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let scale = pixelSize / chosenPixels
        guard let image = ColorGlyphImage.image(fromBGRA: slot.pointee.bitmap, scale: scale) else { return nil }
        let left = (CGFloat(slot.pointee.bitmap_left) * scale).rounded()
        let top = (CGFloat(slot.pointee.bitmap_top) * scale).rounded()
        return GlyphBitmap(width: image.width, height: image.height, left: Int(left), top: Int(top),
                           coverage: [], image: image)
    }
}
