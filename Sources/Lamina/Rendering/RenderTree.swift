import Foundation

/// The renderer's copy of a layer tree: plain values per layer, fed only by commits,
/// read by evaluation and drawing (DESIGN.md, "Commit is the only door"). Runs on the
/// thread that drives frames; nothing in it is touched by the app thread.
package struct RenderTree {
    /// One layer's structure, timing and animations (its values are in `models` and
    /// `presented`, at the same index, so evaluation reads one and writes the other in
    /// place).
    package struct Node {
        package var id: LayerID
        package var kind: LayerKind
        package var timing: MediaTiming {
            didSet { hasOwnTiming = timing != MediaTiming() }
        }
        /// Whether the timing differs from the default (which maps time to itself).
        package private(set) var hasOwnTiming: Bool

        init(id: LayerID, kind: LayerKind, timing: MediaTiming) {
            self.id = id
            self.kind = kind
            self.timing = timing
            hasOwnTiming = timing != MediaTiming()
        }
        package var parent: Int = -1
        package var sublayers: [Int] = []
        package var mask: Int = -1
        package var sublayerIDs: [LayerID] = []
        package var maskID: LayerID?
        package var animations: [RunningAnimation] = []
        /// The distinct key paths the animations write (reset from the model each frame).
        package var animatedKeyPaths: [LayerKeyPath] = []
        /// The transition running on the layer, with its picture from before.
        package var transition: LayerTransition?
    }

    /// An animation as the render tree runs it, with what has been reported of it.
    package struct RunningAnimation {
        package let entry: AnimationEntry
        /// The entry's begin time (set by the commit that sent it), read without
        /// touching the shared entry.
        package let beginTime: CFTimeInterval
        package let program: AnimationProgram
        package var didStart = false
        package var didStop = false

        init(entry: AnimationEntry) {
            self.entry = entry
            beginTime = entry.beginTime ?? 0
            program = entry.program
        }
    }

    package private(set) var nodes: [Node] = []
    /// The committed model values of each node.
    package private(set) var models: [RenderValues] = []
    /// The values on screen at the last evaluation.
    package var presented: [RenderValues] = []
    private var indexByID: [LayerID: Int] = [:]
    private var freeSlots: [Int] = []
    /// The root layer's node, or −1.
    package private(set) var root = -1
    /// Nodes with animations, evaluated every frame.
    package private(set) var animatedNodes: [Int] = []
    /// What each frame evaluates, laid out flat so the loop walks memory in order: per
    /// animated node, the properties to reset and the animations to apply.
    private var schedule: [ScheduledNode] = []
    private var resetProperties: [LayerProperty] = []
    private var slots: [AnimationSlot] = []
    /// Per slot: bit 0 once its start was reported, bit 1 once its stop was (kept apart
    /// so the slots stay read-only during a frame).
    private var slotReports: [UInt8] = []
    /// The keyframes of fast keyframe tracks, back to back.
    private var keyframePool: [(time: Double, value: SIMD4<Double>)] = []

    package init() {}

    /// How many layers the tree holds.
    package var layerCount: Int { indexByID.count }

    /// The node of `id`, if the tree has it.
    package func index(of id: LayerID) -> Int? { indexByID[id] }

    /// Applies a commit's snapshots; `rootID` names the renderer's root layer.
    /// Animations that disappeared are returned (the caller reports them stopped).
    package mutating func apply(_ snapshots: [LayerSnapshot], rootID: LayerID?) -> [RunningAnimation] {
        var dropped: [RunningAnimation] = []
        var structureChanged = false
        // Transitions this commit starts freeze what their layers show before it changes.
        var startedTransitions: [(id: LayerID, transition: LayerTransition)] = []
        for snapshot in snapshots {
            for entry in snapshot.animations {
                guard let animation = entry.animation as? CATransition else { continue }
                let existing = indexByID[snapshot.id]
                if let existing, nodes[existing].animations.contains(where: { $0.entry === entry }) { continue }
                let before = existing.map { frozenSubtree(at: $0) } ?? RenderTree()
                startedTransitions.append((snapshot.id, LayerTransition(entry: entry, effect: TransitionEffect(animation),
                                                                        before: before)))
            }
        }
        for snapshot in snapshots {
            let index: Int
            if let existing = indexByID[snapshot.id] {
                index = existing
            } else {
                index = allocate(Node(id: snapshot.id, kind: snapshot.kind, timing: snapshot.timing),
                                 values: snapshot.values)
                indexByID[snapshot.id] = index
                structureChanged = true
            }
            models[index] = snapshot.values
            presented[index] = snapshot.values
            var node = nodes[index]
            node.kind = snapshot.kind
            node.timing = snapshot.timing
            if node.sublayerIDs != snapshot.sublayers || node.maskID != snapshot.mask {
                node.sublayerIDs = snapshot.sublayers
                node.maskID = snapshot.mask
                structureChanged = true
            }
            // Keep what was reported of animations that are still attached.
            var running: [RunningAnimation] = []
            running.reserveCapacity(snapshot.animations.count)
            for entry in snapshot.animations {
                if let old = node.animations.first(where: { $0.entry === entry }) {
                    running.append(old)
                } else {
                    running.append(RunningAnimation(entry: entry))
                }
            }
            for old in node.animations where !running.contains(where: { $0.entry === old.entry }) {
                dropped.append(old)
            }
            node.animations = running
            node.animatedKeyPaths = Self.distinctTargets(of: running)
            if let transition = node.transition, !running.contains(where: { $0.entry === transition.entry }) {
                node.transition = nil
            }
            nodes[index] = node
        }
        for started in startedTransitions {
            if let index = indexByID[started.id] { nodes[index].transition = started.transition }
        }
        let newRoot = rootID.flatMap { indexByID[$0] } ?? -1
        if structureChanged || newRoot != root {
            root = newRoot
            dropped += relink()
        }
        rebuildSchedule()
        return dropped
    }

    /// One animated node in the frame schedule.
    private struct ScheduledNode {
        let node: Int
        let resets: Range<Int>
        let slots: Range<Int>
    }

    /// One animation in the frame schedule: what evaluation reads, in one place.
    private struct AnimationSlot {
        let node: Int
        let position: Int
        /// The program's timing with the entry's begin time.
        let timing: MediaTiming
        let program: AnimationProgram
        /// The fast form, when the animation has one (its keyframes moved to the pool);
        /// stored unwrapped, with a flag, so the frame loop reads its fields in place.
        let hasFast: Bool
        let fast: FastTrack.Core
        let fastKeyframes: Range<Int>

        init(node: Int, position: Int, running: RunningAnimation, keyframes: Range<Int>) {
            self.node = node
            self.position = position
            var timing = running.program.timing
            timing.beginTime = running.beginTime
            self.timing = timing
            program = running.program
            hasFast = running.program.fastTrack != nil
            fast = running.program.fastTrack?.core ?? .placeholder
            fastKeyframes = keyframes
        }
    }

    /// An animation starting or finishing, for the renderer to report.
    package struct LifecycleEvent {
        package enum Kind { case started, finished }
        package let kind: Kind
        package let entry: AnimationEntry
    }

    /// Evaluates every animated node at absolute time `t`: resets the animated
    /// properties from the model, applies each animation in order, appends starts and
    /// finishes to `events`, and drops finished animations that are removed on
    /// completion. Returns when the next visible change happens (`t` while anything is
    /// active).
    package mutating func evaluate(at t: CFTimeInterval, events: inout [LifecycleEvent]) -> CFTimeInterval {
        var nextChange = CFTimeInterval.infinity
        guard !schedule.isEmpty else { return nextChange }
        var reported: [(slot: Int, start: Bool, stop: Bool)] = []
        // Unsafe buffers: elements are read and written in place, so the loop copies
        // none of the large per-node structs (array subscripts would, retaining their
        // fields).
        nodes.withUnsafeBufferPointer { nodes in
            models.withUnsafeBufferPointer { models in
                presented.withUnsafeMutableBufferPointer { presented in
                    slots.withUnsafeBufferPointer { slots in
                        slotReports.withUnsafeMutableBufferPointer { slotReports in
                        keyframePool.withUnsafeBufferPointer { pool in
                        resetProperties.withUnsafeBufferPointer { resets in
                            for scheduled in schedule {
                                let index = scheduled.node
                                let localTime = Self.localTime(of: index, atAbsolute: t, in: nodes)
                                let model = models.baseAddress! + index
                                for r in scheduled.resets {
                                    presented[index].reset(resets[r], from: model)
                                }
                                for k in scheduled.slots {
                                    let slot = slots.baseAddress! + k
                                    let phase: AnimationProgram.Phase
                                    if slot.pointee.hasFast,
                                       Self.evaluateFast(slot, at: localTime, pool: pool, into: &presented[index]) {
                                        phase = .active
                                    } else {
                                        phase = slot.pointee.program.evaluate(
                                            parentTime: localTime, timing: slot.pointee.timing, into: &presented[index])
                                    }
                                    switch phase {
                                    case .pending:
                                        nextChange = min(nextChange, Self.startTime(
                                            of: slot.pointee, node: index, local: localTime, now: t, in: nodes))
                                        continue
                                    case .active:
                                        nextChange = min(nextChange, t)
                                    case .finished:
                                        break
                                    }
                                    let start = slotReports[k] & 1 == 0
                                    let stop = phase == .finished && slotReports[k] & 2 == 0
                                    if start || stop {
                                        slotReports[k] |= stop ? 3 : 1
                                        reported.append((k, start, stop))
                                    }
                                }
                            }
                        }
                        }
                        }
                    }
                }
            }
        }
        guard !reported.isEmpty else { return nextChange }
        var removals: [(entry: AnimationEntry, node: Int)] = []
        for (k, start, stop) in reported {
            let slot = slots[k]
            let entry = nodes[slot.node].animations[slot.position].entry
            if start {
                nodes[slot.node].animations[slot.position].didStart = true
                events.append(LifecycleEvent(kind: .started, entry: entry))
            }
            if stop {
                nodes[slot.node].animations[slot.position].didStop = true
                events.append(LifecycleEvent(kind: .finished, entry: entry))
                if entry.animation.isRemovedOnCompletion { removals.append((entry, slot.node)) }
            }
        }
        if !removals.isEmpty {
            for removal in removals { removeAnimation(removal.entry, from: removal.node) }
            rebuildSchedule()
        }
        return nextChange
    }

    /// Evaluates a slot's fast track when `localTime` is inside its active interval;
    /// false (nothing written) otherwise, for the program to take over.
    @inline(__always)
    private static func evaluateFast(_ slot: UnsafePointer<AnimationSlot>, at localTime: CFTimeInterval,
                                     pool: UnsafeBufferPointer<(time: Double, value: SIMD4<Double>)>,
                                     into presented: inout RenderValues) -> Bool {
        // Read in place through the pointer: the core is plain data, never copied whole.
        let tau = localTime - slot.pointee.timing.beginTime
        let duration = slot.pointee.fast.duration
        guard tau >= 0, tau < slot.pointee.fast.active else { return false }
        let cycles = (tau / duration).rounded(.down)
        let simple = min(max(tau - cycles * duration, 0), duration)
        var progress = simple / duration
        if let curve = slot.pointee.fast.curve { progress = curve.solve(progress) }
        let a = slot.pointee.fast.a, b = slot.pointee.fast.b
        let target = slot.pointee.fast.target
        let value: SIMD4<Double>
        switch slot.pointee.fast.shape {
        case .blend:
            value = a + (b - a) * progress
        case .blendFromBase:
            guard let base = presented.scalar(at: target) else { return true }
            value = SIMD4(Double(base) + (a.x - Double(base)) * progress, 0, 0, 0)
        case .spring:
            let f = slot.pointee.fast.spring?.value(at: simple) ?? 1
            value = a + (b - a) * f
        case .keyframes:
            let frames = slot.pointee.fastKeyframes
            var i = frames.lowerBound
            while i + 2 < frames.upperBound, pool[i + 1].time <= progress { i += 1 }
            let t0 = pool[i].time, t1 = pool[i + 1].time
            let s = t1 > t0 ? min(max((progress - t0) / (t1 - t0), 0), 1) : 1
            value = pool[i].value + (pool[i + 1].value - pool[i].value) * s
        }
        presented.write(value, kind: slot.pointee.fast.kind, at: target)
        return true
    }

    /// The local time of node `index` at absolute media time `t`, composed from the root.
    private static func localTime(of index: Int, atAbsolute t: CFTimeInterval,
                                  in nodes: UnsafeBufferPointer<Node>) -> CFTimeInterval {
        let parent = nodes[index].parent
        let parentTime = parent >= 0 ? localTime(of: parent, atAbsolute: t, in: nodes) : t
        return nodes[index].hasOwnTiming ? nodes[index].timing.localTime(fromParent: parentTime) : parentTime
    }

    /// The media time an animation waiting to begin starts, when its node's time runs at
    /// a steady rate from the media clock; otherwise `now` (look again next frame).
    private static func startTime(of slot: AnimationSlot, node index: Int, local: CFTimeInterval,
                                  now t: CFTimeInterval, in nodes: UnsafeBufferPointer<Node>) -> CFTimeInterval {
        let start = slot.timing.activeStart
        guard start.isFinite, start > local else { return t }
        var rate: Double = 1
        var i = index
        while i >= 0 {
            rate *= Double(nodes[i].timing.speed)
            i = nodes[i].parent
        }
        return rate > 0 ? t + (start - local) / rate : t
    }

    /// Removes a finished animation from its node (removal on completion); the key paths
    /// it wrote show the model again unless another animation writes them. The caller
    /// rebuilds the schedule.
    private mutating func removeAnimation(_ entry: AnimationEntry, from index: Int) {
        let targets = nodes[index].animatedKeyPaths
        nodes[index].animations.removeAll { $0.entry === entry }
        nodes[index].animatedKeyPaths = Self.distinctTargets(of: nodes[index].animations)
        models.withUnsafeBufferPointer { models in
            for target in targets where !nodes[index].animatedKeyPaths.contains(target) {
                presented[index].reset(target.property, from: models.baseAddress! + index)
            }
        }
    }

    // MARK: Structure

    private mutating func allocate(_ node: Node, values: RenderValues) -> Int {
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            models[slot] = values
            presented[slot] = values
            return slot
        }
        nodes.append(node)
        models.append(values)
        presented.append(values)
        return nodes.count - 1
    }

    /// Resolves children by ID, sets parents, and frees nodes no longer reachable from
    /// the root (returning their animations).
    private mutating func relink() -> [RunningAnimation] {
        for i in nodes.indices where indexByID[nodes[i].id] == i {
            nodes[i].parent = -1
        }
        var reachable = Set<Int>()
        var stack: [Int] = root >= 0 ? [root] : []
        while let i = stack.popLast() {
            guard reachable.insert(i).inserted else { continue }
            nodes[i].sublayers = nodes[i].sublayerIDs.compactMap { indexByID[$0] }
            nodes[i].mask = nodes[i].maskID.flatMap { indexByID[$0] } ?? -1
            for child in nodes[i].sublayers {
                nodes[child].parent = i
                stack.append(child)
            }
            if nodes[i].mask >= 0 {
                nodes[nodes[i].mask].parent = i
                stack.append(nodes[i].mask)
            }
        }
        var dropped: [RunningAnimation] = []
        for (id, i) in indexByID where !reachable.contains(i) {
            dropped += nodes[i].animations
            nodes[i].animations = []
            models[i] = RenderValues()
            presented[i] = RenderValues()
            indexByID[id] = nil
            freeSlots.append(i)
        }
        return dropped
    }

    /// Lays out what each frame evaluates, after the animations changed.
    private mutating func rebuildSchedule() {
        animatedNodes = indexByID.values.filter { !nodes[$0].animations.isEmpty }.sorted()
        schedule.removeAll(keepingCapacity: true)
        resetProperties.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        slotReports.removeAll(keepingCapacity: true)
        keyframePool.removeAll(keepingCapacity: true)
        for index in animatedNodes {
            let resetStart = resetProperties.count, slotStart = slots.count
            for target in nodes[index].animatedKeyPaths { resetProperties.append(target.property) }
            for (position, running) in nodes[index].animations.enumerated() {
                let start = keyframePool.count
                if let frames = running.program.fastTrack?.keyframes { keyframePool += frames }
                slots.append(AnimationSlot(node: index, position: position, running: running,
                                           keyframes: start..<keyframePool.count))
                slotReports.append((running.didStart ? 1 : 0) | (running.didStop ? 2 : 0))
            }
            schedule.append(ScheduledNode(node: index, resets: resetStart..<resetProperties.count,
                                          slots: slotStart..<slots.count))
        }
    }

    /// The whole properties the animations write (a component animation resets its
    /// whole property: cheaper than reading the component back from the model).
    private static func distinctTargets(of animations: [RunningAnimation]) -> [LayerKeyPath] {
        var targets: [LayerKeyPath] = []
        for running in animations {
            for target in running.entry.program.targets {
                let whole = target.whole
                if !targets.contains(whole) { targets.append(whole) }
            }
        }
        return targets
    }
}
