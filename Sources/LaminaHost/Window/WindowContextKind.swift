import CGLFW
import Foundation

/// Which OpenGL context a window asks GLFW for.
package enum WindowContextKind: String, Sendable, CaseIterable {
    /// OpenGL 3.3 core, forward compatible: what the OpenGL renderer needs.
    case core33 = "OpenGL 3.3 core"
    /// OpenGL 2.1 (a compatibility context): enough to show the CPU renderer's frames.
    case compatibility21 = "OpenGL 2.1"
    /// OpenGL ES 2.0: also enough to show them.
    case es2 = "OpenGL ES 2.0"

    /// Sets GLFW's context hints for this kind (after `glfwDefaultWindowHints`).
    func applyHints() {
        switch self {
        case .core33:
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        case .compatibility21:
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 2)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 1)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_ANY_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_FALSE)
        case .es2:
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 2)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_ANY_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_FALSE)
        }
    }
}
