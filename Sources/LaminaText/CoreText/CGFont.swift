import Foundation

/// A font face without a size, as CoreGraphics' `CGFont`. A `CATextLayer` drawing with
/// one uses its `fontSize`.
public final class CGFont: @unchecked Sendable, CustomStringConvertible {
    package let requestedName: String
    package let face: FontFace

    package init(requestedName: String, face: FontFace) {
        self.requestedName = requestedName
        self.face = face
    }

    /// The installed font named `name` (PostScript or family name), or nil when none is
    /// installed under that name — fontconfig's look-alikes for Apple's families
    /// (Helvetica, Times, Courier, Menlo) count as installed.
    public convenience init?(_ name: CFString) {
        let found: FontFace? = FontLibrary.shared.withLock {
            guard let face = FontLibrary.shared.face(named: name) else { return nil }
            let request = FontName(name)
            let known = request.isSatisfied(byFamily: face.familyName)
                || FontName.key(face.postScriptName) == FontName.key(name)
                || FontMatcher.isInstalled(family: request.family)
            return known ? face : nil
        }
        guard let found else { return nil }
        self.init(requestedName: name, face: found)
    }

    /// The PostScript name (`DejaVuSans-Bold`).
    public var postScriptName: CFString? { face.postScriptName }

    /// The full name (`DejaVu Sans Bold`).
    public var fullName: CFString? {
        ["", "Book", "Regular", "Roman"].contains(face.styleName) ? face.familyName
            : face.familyName + " " + face.styleName
    }

    /// Design units per em.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }

    /// Ascent in design units.
    public var ascent: Int32 { Int32(face.ascender) }

    /// Descent in design units (negative: below the baseline, as Apple's).
    public var descent: Int32 { -Int32(face.descender) }

    /// Line gap in design units.
    public var leading: Int32 { Int32(face.lineGap) }

    /// The font's PostScript name, as "<CGFont Helvetica>".
    public var description: String { "<CGFont \(face.postScriptName)>" }
}
