import CEpoxy
import Foundation

// The GL backend's textures for images, shape rasters and shape textures. Input: a source
// object (a `CGImage`, a shape raster or texture from the shape cache) and its pixels;
// output: where they sit on the GPU. A source is uploaded once and found again by its
// identity (Lamina's images are immutable, so an image that is the same object has the
// same pixels; a changed layer gets a new image); the cache holds the source, so its
// identity cannot be reused while the entry lives. Small images share atlas pages
// (`AtlasPage`); large ones, and images drawn with mipmaps, get textures of their own.
//
// Eviction runs at the end of a frame, never during one (a batch recorded earlier in the
// frame may still name a texture): entries unused for `staleFrames` frames are dropped, and
// so is one not drawn this frame whose source nothing but the cache holds any more;
// then, while the bytes held exceed `budgetBytes`, the least recently used own textures
// go, then pages not used this frame. Pages mostly handed out whose live share has fallen
// below a half are emptied so their space can be packed again; pages left with no image
// are deleted, but the first of each format.

/// Where a source's pixels are on the GPU.
struct TexturePlacement {
    var texture: GLuint
    /// The image's rectangle in the texture.
    var x: Int, y: Int, width: Int, height: Int
    var isMipmapped: Bool
    /// Texels of the texture per pixel of the image (below 1 for an image drawn
    /// downsampled because it exceeds GL_MAX_TEXTURE_SIZE).
    var scaleX: Float = 1, scaleY: Float = 1
}

/// Textures for the frame's images and shapes, uploaded only when new.
final class TextureCache {
    private final class Entry {
        var source: AnyObject
        var placement: TexturePlacement
        /// The page it sits in, or nil for a texture of its own.
        var page: AtlasPage?
        var lastUsedFrame: Int
        let area: Int
        /// Frames it survives unused.
        let keepFrames: Int

        init(source: AnyObject, placement: TexturePlacement, page: AtlasPage?, frame: Int, keepFrames: Int) {
            self.source = source
            self.placement = placement
            self.page = page
            lastUsedFrame = frame
            area = placement.width * placement.height
            self.keepFrames = keepFrames
        }
    }

    private struct Key: Hashable {
        var source: ObjectIdentifier
        var format: TextureFormat
        var mipmapped: Bool
    }

    /// Bytes the cache tries to stay under (textures used in the current frame are kept).
    var budgetBytes: Int
    /// Images up to this size (each side) go into atlas pages.
    let atlasLimit = 256
    let pageSize = 2048
    /// Frames an unused image survives; a shape's raster or texture (remade whenever the
    /// shape changes, and dropped by the shape cache soon after) survives `transientFrames`.
    static let staleFrames = 60
    static let transientFrames = 3

    private var entries: [Key: Entry] = [:]
    private var pages: [AtlasPage] = []
    private var ownBytes = 0
    private var frame = 0
    private var scratch: [UInt8] = []
    private var staleKeys: [Key] = []

    private var textureLimit: Int?
    private var reportedOversize = false
    private var reportedOutOfMemory = false
    /// Times the cache was emptied after GL_OUT_OF_MEMORY (cumulative).
    private(set) var evictions = 0

    /// Uploads made (cumulative), and their bytes.
    private(set) var uploads = 0
    private(set) var uploadedBytes = 0

    init(budgetBytes: Int = 256 << 20) {
        self.budgetBytes = budgetBytes
    }

    /// Bytes of textures held (atlas pages count whole).
    var bytes: Int { ownBytes + pages.reduce(0) { $0 + $1.bytes } }
    /// Sources held.
    var count: Int { entries.count }
    /// Atlas pages held.
    var pageCount: Int { pages.count }

    func beginFrame() {
        frame += 1
    }

