import Foundation

/// Why a window could not open.
public enum WindowError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No display server to open a window on (no `DISPLAY` or `WAYLAND_DISPLAY`, or GLFW
    /// could not connect). Lamina still renders without one, offscreen.
    case noDisplay(reason: String)
    /// Windows are made, run and closed on the main thread (GLFW's rule).
    case notMainThread
    /// The window or its OpenGL 3.3 core context could not be made.
    case creationFailed(reason: String)

    /// What went wrong and what to do about it, one sentence or two.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "no display to open a window on (\(reason)). Render offscreen instead — "
                + "the offscreen mode (`lamina-demo --offscreen …`, or `GLOffscreenContext` in code) "
                + "needs no display — or run under a display server, e.g. `xvfb-run -a …`."
        case .notMainThread:
            return "windows must be opened and run on the main thread (GLFW's rule)"
        case .creationFailed(let reason):
            return "could not open a window with an OpenGL 3.3 core context: \(reason)"
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
