// LaminaText: CoreText's share of Lamina.
//
// Fonts are found by name through fontconfig (`FontMatcher`), loaded and rasterized by
// FreeType (`FontLibrary`, `FontFace`, `GlyphCache`); `CTFont` and `CGFont` are Apple's
// font objects over them. Strings — plain or attributed — are laid out into lines
// (`TextLayout`: wrapping, alignment, truncation, kerning) and drawn into a `CGContext`
// (`CGContext+Text.swift`). `CATextLayer` (in Lamina) draws its backing store with it.
@_exported import LaminaGraphics
