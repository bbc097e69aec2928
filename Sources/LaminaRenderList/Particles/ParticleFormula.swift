import Foundation

// The particles of a `ParticleRun` at its time, in closed form. Input: the run; output:
// each live particle of the run's cell (`ParticleState`). Runs wherever particles are
// needed on the CPU: frame preparation (a backend that draws them one by one), ordered
// render modes' sorting, tests; particle.vert evaluates the same formulas per instance.
//
// Births. A cell's births are counted from the start of its window at its birth rate ×
// the layer's (epoch by epoch): birth n happens when the count reaches n, so the births
// before t are ⌈count(t)⌉. Level 0's window is the cell's [beginTime, beginTime +
// duration) in the emitter's time; a sub-cell's is its parent particle's life, from its
// beginTime after the parent's birth, at most its duration.
//
// A particle's values are Apple's base ± range, drawn once at birth from its numbers
// (`ParticleRandom`: seed, cell path, birth number), multiplied by the epoch it is born
// in:
// - lifetime (lifetime ± lifetimeRange) × the layer's lifetime; speed (velocity ±
//   velocityRange) × velocity; scale (scale ± scaleRange) × scale, + scaleSpeed per
//   second; spin (spin ± spinRange) × spin, radians per second;
// - direction: uniform over the spherical cap of half-angle emissionRange / 2 about
//   (cos lat·cos lon, cos lat·sin lon, sin lat) — 2π sends particles every way; y is
//   down, so longitude π/2 is +y;
// - position: p₀ + v·t + ½·a·t² from its birth point (`ParticleShapes`, or where its
//   parent is then);
// - colour: color ± each range, + each speed per second, clamped to 0…1.
// A sub-cell's particles are born at their parent's current place, their angles measured
// from the parent's direction of travel, their colour and scale multiplied by the
// parent's at its birth; they live their own lives after the parent dies.

/// A particle of a run at the run's time.
package struct ParticleState: Equatable, Sendable {
    /// Its birth number: among its cell's births (level 0), or its parent's.
    package var index: UInt32
    /// Seconds since its birth.
    package var age: Double
    package var lifetime: Double
    /// In the emitter layer's coordinates (z toward the viewer).
    package var position: SIMD3<Double>
    /// Points per second, now.
    package var velocity: SIMD3<Double>
    package var scale: Double
    /// About z, radians.
    package var rotation: Double
    /// Unpremultiplied, 0…1.
    package var color: SIMD4<Double>
}

/// A particle as born: everything its later state follows from.
package struct ParticleBirth: Sendable {
    package var index: UInt32
    /// The epoch it was born in.
    package var epoch: Int
    /// Its age at the run's time, and its life.
    package var age: Double
    package var life: Double
    /// The path hash of its cell (its numbers', and its children's cell path's, parent).
    package var cellHash: UInt32
    package var position: SIMD3<Double>
    package var velocity: SIMD3<Double>
    package var acceleration: SIMD3<Double>
    package var scale: Double, scaleSpeed: Double
    package var spin: Double
    package var color: SIMD4<Double>, colorSpeed: SIMD4<Double>

    /// Where it is and how it moves `t` seconds after its birth.
    @inline(__always)
    package func motion(after t: Double) -> (position: SIMD3<Double>, velocity: SIMD3<Double>) {
        (position + velocity * t + 0.5 * acceleration * t * t, velocity + acceleration * t)
    }

    /// Its state at the run's time.
    package var state: ParticleState {
        let now = motion(after: age)
        return ParticleState(index: index, age: age, lifetime: life, position: now.position, velocity: now.velocity,
                             scale: max(0, scale + scaleSpeed * age), rotation: spin * age,
                             color: (color + colorSpeed * age).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)))
    }
}

/// A cell's births over a window, at its rate times the layer's (level 0's schedule):
/// `ParticleHistory`'s count.
package struct ParticleBirths {
    private let epochs: [ParticleEpoch]
    private let slot: Int
    private let from: Double, until: Double
    /// I(from).
    private let origin: Double

    /// Births of the cell in `slot` from `from` until `until`, through `epochs`.
    package init(slot: Int, epochs: [ParticleEpoch], from: Double, until: Double) {
        self.epochs = epochs
        self.slot = slot
        self.from = from
        self.until = until
        origin = epochs.isEmpty ? 0 : epochs.integral(at: from, slot: slot)
    }

    /// Births before `time` (a birth at `time` counts from the next instant on, so
    /// `count(at: time(ofBirth: n))` is n).
    package func count(at time: Double) -> Int64 {
        let t = min(time, until)
        guard !epochs.isEmpty, t > from else { return 0 }
        let births = epochs.integral(at: t, slot: slot) - origin
        return births.isFinite ? Int64(min(max(births.rounded(.up), 0), 1e15)) : 0
    }

    /// Births `first ..< last` as segments of one rate, their ages at `time`.
    package func segments(first: Int64, last: Int64, time: Double) -> [ParticleSegment] {
        var out: [ParticleSegment] = []
        var n = first
        while n < last {
            guard let birth = epochs.time(atIntegral: origin + Double(n), slot: slot, notBefore: from) else { break }
            let r = epochs[birth.epoch].rate(ofSlot: slot)
            guard r > 0 else { break }
            // The births of this epoch: up to its end's count.
            let end = birth.epoch + 1 < epochs.count ? count(at: epochs[birth.epoch + 1].since) : last
            out.append(ParticleSegment(start: Int(n - first), age: time - birth.time, interval: 1 / r, epoch: birth.epoch))
            n = max(min(end, last), n + 1)
        }
        return out
    }
}

