import Foundation
import Testing
@testable import Lamina

private final class QuadrantPainter: CALayerDelegate {
    var contexts = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        contexts += 1
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // The top-left quadrant, in the layer's y-down coordinates.
        ctx.fill(CGRect(x: layer.bounds.minX, y: layer.bounds.minY,
                        width: layer.bounds.width / 2, height: layer.bounds.height / 2))
    }
}

@Suite struct LayerDrawingTests {
    func pixels(_ layer: CALayer) -> PixelBuffer? {
        (layer.contents as? CGImage)?.pixels
    }

    @Test func displayDrawsTheDelegateInLayerCoordinatesAtContentsScale() {
        let layer = CALayer()
        let painter = QuadrantPainter()
        layer.delegate = painter
        layer.bounds = CGRect(x: 5, y: 7, width: 10, height: 6)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        guard let image = pixels(layer) else {
            Issue.record("no contents")
            return
        }
        #expect(image.width == 20 && image.height == 12)
        #expect(painter.contexts == 1)
        // Row 0 is the top: the top-left 10×6 pixels are red, the rest clear.
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 9, y: 5) == (255, 0, 0, 255))
        #expect(image.pixel(x: 10, y: 5) == (0, 0, 0, 0))
        #expect(image.pixel(x: 9, y: 6) == (0, 0, 0, 0))
        #expect(image.pixel(x: 19, y: 11) == (0, 0, 0, 0))
    }

    @Test func subclassesDrawByOverridingDrawInContext() {
        final class Dot: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(gray: 1, alpha: 1))
                ctx.fillEllipse(in: bounds)
            }
        }
        let dot = Dot()
        dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.display()
        guard let image = pixels(dot) else {
            Issue.record("no contents")
            return
        }
        #expect(image.pixel(x: 10, y: 10) == (255, 255, 255, 255))
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 0, 0))
    }

    @Test func anEmptyLayerGetsNoBackingStore() {
        let layer = CALayer()
        layer.contents = CGImage(pixels: PixelBuffer(width: 1, height: 1))
        layer.display()
        #expect(layer.contents == nil)
    }

    @Test func boundsChangesRedrawWhenAsked() {
        let layer = CALayer()
        let painter = QuadrantPainter()
        layer.delegate = painter
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.displayIfNeeded()
        layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 8)
        layer.displayIfNeeded()
        #expect(painter.contexts == 2)
        #expect(pixels(layer)?.width == 16)
    }
}
