import Foundation

// One frame, planned: the prepared items in painter's order as `DrawOp`s, the targets they
// draw into, the clip regions, and the barriers where a shadow must be blurred before the
// frame can go on. Made by `FramePlanner` on the calling thread; then read-only while the
// band threads draw. Its arrays keep their storage from frame to frame.

/// A frame ready to draw.
final class FramePlan {
    /// Index 0 is the caller's target; the others are groups' buffers and masks.
    var targets: [RenderTarget] = []
    var ops: [DrawOp] = []
    /// The rows each op touches, [lo, hi) (ops outside a band's rows are skipped).
    var opRows: [(lo: Int, hi: Int)] = []
    var layers: [PlannedLayer] = []
    var contents: [PlannedContents] = []
    var shapes: [PreparedShape] = []
    /// Borders' inner edges (`PlannedLayer.borderInner`).
    var borderInners: [ProjectedShape] = []
    var gradients: [PlannedGradient] = []
    /// Every gradient's tinted lookup table, one after another.
    var gradientColors: [UInt32] = []
    var groups: [PlannedGroup] = []
    /// Every mesh group's triangles, one group after another.
    var meshTriangles: [MeshTriangle] = []
    var clips: [PlannedClip] = []
    /// Before `ops[op]` (a group's `endGroup`) every band has drawn the group: its shadow
    /// is blurred there, or its picture is complete for its mesh to sample anywhere.
    var barriers: [(op: Int, group: Int)] = []
    /// Every row any op touches.
    var rowMin = 0, rowMax = 0
    /// The widest target (scratch rows are this long).
    var maxTargetWidth = 0

    /// Empties the plan, keeping storage.
    func reset() {
        targets.removeAll(keepingCapacity: true)
        ops.removeAll(keepingCapacity: true)
        opRows.removeAll(keepingCapacity: true)
        layers.removeAll(keepingCapacity: true)
        contents.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        borderInners.removeAll(keepingCapacity: true)
        gradients.removeAll(keepingCapacity: true)
        gradientColors.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        meshTriangles.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        barriers.removeAll(keepingCapacity: true)
        rowMin = 0; rowMax = 0; maxTargetWidth = 0
    }

    /// Appends an op touching `rows`.
    func append(_ op: DrawOp, rows: PixelRect) {
        ops.append(op)
        opRows.append((rows.minY, rows.maxY))
    }

    /// Adds a border's inner edge (nil: none) and returns its index (−1 for none).
    func addBorderInner(_ outline: PreparedOutline?, mapping: PlaneMapping) -> Int {
        guard let outline else { return -1 }
        borderInners.append(ProjectedShape(mapping: mapping, outline: outline))
        return borderInners.count - 1
    }

    /// Adds a target and returns its index.
    func addTarget(_ target: RenderTarget) -> Int {
        targets.append(target)
        maxTargetWidth = max(maxTargetWidth, target.rect.width)
        return targets.count - 1
    }
}
