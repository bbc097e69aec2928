import Foundation
import Testing
@testable import LaminaRaster

/// `CATransition` drawn: a 60 × 40 layer at (20, 10) turns from red to blue in a
/// transaction that adds a one-second transition (linear) at t = 1; frames at later
/// times show the old and new pictures where the effect puts them at that progress.
@Suite struct TransitionTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The frame at `t` after a transition made by `configure` starts at t = 1; the
    /// layer exists from t = 0 unless `newLayer`.
    func frame(at t: CFTimeInterval, newLayer: Bool = false, configure: (CATransition) -> Void) -> CGContext {
        let ctx = CGContext(data: nil, width: 100, height: 60, bitsPerComponent: 8, bytesPerRow: 400,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer = CARenderer(context: ctx)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        renderer.bounds = root.frame
        renderer.layer = root
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 10, width: 60, height: 40)
        layer.backgroundColor = Self.red
        func draw(_ time: CFTimeInterval) {
            ctx.clear(CGRect(x: 0, y: 0, width: 100, height: 60))
            CAMediaClock.withFixedTime(time) {
                renderer.beginFrame(atTime: time)
                renderer.render()
                renderer.endFrame()
            }
        }
        CAMediaClock.withFixedTime(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if !newLayer { root.addSublayer(layer) }
            CATransaction.commit()
        }
        draw(0)
        CAMediaClock.withFixedTime(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if newLayer { root.addSublayer(layer) }
            layer.backgroundColor = Self.blue
            let transition = CATransition()
            transition.duration = 1
            configure(transition)
            layer.add(transition, forKey: kCATransition)
            CATransaction.commit()
        }
        draw(1)
        draw(t)
        return ctx
    }

    func rgba(_ ctx: CGContext, _ x: Int, _ y: Int) -> [Int] {
        let p = ctx.pixels.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func near(_ a: [Int], _ b: [Double], _ tolerance: Double = 1.5) -> Bool {
        zip(a, b).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }

    @Test func pushMovesTheNewInFromItsSideAndTheOldOut() {
        // A quarter of the way: the new picture 45 pt right of its place (x 65…125), the
        // old 15 pt left of its place (x 5…65).
        let ctx = frame(at: 1.25) { $0.type = .push; $0.subtype = .fromRight }
        #expect(rgba(ctx, 4, 30) == [0, 0, 0, 0])
        #expect(rgba(ctx, 5, 30) == [255, 0, 0, 255])
        #expect(rgba(ctx, 64, 30) == [255, 0, 0, 255])
        #expect(rgba(ctx, 65, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 99, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 30, 5) == [0, 0, 0, 0])
    }

    @Test func fadeCrossDissolvesTheOldIntoTheNew() {
        // A quarter of the way: 0.75 red + 0.25 blue, opaque (Apple's cross-dissolve).
        let ctx = frame(at: 1.25) { $0.type = .fade }
        let p = 0.25
        let expected = [255 * (1 - p), 0, 255 * p, 255]
        #expect(near(rgba(ctx, 50, 30), expected), "\(rgba(ctx, 50, 30))")
        #expect(rgba(ctx, 10, 30) == [0, 0, 0, 0])
    }

    @Test func moveInSlidesTheNewOverTheOld() {
        // From the top, half way: the new picture 20 pt above its place (y −10…30) over
        // the old, which stays.
        let ctx = frame(at: 1.5) { $0.type = .moveIn; $0.subtype = .fromTop }
        #expect(rgba(ctx, 50, 5) == [0, 0, 255, 255])
        #expect(rgba(ctx, 50, 29) == [0, 0, 255, 255])
        #expect(rgba(ctx, 50, 30) == [255, 0, 0, 255])
        #expect(rgba(ctx, 50, 49) == [255, 0, 0, 255])
        #expect(rgba(ctx, 50, 55) == [0, 0, 0, 0])
    }

    @Test func revealSlidesTheOldAwayUncoveringTheNew() {
        // From the left (also the default), half way: the old picture 30 pt right of its
        // place (x 50…110), above the new one, which stays.
        let ctx = frame(at: 1.5) { $0.type = .reveal }
        #expect(rgba(ctx, 25, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 49, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 50, 30) == [255, 0, 0, 255])
        #expect(rgba(ctx, 95, 30) == [255, 0, 0, 255])
    }

    @Test func startAndEndProgressBoundTheEffect() {
        // Half of 0.2 → 0.6 is 0.4.
        let ctx = frame(at: 1.5) { $0.type = .fade; $0.startProgress = 0.2; $0.endProgress = 0.6 }
        let p = 0.4
        let expected = [255 * (1 - p), 0, 255 * p, 255]
        #expect(near(rgba(ctx, 50, 30), expected), "\(rgba(ctx, 50, 30))")
    }

    @Test func theTimingFunctionShapesTheProgress() {
        // Ease-in at half time: the curve's value there, solved in the test by bisection
        // of the cubic Bézier (0.42, 0) (1, 1).
        let ctx = frame(at: 1.5) { $0.type = .push; $0.subtype = .fromRight
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bezier(0.42, 1, m) < 0.5 { lo = m } else { hi = m } }
        let p = bezier(0, 1, (lo + hi) / 2)
        let edge = 20 + 60 * (1 - p)  // where the new picture begins
        #expect(rgba(ctx, Int(edge.rounded(.down)) - 1, 30) == [255, 0, 0, 255])
        #expect(rgba(ctx, Int(edge.rounded(.up)) + 1, 30) == [0, 0, 255, 255])
    }

    @Test func afterTheTransitionOnlyTheNewPictureShows() {
        let ctx = frame(at: 2.5) { $0.type = .push; $0.subtype = .fromRight }
        #expect(rgba(ctx, 25, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 75, 30) == [0, 0, 255, 255])
        #expect(rgba(ctx, 90, 30) == [0, 0, 0, 0])
    }

    @Test func aLayerAddedWithATransitionHasNothingBefore() {
        let ctx = frame(at: 1.5, newLayer: true) { $0.type = .fade }
        #expect(near(rgba(ctx, 50, 30), [0, 0, 127.5, 127.5]), "\(rgba(ctx, 50, 30))")
    }
}
