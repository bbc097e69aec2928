import Foundation

/// How one range of text is drawn: face, size, colour and extra space after each
/// character — a `CATextLayer`'s font, size and colour for a plain string, or the
/// attributes of one range of an attributed string.
package struct TextStyle {
    /// The face asked for (characters it lacks come from a fallback face).
    package var face: FontFace?
    /// Points per em.
    package var size: CGFloat
    /// Unpremultiplied sRGB; nil draws nothing.
    package var color: CGColor.RGBA?
    /// Points added after each character (`NSAttributedString.Key.kern`).
    package var kern: CGFloat
    /// The paragraph attributes of an attributed string's range (`NSParagraphStyle`);
    /// nil lays the paragraph out as the layout's caller says. A paragraph takes the
    /// attributes of its first character, as Core Text does.
    package var paragraph: ParagraphAttributes?

    package init(face: FontFace?, size: CGFloat, color: CGColor.RGBA?, kern: CGFloat = 0,
                 paragraph: ParagraphAttributes? = nil) {
        self.face = face
        self.size = size
        self.color = color
        self.kern = kern
        self.paragraph = paragraph
    }
}

/// How a paragraph is laid out when its text says so (`NSParagraphStyle`): alignment,
/// wrapping and truncation (from its line break mode), and the extra space between its
/// lines and after it.
package struct ParagraphAttributes: Equatable, Sendable {
    package var alignment: TextAlignment
    /// Whether lines wrap at the width; false clips or truncates each line.
    package var isWrapped: Bool
    /// Wrapping breaks between any two clusters rather than at word boundaries
    /// (`.byCharWrapping`).
    package var wrapsByCharacter: Bool
    /// Where a line that does not fit is cut (`.byTruncatingHead/Middle/Tail`).
    package var truncation: TextTruncation
    /// Points added between the lines of the paragraph.
    package var lineSpacing: CGFloat
    /// Points added after the paragraph's last line.
    package var paragraphSpacing: CGFloat

    package init(alignment: TextAlignment = .natural, isWrapped: Bool = true, wrapsByCharacter: Bool = false,
                 truncation: TextTruncation = .none, lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0) {
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.wrapsByCharacter = wrapsByCharacter
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
    }
}

/// Reads the values `CATextLayer.font` and the `.font` attribute accept.
package enum FontValue {
    /// The face `value` names or holds — a `String` (or `NSString`) naming a font, a
    /// `CTFont`, a `CTFontConvertible` such as `UIFont`, or a `CGFont` — or Helvetica's
    /// stand-in for nil; `size` is the font object's own size when it has one. Anything
    /// else is reported once and drawn in the default face.
    package static func resolve(_ value: Any?, caller: String) -> (face: FontFace?, size: CGFloat?) {
        switch value {
        case nil:
            return (face(named: "Helvetica"), nil)
        case let name as String:
            return (face(named: name), nil)
        case let name as NSString:
            return (face(named: name as String), nil)
        case let font as CTFontConvertible:
            let ct = font.ctFont
            return (ct.face, ct.size)
        case let font as CGFont:
            return (font.face, nil)
        default:
            LaminaDiagnostics.report(.invalidValueType,
                "\(caller): a font must be a font name, a CTFont or a CGFont, not \(type(of: value!)); using Helvetica")
            return (face(named: "Helvetica"), nil)
        }
    }

    private static func face(named name: String) -> FontFace? {
        FontLibrary.shared.withLock { FontLibrary.shared.face(named: name) }
    }
}

/// Reads the values the colour attributes accept: a `CGColor` or a `CGColorConvertible`.
package enum ColorValue {
    package static func resolve(_ value: Any?) -> CGColor.RGBA? {
        switch value {
        case let color as CGColorConvertible: return color.cgColor.rgba
        default: return nil
        }
    }
}
