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

    package init(face: FontFace?, size: CGFloat, color: CGColor.RGBA?, kern: CGFloat = 0) {
        self.face = face
        self.size = size
        self.color = color
        self.kern = kern
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
