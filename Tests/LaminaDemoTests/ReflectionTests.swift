import Foundation
import Testing
import LaminaKit
@testable import lamina_demo
@testable import LaminaScenes
@testable import LaminaRaster

/// Scene 12: the picture spans 100…300 pt (the view's anchor point moved to its bottom
/// edge at y = 300); the replicator's second instance is turned π about x around that
/// edge, so row y shows again at row 599 − y, its colour and alpha scaled by 1 − 0.1
/// (the instance colour, white, plus the offsets once): over the white background a
/// channel c becomes 0.9·0.9·c + 0.1.
@Suite("Scene 12: reflection")
struct ReflectionTests {
    @Test("the copy below is the picture mirrored about its bottom edge, 0.1 darker and fainter")
    func mirrored() throws {
        let run = try cpuRun(ReflectionScene.self)
        defer { run.finish() }
        let view = (run.scene as! ReflectionScene).controller.reflectionView!
        let replicator = try #require(view.layer as? CAReplicatorLayer)
        #expect(replicator.instanceCount == 2)
        #expect(view.frame == CGRect(x: 250, y: 100, width: 300, height: 200))
        let image = try run.frame(at: 0)
        let white = (r: 1.0, g: 1.0, b: 1.0)
        #expect(close(color(image, 400, 95), white) && close(color(image, 400, 505), white))
        #expect(close(color(image, 245, 200), white) && close(color(image, 555, 400), white))
        for (x, y) in [(260, 110), (300, 150), (400, 200), (480, 250), (530, 290), (400, 299)] as [(CGFloat, CGFloat)] {
            let original = color(image, x, y), copy = color(image, x, 599 - y)
            let expected = (r: 0.81 * original.r + 0.1, g: 0.81 * original.g + 0.1, b: 0.81 * original.b + 0.1)
            #expect(close(copy, expected, 0.02), "row \(y) → \(599 - y) at x = \(x): \(copy) vs \(expected)")
        }
    }
}
