import Foundation

// The particles of an emitter at a time, in closed form. Input: the emitter's values
// (`EmitterParameters`), its cells as values (`EmitterCellParameters`) and a time in the
// emitter layer's local time; output: every live particle's state (`Particle`). Runs in
// the evaluation phase of a frame (or anywhere: it reads only its inputs).
//
// Particle i of a cell is born when the cell's births, counted from the cell's start at
// its birth rate × the layer's (a piecewise-constant history: a change of the layer's
// rate applies to births after it), reach i. Its random values are `ParticleRandom`'s,
// so everything about it is a function of (seed, cell path, i) and its age: the frame at
// t is the same whether or not the frames before it were computed. Ranges are Apple's
// base ± range, drawn uniformly once at birth:
//
// - lifetime (lifetime ± lifetimeRange) × layer lifetime; velocity likewise × layer
//   velocity; scale × layer scale, + scaleSpeed per second; spin × layer spin;
// - the direction: uniform over the spherical cap of half-angle emissionRange / 2 about
//   (cos lat·cos lon, cos lat·sin lon, sin lat): 2π sends particles every way;
// - the position: p₀ + v·t + ½·a·t² from the emission point (`EmitterShapes`);
// - colour: color ± each range, + each speed per second, clamped to 0…1.
//
// Sub-cells: every live particle of a cell emits each sub-cell from its current place,
// their directions turned from the parent's current direction of travel (a sub-cell's
// longitude and latitude are relative to it), their colour and scale multiplied by the
// parent's. A sub-particle lives its own life after its parent dies.

/// The emitter layer's values the simulation reads.
package struct EmitterParameters: Sendable {
    /// Multipliers of every cell's values.
    package var lifetime: Double = 1, velocity: Double = 1, scale: Double = 1, spin: Double = 1
    /// The layer's birth rate multiplier from `since` on (times ascending; the first
    /// applies before its time too).
    package var birthRates: [(since: Double, rate: Double)] = [(-.infinity, 1)]
    package var position = SIMD3<Double>(0, 0, 0)
    package var size = SIMD3<Double>(0, 0, 0)
    package var shape: CAEmitterLayerEmitterShape = .point
    package var mode: CAEmitterLayerEmitterMode = .volume
    package var seed: UInt32 = 0

    package init() {}
}

/// A cell's values, read once from a `CAEmitterCell` (and its sub-cells).
package struct EmitterCellParameters: @unchecked Sendable {
    package var name: String?
    package var birthRate: Double, lifetime: Double, lifetimeRange: Double
    package var latitude: Double, longitude: Double, range: Double
    package var velocity: Double, velocityRange: Double
    package var acceleration: SIMD3<Double>
    package var scale: Double, scaleRange: Double, scaleSpeed: Double
    package var spin: Double, spinRange: Double
    package var color: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>
    /// When the cell emits, in its emitter's time: [start, end).
    package var start: Double, end: Double
    package var contents: CGImage?
    package var contentsRect: CGRect
    /// Image pixels per point, and the filters the image is drawn with.
    package var contentsScale: CGFloat
    package var minificationFilter: ContentsFilterKind, magnificationFilter: ContentsFilterKind
    package var children: [EmitterCellParameters]

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
        birthRate = finite(Double(cell.birthRate), "birthRate", nonNegative: true)
        lifetime = finite(Double(cell.lifetime), "lifetime", nonNegative: true)
        lifetimeRange = abs(finite(Double(cell.lifetimeRange), "lifetimeRange"))
        latitude = Double(cell.emissionLatitude); longitude = Double(cell.emissionLongitude)
        range = abs(Double(cell.emissionRange))
        velocity = Double(cell.velocity); velocityRange = abs(Double(cell.velocityRange))
        acceleration = SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
        scale = Double(cell.scale); scaleRange = abs(Double(cell.scaleRange)); scaleSpeed = Double(cell.scaleSpeed)
        spin = Double(cell.spin); spinRange = abs(Double(cell.spinRange))
        let c = cell.color?.rgba ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        color = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        colorRange = SIMD4(Double(cell.redRange), Double(cell.greenRange), Double(cell.blueRange), Double(cell.alphaRange))
        colorSpeed = SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed))
        start = cell.beginTime.isFinite ? cell.beginTime : 0
        end = cell.duration > 0 && cell.duration.isFinite ? start + cell.duration : .infinity
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
        if !cell.isEnabled || !(birthRate >= 0) || !(lifetime >= 0) || !lifetimeRange.isFinite {
            birthRate = 0
        }
    }

    /// The longest life a particle can have (before the layer's multiplier).
    var longestLife: Double { lifetime + lifetimeRange }

    /// How long after its birth a particle or one of its descendants can still live
    /// (before the layer's multiplier): its life, then its sub-cells' reach.
    var reach: Double { longestLife + (children.map(\.reach).max() ?? 0) }
}

