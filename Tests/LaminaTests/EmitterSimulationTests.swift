import Foundation
import Testing
@testable import Lamina

/// The particle simulation in closed form: births at the cell's rate × the layer's,
/// Apple's base ± range rule, motion p₀ + v·t + ½·a·t², colour and scale speeds, the
/// emission shapes, sub-cells emitting from their parents, determinism in the seed, and
/// bad cells. Every expected value is worked out here from those rules.
@Suite struct EmitterSimulationTests {
    func cell(_ configure: (CAEmitterCell) -> Void) -> EmitterCellParameters {
        let cell = CAEmitterCell()
        configure(cell)
        return EmitterCellParameters(cell)
    }

    func emitter(_ configure: (inout EmitterParameters) -> Void = { _ in }) -> EmitterParameters {
        var e = EmitterParameters()
        e.position = SIMD3(100, 50, 0)
        configure(&e)
        return e
    }

    @Test("births come at the cell's rate × the layer's: the live ones are those born within a lifetime")
    func birthsAndLifetimes() {
        let c = cell { $0.birthRate = 10; $0.lifetime = 1 }
        // Born at n/10: at t = 5.05 the ones born in (4.05, 5.05) live — n = 41…50.
        let late = EmitterSimulation.particles([c], emitter: emitter(), time: 5.05)
        #expect(late.map(\.index) == Array(41...50))
        let early = EmitterSimulation.particles([c], emitter: emitter(), time: 0.35)
        #expect(early.count == 4)
        #expect(zip(early.map(\.age), [0.35, 0.25, 0.15, 0.05]).allSatisfy { abs($0 - $1) < 1e-12 })
        // Twice the rate: born at n/20 in (4.07, 5.07) — n = 82…101.
        let doubled = EmitterSimulation.particles([c], emitter: emitter { $0.birthRates = [(0, 2)] }, time: 5.07)
        #expect(doubled.map(\.index) == Array(82...101))
        let longer = EmitterSimulation.particles([c], emitter: emitter { $0.lifetime = 2 }, time: 5.05)
        #expect(longer.count == 20)
    }

    @Test("motion: from the emission point at velocity along the longitude, plus half the acceleration × age²")
    func motion() {
        let c = cell { $0.birthRate = 4; $0.lifetime = 3; $0.velocity = 20; $0.emissionLongitude = .pi / 2; $0.yAcceleration = 10; $0.xAcceleration = -2 }
        for p in EmitterSimulation.particles([c], emitter: emitter(), time: 2.6) {
            let a = p.age
            #expect(abs(p.position.x - (100 - a * a)) < 1e-9)
            #expect(abs(p.position.y - (50 + 20 * a + 5 * a * a)) < 1e-9)
            #expect(abs(p.velocity.y - (20 + 10 * a)) < 1e-9 && p.position.z == 0)
        }
        // The layer's velocity multiplies the cell's (not the accelerations).
        let slow = EmitterSimulation.particles([c], emitter: emitter { $0.velocity = 0.5 }, time: 2.6)
        for p in slow { #expect(abs(p.position.y - (50 + 10 * p.age + 5 * p.age * p.age)) < 1e-9) }
    }

    @Test("ranges are base ± range, drawn once per particle: velocity, lifetime, scale, colour")
    func ranges() {
        let c = cell {
            $0.birthRate = 400; $0.lifetime = 2; $0.lifetimeRange = 0.5; $0.velocity = 20; $0.velocityRange = 5
            $0.scale = 1; $0.scaleRange = 0.25; $0.color = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1); $0.greenRange = 0.1
        }
        let all = EmitterSimulation.particles([c], emitter: emitter(), time: 10)
        #expect(all.count > 700)
        let speeds = all.map { ($0.velocity * $0.velocity).sum().squareRoot() }
        #expect(speeds.allSatisfy { $0 >= 15 - 1e-9 && $0 <= 25 + 1e-9 })
        #expect(speeds.min()! < 15.5 && speeds.max()! > 24.5 && abs(speeds.reduce(0, +) / Double(speeds.count) - 20) < 0.5)
        #expect(all.allSatisfy { $0.lifetime >= 1.5 - 1e-9 && $0.lifetime <= 2.5 + 1e-9 })
        #expect(all.allSatisfy { $0.scale >= 0.75 - 1e-9 && $0.scale <= 1.25 + 1e-9 })
        #expect(all.allSatisfy { $0.color.y >= 0.4 - 1e-9 && $0.color.y <= 0.6 + 1e-9 && $0.color.x == 0.5 })
    }

