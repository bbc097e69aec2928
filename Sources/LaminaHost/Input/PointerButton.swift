/// A pointer (mouse) button.
public struct PointerButton: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// GLFW's button number (0 the primary button, up to 7).
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The primary (usually left) button.
    public static let primary = PointerButton(rawValue: 0)
    /// The secondary (usually right) button.
    public static let secondary = PointerButton(rawValue: 1)
    /// The middle button (pressing the wheel).
    public static let middle = PointerButton(rawValue: 2)

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
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The set holding `button` alone.
    public init(_ button: PointerButton) {
        self.init(rawValue: 1 << button.rawValue)
    }

    public static let primary = PointerButtons(.primary)
    public static let secondary = PointerButtons(.secondary)
    public static let middle = PointerButtons(.middle)

    /// Whether `button` is held.
    public func contains(_ button: PointerButton) -> Bool {
        contains(PointerButtons(button))
    }
}
