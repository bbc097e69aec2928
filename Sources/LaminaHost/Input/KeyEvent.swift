import Lamina

/// A key going down, repeating or going up. Text typed arrives separately, as
/// characters (`Window.onText`), with layouts and compose sequences applied.
public struct KeyEvent: Sendable {
    /// What the key did.
    public enum Phase: Sendable, Equatable {
        /// The key went down.
        case down
        /// Held down long enough to repeat.
        case repeated
        /// The key went up.
        case up
    }

    /// What the key did: went down, repeated or went up.
    public var phase: Phase
    /// The key, by its position on a US keyboard (GLFW's key codes).
    public var key: Key
    /// The platform's code for the physical key.
    public var scancode: Int
    /// The modifier keys held (including the key itself when it is one, once down).
    public var modifiers: KeyModifiers
    /// When the event was delivered (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval
}
