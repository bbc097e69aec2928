import Foundation

/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A colour space. Lamina renders in sRGB; the device spaces are sRGB too, and the gray
/// spaces expand to sRGB with equal components.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The space's model (`.rgb` or `.monochrome`).
    public let model: CGColorSpaceModel
    /// The space's name (`CGColorSpace.sRGB`, …), nil for the device spaces.
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// A named colour space; nil for a name Lamina does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// The number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let sharedSRGB = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    static let sharedGray = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
    static let sharedDeviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let sharedDeviceGray = CGColorSpace(model: .monochrome, name: nil)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String { "<CGColorSpace \(name ?? "device") (\(model))>" }
}

/// The device RGB space (sRGB in Lamina).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.sharedDeviceRGB }

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.sharedDeviceGray }
