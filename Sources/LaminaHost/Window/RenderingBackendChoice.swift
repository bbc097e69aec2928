import Foundation
import Lamina

/// How a window's renderer is chosen, and what was chosen: the contexts to try in order,
/// then, once one is made, the renderer its driver gets. Pure logic, so the rules are
/// tested without a display.
package struct RenderingBackendChoice: Equatable, Sendable {
    /// `.openGL` or `.cpu`.
    package var backend: Window.RenderingBackend
    /// The context the window has.
    package var context: WindowContextKind
    /// The driver's `GL_RENDERER`.
    package var glRenderer: String
    /// Why this backend, in a few words ("asked for", "OpenGL is llvmpipe, a software
    /// rasterizer", …).
    package var reason: String

    /// What the app asked for, with `LAMINA_BACKEND` (`gl`, `cpu`, `auto`) in
    /// `environment` deciding where it asked for `.automatic`.
    package static func requested(_ backend: Window.RenderingBackend,
                                  environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (backend: Window.RenderingBackend, fromEnvironment: Bool) {
        guard backend == .automatic, let value = environment["LAMINA_BACKEND"], !value.isEmpty else {
            return (backend, false)
        }
        switch value.lowercased() {
        case "gl", "opengl": return (.openGL, true)
        case "cpu": return (.cpu, true)
        case "auto", "automatic": return (.automatic, true)
        default:
            LaminaDiagnostics.report(.invalidArgument, "LAMINA_BACKEND=\(value): use gl, cpu or auto; choosing automatically")
            return (.automatic, false)
        }
    }

    /// The contexts to try for `backend`, in order: OpenGL needs 3.3 core; the automatic
    /// choice prefers it and falls back to what the CPU renderer needs; the CPU renderer
    /// takes the least it needs first.
    package static func contextsToTry(for backend: Window.RenderingBackend) -> [WindowContextKind] {
        switch backend {
        case .openGL: [.core33]
        case .automatic: [.core33, .compatibility21, .es2]
        case .cpu: [.compatibility21, .es2, .core33]
        }
    }

    /// Whether a `GL_RENDERER` string names a software rasterizer (Mesa's llvmpipe,
    /// softpipe, or its old "Software Rasterizer").
    package static func isSoftwareRasterizer(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "software rasterizer"].contains { name.contains($0) }
    }

    /// The backend for `requested` (never `.automatic` itself) once a context of `context`
    /// with renderer `glRenderer` is made: OpenGL only on a 3.3 core context, and under
    /// `.automatic` only on a GPU's driver.
    package init(requested: Window.RenderingBackend, fromEnvironment: Bool = false,
                 context: WindowContextKind, glRenderer: String) {
        self.context = context
        self.glRenderer = glRenderer
        let asked = fromEnvironment ? "LAMINA_BACKEND asked for it" : "asked for"
        switch requested {
        case .openGL:
            backend = .openGL
            reason = asked
        case .cpu:
            backend = .cpu
            reason = asked
        case .automatic where context != .core33:
            backend = .cpu
            reason = "automatic: no OpenGL 3.3 core context"
        case .automatic where Self.isSoftwareRasterizer(glRenderer):
            backend = .cpu
            reason = "automatic: OpenGL is \(Self.shortName(glRenderer)), a software rasterizer"
        case .automatic:
            backend = .openGL
            reason = "automatic: OpenGL is \(Self.shortName(glRenderer))"
        }
    }

    /// The renderer's name without its details: "llvmpipe (LLVM 15.0.6, 256 bits)" →
    /// "llvmpipe", "NVIDIA GeForce RTX 3060/PCIe/SSE2" → "NVIDIA GeForce RTX 3060";
    /// at most 24 characters.
    package static func shortName(_ glRenderer: String) -> String {
        let cut = glRenderer.firstIndex { $0 == "(" || $0 == "/" } ?? glRenderer.endIndex
        let name = glRenderer[..<cut].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? "?" : String(name.prefix(24))
    }

    /// What the fps overlay shows: "GL · llvmpipe", "CPU · llvmpipe" (the driver that
    /// shows the CPU renderer's frames).
    package var overlayText: String {
        "\(backend == .cpu ? "CPU" : "GL") · \(Self.shortName(glRenderer))"
    }

    /// One line for people: which renderer draws, through what, and why.
    package var summary: String {
        switch backend {
        case .cpu: "CPU renderer, shown through \(context.rawValue) (\(glRenderer)); \(reason)"
        default: "OpenGL renderer (\(glRenderer)); \(reason)"
        }
    }
}
