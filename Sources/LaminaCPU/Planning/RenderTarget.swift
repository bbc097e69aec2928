import Foundation

// Where draws land: the caller's target or one of a frame's offscreen buffers, placed in
// the target's pixel coordinates. Every painter works in those absolute coordinates (the
// RenderList's transforms map to them), so an item inside a group needs no change of
// coordinates: only the buffer it writes differs.

/// Premultiplied RGBA8 memory covering `rect` of the target's pixel grid.
struct RenderTarget {
    /// The first byte of the row `rect.minY`, column `rect.minX`.
    let base: UnsafeMutablePointer<UInt8>
    let bytesPerRow: Int
    /// The pixels this memory holds, in target coordinates.
    let rect: PixelRect

    /// The pixel words of row `y` (absolute), starting at column `rect.minX`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(base + (y - rect.minY) * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }

    /// The word of pixel (x, y), both absolute.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        row(y) + (x - rect.minX)
    }

    /// Reads one word of every cache line of `rows` (those inside the target), in order,
    /// so the hardware prefetcher brings a band into cache in one sequential sweep instead
    /// of item by item. Returns the words read or-ed together (the caller keeps it, so the
    /// reads are not optimized away).
    func prefetch(rows: Range<Int>) -> UInt32 {
        let lo = max(rows.lowerBound, rect.minY), hi = min(rows.upperBound, rect.maxY)
        guard lo < hi else { return 0 }
        var sink: UInt32 = 0
        for y in lo..<hi {
            let p = row(y)
            var x = 0
            while x < rect.width {
                sink |= p[x]
                x &+= 16
            }
        }
        return sink
    }

    /// Sets row `y`'s pixels [lo, hi) to transparent.
    func clear(row y: Int, from lo: Int, to hi: Int) {
        guard hi > lo else { return }
        pixel(lo, y).update(repeating: 0, count: hi - lo)
    }
}

/// Raw memory for offscreen buffers, reused from frame to frame.
///
/// A frame takes blocks with `acquire`, and `endFrame` returns them all; a block that no
/// frame has used for a while is freed, so a scene that stops using large groups gives
/// the memory back. Free blocks are kept by capacity, so the smallest that fits is found
/// without a scan (a frame of thousands of groups scanned thousands of blocks for each),
/// and a frame that reuses last frame's sizes allocates nothing.
final class BufferPool: @unchecked Sendable {
    private struct Block {
        var memory: UnsafeMutableRawPointer
        var capacity: Int
        var inUse: Bool
        var idleFrames: Int
    }

    private var blocks: [Block] = []
    /// The free blocks of each capacity a block has (buckets may be empty), and those
    /// capacities in increasing order.
    private var free: [Int: [Int]] = [:]
    private var capacities: [Int] = []
    /// Frames a free block survives without being used.
    private let keepFrames = 30

    deinit {
        for block in blocks { block.memory.deallocate() }
    }

    /// A block of at least `bytes` bytes (aligned for SIMD), uninitialized, for this frame.
    func acquire(bytes: Int) -> UnsafeMutableRawPointer {
        let bytes = max(bytes, 16)
        var lo = 0, hi = capacities.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if capacities[mid] < bytes { lo = mid + 1 } else { hi = mid }
        }
        for k in lo..<capacities.count {
            guard let i = free[capacities[k]]!.popLast() else { continue }
            blocks[i].inUse = true
            blocks[i].idleFrames = 0
            return blocks[i].memory
        }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        blocks.append(Block(memory: memory, capacity: bytes, inUse: true, idleFrames: 0))
        if free[bytes] == nil {
            free[bytes] = []
            capacities.insert(bytes, at: lo)
        }
        return memory
    }

    /// Returns every block; frees the ones idle for too long.
    func endFrame() {
        var released = false
        var i = 0
        while i < blocks.count {
            if blocks[i].inUse {
                blocks[i].inUse = false
                blocks[i].idleFrames = 0
                free[blocks[i].capacity]!.append(i)
                i += 1
            } else if blocks[i].idleFrames >= keepFrames {
                blocks[i].memory.deallocate()
                blocks.swapAt(i, blocks.count - 1)
                blocks.removeLast()
                released = true
            } else {
                blocks[i].idleFrames += 1
                i += 1
            }
        }
        if released {
            // Blocks moved: the buckets are made again (only when memory was given back).
            free.removeAll()
            for (i, block) in blocks.enumerated() { free[block.capacity, default: []].append(i) }
            capacities = free.keys.sorted()
        }
    }

    /// Bytes held (in use or idle).
    var heldBytes: Int { blocks.reduce(0) { $0 + $1.capacity } }
}

/// A band thread's scratch rows, reused across frames (one per band, so no locking).
final class BandScratch: @unchecked Sendable {
    /// Coverage rows (0…1), each `capacity` floats: the item's shape, its clip chain, a
    /// second clip region while chaining, and two for borders, destinations and masks.
    let coverage: UnsafeMutablePointer<Float>
    let clipCoverage: UnsafeMutablePointer<Float>
    let clipTemporary: UnsafeMutablePointer<Float>
    let auxCoverage: UnsafeMutablePointer<Float>
    let auxCoverage2: UnsafeMutablePointer<Float>
    /// A row of premultiplied pixels (sampled texels, gradient colours).
    let pixels: UnsafeMutablePointer<UInt32>
    /// Vertically blended texels of a magnified row: red/blue lanes, then green/alpha
    /// lanes (`capacity + 2` words each).
    let texels: UnsafeMutablePointer<UInt32>
    let capacity: Int
    /// Where prefetch reads end up.
    var prefetched: UInt32 = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        coverage = .allocate(capacity: self.capacity)
        clipCoverage = .allocate(capacity: self.capacity)
        clipTemporary = .allocate(capacity: self.capacity)
        auxCoverage = .allocate(capacity: self.capacity)
        auxCoverage2 = .allocate(capacity: self.capacity)
        pixels = .allocate(capacity: self.capacity)
        texels = .allocate(capacity: 2 * (self.capacity + 2))
    }

    deinit {
        coverage.deallocate()
        clipCoverage.deallocate()
        clipTemporary.deallocate()
        auxCoverage.deallocate()
        auxCoverage2.deallocate()
        pixels.deallocate()
        texels.deallocate()
    }
}
