import Foundation
import Testing
@testable import Lamina
@testable import LaminaGraphics
@testable @_spi(Fuzzing) import LaminaFuzzing

/// What the fuzz targets found, each reduced to the call that failed and asserted for the
/// behaviour now documented. The inputs themselves are in Fuzz/Corpus/<target>/found-*,
/// which `CorpusReplayTests` replays; two findings are covered by that replay alone, no
/// smaller case having been made of them yet: kvc/found-pixel-box-overflow (corners
/// projected past Double's range gave CGRect.intersection an infinite box) and
/// paths/found-flattening-pieces-overflow (a stroked curve's piece count as an Int).
/// trees/found-contents-rect-astronomic-width and -origin (GL drew nothing, or the CPU the
/// wrong edge, for a contentsRect 10²⁹⁹ wide or at 10³⁰⁰) are asserted on both backends by
/// `ContentsTests.testAContentsRectFarBeyondTheImageExtendsItsEdgeOnBothBackends`.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    /// paths (timeout): dash lengths whose sum overflows to infinity made the phase
    /// offset infinite, and skipping whole intervals never ended.
    @Test("dash lengths that add up to infinity leave the path undashed, with a diagnostic")
    func dashLengthsOverflowingToInfinity() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        var dashed: CGPath?
        let diagnostics = LaminaDiagnostics.capture {
            dashed = path.copy(dashingWithPhase: -1, lengths: [.greatestFiniteMagnitude, .greatestFiniteMagnitude])
        }
        #expect(dashed == path)
        #expect(diagnostics.map(\.code) == [.invalidArgument])
        #expect(diagnostics.first?.message.contains("infinity") == true)
    }

    /// kvc / trees (trap): a layer of 1e300 points asked for an Int backing-store size.
    @Test("a backing store for bounds no Int can measure is refused, not trapped on")
    func backingStoreOfAstronomicalBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        var store: CGImage?
        let diagnostics = LaminaDiagnostics.capture { store = layer.makeBackingStore() }
        #expect(store == nil)
        #expect(diagnostics.map(\.code) == [.invalidArgument])
    }

    /// paths (trap): a curve 1e200 pixels across asked for an Int count of chords.
    @Test("a curve too large to count chords for is filled with the most chords, not trapped on")
    func curveChordsOfAHugeCurve() {
        let context = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.move(to: CGPoint(x: 0, y: 0))
        context.addQuadCurve(to: CGPoint(x: 8, y: 8), control: CGPoint(x: 1e200, y: -1e200))
        context.addLine(to: CGPoint(x: 0, y: 8))
        context.fillPath()
        #expect(context.isPathEmpty)
    }

    /// paths (out of memory): the dash cap held per subpath, so a path of many subpaths
    /// could make a million dashes each.
    @Test("the dash cap holds for the whole call, not for each subpath")
    func dashCapAcrossSubpaths() {
        let path = CGMutablePath()
        for row in 0..<3 {
            path.move(to: CGPoint(x: 0, y: row))
            path.addLine(to: CGPoint(x: 600, y: row))
        }
        // 600 / 0.002 × 2 = 600,000 intervals a subpath: each under the cap, three over it.
        var dashed: CGPath?
        let diagnostics = LaminaDiagnostics.capture {
            dashed = path.copy(dashingWithPhase: 0, lengths: [0.001, 0.001])
        }
        #expect(dashed == path, "returned undashed")
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("\(DashPattern.maximumDashes)"))
    }

    /// kvc, trees (broken rule): finite transforms whose product overflows put an
    /// infinite world matrix into the RenderList.
    @Test("a layer whose world transform overflows is not drawn, and the list keeps its rules")
    func worldTransformOverflow() {
        let stage = FuzzStage(side: 10, withGL: false)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let outer = CALayer(), inner = CALayer()
        outer.frame = root.bounds
        outer.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        inner.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        inner.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        inner.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let frames = stage.frames(of: root, at: [0])
        #expect(frames.findings.isEmpty, "\(frames.findings)")
        #expect(frames.cpu.first.map { image in (0..<10).allSatisfy { image.pixels.pixel(x: $0, y: 5).a == 0 } } == true)
    }

    /// animations (broken rule): a huge contents rectangle at a tiny contents scale
    /// places the picture at an infinite size (8 pixels × 1e300 / 1e-10).
    @Test("contents placed at an infinite size are not drawn, and the list keeps its rules")
    func contentsDestinationOverflow() {
        let stage = FuzzStage(side: 10, withGL: false)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let layer = CALayer()
        layer.frame = root.bounds
        var input = FuzzBytes([1, 1, 255, 0, 0, 255, 255, 0, 0, 255])
        layer.contents = ValueGenerator.image(&input)
        layer.contentsGravity = .center
        layer.contentsRect = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        layer.contentsScale = 1e-10
        root.addSublayer(layer)
        let frames = stage.frames(of: root, at: [0])
        #expect(frames.findings.isEmpty, "\(frames.findings)")
    }

    /// trees (GL against the CPU, PSNR 1.9 dB): a layer of opacity 1.2 with a shadow
    /// drew through a group whose 8-bit opacity wrapped (306 → 50) on the CPU, while GL
    /// clamped it.
    @Test("an opacity above 1 draws as 1, through a group too (a shadow makes one)")
    func opacityAboveOneInAGroup() {
        let stage = FuzzStage(side: 10, withGL: false)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let layer = CALayer()
        layer.frame = CGRect(x: -10, y: -10, width: 30, height: 30)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.opacity = 1.2
        layer.shadowOpacity = 1
        root.addSublayer(layer)
        let frame = stage.frames(of: root, at: [0])
        #expect(frame.findings.isEmpty)
        let p = frame.cpu[0].pixels.pixel(x: 5, y: 5)
        #expect([p.r, p.g, p.b, p.a] == [255, 255, 255, 255])
    }

    /// A 10 × 10 CPU stage whose root holds one blue layer at `frame`.
    static func blueLayer(_ frame: CGRect) -> (FuzzStage, CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(layer)
        return (FuzzStage(side: 10, withGL: false), root, layer)
    }

    /// animations (broken rule): an opacity animated to 3.7 × 10²⁷⁸, a finite Double,
    /// presented as Float's infinity.
    @Test("a Float property animated past Float's range presents Float's largest, drawn as 1")
    func floatPropertyAnimatedPastFloatRange() throws {
        let (stage, root, layer) = Self.blueLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 21.86
        fade.toValue = 3.685e278
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        CAMediaClock.withFixedTime(0) { layer.add(fade, forKey: "fade") }
        let frames = stage.frames(of: root, at: [0.5, 2])
        #expect(frames.findings.isEmpty, "\(frames.findings)")
        let presented = CAMediaClock.withFixedTime(2) { layer.presentation()?.opacity }
        #expect(presented == Float.greatestFiniteMagnitude)
        let p = frames.cpu[1].pixels.pixel(x: 5, y: 5)
        #expect([p.r, p.g, p.b, p.a] == [0, 0, 255, 255])
    }

    /// animations (broken rule): a spring with a damping of 1.8 × 10³⁰⁸, over-damping
    /// allowed, presented a NaN position (its roots overflowed).
    @Test("a spring damped at Double's largest holds its start, finite")
    func springDampedAtDoublesLargest() {
        let (stage, root, layer) = Self.blueLayer(CGRect(x: 0, y: 0, width: 10, height: 24))
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 4.78e-299
        spring.damping = .greatestFiniteMagnitude
        spring.allowsOverdamping = true
        spring.initialVelocity = 20
        spring.duration = 3
        CAMediaClock.withFixedTime(0) { layer.add(spring, forKey: "drop") }
        let frames = stage.frames(of: root, at: [0.1, 0.43, 2.9])
        #expect(frames.findings.isEmpty, "\(frames.findings)")
        for t in [0.1, 0.43, 2.9] {
            let y = CAMediaClock.withFixedTime(t) { layer.presentation()?.position.y }
            // The slow root is about −k/c = −5.6 × 10⁻³⁰⁷ a second: the layer has not moved.
            #expect(y.map { abs($0 - 4.78e-299) < 1e-6 } == true, "t = \(t): \(String(describing: y))")
        }
    }

    /// animations (broken rule, same run): ends near Double's largest interpolate past it,
    /// (b − a)·t overflowing. An animated value that is not finite is refused as a setter
    /// refuses one: the property presents what it had.
    @Test("an animation whose value overflows presents the model value, and the tree keeps its rules")
    func animationOverflowingPresentsTheModel() {
        let (stage, root, layer) = Self.blueLayer(CGRect(x: 2, y: 2, width: 6, height: 6))
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = CGPoint(x: -1.7e308, y: 5)
        slide.toValue = CGPoint(x: 1.7e308, y: 5)
        slide.duration = 1
        let swing = CABasicAnimation(keyPath: "transform.rotation.z")
        swing.fromValue = -1.7e308
        swing.toValue = 1.7e308
        swing.duration = 1
        CAMediaClock.withFixedTime(0) {
            layer.add(slide, forKey: "slide")
            layer.add(swing, forKey: "swing")
        }
        let frames = stage.frames(of: root, at: [0.5])
        #expect(frames.findings.isEmpty, "\(frames.findings)")
        let presented = CAMediaClock.withFixedTime(0.5) { layer.presentation() }
        #expect(presented?.position == CGPoint(x: 5, y: 5))
        #expect(presented.map { CATransform3DIsIdentity($0.transform) } == true)
        // Drawn where the model puts it.
        let inside = frames.cpu[0].pixels.pixel(x: 5, y: 5), outside = frames.cpu[0].pixels.pixel(x: 0, y: 0)
        #expect([inside.b, inside.a] == [255, 255])
        #expect(outside.a == 0)
    }
}
