import Foundation
import Testing
@testable import LaminaRaster

/// A CATextLayer in a layer tree drawn by `render(in:)`: its text appears inside its
/// frame, in its colour, and nowhere else.
@Suite struct TextRenderingTests {
    @Test func renderInContextShowsTheTextLayersText() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 10, width: 160, height: 50)
        text.string = "HHHH"
        text.fontSize = 30
        text.foregroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        root.addSublayer(text)
        CATransaction.flush()
        let ctx = try #require(CGContext(data: nil, width: 200, height: 80, bitsPerComponent: 8, bytesPerRow: 800,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        // render(in:) draws in the layer's coordinates mapped by the CTM: flip to y down.
        ctx.translateBy(x: 0, y: 80)
        ctx.scaleBy(x: 1, y: -1)
        root.render(in: ctx)
        var yellow = 0
        for y in 0..<80 {
            for x in 0..<200 {
                let p = ctx.pixels.pixel(x: x, y: y)
                let inside = x >= 20 && x < 180 && y >= 10 && y < 60
                if !inside { #expect(p == (0, 0, 0, 255), "(\(x), \(y)) outside the text layer") }
                #expect(p.b == 0, "text is yellow on black: no blue anywhere")
                if p == (255, 255, 0, 255) { yellow += 1 }
            }
        }
        #expect(yellow > 100)
    }
}
