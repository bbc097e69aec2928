import Foundation

// An emitter's cells as particle runs. Input: the emitter's values (`EmitterParameters`:
// its history of birth rate, multipliers, position and size), its cells as values
// (`EmitterCellParameters`) and a time in the emitter layer's local time; output: one
// `ParticleRun` per cell (sub-cells included), each the closed form of that cell's live
// particles (`ParticleFormula`, shared with the backends). Runs in flattening (or
// anywhere: it reads only its inputs).
//
// Level 0's births that can still matter are those within the chain's reach before the
// time: the lives of the cell and of its ancestors, at the longest lifetime multiplier.

/// The emitter layer's values the simulation reads.
package struct EmitterParameters: Sendable {
    /// Multipliers of every cell's values.
    package var lifetime: Double = 1, velocity: Double = 1, scale: Double = 1, spin: Double = 1
    /// The layer's birth rate multiplier from `since` on (times ascending; the first
    /// applies before its time too), when `epochs` is nil.
    package var birthRates: [(since: Double, rate: Double)] = [(-.infinity, 1)]
    package var position = SIMD3<Double>(0, 0, 0)
    package var size = SIMD3<Double>(0, 0, 0)
    package var shape: CAEmitterLayerEmitterShape = .point
    package var mode: CAEmitterLayerEmitterMode = .volume
    package var seed: UInt32 = 0
    /// The emitter's recorded history (evaluation's); nil: `birthRates` with the values above.
    package var epochs: [ParticleEpoch]?

    package init() {}

    /// The history the runs of `cells` read: `epochs` when they hold these cells' slots,
    /// else `birthRates` with the values above and the cells as they are.
    package func history(of cells: [EmitterCellParameters]) -> [ParticleEpoch] {
        let slots = EmitterCellParameters.slots(cells)
        if let epochs, let first = epochs.first, first.cells.count == slots.count { return epochs }
        let rates = birthRates.isEmpty ? [(since: -Double.infinity, rate: 1.0)] : birthRates
        var epochs: [ParticleEpoch] = []
        for entry in rates {
            epochs.record(ParticleEpoch(since: entry.since, cells: slots, rate: entry.rate, lifetime: lifetime,
                                        velocity: velocity, scale: scale, spin: spin, position: position, size: size))
        }
        return epochs
    }
}

