import Foundation

/// What layout needs to know about a character: whether it ends a paragraph, is space
/// a line may break after or stretch, or is a CJK character lines may break around.
package enum ScalarClasses {
    /// Paragraph separators: line feed, carriage return (a CR LF pair is one), next
    /// line, line and paragraph separators.
    package static func isNewline(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Spaces: they hang past the end of a line, and lines break after them.
    package static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value == 0x20 || s.value == 0x09 }
        return s.properties.isWhitespace && !isNewline(s)
    }

    /// Spaces a line must not break at (no-break space, narrow and figure spaces).
    package static func isNoBreakSpace(_ s: Unicode.Scalar) -> Bool {
        s.value == 0xA0 || s.value == 0x202F || s.value == 0x2007
    }

    /// Characters with no glyph and no width (other control characters).
    package static func isInvisibleControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s.value != 0x09) || (s.value >= 0x7F && s.value < 0xA0)
            || s.value == 0x200B || s.value == 0xFEFF
    }

    /// Ideographs, kana, Hangul syllables and full-width forms: a line may break
    /// between any two of them.
    package static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x2E80:
            return false
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Punctuation that must not start a line (closing brackets, full stops, commas).
    static func isClosing(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,   // ! ) , . : ; ? ] }
             0x2019, 0x201D, 0x2026,                                 // ’ ” …
             0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015,  // 、。々〉》」』】〕
             0x309D, 0x309E, 0x30FC,                                 // ゝ ゞ ー
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:  // ！）,．：；？
            return true
        default:
            return false
        }
    }

    /// Punctuation that must not end a line (opening brackets).
    static func isOpening(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C,                          // ( [ { ‘ “
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0xFF08:    // 〈《「『【〔（
            return true
        default:
            return false
        }
    }

    /// Whether a line may break between `before` and `after`: after spaces (except
    /// no-break ones) and hyphens, and around CJK characters, keeping closing
    /// punctuation with what precedes it and opening punctuation with what follows.
    package static func canBreak(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
        if isWhitespace(after) { return false }
        if isWhitespace(before) { return !isNoBreakSpace(before) }
        if isClosing(after) || isOpening(before) { return false }
        if before == "-" || before == "\u{2010}" || before == "\u{2013}" || before == "\u{2014}" {
            return !(after.properties.numericType != nil && before == "-")
        }
        return isCJK(before) || isCJK(after)
    }
}
