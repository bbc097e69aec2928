import Foundation
import Testing
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// The stage's background and the colours the scenes give their layers (SCENES.md sizes
/// and positions; the stage is drawn one point to one pixel).
private let stageGray = (r: 0.97, g: 0.97, b: 0.96)

@Suite("Demo scenes")
struct SceneTests {
    @Test("1: position moves 200 pt, scale goes to ½ and rotation to π over 2 s, repeating")
    func basicAnimations() throws {
        let run = try cpuRun(BasicAnimationsScene.self)
        defer { run.finish() }
        let red = (r: 0.9, g: 0.3, b: 0.25), green = (r: 0.2, g: 0.6, b: 0.35), blue = (r: 0.25, g: 0.4, b: 0.9)
        // Badges are 120 pt discs (radius 60) with a white ring at radius 45…51 and a white
        // arrow pointing up (head 0.5…0.8 of the height, 0.28…0.72 wide at its base).
        let start = try run.frame(at: 0)
        #expect(close(color(start, 250 - 30, 120 - 30), red))
        #expect(close(color(start, 250 - 55, 300), green))           // inside the unscaled disc
        #expect(close(color(start, 250, 480 - 30), (1, 1, 1)))       // the arrow's head, pointing up

        // Halfway (linear pacing, the default): x + 100, scale 0.75, rotation π/2.
        let half = try run.frame(at: 1)
        #expect(close(color(half, 350 - 30, 120 - 30), red))
        #expect(close(color(half, 250 - 30, 120 - 30), stageGray))
        #expect(close(color(half, 250 - 55, 300), stageGray))        // radius 60 × 0.75 = 45 < 55
        #expect(close(color(half, 250 - 40, 300), green))
        #expect(close(color(half, 250, 480 - 30), blue))             // the head has turned to the side

        // The second repetition, a quarter through: x + 50.
        let again = try run.frame(at: 2.5)
        #expect(close(color(again, 300 - 30, 120 - 30), red))
        #expect(close(color(again, 350 + 20, 120 - 30), stageGray))  // 70 pt from 300, 20 from 350
    }

    @Test("3: the group's three animations run together for its 2 s")
    func animationGroup() throws {
        let run = try cpuRun(AnimationGroupScene.self)
        defer { run.finish() }
        // At 1 s: centre (260 + 100, 300), the 240×180 picture at scale 0.75 turned a
        // quarter: 135 pt wide, 180 pt tall.
        let image = try run.frame(at: 1)
        #expect(!close(color(image, 360, 300), stageGray))
        #expect(!close(color(image, 360, 300 - 80), stageGray))      // within 90 pt vertically
        #expect(close(color(image, 360 - 80, 300), stageGray))       // beyond 67.5 pt horizontally
        #expect(close(color(image, 260, 300), stageGray))            // it has left its model position
        let layer = (run.scene as! AnimationGroupScene).imageLayer
        let shown = try #require(run.at(1) { layer.presentation() })
        #expect(abs(shown.position.x - 360) < 1e-6)
        #expect(abs((shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-6)
    }

    @Test("5: the seed's recipe stops the layer's time at the pause and resumes from there")
    func pauseAndResume() throws {
        let run = try cpuRun(PauseResumeScene.self)   // its script: space at 1 s and at 2 s
        defer { run.finish() }
        let scene = run.scene as! PauseResumeScene
        func angle(at t: CFTimeInterval) throws -> CGFloat {
            _ = try run.frame(at: t)
            let shown = try #require(run.at(t) { scene.hand.presentation() })
            return shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan
        }
        // The hand turns 2π in 4 s; atan2 reports angles in (−π, π].
        #expect(abs(try angle(at: 0.5) - .pi / 4) < 1e-6)
        let paused = try run.frame(at: 1.25)
        #expect(abs(try angle(at: 1.5) - .pi / 2) < 1e-6)           // stopped at 1 s's angle
        #expect(samePixels(paused, try run.frame(at: 1.75)))
        #expect(close(color(paused, 760, 40), rgb(PauseResumeScene.paused)))
        // Resumed at 2 s: 1 s was spent paused, so at 2.5 s the hand shows 1.5 s of turning.
        #expect(abs(try angle(at: 2.5) - 3 * .pi / 4) < 1e-6)
        #expect(close(color(try run.frame(at: 2.6), 760, 40), rgb(PauseResumeScene.running)))
    }

