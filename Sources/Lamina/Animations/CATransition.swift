import Foundation

/// The kind of a layer transition.
///
/// Apple names four public types; the raw strings of the private ones the seeds use
/// (`"cube"`, `"oglFlip"`, `"suckEffect"`, `"rippleEffect"`, `"pageCurl"`,
/// `"pageUnCurl"`, `"cameraIrisHollowOpen"`, `"cameraIrisHollowClose"`) are accepted
/// too: `CATransitionType(rawValue: "pageCurl")`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A type from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A type from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in over the old (the default). `kCATransitionFade`.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old. `kCATransitionMoveIn`.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out. `kCATransitionPush`.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new. `kCATransitionReveal`.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a directional transition (`moveIn`, `push`, `reveal`, …).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String

    /// A subtype from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A subtype from its raw string, as Apple's `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// From the right edge. `kCATransitionFromRight`.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge. `kCATransitionFromLeft`.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge. `kCATransitionFromTop`.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge. `kCATransitionFromBottom`.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a whole layer's appearance: added to a layer (usually under
/// the key `kCATransition`, "transition"), it shows the layer's previous rendering
/// turning into its new one — fading, sliding, pushing, revealing, or one of the
/// effects the seeds name.
///
/// The transition runs from `startProgress` to `endProgress` of the effect over its
/// duration; outside it the timing rules of `CAAnimation` apply. The renderer freezes what
/// the layer (with its sublayers) showed when the transaction adding the transition
/// commits, and draws that picture and the layer's new state together. Every type is
/// drawn with every subtype, and each of them starts exactly on the old picture and ends
/// exactly on the new one:
///
/// - `fade`, `push`, `moveIn`, `reveal`: Apple's public effects.
/// - `"cube"`: the two pictures are adjacent faces of a cube as wide (or tall) as the
///   layer, turning a quarter turn in perspective; the new face comes from the subtype's
///   side. `"oglFlip"`: the layer turns half a turn about its vertical centre axis
///   (fromLeft, fromRight: that edge comes toward the viewer) or its horizontal one
///   (fromTop, fromBottom), the new picture on its back. Both are seen from twice the
///   layer's extent along the motion and pushed back as they turn, so they stay inside
///   the layer's frame.
/// - `"pageCurl"`: the old page rolls up over a cylinder from the edge the subtype
///   names, the curl line at 20° so that the corner on that edge's clockwise end leads
///   (no subtype: from the bottom, bottom-right corner first, as UIKit's curl up),
///   uncovering the new picture; its underside shows the page washed toward white.
///   `"pageUnCurl"` runs it backwards with the new picture as the page.
/// - `"rippleEffect"`: ripples spread from the centre (a radial displacement, none at
///   either end) while the pictures cross-dissolve.
/// - `"suckEffect"`: the old picture is pulled into the centre of the layer's bottom
///   edge, its lower part narrowing first, over the new one.
/// - `"cameraIrisHollowOpen"`: dark iris blades close over the old picture, then open a
///   hexagonal hole from the centre onto the new one. `"cameraIrisHollowClose"`: the hole
///   shrinks over the old picture, and the closed blades fade off the new one.
///
/// An unknown type string is drawn as a fade, with a diagnostic.
open class CATransition: CAAnimation {
    /// The effect. Default `.fade`; any raw string is kept.
    open var type: CATransitionType = .fade

    /// The direction of a directional effect. Default nil (from the left for the
    /// directional types, as Apple).
    open var subtype: CATransitionSubtype?

    /// Where in the effect the transition starts, 0…1. Default 0.
    open var startProgress: Float = 0

    /// Where in the effect the transition ends, 0…1 (not below `startProgress`).
    /// Default 1.
    open var endProgress: Float = 1

    /// A filter object performing the transition instead of `type` (stored; Lamina has
    /// no Core Image filters). Default nil.
    open var filter: Any?

    /// A copy with the same effect, direction, progress range and filter.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        return copy
    }

    // MARK: Key-value coding

    package override class var keyTable: AnimationKeyTable { transitionKeys }

    /// Apple's defaults (`.fade`, progress 0 to 1); types and subtypes accept their raw
    /// strings.
    private static let transitionKeys = AnimationKeyTable(inheriting: CAAnimation.baseKeyTable, [
        .value("type", \CATransition.type, default: .fade,
               convert: { KeyValueConversion.stringEnum($0, as: CATransitionType.self) }),
        .optional("subtype", \CATransition.subtype,
                  convert: { KeyValueConversion.stringEnum($0, as: CATransitionSubtype.self) }),
        .value("startProgress", \CATransition.startProgress, default: 0, convert: KeyValueConversion.float),
        .value("endProgress", \CATransition.endProgress, default: 1, convert: KeyValueConversion.float),
        .any("filter", \CATransition.filter),
    ])
}

/// The key under which a layer runs its transition (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
