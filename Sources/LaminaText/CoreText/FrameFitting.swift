import Foundation

/// Which characters a frame's lines hold. Layout reports lines, not the characters on
/// them, so this finds each line's end from the outside: lines break greedily at break
/// opportunities, so the text up to the end of line n — and no break opportunity
/// further — lays out in n lines. A binary search over the break opportunities (after
/// spaces, around ideographs, kana and Hangul, at line separators) finds it. A word
/// broken because it is wider than a whole line ends its line early by this count.
final class FrameLineRanges: @unchecked Sendable {
    private let text: StyledText
    private let width: CGFloat
    /// The UTF-16 offset of `text` in the framesetter's string.
    private let base: Int
    private let lineCount: Int
    private let lock = NSLock()
    /// Scalars on the first k + 1 lines, for each line k; found on first use.
    private var ends: [Int]?

    init(text: StyledText, width: CGFloat, base: Int, lineCount: Int) {
        self.text = text
        self.width = width
        self.base = base
        self.lineCount = lineCount
    }

    /// The UTF-16 range of line `index`.
    func range(ofLine index: Int) -> CFRange {
        let scalars = scalarRange(ofLine: index)
        let start = text.utf16Length(ofFirst: scalars.lowerBound)
        return CFRange(location: base + start, length: text.utf16Length(ofFirst: scalars.upperBound) - start)
    }

    /// The spaces on line `index` (line separators not counted).
    func spaceCount(ofLine index: Int) -> Int {
        text.scalars[scalarRange(ofLine: index)].reduce(0) {
            $0 + ($1.properties.isWhitespace && !StyledText.isLineSeparator($1) ? 1 : 0)
        }
    }

    /// The scalars of line `index`.
    private func scalarRange(ofLine index: Int) -> Range<Int> {
        let ends = scalarEnds()
        return (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// The UTF-16 range of all the lines.
    var range: CFRange {
        guard lineCount > 0 else { return CFRange(location: base, length: 0) }
        return CFRange(location: base, length: text.utf16Length(ofFirst: scalarEnds()[lineCount - 1]))
    }

    private func scalarEnds() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let ends { return ends }
        guard lineCount > 0 else {
            ends = []
            return []
        }
        let candidates = Self.breakOpportunities(text.scalars)
        var found: [Int] = []
        var low = 0
        for line in 1...lineCount {
            var lo = low, hi = candidates.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lines(upTo: candidates[mid]) <= line { lo = mid } else { hi = mid - 1 }
            }
            low = lo
            var end = candidates[lo]
            if end < text.scalars.count, StyledText.isLineSeparator(text.scalars[end]) {
                end += text.scalars[end] == "\r" && end + 1 < text.scalars.count && text.scalars[end + 1] == "\n" ? 2 : 1
            }
            found.append(end)
        }
        ends = found
        return found
    }

    private func lines(upTo count: Int) -> Int {
        TextLayout(boxed: text.prefix(count), width: width, height: 1e7).lines.count
    }

    /// Positions a line may end at, ascending: 0, after a run of spaces, before a line
    /// separator, next to an ideograph, kana or Hangul syllable, and the end.
    static func breakOpportunities(_ scalars: [Unicode.Scalar]) -> [Int] {
        var positions = [0]
        guard !scalars.isEmpty else { return positions }
        for p in 1..<scalars.count {
            let before = scalars[p - 1], after = scalars[p]
            let afterSpace = before.properties.isWhitespace && !after.properties.isWhitespace
            if afterSpace || StyledText.isLineSeparator(after) || isIdeographic(before) || isIdeographic(after) {
                positions.append(p)
            }
        }
        positions.append(scalars.count)
        return positions
    }

    private static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
        s.properties.isIdeographic || (0x3040...0x30FF).contains(s.value) || (0xAC00...0xD7AF).contains(s.value)
    }
}
