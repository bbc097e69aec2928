import Foundation

// What must hold of every RenderList a builder makes (frame preparation repairs lists
// that break it, with a diagnostic; a builder's list never should). Tests check it after
// every frame of every scene.

extension RenderList {
    /// The ways this list breaks the RenderList's rules; empty when it keeps them all:
    /// groups and masks balanced and in order (a mask first inside a masked group),
    /// instance runs balanced, finite and holding no group or clip of their own (a copy's
    /// groups would need pixel bounds per copy), clip indices in range with parents
    /// that end, and every matrix, rectangle and opacity finite.
    package func checkInvariants() -> [String] {
        var problems: [String] = []
        func note(_ text: String) { if problems.count < 20 { problems.append(text) } }
        // Clips: parents in range and chains that end.
        for (i, clip) in clips.enumerated() {
            if clip.parent < -1 || clip.parent >= Int32(clips.count) { note("clip \(i): parent \(clip.parent) out of range") }
            if !clip.transform.isFinite { note("clip \(i): transform not finite") }
            if !clip.shape.rect.isFiniteRect { note("clip \(i): shape not finite") }
            var p = clip.parent, steps = 0
            while p >= 0, Int(p) < clips.count {
                steps += 1
                if steps > clips.count { note("clip \(i): parents form a cycle"); break }
                p = clips[Int(p)].parent
            }
        }
        func checkClip(_ clip: Int32, _ what: String) {
            if clip < -1 || clip >= Int32(clips.count) { note("\(what): clip \(clip) out of range") }
        }
        func checkPlacement(_ p: ItemPlacement, _ what: String) {
            if !p.transform.isFinite { note("\(what): transform not finite") }
            if !(p.opacity >= 0 && p.opacity <= 1) { note("\(what): opacity \(p.opacity) outside 0…1") }
            if !p.bounds.isFiniteRect { note("\(what): bounds not finite") }
            if !p.opacity.isFinite { note("\(what): opacity not finite") }
            checkClip(p.clip, what)
        }
        // Nesting: groups (with their mask state) and instance runs.
        struct Group { var hasMask: Bool; var maskOpen: Bool; var maskDone: Bool }
        var groups: [Group] = []
        var runs: [(start: Int, depth: Int)] = []
        for (i, command) in commands.enumerated() {
            let what = "command \(i) (\(command.kindName))"
            switch command {
            case .layer(let item):
                checkPlacement(item.placement, what)
                if let c = item.contents, !c.destinationRect.isFiniteRect { note("\(what): contents destination not finite") }
            case .shape(let item):
                checkPlacement(item.placement, what)
            case .gradient(let item):
                checkPlacement(item.placement, what)
            case .particles(let box):
                let run = box.value
                checkPlacement(run.placement, what)
                if run.levels.isEmpty || run.epochs.isEmpty || run.count < 0 { note("\(what): particle run without cells or history") }
                if !run.time.isFinite { note("\(what): particle run's time not finite") }
                if run.segments.contains(where: { $0.epoch < 0 || $0.epoch >= run.epochs.count || $0.start < 0 }) {
                    note("\(what): particle run's segments out of range")
                }
            case .beginGroup(let g):
                if !runs.isEmpty { note("\(what): group inside an instance run") }
                if !(g.opacity >= 0 && g.opacity <= 1) { note("\(what): group opacity \(g.opacity) outside 0…1") }
                if !g.pixelBounds.isNull, !g.pixelBounds.isFiniteRect { note("\(what): group pixel bounds not finite") }
                if let s = g.shadow {
                    if !s.pathTransform.isFinite || !s.offset.isFinite || !s.blurRadius.isFinite {
                        note("\(what): shadow geometry not finite")
                    }
                }
                if let mesh = g.mesh?.value {
                    if !mesh.isValid { note("\(what): mesh of \(mesh.columns) × \(mesh.rows) with \(mesh.vertices.count) vertices") }
                    if g.hasMask || g.shadow != nil { note("\(what): a mesh group with a mask or a shadow") }
                }
                checkClip(g.clip, what)
                groups.append(Group(hasMask: g.hasMask, maskOpen: false, maskDone: false))
            case .beginMask:
                guard let g = groups.last, g.hasMask, !g.maskOpen, !g.maskDone else {
                    note("\(what): beginMask outside a masked group, or twice"); continue
                }
                groups[groups.count - 1].maskOpen = true
            case .endMask:
                guard let g = groups.last, g.maskOpen else { note("\(what): endMask without beginMask"); continue }
                groups[groups.count - 1].maskOpen = false
                groups[groups.count - 1].maskDone = true
            case .endGroup:
                guard let g = groups.popLast() else { note("\(what): endGroup without beginGroup"); continue }
                if g.maskOpen { note("\(what): group ends inside its mask") }
                if g.hasMask, !g.maskDone { note("\(what): masked group without its mask") }
            case .beginInstances(let run):
                if run.count < 0 { note("\(what): instance run of \(run.count) copies") }
                if !run.step.isFinite || !run.placement.isFinite || !run.delay.isFinite {
                    note("\(what): instance run not finite")
                }
                if !run.hasValidVaryings(in: self) { note("\(what): instance run's varyings out of range") }
                runs.append((i, groups.count))
            case .endInstances:
                guard let run = runs.popLast() else { note("\(what): endInstances without beginInstances"); continue }
                if run.depth != groups.count { note("\(what): instance run crosses a group's end") }
                if case .beginInstances(let r) = commands[run.start], r.hasValidVaryings(in: self),
                   r.varyings.contains(where: { !(run.start < instanceVaryings[$0].command && instanceVaryings[$0].command < i) }) {
                    note("\(what): instance run's varying names a command outside it")
                }
            }
        }
        if !groups.isEmpty { note("\(groups.count) group(s) not closed") }
        if !runs.isEmpty { note("\(runs.count) instance run(s) not closed") }
        if pixelWidth < 0 || pixelHeight < 0 || !scale.isFinite { note("target \(pixelWidth) × \(pixelHeight) at scale \(scale)") }
        return problems
    }
}

extension RenderCommand {
    /// The command's case, for the rules' messages (a switch: reflecting a command would
    /// print its whole payload).
    var kindName: String {
        switch self {
        case .layer: "layer"
        case .shape: "shape"
        case .gradient: "gradient"
        case .beginGroup: "beginGroup"
        case .beginMask: "beginMask"
        case .endMask: "endMask"
        case .endGroup: "endGroup"
        case .beginInstances: "beginInstances"
        case .endInstances: "endInstances"
        case .particles: "particles"
        }
    }
}