/// A cell's values, read once from a `CAEmitterCell` (and its sub-cells): its numbers
/// (`numbers`, read through this value as `birthRate`, `lifetime`, …), its picture and
/// its sub-cells.
@dynamicMemberLookup
package struct EmitterCellParameters: @unchecked Sendable {
    package var name: String?
    /// The numbers the particles are computed from (index and slot: the run's to set).
    package var numbers: ParticleCell
    /// The cell's `speed` (≥ 0), which its birth rate is multiplied by.
    package var timeScale: Double
    package var contents: CGImage?
    package var contentsRect: CGRect
    /// Image pixels per point, and the filters the image is drawn with.
    package var contentsScale: CGFloat
    package var minificationFilter: ContentsFilterKind, magnificationFilter: ContentsFilterKind
    package var children: [EmitterCellParameters]

    package subscript<T>(dynamicMember keyPath: WritableKeyPath<ParticleCell, T>) -> T {
        get { numbers[keyPath: keyPath] }
        set { numbers[keyPath: keyPath] = newValue }
    }

    package subscript<T>(dynamicMember keyPath: KeyPath<ParticleCell, T>) -> T { numbers[keyPath: keyPath] }

    /// The values of `cell`; a cell that cannot emit (disabled, a rate or lifetime that is
    /// not a finite number ≥ 0, a cell inside itself) gets rate 0, with a diagnostic for
    /// the bad numbers.
    package init(_ cell: CAEmitterCell, ancestors: [ObjectIdentifier] = []) {
        name = cell.name
        func finite(_ v: Double, _ what: String, nonNegative: Bool = false) -> Double {
            if v.isFinite && (!nonNegative || v >= 0) { return v }
            LaminaDiagnostics.report(.invalidArgument,
                "CAEmitterCell\(cell.name.map { " \"\($0)\"" } ?? ""): \(what) \(v) is not valid; the cell emits nothing")
            return .nan
        }
        timeScale = cell.speed.isFinite ? max(Double(cell.speed), 0) : 0
        let c = cell.color?.rgba ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        // The cell emits while its timing is active (CAMediaTiming, as an animation's):
        // from beginTime, for its duration (doubled by autoreverses) times repeatCount, or
        // repeatDuration; its time runs at `speed` from `timeOffset`, which scales its birth
        // rate and its window. Duration 0: always, from beginTime.
        let start = cell.beginTime.isFinite ? cell.beginTime : 0
        let speed = Double(cell.speed)
        let cycle = cell.duration > 0 && cell.duration.isFinite ? cell.duration * (cell.autoreverses ? 2 : 1) : .infinity
        var active = cycle
        if cell.repeatDuration > 0 {
            active = cell.repeatDuration
        } else if cell.repeatCount > 0 {
            active = cycle * Double(cell.repeatCount)
        }
        let offset = cell.timeOffset.isFinite ? max(cell.timeOffset, 0) : 0
        let end = speed > 0 && speed.isFinite ? start + max(active - offset, 0) / speed : start
        numbers = ParticleCell(
            index: 0, birthRate: finite(Double(cell.birthRate), "birthRate", nonNegative: true) * timeScale,
            lifetime: finite(Double(cell.lifetime), "lifetime", nonNegative: true),
            lifetimeRange: abs(finite(Double(cell.lifetimeRange), "lifetimeRange")),
            latitude: Double(cell.emissionLatitude), longitude: Double(cell.emissionLongitude),
            range: abs(Double(cell.emissionRange)), velocity: Double(cell.velocity),
            velocityRange: abs(Double(cell.velocityRange)),
            acceleration: SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration)),
            scale: Double(cell.scale), scaleRange: abs(Double(cell.scaleRange)), scaleSpeed: Double(cell.scaleSpeed),
            spin: Double(cell.spin), spinRange: abs(Double(cell.spinRange)),
            color: SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)),
            colorRange: SIMD4(Double(cell.redRange), Double(cell.greenRange), Double(cell.blueRange), Double(cell.alphaRange)),
            colorSpeed: SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)),
            start: start, end: end)
        if let image = cell.contents as? CGImage {
            contents = image
        } else {
            if cell.contents != nil {
                LaminaDiagnostics.report(.invalidArgument,
                    "CAEmitterCell\(cell.name.map { " \"\($0)\"" } ?? "").contents is not a CGImage; its particles draw nothing")
            }
            contents = nil
        }
        contentsRect = cell.contentsRect
        contentsScale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
        minificationFilter = ContentsFilterKind(CALayerContentsFilter(rawValue: cell.minificationFilter))
        magnificationFilter = ContentsFilterKind(CALayerContentsFilter(rawValue: cell.magnificationFilter))
        let id = ObjectIdentifier(cell)
        var children: [EmitterCellParameters] = []
        for child in cell.emitterCells ?? [] {
            if ancestors.contains(ObjectIdentifier(child)) || child === cell {
                LaminaDiagnostics.report(.invalidArgument,
                    "CAEmitterCell\(child.name.map { " \"\($0)\"" } ?? ""): a cell inside itself; that sub-cell emits nothing")
                continue
            }
            children.append(EmitterCellParameters(child, ancestors: ancestors + [id]))
        }
        self.children = children
        if !cell.isEnabled || !(numbers.birthRate >= 0) || !(numbers.lifetime >= 0) || !numbers.lifetimeRange.isFinite {
            numbers.birthRate = 0
        }
    }

    /// How long after its birth a particle or one of its descendants can still live
    /// (before the layer's multiplier): its life, then its sub-cells' reach.
    package var reach: Double { numbers.longestLife + (children.map(\.reach).max() ?? 0) }

    /// Every cell of `cells` and their sub-cells, depth first: their numbers by slot.
    package static func slots(_ cells: [EmitterCellParameters]) -> [ParticleCell] {
        var out: [ParticleCell] = []
        func visit(_ list: [EmitterCellParameters]) {
            for (i, cell) in list.enumerated() {
                var numbers = cell.particleCell(index: i)
                numbers.slot = out.count
                out.append(numbers)
                visit(cell.children)
            }
        }
        visit(cells)
        return out
    }

    /// How many cells `cells` and their sub-cells are.
    package static func slotCount(_ cells: [EmitterCellParameters]) -> Int {
        cells.reduce(0) { $0 + 1 + slotCount($1.children) }
    }

    /// Whether `slots` are the numbers of `cells`, depth first (compared in place).
    package static func cells(_ cells: [EmitterCellParameters], match slots: [ParticleCell]) -> Bool {
        var k = 0
        func visit(_ list: [EmitterCellParameters]) -> Bool {
            for (i, cell) in list.enumerated() {
                guard k < slots.count else { return false }
                var numbers = cell.particleCell(index: i)
                numbers.slot = k
                guard numbers == slots[k] else { return false }
                k += 1
                guard visit(cell.children) else { return false }
            }
            return true
        }
        return visit(cells) && k == slots.count
    }

    /// The cell's numbers as the `index`-th of its parent's cells.
    func particleCell(index: Int) -> ParticleCell {
        var n = numbers
        n.index = index
        return n
    }

    /// What its particles draw: its image (nil: nothing).
    func contentsItem() -> ContentsItem? {
        guard let image = contents, image.width > 0, image.height > 0 else { return nil }
        let w = CGFloat(image.width) / contentsScale, h = CGFloat(image.height) / contentsScale
        return ContentsItem(image: image, sourceRect: contentsRect,
                            destinationRect: CGRect(x: -w / 2, y: -h / 2, width: w, height: h),
                            center: CGRect(x: 0, y: 0, width: 1, height: 1),
                            minificationFilter: minificationFilter, magnificationFilter: magnificationFilter,
                            isFlipped: false, contentsScale: contentsScale)
    }
}

