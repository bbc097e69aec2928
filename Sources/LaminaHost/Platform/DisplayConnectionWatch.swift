import Foundation

// Noticing that the display server went away (Xvfb, Xorg or the Wayland compositor
// killed or crashed) while a window is open.
// Input: Xlib's fatal I/O error (X11), the Wayland display's error state (checked each
// main-thread turn, and when GLFW asks the windows to close).
// Output: one line on standard error that says what happened, then the process exits
// with `DisplayConnectionWatch.exitStatus` — never a crash, never a hang.
// Thread: Xlib calls its handler on whichever thread met the broken connection (the
// render thread, swapping, or the main thread, reading events); the Wayland check runs
// on the main thread.
//
// Why the process ends: Xlib treats a broken connection as fatal — its I/O error handler
// must not return (Xlib calls exit(1) if it does), and a window whose display is gone
// cannot be shown again. Lamina replaces Xlib's terse "XIO: fatal IO error" exit with its
// own message and status, and does the same for Wayland, where GLFW would otherwise
// only close the window as if the user had.

/// Watches the display server connection GLFW made; see the file's header.
package enum DisplayConnectionWatch {
    /// The exit status of a program whose display server went away.
    package static let exitStatus: Int32 = 3

    private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    private typealias GetWaylandDisplay = @convention(c) () -> OpaquePointer?
    private typealias DisplayGetError = @convention(c) (OpaquePointer?) -> Int32

    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var waylandDisplay: OpaquePointer?
    nonisolated(unsafe) private static var waylandGetError: (@convention(c) (OpaquePointer?) -> Int32)?

    /// Installs the watch for `platform` once GLFW is initialized (main thread).
    package static func install(for platform: WindowPlatform) {
        switch platform {
        case .x11:
            // libX11 is loaded (GLFW links it); found by name so Lamina needs no X11 headers.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "XSetIOErrorHandler") else { return }
            let set = unsafeBitCast(symbol, to: SetIOErrorHandler.self)
            _ = set { _ -> Int32 in
                let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "the display"
                DisplayConnectionWatch.lost("the X server closed the connection (X11 I/O error on \(display))")
            }
        case .wayland:
            guard let getDisplay = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "glfwGetWaylandDisplay"),
                  let getError = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wl_display_get_error") else { return }
            let display = unsafeBitCast(getDisplay, to: GetWaylandDisplay.self)()
            lock.lock()
            waylandDisplay = display
            waylandGetError = unsafeBitCast(getError, to: DisplayGetError.self)
            lock.unlock()
        case .other:
            return
        }
    }

    /// Ends the process (see the file's header) when the Wayland connection has failed.
    /// Cheap: one call into libwayland-client.
    package static func check() {
        lock.lock()
        let display = waylandDisplay, getError = waylandGetError
        lock.unlock()
        guard let display, let getError else { return }
        let error = getError(display)
        if error != 0 {
            lost("the Wayland compositor closed the connection (\(String(cString: strerror(error))))")
        }
    }

    /// Says what happened and exits with `exitStatus`, without running exit handlers (the
    /// render thread may be inside the GL driver, whose destructors would talk to the
    /// dead server).
    private static func lost(_ what: String) -> Never {
        fflush(stdout)
        let message = "lamina: the display server went away: \(what); the window cannot go on, exiting with status \(exitStatus)\n"
        message.withCString { _ = write(2, $0, strlen($0)) }
        _exit(exitStatus)
    }
}
