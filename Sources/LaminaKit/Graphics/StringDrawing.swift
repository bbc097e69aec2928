import Foundation
import Lamina

/// UIKit's string drawing and measuring, shared by `String`, `NSString` and
/// `NSAttributedString`. Input: styled text (attributes defaulting as UIKit's:
/// Helvetica 12, black), a point or a rectangle in the current context's y-down user
/// space, and options. Output: glyphs drawn into `UIGraphicsGetCurrentContext()`, or a
/// size. Sizes are fractional, as UIKit's; round them up to size views.
enum StringDrawing {
    /// The width and height that stand for "no limit".
    static let unlimited: CGFloat = 1e7

    /// `string` with `attributes` for every character.
    static func text(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> StyledText {
        StyledText(NSAttributedString(string: string, attributes: attributes))
    }

    // MARK: One line per paragraph

    /// Each paragraph on one line, from the left: what `draw(at:)` and `size()` lay out.
    static func unwrapped(_ text: StyledText) -> TextLayout {
        TextLayout(text.alignedToStart(), width: unlimited, height: unlimited, isWrapped: false,
                   alignment: .left, truncation: .none)
    }

    /// The widest line's width and the lines' height (`.zero` for an empty string).
    static func size(of layout: TextLayout) -> CGSize {
        guard !layout.lines.isEmpty else { return .zero }
        return CGSize(width: layout.lines.map(\.width).max() ?? 0, height: layout.height)
    }

    /// Draws each paragraph on one line with the top-left corner of the first at `point`.
    static func draw(_ text: StyledText, at point: CGPoint, _ caller: String) {
        guard let context = currentContext(caller) else { return }
        guard point.x.isFinite, point.y.isFinite else {
            return LaminaDiagnostics.report(.nonFiniteValue, "\(caller): point \(point) is not finite; nothing drawn")
        }
        context.draw(unwrapped(text), at: point)
    }

    // MARK: Rectangles

    /// Draws `text` in `rect` as `options` say (`draw(in:)` is `.usesLineFragmentOrigin`).
    ///
    /// Multi-line mode: the text wraps to the rectangle's width from its top-left corner,
    /// aligned and broken as each paragraph's style says, and only the lines that fit its
    /// height whole are drawn (TextKit lays no line out past the bottom of its container;
    /// the last one ends in "…" with `.truncatesLastVisibleLine` when more text follows).
    /// A rectangle with no width or no height draws nothing. Single-line mode: the string
    /// is one line starting at `rect.origin`, its baseline there.
    static func draw(_ text: StyledText, in rect: CGRect, options: NSStringDrawingOptions,
                     context drawingContext: NSStringDrawingContext?, _ caller: String) {
        guard let context = currentContext(caller) else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, !rect.width.isNaN, !rect.height.isNaN else {
            return LaminaDiagnostics.report(.nonFiniteValue, "\(caller): rectangle \(rect) is not finite; nothing drawn")
        }
        let rect = rect.standardized
        if options.contains(.usesLineFragmentOrigin) {
            guard rect.width > 0, rect.height > 0 else { return }
            let width = min(rect.width, unlimited), height = min(rect.height, unlimited)
            let (layout, scale) = fitted(text, width: width, height: height, options: options,
                                         minimumScale: drawingContext?.minimumScaleFactor ?? 0)
            context.draw(layout, at: rect.origin)
            drawingContext?.actualScaleFactor = scale
            drawingContext?.totalBounds = bounds(of: layout).offsetBy(dx: rect.minX, dy: rect.minY)
        } else {
            let (layout, scale) = singleLine(text, width: rect.width, minimumScale: drawingContext?.minimumScaleFactor ?? 0)
            guard let line = layout.lines.first else { return }
            context.draw(layout, at: CGPoint(x: rect.minX, y: rect.minY - line.baseline))
            drawingContext?.actualScaleFactor = scale
            drawingContext?.totalBounds = CGRect(x: rect.minX, y: rect.minY - line.ascent, width: line.width,
                                                 height: line.ascent + line.descent + line.leading)
        }
    }

    /// The rectangle `text` needs, as `boundingRect(with:options:…)` measures it.
    ///
    /// Multi-line mode: wrapped to `size.width`; every line counts (the height is a
    /// guide, as UIKit's), but with `.truncatesLastVisibleLine` only those that fit
    /// `size.height`. The origin is the top-left corner of the widest line (x is where its
    /// alignment puts it), the height the lines' height. Single-line mode: the string as
    /// one line, the origin at the start of its baseline, so the rectangle's y is minus
    /// its ascent. A dimension of `size` that is not a positive finite number does not
    /// constrain. `.usesDeviceMetrics` gives the bounds of the glyphs' ink instead.
    static func boundingRect(_ text: StyledText, size: CGSize, options: NSStringDrawingOptions,
                             context drawingContext: NSStringDrawingContext?) -> CGRect {
        func limit(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? min(value, unlimited) : unlimited }
        let width = limit(size.width), height = limit(size.height)
        let minimumScale = drawingContext?.minimumScaleFactor ?? 0
        let result: CGRect, scale: CGFloat
        if options.contains(.usesLineFragmentOrigin) {
            let truncates = options.contains(.truncatesLastVisibleLine)
            let (layout, factor) = truncates || minimumScale > 0
                ? fitted(text, width: width, height: height, options: options, minimumScale: minimumScale)
                : (TextLayout(boxed: text, width: width, height: height), 1)
            result = options.contains(.usesDeviceMetrics) ? ink(of: layout) : bounds(of: layout)
            scale = factor
        } else {
            let (layout, factor) = singleLine(text, width: width, minimumScale: minimumScale)
            scale = factor
            if let line = layout.lines.first {
                result = options.contains(.usesDeviceMetrics)
                    ? ink(of: layout).offsetBy(dx: 0, dy: -line.baseline)
                    : CGRect(x: 0, y: -line.ascent, width: line.width, height: line.ascent + line.descent + line.leading)
            } else {
                result = .zero
            }
        }
        drawingContext?.actualScaleFactor = scale
        drawingContext?.totalBounds = result
        return result
    }

    /// The text laid out in a box, only the lines that fit its height whole, at the
    /// largest font scale from 1 down to `minimumScale` at which everything fits (when
    /// `minimumScale` is between 0 and 1), and that scale.
    private static func fitted(_ text: StyledText, width: CGFloat, height: CGFloat, options: NSStringDrawingOptions,
                               minimumScale: CGFloat) -> (TextLayout, CGFloat) {
        let truncation: TextTruncation = options.contains(.truncatesLastVisibleLine) ? .end : .none
        func layout(_ scale: CGFloat) -> TextLayout {
            TextLayout(boxed: scale == 1 ? text : text.scaled(by: scale), width: width, height: height,
                       lastLineTruncation: truncation)
        }
        func fits(_ layout: TextLayout) -> Bool {
            layout.fittingLineCount(height: height) == layout.lines.count
                && layout.lines.allSatisfy { $0.width <= width + 1e-6 }
        }
        let scale = bestScale(minimumScale) { fits(layout($0)) }
        let chosen = layout(scale)
        return (chosen.keepingLines(chosen.fittingLineCount(height: height)), scale)
    }

    /// The text as one line, at the largest font scale from 1 down to `minimumScale` at
    /// which it fits `width` (when `minimumScale` is between 0 and 1), and that scale.
    private static func singleLine(_ text: StyledText, width: CGFloat, minimumScale: CGFloat) -> (TextLayout, CGFloat) {
        let line = text.singleLine()
        func layout(_ scale: CGFloat) -> TextLayout { unwrapped(scale == 1 ? line : line.scaled(by: scale)) }
        let limit = width.isFinite && width > 0 ? width : unlimited
        let scale = bestScale(minimumScale) { (layout($0).lines.first?.width ?? 0) <= limit + 1e-6 }
        return (layout(scale), scale)
    }

    /// 1 when it fits (or shrinking is off), else the largest scale down to `minimum`
    /// that fits, found by bisection to 1/1000 (`minimum` when none fits).
    private static func bestScale(_ minimum: CGFloat, fits: (CGFloat) -> Bool) -> CGFloat {
        guard minimum > 0, minimum < 1, !fits(1) else { return 1 }
        guard fits(minimum) else { return minimum }
        var low = minimum, high: CGFloat = 1
        while high - low > 1e-3 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }

    /// The typographic bounds of the lines from the layout's top-left corner: from the
    /// leftmost line start to the farthest line end, the lines' height.
    static func bounds(of layout: TextLayout) -> CGRect {
        guard !layout.lines.isEmpty else { return .zero }
        let left = layout.lines.map(\.x).min() ?? 0
        let right = layout.lines.map { $0.x + $0.width }.max() ?? 0
        return CGRect(x: left, y: 0, width: right - left, height: layout.height)
    }

    /// The bounds of the glyphs' ink from the layout's top-left corner, y down (`.zero`
    /// when nothing has ink).
    static func ink(of layout: TextLayout) -> CGRect {
        var result = CGRect.null
        for line in layout.lines {
            let ink = line.inkBounds
            guard !ink.isNull else { continue }
            result = result.union(CGRect(x: ink.minX, y: line.baseline - ink.maxY, width: ink.width, height: ink.height))
        }
        return result.isNull ? .zero : result
    }

    /// The current UIKit context; nil, with a diagnostic, outside `draw(_:)` and image
    /// contexts (UIKit logs "invalid context 0x0" and draws nothing).
    private static func currentContext(_ caller: String) -> CGContext? {
        guard let context = UIGraphicsGetCurrentContext() else {
            LaminaDiagnostics.report(.invalidArgument, "\(caller): no current graphics context; nothing drawn")
            return nil
        }
        return context
    }
}
