import Foundation

/// One emitter cell's live particles in a RenderList: not the particles themselves but
/// what computes them, so that a backend draws them as one instanced draw and the list
/// costs per cell, not per particle (`CAEmitterLayer` drawn as replicator copies are).
///
/// The particles are a closed form of the emitter's local `time` (`ParticleFormula`):
/// the cell is `levels.last`, and `levels` runs from the top-level cell down to it, each
/// level's particles emitting the next level's. Level 0's births that can still have a
/// live particle at the end of the chain are numbers `first ..< first + count`, timed by
/// `segments`; a sub-level's births under each parent particle are timed from the
/// parent's birth through `epochs`, the emitter's history (which its birth rate,
/// multipliers, position and size have been, and since when: a change applies to
/// particles born after it, as on Apple's stepped emitter).
///
/// Instance i (of `instanceCount`) is, level by level from the outermost, digit
/// i / (radix product of the levels below) … : level 0's birth `first + i₀`, then birth
/// jₖ < `levels[k].radix` of its parent; an instance whose births do not all exist, or
/// whose particle is not alive at `time`, draws nothing. The CPU walks the same births
/// without the dead instances (`ParticleFormula.forEachParticle`).
package struct ParticleRun {
    /// The emitter layer's bounds space (the particles' coordinates, z toward the viewer;
    /// z is kept only with `preservesDepth`) → target pixels, the layer's opacity, tint
    /// and clip.
    package var placement: ItemPlacement
    package var seed: UInt32
    package var shape: EmitterShapeKind
    package var mode: EmitterModeKind
    /// The emitter's history, oldest first (at least one; the first applies before its
    /// `since` too).
    package var epochs: [ParticleEpoch]
    /// The cell and its ancestors, top-level first (their indices, slots and radixes; their
    /// values are the epochs').
    package var levels: [ParticleCell]
    /// Level 0's first birth that can still show, and how many follow it.
    package var first: Int64
    package var count: Int
    /// Level 0's births `first ..< first + count`, in runs of one rate.
    package var segments: [ParticleSegment]
    /// The emitter layer's local time.
    package var time: Double
    /// The cell's image centred on each particle (its `destinationRect`, the image's size
    /// in points), `contentsRect` of it, sampled by the cell's filters; nil: the cell's
    /// particles draw nothing (they may still emit sub-cells).
    package var contents: ContentsItem?
    /// Source-additive (`.additive`): each particle is added to what is beneath it.
    package var isAdditive: Bool
    /// Drawn youngest first (`.oldestLast`); else in birth order.
    package var isReversed: Bool
    package var preservesDepth: Bool

    package init(placement: ItemPlacement, seed: UInt32, shape: EmitterShapeKind, mode: EmitterModeKind,
                 epochs: [ParticleEpoch], levels: [ParticleCell], first: Int64, count: Int, segments: [ParticleSegment],
                 time: Double, contents: ContentsItem?, isAdditive: Bool, isReversed: Bool, preservesDepth: Bool) {
        self.placement = placement
        self.seed = seed
        self.shape = shape
        self.mode = mode
        self.epochs = epochs
        self.levels = levels
        self.first = first
        self.count = count
        self.segments = segments
        self.time = time
        self.contents = contents
        self.isAdditive = isAdditive
        self.isReversed = isReversed
        self.preservesDepth = preservesDepth
    }

    /// The most instances a run may ask a backend for (beyond, it is drawn from the CPU's
    /// walk of the live particles).
    package static let maximumInstances = 1 << 24

    /// The most live particles of a cell a frame lists one by one, for the render modes that
    /// order particles across cells or generations (each a layer item, sorted): 2²⁰ items
    /// are a few hundred megabytes of list already.
    package static let maximumListed = 1 << 20

    /// Instances in all: level 0's count times each sub-level's radix; nil when that
    /// exceeds `maximumInstances`.
    package var instanceCount: Int? {
        var total = count
        for level in levels.dropFirst() {
            let (product, overflow) = total.multipliedReportingOverflow(by: level.radix)
            guard !overflow, product <= Self.maximumInstances else { return nil }
            total = product
        }
        return total <= Self.maximumInstances ? total : nil
    }

    /// Where `particle` draws the cell's image (`contents.destinationRect` of its own
    /// space): scaled, turned about z, moved to its position (z only with
    /// `preservesDepth`), then through `placement`; its opacity times the particle's
    /// alpha, its tint times the particle's colour. Nil when it shows nothing.
    package func placement(of particle: ParticleState) -> ItemPlacement? {
        guard let contents, particle.color.w > 0, particle.scale > 0, (particle.position * 0).sum() == 0 else { return nil }
        let s = CGFloat(particle.scale)
        var local = CATransform3DMakeScale(s, s, 1)
        local = CATransform3DConcat(local, CATransform3DMakeRotation(CGFloat(particle.rotation), 0, 0, 1))
        local = CATransform3DConcat(local, CATransform3DMakeTranslation(
            CGFloat(particle.position.x), CGFloat(particle.position.y), preservesDepth ? CGFloat(particle.position.z) : 0))
        let p = placement
        let tint = CGColor.RGBA(red: p.tint.red * CGFloat(particle.color.x), green: p.tint.green * CGFloat(particle.color.y),
                                blue: p.tint.blue * CGFloat(particle.color.z), alpha: p.tint.alpha)
        return ItemPlacement(transform: CATransform3DConcat(local, p.transform), bounds: contents.destinationRect,
                             opacity: p.opacity * Float(particle.color.w), tint: tint, clip: p.clip)
    }

    /// `particle` as a layer item: the cell's image (in `contentsBox`, shared by the
    /// run's particles) at `placement(of:)`.
    package func item(of particle: ParticleState, contentsBox: ItemBox<ContentsItem>) -> LayerItem? {
        guard let placement = placement(of: particle) else { return nil }
        return LayerItem(placement: placement, corners: ItemCorners(radius: 0, maskedCorners: .allCorners, curve: .circular),
                         backgroundColor: nil, borderWidth: 0, borderColor: nil, contentsBox: contentsBox)
    }
}

