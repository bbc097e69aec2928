import CGLFW

/// The modifier keys held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// GLFW's modifier bits (`GLFW_MOD_SHIFT` …).
    public let rawValue: Int

    /// The modifiers of GLFW's bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: Int(GLFW_MOD_SHIFT))
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: Int(GLFW_MOD_CONTROL))
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: Int(GLFW_MOD_ALT))
    /// The Super (Windows, Command) key.
    public static let `super` = KeyModifiers(rawValue: Int(GLFW_MOD_SUPER))
    /// Caps Lock is on (a lock state, not a key held).
    public static let capsLock = KeyModifiers(rawValue: Int(GLFW_MOD_CAPS_LOCK))
    /// Num Lock is on (a lock state, not a key held).
    public static let numLock = KeyModifiers(rawValue: Int(GLFW_MOD_NUM_LOCK))

    /// The modifiers of GLFW's `mods` bits.
    init(glfw mods: Int32) {
        self.init(rawValue: Int(mods) & 0x3F)
    }
}
