import CEpoxy
import CEpoxyEGL
import Foundation

/// An OpenGL 3.3 core context with no window and no display server: EGL's surfaceless
/// platform on Mesa (llvmpipe on a machine without a GPU), or the device platform on a
/// GPU machine, drawing into a framebuffer object of `width` × `height` RGBA8 pixels.
/// Tests, benchmarks and offscreen frame rendering use it:
///
/// ```swift
/// let context = try GLOffscreenContext(width: 640, height: 480)
/// let renderer = CARenderer(glContext: context)
/// … renderer.beginFrame(atTime: t); renderer.render(); renderer.endFrame()
/// let image = context.readPixels()
/// ```
///
/// Making one throws `GLContextError` (whose description says what to install) when EGL
/// or a usable display is missing; it never crashes the process for that. Use a context
/// from one thread at a time; `makeCurrent()` binds it to the calling thread.
public final class GLOffscreenContext: GLContext {
    /// The framebuffer's width in pixels.
    public let pixelWidth: Int
    /// The framebuffer's height in pixels.
    public let pixelHeight: Int
    /// Pixels per point of what is drawn into it (1 unless set).
    public var scale: CGFloat = 1
    /// The framebuffer object drawn into.
    public private(set) var framebuffer: UInt32 = 0
    /// The GL renderer's name (`GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)").
    public private(set) var renderer = ""
    /// The EGL platform the context came from: "surfaceless", "device" or "device (software)".
    public let platform: String

    private let connection: EGLConnection
    private let context: EGLContext
    private var colorBuffer: GLuint = 0
    private var rowScratch: [UInt8] = []
    /// Made with the framebuffer, once the renderer is known.
    private(set) var frameFences: FrameFenceHold?

