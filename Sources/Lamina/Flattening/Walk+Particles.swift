import Foundation

// Flattening's share of emitters. Input: an emitter layer's values, its history and its
// local time this frame (evaluation's); output: one `ParticleRun` per cell that draws
// (the closed form of its live particles: a backend draws each run as one instanced
// draw), or, where the render mode orders particles across cells or generations, every
// live particle as a layer item in that order. Runs inside the walk of
// `RenderListBuilder`, on the thread that drives frames.

/// An emitter's particles this frame, before they are placed: what every copy a
/// replicator makes of the emitter draws (found once a frame, placed per copy).
struct EmitterParticles {
    /// One run per cell that draws, contents and drawing flags set.
    var runs: [ParticleRun] = []
    /// Where particles are ordered across cells or generations: every live particle, in
    /// the render mode's order (nil: the runs are drawn as runs).
    var ordered: [(run: Int, state: ParticleState)]?
    /// The runs' contents, boxed once for the items of `ordered`.
    var contentsBoxes: [ItemBox<ContentsItem>?] = []
}

extension Walk {
    /// An emitter layer's particles at its time this frame, in the render mode's order.
    mutating func emitParticles(_ index: Int, values v: Values, world: CATransform3D, context: Context) {
        let e = v.pointee.emitter
        guard !e.cellValues.isEmpty, let time = tree.emitterTimes[index] else { return }
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
        // Copies that show the emitter's own values (not late ones) share its particles.
        let shared = v == presented.baseAddress! + index
        let particles: EmitterParticles
        if shared, let found = emitterParticles[index] {
            particles = found
        } else {
            particles = findParticles(index, values: v, time: time, copies: context.copies)
            if shared { emitterParticles[index] = particles }
        }
        if let ordered = particles.ordered {
            for (r, state) in ordered {
                // A particle whose motion has run past Double's range is nowhere on screen.
                var run = particles.runs[r]
                run.placement = placement
                guard let box = particles.contentsBoxes[r], let item = run.item(of: state, contentsBox: box),
                      item.placement.transform.isFinite else { continue }
                list.commands.append(.layer(item))
            }
        } else {
            for var run in particles.runs {
                run.placement = placement
                list.commands.append(.particles(pools.particles.box(run)))
            }
        }
        // Particles may be anywhere in the layer's space.
        if !particles.runs.isEmpty { footprint = footprint.union(viewportPixels) }
    }

    /// The particles of emitter `index`, whose values are `v`, at `time`, unplaced: a cell
    /// keeps its youngest within what a frame can draw (fewer where particles are listed
    /// one by one), shared among the `copies` replicators make of the emitter.
    private func findParticles(_ index: Int, values v: Values, time: Double, copies: Int) -> EmitterParticles {
        let e = v.pointee.emitter
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
        let mode = e.renderMode
        let ordered = mode == .oldestFirst || mode == .oldestLast || mode == .backToFront
        let mostLive = (ordered ? ParticleRun.maximumListed : ParticleRun.maximumInstances) / copies
        var found = EmitterParticles()
        var generations = 1
        EmitterSimulation.forEachRun(e.cellValues, emitter: emitter, time: time, mostLive: mostLive) { run, _, cell in
            guard let contents = cell.contentsItem() else { return }
            run.contents = contents
            run.isAdditive = mode == .additive
            run.isReversed = mode == .oldestLast
            run.preservesDepth = v.pointee.preservesDepth
            generations = max(generations, run.levels.count)
            found.runs.append(run)
        }
        // One cell's births are in age order already: its run draws them in order.
        guard ordered, mode == .backToFront || found.runs.count > 1 || generations > 1 else { return found }
        var particles: [(run: Int, state: ParticleState)] = []
        for (r, run) in found.runs.enumerated() {
            ParticleFormula.forEachParticle(run) { particles.append((r, $0)) }
        }
        let mostListed = max(ParticleRun.maximumListed / copies, 1)
        if particles.count > mostListed {
            // Sub-cells' particles multiply their parents': the youngest are kept.
            LaminaDiagnostics.report(.invalidArgument, "CAEmitterLayer: \(particles.count) live particles to order"
                + (copies > 1 ? " in each of \(copies) copies" : "") + "; only the youngest \(mostListed) are drawn")
            particles.sort { $0.state.age < $1.state.age }
            particles.removeLast(particles.count - mostListed)
        }
        switch mode {
        case .oldestFirst: particles.sort { $0.state.age > $1.state.age }
        case .oldestLast: particles.sort { $0.state.age < $1.state.age }
        default: particles.sort { $0.state.position.z < $1.state.position.z }
        }
        found.ordered = particles
        found.contentsBoxes = found.runs.map { run in run.contents.map { pools.contents.box($0) } }
        return found
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
