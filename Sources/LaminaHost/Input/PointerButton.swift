/// A pointer (mouse) button.
public struct PointerButton: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// GLFW's button number (0 the primary button, up to 7).
    public let rawValue: Int

    /// The button with GLFW's number `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary (usually left) button.
    public static let primary = PointerButton(rawValue: 0)
    /// The secondary (usually right) button.
    public static let secondary = PointerButton(rawValue: 1)
    /// The middle button (pressing the wheel).
    public static let middle = PointerButton(rawValue: 2)

    /// "primary", "secondary", "middle", or "button N" (N counted from 1) for the others.
    public var description: String {
        switch self {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .middle: return "middle"
        default: return "button \(rawValue + 1)"
        }
    }
}

/// The pointer buttons held down, as a set.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    /// One bit per button: bit n for GLFW's button n.
    public let rawValue: Int

    /// The buttons of the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The set holding `button` alone.
    public init(_ button: PointerButton) {
        self.init(rawValue: 1 << button.rawValue)
    }

    /// The primary (usually left) button.
    public static let primary = PointerButtons(.primary)
    /// The secondary (usually right) button.
    public static let secondary = PointerButtons(.secondary)
    /// The middle button (pressing the wheel).
    public static let middle = PointerButtons(.middle)

    /// Whether `button` is held.
    public func contains(_ button: PointerButton) -> Bool {
        contains(PointerButtons(button))
    }
}
