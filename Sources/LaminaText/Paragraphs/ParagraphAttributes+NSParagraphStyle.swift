import Foundation

extension ParagraphAttributes {
    /// What layout needs of `style`: its alignment, its line break mode as wrapping (by
    /// word or by character) or one line per paragraph (clipped, or truncated at the
    /// head, middle or tail), and its spacings.
    package init(_ style: NSParagraphStyle) {
        let wraps: Bool, byCharacter: Bool, truncation: TextTruncation
        switch style.lineBreakMode {
        case .byWordWrapping: (wraps, byCharacter, truncation) = (true, false, .none)
        case .byCharWrapping: (wraps, byCharacter, truncation) = (true, true, .none)
        case .byClipping: (wraps, byCharacter, truncation) = (false, false, .none)
        case .byTruncatingHead: (wraps, byCharacter, truncation) = (false, false, .start)
        case .byTruncatingTail: (wraps, byCharacter, truncation) = (false, false, .end)
        case .byTruncatingMiddle: (wraps, byCharacter, truncation) = (false, false, .middle)
        }
        self.init(alignment: style.alignment.layoutAlignment, isWrapped: wraps, wrapsByCharacter: byCharacter,
                  truncation: truncation, lineSpacing: style.lineSpacing, paragraphSpacing: style.paragraphSpacing)
    }
}
