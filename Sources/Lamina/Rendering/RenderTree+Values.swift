import Foundation

extension RenderTree {
    /// The values node `index` shows at absolute time `t` when its animations run
    /// `shift` seconds late (a replicator's copy k runs k × `instanceDelay` late). With
    /// no shift, or no animations, these are the values the last evaluation stored.
    package func values(of index: Int, atAbsolute t: CFTimeInterval, shift: CFTimeInterval) -> RenderValues {
        guard shift != 0, !nodes[index].animations.isEmpty else { return presented[index] }
        var values = models[index]
        let local = localTime(of: index, at: t) - shift
        for running in nodes[index].animations {
            _ = running.program.evaluate(parentTime: local, beginTime: running.beginTime, into: &values)
        }
        return values
    }

    /// The local time of node `index` at absolute media time `t`, composed from the root.
    package func localTime(of index: Int, at t: CFTimeInterval) -> CFTimeInterval {
        let parent = nodes[index].parent
        let parentTime = parent >= 0 ? localTime(of: parent, at: t) : t
        return nodes[index].hasOwnTiming ? nodes[index].timing.localTime(fromParent: parentTime) : parentTime
    }
}
