import Foundation

// The parts of items that most commands do not have (a layer's contents, a shape's
// paths, a gradient's stops, a replicator's matrices) are held out of line, so a
// RenderCommand is as big as a plain layer's item rather than as its biggest kind.
// A builder takes their boxes from a pool that refills the boxes of the frame before
// once nothing else holds them: a frame like the one before allocates nothing.

/// A value held by reference in a RenderList item. Readers see an immutable value; only
/// the pool that made the box changes it, and only while the pool holds the sole
/// reference, so no list, copy or reader can see a box change. A box's identity means
/// nothing (a later frame's item may reuse it): key caches by what it holds.
package final class ItemBox<Value> {
    @usableFromInline var stored: Value

    /// A box of its own for `value` (tests, and items made outside a builder).
    @inlinable package init(_ value: Value) { stored = value }

    /// The value held.
    @inlinable package var value: Value { stored }
}

/// Boxes reused from frame to frame: the frame's k-th box is the one the frame before
/// used k-th, refilled when nothing else holds it (else a new one takes its place).
package struct ItemBoxPool<Value> {
    @usableFromInline var boxes: [ItemBox<Value>] = []
    @usableFromInline var used = 0

    @inlinable package init() {}

    /// Starts a frame: the boxes the frame before did not use are let go (and what they
    /// held with them), the others wait to be refilled.
    @inlinable package mutating func beginFrame() {
        if used < boxes.count { boxes.removeSubrange(used...) }
        used = 0
    }

    /// A box holding `value`: the next one of the frame before, refilled, when only the
    /// pool holds it.
    @inlinable package mutating func box(_ value: Value) -> ItemBox<Value> {
        defer { used += 1 }
        guard used < boxes.count else {
            let box = ItemBox(value)
            boxes.append(box)
            return box
        }
        if isKnownUniquelyReferenced(&boxes[used]) {
            boxes[used].stored = value
        } else {
            boxes[used] = ItemBox(value)
        }
        return boxes[used]
    }
}

/// A box is read from any thread: its value changes only while the pool holds the sole
/// reference, when no other thread can reach it.
extension ItemBox: @unchecked Sendable where Value: Sendable {}
