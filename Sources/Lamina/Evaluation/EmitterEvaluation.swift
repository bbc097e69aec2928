import Foundation

// Evaluation's share of emitters. Input: the render tree's emitter nodes and a media
// time. Output: each emitter's local time for the frame (the time its particles are
// computed at, a closed form of it) and its history: its birth rate, multipliers,
// position and size from each time on, so that a change applies to the particles born
// after it (a moved emitter leaves its older particles where they were, as Apple's
// does). Runs on the thread that drives frames, before flattening.

extension RenderTree {
    /// Every emitter's local time at `t`; whether any emitter has cells (its particles
    /// move: the frame after this one differs).
    mutating func evaluateEmitters(at t: CFTimeInterval) -> Bool {
        guard !emitterNodes.isEmpty else { return false }
        var moving = false
        for index in emitterNodes {
            let local = localTime(of: index, at: t)
            emitterTimes[index] = local
            let e = presented[index].emitter
            if !e.cellValues.isEmpty { moving = true }
            record(e, of: index, at: t, local: local)
            emitterSeenAt[nodes[index].id] = t
        }
        return moving
    }

    /// Adds the emitter's values now to node `index`'s history when they changed: from
    /// when the model set them, if it did since the last frame (in the layer's time), else
    /// from now (a value an animation changes is seen from the frame that sees it). Epochs no
    /// particle born in can still be alive are dropped; a history stops growing at
    /// `maximumEpochs` (later changes replace the last epoch's values).
    private mutating func record(_ e: EmitterValues, of index: Int, at t: CFTimeInterval, local: CFTimeInterval) {
        let id = nodes[index].id
        guard var history = emitterHistory[id], let last = history.last,
              last.cells.count == EmitterCellParameters.slotCount(e.cellValues) else {
            // New, or its cells replaced by others: a history of its own from now on.
            var history: [ParticleEpoch] = []
            history.record(e.epoch(since: -.infinity, cells: EmitterCellParameters.slots(e.cellValues)))
            emitterHistory[id] = history
            return
        }
        let sameCells = EmitterCellParameters.cells(e.cellValues, match: last.cells)
        guard !sameCells || !e.epoch(since: local, cells: last.cells).hasSameValues(as: last) else { return }
        let cells = sameCells ? last.cells : EmitterCellParameters.slots(e.cellValues)
        var since = local.isFinite ? local : last.since
        if e.changedAt.isFinite, e.changedAt <= t, e.changedAt > emitterSeenAt[id] ?? -.infinity {
            // The model changed since the last frame: from when it did.
            since = localTime(of: index, at: e.changedAt)
        }
        since = max(since, last.since)
        // The epochs no live particle was born in are merged (their births still counted).
        let horizon = local - EmitterSimulation.reach(of: e.cellValues, epochs: history)
        if horizon.isFinite, history.count > 3 { history.forget(before: horizon) }
        if since == last.since || history.count >= Self.maximumEpochs {
            // Later changes replace the last epoch's values.
            let kept = history.removeLast()
            var replaced = e.epoch(since: kept.since, cells: cells)
            replaced.integrals = kept.integrals
            history.append(replaced)
        } else {
            history.record(e.epoch(since: since, cells: cells))
        }
        emitterHistory[id] = history
    }

    /// The most epochs an emitter remembers.
    static let maximumEpochs = 512
}
