import Lamina

/// A pointer (mouse) event, in the root layer's coordinates.
public struct PointerEvent {
    /// What the pointer did.
    public enum Phase: Sendable, Equatable {
        /// A button went down.
        case down
        /// The pointer moved (with or without buttons held).
        case moved
        /// A button went up.
        case up
    }

    public var phase: Phase
    /// The button that went down or up; nil for moves.
    public var button: PointerButton?
    /// The buttons held after the event.
    public var pressedButtons: PointerButtons
    /// Where the pointer is, in the root layer's coordinates (a window's points unless
    /// the root layer is moved, scaled or scrolled by its bounds origin).
    public var location: CGPoint
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// When the event was delivered (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval

    /// The root layer and the window point, for hit testing and conversion.
    let root: CALayer
    let windowPoint: CGPoint

    /// The location in `layer`'s coordinates (`layer` in the window's tree).
    public func location(in layer: CALayer) -> CGPoint {
        layer.convert(location, from: root)
    }

    /// The layer under the pointer (`hitTest` of the root layer) and the location in its
    /// coordinates; nil over no layer.
    public func hitTest() -> LayerHit? {
        LayerHit.find(in: root, at: windowPoint)
    }
}

/// A scroll-wheel or touchpad scroll, at the pointer's location.
public struct ScrollEvent {
    /// Scroll amounts in wheel steps (touchpads give fractions): positive `deltaY`
    /// scrolls up, away from the user; positive `deltaX` to the right.
    public var deltaX: Double
    public var deltaY: Double
    /// Where the pointer is, in the root layer's coordinates.
    public var location: CGPoint
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// When the event was delivered (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval

    let root: CALayer
    let windowPoint: CGPoint

    /// The location in `layer`'s coordinates.
    public func location(in layer: CALayer) -> CGPoint {
        layer.convert(location, from: root)
    }

    /// The layer under the pointer and the location in its coordinates.
    public func hitTest() -> LayerHit? {
        LayerHit.find(in: root, at: windowPoint)
    }
}
