import CEpoxyEGL
import Foundation

// The process's one EGL display for offscreen contexts, opened on first use and kept for
// the life of the process (terminating it would pull the rug from other contexts).
// Which platform: a hardware device (EGL_EXT_platform_device, an NVIDIA machine) when
// one is enumerated, else Mesa's surfaceless platform, else any device (Mesa's software
// device). `LAMINA_EGL_PLATFORM=surfaceless|device` forces one. libEGL is probed with
// dlopen first: epoxy aborts the process when it cannot load it.

/// An initialized EGL display and the platform it came from.
final class EGLConnection: @unchecked Sendable {
    let display: EGLDisplay
    /// "device", "surfaceless" or "device (software)".
    let platform: String

    private init(display: EGLDisplay, platform: String) {
        self.display = display
        self.platform = platform
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: Result<EGLConnection, GLContextError>?

    /// The process's connection, opened on first call.
    static func open() throws -> EGLConnection {
        lock.lock(); defer { lock.unlock() }
        if shared == nil { shared = Result { try connect() }.mapError { $0 as? GLContextError ?? .noDisplay("\($0)") } }
        return try shared!.get()
    }

    private static func connect() throws -> EGLConnection {
        guard dlopen("libEGL.so.1", RTLD_NOW | RTLD_GLOBAL) != nil else { throw GLContextError.eglUnavailable }
        let clientExtensions = epoxy_eglQueryString(nil, LAMINA_EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        func has(_ name: String) -> Bool { clientExtensions.split(separator: " ").contains(Substring(name)) }
        guard has("EGL_EXT_platform_base") else {
            throw GLContextError.noDisplay("EGL lacks EGL_EXT_platform_base; client extensions: \(clientExtensions)")
        }
        let forced = ProcessInfo.processInfo.environment["LAMINA_EGL_PLATFORM"]
        let canEnumerate = has("EGL_EXT_platform_device") && has("EGL_EXT_device_enumeration")
        var attempts: [String] = []
        if forced == nil || forced == "device", canEnumerate, let c = deviceDisplay(software: false, &attempts) { return c }
        if forced == nil || forced == "surfaceless" {
            if has("EGL_MESA_platform_surfaceless") {
                if let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(LAMINA_EGL_PLATFORM_SURFACELESS_MESA), nil, nil),
                   initialize(display) {
                    return EGLConnection(display: display, platform: "surfaceless")
                }
                attempts.append("surfaceless: eglInitialize failed (0x\(String(epoxy_eglGetError(), radix: 16)))")
            } else {
                attempts.append("no EGL_MESA_platform_surfaceless")
            }
        }
        if forced == nil || forced == "device", canEnumerate, let c = deviceDisplay(software: true, &attempts) { return c }
        if !canEnumerate { attempts.append("no EGL_EXT_platform_device") }
        throw GLContextError.noDisplay(attempts.joined(separator: "; "))
    }

    private static func initialize(_ display: EGLDisplay) -> Bool {
        var major: EGLint = 0, minor: EGLint = 0
        return epoxy_eglInitialize(display, &major, &minor) != 0
    }

    /// The first device display that initializes: hardware ones, or (`software`) Mesa's
    /// software device.
    private static func deviceDisplay(software: Bool, _ attempts: inout [String]) -> EGLConnection? {
        var count: EGLint = 0
        guard epoxy_eglQueryDevicesEXT(0, nil, &count) != 0, count > 0 else {
            attempts.append("no EGL devices")
            return nil
        }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard epoxy_eglQueryDevicesEXT(count, &devices, &count) != 0 else { return nil }
        for device in devices.prefix(Int(count)) {
            guard let device else { continue }
            let extensions = epoxy_eglQueryDeviceStringEXT(device, LAMINA_EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
            let isSoftware = extensions.contains("EGL_MESA_device_software")
            guard isSoftware == software else { continue }
            if let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(LAMINA_EGL_PLATFORM_DEVICE_EXT), device, nil),
               initialize(display) {
                return EGLConnection(display: display, platform: software ? "device (software)" : "device")
            }
            attempts.append("device display failed to initialize (0x\(String(epoxy_eglGetError(), radix: 16)))")
        }
        return nil
    }
}
