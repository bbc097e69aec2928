import CEpoxy
import Foundation
import LaminaRenderList

// The tables of replicator copies that run late (`InstanceTrackTable`: an animation's
// values over one cycle) on the GPU: each table is uploaded once, when it first
// appears, into whole rows of one RGBA32F texture `width` texels wide (a transform
// sample is four texels, any other sample one), and instanced-plane.vert reads it by
// texel index. Rows of tables unused for a while are reused; the texture doubles in
// height when full.

/// Rows of track tables in one texture.
final class TrackTables {
    /// Texels per row.
    static let width = 1024
    static let keepFrames = 60

    private(set) var texture: GLuint = 0
    private var rows = 0
    /// By table; each entry holds its table, so the identity is not reused while it lives.
    private var entries: [ObjectIdentifier: (table: InstanceTrackTable, row: Int, rowCount: Int, frame: Int)] = [:]
    /// Rows no table holds: (first, count), in no order.
    private var free: [(row: Int, count: Int)] = []
    private var usedRows = 0
    /// The tallest texture the context allows (read on first use).
    private var maxRows = 0
    private var frame = 0

    var bytes: Int { rows * Self.width * 16 }

    func beginFrame() { frame += 1 }

    /// Texels a sample of `table` takes.
    static func texelsPerSample(_ table: InstanceTrackTable) -> Int { (table.channel.width + 3) / 4 }

    /// The first texel of `table` (uploaded if new); nil when it cannot be held.
    func texel(_ table: InstanceTrackTable) -> Int? {
        let key = ObjectIdentifier(table)
        if let hit = entries[key] {
            entries[key]!.frame = frame
            return hit.row * Self.width
        }
        let texels = table.sampleCount * Self.texelsPerSample(table)
        let count = max((texels + Self.width - 1) / Self.width, 1)
        let row: Int
        if let i = free.firstIndex(where: { $0.count >= count }) {
            row = free[i].row
            if free[i].count == count { free.remove(at: i) } else { free[i] = (row + count, free[i].count - count) }
        } else {
            if maxRows == 0 { maxRows = max(Int(glGetInteger(GL_MAX_TEXTURE_SIZE)), 1024) }
            guard usedRows + count <= maxRows else { return nil }
            row = usedRows
            usedRows += count
            if texture == 0 || usedRows > rows { grow(to: min(max(16, rows * 2, usedRows), maxRows)) }
        }
        entries[key] = (table, row, count, frame)
        upload(table, at: row)
        return row * Self.width
    }

    /// Frees the rows of tables unused for `keepFrames` frames.
    func endFrame() {
        guard entries.contains(where: { frame - $0.value.frame > Self.keepFrames }) else { return }
        for (key, entry) in entries where frame - entry.frame > Self.keepFrames {
            entries[key] = nil
            free.append((entry.row, entry.rowCount))
        }
    }

    private func grow(to height: Int) {
        if texture == 0 { texture = glGenTexture() }
        rows = height
        glBindTexture(GL_TEXTURE_2D, texture)
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, Self.width, rows, GL_RGBA, GL_FLOAT, nil)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST)
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0)
        for entry in entries.values { upload(entry.table, at: entry.row) }
    }

    /// Writes `table`'s samples, padded to whole texels and rows, from row `row`.
    private func upload(_ table: InstanceTrackTable, at row: Int) {
        let width = table.channel.width, padded = Self.texelsPerSample(table) * 4
        let texels = table.sampleCount * Self.texelsPerSample(table)
        let rowCount = max((texels + Self.width - 1) / Self.width, 1)
        var floats = [Float](repeating: 0, count: rowCount * Self.width * 4)
        table.samples.withUnsafeBufferPointer { samples in
            for i in 0..<table.sampleCount {
                for c in 0..<width { floats[i * padded + c] = Float(samples[i * width + c]) }
            }
        }
        glBindTexture(GL_TEXTURE_2D, texture)
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4)
        floats.withUnsafeBytes {
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, row, Self.width, rowCount, GL_RGBA, GL_FLOAT, $0.baseAddress!)
        }
    }

    func deleteAll() {
        if texture != 0 { glDeleteTexture(texture) }
        texture = 0
        rows = 0
        usedRows = 0
        entries.removeAll()
        free.removeAll()
    }
}
