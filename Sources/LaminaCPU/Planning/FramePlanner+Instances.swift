@_spi(LaminaBackend) import LaminaRenderList

// A replicator's copies of one plain layer, planned from the run itself. Input: a
// `PreparedInstances` (the layer, its run, where the run sits); output: one layer op per
// copy that shows, in copy order, as if the copies had been handed over one by one.
// Runs on the caller's thread, which spreads the copies over the cores.
//
// The copies' spaces are placed one from the one before (`InstanceRun.forEachCopy`, a
// matrix product each), which is serial and cheap; what is dear — each copy's mapping,
// outline, pixel bounds, colours and coverage scanner — depends on its own space only, so
// chunks of copies are planned on every core into slots of their own, and the ops are
// then appended in copy order. The results are the same for any number of cores. Each
// copy goes through the steps frame preparation takes for a layer (`prepareLayer`, whose
// culling rules it follows), with the same functions, so every value is the same.
//
// Only a run at the top level drawn on the target (one level, no enclosing copies, on
// surface 0, whose relevant area is the whole target) whose copies do not run late is
// taken; any other run is handed over copy by copy.

/// A copy of an instanced layer, planned (or not shown).
struct PlannedCopy {
    var layer: PlannedLayer
    /// The border's inner edge, when `layer.borderInner` is 0.
    var inner: ProjectedShape
    var isShown: Bool

    static let hidden = PlannedCopy(
        layer: PlannedLayer(target: 0, bounds: .empty, clip: -1, background: 0, borderColor: 0, contents: -1,
                            shape: .none, borderInner: -1),
        inner: .none, isShown: false)
}

extension FramePlanner {
    /// Copies fewer than this are planned on the caller's thread alone.
    static let parallelCopies = 64
    /// Copies planned at a time (bounds the slots kept between frames).
    static let copyBlock = 4096

    func instances(_ instanced: PreparedInstances) -> Bool {
        // Copies that run late are rebuilt per copy by preparation.
        guard instanced.surface == 0, instanced.levels.count == 1, instanced.toTarget == CATransform3DIdentity,
              instanced.item.contents == nil, instanced.gradient == nil, instanced.varying == nil else { return false }
        let clip = instanced.clip
        let plane = CopyPlane(item: instanced.item, geometry: instanced.geometry, clip: clip,
                              clipBounds: clip >= 0 ? plan.clips[Int(clip)].chainBounds : nil,
                              relevant: plan.targets[0].rect)
        copySpaces.removeAll(keepingCapacity: true)
        instanced.levels[0].forEachCopy(in: .target) { _, space in
            copySpaces.append(space)
            if copySpaces.count == Self.copyBlock { planCopies(plane) }
        }
        planCopies(plane)
        return true
    }

    /// Plans the copies in `copySpaces` (across the cores when there are many), appends
    /// the ones that show, in order, and empties `copySpaces`.
    private func planCopies(_ plane: CopyPlane) {
        let count = copySpaces.count
        guard count > 0 else { return }
        if copies.count < count {
            copies.append(contentsOf: repeatElement(PlannedCopy.hidden, count: count - copies.count))
        }
        let chunks = count < Self.parallelCopies ? 1 : threadCount * 4
        let threads = threadCount
        copySpaces.withUnsafeBufferPointer { spaces in
            copies.withUnsafeMutableBufferPointer { slots in
                GaussianBlur.parallel(chunks, threads: threads) { chunk in
                    for k in chunk * count / chunks..<(chunk + 1) * count / chunks {
                        slots[k] = plane.copy(in: spaces[k])
                    }
                }
            }
        }
        for k in 0..<count where copies[k].isShown {
            var layer = copies[k].layer
            if layer.borderInner >= 0 {
                plan.borderInners.append(copies[k].inner)
                layer.borderInner = plan.borderInners.count - 1
            }
            plan.layers.append(layer)
            plan.append(.layer(plan.layers.count - 1), rows: layer.bounds)
        }
        copySpaces.removeAll(keepingCapacity: true)
    }
}

/// What every copy of an instanced layer shares, and how one copy is planned.
struct CopyPlane {
    /// The layer as listed in its run's space.
    let item: LayerItem
    let geometry: RoundedRectGeometry
    /// Its clip region (valid, or −1) and that chain's pixels (nil: none).
    let clip: Int32
    let clipBounds: PixelRect?
    /// The target's pixels.
    let relevant: PixelRect

    /// The copy placed in `space`, planned as frame preparation's `prepareLayer` and
    /// `place` prepare a layer and the planner plans it (hidden where they cull it).
    func copy(in space: InstanceSpace) -> PlannedCopy {
        let p = space.placing(item.placement)
        guard p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0,
              let mapping = PlaneMapping(transform: p.transform),
              let outline = PreparedOutline(geometry, mapping: mapping) else { return .hidden }
        var bounds = outline.outline.bounds.intersection(relevant)
        if let clipBounds { bounds = bounds.intersection(clipBounds) }
        guard !bounds.isEmpty else { return .hidden }
        let background = item.backgroundColor.map { PackedColor.premultiplied($0, tint: p.tint, opacity: p.opacity) } ?? 0
        var borderColor: UInt32 = 0
        var inner: PreparedOutline?
        let width = Double(item.borderWidth)
        if width > 0, width.isFinite, let color = item.borderColor {
            borderColor = PackedColor.premultiplied(color, tint: p.tint, opacity: p.opacity)
            if borderColor != 0 { inner = PreparedOutline(geometry.inset(by: width), mapping: mapping) }
        }
        guard background != 0 || borderColor != 0 else { return .hidden }
        let layer = PlannedLayer(target: 0, bounds: bounds, clip: clip, background: background, borderColor: borderColor,
                                 contents: -1, shape: ProjectedShape(mapping: mapping, outline: outline),
                                 borderInner: inner != nil ? 0 : -1)
        return PlannedCopy(layer: layer, inner: inner.map { ProjectedShape(mapping: mapping, outline: $0) } ?? .none,
                           isShown: true)
    }
}
