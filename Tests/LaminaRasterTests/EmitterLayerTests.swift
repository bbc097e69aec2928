import Foundation
import Testing
@testable import LaminaRaster

/// `CAEmitterLayer`: Apple's defaults and key-value coding, and its particles drawn by the
/// CPU renderer where the simulation's formulas put them (worked out here).
@Suite struct EmitterLayerTests {
    /// A 6 × 6 opaque white image.
    static let dot: CGImage = {
        let ctx = CGContext(data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 24,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        return ctx.makeImage()!
    }()

    /// A 100 × 60 root holding an emitter (added at t = 0), drawn by the CPU renderer.
    final class EmitterScene {
        let ctx = CGContext(data: nil, width: 100, height: 60, bitsPerComponent: 8, bytesPerRow: 400,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let renderer: CARenderer

        init(_ emitter: CAEmitterLayer) {
            renderer = CARenderer(context: ctx)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            renderer.bounds = root.frame
            renderer.layer = root
            at(0) {
                emitter.frame = root.bounds
                root.addSublayer(emitter)
            }
        }

        /// Runs `change` in a transaction without actions at media time `t`.
        func at(_ t: CFTimeInterval, _ change: () -> Void) {
            CAMediaClock.withFixedTime(t) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                change()
                CATransaction.commit()
            }
        }

        /// The frame at `t`.
        func draw(_ t: CFTimeInterval) -> CGContext {
            ctx.clear(CGRect(x: 0, y: 0, width: 100, height: 60))
            CAMediaClock.withFixedTime(t) {
                renderer.beginFrame(atTime: t)
                renderer.render()
                renderer.endFrame()
            }
            return ctx
        }
    }

    /// The frame at `t` of a root holding `emitter` (added at t = 0).
    func frame(at t: CFTimeInterval, _ emitter: CAEmitterLayer) -> CGContext {
        EmitterScene(emitter).draw(t)
    }

    func px(_ ctx: CGContext, _ x: Int, _ y: Int) -> [Int] {
        let p = ctx.pixels.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test("a new emitter layer has Apple's defaults")
    func defaults() {
        let e = CAEmitterLayer()
        #expect(e.emitterCells == nil && e.birthRate == 1 && e.lifetime == 1 && e.velocity == 1 && e.scale == 1 && e.spin == 1)
        #expect(e.emitterPosition == .zero && e.emitterZPosition == 0 && e.emitterSize == .zero && e.emitterDepth == 0)
        #expect(e.emitterShape == .point && e.emitterMode == .volume && e.renderMode == .unordered)
        #expect(!e.preservesDepth && e.seed == 0)
        #expect(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float == 1)
        #expect(CAEmitterLayer.defaultValue(forKey: "emitterShape") as? CAEmitterLayerEmitterShape == .point)
    }

    @Test("key-value coding: the emitter's properties by name, cells by emitterCells.name.property")
    func keyValueCoding() {
        let e = CAEmitterLayer(), spark = CAEmitterCell()
        spark.name = "spark"
        e.emitterCells = [spark]
        e.setValue(CGPoint(x: 3, y: 4), forKey: "emitterPosition")
        e.setValue("circle", forKey: "emitterShape")
        e.setValue(2, forKey: "birthRate")
        #expect(e.emitterPosition == CGPoint(x: 3, y: 4) && e.emitterShape == .circle && e.birthRate == 2)
        e.setValue(25, forKeyPath: "emitterCells.spark.birthRate")
        #expect(spark.birthRate == 25)
        #expect(e.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 25)
        e.setValue(true, forKey: "preservesDepth")
        #expect(e.preservesDepth && (e.value(forKey: "preservesDepth") as? Bool) == true)
        let diagnostics = LaminaDiagnostics.capture { e.setValue(1, forKeyPath: "emitterCells.smoke.birthRate") }
        #expect(diagnostics.contains { $0.message.contains("smoke") })
    }

    @Test("a particle is its cell's image centred where the simulation puts it, tinted by its colour")
    func particlePlace() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 1; cell.lifetime = 10
        cell.velocity = 20; cell.emissionLongitude = 0           // +x
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        e.emitterPosition = CGPoint(x: 30, y: 30)
        e.emitterCells = [cell]
        // Born at 0 (the layer's local time from 0): at t = 1 it is 20 pt right of the
        // emitter, at (50, 30): the 6 × 6 image covers x 47…53, y 27…33.
        let ctx = frame(at: 1, e)
        #expect(px(ctx, 48, 28) == [255, 0, 0, 255] && px(ctx, 52, 32) == [255, 0, 0, 255])
        #expect(px(ctx, 45, 30) == [0, 0, 0, 0] && px(ctx, 55, 30) == [0, 0, 0, 0] && px(ctx, 50, 25) == [0, 0, 0, 0])
        // A second particle, born at t = 1, joins at the emitter at t = 1.5 10 pt along.
        let later = frame(at: 1.5, e)
        #expect(px(later, 40, 30) == [255, 0, 0, 255] && px(later, 60, 30) == [255, 0, 0, 255])
        #expect(px(later, 50, 30) == [0, 0, 0, 0])
    }

    @Test("scale, spin and alpha change the drawn particle; birthRate 0 draws nothing new")
    func scaleAndAlpha() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 1; cell.lifetime = 10; cell.scale = 2; cell.alphaSpeed = -0.5
        e.emitterPosition = CGPoint(x: 50, y: 30)
        e.emitterCells = [cell]
        // At age 1: 12 × 12 (x 44…56), alpha 0.5.
        let ctx = frame(at: 1, e)
        let p = px(ctx, 45, 25)
        #expect(abs(p[3] - 128) <= 1 && abs(p[0] - 128) <= 1, "\(p)")
        #expect(px(ctx, 43, 30) == [0, 0, 0, 0])
        let quiet = CAEmitterLayer()
        quiet.birthRate = 0
        quiet.emitterCells = [cell]
        #expect(px(frame(at: 1, quiet), 50, 30) == [0, 0, 0, 0])
    }

