import Foundation

// An emitter's history as the births read it. A cell's birth rate times the layer's,
// r(t), is piecewise constant (an epoch each); its integral I(t) — from time 0, the
// first epoch's rate extended back — counts births: a cell emitting from `from` has had
// ⌈I(t) − I(from)⌉ births before t, and birth n happens when I(t) − I(from) passes n.
// Each epoch keeps every cell's I at its start, so epochs can be merged once no particle
// born in them can be alive, and the counts after them stay exact (Apple's emitter
// carries the fraction of a birth over a rate change alike).

extension ParticleEpoch {
    /// The layer's rate births are counted by (a rate that is not a finite number ≥ 0
    /// counts none).
    @inline(__always) package var countedRate: Double { rate.isFinite ? max(rate, 0) : 0 }

    /// Births per second of the cell in `slot`: its rate × the layer's.
    @inline(__always) package func rate(ofSlot slot: Int) -> Double {
        let r = cells[slot].birthRate
        return r.isFinite ? max(r, 0) * countedRate : 0
    }

    /// Where I(t) is anchored in this epoch: its start (the first epoch: time 0).
    @inline(__always) var anchor: Double { since.isFinite ? since : 0 }
}

extension Array where Element == ParticleEpoch {
    /// The epoch in force at `t`: the last one begun by then (the first applies before its
    /// time too).
    package func epochIndex(at t: Double) -> Int {
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self[mid].since <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// I(t) of the cell in `slot`.
    package func integral(at t: Double, slot: Int) -> Double {
        let e = self[epochIndex(at: t)]
        return e.integrals[slot] + e.rate(ofSlot: slot) * (t - e.anchor)
    }

    /// When I passes `value`: the last time I(t) ≤ `value` (so that the births before t,
    /// ⌈r·I(t)⌉ − …, include the one at `value` just after it), and the epoch then; nil
    /// when it never does (the rate stays 0). Never earlier than `earliest`.
    package func time(atIntegral value: Double, slot: Int, notBefore earliest: Double) -> (time: Double, epoch: Int)? {
        // The last epoch starting at or below `value` (the first counts as −∞).
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self[mid].integrals[slot] <= value { lo = mid } else { hi = mid - 1 }
        }
        let e = self[lo]
        let r = e.rate(ofSlot: slot)
        // Flat to the end: never passed.
        guard r > 0 else { return nil }
        let t = e.anchor + (value - e.integrals[slot]) / r
        return t >= earliest ? (t, lo) : (earliest, epochIndex(at: earliest))
    }

    /// Appends `epoch` (from its `since`, after the last epoch's; with the same cells'
    /// slots), its integrals from the last's.
    package mutating func record(_ epoch: ParticleEpoch) {
        var e = epoch
        if let last = self.last, last.cells.count == e.cells.count {
            e.integrals = last.cells.indices.map { last.integrals[$0] + last.rate(ofSlot: $0) * (e.since - last.anchor) }
        } else {
            removeAll()
            e.since = -.infinity
            e.integrals = [Double](repeating: 0, count: e.cells.count)
        }
        append(e)
    }

    /// Merges the epochs that end before `horizon` (no particle born in them lives any
    /// more) into one, keeping the integral at every later epoch's start exact.
    package mutating func forget(before horizon: Double) {
        // Epochs 1 ..< k end by the horizon.
        var k = 1
        while k + 1 < count, self[k + 1].since <= horizon { k += 1 }
        guard k > 2 else { return }
        let from = self[1], to = self[k]
        var merged = from
        let span = to.since - from.since
        // Each cell's mean rate over the merged span (the layer's counted as 1).
        merged.rate = 1
        for slot in merged.cells.indices {
            merged.cells[slot].birthRate = span > 0 ? (to.integrals[slot] - from.integrals[slot]) / span : 0
        }
        replaceSubrange(1..<k, with: [merged])
    }
}
