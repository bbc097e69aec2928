import CEpoxy

// OpenGL 3.3 core entry points under GL's own names. libepoxy exposes each as a
// function-pointer variable (`epoxy_glClear`), resolved on first use for the current
// context; these wrappers only forward, so call sites read like C GL code. Constants keep
// epoxy's `Int32` values: `GLenum(GL_TEXTURE_2D)`.

package typealias GLenum = CEpoxy.GLenum
package typealias GLuint = CEpoxy.GLuint
package typealias GLint = CEpoxy.GLint
package typealias GLsizei = CEpoxy.GLsizei
package typealias GLfloat = CEpoxy.GLfloat
package typealias GLbitfield = CEpoxy.GLbitfield

@inline(__always) package func glGetError() -> GLenum { epoxy_glGetError() }
@inline(__always) package func glGetString(_ name: Int32) -> String? {
    guard let p = epoxy_glGetString(GLenum(name)) else { return nil }
    return String(cString: p)
}
@inline(__always) package func glGetInteger(_ name: Int32) -> Int {
    glParameter { epoxy_glGetIntegerv(GLenum(name), $0) }
}
@inline(__always) package func glEnable(_ cap: Int32) { epoxy_glEnable(GLenum(cap)) }
@inline(__always) package func glDisable(_ cap: Int32) { epoxy_glDisable(GLenum(cap)) }
@inline(__always) package func glBlendFuncSeparate(_ srcRGB: Int32, _ dstRGB: Int32, _ srcAlpha: Int32, _ dstAlpha: Int32) {
    epoxy_glBlendFuncSeparate(GLenum(srcRGB), GLenum(dstRGB), GLenum(srcAlpha), GLenum(dstAlpha))
}
@inline(__always) package func glViewport(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
    epoxy_glViewport(GLint(x), GLint(y), GLsizei(width), GLsizei(height))
}
@inline(__always) package func glClearColor(_ r: Float, _ g: Float, _ b: Float, _ a: Float) { epoxy_glClearColor(r, g, b, a) }
@inline(__always) package func glClear(_ mask: Int32) { epoxy_glClear(GLbitfield(mask)) }
@inline(__always) package func glFinish() { epoxy_glFinish() }
@inline(__always) package func glFlush() { epoxy_glFlush() }
@inline(__always) package func glPixelStorei(_ name: Int32, _ value: Int) { epoxy_glPixelStorei(GLenum(name), GLint(value)) }
@inline(__always) package func glReadPixels(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ format: Int32, _ type: Int32,
                                           _ pixels: UnsafeMutableRawPointer) {
    epoxy_glReadPixels(GLint(x), GLint(y), GLsizei(width), GLsizei(height), GLenum(format), GLenum(type), pixels)
}

// MARK: Shaders and programs

/// An integer a `glGet…iv` call writes through the pointer `get` is given.
@inline(__always) private func glParameter(_ get: (UnsafeMutablePointer<GLint>) -> Void) -> Int {
    var value: GLint = 0
    get(&value)
    return Int(value)
}

/// The text of an info log `length` bytes long (with its terminator), which `get` writes
/// given the buffer's size and the buffer.
private func glInfoLog(length: Int, _ get: (GLsizei, UnsafeMutablePointer<CChar>) -> Void) -> String {
    let size = max(length, 1)
    var buffer = [CChar](repeating: 0, count: size + 1)
    buffer.withUnsafeMutableBufferPointer { get(GLsizei(size), $0.baseAddress!) }
    return String(cString: buffer)
}

