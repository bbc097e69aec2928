import Foundation

/// Corners of a rectangle (UIKit's `UIRectCorner`), for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`. Top and left are iOS's:
/// y grows downwards.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The option bits, as UIKit's.
    public let rawValue: UInt
    /// The corners of the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner (maximum x, minimum y).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner (minimum x, maximum y).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner (maximum x, maximum y).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (`~0`, as UIKit's).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