    /// The texture of an image's pixels (`source` identifies them), uploaded if new; a
    /// `mipChain` gives it a texture of its own with the chain's levels (frame
    /// preparation's, which the CPU renderer samples too, texel for texel); `transient`
    /// pixels (a shape's texture) are dropped soon after they stop being drawn.
    func image(_ source: AnyObject, pixels: PixelBuffer, mipChain: MipChain?, transient: Bool = false) -> TexturePlacement? {
        let key = Key(source: ObjectIdentifier(source), format: .rgba8, mipmapped: mipChain != nil)
        if let hit = lookup(key) { return hit }
        let w = pixels.width, h = pixels.height
        guard w > 0, h > 0 else { return nil }
        var levels = mipChain?.levels ?? [pixels]
        let limit = maxTextureSize
        if w > limit || h > limit {
            // Too large for GL: drawn from the first mip level that fits (the same halving
            // the CPU's trilinear sampling uses), its texels scaled back in the shader.
            let chain = mipChain ?? MipChain(pixels)
            guard let k = chain.levels.firstIndex(where: { $0.width <= limit && $0.height <= limit }) else { return nil }
            levels = mipChain == nil ? [chain.levels[k]] : Array(chain.levels[k...])
            if !reportedOversize {
                reportedOversize = true
                LaminaDiagnostics.report(.renderingFallback, "GLBackend: a \(w)×\(h) image exceeds the GL texture limit \(limit) "
                    + "(GL_MAX_TEXTURE_SIZE); drawn downsampled to \(levels[0].width)×\(levels[0].height)")
            }
        }
        let keep = transient ? Self.transientFrames : Self.staleFrames
        var attempt = 0
        while true {
            let uploaded = levels
            if var placement = store(key, source: source, width: uploaded[0].width, height: uploaded[0].height, format: .rgba8,
                                     levels: uploaded.count, keepFrames: keep, upload: { texture, x, y in
                glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
                for (k, level) in uploaded.enumerated() {
                    if k > 0 {
                        glTexImage2D(GL_TEXTURE_2D, k, GL_RGBA8, level.width, level.height, GL_RGBA, GL_UNSIGNED_BYTE, nil)
                    }
                    Self.upload(level, level: k, x: x, y: y)
                }
            }) {
                placement.scaleX = Float(uploaded[0].width) / Float(w)
                placement.scaleY = Float(uploaded[0].height) / Float(h)
                entries[key]?.placement = placement
                return placement
            }
            // Out of memory: everything not drawn this frame goes, and the upload is tried
            // again; then at half the size; then the image is not drawn.
            attempt += 1
            if !reportedOutOfMemory {
                reportedOutOfMemory = true
                LaminaDiagnostics.report(.renderingFallback, "GLBackend: GL ran out of memory uploading a \(w)×\(h) image; "
                    + "the texture cache was emptied of what this frame does not draw and the upload retried")
            }
            switch attempt {
            case 1:
                evictAllButCurrentFrame()
            case 2:
                let chain = MipChain(levels[0])
                guard chain.levels.count > 1 else { return nil }
                levels = mipChain == nil ? [chain.levels[1]] : Array(levels.dropFirst())
                guard !levels.isEmpty else { return nil }
            default:
                return nil
            }
        }
    }

    /// GL_MAX_TEXTURE_SIZE (or the smaller one `LAMINA_FAULT=max-texture-size=N`
    /// injects), read once (the context current).
    var maxTextureSize: Int {
        if let known = textureLimit { return known }
        let driver = glGetInteger(GL_MAX_TEXTURE_SIZE)
        let limit = min(driver > 0 ? driver : 2048, GLFaults.active.maxTextureSize ?? .max)
        textureLimit = limit
        return limit
    }

    /// Drops every texture the current frame has not drawn (own textures, and atlas pages
    /// none of whose images it drew), to make room after GL_OUT_OF_MEMORY.
    func evictAllButCurrentFrame() {
        evictions += 1
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.page == nil && entry.lastUsedFrame < frame { staleKeys.append(key) }
        for key in staleKeys { if let entry = entries[key] { remove(key, entry) } }
        for page in pages where !entries.values.contains(where: { $0.page === page && $0.lastUsedFrame == frame }) {
            dropPage(page)
        }
    }

    /// Uploads `pixels` to `level` of the bound texture at (x, y).
    private static func upload(_ pixels: PixelBuffer, level: Int, x: Int, y: Int) {
        let w = pixels.width, h = pixels.height
        if pixels.bytesPerRow % 4 == 0 {
            glPixelStorei(GL_UNPACK_ROW_LENGTH, pixels.bytesPerRow / 4)
            glTexSubImage2D(GL_TEXTURE_2D, level, x, y, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data)
            glPixelStorei(GL_UNPACK_ROW_LENGTH, 0)
        } else {
            // Rows GL cannot step over: one row at a time.
            for row in 0..<h {
                glTexSubImage2D(GL_TEXTURE_2D, level, x, y + row, w, 1, GL_RGBA, GL_UNSIGNED_BYTE, pixels.row(row))
            }
        }
    }

