import Foundation
import Lamina

/// Text through the public API: a `CATextLayer` paragraph redisplayed (shaping, bidi,
/// layout, then every glyph blended into a fresh backing store from the glyph cache) at
/// scale 1 and 2, and a paragraph mixing scripts (Arabic joining, Hebrew reordered,
/// Devanagari conjuncts, colour emoji through fallback faces).
enum TextSuite {
    static let paragraph = """
        Core Animation for Linux: layers, animations and transactions drawn by OpenGL or \
        the CPU, with Apple's API. Text is laid out by LaminaText — fonts found through \
        fontconfig, glyphs rendered by FreeType and cached — then drawn into the layer's \
        own backing store, which both renderers composite as contents.
        """

    static let international = """
        Lamina draws سلام عليكم and שלום עולם beside English, नमस्ते क्षत्रिय in Devanagari, \
        office ligatures, AVA kerning and emoji 😀👍🏽🇫🇷 — shaped by HarfBuzz, ordered by \
        FriBidi, in the faces fontconfig finds for each cluster.
        """

    static func run() -> SuiteReport {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        layer.string = paragraph
        layer.fontSize = 15
        layer.isWrapped = true
        let display1 = measure("CATextLayer display, 300×200 pt paragraph, scale 1") {
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
        layer.contentsScale = 2
        let display2 = measure("CATextLayer display, 300×200 pt paragraph, scale 2") {
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
        layer.contentsScale = 1
        layer.string = international
        let display3 = measure("CATextLayer display, 300×200 pt mixed-script paragraph with emoji, scale 1") {
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
        return SuiteReport(name: "text", rows: [display1, display2, display3], figures: [
            "text_display_us": display1.nanosecondsPerOperation / 1000,
            "text_display_scale2_us": display2.nanosecondsPerOperation / 1000,
            "text_display_international_us": display3.nanosecondsPerOperation / 1000,
        ])
    }
}
