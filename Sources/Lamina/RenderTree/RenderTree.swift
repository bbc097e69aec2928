import Foundation

// The render tree. Input: commits' snapshots (`apply`). Output: the structure, the model
// values and the frame schedule evaluation runs (`RenderTree+Evaluation.swift`), which
// writes the presented values flattening reads. Runs on the thread that drives frames;
// nothing in it is touched by the app thread, and it holds no animation objects: what a
// frame needs of an animation is in its compiled `AnimationProgram`.

/// The renderer's copy of a layer tree: plain values per layer, fed only by commits,
/// read by evaluation and drawing (DESIGN.md, "Commit is the only door").
package struct RenderTree {
    /// One layer's structure, timing and animations (its values are in `presented`, at
    /// the same index, and, while it has animations, its model in `models`, so
    /// evaluation reads one and writes the other in place).
    package struct Node {
        // (Fields ordered so the small ones share the padding after `maskID`.)
        package var id: LayerID
        package var timing: MediaTiming {
            get { storedTiming.timing }
            set { storedTiming.timing = newValue }
        }
        private var storedTiming: LayerTimingStorage
        /// Whether the timing differs from the default (which maps time to itself).
        package var hasOwnTiming: Bool { storedTiming.isOwn }
        /// The parent's node, or −1.
        package var parent: Int {
            @inline(__always) get { Int(storedParent) }
            set { storedParent = Int32(newValue) }
        }
        /// The mask's node, or −1.
        package var mask: Int {
            @inline(__always) get { Int(storedMask) }
            set { storedMask = Int32(newValue) }
        }
        private var storedParent: Int32 = -1, storedMask: Int32 = -1
        package var sublayers: [Int] = []
        package var sublayerIDs: [LayerID] = []
        package var animations: [RunningAnimation] = []
        /// The distinct key paths the animations write (reset from the model each frame).
        package var animatedKeyPaths: [LayerKeyPath] = []
        /// The transition running on the layer, with its picture from before.
        package var transition: LayerTransition?
        /// The transition's progress at the last evaluation (nil: none shows).
        package var transitionProgress: Double? {
            get { storedTransitionProgress.isNaN ? nil : storedTransitionProgress }
            set { storedTransitionProgress = newValue ?? .nan }
        }
        /// `transitionProgress`, NaN for nil (a progress is never NaN).
        private var storedTransitionProgress = Double.nan
        package var maskID: LayerID?
        /// The backing store the app thread drew from the layer's presentation values,
        /// shown instead of its contents while set (`PresentationRedisplay`).
        package var presentationContents: CGImage?
        package var kind: LayerKind
        /// Whether neither this node nor an ancestor has timing of its own, so its local
        /// time is the media time (set when the schedule is rebuilt).
        package var timeIsAbsolute = false

        init(id: LayerID, kind: LayerKind, timing: MediaTiming) {
            self.id = id
            self.kind = kind
            storedTiming = LayerTimingStorage(timing)
        }
    }

    /// An animation as the render tree runs it, with what has been reported of it. The
    /// entry is the animation's identity (and what lifecycle events hand back to the app
    /// thread); the frame reads only its compiled program.
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

    package internal(set) var nodes: [Node] = []
    /// The committed model values of the nodes with animations (what a frame resets
    /// their presented values from), at `modelSlots[node]`. A node without animations
    /// keeps no second copy: only commits write its presented values, so they are its
    /// model.
    package internal(set) var models: [RenderValues] = []
    /// Per node: where its model lies in `models`, or −1 when its presented values are
    /// its model.
    package internal(set) var modelSlots: [Int32] = []
    private var freeModelSlots: [Int32] = []
    /// The values on screen at the last evaluation.
    package var presented: [RenderValues] = []
    private(set) var indexByID: [LayerID: Int] = [:]
    /// Nodes of layers in the tree (freed slots excluded): what soak and stress runs
    /// compare with the layers alive.
    package var liveNodeCount: Int { indexByID.count }
    private var freeSlots: [Int] = []
    /// Levels from the root to the deepest layer (masks count as a level): how deep a
    /// walk of the tree recurses. Set when the structure changes.
    package private(set) var depth = 0
    /// The root layer's node, or −1.
    package private(set) var root = -1
    /// Nodes with animations, evaluated every frame.
    package private(set) var animatedNodes: [Int] = []
    /// What each frame evaluates, laid out flat so the loop walks memory in order: per
    /// animated node, the properties to reset and the animations to apply.
    var schedule: [ScheduledNode] = []
    /// The properties each scheduled node resets, with their storage.
    var resetOps: [ResetOp] = []
    var slots: [AnimationSlot] = []
    /// The slots' compact forms (same indices), which the frame loop reads.
    var frameSlots: [FrameSlot] = []
    /// The frame slots' timing curves, springs and colour ends (neighbours that are
    /// equal are stored once).
    var curvePool: [TimingFunctionCurve] = []
    var springPool: [SpringSolver] = []
    var colorPool: [SIMD4<Double>] = []
    /// Per slot: bit 0 once its start was reported, bit 1 once its stop was (kept apart
    /// so the slots stay read-only during a frame).
    var slotReports: [UInt8] = []
    /// The keyframes of fast keyframe tracks, back to back.
    var keyframePool: [(time: Double, value: SIMD4<Double>)] = []
    /// Per node: its place in `schedule`, or −1 when it has no animations.
    var scheduleIndex: [Int32] = []
    /// The nodes with a transition running.
    var transitionNodes: [Int] = []
    /// The emitter layers' nodes, and each one's local time this frame (its particles'
    /// time).
    var emitterNodes: [Int] = []
    package internal(set) var emitterTimes: [Int: CFTimeInterval] = [:]
    /// Each emitter layer's history (`ParticleEpoch`s in its local time): its birth
    /// rate, multipliers, position and size from each time on.
    package internal(set) var emitterHistory: [LayerID: [ParticleEpoch]] = [:]
    /// When each emitter's history was last brought up to date (media time).
    var emitterSeenAt: [LayerID: CFTimeInterval] = [:]
    /// Per node: whether it or a node below it has animations (or a transition).
    var subtreeAnimated: [Bool] = []
    /// Whether an animated node has a replicator above it (its copies may run late).
    var hasReplicatedAnimations = false
    /// The values of replicated copies that run late (`ReplicaEvaluation.swift`): per
    /// node, a range of `replicas`, sorted by how late.
    var replicaRanges: [Range<Int>] = []
    package internal(set) var replicas = ReplicaValues()
    /// The nodes with late copies this frame (their ranges are cleared next frame).
    var replicaTouched: [Int] = []
    /// The shift sets of the replica walk, back to back (reused from frame to frame).
    var shiftPool: [Double] = []
    var reportedReplicaBudget = false
    /// Late copies evaluated from tracks (`InstanceTracking`): this frame's tracks, each
    /// animated node's range of them, the replicators whose copies they serve, and the
    /// schedule's tables.
    package internal(set) var instanceTracks: [InstanceTrack] = []
    var trackRanges: [Range<Int>] = []
    var trackedReplicators: [Bool] = []
    var trackTouched: [Int] = []
    var trackTables = InstanceTrackTables()

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
                guard let effect = entry.program.transition else { continue }
                let existing = indexByID[snapshot.id]
                if let existing, nodes[existing].animations.contains(where: { $0.entry === entry }) { continue }
                let before = existing.map { frozenSubtree(at: $0) } ?? RenderTree()
                startedTransitions.append((snapshot.id, LayerTransition(entry: entry, effect: effect, before: before)))
            }
        }
        reserveNodes(for: snapshots)
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
            if running.isEmpty { dropModel(of: index) } else { keepModel(snapshot.values, of: index) }
            if let transition = node.transition, !running.contains(where: { $0.entry === transition.entry }) {
                node.transition = nil
                node.transitionProgress = nil
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
    struct ScheduledNode {
        let node: Int
        /// The node's place in `models`.
        let model: Int
        let resets: Range<Int>
        let slots: Range<Int>
        /// The node's `timeIsAbsolute`, read here without touching the node.
        let timeIsAbsolute: Bool
    }

    /// A property a scheduled node resets from the model before its animations run.
    struct ResetOp {
        let storage: LayerStorage
        let property: LayerProperty
        /// The frame slot that overwrites the whole property first (the reset is dead
        /// while that slot is on its fast track), or −1.
        let coveredBy: Int32
    }

    /// One animation in the frame schedule: what evaluation reads, in one place.
    /// (Fields in the order a frame reads them, so an animation on its fast track
    /// touches as few cache lines as it can.)
    struct AnimationSlot {
        /// The fast form, when the animation has one (its keyframes moved to the pool);
        /// stored unwrapped, with a flag, so the frame loop reads its fields in place.
        let hasFast: Bool
        /// `timing.beginTime`, beside the fast form (all the fast track reads of the timing).
        let beginTime: CFTimeInterval
        let fast: FastTrack.Core
        let fastKeyframes: Range<Int>
        /// The program's timing with the entry's begin time.
        let timing: MediaTiming
        let program: AnimationProgram
        let node: Int
        let position: Int

        init(node: Int, position: Int, running: RunningAnimation, keyframes: Range<Int>) {
            self.node = node
            self.position = position
            var timing = running.program.timing
            timing.beginTime = running.beginTime
            self.timing = timing
            beginTime = timing.beginTime
            program = running.program
            hasFast = running.program.fastTrack != nil
            fast = running.program.fastTrack?.core ?? .placeholder
            fastKeyframes = keyframes
        }
    }

    // MARK: Structure

    /// Makes room for the nodes `snapshots` add: a commit that more than doubles the tree
    /// (the first commit of a big tree) gets exactly the room it needs, instead of the
    /// up to twice as much that growing by appending leaves; smaller ones grow as usual.
    private mutating func reserveNodes(for snapshots: [LayerSnapshot]) {
        guard snapshots.count > nodes.count else { return }
        // A commit may snapshot a layer twice (as a new subtree's member, and as changed).
        var added = Set<LayerID>(minimumCapacity: snapshots.count)
        for snapshot in snapshots where indexByID[snapshot.id] == nil { added.insert(snapshot.id) }
        let needed = nodes.count + added.count - freeSlots.count
        guard needed > nodes.capacity, needed > 2 * nodes.count else { return }
        nodes.reserveCapacity(needed)
        modelSlots.reserveCapacity(needed)
        presented.reserveCapacity(needed)
    }

    mutating func allocate(_ node: Node, values: RenderValues) -> Int {
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            modelSlots[slot] = -1
            presented[slot] = values
            return slot
        }
        nodes.append(node)
        modelSlots.append(-1)
        presented.append(values)
        return nodes.count - 1
    }

    /// Shows `image` instead of the contents of `id`'s layer (nil: its contents again),
    /// when the tree has the layer. Returns whether it has.
    @discardableResult
    package mutating func setPresentationContents(_ image: CGImage?, of id: LayerID) -> Bool {
        guard let index = indexByID[id] else { return false }
        nodes[index].presentationContents = image
        return true
    }

    /// The committed model of node `index`: its own copy while it has animations, its
    /// presented values otherwise (the same, since only commits write them).
    package func model(of index: Int) -> RenderValues {
        let slot = Int(modelSlots[index])
        return slot >= 0 ? models[slot] : presented[index]
    }

    /// Keeps `values` as node `index`'s model (a node with animations needs its own).
    private mutating func keepModel(_ values: RenderValues, of index: Int) {
        let slot = Int(modelSlots[index])
        if slot >= 0 { models[slot] = values; return }
        if let free = freeModelSlots.popLast() {
            models[Int(free)] = values
            modelSlots[index] = free
        } else {
            modelSlots[index] = Int32(models.count)
            models.append(values)
        }
    }

    /// Lets node `index` go without a model of its own (it has no animations left: its
    /// presented values are its model again).
    mutating func dropModel(of index: Int) {
        let slot = Int(modelSlots[index])
        guard slot >= 0 else { return }
        models[slot] = RenderValues()
        freeModelSlots.append(Int32(slot))
        modelSlots[index] = -1
    }

    /// Resolves children by ID, sets parents, and frees nodes no longer reachable from
    /// the root (returning their animations).
    private mutating func relink() -> [RunningAnimation] {
        for i in nodes.indices where indexByID[nodes[i].id] == i {
            nodes[i].parent = -1
        }
        var reachable = Set<Int>()
        var stack: [(node: Int, level: Int)] = root >= 0 ? [(root, 1)] : []
        depth = 0
        while let (i, level) = stack.popLast() {
            guard reachable.insert(i).inserted else { continue }
            depth = max(depth, level)
            nodes[i].sublayers = nodes[i].sublayerIDs.compactMap { indexByID[$0] }
            nodes[i].mask = nodes[i].maskID.flatMap { indexByID[$0] } ?? -1
            for child in nodes[i].sublayers {
                nodes[child].parent = i
                stack.append((child, level + 1))
            }
            if nodes[i].mask >= 0 {
                nodes[nodes[i].mask].parent = i
                stack.append((nodes[i].mask, level + 1))
            }
        }
        var dropped: [RunningAnimation] = []
        for (id, i) in indexByID where !reachable.contains(i) {
            dropped += nodes[i].animations
            nodes[i].animations = []
            dropModel(of: i)
            presented[i] = RenderValues()
            indexByID[id] = nil
            freeSlots.append(i)
        }
        return dropped
    }

    /// Lays out what each frame evaluates, after the animations changed.
    mutating func rebuildSchedule() {
        animatedNodes = indexByID.values.filter { !nodes[$0].animations.isEmpty }.sorted()
        scheduleIndex = [Int32](repeating: -1, count: nodes.count)
        transitionNodes = animatedNodes.filter { nodes[$0].transition != nil }
        emitterNodes = indexByID.values.filter { nodes[$0].kind == .emitter }.sorted()
        emitterTimes = emitterTimes.filter { nodes.indices.contains($0.key) && nodes[$0.key].kind == .emitter }
        if emitterHistory.count > emitterNodes.count {
            let live = Set(emitterNodes.map { nodes[$0].id })
            emitterHistory = emitterHistory.filter { live.contains($0.key) }
            emitterSeenAt = emitterSeenAt.filter { live.contains($0.key) }
        }
        markAnimatedSubtrees()
        schedule.removeAll(keepingCapacity: true)
        resetOps.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        frameSlots.removeAll(keepingCapacity: true)
        curvePool.removeAll(keepingCapacity: true)
        springPool.removeAll(keepingCapacity: true)
        colorPool.removeAll(keepingCapacity: true)
        slotReports.removeAll(keepingCapacity: true)
        keyframePool.removeAll(keepingCapacity: true)
        models.withUnsafeBufferPointer { models in
            var written = LayerPropertySet()
            for index in animatedNodes {
                let resetStart = resetOps.count, slotStart = slots.count
                written = LayerPropertySet()
                for (position, running) in nodes[index].animations.enumerated() {
                    let start = keyframePool.count
                    if let frames = running.program.fastTrack?.keyframes { keyframePool += frames }
                    let slot = AnimationSlot(node: index, position: position, running: running,
                                             keyframes: start..<keyframePool.count)
                    slots.append(slot)
                    frameSlots.append(FrameSlot(slot, firstWriter: !written.contains(slot.fast.target.property),
                                                model: models.baseAddress! + Int(modelSlots[index]),
                                                keyframes: start..<keyframePool.count, curves: &curvePool,
                                                springs: &springPool, colors: &colorPool))
                    for target in running.program.targets { written.insert(target.property) }
                    slotReports.append((running.didStart ? 1 : 0) | (running.didStop ? 2 : 0))
                }
                for target in nodes[index].animatedKeyPaths {
                    let property = target.property
                    let covering = (slotStart..<slots.count).first {
                        frameSlots[$0].overwritesProperty && slots[$0].fast.target.property == property
                    }
                    resetOps.append(ResetOp(storage: property.storage, property: property,
                                            coveredBy: Int32(covering ?? -1)))
                }
                scheduleIndex[index] = Int32(schedule.count)
                schedule.append(ScheduledNode(node: index, model: Int(modelSlots[index]),
                                              resets: resetStart..<resetOps.count,
                                              slots: slotStart..<slots.count,
                                              timeIsAbsolute: nodes[index].timeIsAbsolute))
            }
        }
        trackTables.reset(slotCount: slots.count)
    }

    /// Marks the nodes with animations (or a transition) at or below them, whether any
    /// animated node has a replicator above it, and the nodes whose time is the media
    /// time (no timing of their own or above). One pass down the tree, one back up.
    private mutating func markAnimatedSubtrees() {
        subtreeAnimated = [Bool](repeating: false, count: nodes.count)
        hasReplicatedAnimations = false
        guard root >= 0 else { return }
        var order: [(node: Int, underReplicator: Bool)] = [(root, false)]
        var k = 0
        while k < order.count {
            let (i, under) = order[k]
            k += 1
            let parent = nodes[i].parent
            nodes[i].timeIsAbsolute = !nodes[i].hasOwnTiming && (parent < 0 || nodes[parent].timeIsAbsolute)
            let node = nodes[i]
            if !node.animations.isEmpty || node.transition != nil {
                subtreeAnimated[i] = true
                if under { hasReplicatedAnimations = true }
            }
            let below = under || node.kind == .replicator
            for child in node.sublayers { order.append((child, below)) }
            if node.mask >= 0 { order.append((node.mask, below)) }
        }
        for (i, _) in order.reversed() where subtreeAnimated[i] {
            let parent = nodes[i].parent
            if parent >= 0 { subtreeAnimated[parent] = true }
        }
    }

    /// The whole properties the animations write (a component animation resets its
    /// whole property: cheaper than reading the component back from the model).
    static func distinctTargets(of animations: [RunningAnimation]) -> [LayerKeyPath] {
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
