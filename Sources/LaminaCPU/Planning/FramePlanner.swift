import Foundation

// Phase 1 of a CPU frame. Input: a RenderList and the target buffer; output: a `FramePlan`.
// Runs on the caller's thread before any band starts.
//
// It walks the commands once: projects every clip region, prepares every visible item
// (culling invisible ones), gives every group an offscreen buffer from the pool and
// decides where shadows need a barrier. Groups are sized to their `pixelBounds`, cut down
// to what can still reach the visible target: the parent's relevant area, within the
// group's clip, widened by the group's own shadow reach (content off-screen can cast an
// on-screen shadow). Malformed command streams (an `endGroup` without a group, a mask
// outside a group, unclosed groups) are reported once as diagnostics and repaired; they
// never crash the frame.

/// Turns RenderLists into frame plans; keeps the caches that outlive a frame.
final class FramePlanner {
    let plan = FramePlan()
    let pool = BufferPool()
    let shapeCache = ShapeCache()
    private var tables: [GradientKey: (table: GradientLookupTable, frame: Int)] = [:]
    /// Mip chains of pictures drawn with `.trilinear` minification, by picture.
    private var mipChains: [ObjectIdentifier: (image: CGImage, chain: MipChain, frame: Int)] = [:]
    private(set) var frame = 0
    private(set) var shadowsPlanned = 0

    /// Where the walk is: the group being built and the target its commands draw into.
    private struct Level {
        var group: Int
        var target: Int
        var relevant: PixelRect
        var inMask: Bool
        var maskDone: Bool
    }
    private var stack: [Level] = []

