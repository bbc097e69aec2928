import Foundation

/// A font at a size, as Core Text's `CTFont`: a face found by name through fontconfig
/// (Helvetica and the other Apple families resolve to the installed look-alike fontconfig
/// picks, such as DejaVu Sans) and the point size it is used at. Immutable.
public final class CTFont: @unchecked Sendable, CustomStringConvertible {
    /// The name the font was asked for.
    package let requestedName: String
    /// Points per em.
    package let size: CGFloat
    /// The transform given at creation (Lamina lays text out without it).
    package let matrix: CGAffineTransform
    /// The face drawn with; nil only when no font is installed at all.
    package let face: FontFace?

    package init(name: String, size: CGFloat, matrix: CGAffineTransform = .identity, face: FontFace?) {
        requestedName = name
        self.size = size
        self.matrix = matrix
        self.face = face
    }

    /// The font `name` resolves to, at `size` points.
    package convenience init(name: String, size: CGFloat) {
        let face = FontLibrary.shared.withLock { FontLibrary.shared.face(named: name) }
        self.init(name: name, size: size, face: face)
    }

    /// Core Text's size rule: 0 (or a size that is not a positive finite number, with
    /// a diagnostic) means 12 points.
    package static func validSize(_ size: CGFloat, _ caller: String) -> CGFloat {
        if size == 0 { return 12 }
        guard size.isFinite, size > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "\(caller): font size \(size) is not a positive number; using 12")
            return 12
        }
        return size
    }

    /// Points per font unit.
    package var scale: CGFloat { face.map { size / $0.unitsPerEm } ?? 0 }

    /// The face's PostScript name (the name asked for when none was found) and the size,
    /// as "<CTFont Helvetica 12.0pt>".
    public var description: String {
        "<CTFont \(face?.postScriptName ?? requestedName) \(size)pt>"
    }
}

/// A font named `name` (a PostScript or family name) at `size` points (0 means 12), as
/// Core Text's `CTFontCreateWithName`. A name no installed font has gives the face
/// fontconfig falls back to (a sans-serif), with a diagnostic.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let points = CTFont.validSize(size, "CTFontCreateWithName")
    let face = FontLibrary.shared.withLock { FontLibrary.shared.face(named: name) }
    return CTFont(name: name, size: points, matrix: matrix?.pointee ?? .identity, face: face)
}

/// The same face at another size (0 keeps the size), as `CTFontCreateCopyWithAttributes`
/// without a descriptor.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: Any?) -> CTFont {
    let points = size == 0 ? font.size : CTFont.validSize(size, "CTFontCreateCopyWithAttributes")
    return CTFont(name: font.requestedName, size: points, matrix: matrix?.pointee ?? font.matrix, face: font.face)
}

/// The face of `graphicsFont` at `size` points (0 means 12), as
/// `CTFontCreateWithGraphicsFont`.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat,
                                         _ matrix: UnsafePointer<CGAffineTransform>?,
                                         _ attributes: Any?) -> CTFont {
    CTFont(name: graphicsFont.requestedName, size: CTFont.validSize(size, "CTFontCreateWithGraphicsFont"),
           matrix: matrix?.pointee ?? .identity, face: graphicsFont.face)
}

/// The point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// The PostScript name of the face drawn with (`DejaVuSans`).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
    font.face?.postScriptName ?? font.requestedName
}

/// The family name of the face drawn with (`DejaVu Sans`).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString {
    font.face?.familyName ?? font.requestedName
}

/// The full name: family and style (`DejaVu Sans Bold`; the regular face is the family).
public func CTFontCopyFullName(_ font: CTFont) -> CFString {
    guard let face = font.face else { return font.requestedName }
    let regular = ["", "Book", "Regular", "Roman"].contains(face.styleName)
    return regular ? face.familyName : face.familyName + " " + face.styleName
}

/// The name to show a person: the full name.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }

/// Distance from the baseline to the top of a line, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { (font.face?.ascender ?? 0) * font.scale }

/// Distance from the baseline to the bottom of a line, in points (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { (font.face?.descender ?? 0) * font.scale }

/// Extra space between lines, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { (font.face?.lineGap ?? 0) * font.scale }

/// The height of capital letters, in points: the font's OS/2 figure, or, for a font
/// whose OS/2 table has none (DejaVu Sans' is version 1), the top of its "H" outline.
/// 0 when neither is there.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat {
    guard let face = font.face else { return 0 }
    return (face.capHeight > 0 ? face.capHeight : CTFont.outlineTop(of: "H", in: face)) * font.scale
}

/// The height of lower-case x, in points: the font's OS/2 figure, or the top of its "x"
/// outline when the table has none. 0 when neither is there.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat {
    guard let face = font.face else { return 0 }
    return (face.xHeight > 0 ? face.xHeight : CTFont.outlineTop(of: "x", in: face)) * font.scale
}

extension CTFont {
    /// The highest point of `scalar`'s outline in `face`, in font units (0 without one).
    static func outlineTop(of scalar: Unicode.Scalar, in face: FontFace) -> CGFloat {
        FontLibrary.shared.withLock {
            let glyph = face.glyph(for: scalar)
            guard glyph != 0, let outline = FontLibrary.shared.outline(of: glyph, face: face) else { return 0 }
            let box = outline.boundingBoxOfPath
            return box.isNull ? 0 : max(box.maxY, 0)
        }
    }
}

/// Font design units per em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.face?.unitsPerEm ?? 0) }
