import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 9 driven by its script: a drag 240 pt down, resting from 0.9 s, let go at
/// 1.5 s. Expected values from seed 002: angle −y/320·π about x after m34 = −1/500,
/// shade opacity y/300, and the projection of the turned half computed here.
@Suite("Scene 9: image fold")
struct ImageFoldTests {
    let white = (r: 1.0, g: 1.0, b: 1.0)

    @Test("pulled 240 pt the top half turns −¾π about its bottom edge and the bottom half darkens")
    func folded() throws {
        let run = try cpuRun(ImageFoldScene.self)
        defer { run.finish() }
        let controller = (run.scene as! ImageFoldScene).controller
        let flat = try run.frame(at: 0)
        try play(run, from: 0.05, to: 1.2)
        let image = try run.frame(at: 1.2)

        let angle = -240.0 / 320 * CGFloat.pi
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500.0
        let expected = CATransform3DRotate(perspective, angle, 1, 0, 0)
        #expect(CATransform3DEqualToTransform(controller.topView.layer.transform, expected))
        #expect(abs(Double(controller.gradientLayer?.opacity ?? 0) - 0.8) < 1e-6)

        // The top edge, 160 pt above the hinge at y = 300, turns to (y, z) = (−160 cos a,
        // −160 sin a) and is seen through w = 1 + z·m34; the half's corners move out by 1/w.
        let z = -160 * sin(angle), w = 1 + z * perspective.m34
        let edgeY = 300 + (-160 * cos(angle)) / w                   // ≈ 446.2
        let edgeHalfWidth = 240 / w                                 // ≈ 310.2
        #expect(close(color(image, 400, 200), white))               // the top half has left
        #expect(!close(color(image, 400, edgeY - 6), color(flat, 400, edgeY - 6), 0.1))
        // The turned half's side runs from (160, 300) to (400 − 310, edgeY).
        let side = { (y: CGFloat) in 160 - (160 - (400 - edgeHalfWidth)) * (y - 300) / (edgeY - 300) }
        #expect(!close(color(image, side(440) + 15, 440), white))  // on the fold, outside the picture
        #expect(close(color(image, side(440) - 15, 440), white))
        #expect(close(color(image, 120, edgeY + 6), white))         // below the fold, outside the picture

        // Below the fold the bottom half shows under the shade: clear → black from its top
        // to its bottom, at opacity 0.8, so a pixel keeps 1 − 0.8·(y − 300)/160 of itself.
        for x: CGFloat in [200, 400, 600] {
            let y = edgeY + 8, keep = 1 - 0.8 * (y + 0.5 - 300) / 160
            let before = color(flat, x, y), after = color(image, x, y)
            #expect(close(after, (before.r * keep, before.g * keep, before.b * keep), 0.03), "at (\(x), \(y))")
        }
    }

    @Test("let go, the top half springs back flat and the shade fades out")
    func springsBack() throws {
        let run = try cpuRun(ImageFoldScene.self)
        defer { run.finish() }
        let controller = (run.scene as! ImageFoldScene).controller
        let flat = try run.frame(at: 0)
        try play(run, from: 0.05, to: 1.55)
        #expect(CATransform3DIsIdentity(controller.topView.layer.transform))
        #expect(controller.gradientLayer?.opacity == 0)
        let moving = try #require(run.at(1.55) { controller.topView.layer.presentation() })
        #expect(!CATransform3DIsIdentity(moving.transform))        // the spring shows the way back
        try play(run, from: 1.55, to: 1.98)
        let back = try run.frame(at: 1.98)
        let shown = try #require(run.at(1.98) { controller.topView.layer.presentation() })
        #expect(abs(shown.transform.m22 - 1) < 1e-3 && abs(shown.transform.m23) < 0.01)  // cos and sin of the angle
        for (x, y): (CGFloat, CGFloat) in [(400, 200), (200, 160), (600, 440), (400, 141), (161, 141)] {
            #expect(close(color(back, x, y), color(flat, x, y), 0.03), "at (\(x), \(y))")
        }
    }
}
