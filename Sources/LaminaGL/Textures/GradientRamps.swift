import CEpoxy
import Foundation

// Gradient colour ramps on the GPU: each gradient table frame preparation hands over (one
// per distinct set of stops, LaminaGraphics' premultiplied lookup table that `CGGradient`
// and the CPU renderer draw with) gets one row of a 256-wide RGBA8 texture, so every
// gradient layer draws with the same program and texture and batches with the others.
// Rows unused for a while are reused; the texture doubles in height when full.

/// Rows of gradient lookup tables in one texture.
final class GradientRamps {
    private(set) var texture: GLuint = 0
    private var rows = 0
    /// By table; each entry holds its table, so the identity is not reused while it lives.
    private var entries: [ObjectIdentifier: (table: GradientTable, row: Int, frame: Int)] = [:]
    private var free: [Int] = []
    /// The tables by row, to upload again when the texture grows.
    private var tables: [[UInt32]] = []
    private var frame = 0
    static let keepFrames = 60

    var bytes: Int { rows * 256 * 4 }

    func beginFrame() { frame += 1 }

    /// The row of `gradient`'s ramp (uploaded if new); nil for a table that is not 256 wide.
    func row(_ gradient: GradientTable) -> Int? {
        let key = ObjectIdentifier(gradient)
        if let hit = entries[key] {
            entries[key]!.frame = frame
            return hit.row
        }
        let table = gradient.lookup.colors
        guard table.count == 256 else { return nil }
        let row: Int
        if let reused = free.popLast() {
            row = reused
            tables[row] = table
        } else {
            row = tables.count
            tables.append(table)
        }
        if texture == 0 || row >= rows { grow(to: max(16, rows * 2, row + 1)) }
        upload(row)
        entries[key] = (gradient, row, frame)
        return row
    }

    /// Frees rows unused for `keepFrames` frames.
    func endFrame() {
        guard entries.contains(where: { frame - $0.value.frame > Self.keepFrames }) else { return }
        for (key, entry) in entries where frame - entry.frame > Self.keepFrames {
            entries[key] = nil
            free.append(entry.row)
        }
    }

    private func grow(to height: Int) {
        if texture == 0 { texture = glGenTexture() }
        rows = height
        glBindTexture(GL_TEXTURE_2D, texture)
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 256, rows, GL_RGBA, GL_UNSIGNED_BYTE, nil)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0)
        for row in 0..<tables.count { upload(row) }
    }

    private func upload(_ row: Int) {
        glBindTexture(GL_TEXTURE_2D, texture)
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        tables[row].withUnsafeBytes { glTexSubImage2D(GL_TEXTURE_2D, 0, 0, row, 256, 1, GL_RGBA, GL_UNSIGNED_BYTE, $0.baseAddress!) }
    }

    func deleteAll() {
        if texture != 0 { glDeleteTexture(texture) }
        texture = 0
        rows = 0
        entries.removeAll()
        free.removeAll()
        tables.removeAll()
    }
}
