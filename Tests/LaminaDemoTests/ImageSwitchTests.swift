import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 15 (seed 002): "next" released at 0.4 s. Each picture's group lasts 1.2 s; its
/// additive position keyframes (0, p, 0) take 0.6 s a segment, so at 1.0 s both pictures
/// are exactly at their offsets: the one coming forward (−90, 20), the other (90, −20).
@Suite("Scene 15: image switch")
struct ImageSwitchTests {
    let frame = ImageSwitchViewController.pictureFrame

    @Test("next: the pictures part at mid-swap, then the next picture is in front")
    func next() throws {
        let run = try cpuRun(ImageSwitchScene.self)
        defer { run.finish() }
        let controller = (run.scene as! ImageSwitchScene).controller
        let photo1 = try #require(UIImage(named: "Photo1")?.cgImage)
        let photo7 = try #require(UIImage(named: "Photo7")?.cgImage)
        let start = try run.frame(at: 0)
        #expect(difference(start, at: CGPoint(x: frame.midX, y: frame.midY), radius: 80, picture: photo1, in: frame) < 0.03)

        try play(run, from: 0, to: 1.0)
        // "next" goes back one: (0 + 6) % 7, the seventh photo, behind and coming forward.
        #expect(controller.currentIndex == 6)
        #expect(controller.behindImageView.layer.zPosition == 1 && controller.currentImageView.layer.zPosition == -1)
        _ = try run.frame(at: 1.0)
        let behind = try #require(run.at(1.0) { controller.behindImageView.layer.presentation() })
        let current = try #require(run.at(1.0) { controller.currentImageView.layer.presentation() })
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        #expect(hypot(behind.position.x - (centre.x - 90), behind.position.y - (centre.y + 20)) < 1e-6)
        #expect(hypot(current.position.x - (centre.x + 90), current.position.y - (centre.y - 20)) < 1e-6)
        // The rotation's keyframes span 2 s of the 1.2 s group: at 0.6 s it is 0.3 of the
        // way, in its first segment (0 → −0.15 for the picture coming forward).
        let turned = behind.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan
        #expect(turned < 0 && turned > -0.15)
        // zPosition goes −1 → 1 linearly: through 0 at half time.
        #expect(abs(behind.zPosition) < 1e-6 && abs(current.zPosition) < 1e-6)

        try play(run, from: 1.0, to: 1.7)
        let after = try run.frame(at: 1.7)
        #expect(controller.behindImageView.image == nil && controller.currentImageView.layer.zPosition == 1)
        #expect(difference(after, at: centre, radius: 80, picture: photo7, in: frame) < 0.03)
        #expect(difference(after, at: centre, radius: 80, picture: photo1, in: frame) > 0.1)
    }

    @Test("previous after next: the first photo is back in front at the end")
    func previous() throws {
        let run = try cpuRun(ImageSwitchScene.self)   // "previous" released at 2.0 s: 2.0…3.2 s
        defer { run.finish() }
        let controller = (run.scene as! ImageSwitchScene).controller
        let photo1 = try #require(UIImage(named: "Photo1")?.cgImage)
        try play(run, from: 0, to: 2.6)
        let behind = try #require(run.at(2.6) { controller.behindImageView.layer.presentation() })
        #expect(hypot(behind.position.x - (frame.midX - 90), behind.position.y - (frame.midY + 20)) < 1e-6)
        try play(run, from: 2.6, to: 3.3)
        let image = try run.frame(at: 3.3)
        #expect(controller.currentIndex == 0)
        #expect(difference(image, at: CGPoint(x: frame.midX, y: frame.midY), radius: 80, picture: photo1, in: frame) < 0.03)
    }
}
