import Foundation

/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model CoreGraphics does not name.
    case unknown = -1
    /// One gray component (Lamina's gray spaces).
    case monochrome = 0
    /// Red, green and blue components (Lamina's sRGB and device spaces).
    case rgb = 1
    /// Cyan, magenta, yellow and black; Lamina makes no such space.
    case cmyk = 2
    /// CIE L*a*b*; Lamina makes no such space.
    case lab = 3
    /// Any number of named inks; Lamina makes no such space.
    case deviceN = 4
    /// A palette of colours in a base space; Lamina makes no such space.
    case indexed = 5
    /// A pattern space; Lamina makes no such space.
    case pattern = 6
    /// CIE XYZ; Lamina makes no such space.
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

    /// The name of the standard sRGB space (`CGColorSpace(name: CGColorSpace.sRGB)`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of extended sRGB; Lamina clamps components to 0…1, so it acts as sRGB.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the gray space with gamma 2.2, Apple's generic gray.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of extended gray; Lamina clamps components to 0…1, so it acts as gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    static let sharedSRGB = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    static let sharedGray = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
    static let sharedDeviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let sharedDeviceGray = CGColorSpace(model: .monochrome, name: nil)

    /// Whether two spaces are the same: the same model and name.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes the model and name, so equal spaces hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    /// The name and model, as "<CGColorSpace kCGColorSpaceSRGB (rgb)>".
    public var description: String { "<CGColorSpace \(name ?? "device") (\(model))>" }
}

/// The device RGB space (sRGB in Lamina).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.sharedDeviceRGB }

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.sharedDeviceGray }
