import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 8: the wheel turns 45°/s by its display link; a tap on a button's outer half
/// selects it, on its inner half falls through (seed 002's `hitTest`); "pick" spins
/// 10π in 2 s and leaves the selected sign on top: its angle plus the wheel's ≡ 0.
@Suite("Scene 8: lottery wheel")
struct LotteryWheelTests {
    /// An angle brought into (−π, π].
    func normalized(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    func angle(_ t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    @Test("the display link turns the wheel 45° a second, whatever the frame times")
    func idleTurn() throws {
        let run = try cpuRun(LotteryWheelScene.self, script: [])
        defer { run.finish() }
        let wheel = (run.scene as! LotteryWheelScene).controller.wheel!
        for t in [0.1, 0.25, 0.3, 0.7, 1.0] { _ = try run.frame(at: t) }
        #expect(abs(angle(wheel.wheelView.transform) - .pi / 4) < 1e-9)
        #expect(wheel.buttons[0].isSelected && wheel.buttons.filter(\.isSelected).count == 1)
    }

    @Test("a tap on a button's inner half falls through; on its outer half it selects the button")
    func lowerHalfIgnored() throws {
        let inner = LotteryWheelScene.point(onButton: 5, radius: 55, at: 0.2)
        let outer = LotteryWheelScene.point(onButton: 5, radius: 110, at: 0.5)
        let run = try cpuRun(LotteryWheelScene.self, script: ScriptedInput.tap(inner, at: 0.2)
                                                           + ScriptedInput.tap(outer, at: 0.5))
        defer { run.finish() }
        let wheel = (run.scene as! LotteryWheelScene).controller.wheel!
        try play(run, from: 0, to: 0.45)
        #expect(wheel.lastSelectedBtn === wheel.buttons[0])
        try play(run, from: 0.45, to: 0.8)
        #expect(wheel.lastSelectedBtn === wheel.buttons[5])
        #expect(!wheel.buttons[0].isSelected && wheel.buttons[5].isSelected)
    }

    @Test("pick spins the wheel 10π in 2 s, then the selected sign points up, and the turn resumes after 1 s")
    func pick() throws {
        let run = try cpuRun(LotteryWheelScene.self)   // selects button 3 at 0.3 s, picks on release at 0.8 s
        defer { run.finish() }
        let controller = (run.scene as! LotteryWheelScene).controller
        let wheel = controller.wheel!
        try play(run, from: 0, to: 1.8)
        #expect(wheel.lastSelectedBtn === wheel.buttons[3])
        // The link stopped at the pick: the model rests where the frame at 0.75 s left it,
        // 45°·0.75, while the animation runs from there to 10π over 0.8…2.8 s, ease-in-
        // ease-out: halfway in time is halfway in angle.
        let start = CGFloat(0.75) * .pi / 4
        #expect(abs(angle(wheel.wheelView.transform) - start) < 1e-9)
        let shown = try #require(run.at(1.8) { wheel.wheelView.layer.presentation() })
        let halfway = start + (10 * .pi - start) / 2
        let spun = shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan
        #expect(abs(normalized(spun - halfway)) < 1e-6)

        try play(run, from: 1.8, to: 3.0)
        let image = try run.frame(at: 3.0)
        let selected = try #require(wheel.lastSelectedBtn)
        #expect(abs(normalized(angle(selected.transform) + angle(wheel.wheelView.transform))) < 1e-9)
        #expect(abs(normalized(angle(wheel.wheelView.transform) + .pi / 2)) < 1e-9)
        // The button's top centre is straight above the wheel's centre, 143 pt up.
        let top = selected.convert(CGPoint(x: 34, y: 0), to: controller.view)
        #expect(abs(top.x - 400) < 1e-6 && abs(top.y - (300 - 143)) < 1e-6)
        // Upright, the selected picture (cell 3 of the pressed sheet, 40×46 pt at 18 pt
        // from the button's top) shows one point to two of the sheet's pixels.
        let sheet = try #require(UIImage(named: "LuckyAstrologyPressed")?.cgImage)
        let normal = try #require(UIImage(named: "LuckyAstrology")?.cgImage)
        let origin = CGPoint(x: 400 - 20, y: 157 + 18)
        /// The mean difference per channel between the frame and a sheet's cell 3 (the
        /// average of the 2×2 pixels under each point) over the medallion's middle.
        func difference(from sheet: CGImage) -> Double {
            var total = 0.0
            for v in 10..<30 { for u in 10..<30 {
                let c = color(image, origin.x + CGFloat(u), origin.y + CGFloat(v))
                var s = (0.0, 0.0, 0.0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = sheet.pixels.pixel(x: 3 * 80 + 2 * u + dx, y: 2 * v + dy)
                    s = (s.0 + Double(p.r) / 1020, s.1 + Double(p.g) / 1020, s.2 + Double(p.b) / 1020)
                }
                total += abs(c.r - s.0) + abs(c.g - s.1) + abs(c.b - s.2)
            } }
            return total / (400 * 3)
        }
        #expect(difference(from: sheet) < 0.02)
        #expect(difference(from: normal) > 0.1)

        // Turning again from the first frame 1 s after the stop (2.8 s + 1 s, at 20 fps).
        try play(run, from: 3.0, to: 4.2)
        _ = try run.frame(at: 4.2)
        let turned = normalized(angle(wheel.wheelView.transform) + .pi / 2)
        #expect(abs(turned - 0.4 * .pi / 4) <= 0.05 * .pi / 4 + 1e-9)
    }
}

/// Scene 7: the display link's handler runs once per frame drawn, not while paused.
@Suite("Scene 7: CADisplayLink")
struct DisplayLinkTests {
    @Test("the hand turns 6° per frame drawn; frames drawn while the link is paused do not count")
    func perFrame() throws {
        let run = try cpuRun(DisplayLinkScene.self)   // presses at 0.5 s (pause) and 1.0 s (resume)
        defer { run.finish() }
        let controller = (run.scene as! DisplayLinkScene).controller
        // 20 frames a second over 0…1.45 s: ten before the pause (0…0.45 s), none for the
        // frames 0.5…0.95 s, ten after the resume (1.0…1.45 s).
        try play(run, from: 0, to: 1.5)
        #expect(controller.calls == 20)
        let angle = atan2(controller.hand.transform.b, controller.hand.transform.a)
        #expect(abs(angle - 20 * DisplayLinkViewController.step) < 1e-9)
        // The hand (130 pt, anchored at its bottom on the dial's centre) points 120° from up.
        let image = try run.frame(at: 1.5)
        let tip = CGPoint(x: 400 + 110 * sin(21 * DisplayLinkViewController.step),
                          y: 280 - 110 * cos(21 * DisplayLinkViewController.step))
        #expect(close(color(image, tip.x, tip.y), (0.85, 0.25, 0.2)))
        #expect(controller.calls == 21)
    }
}

/// The space key pauses the stage's layer time (scene 5's recipe) and the display links
/// of the scenes driven by one.
@Suite("Pausing display-link scenes")
struct DisplayLinkPauseTests {
    @Test("space stops the wheel's idle turn and resumes it from where it stopped")
    func wheel() throws {
        let run = try cpuRun(LotteryWheelScene.self, script: [ScriptedInput(time: 0.5, input: .key(" ")),
                                                              ScriptedInput(time: 1.0, input: .key(" "))])
        defer { run.finish() }
        let wheel = (run.scene as! LotteryWheelScene).controller.wheel!
        try play(run, from: 0, to: 1.55)
        // Turned 0…0.45 s (the last frame before the pause), then again from 1.0 s to 1.5 s.
        let angle = atan2(wheel.wheelView.transform.b, wheel.wheelView.transform.a)
        #expect(abs(angle - (0.45 + 0.5) * .pi / 4) < 1e-9)
    }
}
