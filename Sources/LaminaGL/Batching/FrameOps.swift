import Foundation

// A frame as the GL backend replays it: target switches and batched draws, in order.
// Built by the frame encoder from the RenderList (NanoVG's recipe: collect the frame,
// upload once, replay), reusing its storage from frame to frame.

/// One step of a frame.
enum FrameOp {
    /// Draw into target `index` from now on; clear it first when `clear`.
    case bind(target: Int, clear: Bool)
    /// Draw batch `index`.
    case draw(batch: Int)
}

/// The ops and batches of a frame.
final class FrameOps {
    private(set) var ops: [FrameOp] = []
    private(set) var batches: [Batch] = []
    private(set) var batchCount = 0
    /// Where the current target's ops start (batches before it belong to other targets).
    private var segmentStart = 0
    /// How far back an item may look for a batch to join.
    static let lookBack = 12
    /// Instances one batch may hold (the instance buffer's texel limit allows it).
    var maxInstancesPerBatch = 1 << 20

    /// Forgets the last frame (keeps the storage).
    func reset() {
        ops.removeAll(keepingCapacity: true)
        batchCount = 0
        segmentStart = 0
    }

    /// The batches in use this frame.
    var activeBatches: ArraySlice<Batch> { batches[0..<batchCount] }

    /// Switches to target `index`.
    func bind(target index: Int, clear: Bool) {
        ops.append(.bind(target: index, clear: clear))
        segmentStart = ops.count
    }

    /// The batch an item with `key` touching `box` goes into: the last one with the key in
    /// the current target when nothing drawn after it overlaps `box` (and the batch's
    /// own split into interiors and fringes allows it), else a new one. `segmented`: the
    /// item is drawn as interior and fringe.
    func batch(for key: BatchKey, box: ScreenBox, segmented: Bool = false) -> Batch {
        if !key.isUnique {
            var overlapped = ScreenBox.empty
            var i = ops.count - 1
            var looked = 0
            while i >= segmentStart, looked < Self.lookBack {
                if case .draw(let index) = ops[i] {
                    let candidate = batches[index]
                    // Nothing after `candidate` overlaps the item (checked below), so it may join.
                    if candidate.key == key, candidate.instances < maxInstancesPerBatch,
                       candidate.accepts(box, segmented: segmented) {
                        candidate.include(box, segmented: segmented)
                        return candidate
                    }
                    overlapped.formUnion(candidate.bounds)
                    if box.intersects(overlapped) { break }
                    looked += 1
                }
                i -= 1
            }
        }
        if batchCount == batches.count { batches.append(Batch()) }
        let batch = batches[batchCount]
        batch.reset(key)
        batch.include(box, segmented: segmented)
        ops.append(.draw(batch: batchCount))
        batchCount += 1
        return batch
    }
}
