import Foundation

/// What a font name asks for, read the way Apple's names are written: a PostScript name
/// (`Helvetica-Bold`, `HelveticaNeue-LightItalic`, `TimesNewRomanPSMT`) or a family name
/// (`Helvetica Neue`), split into a family fontconfig can match and a weight and slant.
package struct FontName: Hashable, Sendable {
    /// The name as given.
    package var original: String
    /// The family to ask fontconfig for (spaces restored, vendor suffixes removed,
    /// Apple's system and monospaced families mapped to fontconfig's generic names).
    package var family: String
    /// fontconfig weight (`FC_WEIGHT_*` values), nil for the family's regular face.
    package var weight: Int32?
    /// fontconfig slant (0 roman, 100 italic, 110 oblique), nil for upright.
    package var slant: Int32?

    /// fontconfig's weights.
    static let weights: [(String, Int32)] = [
        ("ultralight", 40), ("extralight", 40), ("thin", 0), ("light", 50), ("book", 75),
        ("regular", 80), ("roman", 80), ("medium", 100), ("semibold", 180), ("demibold", 180),
        ("bold", 200), ("extrabold", 205), ("heavy", 210), ("black", 210),
    ]

    /// Families Apple platforms have that Linux desktops rarely do, and the generic
    /// fontconfig family that stands in for them.
    static let genericFamilies: [String: String] = [
        "system": "sans-serif", "systemfont": "sans-serif", "sanfrancisco": "sans-serif",
        "sfpro": "sans-serif", "sfprotext": "sans-serif", "sfprodisplay": "sans-serif",
        "sfui": "sans-serif", "sfuitext": "sans-serif", "sfuidisplay": "sans-serif",
        "applesystemuifont": "sans-serif", "menlo": "monospace", "monaco": "monospace",
        "sfmono": "monospace", "couriernew": "monospace", "pingfangsc": "sans-serif",
        "pingfangtc": "sans-serif", "hiraginosans": "sans-serif", "hirakakupron": "sans-serif",
        "applesdgothicneo": "sans-serif",
    ]

    /// Families fontconfig's configuration maps to installed look-alikes on its own, so
    /// a different family in the match is expected, not a missing font.
    static let aliasedFamilies: Set<String> = [
        "helvetica", "helveticaneue", "arial", "times", "timesnewroman", "courier", "georgia",
        "verdana", "sansserif", "serif", "monospace", "sans", "mono",
    ]

    package init(_ name: String) {
        original = name
        var base = name.trimmingCharacters(in: .whitespaces)
        while base.hasPrefix(".") { base.removeFirst() }
        var styleWords: [String] = []
        if let dash = base.lastIndex(of: "-"), dash != base.startIndex {
            styleWords = Self.words(of: String(base[base.index(after: dash)...]))
            base = String(base[..<dash])
        }
        for suffix in ["PSMT", "MT", "PS"] where base.hasSuffix(suffix) && base.count > suffix.count + 2 {
            base.removeLast(suffix.count)
            break
        }
        var family = base.contains(" ") ? base : Self.words(of: base).joined(separator: " ")
        if family.isEmpty { family = "Helvetica" }
        if let generic = Self.genericFamilies[Self.key(family)] { family = generic }
        self.family = family
        for word in styleWords.map({ $0.lowercased() }) {
            if word == "italic" { slant = 100 }
            else if word == "oblique" { slant = 110 }
            else if let w = Self.weights.first(where: { $0.0 == word }) { weight = w.1 }
        }
        if weight == nil, let combined = Self.weights.first(where: {
            styleWords.joined().lowercased().hasPrefix($0.0) && $0.0.count > 4 }) {
            weight = combined.1
        }
    }

    /// Whether a match whose family is `matched` is what was asked for (the family
    /// itself, or one fontconfig substitutes on purpose).
    package func isSatisfied(byFamily matched: String) -> Bool {
        let wanted = Self.key(family)
        return wanted == Self.key(matched) || Self.aliasedFamilies.contains(wanted)
            || Self.genericFamilies.values.contains(family)
    }

    /// Lower-case letters and digits only: "Helvetica Neue" and "HelveticaNeue" agree.
    static func key(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Splits camel case into words: "HelveticaNeue" → ["Helvetica", "Neue"],
    /// "BoldItalic" → ["Bold", "Italic"]; runs of capitals stay together ("SFUI").
    static func words(of s: String) -> [String] {
        var words: [String] = []
        var current = ""
        let chars = Array(s)
        for (i, c) in chars.enumerated() {
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let startsWord = c.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || next?.isLowercase == true)
            if startsWord || c == " " || c == "_" {
                if !current.isEmpty { words.append(current) }
                current = c == " " || c == "_" ? "" : String(c)
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