/// One live particle.
package struct Particle: Equatable, Sendable {
    /// Which cell: its index path through the cells (top level first).
    package var cell: [Int]
    /// Its index among its cell's births (for a sub-cell: among those of its parent particle).
    package var index: UInt32
    package var birthTime: Double
    package var age: Double
    package var lifetime: Double
    /// Where it is, in the layer's coordinates (z toward the viewer).
    package var position: SIMD3<Double>
    /// Its velocity now (points per second).
    package var velocity: SIMD3<Double>
    package var scale: Double
    /// Its rotation about z, radians.
    package var rotation: Double
    /// Its colour (unpremultiplied, 0…1).
    package var color: SIMD4<Double>
}

/// The live particles of an emitter at a time.
package enum EmitterSimulation {
    /// Calls `body` with every particle of `cells` alive at `time` (the emitter layer's
    /// local time), cell by cell, each cell's particles oldest first.
    package static func forEachParticle(_ cells: [EmitterCellParameters], emitter: EmitterParameters, time: Double,
                                        _ body: (Particle) -> Void) {
        guard time.isFinite else { return }
        for (i, cell) in cells.enumerated() {
            let path = ParticleRandom.path(parent: 0, child: i)
            let origin = Origin(position: emitter.position, color: SIMD4(1, 1, 1, 1), scale: 1,
                                from: cell.start, until: cell.end)
            emit(cell, cellPath: [i], pathHash: path, origin: origin, emitter: emitter, time: time, body)
        }
    }

    /// All particles alive at `time`, in `forEachParticle`'s order.
    package static func particles(_ cells: [EmitterCellParameters], emitter: EmitterParameters, time: Double) -> [Particle] {
        var out: [Particle] = []
        forEachParticle(cells, emitter: emitter, time: time) { out.append($0) }
        return out
    }

    /// Where a cell's particles come from: the emitter's shape, or a parent particle
    /// (its position and direction at the sub-particle's birth), and the window of births.
    struct Origin {
        var position: SIMD3<Double>
        /// nil: the emitter's shape; else the parent particle, as a function of time.
        var parent: ((Double) -> (position: SIMD3<Double>, velocity: SIMD3<Double>))?
        var color: SIMD4<Double>
        var scale: Double
        var from: Double, until: Double

        init(position: SIMD3<Double>, color: SIMD4<Double>, scale: Double,
             from: Double, until: Double, parent: ((Double) -> (position: SIMD3<Double>, velocity: SIMD3<Double>))? = nil) {
            self.position = position
            self.color = color
            self.scale = scale
            self.from = from
            self.until = until
            self.parent = parent
        }
    }

    private static func emit(_ cell: EmitterCellParameters, cellPath: [Int], pathHash: UInt32, origin: Origin,
                             emitter: EmitterParameters, time: Double, _ body: (Particle) -> Void) {
        guard cell.birthRate > 0 else { return }
        let schedule = BirthSchedule(rate: cell.birthRate, layerRates: emitter.birthRates, from: origin.from,
                                     until: origin.until)
        // Births that can still be alive, or have live descendants: born within the
        // cell's reach before `time`.
        let reach = cell.reach * max(emitter.lifetime, 0)
        let first = schedule.count(at: time - reach), last = schedule.count(at: time)
        guard first < last else { return }
        let hasChildren = !cell.children.isEmpty
        for n in first..<last {
            let index = UInt32(truncatingIfNeeded: n)
            let born = schedule.time(ofBirth: n)
            guard born <= time else { break }
            let random = ParticleRandom(seed: emitter.seed, cell: pathHash, index: index)
            let life = max(0, (cell.lifetime + cell.lifetimeRange * random.signed(0)) * emitter.lifetime)
            let age = time - born
            let state = Particles.start(cell, random: random, origin: origin, emitter: emitter, born: born)
            if age < life {
                body(Particles.particle(cell, cellPath: cellPath, index: index, state: state, born: born, age: age,
                                        life: life))
            }
            guard hasChildren else { continue }
            // This particle emits its sub-cells while it lives.
            let parentState = state
            let move: (Double) -> (position: SIMD3<Double>, velocity: SIMD3<Double>) = { t in
                let a = t - born
                return (parentState.position + parentState.velocity * a + 0.5 * cell.acceleration * a * a,
                        parentState.velocity + cell.acceleration * a)
            }
            for (c, child) in cell.children.enumerated() {
                let childOrigin = Origin(position: parentState.position, color: parentState.color, scale: parentState.scale,
                                         from: born + max(child.start, 0), until: min(born + life, born + child.end),
                                         parent: move)
                emit(child, cellPath: cellPath + [c], pathHash: ParticleRandom.path(parent: pathHash, child: c, parentIndex: index),
                     origin: childOrigin, emitter: emitter, time: time, body)
            }
        }
    }
}

