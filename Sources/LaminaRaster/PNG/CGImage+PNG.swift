import Foundation

// CGImage's PNG entry points. Apple reads PNGs through `CGDataProvider` and
// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`, and writes them with
// ImageIO's `CGImageDestination`; until Lamina has those types, images load and save
// through the clearly named functions below. Failures throw `PNGError`; nothing crashes.

extension CGImage {
    /// An image decoded from the PNG bytes of `source`, as Apple's
    /// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`. Returns nil,
    /// with a diagnostic carrying libpng's message, when the bytes are not a PNG Lamina
    /// can read. `decode` must be nil (an identity decode array); the image is always
    /// premultiplied RGBA8, interpolated when scaled.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let operation = "CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)"
        guard decode == nil else {
            LaminaDiagnostics.report(.invalidArgument, "\(operation): decode arrays are not supported; pass nil")
            return nil
        }
        guard let data = source.data else {
            LaminaDiagnostics.report(.invalidArgument, "\(operation): the provider has no data")
            return nil
        }
        do {
            self.init(pixels: try PNGCodec.decode(data))
        } catch {
            LaminaDiagnostics.report(.invalidArgument, "\(operation): \(error)")
            return nil
        }
    }

    /// Decodes a PNG file into an image (premultiplied RGBA8, as every Lamina image).
    ///
    /// - Throws: `PNGError.unreadableFile` when the file cannot be read,
    ///   `PNGError.invalidData` when it is not a valid PNG, `PNGError.imageTooLarge` when
    ///   its header claims more than `PNGCodec.maximumPixelCount` pixels.
    public static func load(contentsOf url: URL) throws -> CGImage {
        CGImage(pixels: try PNGCodec.decodeFile(at: url))
    }

    /// Decodes PNG bytes into an image.
    ///
    /// - Throws: `PNGError.invalidData` or `PNGError.imageTooLarge`.
    public static func load(pngData data: Data) throws -> CGImage {
        CGImage(pixels: try PNGCodec.decode(data))
    }

    /// The image encoded as an 8-bit RGBA PNG (straight alpha, as PNG requires).
    ///
    /// - Throws: `PNGError.encodingFailed` (an empty image, or libpng's refusal).
    public func pngData() throws -> Data {
        try PNGCodec.encode(pixels)
    }

    /// Writes the image to a PNG file, replacing any file there.
    ///
    /// - Throws: `PNGError.encodingFailed` or `PNGError.unwritableFile`.
    public func writePNG(to url: URL) throws {
        try PNGCodec.encodeFile(pixels, to: url)
    }
}

extension PixelBuffer {
    /// The pixels encoded as PNG bytes (see `CGImage.pngData()`).
    package func pngData() throws -> Data {
        try PNGCodec.encode(self)
    }

    /// Writes the pixels to a PNG file (see `CGImage.writePNG(to:)`).
    package func writePNG(to url: URL) throws {
        try PNGCodec.encodeFile(self, to: url)
    }
}
