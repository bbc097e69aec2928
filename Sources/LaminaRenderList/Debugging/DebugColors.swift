import Foundation

// Core Animation's debug colours (Instruments' Core Animation options, the Simulator's
// Debug menu), drawn by the backends over the frame they colour. Input: a flattened
// frame, and what the last frame drew (`DebugColorMemory`). Output: the same frame with a
// translucent tint after each item it judges (in the item's own shape, transform and
// clip), inside the groups it is drawn in (so a group's opacity and mask apply to it as
// to the item). Thread: the render thread, after flattening, before the backend draws.

/// Which of Core Animation's debug colours a frame is drawn with.
package struct DebugColorOptions: OptionSet, Sendable, Equatable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// "Color Blended Layers": layers drawn with blending tinted red, opaque ones green.
    package static let blendedLayers = DebugColorOptions(rawValue: 1 << 0)
    /// "Color Offscreen-Rendered": what is drawn through an offscreen target (group
    /// opacity, masks, shadows, transitions) tinted yellow.
    package static let offscreenRendered = DebugColorOptions(rawValue: 1 << 1)
    /// "Flash Updated Regions": what the frame draws differently from the last one (a
    /// changed layer, a running animation's) tinted yellow, in that frame only.
    package static let updatedRegions = DebugColorOptions(rawValue: 1 << 2)
    /// "Color Copied Images": contents whose image the last frame did not draw (uploaded
    /// to the GPU, or read for the first time, this frame) tinted cyan.
    package static let copiedImages = DebugColorOptions(rawValue: 1 << 3)
    /// "Color Misaligned Images": contents drawn scaled tinted magenta, contents whose
    /// pixels do not fall on whole target pixels tinted yellow.
    package static let misalignedImages = DebugColorOptions(rawValue: 1 << 4)
    /// "Batches" (Qt Quick's batch visualisation): each GL draw call tints what it drew in
    /// a colour of its own; the CPU renderer tints each band of rows it drew.
    package static let batches = DebugColorOptions(rawValue: 1 << 5)
}

extension DebugColorOptions {
    /// The tints, half opaque as Apple's are: overlapping blended layers deepen the red.
    package static let blendedTint = CGColor.RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
    package static let opaqueTint = CGColor.RGBA(red: 0, green: 1, blue: 0, alpha: 0.5)
    package static let offscreenTint = CGColor.RGBA(red: 1, green: 1, blue: 0, alpha: 0.5)
    package static let updatedTint = CGColor.RGBA(red: 1, green: 1, blue: 0, alpha: 0.5)
    package static let copiedTint = CGColor.RGBA(red: 0, green: 1, blue: 1, alpha: 0.5)
    package static let scaledTint = CGColor.RGBA(red: 1, green: 0, blue: 1, alpha: 0.5)
    package static let misalignedTint = CGColor.RGBA(red: 1, green: 1, blue: 0, alpha: 0.5)

    /// The colour of draw call or band `index` (opaque; drawn half opaque): hues a golden
    /// angle apart, so neighbours never look alike.
    package static func batchColor(_ index: Int) -> CGColor.RGBA {
        let hue = (Double(index) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1) * 6
        let sector = Int(hue), f = hue - Double(sector)
        let s = 0.75, high = 1.0, low = 1 - s, falling = 1 - s * f, rising = 1 - s * (1 - f)
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (high, rising, low)
        case 1: (r, g, b) = (falling, high, low)
        case 2: (r, g, b) = (low, high, rising)
        case 3: (r, g, b) = (low, falling, high)
        case 4: (r, g, b) = (rising, low, high)
        default: (r, g, b) = (high, low, falling)
        }
        return CGColor.RGBA(red: r, green: g, blue: b, alpha: 1)
    }
}

/// What the debug colours remember of the last frame, and their scratch storage (kept by
/// the renderer between frames, so a frame allocates nothing once they have grown).
package struct DebugColorMemory {
    fileprivate var scratch: [RenderCommand] = []
    /// The drawn items' fingerprints, this frame's and the last's.
    fileprivate var fingerprints: Set<Int> = [], lastFingerprints: Set<Int> = []
    /// The images drawn, held so that no new image takes an identity a fingerprint names.
    fileprivate var images: [ObjectIdentifier: AnyObject] = [:], lastImages: [ObjectIdentifier: AnyObject] = [:]
    /// Fingerprints of the groups and copies enclosing the item being judged.
    fileprivate var enclosing: [Int] = []

    package init() {}

    /// Forgets the last frame: the next one counts as all new.
    package mutating func reset() {
        fingerprints.removeAll(keepingCapacity: true)
        lastFingerprints.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        lastImages.removeAll(keepingCapacity: true)
    }
}

