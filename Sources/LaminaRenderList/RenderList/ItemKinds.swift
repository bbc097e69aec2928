import Foundation

// The few layer types a RenderList item names: the corner mask of its rounded shape and
// the corner curve (public, Apple's; re-exported by Lamina; items hold the curve resolved,
// `RoundedShape.Curve`) and the resolved forms of the string properties backends act on.

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// The mask with the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at minimum x and minimum y. `kCALayerMinXMinYCorner`.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y. `kCALayerMaxXMinYCorner`.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y. `kCALayerMinXMaxYCorner`.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y. `kCALayerMaxXMaxYCorner`.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

extension CACornerMask {
    /// The four corners (a layer's default, and every bit that names a corner).
    package static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                   .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The curve of rounded corners. Unknown names act as `.circular`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default). `kCACornerCurveCircular`.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve whose curvature changes smoothly into the straight edges, as iOS's icons. `kCACornerCurveContinuous`.
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
