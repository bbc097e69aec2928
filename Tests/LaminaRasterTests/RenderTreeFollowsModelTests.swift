import Foundation
import Testing
@testable import LaminaRaster

/// What is drawn after a commit is the committed model tree: a layer that redraws its
/// contents (`setNeedsDisplay()`) while its sublayers are removed no longer draws them.
/// A change of `contents` cross-dissolves the layer's own picture only, as Apple's
/// implicit `contents` animation does; the sublayers are drawn as the model has them.
@Suite struct RenderTreeFollowsModelTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A 100×100 CPU-rendered root whose `holder` (the root itself when `holderIsRoot`)
    /// holds a red 30×30 sublayer at (10, 10).
    final class Stage {
        let ctx = CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 400,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer: CARenderer
        let root = CALayer()
        let holder: CALayer
        let square = CALayer()

        init(holderIsRoot: Bool) {
            renderer = CARenderer(context: ctx)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            renderer.bounds = root.frame
            renderer.layer = root
            holder = holderIsRoot ? root : CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            square.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
            square.backgroundColor = RenderTreeFollowsModelTests.red
            CAMediaClock.withFixedTime(0) {
                if holder !== root { root.addSublayer(holder) }
                holder.addSublayer(square)
                holder.setNeedsDisplay()
                CATransaction.flush()
            }
            frame(at: 0)
        }

        func frame(at t: CFTimeInterval) {
            ctx.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            let problems = renderer.checkInvariants()
            #expect(problems.isEmpty, "t = \(t): \(problems)")
        }

        func red(at x: Int, _ y: Int) -> UInt8 { ctx.pixels.pixel(x: x, y: y).r }
    }

    enum Removal: CaseIterable { case sublayersNil, emptySublayers, removeFromSuperlayer }

    @Test(arguments: Removal.allCases, [false, true])
    func removedSublayersAreNotDrawnAfterARedisplay(_ removal: Removal, holderIsRoot: Bool) {
        let stage = Stage(holderIsRoot: holderIsRoot)
        #expect(stage.red(at: 20, 20) == 255)
        for t in [1.0, 1.1] {
            CAMediaClock.withFixedTime(t) {
                if t == 1 {
                    switch removal {
                    case .sublayersNil: stage.holder.sublayers = nil
                    case .emptySublayers: stage.holder.sublayers = []
                    case .removeFromSuperlayer: stage.square.removeFromSuperlayer()
                    }
                }
                stage.holder.setNeedsDisplay()
                CATransaction.flush()
            }
            stage.frame(at: t)
            #expect(stage.red(at: 20, 20) == 0, "t = \(t): the removed square is gone at once")
            #expect(stage.renderer.tree.index(of: stage.square.layerID) == nil)
        }
    }

    static func solidImage(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
        let pixels = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let p = pixels.row(y) + x * 4
                p[0] = r; p[1] = g; p[2] = b; p[3] = 255
            }
        }
        return CGImage(pixels: pixels)
    }

    @Test func aContentsChangeCrossDissolvesOnlyTheLayersOwnPicture() {
        let stage = Stage(holderIsRoot: false)
        let redImage = Self.solidImage(255, 0, 0), blueImage = Self.solidImage(0, 0, 255)
        let picture = CALayer()
        picture.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        CAMediaClock.withFixedTime(0.5) {
            CATransaction.setDisableActions(true)
            picture.contents = redImage
            stage.root.addSublayer(picture)
            CATransaction.flush()
        }
        stage.frame(at: 0.5)
        #expect(stage.ctx.pixels.pixel(x: 70, y: 70).r == 255)
        CAMediaClock.withFixedTime(1) {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            picture.contents = blueImage
            // A sublayer added with the new contents is drawn whole, not faded in.
            stage.square.removeFromSuperlayer()
            picture.addSublayer(stage.square)
            CATransaction.flush()
        }
        let implicit = picture.animation(forKey: "contents") as? CABasicAnimation
        #expect(implicit?.keyPath == "contents")
        #expect(picture.animation(forKey: "transition") == nil)
        for (t, p) in [(1.25, 0.25), (1.5, 0.5), (1.75, 0.75)] {
            stage.frame(at: t)
            let pixel = stage.ctx.pixels.pixel(x: 55, y: 55)
            // (1 − p)·red + p·blue, opaque.
            #expect(abs(Int(pixel.r) - Int((255 * (1 - p)).rounded())) <= 2, "t = \(t)")
            #expect(abs(Int(pixel.b) - Int((255 * p).rounded())) <= 2, "t = \(t)")
            #expect(pixel.a == 255)
            // The square, now picture's sublayer at (50 + 10, 50 + 10), is fully red.
            let square = stage.ctx.pixels.pixel(x: 65, y: 65)
            #expect(square.r == 255 && square.b == 0, "t = \(t)")
            #expect(stage.red(at: 20, 20) == 0, "t = \(t): it left the holder at once")
        }
        stage.frame(at: 2.5)
        #expect(stage.ctx.pixels.pixel(x: 55, y: 55).b == 255)
    }

    @Test func anExplicitContentsAnimationCrossDissolvesBetweenItsValues() {
        let stage = Stage(holderIsRoot: false)
        let picture = CALayer()
        picture.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        CAMediaClock.withFixedTime(0.5) {
            stage.root.addSublayer(picture)
            let fade = CABasicAnimation(keyPath: "contents")
            fade.fromValue = Self.solidImage(0, 255, 0)
            fade.toValue = Self.solidImage(0, 0, 255)
            fade.duration = 2
            picture.add(fade, forKey: "fade")
            CATransaction.flush()
        }
        stage.frame(at: 1.5)
        let pixel = stage.ctx.pixels.pixel(x: 70, y: 70)
        #expect(abs(Int(pixel.g) - 128) <= 2 && abs(Int(pixel.b) - 128) <= 2 && pixel.a == 255)
        stage.frame(at: 3)
        #expect(stage.ctx.pixels.pixel(x: 70, y: 70).a == 0, "the model has no contents")
    }
}
