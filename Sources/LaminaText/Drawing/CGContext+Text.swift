import Foundation

// Drawing laid-out text. Input: a `TextLayout` and where its top-left corner is in the
// context's user space, which must run y down as a layer's does (CATextLayer's backing
// store is set up that way). Output: glyph coverage blended in each glyph's colour
// through the clip with the state's alpha and blend mode. Runs on the caller's thread,
// holding `FontLibrary`'s lock once for the whole layout.
//
// When user space maps to pixels by a uniform scale and a translation (every backing
// store), glyphs are FreeType's anti-aliased bitmaps at the pixel size they land at,
// their pens at quarter-pixel steps and baselines on whole pixels, cached in
// `GlyphCache`. Under any other transform (rotation, skew, a y-up space) each glyph's
// outline is filled as a path through the CTM instead.

extension CGContext {
    /// Pixel sizes above this are filled as outlines (bitmaps that large are not worth
    /// caching).
    static let largestBitmapPixelSize: CGFloat = 512

    /// Draws `layout` with its top-left corner at `origin` (user space, y down).
    package func draw(_ layout: TextLayout, at origin: CGPoint) {
        guard !layout.lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        let t = userToPixelTransform
        let isScaleAndTranslation = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 && abs(t.a - t.d) <= 1e-9 * t.a
        let library = FontLibrary.shared
        library.withLock {
            for line in layout.lines {
                for glyph in line.glyphs {
                    guard let color = glyph.color, color.alpha > 0 else { continue }
                    let pen = CGPoint(x: origin.x + glyph.x, y: origin.y + line.baseline)
                    let pixelSize = glyph.size * t.a
                    if isScaleAndTranslation && pixelSize <= Self.largestBitmapPixelSize {
                        drawBitmap(of: glyph, pen: pen.applying(t), pixelSize: pixelSize, color: color,
                                   cache: library.glyphs, mask: library.scratchMask)
                    } else {
                        fillOutline(of: glyph, pen: pen, color: color, library: library)
                    }
                }
            }
        }
    }

    /// Blends the cached bitmap of `glyph` with its pen at `pen` (target pixels).
    private func drawBitmap(of glyph: PlacedGlyph, pen: CGPoint, pixelSize: CGFloat, color: CGColor.RGBA,
                            cache: GlyphCache, mask: CoverageMask) {
        guard pixelSize >= 0.25 else { return }
        var column = pen.x.rounded(.down)
        var quarter = ((pen.x - column) * 4).rounded()
        if quarter >= 4 { column += 1; quarter = 0 }
        let key = GlyphCache.Key(face: glyph.face.id, pixelSize: Int32((pixelSize * 64).rounded()),
                                 glyph: glyph.glyph, subpixel: UInt8(quarter))
        guard let bitmap = cache.bitmap(key, face: glyph.face), !bitmap.isEmpty,
              abs(column) < 1e7, abs(pen.y) < 1e7 else { return }
        let left = Int(column) + bitmap.left
        let top = Int(pen.y.rounded()) - bitmap.top
        let bounds = PixelRect(x: left, y: top, width: bitmap.width, height: bitmap.height)
        guard !bounds.intersection(PixelRect(width: width, height: height)).isEmpty else { return }
        mask.reset(bounds: bounds)
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            for row in 0..<bitmap.height {
                mask.row(top + row).update(from: coverage.baseAddress! + row * bitmap.width, count: bitmap.width)
                mask.setSpan(ofRow: top + row, left..<(left + bitmap.width))
            }
        }
        paint(coverage: mask, color: color)
    }

    /// Fills the outline of `glyph` with its pen at `pen` (user space) through the CTM.
    private func fillOutline(of glyph: PlacedGlyph, pen: CGPoint, color: CGColor.RGBA, library: FontLibrary) {
        guard let outline = library.outline(of: glyph.glyph, face: glyph.face) else { return }
        let k = glyph.size / glyph.face.unitsPerEm
        let placed = CGMutablePath()
        placed.addPath(outline, transform: CGAffineTransform(a: k, b: 0, c: 0, d: -k, tx: pen.x, ty: pen.y))
        saveGState()
        setFillColor(CGColor(rgba: color))
        addPath(placed)
        fillPath()
        restoreGState()
    }
}
