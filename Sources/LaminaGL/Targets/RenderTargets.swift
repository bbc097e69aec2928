import CEpoxy
import Foundation

// Offscreen targets for groups, masks and shadow blurs: framebuffer objects with a
// colour texture, kept from frame to frame and handed out by size. A frame's targets are
// numbered; target 0 is the context's own framebuffer.

/// A target of the current frame: where it draws and which pixels it holds.
struct FrameTarget {
    var framebuffer: GLuint
    /// Its colour texture (0 for the context's framebuffer).
    var texture: GLuint
    /// The target pixels it holds (its origin and size; the texture may be larger).
    var rect: PixelRect
}

/// The colour formats targets come in.
enum TargetFormat {
    /// Premultiplied colour (groups, masks).
    case rgba8
    /// One float channel (shadow planes).
    case r32f
}

/// Framebuffers with colour textures, reused across frames.
final class RenderTargetPool {
    private final class Surface {
        let framebuffer: GLuint
        let texture: GLuint
        let width: Int, height: Int
        let format: TargetFormat
        var inUse = false
        var lastUsedFrame = 0

        init(width: Int, height: Int, format: TargetFormat) {
            self.width = width
            self.height = height
            self.format = format
            texture = glGenTexture()
            glBindTexture(GL_TEXTURE_2D, texture)
            switch format {
            case .rgba8: glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, GL_RGBA, GL_UNSIGNED_BYTE, nil)
            case .r32f: glTexImage2D(GL_TEXTURE_2D, 0, GL_R32F, width, height, GL_RED, GL_FLOAT, nil)
            }
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0)
            framebuffer = glGenFramebuffer()
            glBindFramebuffer(GL_FRAMEBUFFER, framebuffer)
            glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture)
        }

        var bytes: Int { width * height * (format == .rgba8 ? 4 : 4) }

        func delete() {
            glDeleteFramebuffer(framebuffer)
            glDeleteTexture(texture)
        }
    }

    private var surfaces: [Surface] = []
    /// This frame's targets (0: the context's framebuffer).
    private(set) var targets: [FrameTarget] = []
    private var frame = 0
    /// Frames an unused surface is kept.
    static let keepFrames = 30

    /// Starts a frame drawing into `framebuffer` of `width` × `height`.
    func beginFrame(framebuffer: GLuint, width: Int, height: Int) {
        frame += 1
        targets.removeAll(keepingCapacity: true)
        targets.append(FrameTarget(framebuffer: framebuffer, texture: 0,
                                   rect: PixelRect(x: 0, y: 0, width: width, height: height)))
    }

    /// A target for the pixels `rect` (not empty), as a frame target index.
    func acquire(_ rect: PixelRect, format: TargetFormat) -> Int {
        var best: Surface?
        for s in surfaces where !s.inUse && s.format == format && s.width >= rect.width && s.height >= rect.height {
            if best == nil || s.width * s.height < best!.width * best!.height { best = s }
        }
        let surface: Surface
        if let best, best.width * best.height <= 4 * max(rect.width * rect.height, 64 * 64) {
            surface = best
        } else {
            surface = Surface(width: Self.roundUp(rect.width), height: Self.roundUp(rect.height), format: format)
            surfaces.append(surface)
        }
        surface.inUse = true
        surface.lastUsedFrame = frame
        targets.append(FrameTarget(framebuffer: surface.framebuffer, texture: surface.texture, rect: rect))
        return targets.count - 1
    }

    /// Frees this frame's surfaces and deletes those unused for a while.
    func endFrame() {
        for s in surfaces { s.inUse = false }
        if surfaces.contains(where: { frame - $0.lastUsedFrame > Self.keepFrames }) {
            surfaces.removeAll { s in
                guard frame - s.lastUsedFrame > Self.keepFrames else { return false }
                s.delete()
                return true
            }
        }
    }

    /// Bytes of the surfaces held.
    var bytes: Int { surfaces.reduce(0) { $0 + $1.bytes } }

    /// Deletes every surface (the context must be current).
    func deleteAll() {
        for s in surfaces { s.delete() }
        surfaces.removeAll()
    }

    private static func roundUp(_ n: Int) -> Int { max(64, (n + 63) / 64 * 64) }
}