    /// The fill (red) and stroke (green) coverage of a shape raster over `raster.rect`.
    func shapeMasks(_ raster: ShapeRaster) -> TexturePlacement? {
        let key = Key(source: ObjectIdentifier(raster), format: .rg8, mipmapped: false)
        if let hit = lookup(key) { return hit }
        let rect = raster.rect
        guard !rect.isEmpty else { return nil }
        let w = rect.width, h = rect.height
        let count = w * h * 2
        if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
        scratch.withUnsafeMutableBufferPointer { out in
            out.baseAddress!.update(repeating: 0, count: count)
            for (channel, mask) in [(0, raster.fill), (1, raster.stroke)] {
                guard let mask else { continue }
                for y in max(rect.minY, mask.bounds.minY)..<min(rect.maxY, mask.bounds.maxY) {
                    let row = mask.row(y) - mask.bounds.x
                    let target = out.baseAddress! + (y - rect.minY) * w * 2 + channel
                    for x in mask.span(ofRow: y) where x >= rect.minX && x < rect.maxX {
                        target[(x - rect.minX) * 2] = row[x]
                    }
                }
            }
        }
        return store(key, source: raster, width: w, height: h, format: .rg8, levels: 1,
                     keepFrames: Self.transientFrames) { texture, x, y in
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1)
            self.scratch.withUnsafeBytes { glTexSubImage2D(GL_TEXTURE_2D, 0, x, y, w, h, GL_RG, GL_UNSIGNED_BYTE, $0.baseAddress!) }
            glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        }
    }

    private func lookup(_ key: Key) -> TexturePlacement? {
        guard let hit = entries[key] else { return nil }
        hit.lastUsedFrame = frame
        return hit.placement
    }

    private func store(_ key: Key, source: AnyObject, width w: Int, height h: Int, format: TextureFormat, levels: Int,
                       keepFrames: Int, upload: (GLuint, Int, Int) -> Void) -> TexturePlacement? {
        let limit = maxTextureSize
        guard w <= limit, h <= limit else {
            if !reportedOversize {
                reportedOversize = true
                LaminaDiagnostics.report(.renderingFallback, "GLBackend: a \(w)×\(h) raster exceeds the GL texture limit \(limit); not drawn")
            }
            return nil
        }
        var page: AtlasPage?
        var placement: TexturePlacement
        let mipmapped = levels > 1
        if !mipmapped, w <= atlasLimit, h <= atlasLimit {
            var spot: (x: Int, y: Int)?
            for candidate in pages where candidate.format == format {
                if let s = candidate.allocate(width: w, height: h) { page = candidate; spot = s; break }
            }
            var allocated = false
            if spot == nil {
                allocated = true
                let fresh = AtlasPage(size: pageSize, format: format)
                pages.append(fresh)
                page = fresh
                spot = fresh.allocate(width: w, height: h)
            }
            placement = TexturePlacement(texture: page!.texture, x: spot!.x, y: spot!.y, width: w, height: h, isMipmapped: false)
            glBindTexture(GL_TEXTURE_2D, page!.texture)
            upload(page!.texture, spot!.x, spot!.y)
            if Self.uploadRanOutOfMemory(allocated: allocated) {
                dropPage(page!)
                return nil
            }
        } else {
            let texture = glGenTexture()
            glBindTexture(GL_TEXTURE_2D, texture)
            glTexImage2D(GL_TEXTURE_2D, 0, format.internalFormat, w, h, format.format, GL_UNSIGNED_BYTE, nil)
            upload(texture, 0, 0)
            if Self.uploadRanOutOfMemory(allocated: true) {
                glDeleteTexture(texture)
                return nil
            }
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR)
            // Shaders fetch texels themselves; the filters only keep the texture complete.
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, mipmapped ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR)
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, Int32(levels - 1))
            ownBytes += Self.bytes(w, h, format, mipmapped)
            placement = TexturePlacement(texture: texture, x: 0, y: 0, width: w, height: h, isMipmapped: mipmapped)
        }
        uploads += 1
        uploadedBytes += w * h * format.bytesPerPixel
        entries[key] = Entry(source: source, placement: placement, page: page, frame: frame, keepFrames: keepFrames)
        return placement
    }

    /// Whether the upload just made failed for want of memory: GL_OUT_OF_MEMORY, or one
    /// injected by `LAMINA_FAULT=texture-oom=N`. GL's error flag is read only where the
    /// upload `allocated` storage (a texture of its own, a new atlas page), the one place
    /// memory can run out, so frames that reuse their textures never stall on it. Another
    /// error found there is reported.
    private static func uploadRanOutOfMemory(allocated: Bool) -> Bool {
        guard allocated else { return false }
        var outOfMemory = false
        for _ in 0..<8 {
            let error = glGetError()
            if error == GLenum(GL_NO_ERROR) { break }
            if error == GLenum(GL_OUT_OF_MEMORY) {
                outOfMemory = true
            } else {
                LaminaDiagnostics.report(.invalidArgument, "GLBackend: \(glErrorName(error)) raised by the time a texture was uploaded")
            }
        }
        return GLFaults.takeTextureOutOfMemory() || outOfMemory
    }

    private static func bytes(_ w: Int, _ h: Int, _ format: TextureFormat, _ mipmapped: Bool) -> Int {
        let base = w * h * format.bytesPerPixel
        return mipmapped ? base * 4 / 3 : base
    }

    /// Drops stale entries, keeps the bytes under budget, empties mostly stale pages.
    /// Call after the frame's draws were issued (the context current).
    func endFrame() {
        for page in pages { page.liveArea = 0 }
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries {
            if frame - entry.lastUsedFrame > entry.keepFrames
                || (entry.lastUsedFrame < frame && isKnownUniquelyReferenced(&entry.source)) {
                // Unused for its frames, or held by nothing but the cache (a backing store
                // drawn again, contents replaced): nothing can draw it any more.
                staleKeys.append(key)
            } else if let page = entry.page {
                page.liveArea += entry.area
                if entry.lastUsedFrame == frame { page.lastUsedFrame = frame }
            }
        }
        for key in staleKeys { if let entry = entries[key] { remove(key, entry) } }
        // Over budget: own textures first, least recently used first, then whole pages.
        if bytes > budgetBytes {
            let own = entries.filter { $0.value.page == nil && $0.value.lastUsedFrame < frame }
                .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
            for (key, entry) in own where bytes > budgetBytes { remove(key, entry) }
            for page in pages.sorted(by: { $0.lastUsedFrame < $1.lastUsedFrame })
            where page.lastUsedFrame < frame && bytes > budgetBytes {
                dropPage(page)
            }
        }
        // Pages mostly stale: emptied, their live images uploaded again where they are
        // next drawn — a page drawn this frame too, whose draws are issued by now. A page
        // drawn every frame beside images that come and go would otherwise never be
        // packed again, and a new page would follow it each time it filled (soak, GL,
        // scene 8: +32 MiB over 100,000 frames).
        for page in pages where page.isMostlyHandedOut && page.liveArea * 2 < page.usedArea {
            staleKeys.removeAll(keepingCapacity: true)
            for (key, entry) in entries where entry.page === page { staleKeys.append(key) }
            for key in staleKeys { entries[key] = nil }
            page.empty()
            page.liveArea = 0
        }
        // Pages left with no image, but the first of each format: deleted.
        for page in pages where page.liveArea == 0 && pages.first(where: { $0.format == page.format }) !== page {
            dropPage(page)
        }
    }

    private func remove(_ key: Key, _ entry: Entry) {
        entries[key] = nil
        if entry.page == nil {
            glDeleteTexture(entry.placement.texture)
            ownBytes -= Self.bytes(entry.placement.width, entry.placement.height,
                                   key.format, entry.placement.isMipmapped)
        }
    }

    private func dropPage(_ page: AtlasPage) {
        for (key, entry) in entries where entry.page === page { entries[key] = nil }
        page.delete()
        pages.removeAll { $0 === page }
    }

    /// Deletes every texture (the context must be current).
    func deleteAll() {
        for (key, entry) in entries { remove(key, entry) }
        for page in pages { page.delete() }
        pages.removeAll()
    }
}
