import Foundation
import LaminaRenderList

// Late copies a backend evaluates itself. When every animated layer below a replicator
// with an `instanceDelay` is a leaf whose animations have a common shape (basic,
// spring and keyframe animations of transform, position, opacity, backgroundColor or
// bounds, without cumulative repeats or discrete keyframes), and nothing below needs a
// group, a clip or culling per copy, its copies are listed as one run and each copy is
// evaluated from tracks: the animation's timing as numbers and its values over one
// cycle as a table, sampled once when the schedule is laid out. Input: the schedule and
// the frame's time. Output: the frame's tracks, node by node, and which replicators
// are tracked; the replicas of `ReplicaEvaluation` are then not needed below them.
// Runs on the thread that drives frames, as part of evaluation.

/// The tables of the schedule's slots, made when first needed and kept until the
/// schedule is laid out again.
struct InstanceTrackTables {
    /// By slot; nil: not made yet.
    var tables: [InstanceTrackTable?] = []
    /// By slot: whether the slot has no track form.
    var untrackable: [Bool] = []

    mutating func reset(slotCount: Int) {
        tables = [InstanceTrackTable?](repeating: nil, count: slotCount)
        untrackable = [Bool](repeating: false, count: slotCount)
    }
}

extension RenderTree {
    /// Whether replicator `index`'s copies are listed as one run evaluated from tracks at
    /// this frame.
    package func tracksCopies(of index: Int) -> Bool {
        index < trackedReplicators.count && trackedReplicators[index]
    }

    /// Node `index`'s tracks at this frame (in `instanceTracks`).
    package func tracks(of index: Int) -> Range<Int> {
        index < trackRanges.count ? trackRanges[index] : 0..<0
    }

    /// Forgets the last frame's tracks.
    mutating func clearTracks() {
        for i in trackTouched {
            if i < trackRanges.count { trackRanges[i] = 0..<0 }
            if i < trackedReplicators.count { trackedReplicators[i] = false }
        }
        trackTouched.removeAll(keepingCapacity: true)
        instanceTracks.removeAll(keepingCapacity: true)
        if trackRanges.count != nodes.count {
            trackRanges = [Range<Int>](repeating: 0..<0, count: nodes.count)
            trackedReplicators = [Bool](repeating: false, count: nodes.count)
        }
        if trackTables.tables.count != slots.count { trackTables.reset(slotCount: slots.count) }
    }

    /// Tracks replicator `index`'s copies at `t` if they can be: true when they are (its
    /// animated layers' tracks are in `instanceTracks`).
    mutating func trackCopies(of index: Int, at t: CFTimeInterval) -> Bool {
        var animated: [Int] = []
        guard copiesCanBeTracked(below: index, animated: &animated) else { return false }
        for node in animated {
            let start = instanceTracks.count
            let local = localTime(of: node, at: t)
            for k in schedule[Int(scheduleIndex[node])].slots {
                guard let table = trackTable(ofSlot: k) else {
                    instanceTracks.removeSubrange(start...)
                    return false
                }
                let timing = slots[k].timing
                let active = timing.activeDuration
                // Parent times before and after the interval, whichever way time runs.
                let before = timing.effectiveSpeed >= 0 ? -Double.infinity : .infinity
                let first = timing.phase(atParentTime: before, fillsBackwards: true, fillsForwards: false,
                                         endInclusive: false).sample?.progress
                let final = active.isFinite
                    ? timing.phase(atParentTime: -before, fillsBackwards: false, fillsForwards: true,
                                   endInclusive: false).sample?.progress : nil
                instanceTracks.append(InstanceTrack(
                    table: table, localTime: local, beginTime: timing.beginTime, speed: timing.effectiveSpeed,
                    timeOffset: timing.timeOffset.isFinite ? timing.timeOffset : 0, duration: timing.simpleDuration,
                    autoreverses: timing.autoreverses, active: active,
                    firstProgress: slots[k].program.fillsBackwards ? first : nil,
                    finalProgress: slots[k].program.fillsForwards ? final : nil))
            }
            trackRanges[node] = start..<instanceTracks.count
            trackTouched.append(node)
        }
        trackedReplicators[index] = true
        trackTouched.append(index)
        return true
    }

