import CEpoxy
import CGLFW
import Foundation
import LaminaGL

/// A window's OpenGL context, as a `CARenderer(glContext:)` (or the CPU renderer's
/// presenter) draws into it: the default framebuffer (0), sized by the window's
/// framebuffer, presented by swapping buffers.
/// Made on the main thread; from the frame loop's start on, only its render thread uses
/// it (GLFW allows making a context current and swapping on any thread). Once the window
/// is destroyed, `makeCurrent()` throws, so a renderer released later does not touch it.
package final class WindowGLContext: GLContext, RenderSurface {
    private let handle: OpaquePointer
    /// The context GLFW made: 3.3 core, 2.1 or ES 2.0.
    package let kind: WindowContextKind
    private let swapInterval: Int32
    /// Set on the main thread after the render thread has stopped, before the window
    /// goes; never while another thread uses the context.
    private var isInvalidated = false

    package private(set) var pixelWidth: Int
    package private(set) var pixelHeight: Int
    package private(set) var scale: CGFloat
    /// The driver's GL version and renderer, read when the render thread attaches (the
    /// frame loop's start waits for that, so the main thread may read it afterwards).
    package private(set) var driverDescription = ""
    /// Made when the render thread attaches; used on that thread only.
    private var frameFences: FrameFenceHold?

    /// The context (of `kind`) of the GLFW window `handle`, first `size` big;
    /// `swapInterval` 1 waits for vertical blank at each swap, 0 does not.
    init(window handle: OpaquePointer, kind: WindowContextKind, size: DrawableSize, swapInterval: Int32) {
        self.handle = handle
        self.kind = kind
        self.swapInterval = swapInterval
        pixelWidth = size.pixelWidth
        pixelHeight = size.pixelHeight
        scale = size.scale
    }

    // MARK: GLContext

    package var framebuffer: UInt32 { 0 }

    /// Makes the context current on the calling thread (a no-op when it is already).
    package func makeCurrent() throws {
        guard !isInvalidated else {
            throw WindowError.creationFailed(reason: "the window's context is gone (the window was closed)")
        }
        if glfwGetCurrentContext() == handle { return }
        glfwMakeContextCurrent(handle)
        if let error = GLFWRuntime.takeError() {
            throw WindowError.creationFailed(reason: "could not make the window's context current: \(error)")
        }
    }

    /// Swaps the window's buffers.
    package func present() {
        guard !isInvalidated else { return }
        if let frameFences {
            frameFences.endFrame { glfwSwapBuffers(handle) }
        } else {
            glfwSwapBuffers(handle)
        }
    }

    /// The window is about to be destroyed: the context must not be used again.
    func invalidate() {
        isInvalidated = true
    }

    // MARK: RenderSurface

    package func attach() throws {
        try makeCurrent()
        glfwSwapInterval(swapInterval)
        let version = epoxy_glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "?"
        let renderer = epoxy_glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "?"
        driverDescription = "OpenGL \(version), \(renderer)"
        frameFences = FrameFenceHold(renderer: renderer)
    }

    package func detach() {
        if !isInvalidated, glfwGetCurrentContext() == handle { frameFences?.release() }
        frameFences = nil
        glfwMakeContextCurrent(nil)
    }

    package func resize(to size: DrawableSize) {
        pixelWidth = size.pixelWidth
        pixelHeight = size.pixelHeight
        scale = size.scale
    }

    package func readPixels() -> PixelBuffer? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let pixels = PixelBuffer(width: pixelWidth, height: pixelHeight)
        // Only the OpenGL renderer binds framebuffers of its own; OpenGL ES 2.0 reads the
        // back buffer without being told (and has no glReadBuffer).
        if kind == .core33 { epoxy_glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0) }
        if kind != .es2 { epoxy_glReadBuffer(GLenum(GL_BACK)) }
        epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        epoxy_glReadPixels(0, 0, GLsizei(pixelWidth), GLsizei(pixelHeight),
                           GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels.data)
        guard epoxy_glGetError() == GLenum(GL_NO_ERROR) else { return nil }
        // GL's rows run bottom-up; Lamina's top-down.
        let rowBytes = pixelWidth * 4
        let spare = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { spare.deallocate() }
        for y in 0..<pixelHeight / 2 {
            let top = pixels.row(y), bottom = pixels.row(pixelHeight - 1 - y)
            spare.update(from: top, count: rowBytes)
            top.update(from: bottom, count: rowBytes)
            bottom.update(from: spare, count: rowBytes)
        }
        return pixels
    }
}
