import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
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

    @Test("types not drawn yet (the seed's pageCurl) cross-fade: halfway, half the old photo and half the new")
    func fadeForNow() throws {
        let run = try cpuRun(TransitionsScene.self, script: ScriptedInput.tap(TransitionsScene.picture, at: 0.1))
        defer { run.finish() }
        let before = try run.frame(at: 0)
        try play(run, from: 0.05, to: 1.2)
        let half = try run.frame(at: 1.2)       // 0.2…2.2 s: progress ½
        try play(run, from: 1.25, to: 2.3)
        let after = try run.frame(at: 2.3)
        // A fade cross-dissolves opaque pictures: halfway, each pixel is the mean of the
        // old and the new one.
        for (x, y) in [(260, 80), (400, 160), (520, 250), (300, 220)] as [(CGFloat, CGFloat)] {
            let a = color(before, x, y), b = color(after, x, y), m = color(half, x, y)
            #expect(close(m, ((a.r + b.r) / 2, (a.g + b.g) / 2, (a.b + b.b) / 2), 0.03), "at (\(x), \(y)): \(m), \(a), \(b)")
        }
    }
}
