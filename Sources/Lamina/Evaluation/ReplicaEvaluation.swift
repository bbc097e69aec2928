import Foundation

// Replicated copies that run late. A replicator's copy k runs its sublayers' animations
// k × `instanceDelay` seconds late (nested replicators add up), so an animated layer
// under a replicator shows other values in each copy. Input: the frame's presented
// values (the replicators' counts and delays among them) and its time. Output: for every
// animated node below a replicator with a delay, its values at each distinct shift its
// copies run late by — evaluated like the node itself, through the fast track — which
// flattening looks up by (node, shift). Runs on the thread that drives frames, as part of
// evaluation.

/// The values of late copies, node by node (`RenderTree.replicaRanges` says where each
/// node's are; within a node, sorted by shift).
package struct ReplicaValues {
    /// How late each entry runs, in seconds.
    package private(set) var shifts: [Double] = []
    package private(set) var values: [RenderValues] = []
    /// The progress of the entry's transition (nil: none shows).
    package private(set) var transitionProgress: [Double?] = []

    /// Entries at most, per frame: beyond them copies show their unshifted values (a
    /// diagnostic says so), so a huge replicated tree cannot take all memory.
    static let budget = 1 << 17

    package var count: Int { shifts.count }

    mutating func append(shift: Double, values v: RenderValues, transitionProgress progress: Double?) {
        shifts.append(shift)
        values.append(v)
        transitionProgress.append(progress)
    }

    mutating func removeAll() {
        shifts.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        transitionProgress.removeAll(keepingCapacity: true)
    }
}

extension RenderTree {
    /// Evaluates the late copies' values at `t` (after the presented values).
    mutating func evaluateReplicas(at t: CFTimeInterval) {
        clearReplicas()
        clearTracks()
        if replicaRanges.count != nodes.count { replicaRanges = [Range<Int>](repeating: 0..<0, count: nodes.count) }
        guard hasReplicatedAnimations, root >= 0 else { return }
        shiftPool.removeAll(keepingCapacity: true)
        shiftPool.append(0)
        var stack: [(node: Int, shifts: Range<Int>)] = [(root, 0..<1)]
        var overBudget = false
        while let (i, shifts) = stack.popLast() {
            let late = shifts.count > 1 || shiftPool[shifts.lowerBound] != 0
            if late, scheduleIndex[i] >= 0 {
                overBudget = evaluateReplicas(of: i, shifts: shifts, at: t) || overBudget
            }
            guard subtreeAnimated[i] else { continue }
            var below = shifts
            if nodes[i].kind == .replicator {
                // Copies evaluated from tracks need no late values below.
                let v = presented[i]
                if v.instanceCount > 1, v.instanceDelay != 0, v.instanceDelay.isFinite, trackCopies(of: i, at: t) {
                    continue
                }
                below = copyShifts(of: i, shifts: shifts)
            }
            for child in nodes[i].sublayers { stack.append((child, below)) }
            if nodes[i].mask >= 0 { stack.append((nodes[i].mask, below)) }
        }
        if overBudget, !reportedReplicaBudget {
            reportedReplicaBudget = true
            LaminaDiagnostics.report(.invalidArgument,
                "CAReplicatorLayer: more than \(ReplicaValues.budget) animated copies run late; the rest show their animations without the delay")
        }
    }

    /// Forgets the last frame's late copies.
    mutating func clearReplicas() {
        for i in replicaTouched where i < replicaRanges.count { replicaRanges[i] = 0..<0 }
        replicaTouched.removeAll(keepingCapacity: true)
        replicas.removeAll()
    }

    /// The shifts copies of replicator `index` run late by when the replicator itself
    /// runs `shifts` late: s + k × instanceDelay for each s and copy k, as flattening
    /// computes them, without repeats and sorted (in the shift pool).
    private mutating func copyShifts(of index: Int, shifts: Range<Int>) -> Range<Int> {
        let start = shiftPool.count
        for j in shifts {
            let s = shiftPool[j]
            let v = values(of: index, shift: s)
            let count = max(v.instanceCount, 0), delay = v.instanceDelay
            guard count > 1, delay != 0, delay.isFinite else {
                shiftPool.append(s)
                continue
            }
            for k in 0..<count {
                if shiftPool.count - start >= ReplicaValues.budget { break }
                shiftPool.append(s + Double(k) * delay)
            }
        }
        shiftPool[start...].sort()
        // Drop repeats in place.
        var end = start
        for j in start..<shiftPool.count where end == start || shiftPool[j] != shiftPool[end - 1] {
            shiftPool[end] = shiftPool[j]
            end += 1
        }
        shiftPool.removeLast(shiftPool.count - end)
        return start..<end
    }

    /// Evaluates animated node `index` at each non-zero shift of `shifts` (sorted, unique);
    /// true when the budget ran out.
    private mutating func evaluateReplicas(of index: Int, shifts: Range<Int>, at t: CFTimeInterval) -> Bool {
        let scheduled = schedule[Int(scheduleIndex[index])]
        let local = localTime(of: index, at: t)
        let start = replicas.count
        var overBudget = false
        slots.withUnsafeBufferPointer { slots in
            keyframePool.withUnsafeBufferPointer { pool in
                for j in shifts where shiftPool[j] != 0 {
                    guard replicas.count < ReplicaValues.budget else { overBudget = true; break }
                    let shift = shiftPool[j]
                    var v = models[scheduled.model]
                    for k in scheduled.slots {
                        _ = Self.apply(slots.baseAddress! + k, at: local - shift, pool: pool, into: &v)
                    }
                    let progress = nodes[index].transition != nil ? transitionProgress(of: index, local: local - shift) : nil
                    replicas.append(shift: shift, values: v, transitionProgress: progress)
                }
            }
        }
        replicaRanges[index] = start..<replicas.count
        replicaTouched.append(index)
        return overBudget
    }

    /// The values node `index` shows in a copy that runs `shift` late: its presented
    /// values, or its late copy's.
    func values(of index: Int, shift: CFTimeInterval) -> RenderValues {
        guard shift != 0, let r = replica(of: index, shift: shift) else { return presented[index] }
        return replicas.values[r]
    }

    /// The entry of `replicas` holding node `index`'s values `shift` late, if evaluation
    /// made one (binary search within the node's range).
    package func replica(of index: Int, shift: CFTimeInterval) -> Int? {
        guard index < replicaRanges.count else { return nil }
        var lo = replicaRanges[index].lowerBound, hi = replicaRanges[index].upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            let s = replicas.shifts[mid]
            if s == shift { return mid }
            if s < shift { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
