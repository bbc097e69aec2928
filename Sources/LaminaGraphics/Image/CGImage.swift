import Foundation

/// An immutable bitmap image, as CoreGraphics' `CGImage`.
///
/// Whatever layout an image is made from, Lamina keeps its pixels as premultiplied
/// RGBA8 with rows top-down (`PixelBuffer`), the layout its bitmap contexts use, so
/// layers, contexts and renderers share pixels without converting them. The layout the
/// image was made with is remembered and reported (`bitsPerPixel`, `bitmapInfo`,
/// `dataProvider`…), as Apple's image reports its own.
///
/// Equality is identity: CoreFoundation types compare with `CFEqual`, which for
/// `CGImage` compares references, so two images with the same pixels are different
/// images (and hash differently).
public final class CGImage: Hashable, @unchecked Sendable {
    /// The pixels (never mutated after the image is made).
    package let pixels: PixelBuffer

    /// The layout the image reports, and the provider it was made from.
    private struct Description {
        var bitsPerComponent = 8
        var bitsPerPixel = 32
        var bytesPerRow: Int
        var space: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
        var bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        var provider: CGDataProvider?
        var shouldInterpolate = true
        var intent = CGColorRenderingIntent.defaultIntent
    }

    private let info: Description

    /// An image over `pixels`, which the image owns from now on. It reports Lamina's
    /// own layout: 8-bit premultiplied RGBA (`premultipliedLast`), device RGB.
    package init(pixels: PixelBuffer) {
        self.pixels = pixels
        info = Description(bytesPerRow: pixels.width * 4)
    }

    /// An image over `pixels` reporting the description of another image.
    private init(pixels: PixelBuffer, info: Description) {
        self.pixels = pixels
        self.info = info
    }

