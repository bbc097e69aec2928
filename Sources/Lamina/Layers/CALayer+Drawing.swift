import Foundation

/// The default display path: a backing store the size of the bounds at `contentsScale`,
/// drawn by `draw(in:)`, becomes `contents`. As on iOS, the context is set up so drawing
/// uses the layer's own coordinates: y down, origin at the bounds' origin, one unit per
/// point (the bitmap behind it has `contentsScale` pixels per point).
extension CALayer {
    /// Draws the layer's backing store and makes it the layer's `contents` (nil for an
    /// empty bounds). Apple's default `display()` does the same, so a layer with no
    /// drawing gets a transparent backing store.
    package func drawBackingStore() {
        contents = makeBackingStore()
    }

    /// A backing store drawn by `draw(in:)` from the layer's values as they are now (nil
    /// for an empty bounds, or one too large to draw).
    package func makeBackingStore() -> CGImage? {
        let size = state.values.bounds.standardized.size
        let scale = state.values.contentsScale
        // Measured in floating point first: a bounds of 1e300 points has no Int size.
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 else {
            if pixelWidth > 16_384 || pixelHeight > 16_384 {
                LaminaDiagnostics.report(.invalidArgument,
                    "\(type(of: self)).display(): a " + String(format: "%.0f×%.0f", pixelWidth, pixelHeight)
                        + "-pixel backing store is too large; contents left empty")
            }
            return nil
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        // Bitmap contexts are y-up; flip to the layer's y-down coordinates.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -state.values.bounds.standardized.minX, y: -state.values.bounds.standardized.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        // The context is the store's alone and is dropped here: the image takes its pixels.
        return context.makeImageSharingPixels()
    }

    /// A backing store drawn by `draw(in:)` while the layer shows `values` (presentation
    /// values: the last commit's with the animations applied) and `customValues` (its
    /// custom keys, animated), which is how a frame draws a layer whose animations change
    /// what it draws. Apple draws a presentation copy; Lamina cannot construct a copy of
    /// an app's subclass (`init(layer:)` is not `required`), so the layer itself draws,
    /// its properties reading as presented until `draw(in:)` returns; the model is then
    /// as it was.
    package func makeBackingStore(presenting values: RenderValues, customValues: [String: Any]) -> CGImage? {
        let savedState = state, savedCustomValues = self.customValues
        assignPresentedValues(values, committed: committedValues ?? values, objects: committedObjects ?? state.objects)
        self.customValues = customValues
        defer {
            state = savedState
            self.customValues = savedCustomValues
        }
        return makeBackingStore()
    }
}
