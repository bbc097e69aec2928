import CFreeType
import Foundation
@testable import LaminaText

/// Helpers for Core Text's tests: y-up bitmap contexts as CoreGraphics makes them,
/// ink measurements, glyph boxes and advances read from FreeType directly.
enum CoreTextTest {
    /// DejaVu Sans at `size` (named directly: "Helvetica" may find another face).
    static func font(_ size: CGFloat) -> CTFont { CTFontCreateWithName("DejaVu Sans", size, nil) }

    /// `string` in DejaVu Sans at `size`, with more attributes.
    static func string(_ string: String, size: CGFloat,
                       _ more: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font(size)]
        for (key, value) in more { attributes[key] = value }
        return NSAttributedString(string: string, attributes: attributes)
    }

    /// A clear bitmap context with CoreGraphics' default user space: y up, origin at
    /// the bottom-left, one unit per pixel.
    static func yUpContext(_ width: Int, _ height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The unhinted advance of `string`'s characters in DejaVu Sans at `size`, in points,
    /// with the 'kern' table's kerning between neighbours.
    static func advance(_ string: String, size: CGFloat) -> CGFloat {
        let face = TextTest.DirectFace(TextTest.sans)
        let scalars = Array(string.unicodeScalars)
        var units: CGFloat = 0
        for (i, s) in scalars.enumerated() {
            units += face.advance(s)
            if i + 1 < scalars.count { units += face.kerning(s, scalars[i + 1]) }
        }
        return units * size / face.unitsPerEm
    }

    /// DejaVu Sans' ascent, descent (positive) and line gap at `size`, from FreeType's
    /// face record (hhea).
    static func metrics(size: CGFloat) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        let face = TextTest.DirectFace(TextTest.sans)
        let rec = face.face!.pointee
        let k = size / face.unitsPerEm
        return (CGFloat(rec.ascender) * k, CGFloat(-rec.descender) * k,
                CGFloat(Int(rec.height) - Int(rec.ascender) + Int(rec.descender)) * k)
    }

    /// The outline's box of `scalar` in DejaVu Sans at `size`, points, y up from its pen.
    static func glyphBox(_ scalar: Unicode.Scalar, size: CGFloat) -> CGRect {
        let face = TextTest.DirectFace(TextTest.sans)
        FT_Load_Glyph(face.face, face.glyph(scalar), LAMINA_FT_LOAD_NO_SCALE)
        let m = face.face!.pointee.glyph!.pointee.metrics
        let k = size / face.unitsPerEm
        return CGRect(x: CGFloat(m.horiBearingX) * k, y: CGFloat(m.horiBearingY - m.height) * k,
                      width: CGFloat(m.width) * k, height: CGFloat(m.height) * k)
    }

    /// How many pixels of each row of `box` (memory rows, top first) have alpha over half.
    static func inkPerRow(_ ctx: CGContext, _ box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> [Int] {
        (box.minY..<box.maxY).map { y in
            (box.minX..<box.maxX).reduce(0) { $0 + (TextTest.pixel(ctx, $1, y)[3] > 128 ? 1 : 0) }
        }
    }

    /// Whether a drawn "T" stands upright: its crossbar, the rows with the most ink, is
    /// in the top quarter of its ink (upside down it is in the bottom quarter).
    static func tIsUpright(_ ctx: CGContext) -> Bool? {
        guard let box = TextTest.inkBounds(ctx) else { return nil }
        let rows = inkPerRow(ctx, box)
        let widest = rows.indices.max { rows[$0] < rows[$1] }!
        if widest < rows.count / 4 { return true }
        if widest >= rows.count - rows.count / 4 { return false }
        return nil
    }
}
