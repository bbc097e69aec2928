import Foundation

/// An immutable bitmap image. Lamina keeps every image as premultiplied RGBA8 with rows
/// top-down (`PixelBuffer`), the layout Apple's bitmap contexts use by default, so
/// layers, contexts and renderers share pixels without converting them.
public final class CGImage: @unchecked Sendable {
    /// The pixels (never mutated after the image is made).
    package let pixels: PixelBuffer

    /// An image over `pixels`, which the image owns from now on.
    package init(pixels: PixelBuffer) {
        self.pixels = pixels
    }

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { pixels.bytesPerRow }
    /// The device RGB space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
}
