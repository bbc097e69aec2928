import Foundation
import LaminaHost

/// Real X11 input for the input check: pointer, wheel and key events synthesized in
/// the X server with the XTest extension, so they reach the window through GLFW like a
/// user's would. libXtst and libX11 are loaded at run time; the X display is GLFW's own
/// (`glfwGetX11Display`, looked up in the loaded GLFW library).
struct XTestInput {
    private typealias GetDisplay = @convention(c) () -> OpaquePointer?
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

    private let display: OpaquePointer
    private let fakeMotion: FakeMotion
    private let fakeButton: FakeButton
    private let fakeKey: FakeKey
    private let keysymToKeycode: KeysymToKeycode
    private let flush: Flush

    /// Nil, with the reason, when XTest or GLFW's X11 display is not there.
    static func load(ownConnection: Bool = false) -> Result<XTestInput, CheckFailure> {
        guard let xtst = dlopen("libXtst.so.6", RTLD_NOW), let x11 = dlopen("libX11.so.6", RTLD_NOW) else {
            return .failure(CheckFailure("libXtst.so.6 or libX11.so.6 is not installed"))
        }
        guard dlsym(UnsafeMutableRawPointer(bitPattern: 0), "glfwGetX11Display") != nil else {
            return .failure(CheckFailure("GLFW has no X11 display (not the X11 build?)"))
        }
        let display: OpaquePointer
        if ownConnection {
            // A connection of its own, for sending input from another thread while the
            // main thread (GLFW's connection's user) is blocked.
            typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
            guard let open = dlsym(x11, "XOpenDisplay"), let opened = unsafeBitCast(open, to: OpenDisplay.self)(nil) else {
                return .failure(CheckFailure("XOpenDisplay failed"))
            }
            display = opened
        } else {
            guard let getDisplay = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "glfwGetX11Display"),
                  let glfwDisplay = unsafeBitCast(getDisplay, to: GetDisplay.self)() else {
                return .failure(CheckFailure("GLFW has no X11 display (not the X11 build?)"))
            }
            display = glfwDisplay
        }
        guard let motion = dlsym(xtst, "XTestFakeMotionEvent"), let button = dlsym(xtst, "XTestFakeButtonEvent"),
              let key = dlsym(xtst, "XTestFakeKeyEvent"), let keycode = dlsym(x11, "XKeysymToKeycode"),
              let flush = dlsym(x11, "XFlush") else {
            return .failure(CheckFailure("libXtst lacks the XTest entry points"))
        }
        return .success(XTestInput(display: display,
                                   fakeMotion: unsafeBitCast(motion, to: FakeMotion.self),
                                   fakeButton: unsafeBitCast(button, to: FakeButton.self),
                                   fakeKey: unsafeBitCast(key, to: FakeKey.self),
                                   keysymToKeycode: unsafeBitCast(keycode, to: KeysymToKeycode.self),
                                   flush: unsafeBitCast(flush, to: Flush.self)))
    }

    /// Moves the pointer to (`x`, `y`) on the screen (X's root window coordinates).
    func move(toScreenX x: Int, y: Int) {
        _ = fakeMotion(display, -1, Int32(x), Int32(y), 0)
        _ = flush(display)
    }

    /// Presses or releases X button `number` (1 left, 3 right, 4/5 wheel up/down).
    func button(_ number: UInt32, pressed: Bool) {
        _ = fakeButton(display, number, pressed ? 1 : 0, 0)
        _ = flush(display)
    }

    /// Presses or releases the key of X keysym `keysym` (0x61 `a`, 0xffe1 left Shift).
    func key(keysym: UInt, pressed: Bool) {
        let code = keysymToKeycode(display, keysym)
        _ = fakeKey(display, UInt32(code), pressed ? 1 : 0, 0)
        _ = flush(display)
    }
}
