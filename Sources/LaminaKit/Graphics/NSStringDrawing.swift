import Foundation
import Lamina

// UIKit's string drawing (NSStringDrawing.h): strings drawn into the current UIKit
// context — in a view's `draw(_:)` or an image context — and measured. Points and
// rectangles are in that context's user space, y down (UIKit's). Attributes default as
// UIKit's: `.font` a `UIFont` (Helvetica 12 when absent), `.foregroundColor` a `UIColor`
// (black), `.kern`, `.paragraphStyle` an `NSParagraphStyle`. Sizes are fractional:
// round them up (`ceil`) to size views, as Apple says. Outside a graphics context
// drawing does nothing (with a diagnostic, where UIKit logs "invalid context").

extension String {
    /// Draws the string with `attrs` with the top-left corner of its first line at
    /// `point`, as UIKit's: each paragraph on one line, nothing wrapped or cut.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.text(self, attrs), at: point, "String.draw(at:withAttributes:)")
    }

    /// Draws the string with `attrs` inside `rect`, as UIKit's: wrapped to the
    /// rectangle's width from its top-left corner (aligned and broken as the paragraph
    /// style says), as many lines as fit its height whole; the rest is not drawn. A
    /// rectangle with no width or height draws nothing.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.text(self, attrs), in: rect, options: .usesLineFragmentOrigin, context: nil,
                           "String.draw(in:withAttributes:)")
    }

    /// Draws the string with `attrs` in `rect` as `options` say, as UIKit's: with
    /// `.usesLineFragmentOrigin` as `draw(in:withAttributes:)` (the last line shown ends
    /// in "…" with `.truncatesLastVisibleLine` when more text follows); without it as one
    /// line whose baseline starts at `rect.origin`. `context`'s `minimumScaleFactor`
    /// lets the fonts shrink until the text fits; it receives the scale used and the
    /// text's bounds.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(StringDrawing.text(self, attributes), in: rect, options: options, context: context,
                           "String.draw(with:options:attributes:context:)")
    }

    /// The size of the string drawn with `attrs` by `draw(at:withAttributes:)`, as
    /// UIKit's: the widest paragraph's width (to the end of its last glyph) and the
    /// height of its lines (each its fonts' ascent, descent and leading). `.zero` for an
    /// empty string.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: StringDrawing.unwrapped(StringDrawing.text(self, attrs)))
    }

    /// The rectangle the string needs when drawn with `attributes` and `options`, as
    /// UIKit's. With `.usesLineFragmentOrigin` the text wraps to `size.width` and the
    /// rectangle is its lines' (origin at the top-left corner of the widest, height every
    /// line's, or only those that fit `size.height` with `.truncatesLastVisibleLine`);
    /// without it the string is measured as one line from its baseline, so the origin's
    /// y is minus the ascent. A dimension that is not a positive finite number
    /// (`.greatestFiniteMagnitude` included) does not constrain. `.usesDeviceMetrics`
    /// gives the ink's bounds.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.text(self, attributes), size: size, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string as `String.draw(at:withAttributes:)` does.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string as `String.draw(in:withAttributes:)` does.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string as `String.draw(with:options:attributes:context:)` does.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size `String.size(withAttributes:)` gives.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle `String.boundingRect(with:options:attributes:context:)` gives.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Draws the string with the top-left corner of its first line at `point`, as
    /// UIKit's: each paragraph on one line in its ranges' attributes.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(StyledText(self), at: point, "NSAttributedString.draw(at:)")
    }

    /// Draws the string inside `rect`, as UIKit's: wrapped to its width from its top-left
    /// corner, each paragraph aligned and broken as its paragraph style says, as many
    /// lines as fit its height whole.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(StyledText(self), in: rect, options: .usesLineFragmentOrigin, context: nil,
                           "NSAttributedString.draw(in:)")
    }

    /// Draws the string in `rect` as `options` say, as
    /// `String.draw(with:options:attributes:context:)` does.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(StyledText(self), in: rect, options: options, context: context,
                           "NSAttributedString.draw(with:options:context:)")
    }

    /// The size `draw(at:)` covers, as UIKit's: the widest paragraph's width and the
    /// height of its lines; `.zero` for an empty string.
    public func size() -> CGSize {
        StringDrawing.size(of: StringDrawing.unwrapped(StyledText(self)))
    }

    /// The rectangle the string needs drawn with `options`, as
    /// `String.boundingRect(with:options:attributes:context:)` measures it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StyledText(self), size: size, options: options, context: context)
    }
}
