import Foundation
import Testing
@testable import LaminaGL
import LaminaRaster

@Suite struct SmokeTests {
    @Test func redLayer() throws {
        let c = try GLOffscreenContext(width: 100, height: 100)
        let renderer = CARenderer(glContext: c)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        renderer.bounds = root.frame
        renderer.layer = root
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 10
        layer.borderWidth = 3
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(layer)
        CATransaction.commit()
        renderer.beginFrame(atTime: 0)
        renderer.render()
        renderer.endFrame()
        let image = c.readPixels()
        print(image.pixels.pixel(x: 35, y: 35), image.pixels.pixel(x: 5, y: 5), renderer.statistics)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/gl-look/smoke.png"))
        #expect(image.pixels.pixel(x: 35, y: 35) == (255, 0, 0, 255))
    }
}