@inline(__always) package func glCreateShader(_ type: Int32) -> GLuint { epoxy_glCreateShader(GLenum(type)) }
@inline(__always) package func glShaderSource(_ shader: GLuint, _ count: Int, _ strings: UnsafePointer<UnsafePointer<CChar>?>,
                                             _ lengths: UnsafePointer<GLint>?) {
    epoxy_glShaderSource(shader, GLsizei(count), strings, lengths)
}
@inline(__always) package func glCompileShader(_ shader: GLuint) { epoxy_glCompileShader(shader) }
@inline(__always) package func glGetShaderiv(_ shader: GLuint, _ name: Int32) -> Int {
    glParameter { epoxy_glGetShaderiv(shader, GLenum(name), $0) }
}
@inline(__always) package func glGetShaderInfoLog(_ shader: GLuint) -> String {
    glInfoLog(length: glGetShaderiv(shader, GL_INFO_LOG_LENGTH)) { epoxy_glGetShaderInfoLog(shader, $0, nil, $1) }
}
@inline(__always) package func glDeleteShader(_ shader: GLuint) { epoxy_glDeleteShader(shader) }
@inline(__always) package func glCreateProgram() -> GLuint { epoxy_glCreateProgram() }
@inline(__always) package func glAttachShader(_ program: GLuint, _ shader: GLuint) { epoxy_glAttachShader(program, shader) }
@inline(__always) package func glLinkProgram(_ program: GLuint) { epoxy_glLinkProgram(program) }
@inline(__always) package func glGetProgramiv(_ program: GLuint, _ name: Int32) -> Int {
    glParameter { epoxy_glGetProgramiv(program, GLenum(name), $0) }
}
@inline(__always) package func glGetProgramInfoLog(_ program: GLuint) -> String {
    glInfoLog(length: glGetProgramiv(program, GL_INFO_LOG_LENGTH)) { epoxy_glGetProgramInfoLog(program, $0, nil, $1) }
}
@inline(__always) package func glDeleteProgram(_ program: GLuint) { epoxy_glDeleteProgram(program) }
@inline(__always) package func glUseProgram(_ program: GLuint) { epoxy_glUseProgram(program) }
@inline(__always) package func glGetUniformLocation(_ program: GLuint, _ name: String) -> GLint {
    epoxy_glGetUniformLocation(program, name)
}
@inline(__always) package func glUniform1i(_ location: GLint, _ v: Int) { epoxy_glUniform1i(location, GLint(v)) }
@inline(__always) package func glUniform2f(_ location: GLint, _ x: Float, _ y: Float) { epoxy_glUniform2f(location, x, y) }
@inline(__always) package func glUniform4f(_ location: GLint, _ x: Float, _ y: Float, _ z: Float, _ w: Float) {
    epoxy_glUniform4f(location, x, y, z, w)
}

// MARK: Vertex arrays and buffers

@inline(__always) package func glGenVertexArray() -> GLuint {
    var name: GLuint = 0
    epoxy_glGenVertexArrays(1, &name)
    return name
}
@inline(__always) package func glBindVertexArray(_ array: GLuint) { epoxy_glBindVertexArray(array) }
@inline(__always) package func glDeleteVertexArray(_ array: GLuint) {
    var name = array
    epoxy_glDeleteVertexArrays(1, &name)
}
@inline(__always) package func glGenBuffer() -> GLuint {
    var name: GLuint = 0
    epoxy_glGenBuffers(1, &name)
    return name
}
@inline(__always) package func glBindBuffer(_ target: Int32, _ buffer: GLuint) { epoxy_glBindBuffer(GLenum(target), buffer) }
@inline(__always) package func glBufferData(_ target: Int32, _ size: Int, _ data: UnsafeRawPointer?, _ usage: Int32) {
    epoxy_glBufferData(GLenum(target), size, data, GLenum(usage))
}
@inline(__always) package func glBufferSubData(_ target: Int32, _ offset: Int, _ size: Int, _ data: UnsafeRawPointer) {
    epoxy_glBufferSubData(GLenum(target), offset, size, data)
}
@inline(__always) package func glDeleteBuffer(_ buffer: GLuint) {
    var name = buffer
    epoxy_glDeleteBuffers(1, &name)
}
@inline(__always) package func glDrawArrays(_ mode: Int32, _ first: Int, _ count: Int) {
    epoxy_glDrawArrays(GLenum(mode), GLint(first), GLsizei(count))
}
@inline(__always) package func glDrawArraysInstanced(_ mode: Int32, _ first: Int, _ count: Int, _ instances: Int) {
    epoxy_glDrawArraysInstanced(GLenum(mode), GLint(first), GLsizei(count), GLsizei(instances))
}

