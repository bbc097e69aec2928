import Foundation

// # Evaluation: the frame's values
//
// Input: the render tree's schedule (per animated node, the properties to reset and the
// compiled animations to apply) and a media time. Output: every value the frame shows —
// `presented` for each node; the values of replicated copies that run late (`replicas`);
// each transition's progress; each emitter's local time — and the animations' starts and
// finishes. Runs on the
// thread that drives frames, before flattening, which only reads what is written here.

extension RenderTree {
    /// An animation starting or finishing, for the renderer to report.
    package struct LifecycleEvent {
        package enum Kind { case started, finished }
        package let kind: Kind
        package let entry: AnimationEntry
    }

    /// Evaluates every animated node at absolute time `t`: resets the animated
    /// properties from the model, applies each animation in order, appends starts and
    /// finishes to `events`, and drops finished animations that are removed on
    /// completion; then the transitions' progress and the late copies of replicated
    /// animated layers. Returns when the next visible change happens (`t` while anything
    /// is active).
    package mutating func evaluate(at t: CFTimeInterval, events: inout [LifecycleEvent]) -> CFTimeInterval {
        // Emitters' particles move as long as they have cells.
        var nextChange = evaluateEmitters(at: t) ? t : CFTimeInterval.infinity
        guard !schedule.isEmpty else {
            clearReplicas()
            return nextChange
        }
        var reported: [(slot: Int, start: Bool, stop: Bool)] = []
        // Unsafe buffers: elements are read and written in place, so the loop copies
        // none of the large per-node structs (array subscripts would, retaining their
        // fields).
        nodes.withUnsafeBufferPointer { nodes in
            models.withUnsafeBufferPointer { models in
                presented.withUnsafeMutableBufferPointer { presented in
                    slots.withUnsafeBufferPointer { slots in
                        frameSlots.withUnsafeBufferPointer { frameSlots in
                        slotReports.withUnsafeMutableBufferPointer { slotReports in
                        keyframePool.withUnsafeBufferPointer { keyframes in
                        curvePool.withUnsafeBufferPointer { curves in
                        springPool.withUnsafeBufferPointer { springs in
                        colorPool.withUnsafeBufferPointer { colors in
                        resetOps.withUnsafeBufferPointer { resets in
                            let pools = FramePools(keyframes: keyframes, curves: curves, springs: springs,
                                                   colors: colors)
                            var memo = FrameSlotMemo()
                            for scheduled in schedule {
                                let index = scheduled.node
                                let localTime = scheduled.timeIsAbsolute
                                    ? t : Self.localTime(of: index, atAbsolute: t, in: nodes)
                                let model = models.baseAddress! + scheduled.model
                                let values = presented.baseAddress! + index
                                for r in scheduled.resets {
                                    let op = resets.baseAddress! + r
                                    let covering = Int(op.pointee.coveredBy)
                                    if covering >= 0, frameSlots[covering].isFast(at: localTime) { continue }
                                    if op.pointee.property == .contents {
                                        values.pointee.reset(.contents, from: model)
                                    } else {
                                        RenderValues.reset(op.pointee.storage, in: UnsafeMutableRawPointer(values),
                                                           from: UnsafeRawPointer(model))
                                    }
                                }
                                for k in scheduled.slots {
                                    let slot = slots.baseAddress! + k
                                    let frameSlot = frameSlots.baseAddress! + k
                                    let phase: AnimationProgram.Phase
                                    if frameSlot.pointee.isFast(at: localTime) {
                                        Self.evaluateFrameSlot(frameSlot, at: localTime, pools: pools,
                                                               presented: values, model: model, cold: slot,
                                                               memo: &memo)
                                        phase = .active
                                    } else {
                                        phase = Self.apply(slot, at: localTime, pool: keyframes, into: &values.pointee)
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
                    }
                }
            }
        }
        if !reported.isEmpty {
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
                    if slot.program.isRemovedOnCompletion { removals.append((entry, slot.node)) }
                }
            }
            if !removals.isEmpty {
                for removal in removals { removeAnimation(removal.entry, from: removal.node) }
                rebuildSchedule()
            }
        }
        evaluateTransitions(at: t)
        evaluateReplicas(at: t)
        return nextChange
    }

    /// Applies one scheduled animation at its node's local time: its fast track inside
    /// its active interval, its program everywhere else (the same result). The phase says
    /// whether it has begun or ended.
    @inline(__always)
    static func apply(_ slot: UnsafePointer<AnimationSlot>, at localTime: CFTimeInterval,
                      pool: UnsafeBufferPointer<(time: Double, value: SIMD4<Double>)>,
                      into values: inout RenderValues) -> AnimationProgram.Phase {
        if slot.pointee.hasFast, evaluateFast(slot, at: localTime, pool: pool, into: &values) {
            return .active
        }
        return slot.pointee.program.evaluate(parentTime: localTime, timing: slot.pointee.timing, into: &values)
    }

    /// Evaluates a slot's fast track when `localTime` is inside its active interval;
    /// false (nothing written) otherwise, for the program to take over.
    @inline(__always)
    private static func evaluateFast(_ slot: UnsafePointer<AnimationSlot>, at localTime: CFTimeInterval,
                                     pool: UnsafeBufferPointer<(time: Double, value: SIMD4<Double>)>,
                                     into presented: inout RenderValues) -> Bool {
        // Read in place through the pointer: the core is plain data, never copied whole.
        let tau = localTime - slot.pointee.beginTime
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
            guard let base = RenderValues.scalar(at: target, in: &presented) else { return true }
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
    static func localTime(of index: Int, atAbsolute t: CFTimeInterval,
                          in nodes: UnsafeBufferPointer<Node>) -> CFTimeInterval {
        if nodes[index].timeIsAbsolute { return t }
        // Up to the nearest node on absolute time, then down again applying each timing
        // (a loop, not recursion: trees can be 10,000 deep).
        var depth = 1, top = index
        while nodes[top].parent >= 0, !nodes[top].timeIsAbsolute {
            top = nodes[top].parent
            depth += 1
        }
        // The chain on the stack (withUnsafeTemporaryAllocation): no heap per frame.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: depth) { chain in
            var i = index
            for k in 0..<depth {
                chain[k] = Int32(i)
                i = nodes[i].parent
            }
            var time = t
            for k in stride(from: depth - 1, through: 0, by: -1) {
                let node = Int(chain[k])
                if !nodes[node].timeIsAbsolute, nodes[node].hasOwnTiming { time = nodes[node].timing.localTime(fromParent: time) }
            }
            return time
        }
    }

    /// The local time of node `index` at absolute media time `t`.
    func localTime(of index: Int, at t: CFTimeInterval) -> CFTimeInterval {
        nodes.withUnsafeBufferPointer { Self.localTime(of: index, atAbsolute: t, in: $0) }
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
        if let transition = nodes[index].transition, transition.entry === entry {
            nodes[index].transition = nil
            nodes[index].transitionProgress = nil
        }
        let slot = Int(modelSlots[index])
        models.withUnsafeBufferPointer { models in
            for target in targets where !nodes[index].animatedKeyPaths.contains(target) {
                presented[index].reset(target.property, from: models.baseAddress! + slot)
            }
        }
        if nodes[index].animations.isEmpty { dropModel(of: index) }
    }

    // MARK: Transitions

    /// The progress of every running transition at `t`.
    private mutating func evaluateTransitions(at t: CFTimeInterval) {
        for index in transitionNodes where nodes[index].transition != nil {
            nodes[index].transitionProgress = transitionProgress(of: index, local: localTime(of: index, at: t))
        }
    }

    /// The progress of the transition running on node `index` when its local time is
    /// `local`: `startProgress`…`endProgress` through the animation's timing function;
    /// nil when none shows (none running, not begun without a backwards fill, or over
    /// without a forwards fill).
    func transitionProgress(of index: Int, local: CFTimeInterval) -> Double? {
        guard let transition = nodes[index].transition,
              let running = nodes[index].animations.first(where: { $0.entry === transition.entry }) else { return nil }
        let program = running.program
        var timing = program.timing
        timing.beginTime = running.beginTime
        let phase = timing.phase(atParentTime: local, fillsBackwards: program.fillsBackwards,
                                 fillsForwards: program.fillsForwards, endInclusive: true)
        guard let sample = phase.sample else { return nil }
        let eased = program.curve.map { $0.solve(sample.progress) } ?? sample.progress
        let e = transition.effect
        return e.startProgress + (e.endProgress - e.startProgress) * eased
    }
}
