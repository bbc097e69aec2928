import Foundation

/// A string split into Unicode scalars, each with the index of its style: the input of
/// layout, made from a plain string and one style or from an attributed string.
package struct StyledText {
    package var scalars: [Unicode.Scalar] = []
    /// `styleIndex[i]` indexes `styles` for `scalars[i]`.
    package var styleIndex: [Int32] = []
    package var styles: [TextStyle] = []

    package init() {}

    /// `string` in one style.
    package init(_ string: String, style: TextStyle) {
        scalars = Array(string.unicodeScalars)
        styleIndex = Array(repeating: 0, count: scalars.count)
        styles = [style]
    }

    /// An attributed string's ranges in their styles: `.font` (else Helvetica 12, Core
    /// Text's default), `.foregroundColor` or `kCTForegroundColorAttributeName` (else
    /// black), `.kern` (else 0), `.paragraphStyle` (an `NSParagraphStyle`; else none, and
    /// the paragraph is laid out as the layout's caller says).
    package init(_ attributed: NSAttributedString) {
        let string = attributed.string
        let utf16 = Array(string.utf16)
        let defaultFont = FontValue.resolve(nil, caller: "NSAttributedString")
        let coreTextColor = NSAttributedString.Key(kCTForegroundColorAttributeName)
        var styleOfUnit = [Int32](repeating: 0, count: utf16.count)
        var styles: [TextStyle] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attrs, range, _ in
            var face = defaultFont.face
            var size: CGFloat = 12
            if let value = attrs[.font] {
                let font = FontValue.resolve(value, caller: "NSAttributedString.Key.font")
                face = font.face
                size = font.size ?? 12
            }
            let color = ColorValue.resolve(attrs[.foregroundColor] ?? attrs[coreTextColor])
                ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            let kern = Self.number(attrs[.kern]) ?? 0
            let paragraph = Self.paragraph(attrs[.paragraphStyle])
            styles.append(TextStyle(face: face, size: size, color: color, kern: kern, paragraph: paragraph))
            let end = min(range.location + range.length, utf16.count)
            if range.location < end {
                for i in range.location..<end { styleOfUnit[i] = Int32(styles.count - 1) }
            }
        }
        if styles.isEmpty {
            styles.append(TextStyle(face: defaultFont.face, size: 12, color: CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)))
        }
        self.styles = styles
        var unit = 0
        for scalar in string.unicodeScalars {
            scalars.append(scalar)
            styleIndex.append(unit < styleOfUnit.count ? styleOfUnit[unit] : 0)
            unit += scalar.utf16.count
        }
    }

    /// The layout attributes of a `.paragraphStyle` value; anything but an
    /// `NSParagraphStyle` is reported and ignored.
    private static func paragraph(_ value: Any?) -> ParagraphAttributes? {
        switch value {
        case nil: return nil
        case let style as NSParagraphStyle: return ParagraphAttributes(style)
        default:
            LaminaDiagnostics.report(.invalidValueType,
                "NSAttributedString.Key.paragraphStyle: a paragraph style must be an NSParagraphStyle, not \(type(of: value!)); ignored")
            return nil
        }
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let n as NSNumber: return CGFloat(n.doubleValue)
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        default: return nil
        }
    }
}