extension RenderList {
    /// Adds the debug colours of `options` to the frame, judging what changed against
    /// `memory` (the last frame's) and leaving this frame's there; the new command list is
    /// built in the memory's scratch and swapped in.
    package mutating func addDebugColors(_ options: DebugColorOptions, memory: inout DebugColorMemory) {
        showsBatches = options.contains(.batches)
        let tints = options.subtracting(.batches)
        guard !tints.isEmpty else { return memory.reset() }
        let remembers = !options.isDisjoint(with: [.updatedRegions, .copiedImages])
        if remembers {
            swap(&memory.fingerprints, &memory.lastFingerprints)
            swap(&memory.images, &memory.lastImages)
            memory.fingerprints.removeAll(keepingCapacity: true)
            memory.images.removeAll(keepingCapacity: true)
            memory.enclosing.removeAll(keepingCapacity: true)
        } else {
            memory.reset()
        }
        var scratch: [RenderCommand] = []
        swap(&scratch, &memory.scratch)
        scratch.removeAll(keepingCapacity: true)
        defer { swap(&scratch, &memory.scratch) }
        var maskDepth = 0, groupDepth = 0
        let square = ItemCorners(radius: 0, maskedCorners: [], curve: .circular)
        // Items rebuilt per copy (`instanceVaryings`): their indices move by the tints added
        // before them, and each tint of one is rebuilt per copy as the item is
        // (`addVaryingTints`).
        var varyingOf: [Int: Int] = [:]
        for (k, v) in instanceVaryings.enumerated() { varyingOf[v.command] = k }
        var moved: [Int: Int] = [:]
        var varyingTints: [(source: Int, command: Int, color: CGColor.RGBA)] = []
        for (index, command) in commands.enumerated() {
            let source = varyingOf.isEmpty ? nil : varyingOf[index]
            if source != nil { moved[index] = scratch.count }
            scratch.append(command)
            let judged: (placement: ItemPlacement, corners: ItemCorners, isOpaque: Bool)
            var contents: ContentsItem?
            switch command {
            case .beginMask: maskDepth += 1; continue
            case .endMask: maskDepth -= 1; continue
            case .beginGroup(let group):
                groupDepth += 1
                if remembers { memory.enclosing.append(Self.fingerprint(group, within: memory.enclosing.last ?? 0)) }
                continue
            case .beginInstances(let run):
                if remembers { memory.enclosing.append(Self.fingerprint(run, within: memory.enclosing.last ?? 0)) }
                continue
            case .endGroup:
                groupDepth -= 1
                if remembers { _ = memory.enclosing.popLast() }
                continue
            case .endInstances:
                if remembers { _ = memory.enclosing.popLast() }
                continue
            case .layer(let item):
                judged = (item.placement, item.corners, Self.isOpaque(item))
                contents = item.contents
            // A shape's edges are anti-aliased: always blended.
            case .shape(let item): judged = (item.placement, square, false)
            case .gradient(let item):
                judged = (item.placement, item.corners, item.placement.opacity >= 1 && item.placement.tint.alpha >= 1
                            && item.corners.radius == 0 && item.colors.allSatisfy { $0.alpha >= 1 })
            // Particles are judged by their emitter's bounds: they change while it emits.
            case .particles(let run): judged = (run.value.placement, square, false)
            }
            var isNew = false, isCopied = false
            if remembers {
                let fingerprint = Self.fingerprint(command, within: memory.enclosing.last ?? 0)
                memory.fingerprints.insert(fingerprint)
                // An item rebuilt per copy moves on its copies' clocks every frame.
                isNew = source != nil || !memory.lastFingerprints.contains(fingerprint)
                if let image = contents?.image {
                    let id = ObjectIdentifier(image)
                    memory.images[id] = image
                    isCopied = memory.lastImages[id] == nil
                }
            }
            // A mask's own items are not coloured: their alpha is the mask.
            guard maskDepth == 0 else { continue }
            func add(_ color: CGColor.RGBA) {
                if let source { varyingTints.append((source, scratch.count, color)) }
                scratch.append(.layer(Self.tint(color, over: judged.placement, corners: judged.corners)))
            }
            if options.contains(.blendedLayers), !command.isParticles {
                add(judged.isOpaque ? DebugColorOptions.opaqueTint : DebugColorOptions.blendedTint)
            }
            if options.contains(.offscreenRendered), groupDepth > 0, !command.isParticles { add(DebugColorOptions.offscreenTint) }
            if options.contains(.copiedImages), isCopied { add(DebugColorOptions.copiedTint) }
            // (An item rebuilt per copy is placed in its run's space, not in pixels.)
            if options.contains(.misalignedImages), source == nil, let contents,
               let tint = Self.alignmentTint(contents, judged.placement) {
                add(tint)
            }
            if options.contains(.updatedRegions), isNew { add(DebugColorOptions.updatedTint) }
        }
        for k in instanceVaryings.indices {
            if let index = moved[instanceVaryings[k].command] { instanceVaryings[k].command = index }
        }
        if !varyingTints.isEmpty { addVaryingTints(varyingTints, to: &scratch) }
        swap(&commands, &scratch)
    }

