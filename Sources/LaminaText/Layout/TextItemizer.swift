import CHarfBuzz
import Foundation

/// Splits a paragraph into the runs HarfBuzz shapes: maximal stretches of whole
/// grapheme clusters in one face, one style, one bidi level and one script. Each
/// cluster's face is the style's when it holds the cluster's characters, else the face
/// fontconfig finds holding them (CJK in a Latin font); a cluster shown as an emoji (an
/// emoji-presentation character, one followed by U+FE0F, a skin-tone modifier, a ZWJ
/// sequence, a flag) takes a colour emoji face first, as Core Text does. Characters
/// in the Common and Inherited scripts (spaces, punctuation, marks) join the script
/// of the text around them. Call under `FontLibrary`'s lock.
enum TextItemizer {
    /// One run: the scalars `range` of the paragraph, drawn with `face` in `style`.
    struct Run {
        var range: Range<Int>
        var face: FontFace?
        var style: Int32
        var level: UInt8
        var script: hb_script_t
    }

    /// The runs of a paragraph of `scalars`, each of whose style is `styleIndex[i]`
    /// into `styles`, at bidi `levels`.
    static func runs(_ scalars: [Unicode.Scalar], styleIndex: [Int32], styles: [TextStyle],
                     levels: [UInt8]) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        let unicode = hb_unicode_funcs_get_default()
        var clusters: [Run] = []
        var start = 0
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        for character in String(view) {
            let count = character.unicodeScalars.count
            let range = start..<min(start + count, scalars.count)
            start = range.upperBound
            guard !range.isEmpty else { continue }
            let style = styleIndex[range.lowerBound]
            let cluster = scalars[range]
            var script = HB_SCRIPT_COMMON
            for s in cluster {
                if s.value < 0x41 { continue }
                let found = hb_unicode_script(unicode, s.value)
                if found != HB_SCRIPT_COMMON && found != HB_SCRIPT_INHERITED && found != HB_SCRIPT_UNKNOWN {
                    script = found
                    break
                }
            }
            clusters.append(Run(range: range, face: face(for: cluster, style: styles[Int(style)]), style: style,
                                level: levels[range.lowerBound], script: script))
        }
        resolveCommonScripts(&clusters)
        var runs: [Run] = []
        for cluster in clusters {
            if var last = runs.last, last.face === cluster.face, last.style == cluster.style,
               last.level == cluster.level, last.script == cluster.script {
                last.range = last.range.lowerBound..<cluster.range.upperBound
                runs[runs.count - 1] = last
            } else {
                runs.append(cluster)
            }
        }
        return runs
    }

    /// Common clusters take the script before them (the first ones, the first script
    /// after them); a paragraph of Common characters stays Common.
    private static func resolveCommonScripts(_ clusters: inout [Run]) {
        var previous: hb_script_t?
        for i in clusters.indices {
            if clusters[i].script == HB_SCRIPT_COMMON {
                if let previous { clusters[i].script = previous }
            } else {
                previous = clusters[i].script
            }
        }
        guard let first = clusters.firstIndex(where: { $0.script != HB_SCRIPT_COMMON }) else { return }
        for i in 0..<first { clusters[i].script = clusters[first].script }
    }

    /// The face a grapheme cluster is drawn with.
    static func face(for cluster: ArraySlice<Unicode.Scalar>, style: TextStyle) -> FontFace? {
        guard let first = cluster.first else { return style.face }
        if ScalarClasses.isWhitespace(first) || ScalarClasses.isInvisibleControl(first) { return style.face }
        let library = FontLibrary.shared
        if isEmoji(cluster), let emoji = library.fallbackFace(for: first, emoji: true), covers(emoji, cluster) {
            return emoji
        }
        if let face = style.face, covers(face, cluster) { return face }
        for scalar in cluster where !scalar.properties.isDefaultIgnorableCodePoint {
            if style.face?.glyph(for: scalar) ?? 0 != 0 { continue }
            if let fallback = library.fallbackFace(for: scalar), covers(fallback, cluster) { return fallback }
        }
        if style.face?.glyph(for: first) ?? 0 != 0 { return style.face }
        return library.fallbackFace(for: first) ?? style.face
    }

    /// Whether `face` has a glyph for every character of `cluster` that is drawn
    /// (default-ignorable ones, such as ZWJ and variation selectors, aside).
    private static func covers(_ face: FontFace, _ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        cluster.allSatisfy { ($0.value >= 0x80 && $0.properties.isDefaultIgnorableCodePoint) || face.glyph(for: $0) != 0 }
    }

    /// Whether a cluster is shown as an emoji: U+FE0F asks for it and U+FE0E against it;
    /// otherwise an emoji-presentation character, a skin-tone modifier, a regional
    /// indicator or a ZWJ between emoji makes it one.
    static func isEmoji(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first else { return false }
        // Of ASCII, only a keycap base (#, *, a digit) followed by U+FE0F is an emoji.
        if first.value < 0x80 && cluster.count == 1 { return false }
        guard first.properties.isEmoji else { return false }
        if cluster.contains("\u{FE0E}") { return false }
        if cluster.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return true }
        return cluster.contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" || (0x1F1E6...0x1F1FF).contains($0.value) }
    }
}
