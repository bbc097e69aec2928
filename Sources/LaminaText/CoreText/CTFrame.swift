import Foundation

/// Lines laid out in a shape, as Core Text's `CTFrame` (made by
/// `CTFramesetterCreateFrame`): the lines that fit, each with its origin relative to the
/// bottom-left corner of the shape's bounding box in Core Text's y-up space. Immutable.
public final class CTFrame: @unchecked Sendable, CustomStringConvertible {
    /// The path the frame was made for.
    package let path: CGPath
    /// The rectangle filled: the path's bounding box.
    package let box: CGRect
    /// The framesetter's range the frame was asked to lay out (clamped to the string).
    package let stringRange: CFRange
    /// The lines, each placed from its own origin.
    package let lines: [CTLine]
    /// Each line's origin from the box's bottom-left corner, y up.
    package let origins: [CGPoint]
    private let ranges: FrameLineRanges
    /// Whether every line of the text is in the frame.
    private let holdsAll: Bool

    init(path: CGPath, box: CGRect, stringRange: CFRange, layout: TextLayout, text: StyledText, width: CGFloat,
         holdsAll: Bool) {
        self.path = path
        self.box = box
        self.stringRange = stringRange
        self.holdsAll = holdsAll
        ranges = FrameLineRanges(text: text, width: width, base: stringRange.location, lineCount: layout.lines.count)
        var lines: [CTLine] = [], origins: [CGPoint] = []
        for (i, placed) in layout.lines.enumerated() {
            var line = placed
            for k in line.glyphs.indices { line.glyphs[k].x -= placed.x }
            line.x = 0
            origins.append(CGPoint(x: placed.x, y: box.height - placed.baseline))
            lines.append(CTLine(layout: TextLayout.holding([line]), glyphCount: line.glyphs.count,
                                frameRanges: ranges, index: i))
        }
        self.lines = lines
        self.origins = origins
    }

    /// The characters the lines hold (UTF-16).
    package var visibleStringRange: CFRange {
        holdsAll ? stringRange : ranges.range
    }

    /// The box and the number of lines, as "<CTFrame (0, 0, 200, 100), 4 lines>".
    public var description: String { "<CTFrame \(box), \(lines.count) lines>" }
}

/// The frame's lines, top first, as Core Text's `CTFrameGetLines`: an array of `CTLine`
/// (`as! [CTLine]` reads it). A frame's line is as wide as its glyphs: spaces after the
/// last glyph with ink count for none of its width.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    NSArray(array: frame.lines)
}

/// Copies the origins of the lines in `range` (a length of 0: to the last line) into
/// `origins`, as Core Text's `CTFrameGetLineOrigins`: each the start of the line's
/// baseline, from the bottom-left corner of the frame's path's bounding box, y up (a
/// line's x is where its alignment puts it). `origins` must have room for the range. A
/// range reaching past the lines copies the lines there are, with a diagnostic.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let count = frame.origins.count
    guard range.location >= 0, range.length >= 0, range.location <= count else {
        LaminaDiagnostics.report(.invalidArgument,
            "CTFrameGetLineOrigins: range (\(range.location), \(range.length)) is outside the frame's \(count) lines; nothing copied")
        return
    }
    var end = range.length == 0 ? count : range.location + range.length
    if end > count {
        LaminaDiagnostics.report(.invalidArgument,
            "CTFrameGetLineOrigins: range (\(range.location), \(range.length)) reaches past the frame's \(count) lines; copied \(count - range.location)")
        end = count
    }
    for i in range.location..<end { origins[i - range.location] = frame.origins[i] }
}

/// Draws the frame's lines into `context`, as Core Text's `CTFrameDraw`: each line as
/// `CTLineDraw` draws it, with the text position set to the line's origin (the box's
/// bottom-left corner plus `CTFrameGetLineOrigins`'s origin), in Core Text's y-up user
/// space — upright in a bitmap context as made or a UIKit context flipped by
/// `translateBy(x: 0, y: height); scaleBy(x: 1, y: -1)`, upside down in UIKit's y-down
/// space. The text matrix's scale, rotation and skew apply to each line about its origin
/// (iOS code sets `textMatrix = .identity` first). Leaves the text position at the last
/// line's origin.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: frame.box.minX + origin.x, y: frame.box.minY + origin.y)
        context.drawCoreTextLine(line)
    }
}

/// The path the frame was made with, as Core Text's `CTFrameGetPath`.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath {
    frame.path
}

/// The range of the framesetter's string the frame was asked for (a length of 0
/// resolved to the end of the string), as Core Text's `CTFrameGetStringRange`.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    frame.stringRange
}

/// The range of the framesetter's string the frame's lines hold, as Core Text's
/// `CTFrameGetVisibleStringRange`: where the next frame of a multi-column layout
/// starts. A word broken inside because it is wider than the whole frame is counted to
/// the break opportunity before it.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    frame.visibleStringRange
}
