import Foundation

// Preparing particle runs. Input: a `ParticleRun`; output: one `PreparedParticles` record
// for a sink that draws the run instanced, from the closed form (the CPU's cost: the
// run's, not its particles'); else each live particle as a layer record with the cell's
// image (`ParticleFormula`), in the run's order. Runs in frame preparation.

/// An emitter cell's particles, for a backend that draws them in one instanced draw
/// (`PreparedFrameSink.particles(_:)`): instance i of `instanceCount` evaluates
/// `ParticleRun`'s closed form for its births and draws the particle's quad (the cell's
/// image, `contentsRect` of it, centred, scaled, turned, tinted by its colour) through
/// `run.placement`, clipped by `clip`, added to the surface when `run.isAdditive`.
package struct PreparedParticles {
    package var surface: Int
    /// The innermost clip region (a valid index), or −1.
    package var clip: Int32
    /// The pixels the particles can touch (the surface's relevant area ∩ the clip chain).
    package var bounds: PixelRect
    package var run: ParticleRun
    /// The cell's image and its texels.
    package var contents: ContentsItem
    package var pixels: PixelBuffer
    package var instanceCount: Int
}

extension FramePreparation {
    func prepareParticles(_ run: ParticleRun, on target: DrawTarget, into sink: any PreparedFrameSink) {
        let p = run.placement
        guard let contents = run.contents, contents.image.width > 0, contents.image.height > 0,
              p.opacity > 0, p.opacity.isFinite, p.tint.alpha > 0, p.transform.isFinite, run.count > 0 else { return }
        var bounds = target.relevant
        if let clip = clipBounds(p.clip) { bounds = bounds.intersection(clip) }
        guard !bounds.isEmpty else { return }
        if let count = run.instanceCount, count > 0,
           sink.particles(PreparedParticles(surface: target.surface, clip: validClip(p.clip), bounds: bounds, run: run,
                                            contents: contents, pixels: contents.image.pixels, instanceCount: count)) {
            countDrawn(count)
            return
        }
        let box = ItemBox(contents)
        func draw(_ particle: ParticleState) {
            guard let item = run.item(of: particle, contentsBox: box) else { return }
            prepareLayer(item, on: target, isAdditive: run.isAdditive, into: sink)
        }
        if run.isReversed {
            var all: [ParticleState] = []
            ParticleFormula.forEachParticle(run) { all.append($0) }
            for particle in all.reversed() { draw(particle) }
        } else {
            ParticleFormula.forEachParticle(run, draw)
        }
    }
}
