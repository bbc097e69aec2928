import CEpoxy
import Foundation

// An atlas page: one large texture whose rectangles hold many small images, so layers
// showing different small images still share a texture and batch together. Rectangles
// are packed on shelves (rows of a fixed height, filled left to right); a page is not
// compacted — when most of what it handed out is stale it is emptied as a whole and the
// live images are uploaded again where they are next used. Shaders clamp every read to the
// image's own rectangle, so neighbours never bleed in and no padding is needed.

/// A texture packed with small images.
final class AtlasPage {
    let texture: GLuint
    let size: Int
    let format: TextureFormat
    private var shelves: [(y: Int, height: Int, x: Int)] = []
    private var top = 0
    /// Pixels handed out since the page was last emptied.
    private(set) var usedArea = 0
    /// Whether most of the page is spoken for: over half its pixels handed out, or its
    /// shelves reaching over three quarters of its height (a page of shelves of many
    /// heights fills before its pixels do).
    var isMostlyHandedOut: Bool { usedArea > size * size / 2 || top > size * 3 / 4 }
    /// Pixels of images still in use, and the last frame one of them was drawn
    /// (kept by the texture cache).
    var liveArea = 0
    var lastUsedFrame = 0

    init(size: Int, format: TextureFormat) {
        self.size = size
        self.format = format
        texture = glGenTexture()
        glBindTexture(GL_TEXTURE_2D, texture)
        glTexImage2D(GL_TEXTURE_2D, 0, format.internalFormat, size, size, format.format, GL_UNSIGNED_BYTE, nil)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0)
    }

    var bytes: Int { size * size * format.bytesPerPixel }

    /// A free rectangle of `width` × `height`, or nil when the page is full.
    func allocate(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard width > 0, height > 0, width <= size, height <= size else { return nil }
        // The lowest shelf that fits without wasting more than half its height.
        var best = -1
        for (i, shelf) in shelves.enumerated()
        where shelf.height >= height && shelf.height <= height * 2 + 8 && size - shelf.x >= width {
            if best < 0 || shelf.height < shelves[best].height { best = i }
        }
        if best < 0 {
            let shelfHeight = (height + 3) / 4 * 4
            guard top + shelfHeight <= size else { return nil }
            shelves.append((top, shelfHeight, 0))
            top += shelfHeight
            best = shelves.count - 1
        }
        let place = (x: shelves[best].x, y: shelves[best].y)
        shelves[best].x += width
        usedArea += width * height
        return place
    }

    /// Forgets every rectangle.
    func empty() {
        shelves.removeAll(keepingCapacity: true)
        top = 0
        usedArea = 0
    }

    func delete() { glDeleteTexture(texture) }
}

/// The pixel formats textures are uploaded in.
enum TextureFormat {
    /// Premultiplied colour (images).
    case rgba8
    /// Two coverage channels (a shape's fill and stroke masks).
    case rg8

    var internalFormat: Int32 { self == .rgba8 ? GL_RGBA8 : GL_RG8 }
    var format: Int32 { self == .rgba8 ? GL_RGBA : GL_RG }
    var bytesPerPixel: Int { self == .rgba8 ? 4 : 2 }
}
