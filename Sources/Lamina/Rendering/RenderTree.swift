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
        package var timing: MediaTiming
        package var parent: Int = -1
        package var sublayers: [Int] = []
        package var mask: Int = -1
        package var sublayerIDs: [LayerID] = []
        package var maskID: LayerID?
        package var animations: [RunningAnimation] = []
        /// The distinct key paths the animations write (reset from the model each frame).
        package var animatedKeyPaths: [LayerKeyPath] = []
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

    package init() {}

    /// The node of `id`, if the tree has it.
    package func index(of id: LayerID) -> Int? { indexByID[id] }

    /// Applies a commit's snapshots; `rootID` names the renderer's root layer.
    /// Animations that disappeared are returned (the caller reports them stopped).
    package mutating func apply(_ snapshots: [LayerSnapshot], rootID: LayerID?) -> [RunningAnimation] {
        var dropped: [RunningAnimation] = []
        var structureChanged = false
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
            nodes[index] = node
        }
        let newRoot = rootID.flatMap { indexByID[$0] } ?? -1
        if structureChanged || newRoot != root {
            root = newRoot
            dropped += relink()
        }
        rebuildAnimatedList()
        return dropped
    }

    /// An animation starting or finishing, for the renderer to report.
    package struct LifecycleEvent {
        package enum Kind { case started, finished }
        package let kind: Kind
        package let entry: AnimationEntry
    }

    /// Evaluates every animated node at absolute time `t`: resets the animated key paths
    /// from the model, applies each animation in order, appends starts and finishes to
    /// `events`, and drops finished animations that are removed on completion. Returns
    /// when the next visible change happens (`t` while anything is active).
    package mutating func evaluate(at t: CFTimeInterval, events: inout [LifecycleEvent]) -> CFTimeInterval {
        var nextChange = CFTimeInterval.infinity
        var removals: [(entry: AnimationEntry, node: Int)] = []
        let animated = animatedNodes
        // Unsafe buffers: element access in place, so no per-frame copies of the large
        // per-node structs (array subscripts would copy them, retaining their fields).
        nodes.withUnsafeMutableBufferPointer { nodes in
            models.withUnsafeBufferPointer { models in
                presented.withUnsafeMutableBufferPointer { presented in
                    for index in animated {
                        let localTime = Self.localTime(of: index, atAbsolute: t, in: UnsafeBufferPointer(nodes))
                        let model = models.baseAddress! + index
                        for target in nodes[index].animatedKeyPaths {
                            presented[index].reset(target.property, from: model)
                        }
                        for position in nodes[index].animations.indices {
                            let running = nodes[index].animations[position]
                            let entry = running.entry
                            let phase = running.program.evaluate(parentTime: localTime, beginTime: running.beginTime,
                                                                 into: &presented[index])
                            switch phase {
                            case .pending:
                                nextChange = min(nextChange, Self.startTime(
                                    of: running, node: index, local: localTime, now: t, in: UnsafeBufferPointer(nodes)))
                                continue
                            case .active:
                                nextChange = min(nextChange, t)
                            case .finished:
                                break
                            }
                            if !nodes[index].animations[position].didStart {
                                nodes[index].animations[position].didStart = true
                                events.append(LifecycleEvent(kind: .started, entry: entry))
                            }
                            if phase == .finished, !nodes[index].animations[position].didStop {
                                nodes[index].animations[position].didStop = true
                                events.append(LifecycleEvent(kind: .finished, entry: entry))
                                if entry.animation.isRemovedOnCompletion { removals.append((entry, index)) }
                            }
                        }
                    }
                }
            }
        }
        for removal in removals { removeAnimation(removal.entry, from: removal.node) }
        return nextChange
    }

    /// The local time of node `index` at absolute media time `t`, composed from the root.
    private static func localTime(of index: Int, atAbsolute t: CFTimeInterval,
                                  in nodes: UnsafeBufferPointer<Node>) -> CFTimeInterval {
        let parent = nodes[index].parent
        let parentTime = parent >= 0 ? localTime(of: parent, atAbsolute: t, in: nodes) : t
        return nodes[index].timing.localTime(fromParent: parentTime)
    }

    /// The media time an animation waiting to begin starts, when its node's time runs at
    /// a steady rate from the media clock; otherwise `now` (look again next frame).
    private static func startTime(of running: RunningAnimation, node index: Int, local: CFTimeInterval,
                                  now t: CFTimeInterval, in nodes: UnsafeBufferPointer<Node>) -> CFTimeInterval {
        let start = running.program.activeStart(beginTime: running.beginTime)
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
    /// it wrote show the model again unless another animation writes them.
    private mutating func removeAnimation(_ entry: AnimationEntry, from index: Int) {
        let targets = nodes[index].animatedKeyPaths
        nodes[index].animations.removeAll { $0.entry === entry }
        nodes[index].animatedKeyPaths = Self.distinctTargets(of: nodes[index].animations)
        models.withUnsafeBufferPointer { models in
            for target in targets where !nodes[index].animatedKeyPaths.contains(target) {
                presented[index].reset(target.property, from: models.baseAddress! + index)
            }
        }
        if nodes[index].animations.isEmpty { rebuildAnimatedList() }
    }

    /// The local time of node `index` at absolute media time `t`, composed from the root.
    package func localTime(of index: Int, atAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parent = nodes[index].parent
        let parentTime = parent >= 0 ? localTime(of: parent, atAbsolute: t) : t
        return nodes[index].timing.localTime(fromParent: parentTime)
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

    private mutating func rebuildAnimatedList() {
        animatedNodes = indexByID.values.filter { !nodes[$0].animations.isEmpty }.sorted()
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
