import CEpoxy
import Foundation
import LaminaGL

// Showing a CPU-rendered frame in a window.
// Input: a frame (premultiplied RGBA8, rows top-down) as large as the window's framebuffer.
// Output: the frame in the framebuffer, pixel for pixel (one texture upload, one quad
// drawn without blending), ready to swap.
// Thread: the render thread, with the window's context current.

/// Puts the CPU renderer's frames on screen with the least OpenGL there is: one texture,
/// updated with `glTexSubImage2D` each frame (re-made only when the size changes), drawn
/// as a window-filling quad by a two-line shader. GLSL 1.10 on OpenGL 2.1, ES 1.00 on
/// OpenGL ES 2.0, 3.30 core on a 3.3 core context; nothing is allocated per frame.
final class FrameTexturePresenter {
    /// The shading language the context speaks.
    enum Dialect {
        case glsl110, essl100, glsl330

        init(_ context: WindowContextKind) {
            switch context {
            case .compatibility21: self = .glsl110
            case .es2: self = .essl100
            case .core33: self = .glsl330
            }
        }
    }

    private let program: GLuint
    private let vertexBuffer: GLuint
    /// A 3.3 core context draws nothing without a vertex array object; 2.1 and ES 2.0
    /// have none (0).
    private let vertexArray: GLuint
    private var texture: GLuint = 0
    private var textureWidth = 0
    private var textureHeight = 0

    /// Why the driver refused the presenter's shaders.
    struct PresenterError: Error, CustomStringConvertible {
        var stage: String
        var log: String

        var description: String { "the frame presenter's \(stage) shader failed: \(log)" }
    }

    /// Builds the program and the quad in the current context. Throws `PresenterError`
    /// when the driver rejects the shaders.
    init(dialect: Dialect) throws {
        program = try Self.link(dialect)
        glUseProgram(program)
        glUniform1i(glGetUniformLocation(program, "frame"), 0)
        vertexArray = dialect == .glsl330 ? glGenVertexArray() : 0
        if vertexArray != 0 { glBindVertexArray(vertexArray) }
        vertexBuffer = glGenBuffer()
        glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer)
        let corners: [Float] = [-1, -1, 1, -1, -1, 1, 1, 1]
        corners.withUnsafeBytes { glBufferData(GL_ARRAY_BUFFER, $0.count, $0.baseAddress, GL_STATIC_DRAW) }
        epoxy_glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        epoxy_glEnableVertexAttribArray(0)
    }

    /// Uploads `frame` and draws it over the whole `width` × `height` framebuffer.
    func show(_ frame: PixelBuffer, width: Int, height: Int) {
        glViewport(0, 0, width, height)
        glDisable(GL_BLEND)
        glDisable(GL_SCISSOR_TEST)
        glDisable(GL_DEPTH_TEST)
        glUseProgram(program)
        glActiveTexture(0)
        if texture == 0 || textureWidth != frame.width || textureHeight != frame.height {
            makeTexture(width: frame.width, height: frame.height)
        } else {
            glBindTexture(GL_TEXTURE_2D, texture)
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, frame.width, frame.height, GL_RGBA, GL_UNSIGNED_BYTE, frame.data)
        if vertexArray != 0 {
            glBindVertexArray(vertexArray)
        } else {
            glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer)
            epoxy_glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
            epoxy_glEnableVertexAttribArray(0)
        }
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4)
    }

    /// The texture's bytes (for the renderer's statistics).
    var textureBytes: Int { textureWidth * textureHeight * 4 }

    /// A new texture of the frame's size (the old one goes): nearest sampling, so each
    /// pixel of the framebuffer shows exactly one of the frame.
    private func makeTexture(width: Int, height: Int) {
        if texture != 0 { glDeleteTexture(texture) }
        texture = glGenTexture()
        glBindTexture(GL_TEXTURE_2D, texture)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, GL_RGBA, GL_UNSIGNED_BYTE, nil)
        textureWidth = width
        textureHeight = height
    }

    // MARK: Shaders

    /// The quad's corners are clip-space positions; the texture's row 0 is the frame's
    /// top, and clip space's y runs up, hence the flipped `t`. Sampling at each pixel's
    /// centre reads exactly that pixel of the frame.
    private static func sources(_ dialect: Dialect) -> (vertex: String, fragment: String) {
        let vertexBody = "void main() { uv = vec2(0.5 + 0.5 * position.x, 0.5 - 0.5 * position.y); gl_Position = vec4(position, 0.0, 1.0); }\n"
        switch dialect {
        case .glsl110:
            return ("#version 110\nattribute vec2 position;\nvarying vec2 uv;\n" + vertexBody,
                    "#version 110\nuniform sampler2D frame;\nvarying vec2 uv;\nvoid main() { gl_FragColor = texture2D(frame, uv); }\n")
        case .essl100:
            return ("#version 100\nattribute vec2 position;\nvarying vec2 uv;\n" + vertexBody,
                    "#version 100\n#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\n#else\nprecision mediump float;\n#endif\n"
                        + "uniform sampler2D frame;\nvarying vec2 uv;\nvoid main() { gl_FragColor = texture2D(frame, uv); }\n")
        case .glsl330:
            return ("#version 330 core\nin vec2 position;\nout vec2 uv;\n" + vertexBody,
                    "#version 330 core\nuniform sampler2D frame;\nin vec2 uv;\nout vec4 color;\nvoid main() { color = texture(frame, uv); }\n")
        }
    }

    private static func link(_ dialect: Dialect) throws -> GLuint {
        let (vertexSource, fragmentSource) = sources(dialect)
        let vertex = try compile(GL_VERTEX_SHADER, vertexSource, stage: "vertex")
        defer { glDeleteShader(vertex) }
        let fragment = try compile(GL_FRAGMENT_SHADER, fragmentSource, stage: "fragment")
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        epoxy_glBindAttribLocation(program, 0, "position")
        glLinkProgram(program)
        guard glGetProgramiv(program, GL_LINK_STATUS) != 0 else {
            let log = glGetProgramInfoLog(program)
            glDeleteProgram(program)
            throw PresenterError(stage: "link", log: log)
        }
        return program
    }

    private static func compile(_ type: Int32, _ source: String, stage: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { text in
            var pointer: UnsafePointer<CChar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        guard glGetShaderiv(shader, GL_COMPILE_STATUS) != 0 else {
            let log = glGetShaderInfoLog(shader)
            glDeleteShader(shader)
            throw PresenterError(stage: stage, log: log)
        }
        return shader
    }
}
