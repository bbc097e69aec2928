import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 18: fireworks, snow and a fire that follows the pointer, each a `CAEmitterLayer`.
/// Where particles can be is worked out from the cells' numbers (speeds, accelerations,
/// lifetimes, image sizes); a test turns off the emitters it does not look at with their
/// `birthRate` 0, so what it counts is one emitter's.
@Suite("Scene 18: particles")
struct ParticlesSceneTests {
    /// A CPU run of the scene whose emitters in `off` have `birthRate` 0 from time 0.
    private func run(off: [KeyPath<ParticlesScene, CAEmitterLayer>], script: [ScriptedInput]? = nil) throws
        -> (run: SceneRun, scene: ParticlesScene) {
        let run = try cpuRun(ParticlesScene.self, script: script)
        let scene = run.scene as! ParticlesScene
        run.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for emitter in off { scene[keyPath: emitter].birthRate = 0 }
            CATransaction.commit()
        }
        return (run, scene)
    }

    /// The pixels of `rows` (the whole width) for which `test` holds, as (x, y).
    private func pixels(_ image: CGImage, rows: Range<Int>, where test: ((r: Double, g: Double, b: Double)) -> Bool)
        -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in rows {
            for x in 0..<image.width where test(color(image, CGFloat(x), CGFloat(y))) { found.append((x, y)) }
        }
        return found
    }

    /// Lighter than the night sky could be anywhere (its channels stay below 0.25): a flake.
    private func light(_ c: (r: Double, g: Double, b: Double)) -> Bool { min(c.r, c.g, c.b) > 0.5 }

    @Test("snow: after 2 s flakes have come in at the top and none is below 120 pt yet; without the snow there are none")
    func snow() throws {
        // Flakes are born on y = −12 at 35 ± 15 pt/s within 30° of straight down, falling
        // 4 pt/s² faster: after 2 s a flake is at most 50·2 + ½·4·2² = 108 pt lower, at
        // y ≤ 96, its picture (32 px × at most 0.65, turned) reaching 15 pt further.
        // The fire stays at (160, 470): its flames fade out within 1 s, rising at most
        // 85·1 + ½·120·1² = 145 pt, so above y = 300 nothing else is light.
        let snowing = try run(off: [\.fireworksEmitter], script: [])
        defer { snowing.run.finish() }
        let image = try snowing.run.frame(at: 2)
        let top = pixels(image, rows: 0..<120, where: light)
        #expect(top.count > 40, "\(top.count) light pixels at the top")
        #expect(Set(top.map { $0.x / 100 }).count == 8, "snow falls across the whole width")
        #expect(pixels(image, rows: 120..<300, where: light).isEmpty)

        let clear = try run(off: [\.fireworksEmitter, \.snowEmitter], script: [])
        defer { clear.run.finish() }
        #expect(pixels(try clear.run.frame(at: 2), rows: 0..<300, where: light).isEmpty)
    }

    @Test("fire: after a drag to P the flames burn around P and rise above it; nothing is left at the start")
    func fireFollowsThePointer() throws {
        // A drag from the fire's start to P in 30 steps from 0.2 s (the last move at 1.2 s).
        // At 3 s every live particle of the fire was born after the last move (flames live
        // 0.9 ± 0.3 s, the core 0.45 ± 0.15 s, embers 1.6 s), within 10 pt of P, and has
        // since only risen: the flames within 18° of straight up, at most
        // 85·1 + ½·120·1² = 145 pt before they fade out; the embers, some 20 small stars
        // against ~300 flames, rise further but weigh little.
        let p = CGPoint(x: 600, y: 300)
        let drag = ScriptedInput.drag(ScriptedInput.line(from: ParticlesScene.fireStart, to: p, count: 30), at: 0.2)
        let (run, scene) = try run(off: [\.fireworksEmitter, \.snowEmitter], script: drag)
        defer { run.finish() }
        let image = try run.frame(at: 3)
        #expect(scene.fireEmitter.emitterPosition == p)
        #expect(scene.fireEmitter.animationKeys() == nil, "the position is set with actions disabled")
        // The sky's red stays below 0.07: a red above 0.3 is a flame's.
        let fire = pixels(image, rows: 0..<600) { $0.r > 0.3 }
        #expect(fire.count > 500, "\(fire.count) fire pixels")
        let cx = Double(fire.map(\.x).reduce(0, +)) / Double(fire.count) + 0.5
        let cy = Double(fire.map(\.y).reduce(0, +)) / Double(fire.count) + 0.5
        #expect(abs(cx - p.x) < 12, "centroid (\(cx), \(cy))")
        #expect(cy < p.y && cy > p.y - 145, "centroid (\(cx), \(cy)) is above P, within the flames' rise")
        let start = ParticlesScene.fireStart
        #expect(!fire.contains { hypot(CGFloat($0.x) - start.x, CGFloat($0.y) - start.y) < 80 })
    }

    @Test("fireworks: a second after launch the first rocket bursts into sparks high in the sky")
    func fireworks() throws {
        // Rockets leave y = 600 at 460 ± 50 pt/s within 22.5° of straight up, slowed by
        // 75 pt/s², one every 2/3 s from t = 0. A second into its life each bursts, at
        // y = 600 − (v·cos θ − 37.5), between 600 − (510 − 37.5) ≈ 128 and
        // 600 − (410·cos 22.5° − 37.5) ≈ 259, into ~150 sparks (1200 a second for 0.125 s)
        // flying 170 ± 30 pt/s every way. At 0.95 s only the first rocket (a 12 pt glow)
        // and its 6 pt trail dots are above y = 300; 0.4 s after the burst its sparks have
        // spread to 0.4·200 + ½·75·0.4² = 86 pt around it.
        let (run, _) = try run(off: [\.snowEmitter, \.fireEmitter], script: [])
        defer { run.finish() }
        func bright(_ c: (r: Double, g: Double, b: Double)) -> Bool { max(c.r, c.g, c.b) >= 0.5 }
        let before = pixels(try run.frame(at: 0.95), rows: 0..<300, where: bright)
        let after = pixels(try run.frame(at: 1.4), rows: 0..<300, where: bright)
        #expect(before.count < 100, "\(before.count) bright pixels before the burst")
        #expect(after.count > 4 * max(before.count, 100), "\(after.count) bright pixels after it")
        #expect(!after.contains { $0.y < 128 - 86 - 10 }, "no spark above the highest burst's reach")
    }

    @Test("fire: additive flames add up where they overlap, white-hot at the base")
    func additiveFire() throws {
        // The flames (1, 0.45, 0.12) at alpha ≤ 0.5 and the core (1, 0.85, 0.45) at alpha ≤ 0.7
        // are drawn `.additive`: each adds its colour times its alpha. Drawn over one another
        // instead, no pixel's blue could pass the sky's (< 0.22) + 0.45·0.7 < 0.55; added,
        // the ~54 live core particles, born within 10 pt of the emitter and rising under
        // 60·0.45 + ½·80·0.45² ≈ 35 pt, pile up at its base past 0.7.
        let (run, _) = try run(off: [\.fireworksEmitter, \.snowEmitter], script: [])
        defer { run.finish() }
        let image = try run.frame(at: 2)
        let fire = ParticlesScene.fireStart
        let hot = pixels(image, rows: Int(fire.y) - 60..<Int(fire.y) + 20) { $0.g > 0.95 && $0.b > 0.7 }
        #expect(hot.count > 20, "\(hot.count) white-hot pixels")
    }

    /// Without input: a dragged fire's particles keep the places the frames saw it at, so
    /// with the drag the frames drawn decide where its older flames are (as on Apple's
    /// platforms, where an emitter reads its position at each step).
    @Test("a frame drawn directly at t has the same bytes as the one drawn after earlier frames")
    func determinism() throws {
        let direct = try cpuRun(ParticlesScene.self, script: [])
        defer { direct.finish() }
        let a = try direct.frame(at: 3)
        let stepped = try cpuRun(ParticlesScene.self, script: [])
        defer { stepped.finish() }
        for t in [0, 0.7, 1.4, 2.1, 2.8] { _ = try stepped.frame(at: t) }
        #expect(samePixels(a, try stepped.frame(at: 3)))
    }
}