    @Test("the emission cone: uniformly within half the range of the direction; 2π goes every way")
    func emissionCone() {
        let narrow = cell { $0.birthRate = 300; $0.lifetime = 1; $0.velocity = 1; $0.emissionRange = .pi / 2 }
        let ps = EmitterSimulation.particles([narrow], emitter: emitter(), time: 3)
        let angles = ps.map { acos(min(1, $0.velocity.x / ($0.velocity * $0.velocity).sum().squareRoot())) }
        #expect(angles.allSatisfy { $0 <= .pi / 4 + 1e-9 } && angles.max()! > 0.7)
        let wide = cell { $0.birthRate = 300; $0.lifetime = 1; $0.velocity = 1; $0.emissionRange = 2 * .pi }
        let all = EmitterSimulation.particles([wide], emitter: emitter(), time: 3)
        #expect(all.contains { $0.velocity.x < -0.9 } && all.contains { $0.velocity.z > 0.9 })
        // Uniform over the sphere: the mean direction is near zero.
        let mean = all.reduce(SIMD3<Double>(0, 0, 0)) { $0 + $1.velocity } / Double(all.count)
        #expect((mean * mean).sum().squareRoot() < 0.12)
    }

    @Test("colour and scale change by their speeds per second of age; spin turns by its rate × the layer's")
    func speeds() {
        let c = cell {
            $0.birthRate = 2; $0.lifetime = 1.5; $0.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            $0.alphaSpeed = -0.5; $0.blueSpeed = 2; $0.scale = 2; $0.scaleSpeed = 1; $0.spin = 1
        }
        for p in EmitterSimulation.particles([c], emitter: emitter { $0.scale = 0.5; $0.spin = 3 }, time: 4) {
            #expect(abs(p.color.w - (1 - 0.5 * p.age)) < 1e-9 && abs(p.color.z - min(1, 2 * p.age)) < 1e-9)
            #expect(abs(p.scale - (2 * 0.5 + p.age)) < 1e-9 && abs(p.rotation - 3 * p.age) < 1e-9)
        }
    }

    @Test("the frame at t depends only on t: computing earlier frames first changes nothing; the seed changes the picture")
    func determinism() {
        let c = cell { $0.birthRate = 50; $0.lifetime = 2; $0.velocity = 30; $0.velocityRange = 10; $0.emissionRange = .pi }
        let direct = EmitterSimulation.particles([c], emitter: emitter(), time: 2.5)
        for t in stride(from: 0.5, through: 2.0, by: 0.5) { _ = EmitterSimulation.particles([c], emitter: emitter(), time: t) }
        #expect(EmitterSimulation.particles([c], emitter: emitter(), time: 2.5) == direct)
        let other = EmitterSimulation.particles([c], emitter: emitter { $0.seed = 7 }, time: 2.5)
        #expect(other.count == direct.count && other.map(\.position) != direct.map(\.position))
        #expect(other.map(\.birthTime) == direct.map(\.birthTime))
    }

    @Test("the layer's birth rate stops births at its change; particles alive then finish their lives")
    func birthRateChange() {
        let c = cell { $0.birthRate = 10; $0.lifetime = 1 }
        let e = emitter { $0.birthRates = [(0, 1), (2, 0)] }
        let after = EmitterSimulation.particles([c], emitter: e, time: 2.5)
        // Born in (1.5, 2): n = 16…19.
        #expect(after.map(\.index) == Array(16...19))
        #expect(EmitterSimulation.particles([c], emitter: e, time: 3.01).isEmpty)
        // Resumed at double rate from t = 4: births at 4 + k/20.
        let resumed = emitter { $0.birthRates = [(0, 1), (2, 0), (4, 2)] }
        let later = EmitterSimulation.particles([c], emitter: resumed, time: 4.26)
        #expect(later.count == 6 && abs(later[0].birthTime - 4) < 1e-12 && abs(later[1].birthTime - 4.05) < 1e-12)
    }