    /// Plans `list` for `target`.
    func plan(_ list: RenderList, target: PixelBuffer) {
        frame += 1
        plan.reset()
        shadowsPlanned = 0
        let main = RenderTarget(base: target.data, bytesPerRow: target.bytesPerRow,
                                rect: PixelRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height))
        _ = plan.addTarget(main)
        prepareClips(list.clips)
        stack.removeAll(keepingCapacity: true)
        stack.append(Level(group: -1, target: 0, relevant: main.rect, inMask: false, maskDone: false))
        var skipping = 0
        for command in list.commands {
            if skipping > 0 {
                if case .beginGroup = command { skipping += 1 }
                if case .endGroup = command { skipping -= 1 }
                continue
            }
            let level = stack[stack.count - 1]
            switch command {
            case .layer(let item):
                prepareLayer(item, target: level.target, relevant: level.relevant)
            case .shape(let item):
                prepareShape(item, target: level.target, relevant: level.relevant)
            case .gradient(let item):
                prepareGradient(item, target: level.target, relevant: level.relevant)
            case .beginGroup(let group):
                if let next = beginGroup(group, parent: level) {
                    stack.append(next)
                } else {
                    skipping = 1
                }
            case .beginMask:
                guard level.group >= 0, plan.groups[level.group].mask >= 0, !level.inMask, !level.maskDone else {
                    LaminaDiagnostics.report(.invalidArgument, "CPUBackend: beginMask outside a masked group, or twice; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = true
                stack[stack.count - 1].target = plan.groups[level.group].mask
            case .endMask:
                guard level.inMask else {
                    LaminaDiagnostics.report(.invalidArgument, "CPUBackend: endMask without beginMask; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = false
                stack[stack.count - 1].maskDone = true
                stack[stack.count - 1].target = plan.groups[level.group].content
            case .endGroup:
                guard stack.count > 1 else {
                    LaminaDiagnostics.report(.invalidArgument, "CPUBackend: endGroup without beginGroup; ignored")
                    continue
                }
                stack.removeLast()
                endGroup(level.group)
            case .beginInstances, .endInstances:
                // Copies are listed one after another; drawing them in turn is exact.
                break
            }
        }
        if stack.count > 1 {
            LaminaDiagnostics.report(.invalidArgument, "CPUBackend: \(stack.count - 1) group(s) not closed; closed at the end of the frame")
            while stack.count > 1 { endGroup(stack.removeLast().group) }
        }
        finishRows()
    }

    /// Releases this frame's buffers and drops cache entries unused for a while.
    func endFrame() {
        pool.endFrame()
        shapeCache.evict(before: frame)
        if tables.contains(where: { frame - $0.value.frame > 2 }) {
            tables = tables.filter { frame - $0.value.frame <= 2 }
        }
        if mipChains.contains(where: { frame - $0.value.frame > 2 }) {
            mipChains = mipChains.filter { frame - $0.value.frame <= 2 }
        }
    }

    /// The mip chain of `image` (made on first use; kept while frames draw it). The entry
    /// holds the picture (immutable), so its identity cannot be reused while cached.
    func mipChain(of image: CGImage) -> MipChain {
        let key = ObjectIdentifier(image)
        if let hit = mipChains[key] {
            mipChains[key]?.frame = frame
            return hit.chain
        }
        let chain = MipChain(image.pixels)
        mipChains[key] = (image, chain, frame)
        return chain
    }

    /// What identifies a gradient's colours: its stops.
    private struct GradientKey: Hashable {
        var colors: [CGColor.RGBA]
        var locations: [CGFloat]
    }

    /// The premultiplied lookup table of a gradient layer's stops (cached), made by
    /// LaminaGraphics' `CGGradient` so layers and `CGContext` gradients agree. `locations`
    /// that do not match the colours in number are ignored (even spacing), as Apple does.
    /// nil (with CGGradient's diagnostic) for stops it refuses.
    func lookupTable(colors: [CGColor.RGBA], locations: [CGFloat]) -> GradientLookupTable? {
        let key = GradientKey(colors: colors, locations: locations)
        if let hit = tables[key] {
            tables[key]?.frame = frame
            return hit.table
        }
        let cgColors = colors.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        let gradient = locations.count == colors.count
            ? locations.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) }
            : CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        guard let table = gradient?.lookupTable else { return nil }
        tables[key] = (table, frame)
        return table
    }

    // MARK: Clips

    /// Projects every clip region and works out each chain's pixel bounds.
    private func prepareClips(_ regions: [ClipRegion]) {
        let count = regions.count
        for region in regions {
            var parent = region.parent
            if parent < -1 || parent >= Int32(count) {
                LaminaDiagnostics.report(.invalidArgument, "CPUBackend: clip parent \(parent) out of range; treated as none")
                parent = -1
            }
            var shape = ProjectedShape.none
            if let mapping = PlaneMapping(transform: region.transform),
               let projected = ProjectedShape(geometry: RoundedRectGeometry(region.shape), mapping: mapping) {
                shape = projected
            }
            plan.clips.append(PreparedClip(shape: shape, parent: parent, chainBounds: shape.isEmpty ? .empty : shape.bounds))
        }
        // Chain bounds: own ∩ ancestors'. A cycle (malformed list) clips everything.
        for i in 0..<count {
            var bounds = plan.clips[i].chainBounds
            var p = plan.clips[i].parent
            var steps = 0
            while p >= 0, !bounds.isEmpty {
                steps += 1
                if steps > count {
                    LaminaDiagnostics.report(.invalidArgument, "CPUBackend: clip regions form a cycle; clipped away")
                    bounds = .empty
                    plan.clips[i].parent = -1
                    plan.clips[i].shape = .none
                    break
                }
                let parent = plan.clips[Int(p)].shape
                bounds = bounds.intersection(parent.isEmpty ? .empty : parent.bounds)
                p = plan.clips[Int(p)].parent
            }
            plan.clips[i].chainBounds = bounds
        }
    }

    /// The pixels clip chain `index` can let through (everything when −1).
    func clipBounds(_ index: Int32) -> PixelRect? {
        guard index >= 0 else { return nil }
        guard Int(index) < plan.clips.count else {
            LaminaDiagnostics.report(.invalidArgument, "CPUBackend: clip index \(index) out of range; item dropped")
            return .empty
        }
        return plan.clips[Int(index)].chainBounds
    }

    /// `clip` if it names a region, else −1 (out-of-range clips were reported).
    func validClip(_ index: Int32) -> Int32 {
        index >= 0 && Int(index) < plan.clips.count ? index : -1
    }

    // MARK: Groups

    private func beginGroup(_ group: GroupItem, parent: Level) -> Level? {
        guard group.opacity > 0, group.opacity.isFinite else { plan.culledItems += 1; return nil }
        var relevant = plan.targets[parent.target].rect.intersection(parent.relevant)
        if let clip = clipBounds(group.clip) { relevant = relevant.intersection(clip) }
        // The shadow: which content pixels can still reach the relevant area through it.
        let shadowGeometry = ShadowGeometry(group.shadow)
        let contentRelevant = shadowGeometry?.contentRelevant(relevant) ?? relevant
        let rect = PixelRect(covering: group.pixelBounds).intersection(contentRelevant)
        guard !rect.isEmpty else { plan.culledItems += 1; return nil }
        let content = plan.addTarget(RenderTarget(base: pool.acquire(bytes: rect.width * rect.height * 4).bindMemory(to: UInt8.self, capacity: rect.width * rect.height * 4),
                                                  bytesPerRow: rect.width * 4, rect: rect))
        let mask = group.hasMask
            ? plan.addTarget(RenderTarget(base: pool.acquire(bytes: rect.width * rect.height * 4).bindMemory(to: UInt8.self, capacity: rect.width * rect.height * 4),
                                          bytesPerRow: rect.width * 4, rect: rect))
            : -1
        var composite = rect
        var shadow: PreparedShadow?
        if let geometry = shadowGeometry {
            let shadowRect = geometry.blurRect(content: rect, relevant: relevant)
            if !shadowRect.isEmpty {
                let count = shadowRect.width * shadowRect.height
                let bytes = count * MemoryLayout<Float>.stride
                shadow = PreparedShadow(geometry: geometry,
                                        alpha: pool.acquire(bytes: bytes).bindMemory(to: Float.self, capacity: count),
                                        temporary: pool.acquire(bytes: bytes).bindMemory(to: Float.self, capacity: count),
                                        rect: shadowRect)
                // A mask cuts the shadow to the group's own pixels.
                if !group.hasMask { composite = composite.union(shadowRect.offsetBy(geometry.offsetX, geometry.offsetY)) }
                shadowsPlanned += 1
            }
        }
        composite = composite.intersection(relevant)
        let index = plan.groups.count
        plan.groups.append(PreparedGroup(parent: parent.target, content: content, mask: mask, rect: rect,
                                         opacity: group.opacity, clip: validClip(group.clip), shadow: shadow,
                                         compositeBounds: composite, isAdditive: group.isAdditive))
        plan.append(.beginGroup(index), rows: rect)
        return Level(group: index, target: content, relevant: rect, inMask: false, maskDone: false)
    }

    private func endGroup(_ index: Int) {
        let group = plan.groups[index]
        if group.shadow != nil { plan.barriers.append((op: plan.ops.count, group: index)) }
        plan.append(.endGroup(index), rows: group.compositeBounds)
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