/// One live particle (what tests and callers outside drawing read): its state
/// (`ParticleState`: index, age, position, …, read through this value), which cell, and
/// when it was born.
@dynamicMemberLookup
package struct Particle: Equatable, Sendable {
    /// Which cell: its index path through the cells (top level first).
    package var cell: [Int]
    package var birthTime: Double
    package var state: ParticleState

    package subscript<T>(dynamicMember keyPath: KeyPath<ParticleState, T>) -> T { state[keyPath: keyPath] }
}

/// An emitter's cells as runs.
package enum EmitterSimulation {
    /// Calls `body` with the run of every cell that can emit (sub-cells after their
    /// parent), its path through the cells and its values. The runs' placement, contents
    /// and drawing order are left for the caller. A cell with more than `mostLive` live
    /// births keeps the youngest (with a diagnostic).
    package static func forEachRun(_ cells: [EmitterCellParameters], emitter: EmitterParameters, time: Double,
                                   mostLive: Int = ParticleRun.maximumInstances,
                                   _ body: (inout ParticleRun, _ path: [Int], _ cell: EmitterCellParameters) -> Void) {
        guard time.isFinite, !cells.isEmpty else { return }
        let epochs = emitter.history(of: cells)
        guard let current = epochs.last else { return }
        var run = ParticleRun(placement: ItemPlacement(transform: CATransform3DIdentity, bounds: .zero, opacity: 1,
                                                       tint: .white, clip: -1),
                              seed: emitter.seed, shape: EmitterShapeKind(rawValue: emitter.shape.resolvedKind) ?? .point,
                              mode: EmitterModeKind(rawValue: emitter.mode.resolvedKind) ?? .volume, epochs: epochs,
                              levels: [], first: 0, count: 0, segments: [], time: time, contents: nil, isAdditive: false,
                              isReversed: false, preservesDepth: false)
        var slot = 0
        for (i, cell) in cells.enumerated() {
            let top = current.cells[slot]
            let births = ParticleBirths(slot: slot, epochs: epochs, from: top.start, until: top.end)
            visit(cell, index: i, slot: &slot, path: [i], levels: [], reach: 0, births: births, mostLive: Int64(max(mostLive, 1)),
                  run: &run, body)
        }
    }

    private static func visit(_ cell: EmitterCellParameters, index: Int, slot: inout Int, path: [Int],
                              levels: [ParticleCell], reach: Double, births: ParticleBirths, mostLive: Int64,
                              run: inout ParticleRun, _ body: (inout ParticleRun, [Int], EmitterCellParameters) -> Void) {
        let own = slot
        slot += 1
        var level = run.epochs[run.epochs.count - 1].cells[own]
        if let parent = levels.last { level.radix = ParticleFormula.radix(ofSlot: own, parent: parent.slot, epochs: run.epochs) }
        let chain = levels + [level]
        let reach = reach + ParticleFormula.longestLife(ofSlot: own, in: run.epochs)
        // A cell that never emits (in any remembered epoch) has no particles; its
        // sub-cells' slots are still counted.
        if run.epochs.contains(where: { $0.rate(ofSlot: own) > 0 }) {
            let last = births.count(at: run.time)
            var first = births.count(at: run.time - reach)
            if last - first > mostLive {
                // More live births than the frame can draw: the youngest are kept.
                LaminaDiagnostics.report(.invalidArgument,
                    "CAEmitterCell\(cell.name.map { " \"\($0)\"" } ?? ""): \(last - first) live particles; only the "
                        + "youngest \(mostLive) are drawn")
                first = last - mostLive
            }
            run.levels = chain
            run.first = first
            run.count = Int(clamping: last - min(first, last))
            run.segments = births.segments(first: first, last: last, time: run.time)
            run.contents = nil
            body(&run, path, cell)
        }
        for (c, child) in cell.children.enumerated() {
            visit(child, index: c, slot: &slot, path: path + [c], levels: chain, reach: reach, births: births,
                  mostLive: mostLive, run: &run, body)
        }
    }

    /// How long after a birth of a top-level cell one of its line can still live, in any of
    /// `epochs`: the longest chain of lives.
    package static func reach(of cells: [EmitterCellParameters], epochs: [ParticleEpoch]) -> Double {
        var slot = 0
        func visit(_ list: [EmitterCellParameters]) -> Double {
            var longest = 0.0
            for cell in list {
                let own = slot < epochs.first?.cells.count ?? 0 ? ParticleFormula.longestLife(ofSlot: slot, in: epochs) : 0
                slot += 1
                longest = max(longest, own + visit(cell.children))
            }
            return longest
        }
        return visit(cells)
    }

    /// Calls `body` with every particle of `cells` alive at `time` (the emitter layer's
    /// local time), cell by cell (sub-cells after their parent), in birth order.
    package static func forEachParticle(_ cells: [EmitterCellParameters], emitter: EmitterParameters, time: Double,
                                        _ body: (Particle) -> Void) {
        forEachRun(cells, emitter: emitter, time: time) { run, path, _ in
            ParticleFormula.forEachParticle(run) { p in
                body(Particle(cell: path, birthTime: run.time - p.age, state: p))
            }
        }
    }

    /// All particles alive at `time`, in `forEachParticle`'s order.
    package static func particles(_ cells: [EmitterCellParameters], emitter: EmitterParameters, time: Double) -> [Particle] {
        var out: [Particle] = []
        forEachParticle(cells, emitter: emitter, time: time) { out.append($0) }
        return out
    }
}
