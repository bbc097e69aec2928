import Foundation

// Evaluation's share of emitters. Input: the render tree's emitter nodes and a media
// time. Output: each emitter's local time for the frame (the time its particles are
// computed at, a closed form of it). Runs on the thread that drives frames, before
// flattening.

extension RenderTree {
    /// Every emitter's local time at `t`; whether any emitter has cells (its particles
    /// move: the frame after this one differs).
    mutating func evaluateEmitters(at t: CFTimeInterval) -> Bool {
        guard !emitterNodes.isEmpty else { return false }
        var moving = false
        for index in emitterNodes {
            emitterTimes[index] = localTime(of: index, at: t)
            if !presented[index].emitter.cellValues.isEmpty { moving = true }
        }
        return moving
    }
}
