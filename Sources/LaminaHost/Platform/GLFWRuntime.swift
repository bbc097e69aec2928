import CGLFW
import Foundation

/// GLFW for the whole process: initialized once, on the main thread, when the first
/// window opens, and checked for a display first so a machine without one gets a
/// `WindowError.noDisplay` instead of GLFW's failure. GLFW's errors are kept (its error
/// callback cannot capture context) and folded into the errors thrown.
package enum GLFWRuntime {
    private static let startLock = NSLock()
    /// Guarded by `startLock`.
    nonisolated(unsafe) private static var isInitialized = false
    /// GLFW reports errors on the thread that made the failing call (the render thread
    /// for swaps), hence a lock of its own.
    private static let errorLock = NSLock()
    /// Guarded by `errorLock`.
    nonisolated(unsafe) private static var lastError: String?

    /// The version string of the GLFW library loaded, which names its platform
    /// ("3.3.8 X11 GLX …" or "3.3.8 Wayland EGL …"). Needs no initialization.
    package static var versionString: String {
        String(cString: glfwGetVersionString())
    }

    /// The window system GLFW was built for, read from `versionString`.
    package static var platform: WindowPlatform {
        WindowPlatform(versionString: versionString)
    }

    /// Initializes GLFW if needed. Throws `.noDisplay` when no display server is named in
    /// `environment` or GLFW cannot reach one, `.notMainThread` off the main thread.
    package static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard Thread.isMainThread else { throw WindowError.notMainThread }
        startLock.lock(); defer { startLock.unlock() }
        if isInitialized { return }
        let display = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        if display == nil && wayland == nil {
            throw WindowError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        glfwSetErrorCallback { _, description in
            GLFWRuntime.record(description.map { String(cString: $0) } ?? "unknown GLFW error")
        }
        _ = takeError()
        guard glfwInit() == GLFW_TRUE else {
            let reason = takeError() ?? "glfwInit failed"
            throw WindowError.noDisplay(reason: "GLFW (\(versionString)) could not start: \(reason)")
        }
        isInitialized = true
        DisplayConnectionWatch.install(for: platform)
    }

    /// The last error GLFW reported since `takeError()` was last called, cleared.
    package static func takeError() -> String? {
        errorLock.lock(); defer { errorLock.unlock() }
        defer { lastError = nil }
        return lastError
    }

    private static func record(_ message: String) {
        errorLock.lock()
        lastError = message
        errorLock.unlock()
    }
}

/// The window system a GLFW library drives.
package enum WindowPlatform: String, Sendable {
    case x11 = "X11"
    case wayland = "Wayland"
    case other = "other"

    /// The platform named by a GLFW version string.
    package init(versionString: String) {
        let words = versionString.split(separator: " ")
        if words.contains("Wayland") { self = .wayland }
        else if words.contains("X11") { self = .x11 }
        else { self = .other }
    }
}
