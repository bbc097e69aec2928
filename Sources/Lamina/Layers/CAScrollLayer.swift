import Foundation

/// The axes a `CAScrollLayer` may scroll along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The name as Apple spells it.
    public let rawValue: String
    /// The value of the name `rawValue` (any string is kept).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Scrolling along neither axis. `kCAScrollNone`.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Scrolling along the y axis only. `kCAScrollVertically`.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Scrolling along the x axis only. `kCAScrollHorizontally`.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Scrolling along both axes (the default). `kCAScrollBoth`.
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    /// Whether the mode lets the x coordinate of the origin change. Apple does not say
    /// what a name it does not define does; Lamina scrolls neither axis for one.
    var scrollsHorizontally: Bool { self == .both || self == .horizontally }
    /// Whether the mode lets the y coordinate of the origin change.
    var scrollsVertically: Bool { self == .both || self == .vertically }
}

extension CAScrollLayerScrollMode: LayerKindValue {
    /// The mode only steers `scroll(to:)`; renderers read none.
    package var resolvedKind: UInt8 { 0 }
}

/// A layer that shows part of content larger than itself: scrolling moves the origin of
/// its `bounds`, so its sublayers, placed in its coordinates, move the other way. It
/// takes no input and draws no scrollers, as Apple's (a pan gesture calls `scroll(to:)`).
///
/// A scroll layer clips its sublayers to its bounds by default (`masksToBounds` is true,
/// as Apple's). Sublayers use `scroll(_:)` and `scrollRectToVisible(_:)` to scroll the
/// closest scroll layer above them, and `visibleRect` tells what of them it shows.
/// Scrolling sets `bounds`, so it animates implicitly as any change of `bounds` does
/// (inside a transaction with actions disabled it jumps).
open class CAScrollLayer: CALayer {
    /// A scroll layer with Apple's defaults: `scrollMode` `.both`, `masksToBounds` true.
    public override init() {
        super.init()
        withDefaultsApplying { masksToBounds = true }
    }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        withDefaultsApplying { masksToBounds = true }
    }

    /// The axes `scroll(to:)` may move the origin along. Default `.both`. Not animatable.
    open var scrollMode: CAScrollLayerScrollMode {
        get { kind(.scrollMode, as: CAScrollLayerScrollMode.self) }
        set { store(kind: newValue, .scrollMode) }
    }

    /// `masksToBounds` defaults to true for scroll layers; every other key as `CALayer`.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "masksToBounds" ? true : super.defaultValue(forKey: key)
    }

    /// Moves the origin of `bounds` to `p` along the axes `scrollMode` allows (the other
    /// coordinate keeps its value). A non-finite point is refused with a diagnostic.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            return refuseNonFinite("scroll(to:)", p)
        }
        let mode = scrollMode
        var origin = bounds.origin
        if mode.scrollsHorizontally { origin.x = p.x }
        if mode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds = CGRect(origin: origin, size: bounds.size)
    }

    /// Scrolls as little as needed for `r` (in the layer's coordinates) to be inside the
    /// bounds, along the axes `scrollMode` allows. Along an axis where `r` is longer
    /// than the bounds, its minimum edge is brought to the bounds' (Apple only says that
    /// `r` becomes visible). A null or non-finite rectangle is refused with a diagnostic.
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.isFiniteRect else {
            return refuseNonFinite("scroll(to:)", r)
        }
        let target = r.standardized, visible = bounds
        func axis(_ minimum: CGFloat, _ maximum: CGFloat, _ shown: CGFloat, _ length: CGFloat) -> CGFloat {
            if maximum - minimum >= length || minimum < shown { return minimum }
            if maximum > shown + length { return maximum - length }
            return shown
        }
        scroll(to: CGPoint(x: axis(target.minX, target.maxX, visible.minX, visible.width),
                           y: axis(target.minY, target.maxY, visible.minY, visible.height)))
    }
}