    /// An image from `provider`'s bytes in the described layout, as
    /// `CGImageCreate`. Lamina reads 8-bit components: RGB with or without alpha (any
    /// `CGImageAlphaInfo` position, premultiplied or straight, default, 32-bit big- or
    /// little-endian byte order — so RGBA, ARGB, BGRA and ABGR), 24-bit RGB, gray with or
    /// without alpha, and 8-bit alpha-only masks. Straight alpha is premultiplied.
    ///
    /// Returns nil, with a diagnostic naming the field, for a size that is not
    /// positive, a layout Lamina does not read (16-bit or float components, other byte
    /// orders, CMYK…), a `bytesPerRow` too small for a row, too few bytes, or a decode
    /// array other than the identity.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let op = "CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)"
        guard width > 0, height > 0 else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): size \(width)×\(height) must be positive; no image")
            return nil
        }
        let layout: SourcePixelLayout
        switch SourcePixelLayout.layout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                        space: space, bitmapInfo: bitmapInfo) {
        case .success(let l): layout = l
        case .failure(let error):
            LaminaDiagnostics.report(.invalidArgument, "\(op): unsupported layout: \(error.reason); no image")
            return nil
        }
        guard bytesPerRow >= width * layout.bytesPerPixel else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): bytesPerRow \(bytesPerRow) is less than \(width * layout.bytesPerPixel) (width × bytes per pixel); no image")
            return nil
        }
        let needed = bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        guard let data = provider.data, data.count >= needed else {
            LaminaDiagnostics.report(.invalidArgument, "\(op): the provider has \(provider.count) bytes, \(needed) are needed; no image")
            return nil
        }
        if let decode {
            let count = 2 * (layout.color == nil ? 1 : (space.model == .monochrome ? 1 : 3))
            let values = (0..<count).map { decode[$0] }
            guard stride(from: 0, to: count, by: 2).allSatisfy({ values[$0] == 0 && values[$0 + 1] == 1 }) else {
                LaminaDiagnostics.report(.invalidArgument, "\(op): decode array \(values) is not supported (only the identity); no image")
                return nil
            }
        }
        let buffer = PixelBuffer(width: width, height: height)
        data.withUnsafeBytes { layout.convert($0, bytesPerRow: bytesPerRow, into: buffer) }
        pixels = buffer
        info = Description(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                           space: space, bitmapInfo: bitmapInfo, provider: provider,
                           shouldInterpolate: shouldInterpolate, intent: intent)
    }

    // MARK: Description

    /// Width in pixels.
    public var width: Int { pixels.width }
    /// Height in pixels.
    public var height: Int { pixels.height }
    /// Bits per colour component of the layout the image was made with (8).
    public var bitsPerComponent: Int { info.bitsPerComponent }
    /// Bits per pixel of the layout the image was made with (32 for Lamina's own).
    public var bitsPerPixel: Int { info.bitsPerPixel }
    /// Bytes from one row to the next in the layout the image was made with.
    public var bytesPerRow: Int { info.bytesPerRow }
    /// The colour space the image was made with (device RGB for Lamina's own images;
    /// nil for an alpha-only mask made without one).
    public var colorSpace: CGColorSpace? { info.space }
    /// The layout flags the image was made with.
    public var bitmapInfo: CGBitmapInfo { info.bitmapInfo }
    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { info.bitmapInfo.alphaInfo ?? .premultipliedLast }
    /// The byte-order part of `bitmapInfo`.
    public var byteOrderInfo: CGImageByteOrderInfo { info.bitmapInfo.byteOrder ?? .orderDefault }
    /// Always nil: Lamina accepts only the identity decode array, which means the same
    /// as none.
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether drawing the image scaled should filter it (false: nearest neighbour).
    public var shouldInterpolate: Bool { info.shouldInterpolate }
    /// The rendering intent the image was made with.
    public var renderingIntent: CGColorRenderingIntent { info.intent }
    /// Always false: Lamina makes no image masks (`CGImage(maskWidth:…)`).
    public var isMask: Bool { false }

    /// The bytes of the image in the layout it reports: the provider it was made with,
    /// or, for an image Lamina made (`CGContext.makeImage()`, a crop), a provider of
    /// its premultiplied RGBA rows.
    public var dataProvider: CGDataProvider? {
        if let provider = info.provider { return provider }
        var data = Data(count: pixels.width * 4 * pixels.height)
        data.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            for y in 0..<pixels.height {
                (base + y * pixels.width * 4).update(from: pixels.row(y), count: pixels.width * 4)
            }
        }
        return CGDataProvider(data: data)
    }

    /// Whether the image has an alpha channel that can make pixels transparent.
    package var hasAlpha: Bool {
        switch alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: return false
        default: return true
        }
    }

    // MARK: Copies

    /// Another reference to the same immutable image, as `CGImageCreateCopy` (a new
    /// object, so it is not `==` to the original).
    public func copy() -> CGImage? {
        CGImage(pixels: pixels, info: info)
    }

    /// The part of the image inside `rect`, as `CGImageCreateWithImageInRect`. `rect`
    /// is in pixels with the origin at the top-left (the first row of the data); it is
    /// standardized, made integral and intersected with the image. Nil, with a
    /// diagnostic, when nothing is left or `rect` is not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, rect.isFiniteRect else {
            LaminaDiagnostics.report(.invalidArgument, "CGImage.cropping(to:): rect \(rect) is null or not finite; no image")
            return nil
        }
        let area = PixelRect(covering: rect.standardized.integral).intersection(PixelRect(width: width, height: height))
        guard !area.isEmpty else {
            LaminaDiagnostics.report(.invalidArgument, "CGImage.cropping(to:): rect \(rect) does not meet the \(width)×\(height) image; no image")
            return nil
        }
        let crop = PixelBuffer(width: area.width, height: area.height)
        for y in 0..<area.height {
            crop.row(y).update(from: pixels.row(area.y + y) + 4 * area.x, count: 4 * area.width)
        }
        var cropInfo = Description(bytesPerRow: area.width * 4)
        cropInfo.shouldInterpolate = info.shouldInterpolate
        cropInfo.intent = info.intent
        return CGImage(pixels: crop, info: cropInfo)
    }

    // MARK: Equality

    /// Identity, as `CFEqual` on images.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A source of bytes for an image, as CoreGraphics' `CGDataProvider`.
///
/// Apple's initializer takes a `CFData`; CoreFoundation's types are not available to
/// Swift on Linux, so Lamina's takes (and `data` returns) Foundation's `Data`, which is
/// what a `CFData` bridges to on Apple platforms.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes (immutable).
    private let bytes: Data

    /// A provider of a copy of `data`'s bytes. Never nil in Lamina; optional as Apple's.
    public init?(data: Data) {
        bytes = data
    }

    /// The provider's bytes.
    public var data: Data? { bytes }

    /// The number of bytes.
    package var count: Int { bytes.count }
}
