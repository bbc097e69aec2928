import Foundation

/// Why an OpenGL context could not be made.
public enum GLContextError: Error, CustomStringConvertible, Equatable {
    /// The EGL library could not be loaded.
    case eglUnavailable
    /// EGL loaded, but no display (no surfaceless platform, no device) could be opened.
    case noDisplay(String)
    /// A display opened, but it would not make a GL 3.3 core context.
    case contextCreationFailed(String)
    /// The context made reports an OpenGL version below 3.3 (the version it reports).
    case versionTooLow(String)
    /// The context could not be made current on this thread.
    case makeCurrentFailed(String)
    /// The requested size is not positive or too large.
    case invalidSize(width: Int, height: Int)
    /// The offscreen framebuffer is incomplete.
    case framebufferIncomplete(UInt32)

    /// What to install on Debian/Ubuntu for headless OpenGL.
    public static let installHint = "install Mesa's EGL and drivers: apt-get install libegl1 libegl-mesa0 libgl1-mesa-dri libepoxy0"

    /// What failed and, where it applies, what to install.
    public var description: String {
        switch self {
        case .eglUnavailable:
            return "OpenGL offscreen context: libEGL.so.1 could not be loaded; \(Self.installHint)"
        case .noDisplay(let detail):
            return "OpenGL offscreen context: no EGL display (\(detail)); \(Self.installHint) (or an NVIDIA driver with EGL)"
        case .contextCreationFailed(let detail):
            return "OpenGL offscreen context: EGL would not create an OpenGL 3.3 core context (\(detail)); \(Self.installHint)"
        case .versionTooLow(let version):
            return "OpenGL offscreen context: the driver offers OpenGL \(version), below the 3.3 core Lamina's GL backend needs; \(Self.installHint)"
        case .makeCurrentFailed(let detail):
            return "OpenGL offscreen context: eglMakeCurrent failed (\(detail))"
        case .invalidSize(let width, let height):
            return "OpenGL offscreen context: size \(width)×\(height) must be positive and within the driver's limit"
        case .framebufferIncomplete(let status):
            return "OpenGL offscreen context: framebuffer incomplete (status 0x\(String(status, radix: 16)))"
        }
    }
}
