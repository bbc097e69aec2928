import Foundation

// Painting a coverage mask made elsewhere (the text stage's glyph bitmaps): input a mask
// in target pixels and a colour; output the context's pixels, blended through the clip
// with the state's alpha and blend mode, as every other painting call. Runs on the
// caller's thread.

extension CGContext {
    /// Paints `color` through `mask` (coverage in target pixels, y down), the clip, the
    /// state's alpha and blend mode. The current path is unchanged.
    package func paint(coverage mask: CoverageMask, color: CGColor.RGBA) {
        paint(mask, .color(PremultipliedColor(color, alpha: state.alpha)))
    }
}