    @Test("shapes: a circle's radius is emitterSize.width; outline on it, volume inside; a rectangle's outline on its edges; a sphere inside")
    func shapes() {
        let c = cell { $0.birthRate = 200; $0.lifetime = 1 }
        func births(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
            EmitterSimulation.particles([c], emitter: emitter { $0.shape = shape; $0.mode = mode; $0.size = SIMD3(40, 20, 10) },
                                        time: 2).map { $0.position - SIMD3(100, 50, 0) }
        }
        #expect(births(.circle, .outline).allSatisfy { abs(($0 * $0).sum().squareRoot() - 40) < 1e-9 })
        let disc = births(.circle, .volume).map { ($0 * $0).sum().squareRoot() }
        #expect(disc.allSatisfy { $0 <= 40 } && disc.contains { $0 < 20 } && disc.contains { $0 > 35 })
        #expect(births(.rectangle, .outline).allSatisfy {
            (abs(abs($0.x) - 20) < 1e-9 && abs($0.y) <= 10 + 1e-9) || (abs(abs($0.y) - 10) < 1e-9 && abs($0.x) <= 20 + 1e-9)
        })
        #expect(births(.rectangle, .volume).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(births(.rectangle, .points).allSatisfy { abs(abs($0.x) - 20) < 1e-9 && abs(abs($0.y) - 10) < 1e-9 })
        #expect(births(.line, .volume).allSatisfy { abs($0.x) <= 20 && $0.y == 0 })
        #expect(births(.sphere, .volume).allSatisfy { ($0 * $0).sum().squareRoot() <= 40 + 1e-9 })
        #expect(births(.sphere, .surface).allSatisfy { abs(($0 * $0).sum().squareRoot() - 40) < 1e-9 })
        #expect(births(.cuboid, .volume).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && abs($0.z) <= 5 })
        #expect(births(.point, .volume).allSatisfy { $0 == .zero })
    }

    @Test("sub-cells are born where their parent particle is, take its colour and scale, and outlive it")
    func subCells() {
        let parentCell = CAEmitterCell(), child = CAEmitterCell()
        parentCell.birthRate = 1; parentCell.lifetime = 1; parentCell.velocity = 100
        parentCell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1); parentCell.scale = 0.5
        child.birthRate = 10; child.lifetime = 0.5
        parentCell.emitterCells = [child]
        let cells = [EmitterCellParameters(parentCell)]
        let ps = EmitterSimulation.particles(cells, emitter: emitter(), time: 1.3)
        // Parent 1 (born at 1) lives; parent 0 died at 1, its children born in (0.8, 1) still live.
        let parents = ps.filter { $0.cell == [0] }, children = ps.filter { $0.cell == [0, 0] }
        #expect(parents.map(\.index) == [1])
        #expect(!children.isEmpty)
        for c in children {
            // A child born at b from a parent born at ⌊b⌋ sits where the parent was then.
            let parentBirth = c.birthTime.rounded(.down)
            #expect(abs(c.position.x - (100 + 100 * (c.birthTime - parentBirth))) < 1e-9)
            #expect(c.color == SIMD4(1, 0, 0, 1) && abs(c.scale - 0.5) < 1e-12)
        }
        #expect(children.contains { $0.birthTime < 1 }, "the children of the parent that died at t = 1 live on")
    }

    @Test("a fast sub-cell under a long-lived parent: only its last lifetime's births live, numbered from the parent's birth",
          .timeLimit(.minutes(1)))
    func fastSubCellUnderALongLivedParent() {
        // Parents born every 4,096 s (at 0, 4,096 and 8,192: rates are Floats, and 1 / 4,096
        // is one exactly) living 10⁴ s; each emits 10⁵ children a second living 1 ms: 8 ×
        // 10⁸ births under the oldest parent, of which the last 100 live.
        let parentCell = CAEmitterCell(), child = CAEmitterCell()
        parentCell.birthRate = 1.0 / 4096; parentCell.lifetime = 10_000
        child.birthRate = 100_000; child.lifetime = 0.001
        parentCell.emitterCells = [child]
        let time = 8192.50000025
        let ps = EmitterSimulation.particles([EmitterCellParameters(parentCell)], emitter: emitter(), time: time)
        #expect(ps.filter { $0.cell == [0] }.map(\.index) == [0, 1, 2])
        let children = ps.filter { $0.cell == [0, 0] }
        // Child j of the parent born at p is born at p + j / 10⁵ and lives while
        // time − (p + j / 10⁵) < 0.001: the last 100 births before `time`.
        var expected: [(index: Int, birth: Double)] = []
        for p in [0.0, 4096, 8192] {
            let last = Int(((time - p) * 100_000).rounded(.down))
            expected += ((last - 99)...last).map { ($0, p + Double($0) / 100_000) }
        }
        #expect(children.map { Int($0.index) } == expected.map(\.index))
        for (c, e) in zip(children, expected) { #expect(abs(c.birthTime - e.birth) < 1e-9) }
    }

    @Test("particle numbers are uniform on [0, 1) in 24-bit steps (what a 32-bit shader computes exactly)")
    func randomNumbers() {
        var sum = 0.0, squares = 0.0, n = 0.0
        var buckets = [Int](repeating: 0, count: 10)
        for index in 0..<20_000 as Range<UInt32> {
            let r = ParticleRandom(seed: 3, cell: ParticleRandom.path(parent: 0, child: 0), index: index)
            for k in 0..<3 as Range<UInt32> {
                let u = r.unit(k)
                #expect(u >= 0 && u < 1 && (u * 16_777_216).rounded() == u * 16_777_216)
                sum += u; squares += u * u; n += 1
                buckets[Int(u * 10)] += 1
            }
        }
        let mean = sum / n, variance = squares / n - mean * mean
        #expect(abs(mean - 0.5) < 0.005 && abs(variance - 1.0 / 12) < 0.002)
        #expect(buckets.allSatisfy { abs(Double($0) / n - 0.1) < 0.005 }, "\(buckets)")
        // Neighbouring seeds, cells and indices give unrelated numbers.
        let a = ParticleRandom(seed: 0, cell: 1, index: 5).unit(0), b = ParticleRandom(seed: 1, cell: 1, index: 5).unit(0)
        let c = ParticleRandom(seed: 0, cell: 2, index: 5).unit(0), d = ParticleRandom(seed: 0, cell: 1, index: 6).unit(0)
        #expect(Set([a, b, c, d]).count == 4)
    }

    @Test("bad cells: NaN or negative rates and lifetimes, a cell inside itself, non-image contents — a diagnostic, nothing emitted")
    func badCells() {
        var cells: [EmitterCellParameters] = []
        let diagnostics = LaminaDiagnostics.capture {
            cells.append(cell { $0.birthRate = .nan; $0.lifetime = 1 })
            cells.append(cell { $0.birthRate = 5; $0.lifetime = -1 })
            cells.append(cell { $0.birthRate = 5; $0.lifetime = 1; $0.contents = "not an image" })
            let selfish = CAEmitterCell()
            selfish.birthRate = 1; selfish.lifetime = 1
            selfish.emitterCells = [selfish]
            cells.append(EmitterCellParameters(selfish))
        }
        #expect(diagnostics.count == 4, "\(diagnostics)")
        let ps = EmitterSimulation.particles(cells, emitter: emitter(), time: 3)
        #expect(ps.allSatisfy { $0.cell == [2] || $0.cell == [3] })
        #expect(cells[3].children.isEmpty && cells[2].contents == nil)
        #expect(EmitterSimulation.particles(cells, emitter: emitter(), time: .nan).isEmpty)
    }

    @Test("a cell's timing: it emits from beginTime for duration × repeatCount (or repeatDuration), its speed scaling its rate")
    func cellTiming() {
        let repeated = cell { $0.birthRate = 10; $0.lifetime = 10; $0.beginTime = 1; $0.duration = 0.5; $0.repeatCount = 2 }
        // Births at 1 + n/10 while in [1, 2): n = 0…9.
        let ps = EmitterSimulation.particles([repeated], emitter: emitter(), time: 5)
        #expect(ps.map(\.index) == Array(0...9))
        #expect(abs(ps[0].birthTime - 1) < 1e-12 && abs(ps[9].birthTime - 1.9) < 1e-12)
        let fast = cell { $0.birthRate = 10; $0.lifetime = 10; $0.duration = 1; $0.speed = 2 }
        // Twice as fast: 20 a second, for half a second.
        #expect(EmitterSimulation.particles([fast], emitter: emitter(), time: 5).count == 10)
        let stopped = cell { $0.birthRate = 10; $0.lifetime = 10; $0.speed = 0 }
        #expect(EmitterSimulation.particles([stopped], emitter: emitter(), time: 5).isEmpty)
    }

    @Test("forgetting old epochs keeps every later birth's number and time")
    func historyMerge() {
        var epochs: [ParticleEpoch] = []
        epochs.record(ParticleEpoch(since: -.infinity, rate: 1))
        for k in 1...40 { epochs.record(ParticleEpoch(since: Double(k) * 0.1, rate: k % 3 == 0 ? 0 : Double(k % 5) + 0.5)) }
        var c = EmitterCellParameters(CAEmitterCell())
        c.birthRate = 30; c.lifetime = 0.5; c.lifetimeRange = 0
        var e = emitter()
        e.epochs = epochs
        let before = EmitterSimulation.particles([c], emitter: e, time: 4.2)
        epochs.forget(before: 3.5)
        #expect(epochs.count < 15)
        e.epochs = epochs
        let after = EmitterSimulation.particles([c], emitter: e, time: 4.2)
        #expect(!before.isEmpty && before.map(\.index) == after.map(\.index))
        #expect(zip(before, after).allSatisfy { abs($0.birthTime - $1.birthTime) < 1e-9 && $0.position == $1.position })
    }

    @Test("a birth rate beyond what a frame can draw keeps the youngest particles, with a diagnostic, in bounded time")
    func hugeBirthRate() {
        let c = cell { $0.birthRate = 1e12; $0.lifetime = 100 }
        var runs: [ParticleRun] = []
        let diagnostics = LaminaDiagnostics.capture {
            EmitterSimulation.forEachRun([c], emitter: emitter(), time: 50) { run, _, _ in runs.append(run) }
        }
        #expect(runs.count == 1 && runs[0].count == ParticleRun.maximumInstances)
        #expect(diagnostics.contains { $0.message.contains("youngest") })
        // The youngest: the last birth is 1e-12 s old at most.
        let s = runs[0].segments.last!
        #expect(s.age - Double(runs[0].count - 1 - s.start) * s.interval < 1e-9)
    }

    @Test("a caller's bound on live particles (a frame's share, or what it lists one by one) keeps the youngest")
    func boundOnLiveParticles() {
        // 100 a second for 10 s: 1,000 live at 50 s; a bound of 250 keeps the 250 youngest,
        // born in the last 2.5 s.
        let c = cell { $0.birthRate = 100; $0.lifetime = 10; $0.lifetimeRange = 0 }
        var all: [ParticleRun] = [], bounded: [ParticleRun] = []
        EmitterSimulation.forEachRun([c], emitter: emitter(), time: 50) { run, _, _ in all.append(run) }
        let diagnostics = LaminaDiagnostics.capture {
            EmitterSimulation.forEachRun([c], emitter: emitter(), time: 50, mostLive: 250) { run, _, _ in bounded.append(run) }
        }
        #expect(all.map(\.count) == [1000] || all.map(\.count) == [1001])
        #expect(bounded.map(\.count) == [250])
        #expect(bounded[0].first == all[0].first + Int64(all[0].count - 250))
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("youngest 250"))
    }
}