// MARK: Textures

@inline(__always) package func glGenTexture() -> GLuint {
    var name: GLuint = 0
    epoxy_glGenTextures(1, &name)
    return name
}
@inline(__always) package func glDeleteTexture(_ texture: GLuint) {
    var name = texture
    epoxy_glDeleteTextures(1, &name)
}
@inline(__always) package func glActiveTexture(_ unit: Int) { epoxy_glActiveTexture(GLenum(GL_TEXTURE0) + GLenum(unit)) }
@inline(__always) package func glBindTexture(_ target: Int32, _ texture: GLuint) { epoxy_glBindTexture(GLenum(target), texture) }
@inline(__always) package func glTexParameteri(_ target: Int32, _ name: Int32, _ value: Int32) {
    epoxy_glTexParameteri(GLenum(target), GLenum(name), value)
}
@inline(__always) package func glTexImage2D(_ target: Int32, _ level: Int, _ internalFormat: Int32, _ width: Int, _ height: Int,
                                           _ format: Int32, _ type: Int32, _ pixels: UnsafeRawPointer?) {
    epoxy_glTexImage2D(GLenum(target), GLint(level), internalFormat, GLsizei(width), GLsizei(height), 0,
                       GLenum(format), GLenum(type), pixels)
}
@inline(__always) package func glTexSubImage2D(_ target: Int32, _ level: Int, _ x: Int, _ y: Int, _ width: Int, _ height: Int,
                                              _ format: Int32, _ type: Int32, _ pixels: UnsafeRawPointer) {
    epoxy_glTexSubImage2D(GLenum(target), GLint(level), GLint(x), GLint(y), GLsizei(width), GLsizei(height),
                          GLenum(format), GLenum(type), pixels)
}
@inline(__always) package func glTexBuffer(_ target: Int32, _ internalFormat: Int32, _ buffer: GLuint) {
    epoxy_glTexBuffer(GLenum(target), GLenum(internalFormat), buffer)
}
@inline(__always) package func glGenerateMipmap(_ target: Int32) { epoxy_glGenerateMipmap(GLenum(target)) }

// MARK: Framebuffers

@inline(__always) package func glGenFramebuffer() -> GLuint {
    var name: GLuint = 0
    epoxy_glGenFramebuffers(1, &name)
    return name
}
@inline(__always) package func glDeleteFramebuffer(_ framebuffer: GLuint) {
    var name = framebuffer
    epoxy_glDeleteFramebuffers(1, &name)
}
@inline(__always) package func glBindFramebuffer(_ target: Int32, _ framebuffer: GLuint) {
    epoxy_glBindFramebuffer(GLenum(target), framebuffer)
}
@inline(__always) package func glFramebufferTexture2D(_ target: Int32, _ attachment: Int32, _ textureTarget: Int32, _ texture: GLuint) {
    epoxy_glFramebufferTexture2D(GLenum(target), GLenum(attachment), GLenum(textureTarget), texture, 0)
}
@inline(__always) package func glFramebufferRenderbuffer(_ target: Int32, _ attachment: Int32, _ renderbuffer: GLuint) {
    epoxy_glFramebufferRenderbuffer(GLenum(target), GLenum(attachment), GLenum(GL_RENDERBUFFER), renderbuffer)
}
@inline(__always) package func glCheckFramebufferStatus(_ target: Int32) -> GLenum { epoxy_glCheckFramebufferStatus(GLenum(target)) }
@inline(__always) package func glGenRenderbuffer() -> GLuint {
    var name: GLuint = 0
    epoxy_glGenRenderbuffers(1, &name)
    return name
}
@inline(__always) package func glDeleteRenderbuffer(_ renderbuffer: GLuint) {
    var name = renderbuffer
    epoxy_glDeleteRenderbuffers(1, &name)
}
@inline(__always) package func glBindRenderbuffer(_ renderbuffer: GLuint) {
    epoxy_glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
}
@inline(__always) package func glRenderbufferStorage(_ internalFormat: Int32, _ width: Int, _ height: Int) {
    epoxy_glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(internalFormat), GLsizei(width), GLsizei(height))
}