/// The closed form of a run's particles.
package enum ParticleFormula {
    /// Calls `body` with each live particle of `run`'s cell, in birth order of its
    /// level-0 ancestor, then of each parent's children.
    package static func forEachParticle(_ run: ParticleRun, _ body: (ParticleState) -> Void) {
        guard !run.levels.isEmpty, !run.epochs.isEmpty, run.time.isFinite else { return }
        let top = run.levels[0]
        let hash = ParticleRandom.path(parent: 0, child: top.index)
        var reach = [Double](repeating: 0, count: run.levels.count)
        for k in stride(from: run.levels.count - 1, through: 0, by: -1) {
            reach[k] = longestLife(ofSlot: run.levels[k].slot, in: run.epochs) + (k + 1 < run.levels.count ? reach[k + 1] : 0)
        }
        // Sub-cells' births under their parents, bounded as a run's instances are.
        var budget = ParticleRun.maximumInstances
        for segment in run.segments.indices {
            let s = run.segments[segment]
            let end = segment + 1 < run.segments.count ? run.segments[segment + 1].start : run.count
            guard s.start < end else { continue }
            for i in s.start..<end {
                let age = s.age - Double(i - s.start) * s.interval
                guard age >= 0 else { break }
                let index = UInt32(truncatingIfNeeded: run.first &+ Int64(i))
                let born = birth(run, level: 0, cellHash: hash, index: index, age: age, epoch: s.epoch, parent: nil)
                descend(run, level: 0, born, reach: reach, budget: &budget, body)
                guard budget > 0 else {
                    LaminaDiagnostics.report(.invalidArgument, "CAEmitterCell: more than \(ParticleRun.maximumInstances) "
                        + "live particles of one cell's line; the rest of this frame's are not drawn")
                    return
                }
            }
        }
    }

    /// `born` of `level`: drawn when it is the run's cell and alive, else its children.
    private static func descend(_ run: ParticleRun, level: Int, _ born: ParticleBirth, reach: [Double],
                                budget: inout Int, _ body: (ParticleState) -> Void) {
        guard level + 1 < run.levels.count else {
            if born.age < born.life { body(born.state) }
            return
        }
        let child = run.levels[level + 1]
        let hash = ParticleRandom.path(parent: born.cellHash, child: child.index, parentIndex: born.index)
        var walk = ChildBirths(run, slot: child.slot, parent: born, reach: reach[level + 1])
        while let (j, age, epoch) = walk.next() {
            guard age >= 0, budget > 0 else { break }
            // Nothing of its line lives any more.
            guard age < reach[level + 1] else { continue }
            budget -= 1
            let c = birth(run, level: level + 1, cellHash: hash, index: j, age: age, epoch: epoch, parent: born)
            descend(run, level: level + 1, c, reach: reach, budget: &budget, body)
        }
    }

    /// The birth of particle `index` of `level` (its cell's path hash `cellHash`), born
    /// `age` seconds before the run's time in `epoch`, from the emitter or `parent`.
    package static func birth(_ run: ParticleRun, level: Int, cellHash: UInt32, index: UInt32, age: Double, epoch e: Int,
                              parent: ParticleBirth?) -> ParticleBirth {
        let epoch = run.epochs[e], cell = epoch.cells[run.levels[level].slot]
        let random = ParticleRandom(seed: run.seed, cell: cellHash, index: index)
        let life = max(0, (cell.lifetime + cell.lifetimeRange * random.signed(0)) * epoch.lifetime)
        var point: SIMD3<Double>
        var frame = (x: SIMD3<Double>(1, 0, 0), y: SIMD3<Double>(0, 1, 0), z: SIMD3<Double>(0, 0, 1))
        if let parent {
            let then = parent.motion(after: parent.age - age)
            point = then.position
            let speed = (then.velocity * then.velocity).sum().squareRoot()
            if speed > 1e-12 {
                // Longitude 0 along the parent's direction of travel, turned in its plane.
                let x = then.velocity / speed
                var y = SIMD3<Double>(-x.y, x.x, 0)
                let ly = (y * y).sum().squareRoot()
                y = ly > 1e-12 ? y / ly : SIMD3(0, 1, 0)
                let z = SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
                frame = (x, y, z)
            }
        } else {
            point = ParticleShapes.point(shape: run.shape, mode: run.mode, center: epoch.position, size: epoch.size,
                                         random: random)
        }
        let lat = cell.latitude, lon = cell.longitude
        let local = SIMD3(cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
        let axis = frame.x * local.x + frame.y * local.y + frame.z * local.z
        let direction = cone(axis, halfAngle: min(cell.range / 2, .pi), random: random)
        let speed = (cell.velocity + cell.velocityRange * random.signed(3)) * epoch.velocity
        let scale = (cell.scale + cell.scaleRange * random.signed(4)) * epoch.scale * (parent?.scale ?? 1)
        let spin = (cell.spin + cell.spinRange * random.signed(5)) * epoch.spin
        let offsets = SIMD4(random.signed(6), random.signed(7), random.signed(8), random.signed(9))
        let color = (cell.color + cell.colorRange * offsets) * (parent?.color ?? SIMD4(repeating: 1))
        return ParticleBirth(index: index, epoch: e, age: age, life: life, cellHash: cellHash, position: point,
                             velocity: direction * speed, acceleration: cell.acceleration, scale: scale,
                             scaleSpeed: cell.scaleSpeed, spin: spin, color: color, colorSpeed: cell.colorSpeed)
    }

    /// A direction uniform over the spherical cap of `halfAngle` about the unit `axis`.
    package static func cone(_ axis: SIMD3<Double>, halfAngle: Double, random: ParticleRandom) -> SIMD3<Double> {
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

    /// The longest life a particle of the cell in `slot` can have, in any epoch (its
    /// lifetime multiplier included).
    package static func longestLife(ofSlot slot: Int, in epochs: [ParticleEpoch]) -> Double {
        epochs.reduce(0.0) { longest, e in
            let life = e.cells[slot].longestLife * e.lifetime
            return life.isFinite ? max(longest, life) : longest
        }
    }

    /// The most births of the cell in `slot` under one parent particle (of the cell in
    /// `parent`): its highest rate over the shorter of the parent's longest life and its
    /// own window, plus one.
    package static func radix(ofSlot slot: Int, parent: Int, epochs: [ParticleEpoch]) -> Int {
        var rate = 0.0, window = 0.0
        for e in epochs {
            let r = e.rate(ofSlot: slot)
            if r.isFinite { rate = max(rate, r) }
            let w = e.cells[slot].end - max(e.cells[slot].start, 0)
            if !w.isNaN { window = max(window, w) }
        }
        let births = rate * min(longestLife(ofSlot: parent, in: epochs), window)
        guard births.isFinite else { return Int(ParticleRun.maximumInstances) }
        return Int(min(max(births, 0).rounded(.up) + 1, Double(ParticleRun.maximumInstances)))
    }
}

/// The births of a sub-cell under one parent particle, oldest first: the parent's life
/// from the sub-cell's `start` after its birth (at most its duration), at the sub-cell's
/// rate times the layer's. Ages are at the run's time. Births too old for anything of
/// their line to live are skipped in one step: a fast sub-cell under a long-lived parent
/// has had millions.
struct ChildBirths {
    private let epochs: [ParticleEpoch]
    private let time: Double
    private let slot: Int
    private let from: Double, until: Double
    /// I(from).
    private let origin: Double
    /// The next birth's number under the parent.
    private var births: Int64 = 0

    /// The births of the cell in `slot` under `parent`, its window as the cell was when the
    /// parent was born, from the last whose age at the run's time is at least `reach`.
    init(_ run: ParticleRun, slot: Int, parent: ParticleBirth, reach: Double) {
        epochs = run.epochs
        time = run.time
        self.slot = slot
        let cell = run.epochs[parent.epoch].cells[slot]
        let born = run.time - parent.age
        from = born + max(cell.start, 0)
        until = min(born + parent.life, born + cell.end)
        origin = epochs.integral(at: from, slot: slot)
        // Birth n is where the integral reaches origin + n: those at or before `time −
        // reach` are gone (the last of them is kept, against rounding).
        let gone = time - reach
        if gone > from, from < until {
            let passed = epochs.integral(at: min(gone, until), slot: slot) - origin
            if passed.isFinite, passed >= 1 { births = Int64(min(passed.rounded(.down), 1e15)) - 1 }
        }
    }

    /// The next birth's number under the parent, its age and its epoch; nil when the
    /// window holds no more.
    mutating func next() -> (index: UInt32, age: Double, epoch: Int)? {
        guard from < until,
              let birth = epochs.time(atIntegral: origin + Double(births), slot: slot, notBefore: from),
              birth.time < until else { return nil }
        defer { births += 1 }
        return (UInt32(truncatingIfNeeded: births), time - birth.time, birth.epoch)
    }
}
