import Foundation
import Testing
@testable import LaminaRaster

/// Animated text through `CARenderer(context:)`: the frames the CPU renderer draws show
/// the text at the presented font size and colour, measured in the frames' pixels
/// against unanimated layers drawn the same way.
@Suite struct TextAnimationPixelTests {
    static let size = (width: 320, height: 100)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A text layer on a black root, drawn at each of `times` (the setup is committed at
    /// `times[0]` without implicit animations; `animate` adds animations then).
    func frames(fontSize: CGFloat, color: CGColor = Self.white, at times: [CFTimeInterval],
                animate: (CATextLayer) -> Void = { _ in }) -> [PixelBuffer] {
        let ctx = CGContext(data: nil, width: Self.size.width, height: Self.size.height, bitsPerComponent: 8,
                            bytesPerRow: Self.size.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer = CARenderer(context: ctx)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        renderer.bounds = root.frame
        renderer.layer = root
        let text = CATextLayer()
        CAMediaClock.withFixedTime(times[0]) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            text.frame = CGRect(x: 10, y: 10, width: 300, height: 80)
            text.string = "Lamina"
            text.fontSize = fontSize
            text.foregroundColor = color
            root.addSublayer(text)
            animate(text)
            CATransaction.commit()
        }
        var drawn: [PixelBuffer] = []
        for t in times {
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            #expect(renderer.checkInvariants().isEmpty, "t = \(t)")
            drawn.append(ctx.pixels.copy())
        }
        return drawn
    }

    /// The columns where the frame is not the black background.
    func inkColumns(_ pixels: PixelBuffer) -> Range<Int> {
        var lo = Int.max, hi = Int.min
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                if p.r > 0 || p.g > 0 || p.b > 0 {
                    lo = min(lo, x)
                    hi = max(hi, x + 1)
                }
            }
        }
        return hi > lo ? lo..<hi : 0..<0
    }

    @Test func theFrameAtTheMidpointShowsTheTextAtTheMidpointSize() {
        let animated = frames(fontSize: 48, at: [0, 0.25, 0.5, 1.1]) { text in
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 12
            grow.toValue = 48
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            text.add(grow, forKey: "grow")
        }
        // Linear from 12 to 48 points: 12, 21 and 30 points at 0, 0.25 and 0.5 s; the
        // model's 48 after the end.
        let references = [12, 21, 30, 48].map { frames(fontSize: $0, at: [0])[0] }
        for (frame, reference) in zip(animated, references) {
            let shown = inkColumns(frame), expected = inkColumns(reference)
            #expect(!expected.isEmpty)
            #expect(abs(shown.lowerBound - expected.lowerBound) <= 1 && abs(shown.count - expected.count) <= 2,
                    "\(shown) vs \(expected)")
        }
        #expect(inkColumns(references[0]).count < inkColumns(references[2]).count)
    }

    @Test func theFrameAtTheMidpointShowsTheBlendedColour() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let animated = frames(fontSize: 48, color: blue, at: [0, 0.5]) { text in
            let tint = CABasicAnimation(keyPath: "foregroundColor")
            tint.fromValue = red
            tint.toValue = blue
            tint.duration = 1
            tint.timingFunction = CAMediaTimingFunction(name: .linear)
            text.add(tint, forKey: "tint")
        }[1]
        // Per component, halfway: (0.5, 0, 0.5), over the black background in
        // proportion to each pixel's coverage, fully where the glyphs cover whole pixels.
        var solid = 0
        for y in 0..<animated.height {
            for x in 0..<animated.width {
                let p = animated.pixel(x: x, y: y)
                #expect(p.g == 0 && abs(Int(p.r) - Int(p.b)) <= 1, "(\(x), \(y)): \(p)")
                #expect(p.r <= 128)
                if p.r >= 127 { solid += 1 }
            }
        }
        #expect(solid > 50)
    }
}
