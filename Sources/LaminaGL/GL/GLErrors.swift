import CEpoxy

// GL's error flags, read back for tests and diagnostics. Reading them stalls a GPU
// pipeline, so the backend never calls this per frame; tests do after drawing.

/// The errors GL raised since the last call (the context current), by name, oldest first.
package func glErrors() -> [String] {
    var names: [String] = []
    while names.count < 32 {
        let error = glGetError()
        guard error != GLenum(GL_NO_ERROR) else { break }
        names.append(glErrorName(error))
    }
    return names
}

/// GL's name for an error code.
package func glErrorName(_ error: GLenum) -> String {
    switch Int32(bitPattern: error) {
    case GL_INVALID_ENUM: "GL_INVALID_ENUM"
    case GL_INVALID_VALUE: "GL_INVALID_VALUE"
    case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
    case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
    case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
    default: "GL error 0x\(String(error, radix: 16))"
    }
}
