import Foundation
import Testing
import Lamina
import LaminaKit

/// Follows `AnimatableSpriteLayer` of ThanosSnap by potato04
/// (https://github.com/potato04/ThanosSnap, `ThanosSnap/ThanosSnap/AnimatableSpriteLayer.swift`):
/// a sprite sheet as the contents of a layer one frame wide (gravity left, clipped), played
/// by a discrete keyframe animation of `contentsRect.origin.x` through k / frameCount.
/// The sheet here is drawn in code: four 30 × 30 frames, red, green, blue and yellow.
@Suite("ThanosSnap: sprite sheet played through contentsRect.origin.x, discrete")
struct SpriteSheetLayerTests {
    /// The sample's layer, written again.
    final class SpriteLayer: CALayer {
        private var offsets: [CGFloat] = []

        convenience init(spriteSheetImage: UIImage, spriteFrameSize: CGSize) {
            self.init()
            masksToBounds = true
            contentsGravity = .left
            contents = spriteSheetImage.cgImage
            bounds.size = spriteFrameSize
            let frameCount = Int(spriteSheetImage.size.width / spriteFrameSize.width)
            offsets = (0..<frameCount).map { CGFloat($0) / CGFloat(frameCount) }
        }

        func play() {
            let frames = CAKeyframeAnimation(keyPath: "contentsRect.origin.x")
            frames.values = offsets
            frames.duration = 2.0
            frames.timingFunction = CAMediaTimingFunction(name: .linear)
            frames.calculationMode = .discrete
            add(frames, forKey: nil)
        }
    }

    static let colors: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0]]

    /// The sheet: the four frames side by side.
    static func sheet() -> UIImage {
        let context = CGContext(data: nil, width: 120, height: 30, bitsPerComponent: 8, bytesPerRow: 480,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        for (k, c) in colors.enumerated() {
            context.setFillColor(CGColor(srgbRed: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: 1))
            context.fill(CGRect(x: 30 * k, y: 0, width: 30, height: 30))
        }
        return UIImage(cgImage: context.makeImage()!)
    }

    static let start: CFTimeInterval = 0.5

    static func build(_ stage: SampleStage) {
        let sprite = SpriteLayer(spriteSheetImage: sheet(), spriteFrameSize: CGSize(width: 30, height: 30))
        stage.setUp {
            sprite.position = CGPoint(x: 50, y: 40)
            stage.root.addSublayer(sprite)
        }
        stage.schedule(at: start) { _ in sprite.play() }
    }

    @Test("each half second shows the next frame, whole and alone; before and after, the first")
    func framesPlayInTurn() throws {
        // Discrete keyframes without key times hold each of the four values for 2 s / 4.
        let times: [CFTimeInterval] = [0.4, 0.6, 1.2, 1.6, 2.3, 2.7]
        let shown = [0, 0, 1, 2, 3, 0]
        let frames = try renderSample("sprite-sheet", width: 100, height: 80, times: times, build: Self.build)
        for (i, t) in times.enumerated() {
            let expected = over(Self.colors[shown[i]], alpha: 1, on: [1, 1, 1])
            for (x, y) in [(36, 26), (50, 40), (63, 53), (64, 26), (36, 54)] {
                #expect(pixel(frames[i], x, y) == expected, "t = \(t) at (\(x), \(y)): frame \(shown[i]) expected")
            }
            // Clipped to one frame: nothing beyond the layer's 30 × 30.
            #expect(pixel(frames[i], 66, 40) == [255, 255, 255, 255], "t = \(t): right of the layer")
            #expect(pixel(frames[i], 50, 56) == [255, 255, 255, 255], "t = \(t): below the layer")
        }
    }
}
