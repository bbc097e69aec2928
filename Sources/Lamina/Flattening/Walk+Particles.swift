import Foundation

// Flattening's share of emitters. Input: an emitter layer's values, its history and its
// local time this frame (evaluation's); output: one `ParticleRun` per cell that draws
// (the closed form of its live particles: a backend draws each run as one instanced
// draw), or, where the render mode orders particles across cells or generations, every
// live particle as a layer item in that order. Runs inside the walk of
// `RenderListBuilder`, on the thread that drives frames.

extension Walk {
    /// An emitter layer's particles at its time this frame, in the render mode's order.
    mutating func emitParticles(_ index: Int, values v: Values, world: CATransform3D, context: Context) {
        let e = v.pointee.emitter
        guard !e.cellValues.isEmpty, let time = tree.emitterTimes[index] else { return }
        var emitter = EmitterParameters()
        emitter.shape = CAEmitterLayerEmitterShape(e.emitterShape)
        emitter.mode = CAEmitterLayerEmitterMode(e.emitterMode)
        emitter.seed = UInt32(truncatingIfNeeded: e.seed)
        if let history = tree.emitterHistory[nodes[index].id] {
            emitter.epochs = history
        } else {
            // Not evaluated yet: its values now, since always.
            var history: [ParticleEpoch] = []
            history.record(e.epoch(since: -.infinity, cells: EmitterCellParameters.slots(e.cellValues)))
            emitter.epochs = history
        }
        // Particles are placed as sublayers are: through the layer's sublayerTransform
        // (about its anchor point), in 3D with preservesDepth, else flattened into its plane.
        let preservesDepth = v.pointee.preservesDepth
        let bounds = v.pointee.bounds
        let space = LayerPlacement.throughSuperlayer(
            CATransform3DIdentity, superBounds: bounds,
            superAnchor: LayerPlacement.anchorInBounds(bounds, v.pointee.anchorPoint), superAnchorZ: v.pointee.anchorPointZ,
            sublayerTransform: v.pointee.sublayerTransform, isGeometryFlipped: v.pointee.isGeometryFlipped, isMask: false,
            flattens: !preservesDepth)
        let particlesToPixels = CATransform3DConcat(space, world)
        // A sublayerTransform that multiplies past Double's range leaves nowhere to draw.
        guard particlesToPixels.isFinite else { return }
        let placement = ItemPlacement(transform: particlesToPixels, bounds: bounds,
                                      opacity: context.opacity, tint: context.tint, clip: context.clip)
        let mode = e.renderMode
        var runs: [ParticleRun] = []
        var drawn = 0, generations = 1
        EmitterSimulation.forEachRun(e.cellValues, emitter: emitter, time: time) { run, _, cell in
            guard let contents = cell.contentsItem() else { return }
            run.placement = placement
            run.contents = contents
            run.isAdditive = mode == .additive
            run.isReversed = mode == .oldestLast
            run.preservesDepth = preservesDepth
            drawn += 1
            generations = max(generations, run.levels.count)
            if mode == .oldestFirst || mode == .oldestLast || mode == .backToFront {
                runs.append(run)
            } else {
                list.commands.append(.particles(pools.particles.box(run)))
            }
        }
        if !runs.isEmpty {
            if mode != .backToFront, drawn == 1, generations == 1 {
                // One cell's births are in age order already.
                list.commands.append(.particles(pools.particles.box(runs[0])))
            } else {
                emitSorted(runs, mode: mode)
            }
        }
        // Particles may be anywhere in the layer's space.
        if drawn > 0 { footprint = footprint.union(viewportPixels) }
    }

    /// The live particles of `runs` as layer items, ordered across all of them: oldest
    /// first or last (by birth time), or back to front (by z).
    private mutating func emitSorted(_ runs: [ParticleRun], mode: EmitterRenderKind) {
        var particles: [(run: Int, state: ParticleState)] = []
        for (r, run) in runs.enumerated() {
            ParticleFormula.forEachParticle(run) { particles.append((r, $0)) }
        }
        switch mode {
        case .oldestFirst: particles.sort { $0.state.age > $1.state.age }
        case .oldestLast: particles.sort { $0.state.age < $1.state.age }
        default: particles.sort { $0.state.position.z < $1.state.position.z }
        }
        let boxes = runs.map { run in run.contents.map { pools.contents.box($0) } }
        for (r, state) in particles {
            // A particle whose motion has run past Double's range is nowhere on screen.
            guard let box = boxes[r], let item = runs[r].item(of: state, contentsBox: box),
                  item.placement.transform.isFinite else { continue }
            list.commands.append(.layer(item))
        }
    }
}

extension EmitterValues {
    /// The emitter's values now, with its cells' `cells`, as an epoch of its history from
    /// `since`.
    func epoch(since: Double, cells: [ParticleCell]) -> ParticleEpoch {
        ParticleEpoch(since: since, cells: cells, rate: Double(birthRate), lifetime: Double(lifetime), velocity: Double(velocity),
                      scale: Double(scale), spin: Double(spin),
                      position: SIMD3(Double(emitterPosition.x), Double(emitterPosition.y), Double(emitterZPosition)),
                      size: SIMD3(Double(emitterSize.width), Double(emitterSize.height), Double(emitterDepth)))
    }
}
