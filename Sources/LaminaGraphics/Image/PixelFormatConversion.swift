import Foundation

// Pixel format conversion: input the bytes of an 8-bit-per-component bitmap in one of
// the layouts CoreGraphics describes with (bitsPerPixel, colour space, CGBitmapInfo);
// output a `PixelBuffer` (premultiplied RGBA8, rows top-down). Runs on the caller's
// thread, once per image made from a data provider.

/// An 8-bit layout Lamina reads, decoded from CoreGraphics' description of it.
package struct SourcePixelLayout: Equatable, Sendable {
    /// How the alpha byte (if any) relates to the colour bytes.
    package enum Alpha: Equatable, Sendable {
        /// No alpha byte, or one to ignore: every pixel is opaque.
        case opaque
        /// Colour bytes are already multiplied by alpha.
        case premultiplied
        /// Colour bytes are not multiplied by alpha (Lamina multiplies them).
        case straight
    }

    /// Bytes per pixel (1 to 4).
    package var bytesPerPixel: Int
    /// Byte offsets of red, green and blue within a pixel (all equal for gray); nil
    /// for an alpha-only layout.
    package var color: (r: Int, g: Int, b: Int)?
    /// Byte offset of alpha; nil when there is none to read.
    package var alphaOffset: Int?
    /// How alpha applies.
    package var alpha: Alpha

    /// Same pixel size, offsets and alpha handling.
    package static func == (l: SourcePixelLayout, r: SourcePixelLayout) -> Bool {
        l.bytesPerPixel == r.bytesPerPixel && l.color?.r == r.color?.r && l.color?.g == r.color?.g
            && l.color?.b == r.color?.b && l.alphaOffset == r.alphaOffset && l.alpha == r.alpha
    }

    /// Lamina's own layout: premultiplied RGBA.
    package static let premultipliedRGBA = SourcePixelLayout(bytesPerPixel: 4, color: (0, 1, 2), alphaOffset: 3,
                                                             alpha: .premultiplied)

    /// The layout CoreGraphics describes, or a reason it is not one Lamina reads.
    package static func layout(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?,
                               bitmapInfo: CGBitmapInfo) -> Result<SourcePixelLayout, LayoutError> {
        guard bitsPerComponent == 8 else { return .failure(.init("\(bitsPerComponent) bits per component (only 8 is supported)")) }
        guard !bitmapInfo.contains(.floatComponents) else { return .failure(.init("float components are not supported")) }
        guard let alphaInfo = bitmapInfo.alphaInfo else {
            return .failure(.init("alpha info \(bitmapInfo.rawValue & 0x1F) is not a CGImageAlphaInfo"))
        }
        guard let order = bitmapInfo.byteOrder else {
            return .failure(.init("byte order \(bitmapInfo.rawValue & 0x7000) is not a CGImageByteOrderInfo"))
        }
        let model = space?.model
        let alpha: Alpha
        switch alphaInfo {
        case .none, .noneSkipLast, .noneSkipFirst: alpha = .opaque
        case .premultipliedLast, .premultipliedFirst: alpha = .premultiplied
        case .last, .first: alpha = .straight
        case .alphaOnly: alpha = .premultiplied
        }
        let alphaFirst = alphaInfo == .first || alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst
        let hasAlphaByte = alphaInfo != .none
        if alphaInfo == .alphaOnly {
            guard bitsPerPixel == 8, model == nil || model == .monochrome else {
                return .failure(.init("alphaOnly needs 8 bits per pixel and no colour space (or gray)"))
            }
            return .success(SourcePixelLayout(bytesPerPixel: 1, color: nil, alphaOffset: 0, alpha: .premultiplied))
        }
        // Per model: its name in messages, its colour channels (0 r, 1 g, 2 b) in their
        // named order, the channel red, green and blue each read, and the byte orders
        // that keep the named order and that reverse it (words of a whole pixel).
        let name: String, colorChannels: [Int], rgb: (Int, Int, Int)
        let bigEndian: CGImageByteOrderInfo, littleEndian: CGImageByteOrderInfo
        switch model {
        case .rgb?:
            (name, colorChannels, rgb) = ("RGB", [0, 1, 2], (0, 1, 2))
            (bigEndian, littleEndian) = (.order32Big, .order32Little)
        case .monochrome?:
            (name, colorChannels, rgb) = ("gray", [0], (0, 0, 0))
            (bigEndian, littleEndian) = (.order16Big, .order16Little)
        default:
            return .failure(.init("colour space \(space.map { "\($0)" } ?? "nil") is not RGB or gray"))
        }
        let channels = colorChannels.count + (hasAlphaByte ? 1 : 0)
        guard bitsPerPixel == 8 * channels else {
            return .failure(.init("\(bitsPerPixel) bits per pixel for \(name) with alpha info \(alphaInfo) (expected \(8 * channels))"))
        }
        // Big-endian (named) order, then reversed for little-endian words (only a pixel
        // with an alpha byte fills the word).
        var logical = hasAlphaByte ? (alphaFirst ? [3] + colorChannels : colorChannels + [3]) : colorChannels
        switch order {
        case .orderDefault, bigEndian:
            break
        case littleEndian where hasAlphaByte:
            logical.reverse()
        default:
            return .failure(.init("byte order \(order) with \(bitsPerPixel) bits per pixel is not supported"))
        }
        // logical[k] is the channel (0 r, 1 g, 2 b, 3 a) at byte k.
        let offset = { (channel: Int) in logical.firstIndex(of: channel)! }
        return .success(SourcePixelLayout(bytesPerPixel: channels, color: (offset(rgb.0), offset(rgb.1), offset(rgb.2)),
                                          alphaOffset: hasAlphaByte && alpha != .opaque ? offset(3) : nil, alpha: alpha))
    }

    /// Why a layout was refused.
    package struct LayoutError: Error, Sendable {
        /// Which field is unsupported, and why.
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Converts `height` rows of `width` pixels, `bytesPerRow` apart in `source`, into
    /// premultiplied RGBA in `target` (same size). Straight alpha is multiplied in with
    /// rounding; premultiplied colour above its alpha is clamped to it.
    package func convert(_ source: UnsafeRawBufferPointer, bytesPerRow: Int, into target: PixelBuffer) {
        let width = target.width
        guard let base = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        for y in 0..<target.height {
            let src = base + y * bytesPerRow
            let dst = target.row(y)
            if self == .premultipliedRGBA {
                dst.update(from: src, count: 4 * width)
                for x in 0..<width {
                    let p = dst + 4 * x, a = p[3]
                    if p[0] > a || p[1] > a || p[2] > a { p[0] = Swift.min(p[0], a); p[1] = Swift.min(p[1], a); p[2] = Swift.min(p[2], a) }
                }
                continue
            }
            for x in 0..<width {
                let s = src + x * bytesPerPixel, d = dst + 4 * x
                let a: UInt8 = alphaOffset.map { s[$0] } ?? 255
                guard let color else {
                    d[0] = 0; d[1] = 0; d[2] = 0; d[3] = a
                    continue
                }
                var r = s[color.r], g = s[color.g], b = s[color.b]
                switch alpha {
                case .opaque:
                    break
                case .premultiplied:
                    r = Swift.min(r, a); g = Swift.min(g, a); b = Swift.min(b, a)
                case .straight:
                    r = SourcePixelLayout.multiply(r, a); g = SourcePixelLayout.multiply(g, a); b = SourcePixelLayout.multiply(b, a)
                }
                d[0] = r; d[1] = g; d[2] = b; d[3] = alpha == .opaque ? 255 : a
            }
        }
    }

    /// c · a / 255, rounded.
    @inline(__always)
    package static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let x = UInt32(c) * UInt32(a) + 128
        return UInt8(truncatingIfNeeded: (x + (x >> 8)) >> 8)
    }
}
