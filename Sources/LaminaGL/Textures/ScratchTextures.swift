import CEpoxy
import Foundation

// Small textures made for one frame only (blur kernels, rasterized shadow paths), kept
// by slot so the next frame reuses the texture objects instead of making new ones.

/// Per-frame textures, reused by slot.
final class ScratchTextures {
    private var slots: [GLuint] = []
    private var used = 0

    func beginFrame() { used = 0 }

    /// A texture holding `width` × `height` floats (one channel).
    func floats(_ values: UnsafeBufferPointer<Float>, width: Int, height: Int) -> GLuint {
        let texture = next()
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R32F, width, height, GL_RED, GL_FLOAT, values.baseAddress)
        return texture
    }

    /// A texture holding `width` × `height` bytes (one channel), rows top-down as given.
    func bytes(_ values: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> GLuint {
        let texture = next()
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1)
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, GL_RED, GL_UNSIGNED_BYTE, values.baseAddress)
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        return texture
    }

    private func next() -> GLuint {
        if used == slots.count {
            let texture = glGenTexture()
            glBindTexture(GL_TEXTURE_2D, texture)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0)
            slots.append(texture)
        }
        let texture = slots[used]
        used += 1
        glBindTexture(GL_TEXTURE_2D, texture)
        return texture
    }

    func deleteAll() {
        for t in slots { glDeleteTexture(t) }
        slots.removeAll()
        used = 0
    }
}
