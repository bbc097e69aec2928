import CGLFW

/// A key of the keyboard, named by its place on a US layout (GLFW's key codes): the `A`
/// key is `Key(character: "a")` whatever the layout prints on it. Use
/// `Window.onText` for the text a key types.
public struct Key: RawRepresentable, Hashable, Sendable {
    /// GLFW's key code (printable keys: the ASCII code of the US key's upper-case label).
    public let rawValue: Int

    /// The key with GLFW's key code `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The printable key labelled `character` on a US keyboard (letters in either case,
    /// digits, space, the grave accent and `-=[]\;',./`); nil for other characters.
    public init?(character: Character) {
        guard let ascii = character.asciiValue else { return nil }
        let upper = ascii >= 97 && ascii <= 122 ? ascii - 32 : ascii
        guard Key.printableCodes.contains(Int(upper)) else { return nil }
        self.init(rawValue: Int(upper))
    }

    /// The US label of a printable key ("a" for the A key); nil for the others.
    public var character: Character? {
        guard Key.printableCodes.contains(rawValue), let scalar = Unicode.Scalar(rawValue) else { return nil }
        let c = Character(scalar)
        return c.isLetter ? Character(c.lowercased()) : c
    }

    private static let printableCodes: Set<Int> = Set([32, 39] + Array(44...57) + [59, 61] + Array(65...93) + [96])

    /// A key GLFW could not name.
    public static let unknown = Key(rawValue: Int(GLFW_KEY_UNKNOWN))
    /// The space bar.
    public static let space = Key(rawValue: Int(GLFW_KEY_SPACE))
    /// The Escape key.
    public static let escape = Key(rawValue: Int(GLFW_KEY_ESCAPE))
    /// The main Enter (Return) key; the keypad has its own.
    public static let enter = Key(rawValue: Int(GLFW_KEY_ENTER))
    /// The Tab key.
    public static let tab = Key(rawValue: Int(GLFW_KEY_TAB))
    /// The Backspace key (deletes backwards).
    public static let backspace = Key(rawValue: Int(GLFW_KEY_BACKSPACE))
    /// The Insert key.
    public static let insert = Key(rawValue: Int(GLFW_KEY_INSERT))
    /// The Delete key (deletes forwards).
    public static let delete = Key(rawValue: Int(GLFW_KEY_DELETE))
    /// The right arrow key.
    public static let right = Key(rawValue: Int(GLFW_KEY_RIGHT))
    /// The left arrow key.
    public static let left = Key(rawValue: Int(GLFW_KEY_LEFT))
    /// The down arrow key.
    public static let down = Key(rawValue: Int(GLFW_KEY_DOWN))
    /// The up arrow key.
    public static let up = Key(rawValue: Int(GLFW_KEY_UP))
    /// The Page Up key.
    public static let pageUp = Key(rawValue: Int(GLFW_KEY_PAGE_UP))
    /// The Page Down key.
    public static let pageDown = Key(rawValue: Int(GLFW_KEY_PAGE_DOWN))
    /// The Home key.
    public static let home = Key(rawValue: Int(GLFW_KEY_HOME))
    /// The End key.
    public static let end = Key(rawValue: Int(GLFW_KEY_END))
    /// The Caps Lock key.
    public static let capsLock = Key(rawValue: Int(GLFW_KEY_CAPS_LOCK))
    /// The Scroll Lock key.
    public static let scrollLock = Key(rawValue: Int(GLFW_KEY_SCROLL_LOCK))
    /// The Num Lock key.
    public static let numLock = Key(rawValue: Int(GLFW_KEY_NUM_LOCK))
    /// The Print Screen key.
    public static let printScreen = Key(rawValue: Int(GLFW_KEY_PRINT_SCREEN))
    /// The Pause key.
    public static let pause = Key(rawValue: Int(GLFW_KEY_PAUSE))
    /// The Menu (context menu) key.
    public static let menu = Key(rawValue: Int(GLFW_KEY_MENU))
    /// The left Shift key.
    public static let leftShift = Key(rawValue: Int(GLFW_KEY_LEFT_SHIFT))
    /// The left Control key.
    public static let leftControl = Key(rawValue: Int(GLFW_KEY_LEFT_CONTROL))
    /// The left Alt (Option) key.
    public static let leftAlt = Key(rawValue: Int(GLFW_KEY_LEFT_ALT))
    /// The left Super (Windows, Command) key.
    public static let leftSuper = Key(rawValue: Int(GLFW_KEY_LEFT_SUPER))
    /// The right Shift key.
    public static let rightShift = Key(rawValue: Int(GLFW_KEY_RIGHT_SHIFT))
    /// The right Control key.
    public static let rightControl = Key(rawValue: Int(GLFW_KEY_RIGHT_CONTROL))
    /// The right Alt (AltGr, Option) key.
    public static let rightAlt = Key(rawValue: Int(GLFW_KEY_RIGHT_ALT))
    /// The right Super (Windows, Command) key.
    public static let rightSuper = Key(rawValue: Int(GLFW_KEY_RIGHT_SUPER))

    /// The function key F`n` (1 to 25).
    public static func function(_ n: Int) -> Key {
        Key(rawValue: Int(GLFW_KEY_F1) + min(max(n, 1), 25) - 1)
    }

    /// The keypad's digit `n` (0 to 9).
    public static func keypad(_ n: Int) -> Key {
        Key(rawValue: Int(GLFW_KEY_KP_0) + min(max(n, 0), 9))
    }
}