    @Test("6: every change to the standalone layer animates implicitly; the view's layer does not")
    func implicitAnimations() throws {
        let click = [ScriptedInput(time: 0.5, input: .pointerDown(CGPoint(x: 400, y: 300)))]
        let run = try cpuRun(ImplicitAnimationsScene.self, script: click)
        defer { run.finish() }
        let scene = run.scene as! ImplicitAnimationsScene
        _ = try run.frame(at: 0.5)
        let keys = Set(scene.layer.animationKeys() ?? [])
        #expect(keys == ["transform", "position", "cornerRadius", "backgroundColor", "borderColor", "borderWidth"])
        #expect(run.stage.layer.animationKeys() == nil)
        // Halfway through the 0.25 s, the layer is between where it was and where it goes.
        let target = scene.layer.position
        _ = try run.frame(at: 0.625)
        let moving = try #require(run.at(0.625) { scene.layer.presentation() })
        let start = CGPoint(x: 200, y: 150)
        let along = (moving.position.x - start.x) / (target.x - start.x)
        #expect(along > 0.05 && along < 0.95)
        #expect(abs((moving.position.y - start.y) / (target.y - start.y) - along) < 1e-6)
        // After 0.25 s it has arrived; the stage's colour changed at the click itself.
        let done = try run.frame(at: 0.76)
        let arrived = try #require(run.at(0.76) { scene.layer.presentation() })
        #expect(arrived.position == target)
        #expect(close(color(done, 5, 5), rgb(try #require(run.stage.layer.backgroundColor)), 0.005))
    }

    @Test("10: four bars 45 pt apart, each 0.1 s later, green fading by 0.03 a copy")
    func volumeBars() throws {
        let run = try cpuRun(VolumeBarsScene.self)
        defer { run.finish() }
        let image = try run.frame(at: 0.25)
        // The bars stand on y = 150 + 200; copy k's local time is 0.25 − 0.1k, its scale
        // 1 − 0.9·(t / 0.5) on the way down, 1 before its start (copy 3, t < 0).
        for k in 0..<4 {
            let local = 0.25 - 0.1 * Double(k)
            let height = local < 0 ? 150 : 150 * (1 - 0.9 * local / 0.5)
            let x = CGFloat(300 + 32 + 45 * k), top = CGFloat(350 - height)
            let barColor = (r: 0.0, g: 0.9 * (1 - 0.03 * Double(k)), b: 0.0)
            #expect(close(color(image, x, top + 3), barColor), "copy \(k) is drawn up to its height")
            #expect(close(color(image, x, top - 3), (0.2, 0.2, 0.2)), "copy \(k) ends at \(top)")
        }
    }

    @Test("11: copies of one dot around the circle, each 1/20 s behind the one before")
    func activityIndicator() throws {
        let run = try cpuRun(ActivityIndicatorScene.self)
        defer { run.finish() }
        let image = try run.frame(at: 0.5)
        let dot = (r: 0.35, g: 0.7, b: 1.0), background = (r: 0.15, g: 0.15, b: 0.15)
        // Copy k sits at the dot's place (150, 40) turned by 2πk/20 about the replicator's
        // centre (150, 150) — clockwise on screen, y down — offset by the replicator's
        // origin (250, 150). At 0.5 s copy 5 (local 0.25 s, scale 0.75) shows; copy 15
        // (local −0.25 s) has not started and keeps its model scale, 0.
        #expect(close(color(image, 250 + 150 + 110, 150 + 150), dot))     // copy 5, at π/2
        #expect(close(color(image, 250 + 150 - 110, 150 + 150), background)) // copy 15, at 3π/2
        #expect(close(color(image, 250 + 150, 150 + 150 + 110), dot))     // copy 10, at π, full size
        #expect(close(color(image, 250 + 150, 150 + 40), dot))            // copy 0, scale 0.5
    }
}
