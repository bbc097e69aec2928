@_spi(LaminaBackend) import LaminaRenderList
import CPNG
import Foundation

// PNG decoding and encoding through libpng's simplified API (PLATFORM.md: it needs no
// setjmp, which Swift cannot call; libpng catches its own errors and reports them in
// `png_image.message`). Input: PNG bytes or a premultiplied `PixelBuffer`; output: the
// other. Runs on the caller's thread; nothing is shared.
//
// libpng's 8-bit RGBA format carries straight (unpremultiplied) sRGB values; Lamina keeps
// premultiplied pixels (DESIGN.md), so decoding premultiplies and encoding divides back.
// Both round to nearest, which makes premultiplied → PNG → premultiplied exact.

/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable).
    case unreadableFile(path: String, reason: String)
    /// The bytes are not a PNG libpng can decode (libpng's message).
    case invalidData(reason: String)
    /// The image is larger than `PNGCodec.maximumPixelCount` (a corrupt or hostile header).
    case imageTooLarge(width: Int, height: Int)
    /// libpng refused to encode the pixels (libpng's message).
    case encodingFailed(reason: String)
    /// The file could not be written.
    case unwritableFile(path: String, reason: String)

    /// What went wrong, with the path or libpng's reason, as one "PNG: …" line.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "PNG: cannot read \(path): \(reason)"
        case .invalidData(let reason): "PNG: invalid data: \(reason)"
        case .imageTooLarge(let width, let height): "PNG: \(width)×\(height) exceeds the \(PNGCodec.maximumPixelCount)-pixel limit"
        case .encodingFailed(let reason): "PNG: encoding failed: \(reason)"
        case .unwritableFile(let path, let reason): "PNG: cannot write \(path): \(reason)"
        }
    }
}

/// libpng's simplified API, wrapped: PNG bytes ⇄ premultiplied RGBA8 pixels.
package enum PNGCodec {
    /// The most pixels a decoded image may have (2²⁸, a 16384 × 16384 image): a header
    /// claiming more is treated as corrupt rather than allocating gigabytes.
    package static let maximumPixelCount = 1 << 28

    /// The most pixels `byteCount` bytes of PNG can describe. A pixel takes at least one
    /// bit of image data (1-bit greyscale) and deflate expands at most 1032-fold (its
    /// longest match, 258 bytes, costs at least two bits), so an image of more than
    /// 8 × 1032 pixels per byte of file cannot be complete: its header lies, and
    /// decoding it would allocate the claimed size only to fail on the missing data.
    package static func plausiblePixelCount(forByteCount byteCount: Int) -> Int {
        byteCount.multipliedReportingOverflow(by: 8 * 1032).overflow ? .max : byteCount * 8 * 1032
    }

    /// Decodes PNG bytes into premultiplied pixels.
    package static func decode(_ data: Data) throws(PNGError) -> PixelBuffer {
        guard !data.isEmpty else { throw .invalidData(reason: "no bytes") }
        var image = png_image()
        image.version = png_uint_32(LAMINA_PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .invalidData(reason: reason)
        }
        let width = Int(image.width), height = Int(image.height)
        let area = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !area.overflow, area.partialValue <= maximumPixelCount else {
            png_image_free(&image)
            throw .imageTooLarge(width: width, height: height)
        }
        guard area.partialValue <= plausiblePixelCount(forByteCount: data.count) else {
            png_image_free(&image)
            throw .invalidData(reason: "the header claims \(width)×\(height) pixels, more than \(data.count) bytes can hold")
        }
        image.format = png_uint_32(LAMINA_PNG_FORMAT_RGBA)
        let pixels = PixelBuffer(width: width, height: height)
        let finished = png_image_finish_read(&image, nil, pixels.data, png_int_32(pixels.bytesPerRow), nil)
        guard finished != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .invalidData(reason: reason)
        }
        premultiply(pixels)
        return pixels
    }

    /// Encodes premultiplied pixels as an 8-bit RGBA PNG.
    package static func encode(_ pixels: PixelBuffer) throws(PNGError) -> Data {
        guard pixels.width > 0, pixels.height > 0 else { throw .encodingFailed(reason: "the image is empty") }
        let straight = unpremultiplied(pixels)
        defer { straight.deallocate() }
        var image = png_image()
        image.version = png_uint_32(LAMINA_PNG_IMAGE_VERSION)
        image.width = png_uint_32(pixels.width)
        image.height = png_uint_32(pixels.height)
        image.format = png_uint_32(LAMINA_PNG_FORMAT_RGBA)
        let stride = png_int_32(pixels.width * 4)
        var size: png_alloc_size_t = 0
        guard png_image_write_to_memory(&image, nil, &size, 0, straight.baseAddress, stride, nil) != 0, size > 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .encodingFailed(reason: reason)
        }
        var data = Data(count: Int(size))
        let written = data.withUnsafeMutableBytes { bytes in
            png_image_write_to_memory(&image, bytes.baseAddress, &size, 0, straight.baseAddress, stride, nil)
        }
        guard written != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .encodingFailed(reason: reason)
        }
        png_image_free(&image)
        data.count = Int(size)
        return data
    }

    /// Reads and decodes a PNG file.
    package static func decodeFile(at url: URL) throws(PNGError) -> PixelBuffer {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        return try decode(data)
    }

    /// Encodes pixels and writes them to a PNG file (replacing it).
    package static func encodeFile(_ pixels: PixelBuffer, to url: URL) throws(PNGError) {
        let data = try encode(pixels)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    // MARK: Conversions

    /// Straight → premultiplied, in place, rounding to nearest.
    private static func premultiply(_ pixels: PixelBuffer) {
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width {
                let p = row + x * 4
                let a = UInt32(p[3])
                if a == 255 { continue }
                p[0] = UInt8(PackedColor.div255(UInt32(p[0]) &* a))
                p[1] = UInt8(PackedColor.div255(UInt32(p[1]) &* a))
                p[2] = UInt8(PackedColor.div255(UInt32(p[2]) &* a))
            }
        }
    }

    /// Premultiplied → straight, into a new tightly packed buffer the caller frees.
    private static func unpremultiplied(_ pixels: PixelBuffer) -> UnsafeMutableBufferPointer<UInt8> {
        let out = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: pixels.width * pixels.height * 4)
        for y in 0..<pixels.height {
            let source = pixels.row(y)
            let target = out.baseAddress! + y * pixels.width * 4
            for x in 0..<pixels.width {
                let s = source + x * 4, t = target + x * 4
                let a = UInt32(s[3])
                t[3] = UInt8(a)
                if a == 255 {
                    t[0] = s[0]; t[1] = s[1]; t[2] = s[2]
                } else if a == 0 {
                    t[0] = 0; t[1] = 0; t[2] = 0
                } else {
                    for c in 0..<3 {
                        t[c] = UInt8(min(255, (UInt32(s[c]) * 255 + a / 2) / a))
                    }
                }
            }
        }
        return out
    }

    /// libpng's message for the last failure.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw -> String in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported no message" : text
    }
}
