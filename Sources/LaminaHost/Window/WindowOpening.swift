import CEpoxy
import CGLFW
import Foundation
import LaminaGL

/// Opening a window's GLFW window and context, and choosing its renderer. Main thread,
/// in `Window.init`, before the render thread starts.
extension Window {
    /// Opens a GLFW window with the first context of `contexts` that can be made. Throws
    /// `.creationFailed` when the only context asked for (OpenGL 3.3 core, for
    /// `.openGL`) cannot be made, `.noOpenGL` when none of several can. A 3.3 core context
    /// whose driver reports a lower version counts as not made. `failures` says why the
    /// contexts tried before the one returned were not had. `LAMINA_FAULT=context-fails`
    /// and `gl-version-3.0` (`GLFaults`) make 3.3 core fail here, `egl-missing` every
    /// context on Wayland.
    static func openGLFWWindow(title: String, width: Int32, height: Int32, resizable: Bool,
                               contexts: [WindowContextKind]) throws
        -> (handle: OpaquePointer, context: WindowContextKind, failures: [String]) {
        var failures: [String] = []
        let faults = GLFaults.active
        for kind in contexts {
            // GLFW's Wayland build makes every context through EGL (X11's, through GLX).
            if faults.eglMissing, GLFWRuntime.platform == .wayland {
                failures.append("\(kind.rawValue): libEGL.so.1 could not be loaded (injected by LAMINA_FAULT=egl-missing)")
                continue
            }
            if kind == .core33, faults.contextCreationFails {
                failures.append("\(kind.rawValue): context creation failed (injected by LAMINA_FAULT=context-fails)")
                continue
            }
            glfwDefaultWindowHints()
            kind.applyHints()
            glfwWindowHint(GLFW_RESIZABLE, resizable ? GLFW_TRUE : GLFW_FALSE)
            // Where screen coordinates are pixels (X11), open at size × the content scale.
            glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
            _ = GLFWRuntime.takeError()
            if let handle = glfwCreateWindow(width, height, title, nil, nil) {
                guard kind == .core33 else { return (handle, kind, failures) }
                let version = GLFaults.versionAtLeast33(readGLString(GL_VERSION, of: handle))
                if version.ok { return (handle, kind, failures) }
                glfwDestroyWindow(handle)
                failures.append("\(kind.rawValue): the driver offers OpenGL \(version.version)")
                continue
            }
            failures.append("\(kind.rawValue): \(GLFWRuntime.takeError() ?? "glfwCreateWindow failed")")
        }
        if contexts == [.core33] {
            throw WindowError.creationFailed(reason: "no OpenGL 3.3 core context (\(failures.joined())); "
                + "the CPU renderer (`renderingBackend: .cpu`, `lamina-demo --backend cpu`) needs only OpenGL 2.1 or ES 2.0")
        }
        throw WindowError.noOpenGL(reason: failures.joined(separator: "; "))
    }

    /// The `GL_RENDERER` of the context of `handle`, made current on the calling thread
    /// for the read and released again (the render thread makes it current next).
    static func readGLRenderer(of handle: OpaquePointer) -> String {
        readGLString(GL_RENDERER, of: handle)
    }

    /// A `glGetString` of the context of `handle`, read as `readGLRenderer` does.
    static func readGLString(_ name: Int32, of handle: OpaquePointer) -> String {
        glfwMakeContextCurrent(handle)
        defer { glfwMakeContextCurrent(nil) }
        return epoxy_glGetString(GLenum(name)).map { String(cString: $0) } ?? "?"
    }
}
