import CGLFW

/// The modifier keys held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: Int(GLFW_MOD_SHIFT))
    public static let control = KeyModifiers(rawValue: Int(GLFW_MOD_CONTROL))
    public static let alt = KeyModifiers(rawValue: Int(GLFW_MOD_ALT))
    /// The Super (Windows, Command) key.
    public static let `super` = KeyModifiers(rawValue: Int(GLFW_MOD_SUPER))
    public static let capsLock = KeyModifiers(rawValue: Int(GLFW_MOD_CAPS_LOCK))
    public static let numLock = KeyModifiers(rawValue: Int(GLFW_MOD_NUM_LOCK))

    /// The modifiers of GLFW's `mods` bits.
    init(glfw mods: Int32) {
        self.init(rawValue: Int(mods) & 0x3F)
    }
}
