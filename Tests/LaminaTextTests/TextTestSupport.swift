import CFreeType
import CHarfBuzz
import Foundation
@testable import LaminaText

/// Shared helpers: the default face, styles, layouts, y-down bitmap contexts, and
/// FreeType opened directly so expectations come from the font, not from LaminaText.
enum TextTest {
    static let white = CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    /// DejaVu Sans, which the scripts install and whose metrics and kerning the tests
    /// read: named directly, as "Helvetica" finds another face where other fonts are
    /// installed (Nimbus Sans with gsfonts).
    static var sans: FontFace { FontLibrary.shared.withLock { FontLibrary.shared.face(named: "DejaVu Sans")! } }

    static func style(size: CGFloat, color: CGColor.RGBA = white, kern: CGFloat = 0, face: FontFace? = nil) -> TextStyle {
        TextStyle(face: face ?? sans, size: size, color: color, kern: kern)
    }

    static func layout(_ string: String, size: CGFloat = 20, width: CGFloat = 1000, height: CGFloat = 1000,
                       wrapped: Bool = false, alignment: TextAlignment = .left,
                       truncation: TextTruncation = .none) -> TextLayout {
        TextLayout(StyledText(string, style: style(size: size)), width: width, height: height, isWrapped: wrapped,
                   alignment: alignment, truncation: truncation)
    }

    /// A clear bitmap context whose user space runs y down, one unit per pixel times
    /// `scale` (a backing store's set-up).
    static func context(_ width: Int, _ height: Int, scale: CGFloat = 1) -> CGContext {
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        return ctx
    }

    /// The premultiplied RGBA bytes of pixel (x, y), row 0 at the top.
    static func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + 4 * x
        return [p[0], p[1], p[2], p[3]]
    }

    /// The smallest pixel rectangle holding every pixel with alpha > 0 (nil when none).
    static func inkBounds(_ ctx: CGContext) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (Int, Int, Int, Int)? = nil
        for y in 0..<ctx.height {
            for x in 0..<ctx.width where pixel(ctx, x, y)[3] > 0 {
                if let r = result {
                    result = (min(r.0, x), min(r.1, y), max(r.2, x + 1), max(r.3, y + 1))
                } else {
                    result = (x, y, x + 1, y + 1)
                }
            }
        }
        return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// FreeType opened on `face`'s file, independently of LaminaText.
    final class DirectFace {
        var library: FT_Library?
        var face: FT_Face?

        init(_ font: FontFace) {
            FT_Init_FreeType(&library)
            FT_New_Face(library, font.path, FT_Long(font.index), &face)
        }

        deinit {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
        }

        var unitsPerEm: CGFloat { CGFloat(face!.pointee.units_per_EM) }

        func glyph(_ scalar: Unicode.Scalar) -> FT_UInt { FT_Get_Char_Index(face, FT_ULong(scalar.value)) }

        /// The unhinted advance in font units.
        func advance(_ scalar: Unicode.Scalar) -> CGFloat {
            var value: FT_Fixed = 0
            FT_Get_Advance(face, glyph(scalar), LAMINA_FT_LOAD_NO_SCALE, &value)
            return CGFloat(value)
        }

        /// The 'kern' table's kerning in font units.
        func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> CGFloat {
            var v = FT_Vector()
            FT_Get_Kerning(face, glyph(a), glyph(b), FT_KERNING_UNSCALED.rawValue, &v)
            return CGFloat(v.x)
        }

        /// The anti-aliased bitmap of `scalar` at `pixels` per em, unhinted.
        func bitmap(_ scalar: Unicode.Scalar, pixels: Int) -> (left: Int, top: Int, width: Int, rows: Int, bytes: [UInt8]) {
            FT_Set_Char_Size(face, 0, FT_F26Dot6(pixels * 64), 72, 72)
            FT_Load_Glyph(face, glyph(scalar), LAMINA_FT_LOAD_NO_HINTING)
            FT_Render_Glyph(face!.pointee.glyph, FT_RENDER_MODE_NORMAL)
            let slot = face!.pointee.glyph!.pointee
            let b = slot.bitmap
            var bytes: [UInt8] = []
            for y in 0..<Int(b.rows) {
                for x in 0..<Int(b.width) { bytes.append(b.buffer[y * Int(b.pitch) + x]) }
            }
            return (Int(slot.bitmap_left), Int(slot.bitmap_top), Int(b.width), Int(b.rows), bytes)
        }
    }

    /// HarfBuzz's own shaping of `text` in the font file `path` (face `index`), with
    /// the direction and script HarfBuzz guesses: glyph ids and advances (font units),
    /// in HarfBuzz's output order (visual: right to left text comes reversed).
    static func harfBuzz(_ text: String, path: String, index: Int = 0) -> [(glyph: UInt32, advance: Int32)] {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return [] }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return (0..<Int(count)).map { (infos[$0].codepoint, positions[$0].x_advance) }
    }

    /// A layout's glyphs on its first line, left to right.
    static func placed(_ layout: TextLayout) -> [PlacedGlyph] {
        (layout.lines.first?.glyphs ?? []).sorted { $0.x < $1.x }
    }
}
