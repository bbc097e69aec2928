import Foundation

/// Lays an attributed string out into frames, as Core Text's `CTFramesetter`: made once
/// from the string (`CTFramesetterCreateWithAttributedString`), it fills shapes with
/// lines (`CTFramesetterCreateFrame`) and measures the size text needs
/// (`CTFramesetterSuggestFrameSizeWithConstraints`). Immutable.
public final class CTFramesetter: @unchecked Sendable, CustomStringConvertible {
    /// The string, copied when the framesetter was made.
    package let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = string
    }

    /// The styled text of `range` (UTF-16; a length of 0 means to the end), and the
    /// range it is after clamping to the string; nil, with a diagnostic, for a range
    /// that starts outside the string or has a negative length.
    func text(of range: CFRange, _ caller: String) -> (StyledText, CFRange)? {
        let total = string.length
        guard range.location >= 0, range.location <= total, range.length >= 0 else {
            LaminaDiagnostics.report(.invalidArgument,
                "\(caller): range (\(range.location), \(range.length)) is outside the string of length \(total); no text")
            return nil
        }
        let length = range.length == 0 ? total - range.location : min(range.length, total - range.location)
        let clamped = CFRange(location: range.location, length: length)
        let substring = clamped.location == 0 && length == total
            ? string : string.attributedSubstring(from: NSRange(location: clamped.location, length: length))
        return (StyledText(substring), clamped)
    }

    /// The length of the string, as "<CTFramesetter 120 characters>".
    public var description: String { "<CTFramesetter \(string.length) characters>" }
}

/// A framesetter for `attrString` (copied), as Core Text's
/// `CTFramesetterCreateWithAttributedString`.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: NSAttributedString(attributedString: attrString))
}

/// The range `stringRange` of the framesetter's string (UTF-16 code units; a length of
/// 0 means to the end) laid out in `path`, as Core Text's `CTFramesetterCreateFrame`.
///
/// Lamina fills the path's bounding box (Core Text fills any shape; rectangles are what
/// iOS code passes): in Core Text's y-up space, the first line's ascent touches the top
/// of the box and each next line is one line height (the ascent, descent and leading of
/// its fonts, plus the paragraph's line spacing) lower. Lines wrap at the box's width at
/// word boundaries, align and break as each paragraph's `NSParagraphStyle` says (a
/// paragraph with none wraps and aligns naturally: left), and only lines that fit the
/// box's height whole are in the frame. `frameAttributes` is not read. An empty or
/// non-finite path, or a range outside the string, gives a frame with no lines.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let box = path.boundingBoxOfPath
    guard let (text, range) = framesetter.text(of: stringRange, "CTFramesetterCreateFrame") else {
        return CTFrame(path: path, box: .zero, stringRange: CFRange(location: max(stringRange.location, 0), length: 0),
                       layout: TextLayout.holding([]), text: StyledText(), width: 0, holdsAll: true)
    }
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite,
          box.width > 0, box.height > 0 else {
        if !box.isNull, !(box.width.isFinite && box.height.isFinite && box.minX.isFinite && box.minY.isFinite) {
            LaminaDiagnostics.report(.nonFiniteValue, "CTFramesetterCreateFrame: the path's bounds \(box) are not finite; no lines")
        }
        return CTFrame(path: path, box: box.isNull ? .zero : box, stringRange: range, layout: TextLayout.holding([]),
                       text: text, width: 0, holdsAll: range.length == 0)
    }
    let layout = TextLayout(boxed: text, width: box.width, height: box.height)
    let fitting = layout.fittingLineCount(height: box.height)
    return CTFrame(path: path, box: box, stringRange: range, layout: layout.keepingLines(fitting), text: text,
                   width: box.width, holdsAll: fitting == layout.lines.count)
}

/// The size the text of `stringRange` needs, as Core Text's
/// `CTFramesetterSuggestFrameSizeWithConstraints`: laid out as in a frame
/// `constraints.width` wide, the width of its widest line and the height from the top
/// of the first line to the bottom of the last that fits `constraints.height`
/// (fractional: round up to size a view). A constraint that is not a positive finite
/// number (`CGFloat.greatestFiniteMagnitude` included) does not constrain. `fitRange`,
/// when not nil, receives the range of the text that fits. `frameAttributes` is not
/// read. A range outside the string gives `.zero` and an empty range.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    guard let (text, range) = framesetter.text(of: stringRange, "CTFramesetterSuggestFrameSizeWithConstraints") else {
        fitRange?.pointee = CFRange(location: max(stringRange.location, 0), length: 0)
        return .zero
    }
    let unlimited: CGFloat = 1e7
    func limit(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? min(value, unlimited) : unlimited }
    let width = limit(constraints.width), height = limit(constraints.height)
    let full = TextLayout(boxed: text, width: width, height: height)
    let layout = full.keepingLines(full.fittingLineCount(height: height))
    if let fitRange {
        fitRange.pointee = layout.lines.count == full.lines.count ? range
            : FrameLineRanges(text: text, width: width, base: range.location, lineCount: layout.lines.count).range
    }
    guard let last = layout.lines.last else { return .zero }
    let widest = layout.lines.map(\.width).max() ?? 0
    return CGSize(width: widest, height: min(last.baseline + last.descent + last.leading, height))
}
