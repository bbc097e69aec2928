import Foundation

/// Why a window could not open.
public enum WindowError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// No display server to open a window on (no `DISPLAY` or `WAYLAND_DISPLAY`, or GLFW
    /// could not connect). Lamina still renders without one, offscreen.
    case noDisplay(reason: String)
    /// Windows are made, run and closed on the main thread (GLFW's rule).
    case notMainThread
    /// The window could not be made, or not with the context its renderer needs (an
    /// OpenGL 3.3 core context for `Window.RenderingBackend.openGL`).
    case creationFailed(reason: String)
    /// No OpenGL context at all could be made for the window (not 3.3 core, 2.1 or ES
    /// 2.0), so not even the CPU renderer's frames can be shown. Lamina still renders
    /// without one, offscreen.
    case noOpenGL(reason: String)

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
            return "could not open the window: \(reason)"
        case .noOpenGL(let reason):
            return "no OpenGL context for the window (\(reason)). A window needs OpenGL 3.3 core, or at least "
                + "OpenGL 2.1 or ES 2.0 to show the CPU renderer's frames (Mesa: apt-get install libgl1-mesa-dri "
                + "libglx-mesa0 libegl-mesa0). Without one, render offscreen: `lamina-demo --offscreen --backend cpu …`, "
                + "or `CARenderer(context:)` in code."
        }
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
