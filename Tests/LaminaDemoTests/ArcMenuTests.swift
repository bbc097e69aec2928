import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 16 (seed 004) driven by its script: avatar 2 tapped, released at 0.4 s. The arc
/// is centred at the phone screen's top-left corner (stage (240, 16)), radius
/// r = 2·320/√3; avatar i is centred at (r·sin φ, r·cos φ), φ = 7.5° + 15°·i. Two steps
/// take 0.4 s each: the head flies 0.4…1.2 s.
@Suite("Scene 16: arc menu")
struct ArcMenuTests {
    let r = 2 * 320 / CGFloat(3).squareRoot()
    func slot(_ i: Int) -> CGPoint {
        let phi = (7.5 + 15 * CGFloat(i)) * .pi / 180
        return CGPoint(x: r * sin(phi), y: r * cos(phi))
    }

    @Test("the copy of the head travels along the arc, and the head lands on the tapped avatar")
    func headMoves() throws {
        let run = try cpuRun(ArcMenuScene.self)
        defer { run.finish() }
        let menu = (run.scene as! ArcMenuScene).controller.menu!
        for (i, button) in menu.buttons.enumerated() {
            #expect(abs(button.center.x - slot(i).x) < 1e-9 && abs(button.center.y - slot(i).y) < 1e-9)
        }
        try play(run, from: 0, to: 0.8)
        let flying = try #require(menu.transitionLayer)
        #expect(menu.head.isHidden)
        let angles = (slot(0), slot(2))
        for t in [0.6, 0.8, 1.0] {
            _ = try run.frame(at: t)
            let p = try #require(run.at(t) { flying.presentation()?.position })
            #expect(abs(hypot(p.x, p.y) - r) < 0.5, "on the arc at \(t): \(p)")
            let phi = atan2(p.x, p.y)
            #expect(phi > atan2(angles.0.x, angles.0.y) && phi < atan2(angles.1.x, angles.1.y), "between the slots at \(t)")
        }
        // Ease-out: just before the end it is all but there; the head still waits.
        _ = try run.frame(at: 1.18)
        let near = try #require(run.at(1.18) { flying.presentation()?.position })
        #expect(hypot(near.x - slot(2).x, near.y - slot(2).y) < 1)
        #expect(menu.head.isHidden)

        let image = try run.frame(at: 1.25)
        #expect(!menu.head.isHidden)
        #expect(menu.head.frame == menu.buttons[2].frame)
        #expect(menu.transitionLayer?.superlayer == nil)
        // On the stage: the head's picture over avatar 2, avatar 1's own picture at slot 0.
        let head = try #require(UIImage(named: "myHead")?.cgImage)
        let cat = try #require(UIImage(named: "Avatar1")?.cgImage)
        let onStage = { (p: CGPoint) in CGPoint(x: p.x + 240, y: p.y + 16) }
        let d1 = difference(image, at: onStage(slot(2)), size: 50, radius: 20, picture: head)
        let d2 = difference(image, at: onStage(slot(0)), size: 50, radius: 20, picture: cat)
        #expect(d1 < 0.03 && d2 < 0.03, "\(d1) \(d2)")
        #expect(difference(image, at: onStage(slot(0)), size: 50, radius: 20, picture: head) > 0.1)
    }

    @Test("tapping the avatar the head is on does nothing; one step takes 0.7 s, clockwise back down")
    func steps() throws {
        let script = ScriptedInput.tap(ArcMenuScene.slot(0), at: 0.2) + ScriptedInput.tap(ArcMenuScene.slot(1), at: 0.5)
            + ScriptedInput.tap(ArcMenuScene.slot(0), at: 1.5)
        let run = try cpuRun(ArcMenuScene.self, script: script)
        defer { run.finish() }
        let menu = (run.scene as! ArcMenuScene).controller.menu!
        try play(run, from: 0, to: 0.45)
        #expect(menu.transitionLayer == nil && !menu.head.isHidden)   // no copy was ever made
        // Released at 0.6 s: in flight until 1.3 s.
        try play(run, from: 0.45, to: 1.28)
        #expect(menu.head.isHidden)
        try play(run, from: 1.28, to: 1.35)
        #expect(!menu.head.isHidden && menu.head.frame == menu.buttons[1].frame)
        // Back down from 1.6 s: the copy starts at slot 1 and moves towards slot 0.
        try play(run, from: 1.35, to: 1.9)
        let p = try #require(run.at(1.85) { menu.transitionLayer?.presentation()?.position })
        let phi = atan2(p.x, p.y)
        #expect(phi > atan2(slot(0).x, slot(0).y) && phi < atan2(slot(1).x, slot(1).y))
        #expect(abs(hypot(p.x, p.y) - r) < 0.5)
    }
}
