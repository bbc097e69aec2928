import Foundation

// # Frame preparation
//
// Input: a RenderList and the target's size in pixels. Output: prepared records, handed
// in painter's order to a backend's `PreparedFrameSink`. Runs on the thread that draws
// the frame, before the backend draws anything.
//
// This is everything both backends derive from a list, done once, so the CPU renderer
// and OpenGL cannot decide differently:
// - the command stream is validated and repaired with one set of diagnostics (an
//   `endGroup` without a group, a mask outside a masked group, unclosed groups), and so
//   are the clip regions (parents out of range, cycles);
// - items that cannot show are culled (zero opacity or tint, an edge-on or singular
//   plane, nothing inside the surface, its relevant area or its clip chain);
// - every item's plane is projected once (`PreparedOutline`), its pixel bounds cut to
//   what can still be seen;
// - groups are sized to their pixels that can reach the visible parent — within their
//   clip, widened by their own shadow's reach (off-screen content can cast an on-screen
//   shadow) — and their shadows get blur rectangles, kernels and path masks;
// - colours are packed and premultiplied with opacity and tint, contents mapped
//   (gravity, `contentsRect`, nine-part axes, filter), gradient tables, mip chains and
//   shape rasters made or taken from the caches below, which outlive a frame.

/// Prepares frames for one backend; keeps the caches that outlive a frame (shape
/// rasters, gradient tables, mip chains). Not thread-safe: one frame at a time.
package final class FramePreparation {
    /// Rasterized shape layers (and the rasterizer shadow paths are filled with).
    package let shapeCache = ShapeCache()
    package let gradientTables = GradientTables()
    package let mipChains = MipChainCache()
    /// What the last frame counted.
    package private(set) var statistics = PreparationStatistics()
    /// Frames prepared so far (caches note when an entry was last used).
    package private(set) var frame = 0

    private(set) var clips: [PreparedClip] = []
    private var parents: [Int32] = []
    private var kernels: [ShadowKernels] = []
    private var kernelsUsed = 0
    private var surfaceCount = 0
    private var groupCount = 0
    /// Bytes this frame's offscreen groups take so far (pictures, masks, shadows).
    private var groupBytes = 0
    /// Whether this frame went past `groupBudget` (reported once a frame).
    private var reportedGroupBudget = false
    /// The large paths' facts, measured once a frame.
    var pathFacts = PathFacts()

    /// Where the walk is: the group being built and the surface its commands draw into.
    struct Level {
        var group: PreparedGroup?
        var surface: Int
        /// The surface's pixels that can still reach the visible target.
        var relevant: PixelRect
        var inMask = false
        var maskDone = false
    }
    private var stack: [Level] = []
    /// The whole target (a mesh's picture may be needed anywhere on it).
    private(set) var targetRect = PixelRect.empty
    /// The list being prepared (its varyings and tracks are read per copy).
    private var list = RenderList()

    /// Where the current level's items draw: all an item needs of its level (read from
    /// the stack field by field; a level is large).
    struct DrawTarget {
        var surface: Int
        var relevant: PixelRect
    }

    private var target: DrawTarget {
        let top = stack.count - 1
        return DrawTarget(surface: stack[top].surface, relevant: stack[top].relevant)
    }

    package init() {}

    /// Prepares `list` for a target of `width` × `height` pixels, handing the records to
    /// `sink`.
    package func prepare(_ list: RenderList, width: Int, height: Int, into sink: any PreparedFrameSink) {
        frame += 1
        statistics = PreparationStatistics()
        kernelsUsed = 0
        surfaceCount = 1
        groupCount = 0
        groupBytes = 0
        reportedGroupBudget = false
        pathFacts.reset()
        groupBudget = max(Self.minimumGroupBudget, Self.groupBudgetPerTarget * 4 * max(width, 0) * max(height, 0))
        prepareClips(list.clips)
        self.list = list
        defer { self.list = RenderList() }
        sink.beginFrame(width: width, height: height, clips: clips)
        let main = PixelRect(minX: 0, minY: 0, maxX: max(width, 0), maxY: max(height, 0))
        targetRect = main
        stack.removeAll(keepingCapacity: true)
        stack.append(Level(group: nil, surface: 0, relevant: main))
        // Commands are read in place (a copy of each would retain what it holds).
        list.commands.withUnsafeBufferPointer { commands in
            prepare(commands, 0..<commands.count, in: nil, into: sink)
        }
        if stack.count > 1 {
            LaminaDiagnostics.report(.invalidArgument,
                "RenderList: \(stack.count - 1) group(s) not closed; closed at the end of the frame")
            while stack.count > 1 {
                if let group = stack.removeLast().group { sink.endGroup(group) }
            }
        }
    }

    /// Prepares `commands[range]`, drawn in `space` (nil: on the target as listed; a
    /// run's copy otherwise, each copy's items placed and tinted by it).
    private func prepare(_ commands: UnsafeBufferPointer<RenderCommand>, _ range: Range<Int>, in space: InstanceSpace?,
                         copy: InstanceRun.Copy? = nil, into sink: any PreparedFrameSink) {
        var skipping = 0
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            if skipping > 0 {
                if case .beginGroup = commands[index] { skipping += 1 }
                if case .endGroup = commands[index] { skipping -= 1 }
                continue
            }
            switch copy?.varied(commands, index, in: list) ?? commands[index] {
            case .layer(var item):
                if let space { item.placement = space.placing(item.placement) }
                prepareLayer(item, on: target, into: sink)
            case .shape(var item):
                if let space { item.placement = space.placing(item.placement) }
                prepareShape(item, on: target, into: sink)
            case .gradient(var item):
                if let space { item.placement = space.placing(item.placement) }
                prepareGradient(item, on: target, into: sink)
            case .particles(let box):
                var run = box.value
                if let space { run.placement = space.placing(run.placement) }
                prepareParticles(run, on: target, into: sink)
            case .beginGroup(let item):
                let level = stack[stack.count - 1]
                if let next = beginGroup(item, parent: level) {
                    stack.append(next)
                    sink.beginGroup(next.group!)
                } else {
                    skipping = 1
                }
            case .beginMask:
                let level = stack[stack.count - 1]
                guard let group = level.group, group.mask >= 0, !level.inMask, !level.maskDone else {
                    LaminaDiagnostics.report(.invalidArgument, "RenderList: beginMask outside a masked group, or twice; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = true
                stack[stack.count - 1].surface = group.mask
                sink.beginMask(group)
            case .endMask:
                let level = stack[stack.count - 1]
                guard level.inMask, let group = level.group else {
                    LaminaDiagnostics.report(.invalidArgument, "RenderList: endMask without beginMask; ignored")
                    continue
                }
                stack[stack.count - 1].inMask = false
                stack[stack.count - 1].maskDone = true
                stack[stack.count - 1].surface = group.content
                sink.endMask(group)
            case .endGroup:
                guard stack.count > 1, let group = stack[stack.count - 1].group else {
                    LaminaDiagnostics.report(.invalidArgument, "RenderList: endGroup without beginGroup; ignored")
                    continue
                }
                stack.removeLast()
                sink.endGroup(group)
            case .beginInstances(let run):
                let end = InstanceRun.end(of: index, in: commands, before: range.upperBound)
                if end == range.upperBound {
                    LaminaDiagnostics.report(.invalidArgument, "RenderList: instance run not closed; closed at its end")
                }
                prepareRun(run, commands, index + 1..<end, in: space, into: sink)
                index = end
            case .endInstances:
                LaminaDiagnostics.report(.invalidArgument, "RenderList: endInstances without beginInstances; ignored")
            }
        }
    }

    /// A run's copies: drawn instanced when the sink can (`PreparedFrameSink.instanced`),
    /// else expanded, each copy placed from the one before.
    private func prepareRun(_ run: InstanceRun, _ commands: UnsafeBufferPointer<RenderCommand>, _ copy: Range<Int>,
                            in space: InstanceSpace?, into sink: any PreparedFrameSink) {
        guard run.count > 0, run.step.isFinite, run.placement.isFinite else { return }
        if let instanced = instancedLayer(run, commands, copy, in: space ?? .target) {
            // A copy whose layer runs late is rebuilt per copy unless the sink evaluates it.
            guard instanced.count > 0 else { return }
            if sink.instances(instanced) {
                statistics.itemsDrawn += instanced.count
                return
            }
        }
        run.forEachCopy(in: space ?? .target) { k, copySpace in
            prepare(commands, copy, in: copySpace, copy: InstanceRun.Copy(run: run, index: k), into: sink)
        }
    }

    /// Copies that can be drawn instanced: runs nested one in the other down to one layer
    /// (background, border and contents sampled alike in every copy: one filter whether
    /// minified or magnified, no mip levels, copies not running late) or one gradient
    /// layer (its copies not running late); shapes and other contents are prepared per
    /// copy. Count 0 when nothing can show.
    private func instancedLayer(_ run: InstanceRun, _ commands: UnsafeBufferPointer<RenderCommand>, _ copy: Range<Int>,
                                in space: InstanceSpace) -> PreparedInstances? {
        var levels = [run]
        var range = copy
        var count = run.count
        while true {
            guard let first = range.first else { return nil }
            var listed: LayerItem?
            var gradientItem: GradientItem?
            switch commands[first] {
            case .layer(let item):
                listed = item
            case .gradient(let item):
                listed = LayerItem(placement: item.placement, corners: item.corners, backgroundColor: nil, borderWidth: 0,
                                   borderColor: nil, contentsBox: nil)
                gradientItem = item
            default:
                break
            }
            if range.count == 1, var item = listed {
                let p = item.placement
                let geometry = RoundedRectGeometry(item.shape)
                var clip = p.clip
                if let bounds = clipBounds(p.clip), bounds.intersection(target.relevant).isEmpty { count = 0 }
                clip = validClip(clip)
                // The layer's own copy may run late: its tracks, if it has any.
                let inner = levels[levels.count - 1]
                if !inner.varyings.isEmpty, !inner.hasValidVaryings(in: list) {
                    LaminaDiagnostics.report(.invalidArgument,
                        "RenderList: an instance run's varyings are out of range; its copies draw copy 0")
                }
                let varying = inner.hasValidVaryings(in: list) ? inner.varyings.first.map { list.instanceVaryings[$0] } : nil
                if varying != nil, inner.varyings.count != 1 || varying!.command != first { return nil }
                if varying == nil, !(p.opacity > 0) || geometry.isEmpty { count = 0 }
                if !p.opacity.isFinite || !(p.tint.alpha > 0) || !p.transform.isFinite { count = 0 }
                var contents: PreparedContents?
                if let c = item.contents {
                    guard varying == nil, c.minificationFilter == c.magnificationFilter, c.minificationFilter != .trilinear,
                          let mapping = PlaneMapping(transform: p.transform),
                          let prepared = prepareContents(c, source: c.image, pixels: c.image.pixels, transient: false,
                                                         shape: geometry, mapping: mapping, placement: p) else { return nil }
                    contents = prepared
                }
                var gradient: PreparedGradient?
                if let g = gradientItem {
                    guard varying == nil, !g.colors.isEmpty,
                          let table = gradientTables.table(colors: g.colors, locations: g.locations, frame: frame) else {
                        return nil
                    }
                    gradient = PreparedGradient(table: table, kind: g.kind, geometry: GradientGeometry(g),
                                                modulation: PackedColor.modulation(tint: p.tint, opacity: p.opacity))
                }
                item.placement.tint = CGColor.RGBA(red: p.tint.red * space.tint.red, green: p.tint.green * space.tint.green,
                                                   blue: p.tint.blue * space.tint.blue, alpha: p.tint.alpha * space.tint.alpha)
                return PreparedInstances(surface: target.surface, clip: clip, levels: levels.reversed(),
                                         toTarget: space.toTarget, item: item, geometry: geometry, count: count,
                                         itemTint: p.tint, enclosingTint: space.tint, contents: contents, gradient: gradient,
                                         varying: varying,
                                         tracks: varying.map { list.instanceTracks[$0.tracks] } ?? [])
            }
            guard case .beginInstances(let inner) = commands[first],
                  InstanceRun.end(of: first, in: commands, before: range.upperBound) == range.upperBound - 1,
                  inner.step.isFinite, inner.placement.isFinite else { return nil }
            let (product, overflow) = count.multipliedReportingOverflow(by: max(inner.count, 0))
            guard !overflow, product <= Int(Int32.max) else { return nil }
            count = product
            levels.append(inner)
            range = first + 1..<range.upperBound - 1
        }
    }

    /// Drops cache entries no frame has used for a while (after the backend has drawn).
    package func endFrame() {
        shapeCache.evict(before: frame)
        gradientTables.evict(before: frame)
        mipChains.evict(before: frame)
    }

    /// A new surface's number.
    func allocateSurface() -> Int {
        surfaceCount += 1
        return surfaceCount - 1
    }

    /// The most bytes a frame's offscreen groups may take together: 256 MB, or 16 frames
    /// of the target where that is more. Every group's picture (and mask and shadow) exists
    /// at once while a frame is drawn, so without a bound thousands of replicated shadows
    /// or group opacities exhaust memory (fuzzing, kvc: 4 GB).
    package static let minimumGroupBudget = 256 << 20
    /// Frames of the target a frame's groups may take together, where that beats 256 MB.
    package static let groupBudgetPerTarget = 16
    /// This frame's bound on `groupBytes`.
    private(set) var groupBudget = FramePreparation.minimumGroupBudget

    /// Whether a group of `bytes` more fits this frame's budget; past it the group is left
    /// out (one diagnostic a frame), on both backends alike.
    func takeGroupBytes(_ bytes: Int) -> Bool {
        guard bytes <= groupBudget - groupBytes else {
            if !reportedGroupBudget {
                reportedGroupBudget = true
                LaminaDiagnostics.report(.invalidArgument, "RenderList: the frame's offscreen groups (group opacity, masks, "
                    + "shadows) need more than \(groupBudget >> 20) MB; the groups past it are not drawn")
            }
            return false
        }
        groupBytes += bytes
        return true
    }

    /// A new group's number.
    func allocateGroup() -> Int {
        groupCount += 1
        return groupCount - 1
    }

    /// A kernel pair for this frame's next shadow (reused from frame to frame).
    func nextKernels() -> ShadowKernels {
        if kernelsUsed == kernels.count { kernels.append(ShadowKernels()) }
        kernelsUsed += 1
        return kernels[kernelsUsed - 1]
    }

    func countCulled() { statistics.itemsCulled += 1 }
    func countDrawn(_ items: Int = 1) { statistics.itemsDrawn += items }
    func countGroup(shadow: Bool) {
        statistics.groups += 1
        if shadow { statistics.shadows += 1 }
    }

    // MARK: Clips

    /// Validates and projects every clip region and works out each chain's pixel bounds.
    private func prepareClips(_ regions: [ClipRegion]) {
        clips.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        let count = regions.count
        for region in regions {
            var parent = region.parent
            if parent < -1 || parent >= Int32(count) {
                LaminaDiagnostics.report(.invalidArgument, "RenderList: clip parent \(parent) out of range; treated as none")
                parent = -1
            }
            parents.append(parent)
        }
        // A cycle (malformed list) clips everything that names a region on it.
        for i in 0..<count {
            var p = parents[i], steps = 0
            while p >= 0 {
                steps += 1
                if steps > count {
                    LaminaDiagnostics.report(.invalidArgument, "RenderList: clip regions form a cycle; clipped away")
                    parents[i] = -2
                    break
                }
                p = parents[Int(p)]
            }
        }
        for (i, region) in regions.enumerated() {
            let mapping = PlaneMapping(transform: region.transform)
            let shape = mapping.flatMap { PreparedOutline(RoundedRectGeometry(region.shape), mapping: $0) }
            let broken = parents[i] == -2
            let visible = shape != nil && !broken
            clips.append(PreparedClip(isVisible: visible, mapping: mapping ?? .identity, shape: visible ? shape : nil,
                                      parent: broken ? -1 : parents[i],
                                      chainBounds: visible ? shape!.outline.bounds : .empty))
        }
        for i in 0..<count {
            var bounds = clips[i].chainBounds
            var p = clips[i].parent
            while p >= 0, !bounds.isEmpty {
                let parent = clips[Int(p)]
                bounds = bounds.intersection(parent.isVisible ? parent.shape!.outline.bounds : .empty)
                p = parent.parent
            }
            clips[i].chainBounds = bounds
        }
    }

    /// The pixels clip chain `index` can let through (nil: no clip); an index out of
    /// range is reported and lets nothing through.
    func clipBounds(_ index: Int32) -> PixelRect? {
        guard index >= 0 else {
            if index < -1 { return reportClip(index) }
            return nil
        }
        guard Int(index) < clips.count else { return reportClip(index) }
        return clips[Int(index)].chainBounds
    }

    private func reportClip(_ index: Int32) -> PixelRect {
        LaminaDiagnostics.report(.invalidArgument, "RenderList: clip index \(index) out of range; item dropped")
        return .empty
    }

    /// `clip` if it names a region, else −1 (out-of-range clips were reported).
    func validClip(_ index: Int32) -> Int32 {
        index >= 0 && Int(index) < clips.count ? index : -1
    }
}
