import Foundation

// The variants of a styled text that Core Text and UIKit's string drawing lay out: the
// paragraph attributes that decide a box's wrapping, the text as one line, the text with
// nothing to align against, a prefix, and the text at a scaled font size.

extension StyledText {
    /// The paragraph attributes of the first character (nil when it has none).
    package var firstParagraph: ParagraphAttributes? {
        guard let first = styleIndex.first else { return nil }
        return styles[Int(first)].paragraph
    }

    /// The number of UTF-16 code units of the first `count` scalars.
    package func utf16Length(ofFirst count: Int) -> Int {
        var units = 0
        for scalar in scalars.prefix(count) { units += scalar.utf16.count }
        return units
    }

    /// The text as one line, as Core Text's `CTLineCreateWithAttributedString` sets it:
    /// line and paragraph separators take no place (they start no new line), and
    /// paragraph attributes are dropped (a line has no box to align or wrap in).
    package func singleLine() -> StyledText {
        var line = StyledText()
        line.styles = styles.map { style in
            var style = style
            style.paragraph = nil
            return style
        }
        line.scalars.reserveCapacity(scalars.count)
        line.styleIndex.reserveCapacity(scalars.count)
        for (i, scalar) in scalars.enumerated() where !Self.isLineSeparator(scalar) {
            line.scalars.append(scalar)
            line.styleIndex.append(styleIndex[i])
        }
        return line
    }

    /// The text with every paragraph aligned left: for a layout with no width to align
    /// in (a string drawn at a point), where UIKit starts each line at the point.
    package func alignedToStart() -> StyledText {
        var text = self
        for i in text.styles.indices where text.styles[i].paragraph != nil {
            text.styles[i].paragraph!.alignment = .left
        }
        return text
    }

    /// The first `count` scalars.
    package func prefix(_ count: Int) -> StyledText {
        var text = StyledText()
        text.styles = styles
        text.scalars = Array(scalars.prefix(count))
        text.styleIndex = Array(styleIndex.prefix(count))
        return text
    }

    /// The text with every font `factor` times its size.
    package func scaled(by factor: CGFloat) -> StyledText {
        var text = self
        for i in text.styles.indices { text.styles[i].size *= factor }
        return text
    }

    /// Line feed, vertical tab, form feed, carriage return, next line, line and paragraph
    /// separators: the characters that end a paragraph.
    package static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

extension TextLayout {
    /// `text` laid out in a box as UIKit and Core Text lay out a box: each paragraph as
    /// its paragraph style says — wrapping (or one line, truncated as its line break mode
    /// says) and alignment — and a paragraph with none wrapped, with natural alignment;
    /// the last line cut as `lastLineTruncation` says when more text follows than fits
    /// `height`.
    package init(boxed text: StyledText, width: CGFloat, height: CGFloat,
                 lastLineTruncation: TextTruncation = .none) {
        self.init(text, width: width, height: height, isWrapped: true, alignment: .natural,
                  truncation: lastLineTruncation)
    }

    /// How many of the lines fit a box `height` tall: those whose bottom (baseline plus
    /// descent) is inside it, from the first. Lines that do not fit whole are not shown,
    /// as in a Core Text frame or a TextKit text container.
    package func fittingLineCount(height: CGFloat) -> Int {
        var count = 0
        for line in lines {
            guard line.baseline + line.descent <= height + 1e-6 else { break }
            count += 1
        }
        return count
    }

    /// The layout with only its first `count` lines.
    package func keepingLines(_ count: Int) -> TextLayout {
        var layout = self
        if count < layout.lines.count { layout.lines.removeLast(layout.lines.count - count) }
        return layout
    }

    /// A layout holding `lines` (and no text of its own).
    package static func holding(_ lines: [TextLine]) -> TextLayout {
        var layout = TextLayout(StyledText(), width: 0, height: 0, isWrapped: false, alignment: .left, truncation: .none)
        layout.lines = lines
        return layout
    }
}
