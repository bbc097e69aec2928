import Foundation
import Testing
@testable import Lamina

/// Animations of what a layer draws: a text layer's `fontSize` and `foregroundColor`
/// (implicit, basic, keyframe, spring), and a subclass's custom key its class redisplays
/// for. While one shows, each frame shows the layer drawn from its presentation values;
/// after it, the model's own backing store, with no drawing in idle frames.
///
/// The pictures are the contents items of the frames' render lists (the backing stores
/// the frames show); what they are compared with is drawn by fresh, unanimated layers
/// at the sizes and colours Apple's formulas give, computed here.
@Suite struct TextAnimationTests {
    static let text = "Lamina"
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A text layer that records the font size and colour each `draw(in:)` sees.
    final class RecordingTextLayer: CATextLayer {
        var drawnSizes: [CGFloat] = []
        override func draw(in ctx: CGContext) {
            drawnSizes.append(fontSize)
            super.draw(in: ctx)
        }
    }

    /// A layer that draws a red bar `progress` (a custom key, set with `setValue`) of
    /// its width wide, and redisplays when `progress` changes: the iOS custom animatable
    /// property pattern.
    final class BarLayer: CALayer {
        var draws = 0
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            draws += 1
            let progress = value(forKey: "progress") as? CGFloat ?? 0
            ctx.setFillColor(TextAnimationTests.red)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    /// A 200 × 20 bar layer at `progress` in the scene's tree, committed without
    /// animation.
    func addBar(to scene: EngineScene, progress: CGFloat) -> BarLayer {
        let bar = BarLayer()
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
            bar.setValue(progress, forKey: "progress")
            scene.root.addSublayer(bar)
            CATransaction.commit()
        }
        scene.frame(at: 0)
        return bar
    }

