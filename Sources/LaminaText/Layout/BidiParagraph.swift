import CFriBidi
import Foundation

/// The Unicode Bidirectional Algorithm (UAX #9) for one paragraph, through FriBidi: the
/// paragraph's direction from its first strong character (rules P2–P3: left to right
/// when it has none, as Core Text's natural direction) and each character's embedding
/// level (explicit embeddings, isolates and bracket pairs included); then, per laid-out
/// line, the visual order of its glyphs (rules L1–L2).
package enum BidiParagraph {
    /// The embedding level of each of `scalars` and the paragraph's level (0 left to
    /// right, 1 right to left). Text with no character from the right-to-left blocks
    /// or a bidi control is all level 0 without asking FriBidi.
    package static func levels(of scalars: [UInt32]) -> (levels: [UInt8], base: UInt8) {
        let count = scalars.count
        guard count > 0, scalars.contains(where: mayBeRightToLeft) else {
            return ([UInt8](repeating: 0, count: count), 0)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = LAMINA_FRIBIDI_PAR_ON
        let resolved: FriBidiLevel = scalars.withUnsafeBufferPointer { chars in
            fribidi_get_bidi_types(chars.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(chars.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        }
        guard resolved > 0 else { return ([UInt8](repeating: 0, count: count), 0) }
        let base: UInt8 = direction == LAMINA_FRIBIDI_PAR_RTL ? 1 : 0
        return (levels.map { UInt8(clamping: max(Int($0), 0)) }, base)
    }

    /// Characters that can make a paragraph other than all left to right: Hebrew,
    /// Arabic and the other right-to-left blocks and presentation forms, and the
    /// explicit bidi controls.
    private static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF,
             0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    /// The visual order of a line's glyphs, left to right, as indices into them:
    /// trailing whitespace takes the paragraph's level (L1), then every maximal run at
    /// or above each level, from the highest down to the lowest odd one, is reversed
    /// (L2). `levels` are the glyphs' embedding levels in logical order.
    package static func visualOrder(levels: [UInt8], isWhitespace: (Int) -> Bool, base: UInt8) -> [Int] {
        var levels = levels
        var end = levels.count
        while end > 0 && isWhitespace(end - 1) {
            levels[end - 1] = base
            end -= 1
        }
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