    /// Makes each tint of an item rebuilt per copy (`tints`: the item's varying, the
    /// tint's command in `scratch`, its colour) rebuilt the same way: a varying of its own
    /// following the item's transform, position and bounds tracks (not its opacity or
    /// colour: the tint keeps its own), then the varyings sorted by command again and
    /// each run's range over them found anew in `scratch`.
    private mutating func addVaryingTints(_ tints: [(source: Int, command: Int, color: CGColor.RGBA)],
                                          to scratch: inout [RenderCommand]) {
        for t in tints {
            var v = instanceVaryings[t.source]
            v.command = t.command
            v.opacity = 1
            v.inheritedOpacity = 1
            v.backgroundColor = t.color
            v.drawsBackground = true
            let start = instanceTracks.count
            for k in v.tracks where k < instanceTracks.count {
                let channel = instanceTracks[k].table.channel
                if channel != .opacity && channel != .backgroundColor { instanceTracks.append(instanceTracks[k]) }
            }
            v.tracks = start..<instanceTracks.count
            instanceVaryings.append(v)
        }
        instanceVaryings.sort { $0.command < $1.command }
        var open: [Int] = []
        for i in scratch.indices {
            switch scratch[i] {
            case .beginInstances: open.append(i)
            case .endInstances:
                guard let b = open.popLast(), case .beginInstances(var run) = scratch[b], !run.varyings.isEmpty else { continue }
                let lower = instanceVaryings.firstIndex { $0.command > b } ?? instanceVaryings.count
                let upper = instanceVaryings[lower...].firstIndex { $0.command >= i } ?? instanceVaryings.count
                run.varyings = lower..<upper
                scratch[b] = .beginInstances(run)
            default: break
            }
        }
    }

    /// Magenta when `contents` is drawn scaled (its source pixels are not one target pixel
    /// each), yellow when its pixels do not fall on whole target pixels; nil when aligned.
    /// A turned or projected image is scaled (resampled) unless it only mirrors.
    static func alignmentTint(_ contents: ContentsItem, _ placement: ItemPlacement) -> CGColor.RGBA? {
        let t = placement.transform
        let tolerance: CGFloat = 1e-3
        let axisAligned = t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
            && t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0
        guard axisAligned else { return DebugColorOptions.scaledTint }
        let destination = contents.destinationRect
        let shownWidth = contents.sourceRect.width * CGFloat(contents.image.width)
        let shownHeight = contents.sourceRect.height * CGFloat(contents.image.height)
        let scaled = abs(abs(destination.width * t.m11) - shownWidth) > tolerance
            || abs(abs(destination.height * t.m22) - shownHeight) > tolerance
        if scaled { return DebugColorOptions.scaledTint }
        let x = destination.minX * t.m11 + t.m41, y = destination.minY * t.m22 + t.m42
        let aligned = abs(x - x.rounded()) <= tolerance && abs(y - y.rounded()) <= tolerance
        return aligned ? nil : DebugColorOptions.misalignedTint
    }

    /// Whether a layer item covers its bounds with opaque pixels: opacity 1, no replicator
    /// alpha, square corners, and an opaque background or contents of an image without
    /// alpha covering the bounds (Apple judges an image by its alpha channel, not its
    /// pixels).
    static func isOpaque(_ item: LayerItem) -> Bool {
        guard item.placement.opacity >= 1, item.placement.tint.alpha >= 1, item.corners.radius == 0 else { return false }
        if let background = item.backgroundColor, background.alpha >= 1 { return true }
        guard let contents = item.contents else { return false }
        let info = contents.image.alphaInfo
        let imageIsOpaque = info == .none || info == .noneSkipLast || info == .noneSkipFirst
        return imageIsOpaque && contents.destinationRect.contains(item.placement.bounds)
    }

    /// A tint over an item's shape: its transform, bounds, corners and clip, fully opaque
    /// itself (the item's opacity does not fade its colour).
    static func tint(_ color: CGColor.RGBA, over placement: ItemPlacement, corners: ItemCorners) -> LayerItem {
        var tinted = placement
        tinted.opacity = 1
        tinted.tint = .white
        return LayerItem(placement: tinted, corners: corners, backgroundColor: color, borderWidth: 0,
                         borderColor: nil, contentsBox: nil)
    }
}

