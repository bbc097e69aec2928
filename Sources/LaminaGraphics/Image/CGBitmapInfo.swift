import Foundation

// How a bitmap's bytes are laid out: CoreGraphics' `CGBitmapInfo` (alpha position and
// byte order packed in one word), `CGImageAlphaInfo` and `CGImageByteOrderInfo`, with
// Apple's raw values, so `bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue`
// reads the same as on Apple platforms.

/// Where alpha is and whether colour is premultiplied by it, as `CGImageAlphaInfo`.
///
/// "Last" and "First" name the alpha's position in the pixel read as a big-endian
/// word: with the default byte order, `premultipliedLast` is R, G, B, A in memory.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    /// No alpha channel (opaque).
    case none = 0
    /// Alpha last, colour premultiplied by it.
    case premultipliedLast = 1
    /// Alpha first, colour premultiplied by it.
    case premultipliedFirst = 2
    /// Alpha last, colour not premultiplied.
    case last = 3
    /// Alpha first, colour not premultiplied.
    case first = 4
    /// An ignored byte last (opaque).
    case noneSkipLast = 5
    /// An ignored byte first (opaque).
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}

/// The byte order of a pixel's components, as `CGImageByteOrderInfo`.
public enum CGImageByteOrderInfo: UInt32, Sendable, Hashable {
    /// The mask that selects the byte order in a `CGBitmapInfo`.
    case orderMask = 0x7000
    /// The default: components in the order their names give (big-endian).
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words: `premultipliedFirst` becomes B, G, R, A in memory.
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words (the same as the default for 8-bit components).
    case order32Big = 0x4000
}

/// A bitmap's layout flags: a `CGImageAlphaInfo` in the low bits, a byte order and a
/// float flag, as `CGBitmapInfo`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The flag bits, Apple's layout.
    public let rawValue: UInt32

    /// Flags from their raw value (an alpha info's raw value is a valid one).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Selects the `CGImageAlphaInfo` bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Selects the float flag.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// Selects the byte order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: CGImageByteOrderInfo.orderMask.rawValue)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo(rawValue: CGImageByteOrderInfo.orderDefault.rawValue)
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Little.rawValue)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Little.rawValue)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Big.rawValue)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order32Big.rawValue)

    /// The alpha info part; nil when the bits name no `CGImageAlphaInfo`.
    package var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue) }

    /// The byte order part; nil when the bits name no `CGImageByteOrderInfo`.
    package var byteOrder: CGImageByteOrderInfo? {
        CGImageByteOrderInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue)
    }
}
