import CFreeType
import Foundation

/// The process's fonts: one FreeType library, the faces opened from it (one per file
/// and face index, kept for the life of the process), the face each font name resolved
/// to, the faces that cover characters a font lacks, and the glyph bitmap cache.
///
/// FreeType and fontconfig are not thread-safe: every use goes through `withLock` (a
/// recursive lock, so a diagnostic handler that makes a font does not deadlock).
/// Drawing a whole text layout takes the lock once.
package final class FontLibrary: @unchecked Sendable {
    /// The one library.
    package static let shared = FontLibrary()

    private let lock = NSRecursiveLock()
    private var library: FT_Library?
    private var facesByLocation: [FontMatcher.Location: FontFace] = [:]
    private var facesByName: [String: FontFace] = [:]
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    private var nextID = 1
    /// Rendered glyphs (use under the lock).
    package let glyphs = GlyphCache()
    /// Glyph outlines in font units, per face and glyph (use under the lock).
    private var outlines: [OutlineKey: CGPath] = [:]
    /// The mask glyph bitmaps are painted through (use under the lock).
    package let scratchMask = CoverageMask()

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var emoji: Bool
    }

    private struct OutlineKey: Hashable {
        var face: Int
        var glyph: UInt32
    }

    private init() {
        var made: FT_Library?
        if FT_Init_FreeType(&made) == 0 {
            library = made
        } else {
            LaminaDiagnostics.report(.invalidArgument, "LaminaText: FreeType could not start; text draws nothing")
        }
    }

    /// Runs `body` holding the lock every FreeType and fontconfig call needs.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The face a font name resolves to (fontconfig's best match; a missing family is
    /// reported once and drawn in the match fontconfig falls back to, a sans-serif);
    /// nil only when no font is installed. Call under the lock.
    package func face(named name: String) -> FontFace? {
        if let known = facesByName[name] { return known }
        let request = FontName(name)
        guard let (location, family) = FontMatcher.match(request), let face = face(at: location) else {
            LaminaDiagnostics.report(.invalidArgument,
                "LaminaText: no font found for \"\(name)\" (is fontconfig configured and a font such as DejaVu Sans installed?); text draws nothing")
            return nil
        }
        if !request.isSatisfied(byFamily: family) && !FontMatcher.isInstalled(family: request.family) {
            LaminaDiagnostics.report(.invalidArgument,
                "LaminaText: no installed font is named \"\(name)\"; drawing with \(face.familyName) instead")
        }
        facesByName[name] = face
        return face
    }

    /// A face holding `scalar`, for characters the style's face lacks (nil when no
    /// installed font has it): a colour emoji face first when `emoji`. Call under the
    /// lock.
    package func fallbackFace(for scalar: Unicode.Scalar, emoji: Bool = false) -> FontFace? {
        let key = FallbackKey(scalar: scalar.value, emoji: emoji)
        if let known = fallbacks[key] { return known }
        var found: FontFace?
        for location in FontMatcher.fallbacks(for: scalar, emoji: emoji) {
            if let face = face(at: location), face.glyph(for: scalar) != 0 {
                found = face
                break
            }
        }
        fallbacks[key] = found
        return found
    }

    /// The outline of `glyph` of `face` in font units (y up), kept once loaded. Call
    /// under the lock.
    package func outline(of glyph: UInt32, face: FontFace) -> CGPath? {
        let key = OutlineKey(face: face.id, glyph: glyph)
        if let known = outlines[key] { return known }
        guard let path = face.outline(of: glyph) else { return nil }
        if outlines.count > 4096 { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = path
        return path
    }

    /// The face at `location`, opened on first use. Call under the lock.
    func face(at location: FontMatcher.Location) -> FontFace? {
        if let known = facesByLocation[location] { return known }
        guard let library, let face = FontFace(library: library, path: location.path, index: location.index,
                                               id: nextID) else { return nil }
        nextID += 1
        facesByLocation[location] = face
        return face
    }
}
