import Foundation

/// The layout attributes of a paragraph, as UIKit's `NSParagraphStyle`: the value of
/// `NSAttributedString.Key.paragraphStyle`. Immutable; `NSMutableParagraphStyle` is the
/// kind code sets up. A paragraph (the text up to and including a line break) is laid out
/// with the style of its first character, as TextKit and Core Text do.
///
/// Lamina honours `alignment`, `lineBreakMode`, `lineSpacing` and `paragraphSpacing`
/// when it lays out an attributed string (Core Text frames and lines, UIKit's string
/// drawing, `CATextLayer`).
///
/// Unlike Apple's it is not an `NSObject` subclass: Linux Foundation's mutable
/// attributed strings crash when they compare two `NSObject` values of neighbouring
/// ranges (`addAttribute(_:value:range:)` with a style per paragraph). It keeps
/// `NSObject`'s share iOS code uses — `copy()`, `mutableCopy()`, `isEqual(_:)`, `hash`
/// — so that code compiles unchanged.
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The values, shared with `NSMutableParagraphStyle`'s setters.
    var values: ParagraphStyleValues

    /// A style with Apple's defaults: `.natural` alignment, `.byWordWrapping`, no extra
    /// space between lines or after paragraphs.
    public init() {
        values = ParagraphStyleValues()
    }

    init(values: ParagraphStyleValues) {
        self.values = values
    }

    /// The style with every attribute at its default, as `NSParagraphStyle.default`.
    open class var `default`: NSParagraphStyle { defaultStyle }

    private static let defaultStyle = NSParagraphStyle()

    /// How the paragraph's lines are aligned. Default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }

    /// What happens to lines too long for the width. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    /// Points added between one line of the paragraph and the next (never negative).
    /// Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }

    /// Points added after the paragraph's last line, before the next paragraph (never
    /// negative). Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }

    /// An immutable style with the same values (the style itself when it is immutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self) == NSParagraphStyle.self ? self : NSParagraphStyle(values: values)
    }

    /// A mutable style with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// An immutable style with the same values, as `NSObject.copy()`.
    open func copy() -> Any { copy(with: nil) }

    /// A mutable style with the same values, as `NSObject.mutableCopy()`
    /// (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`).
    open func mutableCopy() -> Any { mutableCopy(with: nil) }

    /// Whether `object` is a paragraph style with the same values (mutable or not).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }

    /// A hash of the values (equal styles hash alike).
    open var hash: Int { values.hashValue }

    /// Whether two styles have the same values.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.values == rhs.values
    }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }

    /// The values, as "NSParagraphStyle(alignment: center, lineBreakMode: byWordWrapping, …)".
    open var description: String {
        "\(type(of: self))(alignment: \(values.alignment), lineBreakMode: \(values.lineBreakMode), "
            + "lineSpacing: \(values.lineSpacing), paragraphSpacing: \(values.paragraphSpacing))"
    }
}

/// What a paragraph style holds.
struct ParagraphStyleValues: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0

    /// A spacing as UIKit keeps it: never negative; NaN and infinity are reported and
    /// give 0.
    static func spacing(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite else {
            LaminaDiagnostics.report(.nonFiniteValue, "NSMutableParagraphStyle.\(name): \(value) is not finite; using 0")
            return 0
        }
        return max(value, 0)
    }
}
