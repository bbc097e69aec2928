import Lamina

/// What pointer and scroll events share: the pointer's location in the root layer's
/// coordinates, which converts into any layer of the window's tree and finds the layer
/// under the pointer.
public protocol PointerLocatedEvent {
    /// Where the pointer is, in the root layer's coordinates (a window's points unless
    /// the root layer is moved, scaled or scrolled by its bounds origin).
    var location: CGPoint { get }
    /// The root layer and the window point the event was delivered at.
    var place: PointerPlace { get }
}

/// The root layer an event is given in and the pointer's point in the window, for hit
/// testing and conversion; made by the window, read through `PointerLocatedEvent`.
public struct PointerPlace {
    let root: CALayer
    let windowPoint: CGPoint
}

extension PointerLocatedEvent {
    /// The location in `layer`'s coordinates (`layer` in the window's tree).
    public func location(in layer: CALayer) -> CGPoint {
        layer.convert(location, from: place.root)
    }

    /// The layer under the pointer (`hitTest` of the root layer) and the location in its
    /// coordinates; nil over no layer.
    public func hitTest() -> LayerHit? {
        LayerHit.find(in: place.root, at: place.windowPoint)
    }
}

/// A pointer (mouse) event, in the root layer's coordinates.
public struct PointerEvent: PointerLocatedEvent {
    /// What the pointer did.
    public enum Phase: Sendable, Equatable {
        /// A button went down.
        case down
        /// The pointer moved (with or without buttons held).
        case moved
        /// A button went up.
        case up
    }

    /// What the pointer did: a button went down or up, or it moved.
    public var phase: Phase
    /// The button that went down or up; nil for moves.
    public var button: PointerButton?
    /// The buttons held after the event.
    public var pressedButtons: PointerButtons
    /// Where the pointer is, in the root layer's coordinates.
    public var location: CGPoint
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// When the event was delivered (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval
    /// The root layer and the window point, for hit testing and conversion.
    public let place: PointerPlace
}

/// A scroll-wheel or touchpad scroll, at the pointer's location.
public struct ScrollEvent: PointerLocatedEvent {
    /// The horizontal scroll in wheel steps (touchpads give fractions); positive scrolls
    /// to the right.
    public var deltaX: Double
    /// The vertical scroll in wheel steps (touchpads give fractions); positive scrolls
    /// up, away from the user.
    public var deltaY: Double
    /// Where the pointer is, in the root layer's coordinates.
    public var location: CGPoint
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// When the event was delivered (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval
    /// The root layer and the window point, for hit testing and conversion.
    public let place: PointerPlace
}