/// When a cell's births happen: its rate times the layer's piecewise-constant
/// multiplier, counted from `from` and stopping at `until`.
struct BirthSchedule {
    /// Segments [start, next start) with their rate and the births before them.
    private var segments: [(start: Double, rate: Double, before: Double)] = []
    private let until: Double

    init(rate: Double, layerRates: [(since: Double, rate: Double)], from: Double, until: Double) {
        self.until = until
        var before = 0.0
        var start = from
        var rates = layerRates.isEmpty ? [(since: -Double.infinity, rate: 1.0)] : layerRates
        rates[0].since = -.infinity
        for (k, entry) in rates.enumerated() {
            let next = k + 1 < rates.count ? rates[k + 1].since : .infinity
            guard next > start else { continue }
            let r = entry.rate.isFinite ? max(entry.rate, 0) * rate : 0
            segments.append((start, r, before))
            if next.isFinite { before += r * (min(next, until) - start); start = next }
            if start >= until { break }
        }
    }

    /// Births that happened before `time` (strictly before: a birth at `time` counts from
    /// the next instant on, so `count(at: time(ofBirth: n))` is n).
    func count(at time: Double) -> Int {
        let t = min(time, until)
        guard let first = segments.first, t > first.start else { return 0 }
        var k = segments.count - 1
        while k > 0 && segments[k].start >= t { k -= 1 }
        let s = segments[k]
        let births = s.before + s.rate * (t - s.start)
        // Births happen at whole counts 0, 1, 2…: before `t` there are ⌈births⌉ of them.
        return births.isFinite ? Int(min(births.rounded(.up), 1e12)) : 0
    }

    /// When birth `n` (from 0) happens.
    func time(ofBirth n: Int) -> Double {
        let target = Double(n)
        var k = segments.count - 1
        while k > 0 && segments[k].before > target { k -= 1 }
        while k > 0 && segments[k].rate == 0 && segments[k].before >= target { k -= 1 }
        let s = segments[k]
        guard s.rate > 0 else { return .infinity }
        return s.start + (target - s.before) / s.rate
    }
}

