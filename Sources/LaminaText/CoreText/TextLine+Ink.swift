import Foundation

extension TextLine {
    /// The union of the outlines' bounding boxes of the line's glyphs, in points, y up,
    /// from the start of the baseline at x 0 of the line's layout (`CGRect.null` when no
    /// glyph has an outline). Takes `FontLibrary`'s lock.
    package var inkBounds: CGRect {
        FontLibrary.shared.withLock {
            var bounds = CGRect.null
            for glyph in glyphs {
                guard let outline = FontLibrary.shared.outline(of: glyph.glyph, face: glyph.face) else { continue }
                let box = outline.boundingBoxOfPath
                guard !box.isNull else { continue }
                let k = glyph.size / glyph.face.unitsPerEm
                bounds = bounds.union(CGRect(x: glyph.x + box.minX * k, y: box.minY * k,
                                             width: box.width * k, height: box.height * k))
            }
            return bounds
        }
    }
}
