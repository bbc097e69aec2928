import Foundation

// Injected OpenGL faults, so tests (and people checking a deployment) can see what Lamina
// does when OpenGL is missing or misbehaves, on a machine where it works.
// Input: the environment variable `LAMINA_FAULT` (read once), or `GLFaults.active` set
// by a test in the process. Output: the points below fail as the named fault would.
// Thread: any (the set is lock-protected and read where a context or texture is made,
// never per draw).
//
// `LAMINA_FAULT` is a comma-separated list of:
//   egl-missing              libEGL cannot be loaded (offscreen contexts fail)
//   context-fails            no OpenGL 3.3 core context can be made (EGL and the window)
//   gl-version-3.0           contexts report OpenGL 3.0, below the 3.3 Lamina's GL backend needs
//   shader-error=FILE:LINE   the embedded shader FILE (e.g. layer.frag) has an error at LINE
//   shader-link-error=FILE   FILE (one both stages include: common.glsl) makes programs fail to link
//   max-texture-size=N       GL_MAX_TEXTURE_SIZE reads as N (at most the driver's own)
//   texture-oom=N            the next N texture uploads that allocate storage fail with GL_OUT_OF_MEMORY
//   fence-hold-off           llvmpipe's fences are not held past a frame (FrameFenceHold), which
//                            exposes that driver's fence race to Scripts/probe-llvmpipe-fence-race

/// OpenGL faults injected for tests: parsed from `LAMINA_FAULT`, or set in the process.
package struct GLFaults: Equatable, Sendable {
    /// libEGL "cannot be loaded".
    package var eglMissing = false
    /// Every OpenGL 3.3 core context creation "fails".
    package var contextCreationFails = false
    /// Contexts "report" this OpenGL version (major, minor) instead of theirs.
    package var reportedVersion: (major: Int, minor: Int)?
    /// The embedded shader file and the line (1-based) where an error is injected.
    package var shaderError: (file: String, line: Int)?
    /// The embedded shader file (included by both stages) that makes programs fail to link.
    package var shaderLinkError: String?
    /// GL_MAX_TEXTURE_SIZE as the texture cache sees it.
    package var maxTextureSize: Int?
    /// Texture uploads still to fail with GL_OUT_OF_MEMORY.
    package var textureOutOfMemory = 0
    /// `FrameFenceHold` holds nothing, as on drivers without the race.
    package var fenceHoldOff = false

    package init() {}

    /// The faults `value` names (`LAMINA_FAULT`'s syntax); unknown words are reported.
    package init(parsing value: String) {
        for word in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            let argument = parts.count > 1 ? parts[1] : ""
            switch parts[0] {
            case "egl-missing": eglMissing = true
            case "context-fails": contextCreationFails = true
            case let name where name.hasPrefix("gl-version-"):
                let numbers = name.dropFirst("gl-version-".count).split(separator: ".").compactMap { Int($0) }
                if numbers.count == 2 { reportedVersion = (numbers[0], numbers[1]) }
            case "shader-error":
                let place = argument.split(separator: ":")
                if place.count == 2, let line = Int(place[1]) { shaderError = (String(place[0]), line) }
            case "shader-link-error": shaderLinkError = argument
            case "max-texture-size": maxTextureSize = Int(argument)
            case "texture-oom": textureOutOfMemory = Int(argument) ?? 1
            case "fence-hold-off": fenceHoldOff = true
            default:
                LaminaDiagnostics.report(.invalidArgument, "LAMINA_FAULT: unknown fault \"\(word)\" (see GLFaults)")
            }
        }
    }

    package static func == (a: GLFaults, b: GLFaults) -> Bool {
        a.eglMissing == b.eglMissing && a.contextCreationFails == b.contextCreationFails
            && a.reportedVersion?.major == b.reportedVersion?.major && a.reportedVersion?.minor == b.reportedVersion?.minor
            && a.shaderError?.file == b.shaderError?.file && a.shaderError?.line == b.shaderError?.line
            && a.shaderLinkError == b.shaderLinkError && a.maxTextureSize == b.maxTextureSize && a.textureOutOfMemory == b.textureOutOfMemory
            && a.fenceHoldOff == b.fenceHoldOff
    }

    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var current: GLFaults?

    /// The faults in force: `LAMINA_FAULT`'s until a test sets others.
    package static var active: GLFaults {
        get {
            lock.lock(); defer { lock.unlock() }
            return loaded()
        }
        set {
            lock.lock(); defer { lock.unlock() }
            current = newValue
        }
    }

    /// `current`, parsed from the environment the first time (`lock` held).
    private static func loaded() -> GLFaults {
        if let current { return current }
        let parsed = GLFaults(parsing: ProcessInfo.processInfo.environment["LAMINA_FAULT"] ?? "")
        current = parsed
        return parsed
    }

    /// Takes one injected out-of-memory upload, if any are left.
    package static func takeTextureOutOfMemory() -> Bool {
        lock.lock(); defer { lock.unlock() }
        var faults = loaded()
        guard faults.textureOutOfMemory > 0 else { return false }
        faults.textureOutOfMemory -= 1
        current = faults
        return true
    }

    /// Whether an OpenGL version string ("4.5 (Core Profile) Mesa 22.3.6", "OpenGL ES 3.2
    /// …") is at least 3.3, after the injected `reportedVersion`.
    package static func versionAtLeast33(_ versionString: String) -> (ok: Bool, version: String) {
        if let (major, minor) = active.reportedVersion {
            return (major > 3 || (major == 3 && minor >= 3), "\(major).\(minor) (LAMINA_FAULT)")
        }
        let digits = versionString.drop { !$0.isNumber }
        let numbers = digits.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return (true, versionString) }
        return (numbers[0] > 3 || (numbers[0] == 3 && numbers[1] >= 3), "\(numbers[0]).\(numbers[1])")
    }
}