/// A particle's values at birth, and at an age.
enum Particles {
    struct Start {
        var position: SIMD3<Double>, velocity: SIMD3<Double>
        var scale: Double, spin: Double, color: SIMD4<Double>
    }

    static func start(_ cell: EmitterCellParameters, random: ParticleRandom, origin: EmitterSimulation.Origin,
                      emitter: EmitterParameters,
                      born: Double) -> Start {
        // The emission point and the frame the cell's angles are measured in.
        var point: SIMD3<Double>
        var frame = (x: SIMD3<Double>(1, 0, 0), y: SIMD3<Double>(0, 1, 0), z: SIMD3<Double>(0, 0, 1))
        if let parent = origin.parent {
            let now = parent(born)
            point = now.position
            let speed = (now.velocity * now.velocity).sum().squareRoot()
            if speed > 1e-12 {
                // Longitude 0 along the parent's direction of travel, turned in its plane.
                let x = now.velocity / speed
                var y = SIMD3<Double>(-x.y, x.x, 0)
                let ly = (y * y).sum().squareRoot()
                y = ly > 1e-12 ? y / ly : SIMD3(0, 1, 0)
                let z = SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
                frame = (x, y, z)
            }
        } else {
            point = EmitterShapes.point(emitter, random: random)
        }
        let lat = cell.latitude, lon = cell.longitude
        let axisLocal = SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let axis = frame.x * axisLocal.x + frame.y * axisLocal.y + frame.z * axisLocal.z
        let direction = cone(axis, halfAngle: min(cell.range / 2, .pi), random: random)
        let speed = (cell.velocity + cell.velocityRange * random.signed(3)) * emitter.velocity
        let scale = (cell.scale + cell.scaleRange * random.signed(4)) * emitter.scale * origin.scale
        let spin = (cell.spin + cell.spinRange * random.signed(5)) * emitter.spin
        let offsets = SIMD4(random.signed(6), random.signed(7), random.signed(8), random.signed(9))
        let color = (cell.color + cell.colorRange * offsets) * origin.color
        return Start(position: point, velocity: direction * speed, scale: scale, spin: spin, color: color)
    }

    static func particle(_ cell: EmitterCellParameters, cellPath: [Int], index: UInt32, state s: Start, born: Double,
                         age: Double, life: Double) -> Particle {
        let a = cell.acceleration
        let color = s.color + cell.colorSpeed * age
        return Particle(cell: cellPath, index: index, birthTime: born, age: age, lifetime: life,
                        position: s.position + s.velocity * age + 0.5 * a * age * age,
                        velocity: s.velocity + a * age,
                        scale: max(0, s.scale + cell.scaleSpeed * age), rotation: s.spin * age,
                        color: color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)))
    }

    /// A direction uniform over the spherical cap of `halfAngle` about the unit `axis`.
    static func cone(_ axis: SIMD3<Double>, halfAngle: Double, random: ParticleRandom) -> SIMD3<Double> {
        guard halfAngle > 0 else { return axis }
        let cosTheta = 1 - random.unit(1) * (1 - cos(halfAngle))
        let sinTheta = max(0, 1 - cosTheta * cosTheta).squareRoot()
        let phi = 2 * Double.pi * random.unit(2)
        // Two unit vectors across the axis.
        let helper = abs(axis.z) < 0.9 ? SIMD3<Double>(0, 0, 1) : SIMD3<Double>(1, 0, 0)
        var u = SIMD3(axis.y * helper.z - axis.z * helper.y, axis.z * helper.x - axis.x * helper.z,
                      axis.x * helper.y - axis.y * helper.x)
        u /= (u * u).sum().squareRoot()
        let v = SIMD3(axis.y * u.z - axis.z * u.y, axis.z * u.x - axis.x * u.z, axis.x * u.y - axis.y * u.x)
        return axis * cosTheta + (u * cos(phi) + v * sin(phi)) * sinTheta
    }
}
