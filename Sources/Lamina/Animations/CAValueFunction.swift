import Foundation

/// The name of one of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A name from its raw string (`"rotateZ"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// One number, an angle in radians: a rotation about x. `kCAValueFunctionRotateX`.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One number: a rotation about y. `kCAValueFunctionRotateY`.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One number: a rotation about z. `kCAValueFunctionRotateZ`.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three numbers: a scale by (x, y, z). `kCAValueFunctionScale`.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One number: a scale in x. `kCAValueFunctionScaleX`.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One number: a scale in y. `kCAValueFunctionScaleY`.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One number: a scale in z. `kCAValueFunctionScaleZ`.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three numbers: a translation by (x, y, z). `kCAValueFunctionTranslate`.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One number: a translation in x. `kCAValueFunctionTranslateX`.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One number: a translation in y. `kCAValueFunctionTranslateY`.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One number: a translation in z. `kCAValueFunctionTranslateZ`.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    /// Every name Core Animation defines.
    package static let all: [CAValueFunctionName] = [
        .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
        .translate, .translateX, .translateY, .translateZ,
    ]
}

// The C names of the value functions. Apple's own listings still spell them so
// (`CAValueFunction(name: kCAValueFunctionScale)` on the CAAnimationGroup page), though
// Swift code is meant to use `CAValueFunctionName`'s members: kept, deprecated.
/// `CAValueFunctionName.rotateX` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateX")
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
/// `CAValueFunctionName.rotateY` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateY")
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
/// `CAValueFunctionName.rotateZ` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.rotateZ")
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
/// `CAValueFunctionName.scale` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.scale")
public let kCAValueFunctionScale = CAValueFunctionName.scale
/// `CAValueFunctionName.scaleX` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleX")
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
/// `CAValueFunctionName.scaleY` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleY")
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
/// `CAValueFunctionName.scaleZ` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.scaleZ")
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
/// `CAValueFunctionName.translate` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.translate")
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
/// `CAValueFunctionName.translateX` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.translateX")
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
/// `CAValueFunctionName.translateY` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.translateY")
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
/// `CAValueFunctionName.translateZ` under its C name.
@available(*, deprecated, renamed: "CAValueFunctionName.translateZ")
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

/// A function a property animation applies to its interpolated value before setting
/// it: it builds a transform from one number (an angle, a scale factor, a distance) or
/// three, so `transform` can be animated as, say, a rotation about z from 0 to 6π —
/// several whole turns, which interpolating matrices cannot express.
///
/// As Apple's, value functions are immutable and identified by name.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The value function `name`, or nil (with an `.invalidArgument` diagnostic) when
    /// Core Animation defines no function of that name.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else {
            LaminaDiagnostics.report(.invalidArgument,
                "CAValueFunction(name:): unknown value function \"\(name.rawValue)\"")
            return nil
        }
        self.name = name
        super.init()
    }

    /// Equal to another value function with the same name.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAValueFunction)?.name == name
    }

    /// A hash of the name, consistent with `isEqual(_:)`.
    open override var hash: Int { name.hashValue }

    /// The function's name.
    open override var description: String { "<CAValueFunction \(name.rawValue)>" }
}
