import CFreeType
import Foundation
@testable import LaminaKit

/// What text tests measure against, read independently of LaminaText: FreeType opened
/// on the file a font's face comes from, and ink found in pixels.
final class FontProbe {
    private var library: FT_Library?
    private(set) var face: FT_Face?

    /// FreeType on the file of `font`'s face.
    convenience init(_ font: UIFont) {
        self.init(ctFont: font.ctFont)
    }

    init(ctFont: CTFont) {
        let file = ctFont.face!
        FT_Init_FreeType(&library)
        FT_New_Face(library, file.path, FT_Long(file.index), &face)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    var unitsPerEm: CGFloat { CGFloat(face!.pointee.units_per_EM) }

    /// The unhinted advance of `string`'s characters at `size` points, with the 'kern'
    /// table's kerning between neighbours.
    func advance(_ string: String, size: CGFloat) -> CGFloat {
        let glyphs = string.unicodeScalars.map { FT_Get_Char_Index(face, FT_ULong($0.value)) }
        var units: CGFloat = 0
        for (i, glyph) in glyphs.enumerated() {
            var value: FT_Fixed = 0
            FT_Get_Advance(face, glyph, LAMINA_FT_LOAD_NO_SCALE, &value)
            units += CGFloat(value)
            if i + 1 < glyphs.count {
                var kern = FT_Vector()
                FT_Get_Kerning(face, glyph, glyphs[i + 1], FT_KERNING_UNSCALED.rawValue, &kern)
                units += CGFloat(kern.x)
            }
        }
        return units * size / unitsPerEm
    }

    /// Ascent, descent (positive) and line gap at `size` (hhea, as FreeType reads it).
    func metrics(size: CGFloat) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let rec = face!.pointee
        let k = size / unitsPerEm
        return (CGFloat(rec.ascender) * k, CGFloat(-rec.descender) * k,
                CGFloat(Int(rec.height) - Int(rec.ascender) + Int(rec.descender)) * k)
    }

    func lineHeight(size: CGFloat) -> CGFloat {
        let m = metrics(size: size)
        return m.ascent + m.descent + m.leading
    }

    /// The cap height and x height at `size`: the OS/2 table's (version 2 and later
    /// have them), else the tops of "H" and "x".
    func capAndXHeight(size: CGFloat) -> (cap: CGFloat, x: CGFloat) {
        let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)!.assumingMemoryBound(to: TT_OS2.self).pointee
        if table.version >= 2, table.sCapHeight > 0, table.sxHeight > 0 {
            return (CGFloat(table.sCapHeight) * size / unitsPerEm, CGFloat(table.sxHeight) * size / unitsPerEm)
        }
        return (glyphBox("H", size: size).maxY, glyphBox("x", size: size).maxY)
    }

    /// The outline's box of `scalar` at `size`, y up from its pen.
    func glyphBox(_ scalar: Unicode.Scalar, size: CGFloat) -> CGRect {
        FT_Load_Glyph(face, FT_Get_Char_Index(face, FT_ULong(scalar.value)), LAMINA_FT_LOAD_NO_SCALE)
        let m = face!.pointee.glyph!.pointee.metrics
        let k = size / unitsPerEm
        return CGRect(x: CGFloat(m.horiBearingX) * k, y: CGFloat(m.horiBearingY - m.height) * k,
                      width: CGFloat(m.width) * k, height: CGFloat(m.height) * k)
    }
}

/// Ink in pixels: where an image's alpha is not 0.
enum Ink {
    /// The smallest pixel rectangle (max exclusive) holding every pixel of `image`
    /// inside `region` with alpha over `threshold`; nil when none.
    static func bounds(_ image: CGImage?, in region: (x: Range<Int>, y: Range<Int>)? = nil,
                       threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        guard let image else { return nil }
        let xs = region?.x ?? 0..<image.width, ys = region?.y ?? 0..<image.height
        var result: (Int, Int, Int, Int)?
        for y in ys {
            for x in xs where image.pixels.pixel(x: x, y: y).a > threshold {
                if let r = result {
                    result = (min(r.0, x), min(r.1, y), max(r.2, x + 1), max(r.3, y + 1))
                } else {
                    result = (x, y, x + 1, y + 1)
                }
            }
        }
        return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The bands of rows with ink, top first (each a range of rows), split by empty rows.
    static func rowBands(_ image: CGImage) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for y in 0...image.height {
            let inked = y < image.height && (0..<image.width).contains { image.pixels.pixel(x: $0, y: y).a > 0 }
            if inked, start == nil { start = y }
            if !inked, let s = start {
                bands.append(s..<y)
                start = nil
            }
        }
        return bands
    }

    /// Whether a drawn "T" stands upright: the row with the most ink (its crossbar) is in
    /// the top quarter of its ink; false when in the bottom quarter, nil otherwise.
    static func tIsUpright(_ image: CGImage?) -> Bool? {
        guard let image, let box = bounds(image) else { return nil }
        let rows = (box.minY..<box.maxY).map { y in
            (box.minX..<box.maxX).reduce(0) { $0 + (image.pixels.pixel(x: $1, y: y).a > 128 ? 1 : 0) }
        }
        let widest = rows.indices.max { rows[$0] < rows[$1] }!
        if widest < rows.count / 4 { return true }
        if widest >= rows.count - rows.count / 4 { return false }
        return nil
    }

    /// `body` drawn into a clear image context of `size` points at scale 1.
    static func image(_ size: CGSize, _ body: () -> Void) -> CGImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        defer { UIGraphicsEndImageContext() }
        body()
        return UIGraphicsGetImageFromCurrentImageContext()?.cgImage
    }
}
