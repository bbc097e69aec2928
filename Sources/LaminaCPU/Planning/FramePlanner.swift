@_spi(LaminaBackend) import LaminaRenderList
import Foundation

// Phase 1 of a CPU frame. Input: a RenderList and the target buffer; output: a
// `FramePlan`. Runs on the caller's thread before any band starts.
//
// Frame preparation (LaminaRenderList) walks the list and decides everything: what is
// culled, where each item lands, how groups and shadows are sized. The planner receives
// its records and turns them into what band threads read row by row — a coverage scanner
// per projected outline, a texel sampler per contents, an offscreen buffer from the pool
// per group surface — and notes where shadows need a barrier.

/// Turns RenderLists into frame plans; keeps what outlives a frame (the preparation's
/// caches, the buffer pool).
final class FramePlanner: PreparedFrameSink {
    let plan = FramePlan()
    let pool = BufferPool()
    let preparation = FramePreparation()
    private var target = PixelBuffer(width: 1, height: 1)
    /// The latest layer op, for the border that may follow it.
    private var lastLayer = PlannedLayerPlane()
    /// Cores a replicator's copies are planned on.
    var threadCount = 1
    /// An instanced layer's copies: their spaces, then each planned (kept between frames).
    var copySpaces: [InstanceSpace] = []
    var copies: [PlannedCopy] = []

    /// The shape rasters (and their rasterizer) the preparation keeps.
    var shapeCache: ShapeCache { preparation.shapeCache }

    /// Plans `list` for `target`.
    func plan(_ list: RenderList, target: PixelBuffer) {
        plan.reset()
        lastLayer = PlannedLayerPlane()
        self.target = target
        preparation.prepare(list, width: target.width, height: target.height, into: self)
        finishRows()
    }

    /// Releases this frame's buffers and lets the caches drop what went unused.
    func endFrame() {
        pool.endFrame()
        preparation.endFrame()
    }

    // MARK: PreparedFrameSink

    func beginFrame(width: Int, height: Int, clips: [PreparedClip]) {
        _ = plan.addTarget(RenderTarget(base: target.data, bytesPerRow: target.bytesPerRow,
                                        rect: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)))
        for clip in clips {
            let shape = clip.shape.map { ProjectedShape(mapping: clip.mapping, outline: $0) } ?? .none
            plan.clips.append(PlannedClip(shape: clip.isVisible ? shape : .none, parent: clip.parent,
                                          chainBounds: clip.chainBounds))
        }
    }

    func layer(_ item: PreparedLayer, on plane: PreparedPlane) {
        if item.background == 0, item.contents == nil, lastLayer.op >= 0, lastLayer.op == plan.ops.count - 1,
           lastLayer.carriesBorder(of: plane, after: plan.layers[lastLayer.index]) {
            // A border right after its own layer's background: one op draws background,
            // contents and border, scanning the shape once.
            plan.layers[lastLayer.index].borderColor = item.borderColor
            plan.layers[lastLayer.index].borderInner = plan.addBorderInner(item.borderInner, mapping: plane.mapping)
            return
        }
        var contentsIndex = -1
        if let c = item.contents {
            plan.contents.append(PlannedContents(c, mapping: plane.mapping, isAdditive: item.isAdditive))
            contentsIndex = plan.contents.count - 1
        }
        let inner = plan.addBorderInner(item.borderInner, mapping: plane.mapping)
        plan.layers.append(PlannedLayer(target: plane.surface, bounds: plane.bounds, clip: plane.clip,
                                        background: item.background, borderColor: item.borderColor,
                                        contents: contentsIndex,
                                        shape: ProjectedShape(mapping: plane.mapping, outline: plane.shape),
                                        borderInner: inner))
        plan.append(.layer(plan.layers.count - 1), rows: plane.bounds)
        lastLayer = PlannedLayerPlane(index: plan.layers.count - 1, op: plan.ops.count - 1, transform: plane.transform)
    }

    func shape(_ item: PreparedShape) {
        plan.shapes.append(item)
        plan.append(.shape(plan.shapes.count - 1), rows: item.bounds)
    }

    func gradient(_ item: PreparedGradient, on plane: PreparedPlane) {
        // The tint applies to each of the table's colours once, not to every pixel.
        let colors = plan.gradientColors.count, m = item.modulation
        for color in item.table.lookup.colors {
            plan.gradientColors.append(m == 0xFFFF_FFFF ? color : PackedColor.modulate(color, m))
        }
        plan.gradients.append(PlannedGradient(target: plane.surface, bounds: plane.bounds,
                                              shape: ProjectedShape(mapping: plane.mapping, outline: plane.shape),
                                              clip: plane.clip, colors: colors, kind: item.kind, geometry: item.geometry))
        plan.append(.gradient(plan.gradients.count - 1), rows: plane.bounds)
    }

    func beginGroup(_ group: PreparedGroup) {
        let rect = group.rect
        let content = plan.addTarget(buffer(covering: rect))
        let mask = group.mask >= 0 ? plan.addTarget(buffer(covering: rect)) : -1
        assert(content == group.content && mask == group.mask, "surfaces are numbered as targets are added")
        var shadow: PlannedShadow?
        if let s = group.shadow {
            let count = s.rect.width * s.rect.height
            let bytes = count * MemoryLayout<Float>.stride
            shadow = PlannedShadow(s, alpha: pool.acquire(bytes: bytes).bindMemory(to: Float.self, capacity: count),
                                   temporary: pool.acquire(bytes: bytes).bindMemory(to: Float.self, capacity: count))
        }
        var planned = PlannedGroup(parent: group.parent, content: content, mask: mask, rect: rect,
                                   opacity: group.opacity, clip: group.clip, shadow: shadow,
                                   compositeBounds: group.composite, isAdditive: group.isAdditive)
        if let mesh = group.mesh {
            let first = plan.meshTriangles.count
            MeshTriangles.append(mesh, to: &plan.meshTriangles)
            planned.meshTriangles = first..<plan.meshTriangles.count
            planned.hasMesh = true
        }
        plan.groups.append(planned)
        plan.append(.beginGroup(group.index), rows: rect)
    }

    func beginMask(_ group: PreparedGroup) {}

    func endMask(_ group: PreparedGroup) {}

    func endGroup(_ group: PreparedGroup) {
        if group.shadow != nil || group.mesh != nil { plan.barriers.append((op: plan.ops.count, group: group.index)) }
        plan.append(.endGroup(group.index), rows: group.composite)
    }

    // MARK: Buffers

    /// A pooled buffer for `rect` of the target's pixels.
    private func buffer(covering rect: PixelRect) -> RenderTarget {
        let bytes = rect.width * rect.height * 4
        return RenderTarget(base: pool.acquire(bytes: bytes).bindMemory(to: UInt8.self, capacity: bytes),
                            bytesPerRow: rect.width * 4, rect: rect)
    }

    /// Every row any target or composite touches.
    private func finishRows() {
        var rows = PixelRect.empty
        for target in plan.targets { rows = rows.union(target.rect) }
        for group in plan.groups { rows = rows.union(group.compositeBounds) }
        plan.rowMin = rows.minY
        plan.rowMax = rows.maxY
    }
}