// MARK: Fingerprints

extension RenderList {
    /// A hash of everything `command` draws with (its enclosing groups' and copies' in
    /// `within`): equal from frame to frame while the item draws the same.
    static func fingerprint(_ command: RenderCommand, within: Int) -> Int {
        var h = Hasher()
        h.combine(within)
        switch command {
        case .layer(let item):
            h.combine(0)
            combine(item.placement, into: &h)
            combine(item.corners, into: &h)
            h.combine(item.backgroundColor)
            h.combine(item.borderWidth)
            h.combine(item.borderColor)
            if let c = item.contents {
                h.combine(ObjectIdentifier(c.image))
                combine(c.sourceRect, into: &h)
                combine(c.destinationRect, into: &h)
                combine(c.center, into: &h)
                h.combine(c.minificationFilter.rawValue)
                h.combine(c.magnificationFilter.rawValue)
                h.combine(c.isFlipped)
                h.combine(c.contentsScale)
            }
        case .shape(let item):
            h.combine(1)
            combine(item.placement, into: &h)
            let paint = item.paint.value
            h.combine(paint.contentKey)
            h.combine(paint.fillColor)
            h.combine(paint.strokeColor)
            h.combine(paint.fillRule.rawValue)
        case .gradient(let item):
            h.combine(2)
            combine(item.placement, into: &h)
            combine(item.corners, into: &h)
            h.combine(item.kind.rawValue)
            h.combine(item.colors)
            h.combine(item.locations)
            h.combine(item.startPoint.x); h.combine(item.startPoint.y)
            h.combine(item.endPoint.x); h.combine(item.endPoint.y)
        case .particles(let run):
            h.combine(3)
            combine(run.value.placement, into: &h)
            h.combine(run.value.time)
            h.combine(run.value.first)
            h.combine(run.value.count)
        default:
            h.combine(4)
        }
        return h.finalize()
    }

    /// A hash of what a group composites with.
    static func fingerprint(_ group: GroupItem, within: Int) -> Int {
        var h = Hasher()
        h.combine(within)
        h.combine(group.opacity)
        h.combine(group.hasMask)
        h.combine(group.clip)
        combine(group.pixelBounds, into: &h)
        h.combine(group.isAdditive)
        if let shadow = group.shadow {
            h.combine(shadow.color)
            h.combine(shadow.opacity)
            h.combine(shadow.offset.width); h.combine(shadow.offset.height)
            h.combine(shadow.blurRadius)
            combine(shadow.pathTransform, into: &h)
        }
        if let mesh = group.mesh?.value {
            h.combine(mesh.columns)
            h.combine(mesh.rows)
            for v in mesh.vertices {
                h.combine(v.x); h.combine(v.y); h.combine(v.w); h.combine(v.u); h.combine(v.v)
                h.combine(v.shade); h.combine(v.wash)
            }
        }
        return h.finalize()
    }

    /// A hash of where a replicator's copies go and how they are coloured.
    static func fingerprint(_ run: InstanceRun, within: Int) -> Int {
        var h = Hasher()
        h.combine(within)
        h.combine(run.count)
        combine(run.step, into: &h)
        combine(run.placement, into: &h)
        h.combine(run.color)
        h.combine(run.colorOffsets.x); h.combine(run.colorOffsets.y)
        h.combine(run.colorOffsets.z); h.combine(run.colorOffsets.w)
        h.combine(run.delay)
        return h.finalize()
    }

    private static func combine(_ p: ItemPlacement, into h: inout Hasher) {
        combine(p.transform, into: &h)
        combine(p.bounds, into: &h)
        h.combine(p.tint)
        h.combine(p.opacity)
        h.combine(p.clip)
    }

    private static func combine(_ c: ItemCorners, into h: inout Hasher) {
        h.combine(c.radius)
        h.combine(c.cornerBits)
        h.combine(c.curve.rawValue)
    }

    private static func combine(_ r: CGRect, into h: inout Hasher) {
        h.combine(r.origin.x); h.combine(r.origin.y); h.combine(r.size.width); h.combine(r.size.height)
    }

    private static func combine(_ t: CATransform3D, into h: inout Hasher) {
        h.combine(t.m11); h.combine(t.m12); h.combine(t.m13); h.combine(t.m14)
        h.combine(t.m21); h.combine(t.m22); h.combine(t.m23); h.combine(t.m24)
        h.combine(t.m31); h.combine(t.m32); h.combine(t.m33); h.combine(t.m34)
        h.combine(t.m41); h.combine(t.m42); h.combine(t.m43); h.combine(t.m44)
    }
}

private extension RenderCommand {
    var isParticles: Bool {
        if case .particles = self { return true }
        return false
    }
}
