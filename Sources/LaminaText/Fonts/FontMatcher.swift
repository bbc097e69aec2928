import CFontconfig
import Foundation

/// fontconfig queries: the file and face index that best match a font name, and a face
/// covering a character the chosen font lacks. Callers hold `FontLibrary`'s lock
/// (fontconfig's configuration is loaded once, on first use).
enum FontMatcher {
    /// A font file and the index of the face in it.
    struct Location: Hashable {
        var path: String
        var index: Int
    }

    private nonisolated(unsafe) static var initialized = false

    private static func ensureInitialized() -> Bool {
        if !initialized { initialized = FcInit() != 0 }
        return initialized
    }

    /// The installed face fontconfig picks for `name`, and its family; nil only when
    /// fontconfig finds no font at all.
    static func match(_ name: FontName) -> (Location, family: String)? {
        guard ensureInitialized(), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        add(name.family, LAMINA_FC_FAMILY, to: pattern)
        if let weight = name.weight { FcPatternAddInteger(pattern, LAMINA_FC_WEIGHT, weight) }
        if let slant = name.slant { FcPatternAddInteger(pattern, LAMINA_FC_SLANT, slant) }
        FcPatternAddBool(pattern, LAMINA_FC_SCALABLE, 1)
        return bestMatch(pattern)
    }

    /// The faces fontconfig ranks as holding `scalar`, best first, each checked
    /// against its character set: sans-serif faces first, or colour emoji faces first
    /// when `emoji` (a character shown in emoji presentation). At most `limit`.
    static func fallbacks(for scalar: Unicode.Scalar, emoji: Bool, limit: Int = 4) -> [Location] {
        guard ensureInitialized(), let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return [] }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, FcChar32(scalar.value))
        FcPatternAddCharSet(pattern, LAMINA_FC_CHARSET, charset)
        add(emoji ? "emoji" : "sans-serif", LAMINA_FC_FAMILY, to: pattern)
        if emoji { FcPatternAddBool(pattern, LAMINA_FC_COLOR, 1) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(nil, pattern, 1, nil, &result) else { return [] }
        defer { FcFontSetDestroy(sorted) }
        var found: [Location] = []
        for i in 0..<Int(sorted.pointee.nfont) where found.count < limit {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var covered: OpaquePointer?
            guard FcPatternGetCharSet(font, LAMINA_FC_CHARSET, 0, &covered) == FcResultMatch, let covered,
                  FcCharSetHasChar(covered, FcChar32(scalar.value)) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, LAMINA_FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, LAMINA_FC_INDEX, 0, &index)
            found.append(Location(path: String(cString: file), index: Int(index)))
        }
        return found
    }

    /// Whether any installed font names `family` as its own.
    static func isInstalled(family: String) -> Bool {
        guard ensureInitialized(), let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        add(family, LAMINA_FC_FAMILY, to: pattern)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, LAMINA_FC_FILE)
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    private static func bestMatch(_ pattern: OpaquePointer) -> (Location, family: String)? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, LAMINA_FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(found, LAMINA_FC_INDEX, 0, &index)
        var family: UnsafeMutablePointer<FcChar8>?
        let familyName = FcPatternGetString(found, LAMINA_FC_FAMILY, 0, &family) == FcResultMatch
            ? family.map { String(cString: $0) } ?? "" : ""
        return (Location(path: String(cString: file), index: Int(index)), familyName)
    }

    private static func add(_ value: String, _ object: UnsafePointer<CChar>, to pattern: OpaquePointer) {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                _ = FcPatternAddString(pattern, object, $0)
            }
        }
    }
}
