import Foundation
import Testing
@testable import Lamina

/// Layer time: `t_local = (t_parent − beginTime) × speed + timeOffset` composed down the
/// tree, its inverse, and the seeds' pause / resume recipe (SCENES.md, scene 5) done on
/// `MediaTiming` values exactly as the recipe is written.
@Suite struct TimingLayerTimeTests {
    func layer(begin: CFTimeInterval = 0, speed: Float = 1, offset: CFTimeInterval = 0) -> MediaTiming {
        var t = MediaTiming()
        t.beginTime = begin
        t.speed = speed
        t.timeOffset = offset
        return t
    }

    @Test func localTimeIsTheDocumentedFormula() {
        let t = layer(begin: 2, speed: 3, offset: 1)
        #expect(t.localTime(fromParent: 5) == (5 - 2) * 3 + 1)
        #expect(t.localTime(fromParent: 2) == 1)
        #expect(t.localTime(fromParent: 0) == (0 - 2) * 3 + 1, "layer time is not clamped")
        #expect(t.parentTime(fromLocal: 10) == 5)
        #expect(layer().localTime(fromParent: 123.25) == 123.25, "default timing is the identity")
    }

    @Test func speedZeroFreezesLocalTimeAtTheOffset() {
        let t = layer(begin: 7, speed: 0, offset: 42)
        #expect(t.localTime(fromParent: 0) == 42)
        #expect(t.localTime(fromParent: 1e9) == 42)
        #expect(t.parentTime(fromLocal: 42) == nil)
    }

    @Test func localTimeComposesDownTheTreeAndInvertsBackUp() {
        // root (absolute time) → a → b
        let a = layer(begin: 1, speed: 2, offset: 0.5)
        let b = layer(begin: 3, speed: 0.5, offset: -1)
        let absolute = 10.0
        let inA = (absolute - 1) * 2 + 0.5          // 18.5
        let inB = (inA - 3) * 0.5 - 1               // 6.75
        #expect(a.localTime(fromParent: absolute) == inA)
        #expect(b.localTime(fromParent: a.localTime(fromParent: absolute)) == inB)
        // Back up: b → a → absolute.
        let upToA = b.parentTime(fromLocal: inB)!
        #expect(abs(upToA - inA) < 1e-12)
        #expect(abs(a.parentTime(fromLocal: upToA)! - absolute) < 1e-12)

        var generator = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let t = layer(begin: .random(in: -50...50, using: &generator),
                          speed: [Float(-2), 0.25, 1, 3][Int.random(in: 0..<4, using: &generator)],
                          offset: .random(in: -10...10, using: &generator))
            let parent = Double.random(in: -100...100, using: &generator)
            let local = t.localTime(fromParent: parent)
            #expect(abs(t.parentTime(fromLocal: local)! - parent) < 1e-9)
        }
    }

    @Test func aLayerWithADurationCyclesLikeAnAnimation() {
        var t = layer(begin: 1)
        t.duration = 2
        t.repeatCount = .greatestFiniteMagnitude
        #expect(abs(t.localTime(fromParent: 6) - 1) < 1e-12)   // 5 s in: 2 cycles + 1
        t.autoreverses = true
        #expect(abs(t.localTime(fromParent: 4) - 1) < 1e-12)   // 3 s into a 4 s cycle: 2·2 − 3
        var once = layer()
        once.duration = 2
        #expect(once.localTime(fromParent: -5) == 0, "clamped before")
        #expect(once.localTime(fromParent: 50) == 2, "clamped after")
    }

    /// SCENES.md scene 5: pause with `pausedTime = convertTime(now, from: nil)`,
    /// `speed = 0`, `timeOffset = pausedTime`; resume with `speed = 1`,
    /// `timeOffset = 0`, `beginTime = 0`, `beginTime = convertTime(now, from: nil) −
    /// pausedTime`. An animation in the layer must freeze across the pause and continue
    /// from where it froze.
    @Test func pauseAndResumeRecipeFreezesAndContinues() {
        let superlayer = layer(begin: 0, speed: 1.5, offset: 4)  // any superlayer timing
        var paused = layer()
        var animation = MediaTiming()
        animation.beginTime = 20         // in the layer's time
        animation.duration = 10
        animation.repeatCount = .greatestFiniteMagnitude

        // The layer's local time at absolute time `now`, like convertTime(now, from: nil).
        func layerTime(_ now: CFTimeInterval) -> CFTimeInterval {
            paused.localTime(fromParent: superlayer.localTime(fromParent: now))
        }
        func progress(_ now: CFTimeInterval) -> Double {
            animation.phase(atParentTime: layerTime(now)).sample!.progress
        }

        let pauseAt = 13.0                                    // layer time (13·1.5 + 4) = 23.5
        let before = progress(pauseAt)
        #expect(abs(before - 0.35) < 1e-12)                   // 3.5 s into a 10 s cycle

        // Pause.
        let pausedTime = layerTime(pauseAt)
        paused.speed = 0
        paused.timeOffset = pausedTime
        for later in [pauseAt, pauseAt + 1, pauseAt + 5] {
            #expect(progress(later) == before, "frozen across the pause")
        }

        // Resume 5 s later.
        let resumeAt = pauseAt + 5
        let frozen = paused.timeOffset
        paused.speed = 1
        paused.timeOffset = 0
        paused.beginTime = 0
        paused.beginTime = layerTime(resumeAt) - frozen
        #expect(abs(progress(resumeAt) - before) < 1e-12, "continues from the frozen time")
        // One absolute second later the superlayer has advanced 1.5 s, and so has the
        // animation: 1.5 s of its 10 s cycle.
        #expect(abs(progress(resumeAt + 1) - (before + 0.15)) < 1e-12)
    }
}
