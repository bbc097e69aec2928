import Foundation

// The few layer types a RenderList item names: the corner mask and curve of its rounded
// shape (public, Apple's; re-exported by Lamina) and the resolved forms of the string
// properties backends act on.

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners. Unknown names act as `.circular`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A resolved contents filter: `.trilinear` needs mipmaps.
package enum ContentsFilterKind: UInt8, Sendable {
    case linear, nearest, trilinear
}

/// A resolved gradient type.
package enum GradientKind: UInt8, Sendable {
    case axial, radial, conic
}

extension CGColor.RGBA {
    /// Opaque white: the neutral tint.
    package static let white = CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    /// Whether this is opaque white (multiplying by it changes nothing).
    package var isOpaqueWhite: Bool { red >= 1 && green >= 1 && blue >= 1 && alpha >= 1 }
}
