import Foundation
import Testing
@testable import LaminaRaster

/// The engine and the CPU renderer together: `CARenderer(context:)`, `render(in:)`, and
/// the replicator scenes of SCENES.md (10–12) at known times.
@Suite struct RendererIntegrationTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    func context(_ width: Int, _ height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    func rgba(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let p = ctx.pixels.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// A root of `size` points with `build` adding layers (no implicit animations),
    /// drawn by a CARenderer into a fresh context at time `t`.
    func frame(size: Int, at times: [CFTimeInterval], setUp: (CALayer) -> Void) -> CGContext {
        let ctx = context(size, size)
        let renderer = CARenderer(context: ctx)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        renderer.bounds = root.frame
        renderer.layer = root
        CAMediaClock.withFixedTime(times[0]) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            setUp(root)
            CATransaction.commit()
        }
        for t in times {
            ctx.clear(CGRect(x: 0, y: 0, width: size, height: size))
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            let problems = renderer.checkInvariants()
            #expect(problems.isEmpty, "t = \(t): \(problems)")
        }
        return ctx
    }

    @Test func rendererDrawsTheTreeTopRowFirst() {
        let ctx = frame(size: 100, at: [0]) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            layer.backgroundColor = Self.red
            root.addSublayer(layer)
        }
        #expect(rgba(ctx, 35, 35) == [255, 0, 0, 255])
        #expect(rgba(ctx, 5, 5) == [0, 0, 0, 0])
        #expect(rgba(ctx, 35, 59) == [255, 0, 0, 255])
        #expect(rgba(ctx, 35, 60) == [0, 0, 0, 0])
    }

    @Test func renderInContextFollowsTheContextTransform() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 20)
        layer.backgroundColor = Self.red
        root.addSublayer(layer)
        // UIKit's flip: user space y down, so the layer lands where it is on screen.
        let flipped = context(100, 100)
        flipped.translateBy(x: 0, y: 100)
        flipped.scaleBy(x: 1, y: -1)
        root.render(in: flipped)
        #expect(rgba(flipped, 35, 20) == [255, 0, 0, 255])
        #expect(rgba(flipped, 35, 85) == [0, 0, 0, 0])
        // A bare bitmap context is y up: the picture comes out upside down, as on Apple.
        let bare = context(100, 100)
        root.render(in: bare)
        #expect(rgba(bare, 35, 100 - 20 - 1) == [255, 0, 0, 255])
        #expect(rgba(bare, 35, 20) == [0, 0, 0, 0])
    }

    @Test func renderInContextShowsTheModelNotTheAnimation() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = Self.red
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 100
        root.add(fade, forKey: "fade")
        let ctx = context(40, 40)
        root.render(in: ctx)
        #expect(rgba(ctx, 20, 20) == [255, 0, 0, 255])
    }

    @Test func volumeBarsScene() {
        // SCENES.md scene 10 at t = 0.3: copy k's bar scales with its animation 0.1·k late.
        let t: CFTimeInterval = 0.3
        let ctx = frame(size: 200, at: [0, t]) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeTranslation(45, 0, 0)
            replicator.instanceDelay = 0.1
            replicator.instanceColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            replicator.instanceGreenOffset = -0.03
            let bar = CALayer()
            bar.bounds = CGRect(x: 0, y: 0, width: 30, height: 150)
            bar.anchorPoint = CGPoint(x: 0.5, y: 1)
            bar.position = CGPoint(x: 25, y: 180)
            bar.backgroundColor = CGColor(gray: 1, alpha: 1)
            let shrink = CABasicAnimation(keyPath: "transform.scale.y")
            shrink.toValue = 0.1
            shrink.duration = 1
            shrink.autoreverses = true
            shrink.repeatCount = .greatestFiniteMagnitude
            bar.add(shrink, forKey: "shrink")
            replicator.addSublayer(bar)
            root.addSublayer(replicator)
        }
        for k in 0..<4 {
            let x = 25 + 45 * k
            let scale = 1 - 0.9 * max(t - 0.1 * Double(k), 0)
            let top = 180 - 150 * scale
            let green = UInt8((255 * (1 - 0.03 * Double(k))).rounded())
            // A pixel clearly inside the bar, one clearly above it.
            #expect(rgba(ctx, x, Int(top + 3)) == [0, green, 0, 255], "copy \(k)")
            #expect(rgba(ctx, x, Int(top - 3)) == [0, 0, 0, 0], "copy \(k)")
        }
    }

    @Test func activityIndicatorScene() {
        // SCENES.md scene 11 (seed 000): 20 dots on a circle, each scaling 1 → 0 over 1 s,
        // copy k delayed by k/20 s and turned by 2π·k/20.
        let count = 20
        let t: CFTimeInterval = 0.5
        let ctx = frame(size: 200, at: [0, t]) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = count
            replicator.instanceDelay = 1 / Double(count)
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 100, y: 30)
            dot.backgroundColor = Self.red
            dot.transform = CATransform3DMakeScale(0, 0, 0)
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = 0
            scale.duration = 1
            scale.repeatCount = .greatestFiniteMagnitude
            dot.add(scale, forKey: "scale")
            replicator.addSublayer(dot)
            root.addSublayer(replicator)
        }
        // Copy k sits at angle 2πk/20 around (100, 100), radius 70; its scale is
        // 1 − (t − k/20) for k/20 ≤ t, and the model's 0 before its animation starts.
        for k in [0, 4, 9, 12, 19] {
            let angle = 2 * Double.pi * Double(k) / Double(count)
            let cx = 100 + 70 * sin(angle), cy = 100 - 70 * cos(angle)
            let started = Double(k) / Double(count) <= t
            let scale = started ? 1 - (t - Double(k) / Double(count)) : 0
            let inside = rgba(ctx, Int(cx.rounded(.down)), Int(cy.rounded(.down)))
            if scale * 10 >= 3 {
                #expect(inside == [255, 0, 0, 255], "dot \(k) should show at scale \(scale)")
            } else if scale == 0 {
                #expect(inside == [0, 0, 0, 0], "dot \(k) should not show")
            }
            // Beyond the dot's half-size (plus a pixel of edge), along the circle: clear.
            let reach = 5 * scale + 1.5
            let outside = rgba(ctx, Int((cx + reach * cos(angle)).rounded(.down)), Int((cy + reach * sin(angle)).rounded(.down)))
            #expect(outside[3] == 0 || reach < 2, "dot \(k) reaches too far")
        }
    }

    @Test func reflectionScene() {
        // SCENES.md scene 12: a picture and its mirror (rotation π about x about the
        // replicator's centre), the copy faded by the alpha offset.
        let ctx = frame(size: 100, at: [0]) { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeRotation(.pi, 1, 0, 0)
            replicator.instanceAlphaOffset = -0.5
            let picture = CALayer()
            picture.frame = CGRect(x: 20, y: 10, width: 60, height: 30)
            picture.backgroundColor = Self.red
            replicator.addSublayer(picture)
            root.addSublayer(replicator)
        }
        #expect(rgba(ctx, 50, 25) == [255, 0, 0, 255])
        // The mirror spans y 60…90; the copy's tint alpha is 0.5: premultiplied half red.
        let mirrored = rgba(ctx, 50, 75)
        #expect(abs(Int(mirrored[0]) - 128) <= 1 && mirrored[1] == 0 && abs(Int(mirrored[3]) - 128) <= 1)
        #expect(rgba(ctx, 50, 50) == [0, 0, 0, 0])
    }
}