/// A stretch of an emitter's history: from `since` (the emitter's local time) until the
/// next epoch's, its cells' values (every cell of the tree, by slot), what they are
/// multiplied by and where it emits. Particles take the values of the epoch they are
/// born in.
package struct ParticleEpoch: Equatable, Sendable {
    package var since: Double
    /// Every cell's values, by slot (`ParticleCell.slot`: the cells in depth-first order).
    package var cells: [ParticleCell] = []
    /// Per slot, the integral of the cell's birth rate × the layer's up to `since`
    /// (`ParticleHistory`; the first epoch's integrals are 0 at time 0): what births are
    /// counted by.
    package var integrals: [Double] = []
    /// The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin`.
    package var rate: Double
    package var lifetime: Double, velocity: Double, scale: Double, spin: Double
    /// `emitterPosition` and `emitterZPosition`; `emitterSize` and `emitterDepth`.
    package var position: SIMD3<Double>
    package var size: SIMD3<Double>

    package init(since: Double, cells: [ParticleCell] = [], rate: Double, lifetime: Double = 1, velocity: Double = 1,
                 scale: Double = 1, spin: Double = 1, position: SIMD3<Double> = .zero, size: SIMD3<Double> = .zero) {
        self.since = since
        self.cells = cells
        self.rate = rate
        self.lifetime = lifetime
        self.velocity = velocity
        self.scale = scale
        self.spin = spin
        self.position = position
        self.size = size
    }

    /// The same emitter values (everything but `since`).
    package func hasSameValues(as o: ParticleEpoch) -> Bool {
        rate == o.rate && lifetime == o.lifetime && velocity == o.velocity && scale == o.scale && spin == o.spin
            && position == o.position && size == o.size && cells == o.cells
    }
}

/// A run of level 0's births at one rate: birth `start` (counted from the run's
/// `first`) is `age` seconds old at the run's time, each next one `interval` younger,
/// all born in epoch `epoch`.
package struct ParticleSegment: Equatable, Sendable {
    package var start: Int
    package var age: Double
    package var interval: Double
    package var epoch: Int

    package init(start: Int, age: Double, interval: Double, epoch: Int) {
        self.start = start
        self.age = age
        self.interval = interval
        self.epoch = epoch
    }
}

/// A cell's values as numbers: in an epoch, and for one level of a run (whose values
/// the run's epochs hold).
package struct ParticleCell: Equatable, Sendable {
    /// Its index among its parent's `emitterCells` (or the layer's).
    package var index: Int
    /// Its place among all the emitter's cells, depth first (its values' index in an
    /// epoch's `cells`).
    package var slot = 0
    package var birthRate: Double, lifetime: Double, lifetimeRange: Double
    package var latitude: Double, longitude: Double, range: Double
    package var velocity: Double, velocityRange: Double
    package var acceleration: SIMD3<Double>
    package var scale: Double, scaleRange: Double, scaleSpeed: Double
    package var spin: Double, spinRange: Double
    package var color: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>
    /// When it emits: from its emitter's time `start` (a sub-cell: after its parent's
    /// birth) until `end`.
    package var start: Double, end: Double
    /// A sub-level's most births under one parent particle (level 0: 1).
    package var radix: Int

    package init(index: Int, birthRate: Double, lifetime: Double, lifetimeRange: Double, latitude: Double,
                 longitude: Double, range: Double, velocity: Double, velocityRange: Double, acceleration: SIMD3<Double>,
                 scale: Double, scaleRange: Double, scaleSpeed: Double, spin: Double, spinRange: Double,
                 color: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>, start: Double, end: Double,
                 radix: Int = 1) {
        self.index = index
        self.birthRate = birthRate
        self.lifetime = lifetime
        self.lifetimeRange = lifetimeRange
        self.latitude = latitude
        self.longitude = longitude
        self.range = range
        self.velocity = velocity
        self.velocityRange = velocityRange
        self.acceleration = acceleration
        self.scale = scale
        self.scaleRange = scaleRange
        self.scaleSpeed = scaleSpeed
        self.spin = spin
        self.spinRange = spinRange
        self.color = color
        self.colorRange = colorRange
        self.colorSpeed = colorSpeed
        self.start = start
        self.end = end
        self.radix = radix
    }

    /// The longest life one of its particles can have, before the layer's multiplier.
    package var longestLife: Double { lifetime + lifetimeRange }
}
