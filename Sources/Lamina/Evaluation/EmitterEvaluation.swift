import Foundation

// Evaluation's share of emitters. Input: the render tree's emitter nodes and a media
// time. Output: each emitter's local time for the frame (the time its particles are
// computed at, a closed form of it) and the history of its birth rate (a change applies
// to births after it). Runs on the thread that drives frames, before flattening.

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
            recordBirthRate(Double(e.birthRate), changedAt: e.birthRateChangedAt, of: index, at: t, local: local)
        }
        return moving
    }

    /// Adds a new birth rate to node `index`'s history: from when the model set it (in the
    /// layer's time), or from now for a rate an animation changes. A history stops growing
    /// at `maximumRateChanges` (later changes replace the last rate).
    private mutating func recordBirthRate(_ rate: Double, changedAt: CFTimeInterval, of index: Int,
                                          at t: CFTimeInterval, local: CFTimeInterval) {
        let id = nodes[index].id
        guard var history = emitterRates[id], let last = history.last else {
            emitterRates[id] = [(-.infinity, rate)]
            return
        }
        guard last.rate != rate else { return }
        var since = local
        if changedAt.isFinite, changedAt <= t { since = localTime(of: index, at: changedAt) }
        since = max(since, last.since)
        if history.count >= Self.maximumRateChanges || since == last.since {
            history[history.count - 1].rate = rate
        } else {
            history.append((since, rate))
        }
        emitterRates[id] = history
    }

    /// The most birth-rate changes an emitter remembers.
    static let maximumRateChanges = 512
}
