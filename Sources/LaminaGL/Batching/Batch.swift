import Foundation

// Batches: draws that share a program, textures and blend state, each one instanced
// draw call whose per-instance records sit together in the frame's instance buffer.
// WebRender's idea, kept small: an item joins the most recent batch with its key in the
// current target, or an earlier one when nothing drawn after that batch overlaps the
// item (so painter's order is kept where it matters and broken where it cannot show).

/// The GL programs of the backend.
enum ProgramKind: Int, CaseIterable {
    /// `mipmappedContents`: contents minified `.trilinear` (the mip levels compiled in only
    /// where they are read).
    /// `instancedLayer`: a replicator's copies of one layer, one record for all of them;
    /// `instancedContents`: the same for a layer with contents; `instancedGradient`: for a
    /// gradient layer.
    /// `mesh`: a group's picture drawn through a textured mesh, one cell per instance.
    /// `particles`: an emitter cell's particles, one record for all of them (each
    /// instance evaluates its particle).
    case layer, contents, mipmappedContents, gradient, shapeMask, composite, blur, instancedLayer, instancedContents,
         instancedGradient, mesh, particles

    /// Texels per instance record.
    var stride: Int {
        switch self {
        case .layer, .instancedLayer, .instancedContents, .instancedGradient: RecordStride.layer
        case .contents, .mipmappedContents: RecordStride.contents
        case .gradient: RecordStride.gradient
        case .shapeMask: RecordStride.shapeMask
        case .composite: RecordStride.composite
        case .blur: RecordStride.blur
        case .mesh: RecordStride.meshCell
        case .particles: 0
        }
    }

    /// Whether it draws in a layer's plane (plane.vert; interior and fringe apart).
    var isPlane: Bool { self == .layer || self == .contents || self == .mipmappedContents || self == .gradient }
}

/// What draws of one batch share.
struct BatchKey: Equatable {
    var program: ProgramKind
    /// Whether its items have clip chains (a program variant of its own).
    var clipped = false
    /// Textures on units 2, 3 and 4 (0: none).
    var texture0: UInt32 = 0
    var texture1: UInt32 = 0
    var texture2: UInt32 = 0
    /// Source-over blending (off: the output replaces the target's pixels).
    var blends = true
    /// With `blends`: the output is added to the target's pixels instead (one, one).
    var adds = false
    /// Never merged with another batch (composites, blur passes).
    var isUnique = false
}

/// A box of target pixels, float (items' screen bounds for overlap tests).
struct ScreenBox {
    var minX: Float, minY: Float, maxX: Float, maxY: Float

    static let empty = ScreenBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    @inline(__always) func intersects(_ o: ScreenBox) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }

    @inline(__always) mutating func formUnion(_ o: ScreenBox) {
        minX = min(minX, o.minX); minY = min(minY, o.minY); maxX = max(maxX, o.maxX); maxY = max(maxY, o.maxY)
    }
}

/// One instanced draw: its key, its records and the area they touch. Reused from frame
/// to frame (its word storage keeps its capacity).
final class Batch {
    var key = BatchKey(program: .layer)
    var words: [UInt32] = []
    var instances = 0
    var bounds = ScreenBox.empty
    /// Whether some instance has an interior drawn apart from its fringe (plane items),
    /// and the area those instances cover: the interiors of a batch are drawn before all
    /// of its fringes, so no other instance of the batch may overlap them.
    var isSegmented = false
    var segmentedBounds = ScreenBox.empty
    /// Where its records land in the uploaded instance buffers (set at upload).
    var chunk = 0
    var firstTexel = 0

    func reset(_ key: BatchKey) {
        self.key = key
        words.removeAll(keepingCapacity: true)
        instances = 0
        bounds = .empty
        isSegmented = false
        segmentedBounds = .empty
    }

    /// Whether an item covering `box` (drawn as interior and fringe when `segmented`)
    /// can be drawn by this batch without changing what the pixels show.
    func accepts(_ box: ScreenBox, segmented: Bool) -> Bool {
        segmented ? !box.intersects(bounds) : !box.intersects(segmentedBounds)
    }

    /// Takes in an item's area.
    func include(_ box: ScreenBox, segmented: Bool) {
        bounds.formUnion(box)
        if segmented {
            isSegmented = true
            segmentedBounds.formUnion(box)
        }
    }
}