    /// Makes a context and its `width` × `height` framebuffer (cleared to transparent).
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw GLContextError.invalidSize(width: width, height: height)
        }
        pixelWidth = width
        pixelHeight = height
        let faults = GLFaults.active
        if faults.eglMissing { throw GLContextError.eglUnavailable }
        connection = try EGLConnection.open()
        platform = connection.platform
        let display = connection.display
        guard epoxy_eglBindAPI(EGLenum(EGL_OPENGL_API)) != 0 else {
            throw GLContextError.contextCreationFailed("eglBindAPI(EGL_OPENGL_API) failed")
        }
        var config: EGLConfig? = nil
        var found: EGLint = 0
        let configAttributes: [EGLint] = [
            EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        if epoxy_eglChooseConfig(display, configAttributes, &config, 1, &found) == 0 || found < 1 {
            config = nil
        }
        let contextAttributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE,
        ]
        if faults.contextCreationFails {
            throw GLContextError.contextCreationFailed("eglCreateContext failed (injected by LAMINA_FAULT=context-fails)")
        }
        guard let context = epoxy_eglCreateContext(display, config, nil, contextAttributes) else {
            throw GLContextError.contextCreationFailed("eglCreateContext: 0x\(String(epoxy_eglGetError(), radix: 16)) on \(platform)")
        }
        self.context = context
        do {
            try makeCurrent()
            try makeFramebuffer()
        } catch {
            _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
            _ = epoxy_eglDestroyContext(display, context)
            throw error
        }
    }

    deinit {
        let display = connection.display
        if epoxy_eglMakeCurrent(display, nil, nil, context) != 0 {
            frameFences?.release()
            if framebuffer != 0 { glDeleteFramebuffer(framebuffer) }
            if colorBuffer != 0 { glDeleteRenderbuffer(colorBuffer) }
            _ = epoxy_eglMakeCurrent(display, nil, nil, nil)
        }
        _ = epoxy_eglDestroyContext(display, context)
    }

    /// Makes the context current on the calling thread (no surface: it draws into its FBO).
    public func makeCurrent() throws {
        guard epoxy_eglMakeCurrent(connection.display, nil, nil, context) != 0 else {
            throw GLContextError.makeCurrentFailed("0x\(String(epoxy_eglGetError(), radix: 16))")
        }
    }

    /// Runs `body` with this context current on the calling thread, then makes current
    /// again whatever EGL context was before (nothing when it cannot be made current).
    package func whileCurrent(_ body: () -> Void) {
        let display = epoxy_eglGetCurrentDisplay(), previous = epoxy_eglGetCurrentContext()
        let draw = epoxy_eglGetCurrentSurface(EGL_DRAW), read = epoxy_eglGetCurrentSurface(EGL_READ)
        guard (try? makeCurrent()) != nil else { return }
        body()
        if let display, let previous, previous != context {
            _ = epoxy_eglMakeCurrent(display, draw, read, previous)
        } else if previous == nil {
            _ = epoxy_eglMakeCurrent(connection.display, nil, nil, nil)
        }
    }

    /// Nothing to show offscreen; waits for the drawing to finish.
    public func present() {
        endFrame { glFinish() }
    }

    private func endFrame(_ wait: () -> Void) {
        if let frameFences { frameFences.endFrame(wait) } else { wait() }
    }

    /// The framebuffer's pixels as an image: premultiplied RGBA8, top row first (the
    /// layout of Lamina's `CGImage` and the CPU renderer). An empty image when the context
    /// cannot be made current.
    public func readPixels() -> CGImage {
        let pixels = PixelBuffer(width: pixelWidth, height: pixelHeight)
        readPixels(into: pixels)
        return CGImage(pixels: pixels)
    }

    /// Reads the framebuffer into `pixels` (of the context's size; rows top-down), waiting
    /// for the drawing to finish. Leaves `pixels` alone when the sizes differ or the
    /// context cannot be made current.
    package func readPixels(into pixels: PixelBuffer) {
        guard pixels.width == pixelWidth, pixels.height == pixelHeight, pixels.bytesPerRow == pixelWidth * 4,
              (try? makeCurrent()) != nil else { return }
        glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer)
        glPixelStorei(GL_PACK_ALIGNMENT, 4)
        endFrame { glReadPixels(0, 0, pixelWidth, pixelHeight, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data) }
        // GL's rows run bottom-up; Lamina's top-down.
        let rowBytes = pixelWidth * 4
        if rowScratch.count < rowBytes { rowScratch = [UInt8](repeating: 0, count: rowBytes) }
        rowScratch.withUnsafeMutableBufferPointer { swap in
            for y in 0..<pixelHeight / 2 {
                let a = pixels.row(y), b = pixels.row(pixelHeight - 1 - y)
                swap.baseAddress!.update(from: a, count: rowBytes)
                a.update(from: b, count: rowBytes)
                b.update(from: swap.baseAddress!, count: rowBytes)
            }
        }
    }

    private func makeFramebuffer() throws {
        renderer = glGetString(GL_RENDERER) ?? ""
        frameFences = FrameFenceHold(renderer: renderer)
        let version = GLFaults.versionAtLeast33(glGetString(GL_VERSION) ?? "")
        guard version.ok else { throw GLContextError.versionTooLow(version.version) }
        let limit = glGetInteger(GL_MAX_RENDERBUFFER_SIZE)
        guard pixelWidth <= limit, pixelHeight <= limit else {
            throw GLContextError.invalidSize(width: pixelWidth, height: pixelHeight)
        }
        colorBuffer = glGenRenderbuffer()
        glBindRenderbuffer(colorBuffer)
        glRenderbufferStorage(GL_RGBA8, pixelWidth, pixelHeight)
        framebuffer = glGenFramebuffer()
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer)
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, colorBuffer)
        let status = glCheckFramebufferStatus(GL_FRAMEBUFFER)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLContextError.framebufferIncomplete(status) }
        glViewport(0, 0, pixelWidth, pixelHeight)
        glClearColor(0, 0, 0, 0)
        glClear(GL_COLOR_BUFFER_BIT)
    }
}
