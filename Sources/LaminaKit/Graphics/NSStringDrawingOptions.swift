import Foundation

/// How UIKit's string drawing and measuring lay text out, as UIKit's
/// `NSStringDrawingOptions`, with Apple's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int

    /// The options `rawValue`'s bits name.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The rectangle's origin is the top-left corner of the first line and the text
    /// wraps to the rectangle's width, one paragraph after another (multi-line mode).
    /// Without it the string is one line and the origin is the start of its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the fonts' leading. Lamina's always do (DejaVu Sans'
    /// leading is 0, so both agree there).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measuring returns the bounds of the glyphs' ink instead of their typographic
    /// bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle ends in "…" when more text follows. Only
    /// with `usesLineFragmentOrigin`.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// The string drawing options (AppKit's and the newer SDKs' name for them).
    public typealias DrawingOptions = NSStringDrawingOptions
}