    @Test("setting the layer's birthRate to 0 stops births; the live particles finish their lives")
    func birthRateZeroLetsParticlesFinish() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 10; cell.lifetime = 1; cell.velocity = 20
        e.emitterPosition = CGPoint(x: 20, y: 30)
        e.emitterCells = [cell]
        let scene = EmitterScene(e)
        _ = scene.draw(1)
        scene.at(1.05) { e.birthRate = 0 }
        var ctx = scene.draw(1.5)
        // Births at n/10 until 1.05: at 1.5 the ones born in (0.5, 1.0] live, 20 pt/s from
        // x = 20: the youngest (born at 1.0) is at x = 30, the oldest (0.6) at x = 38.
        // Nothing was born after 1.05 (it would be at x < 29).
        #expect(px(ctx, 30, 30) == [255, 255, 255, 255] && px(ctx, 38, 30) == [255, 255, 255, 255])
        #expect(px(ctx, 24, 30) == [0, 0, 0, 0])
        ctx = scene.draw(2.1)
        #expect((0..<100).allSatisfy { px(ctx, $0, 30) == [0, 0, 0, 0] }, "every particle has lived its second")
    }

    @Test("a moved emitter leaves its particles where they were born; a changed velocity moves only the particles born after it")
    func historyAppliesToLaterBirths() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 1; cell.lifetime = 10; cell.velocity = 10; cell.emissionLongitude = .pi / 2  // +y
        e.emitterPosition = CGPoint(x: 20, y: 10)
        e.emitterCells = [cell]
        let scene = EmitterScene(e)
        _ = scene.draw(0.5)
        scene.at(0.5) { e.emitterPosition = CGPoint(x: 70, y: 10); e.velocity = 2 }
        // Seen from the frame at 0.6. Particle 0 (born at 0 at x = 20, 10 pt/s) is at
        // y = 10 + 10 × 1.5 = 25 at t = 1.5; particle 1 (born at 1 at x = 70, 20 pt/s) at
        // y = 10 + 20 × 0.5 = 20.
        _ = scene.draw(0.6)
        let ctx = scene.draw(1.5)
        #expect(px(ctx, 20, 25) == [255, 255, 255, 255], "the old particle stays in its column")
        #expect(px(ctx, 70, 20) == [255, 255, 255, 255], "the new one is born at the moved emitter")
        #expect(px(ctx, 70, 22) == [255, 255, 255, 255] && px(ctx, 70, 24) == [0, 0, 0, 0], "20 pt/s, not 10")
        #expect(px(ctx, 20, 30) == [0, 0, 0, 0] && px(ctx, 45, 20) == [0, 0, 0, 0])
    }

    @Test("the render list holds one particle run per drawing cell, not one item per particle")
    func oneRunPerCell() {
        let e = CAEmitterLayer(), a = CAEmitterCell(), b = CAEmitterCell(), hidden = CAEmitterCell()
        for c in [a, b] { c.contents = Self.dot; c.birthRate = 500; c.lifetime = 2 }
        hidden.birthRate = 1; hidden.lifetime = 1                      // no image: draws nothing
        hidden.emitterCells = [b]
        e.emitterCells = [a, hidden]
        e.emitterPosition = CGPoint(x: 50, y: 30)
        let scene = EmitterScene(e)
        _ = scene.draw(1.5)
        let list = scene.renderer.renderList
        var runs: [ParticleRun] = []
        for case .particles(let box) in list.commands { runs.append(box.value) }
        #expect(runs.count == 2)
        #expect(runs.map(\.levels.count).sorted() == [1, 2])
        #expect(list.commands.count < 10)
        // Cell a: 500 a second for 2 s of life; at 1.5 s, 750 born.
        #expect(runs.first { $0.levels.count == 1 }?.count == 750)
    }

    @Test("CABasicAnimation on emitterCells.name.property: births follow the animated rate; a velocity animation moves only the particles born under it")
    func cellKeyPathAnimations() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.name = "spark"
        cell.contents = Self.dot
        cell.birthRate = 0; cell.lifetime = 10; cell.velocity = 10; cell.emissionLongitude = 0   // +x
        e.emitterPosition = CGPoint(x: 10, y: 30)
        e.emitterCells = [cell]
        let scene = EmitterScene(e)
        scene.at(0) {
            // One birth a second while the animation runs, [0, 2.5).
            let rate = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
            rate.fromValue = 1; rate.toValue = 1; rate.duration = 2.5
            e.add(rate, forKey: "rate")
            // From t = 1.5 on (in the emitter's time) the cell's velocity is 30.
            let fast = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
            fast.fromValue = 30; fast.toValue = 30; fast.beginTime = 1.5; fast.duration = 10
            e.add(fast, forKey: "fast")
        }
        var ctx = scene.draw(0)
        for t in stride(from: 0.1, through: 3.0, by: 0.1) { ctx = scene.draw(t) }
        // At t = 3: births at 0, 1 (10 pt/s) and 2 (30 pt/s, born after the change), none
        // at 3 (the rate animation is over): x = 10 + 30, 10 + 20, 10 + 30.
        #expect(px(ctx, 40, 30) == [255, 255, 255, 255], "born at 0, 10 pt/s")
        #expect(px(ctx, 30, 30) == [255, 255, 255, 255], "born at 1, still 10 pt/s")
        #expect(px(ctx, 10, 30) == [0, 0, 0, 0], "no birth at 3")
        #expect(px(ctx, 20, 30) == [0, 0, 0, 0], "the one born at 2 moves at 30 pt/s, not 10")
        e.removeAllAnimations()
        let diagnostics = LaminaDiagnostics.capture {
            let bad = CABasicAnimation(keyPath: "emitterCells.smoke.birthRate")
            bad.toValue = 5
            e.add(bad, forKey: "bad")
        }
        #expect(diagnostics.contains { $0.message.contains("smoke") })
    }

    @Test("a model change between frames applies from when it was made, not from the next frame")
    func changeBetweenFrames() {
        let e = CAEmitterLayer(), cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 1; cell.lifetime = 10; cell.velocity = 10; cell.emissionLongitude = .pi / 2  // +y
        e.emitterPosition = CGPoint(x: 20, y: 10)
        e.emitterCells = [cell]
        let scene = EmitterScene(e)
        _ = scene.draw(0.5)
        scene.at(0.7) { e.emitterPosition = CGPoint(x: 70, y: 10) }
        // The next frame is at 1.5: the particle born at 1 was born at the moved emitter,
        // at y = 10 + 10 × 0.5 = 15; the one born at 0 stays at x = 20, y = 25.
        let ctx = scene.draw(1.5)
        #expect(px(ctx, 70, 15) == [255, 255, 255, 255] && px(ctx, 20, 15) == [0, 0, 0, 0])
        #expect(px(ctx, 20, 25) == [255, 255, 255, 255])
    }
}
