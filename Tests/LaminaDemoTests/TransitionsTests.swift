import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 4 (seed 000's transition on a click, 2 s, with the delegate's callbacks): the
/// script picks push from the right and clicks at 0.35 s (released at 0.45 s: the
/// transition runs 0.45…2.45 s with linear pacing, CAAnimation's default).
@Suite("Scene 4: transitions")
struct TransitionsTests {
    let frame = TransitionsViewController.imageFrame

    @Test("push from the right: halfway through, the new photo fills the right half and has pushed the old one left")
    func push() throws {
        let run = try cpuRun(TransitionsScene.self)
        defer { run.finish() }
        let controller = (run.scene as! TransitionsScene).controller
        let photo1 = try #require(UIImage(named: "Photo1")?.cgImage)
        let photo2 = try #require(UIImage(named: "Photo2")?.cgImage)
        try play(run, from: 0, to: 0.5)
        #expect(controller.type == .push && controller.subtype == .fromRight)
        #expect(controller.startedCount == 1 && controller.stoppedCount == 0)
        let t = 0.45 + 1.0
        try play(run, from: 0.5, to: t)
        let image = try run.frame(at: t)
        // Progress ½: the new picture is drawn 180 pt right of the frame, the old 180 pt left.
        let newFrame = frame.offsetBy(dx: frame.width / 2, dy: 0), oldFrame = frame.offsetBy(dx: -frame.width / 2, dy: 0)
        let right = CGPoint(x: frame.minX + frame.width * 0.75, y: frame.midY)
        let left = CGPoint(x: frame.minX + frame.width * 0.25, y: frame.midY)
        #expect(difference(image, at: right, radius: 60, picture: photo2, in: newFrame) < 0.03)
        #expect(difference(image, at: left, radius: 60, picture: photo1, in: oldFrame) < 0.03)
        // Outside the clipping container: the white background.
        #expect(close(color(image, frame.maxX + 20, frame.midY), (1, 1, 1)))
        #expect(close(color(image, 764, 36), rgb(TransitionsViewController.running.cgColor)))

        try play(run, from: t, to: 2.5)
        let done = try run.frame(at: 2.5)
        #expect(controller.stoppedCount == 1)
        #expect(close(color(done, 764, 36), rgb(TransitionsViewController.idle.cgColor)))
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        #expect(difference(done, at: centre, radius: 100, picture: photo2, in: frame) < 0.03)
    }

    @Test("the picker offers the seed's twelve types and four subtypes; the seed's pageCurl is picked at first")
    func picker() throws {
        #expect(TransitionsViewController.types.map(\.rawValue) == [
            "fade", "push", "moveIn", "reveal", "cube", "oglFlip", "suckEffect", "rippleEffect", "pageCurl",
            "pageUnCurl", "cameraIrisHollowOpen", "cameraIrisHollowClose"])
        #expect(TransitionsViewController.subtypes.map(\.rawValue) == ["fromLeft", "fromRight", "fromTop", "fromBottom"])
        let run = try cpuRun(TransitionsScene.self, script: ScriptedInput.tap(TransitionsScene.picture, at: 0.1))
        defer { run.finish() }
        let controller = (run.scene as! TransitionsScene).controller
        #expect(controller.type.rawValue == "pageCurl")
        try play(run, from: 0, to: 2.3)
        #expect(controller.startedCount == 1 && controller.stoppedCount == 1)   // 0.2…2.2 s
        #expect(controller.imageView.image?.cgImage === UIImage(named: "Photo2")?.cgImage)
    }

    @Test("the seed's pageCurl halfway: the page lifted from the bottom-right corner uncovers the new photo there, the top-left is still the old one")
    func pageCurl() throws {
        let run = try cpuRun(TransitionsScene.self, script: ScriptedInput.tap(TransitionsScene.picture, at: 0.1))
        defer { run.finish() }
        let before = try run.frame(at: 0)
        try play(run, from: 0.05, to: 1.2)
        let half = try run.frame(at: 1.2)       // 0.2…2.2 s: progress ½
        try play(run, from: 1.25, to: 2.3)
        let after = try run.frame(at: 2.3)
        // Lifting from the bottom edge, the curl line at 20°: the bottom-right corner is
        // uncovered first; halfway the roll (radius a tenth of the page's extent along the
        // motion) has not reached the top-left corner, and nothing folded over lies there.
        for (x, y) in [(560, 272), (540, 265)] as [(CGFloat, CGFloat)] {
            #expect(close(color(half, x, y), color(after, x, y), 0.03), "new at (\(x), \(y))")
        }
        for (x, y) in [(232, 50), (250, 48)] as [(CGFloat, CGFloat)] {
            #expect(close(color(half, x, y), color(before, x, y), 0.03), "old at (\(x), \(y))")
        }
        // Just past the curl line lies the underside, folded over: the photo washed 65 %
        // toward white, so no channel is below 0.65.
        let under = color(half, 387, 125)
        #expect(under.r >= 0.64 && under.g >= 0.64 && under.b >= 0.64, "underside \(under)")
    }
}
