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
// outline is filled as a path through the CTM instead. Colour glyphs (emoji) are
// images in their own colours, whatever the text's colour (as Core Text draws them):
// pixel for pixel at the size they land at, or mapped through the CTM.

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
                    let isColor = glyph.face.hasColorGlyphs
                    let color = glyph.color ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
                    guard isColor || color.alpha > 0 else { continue }
                    let pen = CGPoint(x: origin.x + glyph.x, y: origin.y + line.baseline + glyph.y)
                    let pixelSize = glyph.size * t.a
                    if isScaleAndTranslation && pixelSize <= Self.largestBitmapPixelSize {
                        drawBitmap(of: glyph, pen: pen.applying(t), pixelSize: pixelSize, color: color,
                                   toUser: t, cache: library.glyphs, mask: library.scratchMask)
                    } else if isColor {
                        drawColorGlyph(glyph, pen: pen, cache: library.glyphs)
                    } else {
                        fillOutline(of: glyph, pen: pen, color: color, library: library)
                    }
                }
            }
        }
    }

    /// Blends the cached bitmap of `glyph` with its pen at `pen` (target pixels); a
    /// colour glyph is copied pixel for pixel (`t` maps user space to those pixels).
    private func drawBitmap(of glyph: PlacedGlyph, pen: CGPoint, pixelSize: CGFloat, color: CGColor.RGBA,
                            toUser t: CGAffineTransform, cache: GlyphCache, mask: CoverageMask) {
        // A pen past the canvas, or not a number (an astronomic layer origin scaled by the
        // backing store's CTM overflows it: ∞ − ∞), shows no bitmap.
        guard pixelSize >= 0.25, abs(pen.x) < 1e7, abs(pen.y) < 1e7 else { return }
        var column = pen.x.rounded(.down)
        var quarter = glyph.face.isScalable ? ((pen.x - column) * 4).rounded() : 0
        if quarter >= 4 { column += 1; quarter = 0 }
        let key = GlyphCache.Key(face: glyph.face.id, pixelSize: Int32((pixelSize * 64).rounded()),
                                 glyph: glyph.glyph, subpixel: UInt8(quarter))
        guard let bitmap = cache.bitmap(key, face: glyph.face), !bitmap.isEmpty else { return }
        let left = Int(column) + bitmap.left
        let top = Int(pen.y.rounded()) - bitmap.top
        let bounds = PixelRect(x: left, y: top, width: bitmap.width, height: bitmap.height)
        guard !bounds.intersection(PixelRect(width: width, height: height)).isEmpty else { return }
        if let image = bitmap.image {
            let rect = CGRect(x: (CGFloat(left) - t.tx) / t.a, y: (CGFloat(top) - t.ty) / t.d,
                              width: CGFloat(bitmap.width) / t.a, height: CGFloat(bitmap.height) / t.d)
            drawUpright(image, in: rect, exact: true)
            return
        }
        guard color.alpha > 0 else { return }
        mask.reset(bounds: bounds)
        bitmap.coverage.withUnsafeBufferPointer { coverage in
            for row in 0..<bitmap.height {
                mask.row(top + row).update(from: coverage.baseAddress! + row * bitmap.width, count: bitmap.width)
                mask.setSpan(ofRow: top + row, left..<(left + bitmap.width))
            }
        }
        paint(coverage: mask, color: color)
    }

    /// Draws a colour glyph through any CTM: its image at the pixel size it lands at
    /// (at most `largestBitmapPixelSize`, enlarged beyond), mapped onto its box in user
    /// space.
    private func drawColorGlyph(_ glyph: PlacedGlyph, pen: CGPoint, cache: GlyphCache) {
        let t = userToPixelTransform
        let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
        let pixelSize = min(glyph.size * scale, Self.largestBitmapPixelSize)
        guard pixelSize >= 0.25, pixelSize.isFinite else { return }
        let key = GlyphCache.Key(face: glyph.face.id, pixelSize: Int32((pixelSize * 64).rounded()),
                                 glyph: glyph.glyph, subpixel: 0)
        guard let bitmap = cache.bitmap(key, face: glyph.face), !bitmap.isEmpty, let image = bitmap.image else { return }
        let k = glyph.size / pixelSize
        let rect = CGRect(x: pen.x + CGFloat(bitmap.left) * k, y: pen.y - CGFloat(bitmap.top) * k,
                          width: CGFloat(bitmap.width) * k, height: CGFloat(bitmap.height) * k)
        drawUpright(image, in: rect, exact: false)
    }

    /// Draws `image` in `rect` of a y-down user space with its first row at the top
    /// (`draw(_:in:)` puts it at `rect.maxY`); `exact` samples nearest (the image lies
    /// on whole pixels).
    private func drawUpright(_ image: CGImage, in rect: CGRect, exact: Bool) {
        saveGState()
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        if exact { interpolationQuality = .none }
        draw(image, in: rect)
        restoreGState()
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