    /// A text layer of `Self.text` in the scene's tree, committed without animation.
    func addText(to scene: EngineScene, fontSize: CGFloat = 12, color: CGColor = Self.red,
                 layer: CATextLayer = CATextLayer()) -> CATextLayer {
        scene.at(0) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            configure(layer, fontSize: fontSize, color: color)
            scene.root.addSublayer(layer)
            CATransaction.commit()
        }
        scene.frame(at: 0)
        return layer
    }

    func configure(_ layer: CATextLayer, fontSize: CGFloat, color: CGColor) {
        layer.frame = CGRect(x: 10, y: 10, width: 300, height: 70)
        layer.string = Self.text
        layer.fontSize = fontSize
        layer.foregroundColor = color
    }

    /// The text drawn by a fresh layer at `fontSize` in `color` (the reference).
    func staticText(fontSize: CGFloat, color: CGColor = Self.red) throws -> CGImage {
        let layer = CATextLayer()
        configure(layer, fontSize: fontSize, color: color)
        layer.displayIfNeeded()
        return try #require(layer.contents as? CGImage)
    }

    /// The picture the last frame shows for its one layer with contents.
    func shownPicture(_ scene: EngineScene) throws -> CGImage {
        var images: [CGImage] = []
        for command in scene.renderer.renderList.commands {
            if case .layer(let item) = command, let contents = item.contents { images.append(contents.image) }
        }
        #expect(images.count == 1)
        return try #require(images.first)
    }

    /// The width of the ink (pixels with any coverage) in `image`.
    func inkWidth(_ image: CGImage) -> Int {
        let pixels = image.pixels
        var lo = Int.max, hi = Int.min
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels.pixel(x: x, y: y).a > 0 {
                lo = min(lo, x)
                hi = max(hi, x + 1)
            }
        }
        return hi > lo ? hi - lo : 0
    }

    /// The unpremultiplied colours of the fully covered pixels of `image`.
    func solidColours(_ image: CGImage) -> [(r: Int, g: Int, b: Int)] {
        let pixels = image.pixels
        var found: [(r: Int, g: Int, b: Int)] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                if p.a == 255 { found.append((Int(p.r), Int(p.g), Int(p.b))) }
            }
        }
        return found
    }

    func linear(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    // MARK: fontSize

    @Test func aBasicFontSizeAnimationDrawsEachFrameAtThePresentedSize() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 48)
        let model = try #require(layer.contents as? CGImage)
        scene.at(1) { layer.add(linear("fontSize", from: 12, to: 48, duration: 1), forKey: "grow") }
        let widths = try [12, 30, 48].map { try inkWidth(staticText(fontSize: $0)) }
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "the references grow with the size: \(widths)")

        scene.frame(at: 1)
        #expect(abs(try inkWidth(shownPicture(scene)) - widths[0]) <= 1, "at the start: 12 pt")
        // Linear: 12 + (48 − 12) · 0.5 = 30 pt at the midpoint.
        scene.frame(at: 1.5)
        let middle = try shownPicture(scene)
        #expect(abs(inkWidth(middle) - widths[1]) <= 1, "at the midpoint: 30 pt, \(inkWidth(middle)) vs \(widths[1])")
        #expect(middle !== model)
        #expect(layer.fontSize == 48 && layer.contents as? CGImage === model, "the model is untouched")

        // After the end the model's own backing store shows again.
        scene.frame(at: 2.01)
        scene.frame(at: 2.1)
        #expect(try shownPicture(scene) === model)
        #expect(abs(inkWidth(model) - widths[2]) <= 1)
    }

    @Test func aKeyframeFontSizeAnimationFollowsItsKeyframes() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 20)
        let keyframes = CAKeyframeAnimation(keyPath: "fontSize")
        keyframes.values = [12, 48, 24]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.duration = 2
        scene.at(1) { layer.add(keyframes, forKey: "pulse") }
        // Linear keyframes: at 0.5 s of 2 s (progress 0.25) halfway from 12 to 48, at 1.5 s
        // (progress 0.75) halfway from 48 to 24.
        scene.frame(at: 1.5)
        #expect(abs(try inkWidth(shownPicture(scene)) - inkWidth(staticText(fontSize: 30))) <= 1)
        scene.frame(at: 2.5)
        #expect(abs(try inkWidth(shownPicture(scene)) - inkWidth(staticText(fontSize: 36))) <= 1)
    }

    @Test func aSpringFontSizeAnimationFollowsTheSpring() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 48)
        let spring = CASpringAnimation(keyPath: "fontSize")
        spring.fromValue = 12
        spring.toValue = 48
        spring.duration = spring.settlingDuration
        scene.at(1) { layer.add(spring, forKey: "spring") }
        // The damped spring x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) with
        // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 0.5, ω_d = ω₀√(1 − ζ²).
        let t = 0.2, omega0 = 10.0, zeta = 0.5, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let x = 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        scene.frame(at: 1 + t)
        let expected = try inkWidth(staticText(fontSize: 12 + 36 * CGFloat(x)))
        #expect(abs(try inkWidth(shownPicture(scene)) - expected) <= 1, "x(0.2) = \(x)")
    }

    @Test func anImplicitFontSizeChangeAnimatesAndDisabledActionsJump() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 12)
        scene.at(1) { layer.fontSize = 48 }
        let model = try #require(layer.contents as? CGImage)
        // 0.125 s into the default 0.25 s: progress 0.5 through the default timing curve.
        let eased = bezierY(atX: 0.5, 0.25, 0.1, 0.25, 1)
        let size = 12 + 36 * CGFloat(eased)
        scene.frame(at: 1)
        #expect(abs(try inkWidth(shownPicture(scene)) - inkWidth(staticText(fontSize: 12))) <= 1)
        scene.frame(at: 1.125)
        let shown = try inkWidth(shownPicture(scene))
        #expect(abs(shown - (try inkWidth(staticText(fontSize: size)))) <= 1, "\(size) pt")
        #expect(shown > (try inkWidth(staticText(fontSize: 12))) + 10 && shown < inkWidth(model) - 5)
        scene.frame(at: 1.3)
        scene.frame(at: 1.4)
        #expect(try shownPicture(scene) === model)

        scene.at(2) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.fontSize = 20
            CATransaction.commit()
        }
        scene.frame(at: 2.125)
        let jumped = try shownPicture(scene)
        #expect(jumped === layer.contents as? CGImage)
        #expect(abs(inkWidth(jumped) - (try inkWidth(staticText(fontSize: 20)))) <= 1)
    }

    // MARK: foregroundColor

    @Test func aForegroundColorAnimationDrawsTheInterpolatedColour() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 48, color: Self.blue)
        scene.at(1) { layer.add(linear("foregroundColor", from: Self.red, to: Self.blue, duration: 1), forKey: "tint") }
        for (t, f) in [(1.0, 0.0), (1.25, 0.25), (1.5, 0.5)] {
            scene.frame(at: t)
            // Core Animation blends colours per component: red + (blue − red) · f.
            let expected = (r: Int((255 * (1 - f)).rounded()), g: 0, b: Int((255 * f).rounded()))
            let solid = try solidColours(shownPicture(scene))
            #expect(solid.count > 50, "the glyphs' stems are fully covered at 48 pt")
            for c in solid {
                #expect(abs(c.r - expected.r) <= 1 && c.g == 0 && abs(c.b - expected.b) <= 1,
                        "t = \(t): \(c) vs \(expected)")
            }
        }
        scene.frame(at: 2.1)
        #expect(try shownPicture(scene) === layer.contents as? CGImage)
        #expect(try solidColours(shownPicture(scene)).allSatisfy { $0 == (0, 0, 255) })
    }

    // MARK: Cost

    @Test func idleFramesDrawNothingAndTheRendererRestsAfterTheAnimation() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 48, layer: RecordingTextLayer()) as! RecordingTextLayer
        #expect(layer.drawnSizes == [48], "the model is drawn once, by the commit")
        layer.drawnSizes = []
        scene.frames([0.5, 0.6, 0.7])
        #expect(layer.drawnSizes.isEmpty)

        scene.at(1) { layer.add(linear("fontSize", from: 12, to: 48, duration: 0.5), forKey: "grow") }
        let times = (0..<5).map { 1 + Double($0) * 0.1 }
        scene.frames(times)
        // One drawing per frame while the animation runs, each at the size the frame
        // presents, on the model layer, whose own value stays 48.
        #expect(layer.drawnSizes.count == times.count)
        for (drawn, t) in zip(layer.drawnSizes, times) {
            #expect(abs(drawn - (12 + 36 * CGFloat((t - 1) / 0.5))) < 1e-6)
        }
        #expect(layer.fontSize == 48)

        // Two frames at one time draw once; idle frames after the end draw nothing.
        scene.frame(at: times.last!)
        #expect(layer.drawnSizes.count == times.count)
        layer.drawnSizes = []
        scene.frames((0..<20).map { 1.6 + Double($0) / 60 })
        #expect(layer.drawnSizes.isEmpty)
        #expect(!PresentationRedisplay.current.isActive)
        #expect(scene.renderer.nextFrameTime() == .infinity)
        #expect(try shownPicture(scene) === layer.contents as? CGImage)
    }

    @Test func anAnimationThatHoldsItsEndDrawsItOnceAndAModelChangeDrawsAgain() throws {
        let scene = EngineScene()
        let layer = addText(to: scene, fontSize: 12, layer: RecordingTextLayer()) as! RecordingTextLayer
        let hold = linear("fontSize", from: 12, to: 30, duration: 0.5)
        hold.fillMode = .forwards
        hold.isRemovedOnCompletion = false
        scene.at(1) { layer.add(hold, forKey: "hold") }
        scene.frames([1, 1.25, 1.5, 1.6, 1.7, 1.8])
        #expect(layer.drawnSizes == [12, 12, 21, 30], "the model, then the frames; the held end is drawn once")
        #expect(abs(try inkWidth(shownPicture(scene)) - inkWidth(staticText(fontSize: 30))) <= 1)
        #expect(!PresentationRedisplay.current.isActive)

        // A new string: the model is displayed by the commit, the held size drawn again.
        layer.drawnSizes = []
        scene.at(2) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.string = "Lamina Lamina"
            CATransaction.commit()
        }
        scene.frames([2, 2.1])
        #expect(layer.drawnSizes == [12, 30])
        // Removing the animation shows the model's backing store again.
        scene.at(3) { layer.removeAnimation(forKey: "hold") }
        scene.frames([3, 3.1])
        #expect(try shownPicture(scene) === layer.contents as? CGImage)
        #expect(layer.drawnSizes == [12, 30])
    }

    @Test func aLayerNoRendererDrawsKeepsNoFramesRunningUntilItIsDrawn() throws {
        let scene = EngineScene()
        let layer = RecordingTextLayer()
        configure(layer, fontSize: 48, color: Self.red)
        scene.at(1) { layer.add(linear("fontSize", from: 12, to: 48, duration: 1), forKey: "grow") }
        #expect(layer.drawnSizes == [48], "the commit displays the model")
        scene.frames([1, 1.1, 1.2])
        #expect(!PresentationRedisplay.current.isActive)
        #expect(scene.renderer.nextFrameTime() == .infinity)
        #expect(layer.drawnSizes == [48], "no frame draws a layer no renderer shows")
        // Added to the drawn tree, it is drawn at the animation's time from then on.
        scene.at(1.5) { scene.root.addSublayer(layer) }
        scene.frame(at: 1.5)
        #expect(PresentationRedisplay.current.isActive)
        #expect(layer.drawnSizes.last == 30)
        #expect(abs(try inkWidth(shownPicture(scene)) - inkWidth(staticText(fontSize: 30))) <= 1)
    }

    // MARK: Custom keys

    @Test func aCustomKeyTheClassRedisplaysForAnimatesItsDrawing() throws {
        let scene = EngineScene()
        let bar = addBar(to: scene, progress: 1)
        let model = try #require(bar.contents as? CGImage)
        #expect(inkWidth(model) == 200)
        scene.at(1) { bar.add(linear("progress", from: CGFloat(0), to: CGFloat(1), duration: 1), forKey: "fill") }
        for (t, width) in [(1.25, 50), (1.5, 100), (1.75, 150)] {
            scene.frame(at: t)
            #expect(try inkWidth(shownPicture(scene)) == width, "t = \(t)")
        }
        #expect(bar.value(forKey: "progress") as? CGFloat == 1, "the model keeps its value")
        scene.frames([2.01, 2.1])
        #expect(try shownPicture(scene) === model)
        let draws = bar.draws
        scene.frames([2.2, 2.3])
        #expect(bar.draws == draws)
    }

    @Test func aCustomKeyAnimatesFromNumbersOfAnyKind() throws {
        let scene = EngineScene()
        let bar = addBar(to: scene, progress: 0.5)
        // NSNumbers (as Objective-C code passes them) toward the model's CGFloat: the
        // presented value keeps the model's type, so `draw(in:)` reads it.
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = NSNumber(value: 0)
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.at(1) { bar.add(animation, forKey: "fill") }
        scene.frame(at: 1.5)
        // From 0 to the model's 0.5: 0.25 of 200 points.
        #expect(try inkWidth(shownPicture(scene)) == 50)
    }

    @Test func aKeyNoClassRedisplaysForIsStillIgnored() {
        let layer = CALayer()
        let reports = LaminaDiagnostics.capture {
            layer.add(linear("progress", from: 0, to: 1, duration: 1), forKey: nil)
        }
        #expect(reports.contains { $0.message.contains("names no animatable property") })
        #expect(layer.animationEntries.allSatisfy { !$0.redisplaysLayer })
    }
}
