import CGLFW
import Foundation

/// GLFW's callbacks, forwarded to the window they belong to (found through the GLFW
/// window's user pointer, which holds the `Window` unretained while it is open). GLFW
/// calls them on the main thread, inside `glfwWaitEventsTimeout`.
extension Window {
    func installCallbacks() {
        glfwSetWindowUserPointer(handle, Unmanaged.passUnretained(self).toOpaque())
        glfwSetWindowSizeCallback(handle) { handle, _, _ in
            Window.owning(handle)?.windowDidResize()
        }
        glfwSetFramebufferSizeCallback(handle) { handle, _, _ in
            Window.owning(handle)?.windowDidResize()
        }
        glfwSetWindowContentScaleCallback(handle) { handle, _, _ in
            Window.owning(handle)?.windowDidResize()
        }
        glfwSetCursorPosCallback(handle) { handle, x, y in
            Window.owning(handle)?.input.cursorMoved(x: x, y: y)
        }
        glfwSetMouseButtonCallback(handle) { handle, button, action, mods in
            Window.owning(handle)?.input.buttonChanged(button, action: action, mods: mods)
        }
        glfwSetScrollCallback(handle) { handle, dx, dy in
            Window.owning(handle)?.input.scrolled(dx: dx, dy: dy)
        }
        glfwSetKeyCallback(handle) { handle, key, scancode, action, mods in
            Window.owning(handle)?.input.keyChanged(key, scancode: scancode, action: action, mods: mods)
        }
        glfwSetCharCallback(handle) { handle, codepoint in
            Window.owning(handle)?.input.typed(codepoint)
        }
    }

    private static func owning(_ handle: OpaquePointer?) -> Window? {
        guard let handle, let pointer = glfwGetWindowUserPointer(handle) else { return nil }
        return Unmanaged<Window>.fromOpaque(pointer).takeUnretainedValue()
    }
}
