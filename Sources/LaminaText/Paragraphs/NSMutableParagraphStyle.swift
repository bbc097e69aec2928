import Foundation

/// A paragraph style whose attributes can be set, as UIKit's `NSMutableParagraphStyle`:
/// make one (or `NSParagraphStyle.default.mutableCopy()`), set what differs from the
/// defaults, and store it under `NSAttributedString.Key.paragraphStyle` (set it up
/// before storing it: a string is laid out with the values the style has then).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How the paragraph's lines are aligned. Default `.natural`.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    /// What happens to lines too long for the width. Default `.byWordWrapping`.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Points added between one line of the paragraph and the next. Negative values are
    /// taken as 0, as UIKit keeps it non-negative; NaN is reported and taken as 0.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = ParagraphStyleValues.spacing(newValue, "lineSpacing") }
    }

    /// Points added after the paragraph's last line. Negative values are taken as 0;
    /// NaN is reported and taken as 0.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = ParagraphStyleValues.spacing(newValue, "paragraphSpacing") }
    }

    /// Takes every attribute of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}
