import CEpoxy
import Foundation

// Showing a CPU-drawn frame in a GL framebuffer without any shader (the GL backend's
// fallback once one of its shaders fails).
// Input: a bitmap of the framebuffer's size (premultiplied RGBA8, rows top-down).
// Output: the same pixels in the framebuffer, by one texture upload and one
// `glBlitFramebuffer` that turns the rows over (GL's run bottom-up).
// Thread: the drawing thread, the context current. The bitmap, texture and read
// framebuffer are re-made only when the size changes.

/// A bitmap the CPU renderer draws a frame into, and its way into a GL framebuffer.
final class SoftwareFrameBlit {
    private var pixels = PixelBuffer(width: 0, height: 0)
    private var texture: GLuint = 0
    private var readFramebuffer: GLuint = 0
    private var textureWidth = 0
    private var textureHeight = 0

    /// The bitmap for a `width` × `height` frame, cleared to transparent.
    func frame(width: Int, height: Int) -> PixelBuffer {
        if pixels.width != width || pixels.height != height {
            pixels = PixelBuffer(width: width, height: height)
        } else {
            pixels.data.update(repeating: 0, count: pixels.bytesPerRow * height)
        }
        return pixels
    }

    /// Copies the bitmap into `framebuffer`, pixel for pixel.
    func show(in framebuffer: GLuint) {
        let width = pixels.width, height = pixels.height
        guard width > 0, height > 0 else { return }
        if texture == 0 || textureWidth != width || textureHeight != height {
            if texture != 0 { glDeleteTexture(texture) }
            texture = glGenTexture()
            glBindTexture(GL_TEXTURE_2D, texture)
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, GL_RGBA, GL_UNSIGNED_BYTE, nil)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
            if readFramebuffer == 0 { readFramebuffer = glGenFramebuffer() }
            glBindFramebuffer(GL_READ_FRAMEBUFFER, readFramebuffer)
            glFramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture)
            textureWidth = width
            textureHeight = height
        }
        glBindTexture(GL_TEXTURE_2D, texture)
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        glPixelStorei(GL_UNPACK_ROW_LENGTH, pixels.bytesPerRow / 4)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data)
        glPixelStorei(GL_UNPACK_ROW_LENGTH, 0)
        glBindFramebuffer(GL_READ_FRAMEBUFFER, readFramebuffer)
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, framebuffer)
        glDisable(GL_SCISSOR_TEST)
        // The texture's row 0 is the frame's top; the framebuffer's top is its last row.
        epoxy_glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, GLint(height), GLint(width), 0,
                                GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer)
    }

    /// Deletes the texture and the read framebuffer (the context current).
    func delete() {
        if texture != 0 { glDeleteTexture(texture) }
        if readFramebuffer != 0 { glDeleteFramebuffer(readFramebuffer) }
        texture = 0
        readFramebuffer = 0
    }
}