    /// Whether nothing below replicator `index` needs more than tracks to differ per
    /// copy: no group, clip, one-sided culling, transition or nested replicator, and
    /// every animated layer a leaf whose slots all have tracks, one per property (a
    /// bounds track only where nothing but the background and border depends on the
    /// bounds). `animated` receives the animated layers.
    private mutating func copiesCanBeTracked(below index: Int, animated: inout [Int]) -> Bool {
        var stack = nodes[index].sublayers
        if nodes[index].mask >= 0 { return false }
        while let i = stack.popLast() {
            let node = nodes[i]
            let v = presented[i]
            guard node.mask < 0, node.transition == nil, node.kind != .replicator, node.kind != .transform,
                  !v.masksToBounds, v.isDoubleSided, v.contentsFadeWeight == 0,
                  !(v.shadowOpacity > 0 && (v.shadowColor?.alpha ?? 0) > 0),
                  !(v.opacity < 1 && v.allowsGroupOpacity && !node.sublayers.isEmpty) else { return false }
            if scheduleIndex[i] >= 0 {
                guard node.sublayers.isEmpty else { return false }
                var channels: Set<UInt8> = []
                for k in schedule[Int(scheduleIndex[i])].slots {
                    guard let channel = Self.channel(of: slots[k].program), channels.insert(channel.rawValue).inserted
                    else { return false }
                    if channel == .bounds, node.kind != .plain || v.contents != nil { return false }
                }
                animated.append(i)
            }
            stack += node.sublayers
        }
        return true
    }

    /// The channel an animation drives, when it has a track form.
    private static func channel(of program: AnimationProgram) -> InstanceChannel? {
        guard program.targets.count == 1, program.timing.simpleDuration > 0, let effect = program.effect else { return nil }
        let writer: ValueWriter
        switch effect {
        case let basic as BasicEffect: writer = basic.writer
        case let spring as SpringEffect: writer = spring.writer
        case let keyframes as KeyframeEffect:
            guard keyframes.track.calculationMode != .discrete, keyframes.track.rotationMode == .none else { return nil }
            writer = keyframes.writer
        default: return nil
        }
        guard !writer.isCumulative else { return nil }
        switch writer.target.property {
        case .transform: return .transform
        case .position: return .position
        case .opacity: return .opacity
        case .backgroundColor: return .backgroundColor
        case .bounds: return .bounds
        default: return nil
        }
    }

    /// Samples per table: enough that straight interpolation between them stays within
    /// a small fraction of a point of the curve for keyframes and paths.
    private static func sampleCount(of program: AnimationProgram) -> Int {
        guard let keyframes = program.effect as? KeyframeEffect else { return 257 }
        let frames = keyframes.track.path.map { $0.points.count } ?? keyframes.track.values.count
        return min(max(64 * frames + 1, 257), 8193)
    }

    /// Slot `k`'s table (made on first use), or nil when it has no track form.
    private mutating func trackTable(ofSlot k: Int) -> InstanceTrackTable? {
        if let table = trackTables.tables[k] { return table }
        if trackTables.untrackable[k] { return nil }
        let slot = slots[k]
        guard let channel = Self.channel(of: slot.program) else {
            trackTables.untrackable[k] = true
            return nil
        }
        let count = Self.sampleCount(of: slot.program)
        let duration = slot.program.timing.simpleDuration
        var samples: [Double] = []
        samples.reserveCapacity(count * channel.width)
        let model = self.model(of: slot.node)
        for i in 0..<count {
            let p = Double(i) / Double(count - 1)
            var v = model
            slot.program.apply(TimingPhase(kind: .active, sample: TimingSample(simpleTime: p * duration, progress: p,
                                                                              iteration: 0)), into: &v)
            Self.appendChannel(channel, of: v, to: &samples)
        }
        let table = InstanceTrackTable(channel: channel, samples: samples)
        trackTables.tables[k] = table
        return table
    }

    private static func appendChannel(_ channel: InstanceChannel, of v: RenderValues, to samples: inout [Double]) {
        switch channel {
        case .transform:
            let m = v.transform
            samples += [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                        m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map { Double($0) }
        case .position:
            samples += [Double(v.position.x), Double(v.position.y)]
        case .opacity:
            samples.append(Double(v.opacity))
        case .backgroundColor:
            let c = v.backgroundColor ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            samples += [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        case .bounds:
            let b = v.bounds
            samples += [Double(b.origin.x), Double(b.origin.y), Double(b.size.width), Double(b.size.height)]
        }
    }
}
