import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 14 driven by its script: a drag to 50 pt (held 0.7–1.2 s, then released), and
/// a drag to 120 pt released at 1.6 + 19/30 s. Expected values come from seed 003's
/// formulas: small radius 20 − d/10, the blob's corner and control points, max
/// distance 80, a spring of 0.2 s, an explosion of 8 pictures over 1 s, removal 0.5 s
/// after the release.
@Suite("Scene 14: sticky badge")
struct StickyBadgeTests {
    let white = (r: 1.0, g: 1.0, b: 1.0), red = (r: 1.0, g: 0.0, b: 0.0)
    let home = CGPoint(x: 400, y: 300)

    @Test("mid-drag the small circle shrinks and the blob fills the space between the circles")
    func blobMidDrag() throws {
        let run = try cpuRun(StickyBadgeScene.self)
        defer { run.finish() }
        let badge = (run.scene as! StickyBadgeScene).controller.badge!
        try play(run, from: 0, to: 1.0)
        // At 1 s the pointer has rested at (440, 330) for 0.3 s: longer than an implicit
        // path animation (0.25 s).
        let image = try run.frame(at: 1.0)
        let big = CGPoint(x: 440, y: 330)
        let d = hypot(big.x - home.x, big.y - home.y)                 // 50
        let r1 = 20 - d / 10, r2: CGFloat = 20
        #expect(abs(badge.center.x - big.x) < 1e-9 && abs(badge.center.y - big.y) < 1e-9)
        let small = try #require(badge.smallCircle)
        #expect(abs(small.bounds.width - 2 * r1) < 1e-9 && !small.isHidden)
        #expect(badge.currentShapeL?.superlayer != nil)

        // The axis u from the small circle to the badge and its normal n (the seed's
        // B − centre direction: (cosθ, −sinθ) with sinθ = dx/d, cosθ = dy/d).
        let u = CGPoint(x: (big.x - home.x) / d, y: (big.y - home.y) / d)
        let n = CGPoint(x: u.y, y: -u.x)
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: home.x + along * u.x + across * n.x, y: home.y + along * u.y + across * n.y)
        }
        // The curve B→C with control P = B + d/2·u passes, at its middle, (B + 2P + C)/4:
        // d/2 along the axis and (3·r1 + r2)/4 across it; D→A is its mirror.
        let waist = (3 * r1 + r2) / 4
        for side: CGFloat in [1, -1] {
            let inside = point(d / 2, side * (waist - 2)), outside = point(d / 2, side * (waist + 3))
            #expect(close(color(image, inside.x, inside.y), red), "inside the blob at \(inside)")
            #expect(close(color(image, outside.x, outside.y), white), "outside the blob at \(outside)")
        }
        // The model path starts at A = small centre − r1·n and turns at B, C, D.
        let box = try #require(badge.currentShapeL?.path).boundingBoxOfPath
        let a = point(0, -r1), b = point(0, r1), c = point(d, r2), dd = point(d, -r2)
        for corner in [a, b, c, dd] {
            #expect(box.insetBy(dx: -1e-6, dy: -1e-6).contains(corner), "\(corner) in \(box)")
        }
        #expect(abs(box.minX - min(a.x, b.x, c.x, dd.x)) < 1e-6 && abs(box.maxY - max(a.y, b.y, c.y, dd.y)) < 1e-6)
    }

    @Test("released within 80 pt the badge springs back onto the small circle, which shows again")
    func springBack() throws {
        let run = try cpuRun(StickyBadgeScene.self)
        defer { run.finish() }
        let badge = (run.scene as! StickyBadgeScene).controller.badge!
        _ = try run.frame(at: 1.2)
        #expect(badge.currentShapeL?.superlayer == nil)
        #expect(badge.center == home)                                // the model jumps; the spring shows the way
        let image = try run.frame(at: 1.6)
        let shown = try #require(run.at(1.6) { badge.layer.presentation() })
        #expect(hypot(shown.position.x - home.x, shown.position.y - home.y) < 0.5)
        #expect(badge.smallCircle?.isHidden == false)
        #expect(close(color(image, 400, 300 + 17), red))             // within the badge's 20 pt radius
        #expect(close(color(image, 440, 330), white))                // where it was dragged
    }

    @Test("beyond 80 pt the blob and small circle go; on release the badge explodes and is removed")
    func explodes() throws {
        let run = try cpuRun(StickyBadgeScene.self)
        defer { run.finish() }
        let controller = (run.scene as! StickyBadgeScene).controller
        let badge = controller.badge!
        // The spring of the first release ends (and the badge takes touches again) at 1.4 s.
        try play(run, from: 0, to: 2.1)
        // At 2.1 s the second drag is 15 of 18 steps along: x = 400 + 120·15/18 = 500.
        let torn = try run.frame(at: 2.1)
        #expect(abs(badge.center.x - 500) < 1e-9)
        #expect(badge.smallCircle?.isHidden == true)
        #expect(badge.currentShapeL?.superlayer == nil)
        #expect(close(color(torn, 400, 300), white))                 // no small circle at home
        #expect(close(color(torn, 450, 300), white))                 // no blob between

        let release = 1.6 + 19.0 / 30
        run.advance(to: release)
        let explosion = try #require(badge.subviews.compactMap { $0 as? UIImageView }.first { $0.animationImages != nil })
        #expect(explosion.animationImages?.count == 8)
        // Eight pictures in 1 s: at 0.3 s after the release the third (index 2) shows.
        let t = release + 0.3
        _ = try run.frame(at: t)
        let contents = run.at(t) { explosion.layer.presentation()?.contents as? CGImage }
        #expect(contents === UIImage(named: "Explosion3")?.cgImage)
        #expect(badge.superview === controller.view)

        // Removed 0.5 s after the release: gone from the first frame after that.
        let gone = try run.frame(at: release + 0.55)
        #expect(badge.superview == nil)
        #expect(close(color(gone, 520, 300), white))
    }
}
